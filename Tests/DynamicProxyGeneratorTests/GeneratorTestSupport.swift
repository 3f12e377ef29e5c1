import Foundation
import Testing

@testable import DynamicProxyGeneratorKit

/// The committed symbol graph of `SwiftProtocolFixtures` (written by `Tests/Scripts/generate-proxies.sh`).
let fixtureGraph: SymbolGraph = {
  let url = Bundle.module.url(
    forResource: "SwiftProtocolFixtures.symbols", withExtension: "json", subdirectory: "Resources")!
  return try! SymbolGraph(contentsOf: url)
}()

/// The source of `protocolName`'s proxy from ``fixtureGraph``, as `Tests/Scripts/generate-proxies.sh` makes it.
func generate(
  _ protocolName: String, parent: String = "Transfer", property: String = "delegate", parentRx: Bool = true,
  fixed: Bool = false
) throws(GeneratorError) -> String {
  try ProxyGenerator(graphs: [fixtureGraph]).generate(
    ProxyOptions(
      module: "SwiftProtocolFixtures", protocolName: protocolName, parentType: parent,
      delegateProperty: property, fixedDelegate: fixed, parentRx: parentRx, imports: ["SwiftProtocolFixtures"]
    ))
}

/// Why the generator refuses `protocolName` (with `Transfer` as the parent), nil if it does not.
func refusal(_ protocolName: String) -> GeneratorError? {
  do {
    _ = try generate(protocolName)
    return nil
  } catch {
    return error
  }
}
