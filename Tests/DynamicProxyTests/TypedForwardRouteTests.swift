import Dispatch
import DynamicProxyRx
import Synchronization
import Testing

@testable import DynamicProxy
@testable import DynamicProxyRuntime

/// A typed call of a proxy's method that nobody observes goes straight to the forward delegate's
/// typed closure, as the proxy's slot resolved it (`forwardedTypedBody`); these tests hold that route
/// to the general one: the current forward delegate, and no other, whatever it is and however it
/// changes, on any thread.
@Suite struct TypedForwardRouteTests {
  private func titled(_ prefix: String) throws -> DelegateObject {
    let delegate = DelegateObject(delegateProtocol: GadgetDelegate.description)
    try delegate.implement(GadgetDelegate.titleFor) { _, index in "\(prefix) \(index)" }
    return delegate
  }

  @Test func anUnobservedTypedCallReachesTheCurrentForwardDelegate() throws {
    let gadget = Gadget()
    let proxy = GadgetDelegateProxy.proxy(for: gadget)
    #expect(gadget.delegate?.call(GadgetDelegate.titleFor, gadget, 1) == nil, "no forward delegate yet")
    let first = try titled("first")
    let second = try titled("second")
    proxy.setForwardToDelegate(first, retainDelegate: false)
    #expect(gadget.delegate?.call(GadgetDelegate.titleFor, gadget, 2) == "first 2")
    proxy.setForwardToDelegate(second, retainDelegate: false)
    #expect(gadget.delegate?.call(GadgetDelegate.titleFor, gadget, 3) == "second 3")
    proxy.setForwardToDelegate(nil, retainDelegate: false)
    #expect(gadget.delegate?.call(GadgetDelegate.titleFor, gadget, 4) == nil)
    proxy.setForwardToDelegate(first, retainDelegate: false)
    #expect(gadget.delegate?.call(GadgetDelegate.titleFor, gadget, 5) == "first 5")
    withExtendedLifetime((first, second)) {}
  }

  @Test func aReleasedForwardDelegateIsNoLongerCalled() throws {
    let gadget = Gadget()
    let proxy = GadgetDelegateProxy.proxy(for: gadget)
    var forward: DelegateObject? = try titled("weak")
    proxy.setForwardToDelegate(forward, retainDelegate: false)
    #expect(gadget.delegate?.call(GadgetDelegate.titleFor, gadget, 1) == "weak 1")
    forward = nil
    #expect(gadget.delegate?.call(GadgetDelegate.titleFor, gadget, 2) == nil)
    proxy.setForwardToDelegate(try titled("kept"), retainDelegate: true)
    #expect(gadget.delegate?.call(GadgetDelegate.titleFor, gadget, 3) == "kept 3")
  }

  @Test func subscribingAndDisposingSwitchesBetweenTheRoutes() throws {
    let gadget = Gadget()
    let proxy = GadgetDelegateProxy.proxy(for: gadget)
    let forward = try titled("forward")
    proxy.setForwardToDelegate(forward, retainDelegate: false)
    let log = TypedLog()
    #expect(gadget.delegate?.call(GadgetDelegate.titleFor, gadget, 1) == "forward 1")
    let subscription = proxy.methodReturned(GadgetDelegate.titleFor)
      .subscribe(onNext: { call in log.append("returned \(call.returnValue)") })
    #expect(gadget.delegate?.call(GadgetDelegate.titleFor, gadget, 2) == "forward 2")
    subscription.dispose()
    #expect(gadget.delegate?.call(GadgetDelegate.titleFor, gadget, 3) == "forward 3")
    #expect(log.entries == ["returned forward 2"])
    withExtendedLifetime(forward) {}
  }

