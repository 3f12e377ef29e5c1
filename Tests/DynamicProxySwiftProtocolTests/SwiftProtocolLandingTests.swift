import DynamicProxyRx
import SwiftProtocolFixtures
import Testing

@testable import DynamicProxy

/// Where a generated Swift-protocol proxy lands a call: the proxy's own implementation, else the
/// forward delegate (any conformer), else an answer, else the protocol's default — the order every
/// other proxy follows, for every combination, a weakly held forward delegate that went away, and
/// observed or not.
@Suite struct SwiftProtocolLandingTests {
  /// An app delegate whose range is 200 plus the fix's accuracy.
  final class Ranger: BeaconDelegate, Sendable {
    func beacon(_ beacon: Beacon, didSignal strength: Int) {}
    func beacon(_ beacon: Beacon, rangeTo fix: BeaconFix) -> Double { 200 + fix.accuracy }
  }

  /// What implements `beacon:rangeTo:`.
  struct Setup: Sendable, CustomTestStringConvertible {
    var own: Bool
    var forward: Bool
    var answer: Bool
    var forwardGone = false

    /// Which of four values a call returns, in the order every proxy lands a call: `own` for the
    /// own implementation, else `forward` for the forward delegate (unless it went), else `answer`,
    /// else `otherwise`, the protocol's default.
    func landing<Value>(own: Value, forward: Value, answer: Value, otherwise: Value) -> Value {
      if self.own { return own }
      if self.forward && !forwardGone { return forward }
      if self.answer { return answer }
      return otherwise
    }

    /// 100, 200 or 300 plus the accuracy for the own implementation, the forward delegate and the
    /// answer; the protocol's default, -1, when nobody implements it.
    func expected(_ accuracy: Double) -> Double {
      landing(own: 100 + accuracy, forward: 200 + accuracy, answer: 300 + accuracy, otherwise: -1)
    }

    static let all: [Setup] =
      [false, true].flatMap { own in
        [false, true].flatMap { forward in
          [false, true].map { answer in Setup(own: own, forward: forward, answer: answer) }
        }
      } + [
        Setup(own: false, forward: true, answer: true, forwardGone: true),
        Setup(own: false, forward: true, answer: false, forwardGone: true),
      ]

    var testDescription: String {
      let parts = [
        own ? "own" : nil, forward ? (forwardGone ? "forward (gone)" : "forward") : nil,
        answer ? "answer" : nil,
      ].compactMap { $0 }
      return parts.isEmpty ? "nobody" : parts.joined(separator: " + ")
    }
  }

  /// `beacon`'s proxy, set up as `setup` says: `ranger` its forward delegate (held weakly), its own
  /// implementation and its answer of `beacon:rangeTo:`.
  static func proxy(
    for beacon: Beacon, _ setup: Setup, forwardingTo ranger: Ranger?
  ) throws
    -> BeaconDelegateProxy
  {
    let proxy = BeaconDelegateProxy.proxy(for: beacon)
    if setup.forward { proxy.setForwardToDelegate(ranger, retainDelegate: false) }
    if setup.own {
      try proxy.implement(BeaconDelegateProxy.Methods.rangeTo) { _, fix in 100 + fix.accuracy }
    }
    if setup.answer {
      try proxy.answer(BeaconDelegateProxy.Methods.rangeTo) { _, fix in 300 + fix.accuracy }
    }
    return proxy
  }

  @Test(arguments: Setup.all, [false, true])
  func aCallLandsOnTheFirstOfOwnForwardAnswerDefault(setup: Setup, observed: Bool) throws {
    let beacon = Beacon()
    var ranger: Ranger? = Ranger()
    let proxy = try Self.proxy(for: beacon, setup, forwardingTo: ranger)
    if setup.forwardGone {
      ranger = nil
      #expect(proxy.forwardToDelegate() == nil)
    }
    var invoked: [Double] = []
    let bag = DisposeBag()
    if observed {
      proxy.methodInvoked(BeaconDelegateProxy.Methods.rangeTo)
        .subscribe(onNext: { _, fix in invoked.append(fix.accuracy) }).disposed(by: bag)
    }
    let fix = BeaconFix(latitude: 1, longitude: 2, accuracy: 7)
    #expect(beacon.range(to: fix) == setup.expected(7))
    if observed { #expect(invoked == [7]) }
    withExtendedLifetime(ranger) {}
  }

  /// What a slot update publishes for a generated proxy's method, in one value that the unrouted
  /// fast path, the route and the async route all read: whether the call takes the route
  /// (observed, or implemented by the proxy), where it lands, and the slot's state.
  @Test(arguments: Setup.all.filter { !$0.forwardGone }, [false, true])
  func oneRouteIsPublishedForEveryPath(setup: Setup, observed: Bool) throws {
    let beacon = Beacon()
    let ranger = Ranger()
    let proxy = try Self.proxy(for: beacon, setup, forwardingTo: ranger)
    var bag: DisposeBag? = DisposeBag()
    if observed, let bag {
      proxy.methodInvoked(BeaconDelegateProxy.Methods.rangeTo).subscribe(onNext: { _ in })
        .disposed(by: bag)
    }
    let core: DelegateProxyCore = proxy
    let index = try #require(
      core.delegateProtocol.methodIndex(for: BeaconDelegateProxy.Methods.rangeTo.selector))
    let route = core.slots[index].route
    #expect(route.isRouted == (setup.own || observed))
    #expect(
      route.landing
        == Landing.decide(own: setup.own, forward: setup.forward, answered: setup.answer).rawValue)
    #expect(route.state == (observed ? SlotState.observed : .forwardOnly).rawValue)
    // The unrouted fast path takes the forward delegate only where the route lands the call on it.
    #expect(
      (proxy.unobservedForwardDelegate(at: index) != nil)
        == (!setup.own && !observed && setup.forward))
    #expect(beacon.range(to: BeaconFix(latitude: 1, longitude: 2, accuracy: 7)) == setup.expected(7))
    bag = nil
    // Unobserved again: the route says so at once.
    #expect(core.slots[index].route.isRouted == setup.own)
    withExtendedLifetime(ranger) {}
  }
}
