// swift-tools-version: 6.1
// A package whose one target has no source file yet, as a new one the app made for its proxies:
// SwiftPM leaves such a target out (it warns "Source files for target Proxies should be located
// under …"), and .ci/plugin-fixture.sh checks that the command plugin says what to do:
//   swift package --allow-writing-to-package-directory generate-delegate-proxy \
//     --protocol TransferDelegate --target Proxies
import PackageDescription

let package = Package(
  name: "EmptyTargetFixture",
  dependencies: [.package(name: "DynamicProxy", path: "../../..")],
  targets: [
    // Sources/Proxies holds only a .gitkeep, so that git keeps the folder.
    .target(
      name: "Proxies",
      dependencies: [
        .product(name: "DynamicProxy", package: "DynamicProxy"),
        .product(name: "DynamicProxyRx", package: "DynamicProxy"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