  @Test func aForwardDelegateOfOtherSwiftTypesOrAnotherProtocolIsStillCalled() throws {
    let gadget = Gadget()
    let proxy = GadgetDelegateProxy.proxy(for: gadget)
    // The selector implemented with other Swift types: the call goes through a C frame.
    let loose = DelegateObject(delegateProtocol: GadgetDelegate.description)
    try loose.implement("gadget:titleFor:") { (sender: AnyObject, index: Int64) -> String in
      "loose \(index) \(sender is Gadget)"
    }
    proxy.setForwardToDelegate(loose, retainDelegate: false)
    #expect(gadget.delegate?.call(GadgetDelegate.titleFor, gadget, 1) == "loose 1 true")
    // Another protocol that declares the same method: resolved by selector.
    let other = DelegateObject(
      delegateProtocol: try DelegateProtocol(
        "OtherGadgetDelegate", GadgetDelegate.shouldBegin, GadgetDelegate.titleFor))
    try other.implement(GadgetDelegate.titleFor) { _, index in "other \(index)" }
    proxy.setForwardToDelegate(other, retainDelegate: false)
    #expect(gadget.delegate?.call(GadgetDelegate.titleFor, gadget, 2) == "other 2")
    withExtendedLifetime((loose, other)) {}
  }

  @Test func aForwardDelegateThatIsAProxyForwardsAndObservesTheCall() throws {
    let outer = Gadget()
    let inner = Gadget()
    let outerProxy = GadgetDelegateProxy.proxy(for: outer)
    let innerProxy = GadgetDelegateProxy.proxy(for: inner)
    let forward = try titled("innermost")
    innerProxy.setForwardToDelegate(forward, retainDelegate: false)
    outerProxy.setForwardToDelegate(innerProxy, retainDelegate: false)
    #expect(outer.delegate?.call(GadgetDelegate.titleFor, outer, 1) == "innermost 1")
    let log = TypedLog()
    let subscription = innerProxy.sentMessage(GadgetDelegate.titleFor)
      .subscribe(onNext: { _, index in log.append("inner sent \(index)") })
    #expect(outer.delegate?.call(GadgetDelegate.titleFor, outer, 2) == "innermost 2")
    subscription.dispose()
    #expect(outer.delegate?.call(GadgetDelegate.titleFor, outer, 3) == "innermost 3")
    #expect(log.entries == ["inner sent 2"])
    withExtendedLifetime(forward) {}
  }

  @Test func aProxyForwardingToAProxySeesWhatThatProxyComesToImplement() throws {
    let outer = Gadget()
    let inner = Gadget()
    let outerProxy = GadgetDelegateProxy.proxy(for: outer)
    let innerProxy = GadgetDelegateProxy.proxy(for: inner)
    outerProxy.setForwardToDelegate(innerProxy, retainDelegate: false)
    #expect(outer.delegate?.call(GadgetDelegate.titleFor, outer, 1) == nil, "nobody implements it yet")
    #expect(!outerProxy.responds(to: "gadget:titleFor:"))
    let forward = try titled("later")
    innerProxy.setForwardToDelegate(forward, retainDelegate: false)
    #expect(outerProxy.responds(to: "gadget:titleFor:"))
    #expect(outer.delegate?.call(GadgetDelegate.titleFor, outer, 2) == "later 2")
    #expect(try outer.delegate?.send("gadget:titleFor:", outer, 3) as? String == "later 3")
    innerProxy.setForwardToDelegate(nil, retainDelegate: false)
    #expect(outer.delegate?.call(GadgetDelegate.titleFor, outer, 4) == nil)
    #expect(!outerProxy.responds(to: "gadget:titleFor:"))
    withExtendedLifetime(forward) {}
  }

