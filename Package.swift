// swift-tools-version: 6.2
// Swift 6.2 and 6.3: CI builds and tests the package with 6.3 on x86-64 Linux and with Debian's
// 6.2.3 for aarch64 Linux, under emulation (.ci/arm64.sh).
import PackageDescription

// Every target in Sources builds under strict memory safety (SE-0458): each unsafe use is an
// `unsafe` expression where it stands, and a diagnostic is an error, not a warning.
let strictMemorySafety: [SwiftSetting] = [
  .strictMemorySafety(), .treatWarning("StrictMemorySafety", as: .error),
]

let package = Package(
  name: "DynamicProxy",
  products: [
    // Delegate proxies and delegate objects: RxCocoa's proxy system (its runtime re-exported).
    .library(name: "DynamicProxy", targets: ["DynamicProxy"]),
    // NSInvocation and IMP for Linux: selectors, type encodings, signatures, invocations and
    // implementations over libffi; usable alone.
    .library(name: "DynamicProxyRuntime", targets: ["DynamicProxyRuntime"]),
    // The Rx-style streams the proxies emit (Observable, subjects, Disposable, the `.rx`
    // namespace), in a module of their own so that their names never meet RxSwift's.
    .library(name: "DynamicProxyRx", targets: ["DynamicProxyRx"]),
    // Optional: OpenCombine publishers for the proxy's streams, with the "Combine" trait (without
    // it, the module is empty and OpenCombine is not resolved).
    .library(name: "DynamicProxyCombine", targets: ["DynamicProxyCombine"]),
    // Generated proxies for Foundation's delegates: XMLParserDelegate and the URLSession delegates.
    .library(name: "DynamicProxyFoundation", targets: ["DynamicProxyFoundation"]),
    // Writes the proxy class of a Swift delegate protocol from its module's symbol graph.
    .executable(name: "dynamicproxy-generate", targets: ["dynamicproxy-generate"]),
    // `swift package generate-delegate-proxy`: the same, in one command, for a package's targets.
    .plugin(name: "GenerateDelegateProxy", targets: ["GenerateDelegateProxy"]),
  ],
  traits: [
    // Off by default: a user of the core product does not resolve OpenCombine. Enable it with
    // `.package(url: …, from: …, traits: ["Combine"])`, or `--traits Combine` here.
    .trait(
      name: "Combine", description: "DynamicProxyCombine's OpenCombine publishers (resolves OpenCombine).")
  ],
  dependencies: [
    // Only DynamicProxyCombine uses it, with the "Combine" trait; the core depends on libffi alone.
    .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    // Documentation only: `swift package generate-documentation` builds the DocC catalogs.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // libffi, found through pkg-config. Only CShims' .c files include <ffi.h>.
    .systemLibrary(
      name: "CFFI",
      path: "Sources/CFFI",
      pkgConfig: "libffi",
      providers: [.apt(["libffi-dev"])]
    ),
    // The C shim: what Swift cannot do itself (ffi_type graphs, closures, ffi_call).
    .target(name: "CShims", dependencies: ["CFFI"], path: "CShims"),
    // The layers, lowest first; imports point down only (.ci/layers.sh checks it):
    // Support (locks, the published-object rule, message quoting; no product) <- Runtime (on
    // CShims) and Rx <- DynamicProxy <- Foundation, Combine.
    .target(name: "DynamicProxySupport", swiftSettings: strictMemorySafety),
    .target(
      name: "DynamicProxyRuntime", dependencies: ["CShims", "DynamicProxySupport"],
      swiftSettings: strictMemorySafety),
    .target(name: "DynamicProxyRx", dependencies: ["DynamicProxySupport"], swiftSettings: strictMemorySafety),
    .target(
      name: "DynamicProxy",
      dependencies: ["CShims", "DynamicProxySupport", "DynamicProxyRuntime", "DynamicProxyRx"],
      // The template that writes the Swift files beside it in Generated/ (its `--check` in CI).
      exclude: ["Generated/generate_arity_overloads.py"],
      swiftSettings: strictMemorySafety),
    // Proxies of Foundation's delegate protocols, written by dynamicproxy-generate (Generated/).
    .target(
      name: "DynamicProxyFoundation", dependencies: ["DynamicProxy", "DynamicProxyRx"],
      swiftSettings: strictMemorySafety),
    // Reads symbol graphs and writes delegate-proxy classes for Swift protocols; Foundation only.
    .target(name: "DynamicProxyGeneratorKit", swiftSettings: strictMemorySafety),
    .executableTarget(
      name: "dynamicproxy-generate", dependencies: ["DynamicProxyGeneratorKit"],
      swiftSettings: strictMemorySafety),
    // Builds a target's dependencies, extracts their symbol graphs, finds the protocol's module and
    // runs dynamicproxy-generate into the target (Tests/Fixtures/PluginFixture, .ci/plugin-fixture.sh).
    .plugin(
      name: "GenerateDelegateProxy",
      capability: .command(
        intent: .custom(
          verb: "generate-delegate-proxy",
          description: "Writes the delegate-proxy class of a Swift protocol into a target"),
        permissions: [
          .writeToPackageDirectory(reason: "The proxy's Swift file is written into the chosen target")
        ]),
      dependencies: ["dynamicproxy-generate"]
    ),
    .target(
      name: "DynamicProxyCombine",
      dependencies: [
        "DynamicProxy", "DynamicProxyRx", "DynamicProxySupport",
        .product(name: "OpenCombine", package: "OpenCombine", condition: .when(traits: ["Combine"])),
      ],
      swiftSettings: strictMemorySafety
    ),
    // C fixtures the tests call through trampolines and compare with direct C calls.
    .target(name: "CFixtures", path: "Tests/CFixtures"),
    // Real C libraries the tests make proxies the callbacks of, found through pkg-config.
    .systemLibrary(
      name: "CSQLite3",
      path: "Tests/SystemLibraries/CSQLite3",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]
    ),
    .systemLibrary(
      name: "CZlib",
      path: "Tests/SystemLibraries/CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]
    ),
    .systemLibrary(
      name: "CExpat",
      path: "Tests/SystemLibraries/CExpat",
      pkgConfig: "expat",
      providers: [.apt(["libexpat1-dev"])]
    ),
    // Calls through every entry while subscribers, forward delegates, answers and parents change on
    // other threads, every delivery's form and values checked: DeliveryChurnTests runs it for seconds,
    // `swift run -c release delivery-churn --seconds N` for as long as asked.
    .target(
      name: "DeliveryChurn",
      dependencies: ["DynamicProxy", "DynamicProxyRx", "DynamicProxySupport", "CFixtures"],
      path: "Tests/DeliveryChurn"),
    .executableTarget(
      name: "delivery-churn", dependencies: ["DeliveryChurn"], path: "Tests/DeliveryChurnRunner"),
    .testTarget(
      name: "DynamicProxyTests",
      dependencies: [
        "DynamicProxy", "DynamicProxyRuntime", "DynamicProxyRx", "DynamicProxySupport", "CFixtures",
        "CSQLite3",
        "CZlib", "CExpat", "DeliveryChurn",
      ]),
    .testTarget(name: "DynamicProxyCombineTests", dependencies: ["DynamicProxyCombine", "DynamicProxyRx"]),
    // A Swift protocol of the user's own (and protocols the generator refuses), with its parent.
    .target(
      name: "SwiftProtocolFixtures", dependencies: ["SwiftProtocolFixtureSupport"],
      path: "Tests/SwiftProtocolFixtures"),
    // A module the fixtures' signatures name (as NIOSSH's name NIOCore's EventLoopPromise).
    .target(name: "SwiftProtocolFixtureSupport", path: "Tests/SwiftProtocolFixtureSupport"),
    // SwiftNIO's shape: a public protocol refining underscored ones that carry its methods.
    .target(name: "PipelineFixtures", path: "Tests/PipelineFixtures"),
    .testTarget(
      name: "DynamicProxyGeneratorTests", dependencies: ["DynamicProxyGeneratorKit"],
      resources: [.copy("Resources")]),
    .testTarget(
      name: "DynamicProxyFoundationTests", dependencies: ["DynamicProxyFoundation", "DynamicProxyRx"]),
    .testTarget(
      name: "DynamicProxySwiftProtocolTests",
      dependencies: [
        "DynamicProxy", "DynamicProxyRx", "SwiftProtocolFixtures", "SwiftProtocolFixtureSupport",
        "PipelineFixtures",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
