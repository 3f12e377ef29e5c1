// swift-tools-version: 6.1
// The package .ci/plugin-fixture.sh runs DynamicProxy's command plugin on:
//   swift package --allow-writing-to-package-directory generate-delegate-proxy \
//     --protocol UploadDelegate --target UploadsRx --parent-rx
// A C target (CChecksum) that the protocol's module (Uploads) imports, so that the symbol graphs
// need the C target's module map; the proxy goes into UploadsRx, which its tests use.
import PackageDescription

let package = Package(
  name: "PluginFixture",
  dependencies: [.package(name: "DynamicProxy", path: "../../..")],
  targets: [
    // A C library: the protocol's module imports it (its module map comes from the build).
    .target(name: "CChecksum"),
    // The delegate protocol and its parent, a class that calls its delegate.
    .target(name: "Uploads", dependencies: ["CChecksum"]),
    // The generated proxies (written by the plugin, not committed): UploadDelegateProxy.swift,
    // and ProgressDelegateProxy.swift for a protocol internal to this target; what the app adds.
    .target(
      name: "UploadsRx",
      dependencies: [
        "Uploads", .product(name: "DynamicProxy", package: "DynamicProxy"),
        .product(name: "DynamicProxyRx", package: "DynamicProxy"),
      ]),
    // For the script's error cases: a second module declaring an UploadDelegate, and a target that
    // depends on both (the script also writes a toolchain protocol's proxy there, then removes it).
    .target(name: "UploadsLegacy"),
    .target(
      name: "Checks",
      dependencies: [
        "Uploads", "UploadsLegacy", .product(name: "DynamicProxy", package: "DynamicProxy"),
        .product(name: "DynamicProxyRx", package: "DynamicProxy"),
      ]),
    .testTarget(
      name: "UploadsRxTests",
      dependencies: ["Uploads", "UploadsRx", .product(name: "DynamicProxyRx", package: "DynamicProxy")]),
  ],
  swiftLanguageModes: [.v6]
)
