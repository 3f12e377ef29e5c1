// swift-tools-version: 6.1
import PackageDescription

// The libFuzzer harness of DynamicProxy's type-encoding parser and signature construction: its own
// package, so that the library's package declares no fuzzing target, and built from the library's
// own targets through the dependency below (CShims and its pkg-config libffi included). Built and
// run by `.ci/fuzz.sh`, which passes the instrumentation (README.md in this folder):
//
//   swift build --package-path Tests/Fuzz -c release --product fuzz-type-encoding \
//     -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing -Xcc -fsanitize=fuzzer-no-link,address
let package = Package(
  name: "DynamicProxyFuzz",
  dependencies: [.package(name: "DynamicProxy", path: "../..")],
  targets: [
    // Declares libFuzzer's LLVMFuzzerRunDriver, which the harness's `main` hands its inputs to.
    .target(name: "CFuzzDriver"),
    .executableTarget(
      name: "fuzz-type-encoding",
      dependencies: [
        "CFuzzDriver", .product(name: "DynamicProxy", package: "DynamicProxy"),
        .product(name: "DynamicProxyRuntime", package: "DynamicProxy"),
      ],
      path: "Sources/FuzzTypeEncoding"
    ),
  ],
  swiftLanguageModes: [.v6]
)
