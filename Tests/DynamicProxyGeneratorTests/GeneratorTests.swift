import Foundation
import Testing

@testable import DynamicProxyGeneratorKit

@Suite("Refused protocols")
struct RefusalTests {
  @Test(
    "each refused protocol names the member and why",
    arguments: [
      ("GenericMethodDelegate", "transfer(_:didDecode:)", Refusal.genericMethod),
      ("AssociatedTypeDelegate", "Payload", .associatedType),
      ("PropertyDelegate", "progress", .property),
      ("SubscriptDelegate", "subscript(_:)", .subscript),
      ("RethrowsMethodDelegate", "transfer(_:visit:)", .rethrowsMethod),
      ("InoutParameterDelegate", "transfer(_:adjust:)", .inoutParameter("progress")),
      ("StaticMethodDelegate", "transferDidStart(_:)", .staticRequirement),
    ])
  func refused(protocolName: String, member: String, reason: Refusal) {
    let error = refusal(protocolName)
    #expect(error == .refused(protocol: protocolName, member: member, reason: reason))
    let message = error.map { "\($0)" } ?? ""
    #expect(message.hasPrefix(member.isEmpty ? "\(protocolName): " : "\(protocolName).\(member): "))
    #expect(message.contains("can not be proxied"))
  }

  @Test("the messages")
  func messages() {
    #expect(
      "\(refusal("PropertyDelegate")!)"
        == "PropertyDelegate.progress: a property requirement with a setter, or an async or throwing getter, "
        + "can not be proxied")
    #expect(
      "\(refusal("InoutParameterDelegate")!)"
        == "InoutParameterDelegate.transfer(_:adjust:): the inout parameter progress can not be proxied")
  }

  @Test("an unknown protocol is refused with the closest names the graphs have")
  func unknown() {
    let unknown = refusal("TransferDelegat")
    guard case .protocolNotFound("TransferDelegat", "SwiftProtocolFixtures", let closest) = unknown else {
      Issue.record("not refused as unknown: \(String(describing: unknown))")
      return
    }
    #expect(closest.first == "TransferDelegate" && closest.count <= 3)
    let misspelled = refusal("BeaconDelgate")
    guard case .protocolNotFound(_, _, let closest) = misspelled else {
      Issue.record("not refused as unknown: \(String(describing: misspelled))")
      return
    }
    #expect(closest.first == "BeaconDelegate")
    #expect(
      "\(misspelled!)".hasPrefix(
        "no protocol BeaconDelgate in the symbol graphs of SwiftProtocolFixtures; the closest: BeaconDelegate"
      ))
  }

  @Test("a module the graphs are not of is refused, naming the modules they are of")
  func unknownModule() {
    #expect(throws: GeneratorError.moduleNotFound(name: "Transfers", available: ["SwiftProtocolFixtures"])) {
      try ProxyGenerator(graphs: [fixtureGraph]).generate(
        ProxyOptions(module: "Transfers", protocolName: "TransferDelegate", parentType: "Transfer"))
    }
    #expect(
      "\(GeneratorError.moduleNotFound(name: "Transfers", available: ["SwiftProtocolFixtures"]))"
        == "no symbol graph of the module Transfers was given; the graphs are of: SwiftProtocolFixtures "
        + "(--module names the module that declares the protocol)")
  }
}

@Suite("Defaults, imports and underscored protocols")
struct CorrectGenerationTests {
  @Test("only unconstrained extensions of the protocol or its ancestors give defaults")
  func constrainedDefaults() throws {
    let source = try generate("LedgerDelegate", parent: "Ledger", parentRx: false)
    #expect(source.contains("didRecord = DelegateMethod<Ledger, Int, Void>.optional(\"ledger:didRecord:\")"))
    // `extension LedgerDelegate where Self: LedgerAuditor`: not every conformer's.
    #expect(
      source.contains("shouldRecord = DelegateMethod<Ledger, Int, Bool>.required(\"ledger:shouldRecord:\")"))
    // `extension AuditedLedgerDelegate`, a refinement: not LedgerDelegate's.
    #expect(source.contains("didClose = DelegateMethod<Ledger, Void>.required(\"ledgerDidClose:\")"))
    // The refinement's proxy has it: an extension of the protocol itself.
    let refined = try generate("AuditedLedgerDelegate", parent: "Ledger", parentRx: false)
    #expect(refined.contains("didClose = DelegateMethod<Ledger, Void>.optional(\"ledgerDidClose:\")"))
    #expect(refined.contains(".required(\"ledger:shouldRecord:\")"))
  }

  @Test("every module a signature names is imported, without an --import")
  func imports() throws {
    let source = try generate("LedgerDelegate", parent: "Ledger", parentRx: false)
    #expect(
      source.contains(
        "import DynamicProxy\nimport DynamicProxyRx\nimport SwiftProtocolFixtureSupport\nimport SwiftProtocolFixtures\n"
      ))
    let transfer = try generate("TransferDelegate")
    #expect(!transfer.contains("SwiftProtocolFixtureSupport"))
  }

  @Test(
    "the module of a precise identifier",
    arguments: [
      ("s:7NIOCore16EventLoopPromiseV", "NIOCore"),
      ("s:27SwiftProtocolFixtureSupport14FixturePromiseC", "SwiftProtocolFixtureSupport"),
      ("s:20FoundationEssentials3URLV", "FoundationEssentials"),
      ("s:SS", nil), ("s:Si", nil), ("s:s5ErrorP", nil), ("s:So8NSObjectC", nil), ("c:objc(cs)NSObject", nil),
    ] as [(String, String?)])
  func moduleOfIdentifier(identifier: String, module: String?) {
    #expect(SymbolIndex.module(ofIdentifier: identifier) == module)
  }

  @Test("an underscored protocol left out of the graph is refused with the extractor's option")
  func underscored() {
    let error = refusal("_LedgerObserver")
    #expect(
      "\(error!)"
        == "no protocol _LedgerObserver in the symbol graphs of SwiftProtocolFixtures: swift symbolgraph-extract "
        + "leaves underscored symbols out of a graph extracted with -minimum-access-level public; extract "
        + "SwiftProtocolFixtures's graph again with -minimum-access-level internal")
  }
}

@Suite("The parent's delegate type")
struct DelegateTypeTests {
  @Test("a delegate property of another protocol is refused: the proxy could not be assigned to it")
  func otherProtocol() {
    #expect(
      throws: GeneratorError.invalidOptions(
        "Ledger's delegate is a (any LedgerDelegate)?, which a TransferDelegateProxy can not be assigned to: "
          + "name the Ledger's property of type TransferDelegate with --delegate-property, or leave out "
          + "--parent for a standalone proxy")
    ) {
      try ProxyGenerator(graphs: [fixtureGraph]).generate(
        ProxyOptions(module: "SwiftProtocolFixtures", protocolName: "TransferDelegate", parentType: "Ledger"))
    }
  }
}
