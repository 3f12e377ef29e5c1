// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "UpdateHook",
  dependencies: [
    // DynamicProxy from a clone, by path: here, the repository that
    // holds this example. By URL, as Getting Started shows:
    // .package(url: dynamicProxyURL, from: "1.0.0")
    .package(name: "DynamicProxy", path: "../../..")
  ],
  targets: [
    // SQLite's C API (libsqlite3-dev): a module map, Sources/CSQLite3.
    .systemLibrary(
      name: "CSQLite3", providers: [.apt(["libsqlite3-dev"])]),
    .executableTarget(
      name: "UpdateHook",
      dependencies: [
        "CSQLite3",
        .product(name: "DynamicProxy", package: "DynamicProxy"),
        .product(name: "DynamicProxyRx", package: "DynamicProxy"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