  /// The closure a typed call finds is the one published for the current forward delegate: a
  /// closure it comes to implement the method with, or its removal, is followed at once; a
  /// replaced forward delegate's new closure counts only once that delegate is set again.
  @Test func aForwardDelegateChangingItsClosureIsFollowed() throws {
    let gadget = Gadget()
    let proxy = GadgetDelegateProxy.proxy(for: gadget)
    let first = try titled("first")
    let second = try titled("second")
    proxy.setForwardToDelegate(first, retainDelegate: false)
    #expect(gadget.delegate?.call(GadgetDelegate.titleFor, gadget, 1) == "first 1")
    try first.implement(GadgetDelegate.titleFor) { _, index in "first again \(index)" }
    #expect(gadget.delegate?.call(GadgetDelegate.titleFor, gadget, 2) == "first again 2")
    proxy.setForwardToDelegate(second, retainDelegate: false)
    try first.implement(GadgetDelegate.titleFor) { _, index in "first once more \(index)" }
    #expect(gadget.delegate?.call(GadgetDelegate.titleFor, gadget, 3) == "second 3")
    second.removeImplementation(for: GadgetDelegate.titleFor.selector)
    #expect(gadget.delegate?.call(GadgetDelegate.titleFor, gadget, 4) == nil)
    proxy.setForwardToDelegate(first, retainDelegate: false)
    #expect(gadget.delegate?.call(GadgetDelegate.titleFor, gadget, 5) == "first once more 5")
    withExtendedLifetime((first, second)) {}
  }

  @Test func theRouteGivesWhatTheFramePathGives() throws {
    let gadget = Gadget()
    let proxy = GadgetDelegateProxy.proxy(for: gadget)
    let forward = try titled("same")
    proxy.setForwardToDelegate(forward, retainDelegate: false)
    let fast = gadget.delegate?.call(GadgetDelegate.titleFor, gadget, 7)
    let before = Forwarding.fastPathsEnabled
    Forwarding.fastPathsEnabled = false
    defer { Forwarding.fastPathsEnabled = before }
    let framed = gadget.delegate?.call(GadgetDelegate.titleFor, gadget, 7)
    #expect(fast == "same 7")
    #expect(framed == fast)
    withExtendedLifetime(forward) {}
  }

  /// Forward delegates made, set (retained or not) and dropped on one thread while three others
  /// call: each call reaches a live forward delegate, or nobody; none reaches a released one.
  @Test func forwardDelegatesReplacedAndReleasedDuringTypedCalls() async throws {
    let gadget = Gadget()
    let proxy = GadgetDelegateProxy.proxy(for: gadget)
    let callers = 3
    let callsPerCaller = 3_000
    let finished = Atomic<Int>(0)
    let answered = Atomic<Int>(0)
    let unanswered = Atomic<Int>(0)
    let wrong = Atomic<Int>(0)
    let group = DispatchGroup()
    for caller in 0..<callers {
      DispatchQueue(label: "typed.caller.\(caller)").async(group: group) {
        for index in 1...callsPerCaller {
          switch gadget.delegate?.call(GadgetDelegate.titleFor, gadget, index) {
          case .none: unanswered.add(1, ordering: .relaxed)
          case .some(let title) where title.hasPrefix("round ") && title.hasSuffix(" \(index)"):
            answered.add(1, ordering: .relaxed)
          case .some: wrong.add(1, ordering: .relaxed)
          }
        }
        finished.add(1, ordering: .releasing)
      }
    }
    DispatchQueue(label: "typed.swapper").async(group: group) {
      var round = 0
      while finished.load(ordering: .acquiring) < callers || round < 100 {
        let delegate = DelegateObject(delegateProtocol: GadgetDelegate.description)
        try! delegate.implement(GadgetDelegate.titleFor) { [round] _, index in "round \(round) \(index)" }
        proxy.setForwardToDelegate(round % 5 == 4 ? nil : delegate, retainDelegate: round % 2 == 0)
        round += 1
      }
      proxy.setForwardToDelegate(nil, retainDelegate: false)
    }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      group.notify(queue: .global()) { continuation.resume() }
    }
    #expect(wrong.load(ordering: .relaxed) == 0)
    #expect(
      answered.load(ordering: .relaxed) + unanswered.load(ordering: .relaxed) == callers * callsPerCaller)
  }
}
