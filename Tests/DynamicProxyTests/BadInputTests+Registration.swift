import DynamicProxySupport
import Foundation
import Synchronization
import Testing

@testable import DynamicProxy

extension BadInputTests {
  // MARK: - Factories and registration (programmer errors)

  @Test func aMissingFactoryTrapsWithAMessageThatSaysTheFix() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = StressViewProxy.createProxy(for: BadInputUnregisteredParent())
    }
    let message = standardError(result)
    #expect(message.contains("has no factory for BadInputUnregisteredParent"))
    #expect(message.contains("registerKnownImplementations()"))
  }

  @Test func registeringAParentTypeTwiceTrapsWithAMessageThatSaysTheFix() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = BadInputDuplicateProxy.createProxy(for: StressView())
    }
    #expect(standardError(result).contains("register each parent type once"))
  }

  /// A parent without a storage token (a class you can not change) keeps its proxy in the
  /// library's side table: the same proxy each time, installed once.
  @Test func aParentWithoutProxyStorageKeepsItsProxyInTheSideTable() {
    do {
      let parent = BadInputParentWithoutStorage()
      let proxy = StressNoStorageProxy.proxy(for: parent)
      #expect(StressNoStorageProxy.proxy(for: parent) === proxy)
      #expect(StressNoStorageProxy.proxy(for: BadInputParentWithoutStorage()) !== proxy)
    }
    DelegateProxyStorage.releaseProxiesOfDeallocatedParents()
  }

  @Test func twoProxyTypesWithOneIdentifierOnOneParentTrap() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let view = StressView()
      _ = StressViewProxy.proxy(for: view)
      _ = BadInputRivalProxy.proxy(for: view)
    }
    #expect(
      standardError(result).contains(
        "proxy of this family is a StressViewProxy, which is not a BadInputRivalProxy"))
  }

  /// A forward delegate whose method has another signature under the same selector: a programmer
  /// error caught at the first forwarded call.
  @Test func aForwardDelegateWithAnotherSignatureForTheSelectorTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let view = StressView()
      let proxy = StressViewProxy.proxy(for: view)
      let other = try DelegateProtocol("Other", methods: [.optional("stress:call:", "v@d")])
      let forward = DelegateObject(delegateProtocol: other)
      try forward.implement("stress:call:") { (_: AnyObject, _: Double) in }
      proxy.setForwardToDelegate(forward, retainDelegate: true)
      let subscription = proxy.sentMessage("stress:call:").subscribe(onNext: { _ in })
      view.callFast("stress:call:", 1)
      subscription.dispose()
    }
    #expect(standardError(result).contains("differs from"))
  }

  /// The same forward delegate, unobserved: `target(for:)` hands out its own target, with its own
  /// signature — nothing traps, and a caller that trusts the protocol's signature is not told.
  /// (Finding: checking signatures in `setForwardToDelegate` would catch both paths at once.)
  @Test func anUnobservedMethodIsHandedTheForwardDelegatesOwnSignature() throws {
    let view = StressView()
    let proxy = StressViewProxy.proxy(for: view)
    let other = try DelegateProtocol("Other", methods: [.optional("stress:call:", "v@d")])
    let forward = DelegateObject(delegateProtocol: other)
    try forward.implement("stress:call:") { (_: AnyObject, _: Double) in }
    proxy.setForwardToDelegate(forward, retainDelegate: false)
    let target = try #require(proxy.target(for: "stress:call:"))
    #expect(target.method.signature.encoding == "v@:@d")
    #expect(DelegateProtocol.stressDelegate.method(for: "stress:call:")?.signature.encoding == "v@:@q")
    expectCase(#expect(throws: DelegateError.self) { try target.call([view, 1]) }) {
      if case .invocation(_, .typeMismatch(.argument(3), .double, "Int")) = $0 { true } else { false }
    }
    withExtendedLifetime(forward) {}
  }

  // MARK: - Protocol descriptions

  @Test func badProtocolDescriptionsAreTypedErrors() throws {
    #expect(throws: DelegateProtocolError.duplicateSelector("a", protocol: "Twice")) {
      try DelegateProtocol("Twice", methods: [.optional("a", "v"), .required("a", "i")])
    }
    #expect(throws: DelegateProtocolError.duplicateSelector("stress:call:", protocol: "Child")) {
      try DelegateProtocol("Child", inherits: [.stressDelegate], methods: [.optional("stress:call:", "v@q")])
    }
    expectCase(
      #expect(throws: DelegateProtocolError.self) { try DelegateProtocol("E", methods: [.optional("a", "")]) }
    ) {
      if case .invalidSignature("a", .malformed(let error)) = $0 { error.reason == .empty } else { false }
    }
    expectCase(
      #expect(throws: DelegateProtocolError.self) {
        try DelegateProtocol("Bad", methods: [.optional("a", "v{A=i")])
      }
    ) {
      // The offset is in the method's types as written.
      if case .invalidSignature("a", .malformed(let error)) = $0 { error.offset == 5 } else { false }
    }
    expectCase(
      #expect(throws: DelegateProtocolError.self) {
        try DelegateProtocol("U", methods: [.optional("u", "v(U=if)")])
      }
    ) {
      // The union is argument 2: after the receiver and the selector.
      if case .invalidSignature("u", .unsupported(_, .argument(2), _)) = $0 { true } else { false }
    }
    #expect(throws: DelegateProtocolError.conventionMismatch(protocol: "M", inherited: "CFixtures_Callbacks"))
    {
      try DelegateProtocol("M", inherits: [.fixtureCallbacks], methods: [])
    }
  }

  /// Bug: two inherited protocols that declare one selector with different signatures are
  /// accepted: the first signature silently wins (DelegateProtocol.swift, the `where
  /// index[method.selector] == nil` filter), and a delegate written against the second protocol is
  /// called with the wrong C signature. It should throw (`duplicateSelector`, or a new
  /// `conflictingInheritance`).
  @Test func inheritedProtocolsWithConflictingSignaturesAreRefused() throws {
    let first = try DelegateProtocol("First", methods: [.optional("value:", "vq")])
    let second = try DelegateProtocol("Second", methods: [.optional("value:", "vd")])
    #expect(throws: DelegateProtocolError.self, "bug: the conflict is accepted") {
      try DelegateProtocol("Both", inherits: [first, second], methods: [])
    }
    // The same signature twice (a diamond) is fine.
    let diamond = try DelegateProtocol("Diamond", inherits: [first, first], methods: [])
    #expect(diamond.methods.count == 1)
  }

  // MARK: - Callback tables

  @Test func aCallbackTableLayoutWithASelectorOutsideTheProtocol() throws {
    let counter = StressCCounter()
    let cTable = StressCTable(counter.table(withOriginals: true))
    let layout = CallbackTableLayout(functions: ["onValue": 0, "onMystery": 8])
    expectCase(
      #expect(throws: DelegateError.self) {
        try DelegateObject.adoptingCallbackTable(
          UnsafeRawPointer(cTable.table), layout: layout, delegateProtocol: .fixtureCallbacks)
      }
    ) {
      if case .unknownSelector("onMystery", "CFixtures_Callbacks") = $0 { true } else { false }
    }
    // Writing a table: a selector outside the protocol has no target, so its slot is written null.
    let delegate = DelegateObject(delegateProtocol: .fixtureCallbacks)
    try delegate.implement("onValue", function: cTable.onValue!)
    delegate.writeCallbackTable(to: UnsafeMutableRawPointer(cTable.table), layout: layout, userData: nil)
    #expect(cTable.onValue != nil)
    #expect(cTable.onDone == nil, "offset 8 (onDone) was written null for onMystery")
  }
}
