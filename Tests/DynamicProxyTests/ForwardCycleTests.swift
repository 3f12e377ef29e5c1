import DynamicProxyRx
import Testing

@testable import DynamicProxy

/// A proxy may forward to another proxy, but not into a cycle: every call would go from proxy to
/// proxy until the stack ran out (a crash on the first call of an observed or implemented
/// method). `setForwardToDelegate` stops the cycle as it is made, naming its proxies.
@Suite struct ForwardCycleTests {
  @Test func aProxyForwardingToItselfStopsWithTheFix() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let gadget = Gadget()
      let proxy = GadgetDelegateProxy.proxy(for: gadget)
      proxy.setForwardToDelegate(proxy, retainDelegate: false)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("makes a cycle of forward delegates"))
    #expect(message.contains("GadgetDelegateProxy → GadgetDelegateProxy"))
    #expect(message.contains("set the other proxy's forward delegate to nil first"))
  }

  // One exit test per length: an exit test captures no value before Swift 6.3.
  @Test func twoProxiesForwardingRoundInACycleStopWithTheFix() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      ForwardCycleTests.closeACycle(ofLength: 2)
    }
    Self.expectCycleNamed(result, length: 2)
  }

  @Test func threeProxiesForwardingRoundInACycleStopWithTheFix() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      ForwardCycleTests.closeACycle(ofLength: 3)
    }
    Self.expectCycleNamed(result, length: 3)
  }

  /// Makes `length` proxies, each forwarding to the next, then closes the cycle (the child stops).
  static func closeACycle(ofLength length: Int) {
    let gadgets = (0..<length).map { _ in Gadget() }
    let proxies = gadgets.map { GadgetDelegateProxy.proxy(for: $0) }
    // Each forwards to the next: allowed while the chain is open.
    for index in 0..<length - 1 {
      proxies[index].setForwardToDelegate(proxies[index + 1], retainDelegate: false)
    }
    // The last one closes it.
    proxies[length - 1].setForwardToDelegate(proxies[0], retainDelegate: false)
  }

  /// The child's message names the `length` proxies of the cycle, the first again at its end.
  static func expectCycleNamed(
    _ result: ExitTest.Result?, length: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    let names = Array(repeating: "GadgetDelegateProxy", count: length + 1).joined(separator: " → ")
    #expect(message.contains("(\(names))"), sourceLocation: sourceLocation)
  }

  @Test func installForwardDelegateOfTheProxyItselfStops() async {
    await #expect(processExitsWith: .failure) {
      let gadget = Gadget()
      let proxy = GadgetDelegateProxy.proxy(for: gadget)
      _ = GadgetDelegateProxy.installForwardDelegate(proxy, retainDelegate: false, onProxyForObject: gadget)
    }
  }

  @Test func chainsThatDoNotComeBackAreAllowedAndForward() throws {
    let gadgets = (0..<3).map { _ in Gadget() }
    let proxies = gadgets.map { GadgetDelegateProxy.proxy(for: $0) }
    let real = DelegateObject(delegateProtocol: GadgetDelegate.description)
    try real.implement(GadgetDelegate.titleFor) { _, index in "real \(index)" }
    // A chain into the real delegate, two proxies sharing the last one (a fan-in, no cycle).
    proxies[0].setForwardToDelegate(proxies[2], retainDelegate: false)
    proxies[1].setForwardToDelegate(proxies[2], retainDelegate: false)
    proxies[2].setForwardToDelegate(real, retainDelegate: false)
    #expect(gadgets[0].delegate?.call(GadgetDelegate.titleFor, gadgets[0], 1) == "real 1")
    #expect(gadgets[1].delegate?.call(GadgetDelegate.titleFor, gadgets[1], 2) == "real 2")
    // Reversing a link once it is undone is no cycle.
    proxies[0].setForwardToDelegate(nil, retainDelegate: false)
    proxies[2].setForwardToDelegate(proxies[0], retainDelegate: false)
    proxies[0].setForwardToDelegate(real, retainDelegate: false)
    let log = TypedLog()
    let subscription = proxies[0].sentMessage(GadgetDelegate.didChange)
      .subscribe(onNext: { _, value in log.append("first sent \(value)") })
    gadgets[2].delegate?.call(GadgetDelegate.didChange, gadgets[2], 7)
    #expect(log.entries == ["first sent 7"])
    #expect(gadgets[2].delegate?.call(GadgetDelegate.titleFor, gadgets[2], 3) == "real 3")
    subscription.dispose()
    withExtendedLifetime(real) {}
  }
}
