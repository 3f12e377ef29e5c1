// swift-tools-version: 6.1
import PackageDescription

// The benchmarks of DynamicProxy: its own package, so that the library's users never resolve
// package-benchmark. See the README's "Benchmarks" section.
let package = Package(
  name: "DynamicProxyBenchmarks",
  dependencies: [
    .package(name: "DynamicProxy", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    // The interposer's counters, read directly by the comparison runner (package-benchmark uses
    // them too but does not re-export them); the version package-benchmark 1.38.1 resolves.
    .package(url: "https://github.com/ordo-one/malloc-interposer", exact: "1.6.1"),
    // The comparison runner's command line.
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    // The libffi floors (raw ffi_call, raw closure entry) and the C structs passed by value.
    .target(name: "CFloors", linkerSettings: [.linkedLibrary("ffi")]),
    // Every case: protocols, parents, the direct delegate, the closure-table proxies, the libffi
    // proxy set-ups. Shared by the package-benchmark suites and the comparison runner.
    .target(
      name: "BenchmarkCases",
      dependencies: ["CFloors", "DynamicProxy", .product(name: "DynamicProxyRx", package: "DynamicProxy")]),
    // The comparison runner: `swift run -c release --package-path Benchmarks proxy-compare`.
    .executableTarget(
      name: "proxy-compare",
      dependencies: [
        "BenchmarkCases",
        .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The Swift runtime's retain/release hooks, counting one thread's reference-count writes.
    .target(name: "CRefCounts"),
    // Which objects calls on two different parents both write (memory every core would share).
    .executableTarget(name: "shared-writes", dependencies: ["BenchmarkCases", "CRefCounts"]),
    // One case, one approach, N calls: what Scripts/callgrind.sh counts instructions of.
    .executableTarget(name: "proxy-profile", dependencies: ["BenchmarkCases"]),
    // package-benchmark suites: allocation counts per call, checked against Thresholds/.
    .executableTarget(
      name: "ProxyCalls",
      dependencies: ["BenchmarkCases", .product(name: "Benchmark", package: "benchmark")],
      path: "Benchmarks/ProxyCalls",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
