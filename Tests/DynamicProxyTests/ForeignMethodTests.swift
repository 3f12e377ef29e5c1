import Testing

@testable import DynamicProxy

/// A `DelegateProtocol.Method` indexes its own protocol's slots: handed to a delegate object of
/// another protocol, its index may be another method's, of another signature, whose function the
/// caller would then call with the wrong arguments. The lookups that take one check it.
@Suite struct ForeignMethodTests {
  static let first = try! DelegateProtocol(
    "First", methods: [.optional("first:", "vi"), .optional("shared:", "vd")])
  static let second = try! DelegateProtocol(
    "Second", methods: [.optional("other:", "vq"), .optional("shared:", "vd"), .optional("third:", "v")])

  @Test func aMethodOfTheObjectsProtocolResolves() throws {
    let delegate = DelegateObject(delegateProtocol: Self.first)
    try delegate.implement("first:") { (_: Int32) in }
    let method = try #require(Self.first.method(for: "first:"))
    #expect(delegate.target(for: method)?.method.selector == "first:")
    #expect(delegate.withTarget(for: method) { $0.method.selector } == "first:")
    let shared = try #require(Self.first.method(for: "shared:"))
    #expect(delegate.target(for: shared) == nil, "unimplemented: nil, no trap")
  }

  @Test func withTargetForAMethodOfAnotherProtocolStopsWithTheFix() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let delegate = DelegateObject(delegateProtocol: ForeignMethodTests.first)
      try delegate.implement("first:") { (_: Int32) in }
      // Index 0 of Second is other: (a 64-bit argument); index 0 here is first: (a 32-bit one).
      let foreign = ForeignMethodTests.second.methods[0]
      _ = delegate.withTarget(for: foreign) { _ in true }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains(#""other:" is not a method of First (its slot 0 holds "first:")"#))
    #expect(message.contains("take the Method from this object's delegateProtocol"))
  }

  @Test func targetForAMethodBeyondTheProtocolStopsWithTheFix() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let delegate = DelegateObject(delegateProtocol: ForeignMethodTests.first)
      _ = delegate.target(for: ForeignMethodTests.second.methods[2])
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains(#""third:" is not a method of First (it has 2 methods)"#))
  }

  @Test func aProxyChecksTheMethodToo() async {
    await #expect(processExitsWith: .failure) {
      let gadget = Gadget()
      let proxy = GadgetDelegateProxy.proxy(for: gadget)
      _ = proxy.target(for: ForeignMethodTests.second.methods[1])
    }
  }
}
