import DynamicProxyRx
import DynamicProxySupport
import Testing

@testable import DynamicProxy

/// `withTarget(for:_:)`, a parent's fastest call: the target borrows the delegate the parent
/// holds, and resolves exactly as `target(for:)` does — the delegate's own implementation, a
/// proxy's forward delegate (retained for the call) or the proxy itself when it observes.
@Suite struct WithTargetTests {
  /// A delegate that counts its deinit.
  final class Real: DelegateObject, @unchecked Sendable {  // adds Locks
    let log: Lock<[String]>
    let gone: Lock<Bool>

    init(log: Lock<[String]>, gone: Lock<Bool>) {
      self.log = log
      self.gone = gone
      super.init(delegateProtocol: GadgetDelegate.description)
      try! implement(GadgetDelegate.didChange) { [unowned self] _, value in
        self.log.withLock { $0.append("real \(value)") }
      }
    }

    deinit { gone.withLock { $0 = true } }
  }

  private func call(_ target: DelegateTarget, _ gadget: Gadget, _ value: Int) throws {
    _ = try target.call([gadget, value])
  }

  @Test func aDelegatesOwnImplementationIsBorrowed() throws {
    let gadget = Gadget()
    let log = Lock<[String]>([])
    let gone = Lock(false)
    let real = Real(log: log, gone: gone)
    gadget.delegate = real
    let delegate = try #require(gadget.delegate)
    var receiver: AnyObject?
    let result = try delegate.withTarget(for: "gadget:didChange:") { target in
      receiver = target.receiver
      try call(target, gadget, 1)
      return "called"
    }
    #expect(result == "called")
    #expect(receiver === real)
    let method = try #require(GadgetDelegate.description.method(for: "gadget:didChange:"))
    try delegate.withTarget(for: method) { try call($0, gadget, 2) }
    #expect(delegate.withTarget(for: "gadgetShouldBegin:") { _ in true } == nil, "nobody implements it")
    #expect(delegate.withTarget(for: "notInTheProtocol:") { _ in true } == nil)
    #expect(log.withLock { $0 } == ["real 1", "real 2"])
  }

  @Test func aProxyResolvesAsTargetForDoes() throws {
    let gadget = Gadget()
    let log = Lock<[String]>([])
    let gone = Lock(false)
    let real = Real(log: log, gone: gone)
    gadget.delegate = real
    let proxy = GadgetDelegateProxy.proxy(for: gadget)
    let delegate = try #require(gadget.delegate)
    #expect(delegate === proxy)
    // Unobserved: the forward delegate's own target.
    var receiver: AnyObject?
    var function: UnsafeRawPointer?
    try delegate.withTarget(for: "gadget:didChange:") { target in
      receiver = target.receiver
      function = target.function
      try call(target, gadget, 1)
    }
    #expect(receiver === real)
    #expect(function == proxy.target(for: "gadget:didChange:")?.function)
    // Observed: the proxy, borrowed.
    let bag = DisposeBag()
    proxy.methodInvoked(GadgetDelegate.didChange).subscribe(onNext: { _, value in
      log.withLock { $0.append("observed \(value)") }
    }).disposed(by: bag)
    try delegate.withTarget(for: "gadget:didChange:") { target in
      receiver = target.receiver
      try call(target, gadget, 2)
    }
    #expect(receiver === proxy)
    #expect(log.withLock { $0 } == ["real 1", "real 2", "observed 2"])
  }

  /// withTarget resolves in the caller, without a dynamic dispatch: in every state of a proxy's
  /// slot it finds what `target(for:)` finds.
  @Test func everySlotStateResolvesAsTargetForDoes() throws {
    let gadget = Gadget()
    let proxy = GadgetDelegateProxy.proxy(for: gadget)
    let delegate = try #require(gadget.delegate)
    func agree(_ selector: Selector, _ state: String) {
      let expected = proxy.target(for: selector).map { ($0.receiverPointer, $0.function) }
      let found = delegate.withTarget(for: selector) { ($0.receiverPointer, $0.function) }
      #expect(found?.0 == expected?.0 && found?.1 == expected?.1, "\(state)")
    }
    agree("gadget:didChange:", "empty")
    let forward = DelegateObject(delegateProtocol: GadgetDelegate.description)
    try forward.implement(GadgetDelegate.didChange) { _, _ in }
    proxy.setForwardToDelegate(forward, retainDelegate: false)
    agree("gadget:didChange:", "forwarded")
    let other = DelegateObject(
      delegateProtocol: try DelegateProtocol("OtherGadgetDelegate", GadgetDelegate.didChange))
    try other.implement(GadgetDelegate.didChange) { _, _ in }
    proxy.setForwardToDelegate(other, retainDelegate: false)
    agree("gadget:didChange:", "forwarded to another protocol")
    let subscription = proxy.methodInvoked(GadgetDelegate.didChange).subscribe()
    agree("gadget:didChange:", "observed")
    subscription.dispose()
    agree("gadget:didChange:", "no longer observed")
    try proxy.answer(GadgetDelegate.shouldBegin) { _ in true }
    agree("gadgetShouldBegin:", "answered")
    try proxy.implement(GadgetDelegate.progress) { _ in }
    agree("progress:", "the proxy's own")
    agree("notInTheProtocol:", "outside the protocol")
    withExtendedLifetime((forward, other)) {}
  }

  @Test func aForwardDelegateReleasedDuringTheCallLivesUntilItReturns() throws {
    let gadget = Gadget()
    let log = Lock<[String]>([])
    let gone = Lock(false)
    var real: Real? = Real(log: log, gone: gone)
    gadget.delegate = real
    let proxy = GadgetDelegateProxy.proxy(for: gadget)
    let delegate = try #require(gadget.delegate)
    var goneDuringTheCall = true
    try delegate.withTarget(for: "gadget:didChange:") { target in
      real = nil  // the app lets go of its delegate; the proxy holds it weakly
      goneDuringTheCall = gone.withLock { $0 }
      try call(target, gadget, 1)
    }
    #expect(!goneDuringTheCall, "the target keeps the forward delegate for the call")
    #expect(gone.withLock { $0 })
    #expect(log.withLock { $0 } == ["real 1"])
    #expect(delegate.withTarget(for: "gadget:didChange:") { _ in true } == nil)
    withExtendedLifetime(proxy) {}
  }
}
