internal import CShims
import DynamicProxyRuntime
import DynamicProxySupport
import Synchronization

/// A proxy that becomes an object's delegate, turns every call into events and forwards it to the
/// real delegate: RxCocoa's `DelegateProxy`, without the Objective-C runtime.
///
/// Each call of a protocol method is captured as `[Any]` (its declared arguments), sent to
/// ``sentMessage(_:)-(Selector)`` subscribers, forwarded to the forward delegate (the real one), then sent to
/// ``methodInvoked(_:)-(Selector)`` subscribers — synchronously, on the calling thread, in that order.
///
/// The proxy is a ``DelegateObject``: its slot for each method is, atomically switched as
/// observers come and go and the forward delegate changes,
/// 1. **observed** — the proxy's trampoline: capture, emit, forward, emit;
/// 2. **forward only** — the forward delegate's own target: ``DelegateProxyCore/target(for:)-(DelegateProtocol.Method)``
///    answers with the forward delegate's receiver and function (`forwardingTargetForSelector:`),
///    so a call costs a slot load plus a direct call; for a *function* protocol the slot (and so
///    ``DelegateObject/callbackFunction(for:)``, what a C library keeps) holds the forward C function
///    itself, or the proxy's own trampoline when the forward function is a trampoline that dies
///    with its delegate;
/// 3. **proxy-implemented** — a subclass implemented the method with ``DelegateObject/implement(_:with:)``
///    (as RxCocoa's scroll view proxy implements `scrollViewDidScroll:` to feed its content offset
///    subject); its implementation runs in place of forwarding and calls the forward delegate when
///    it wants;
/// 4. **empty** — nobody implements it: no target, ``responds(to:)`` is false, and an optional
///    method keeps the parent's default behaviour (RxSwift #907, #1087).
///
/// A method with a return value is forwarded and returns the forward delegate's value; its calls
/// can be observed too (``methodReturned(_:)-(Selector)`` adds the return value). When nobody implements it,
/// the proxy does not claim to respond — it would have to invent the value — unless an answer is
/// installed with ``answer(_:_:)-(Selector,_)``, and subscribing to it fails with
/// ``DelegateProxyError/returnValueUnavailable(_:)`` instead of silently never firing (RxSwift #2080).
///
/// Trampolines live exactly as long as the proxy, so a slot switched back and forth always points
/// at live code. When the parent goes, its storage token releases the proxy: every stream
/// completes, trampolines are freed.
///
/// The proxy's state — its forward delegate, observers and answers — and the forwarding itself
/// are its ``DelegateProxyCore``'s, the non-generic class it sits on, as RxCocoa's
/// `DelegateProxy` sits on `_RXDelegateProxy`; this class adds what needs the parent's and the
/// delegate's types.
open class DelegateProxy<P: AnyObject, D>: DelegateProxyCore, @unchecked Sendable {  // immutable or locked
  // the parent references are immutable or behind a Lock; the rest of the state is the core's.

  /// The type of the object whose delegate this proxy is (RxCocoa's `ParentObject`).
  public typealias ParentObject = P
  /// The parent's delegate type (RxCocoa's `Delegate`): a ``DelegateObject`` type.
  public typealias Delegate = D

  /// The object whose delegate this proxy is (held weakly, as RxCocoa does); nil for a proxy made
  /// with ``init(delegateProxy:)`` until `proxy(for:)` attaches it to its parent.
  public var parentObject: ParentObject? {
    if let parentBox { return parentBox.object }
    return attachedParent?.withLock { $0?.object }
  }

  private let parentBox: ParentReference<ParentObject>?
  /// The parent of a proxy made before it (``init(delegateProxy:)``), set once when attached.
  let attachedParent: Lock<ParentReference<ParentObject>?>?

  /// Creates a proxy for `parentObject`.
  ///
  /// - Parameters:
  ///   - parentObject: The object whose delegate the proxy will be.
  ///   - delegateProxy: The concrete proxy type, which names the protocol (RxCocoa's signature).
  public init<Proxy: DelegateProxyType>(parentObject: ParentObject, delegateProxy: Proxy.Type) {
    parentBox = ParentReference(parentObject)
    attachedParent = nil
    super.init(
      delegateProtocol: Proxy.delegateProtocol,
      forwardsToSwiftDelegates: !(Delegate.self is DelegateObject.Type),
      interceptsForwarding: Self.interceptsForwarding)
  }

  /// Creates a proxy before its parent, for a parent whose delegate is fixed when it is made
  /// (Foundation's `URLSession`): pass the proxy to the parent's initializer, then
  /// ``DelegateProxyType/proxy(for:)`` finds it as the parent's delegate and attaches it.
  ///
  /// ```swift
  /// let proxy = URLSessionDataDelegateProxy()
  /// let session = URLSession(
  ///   configuration: .default, delegate: proxy, delegateQueue: nil)
  /// proxy.setForwardToDelegate(appDelegate, retainDelegate: true)
  /// // proxy(for: session) is `proxy`
  /// session.rx.dataTaskDidReceiveData.subscribe(onNext: { … })
  /// ```
  ///
  /// - Parameter delegateProxy: The concrete proxy type, which names the protocol.
  public init<Proxy: DelegateProxyType>(delegateProxy: Proxy.Type) {
    parentBox = nil
    attachedParent = Lock(nil)
    super.init(
      delegateProtocol: Proxy.delegateProtocol,
      forwardsToSwiftDelegates: !(Delegate.self is DelegateObject.Type),
      interceptsForwarding: Self.interceptsForwarding)
  }

  // MARK: Forward delegate

  /// The delegate calls are forwarded to (RxCocoa's `forwardToDelegate()`).
  ///
  /// - Returns: The forward delegate, or nil.
  open func forwardToDelegate() -> Delegate? {
    if forwardsToSwiftDelegates { return swiftForwardDelegate() }
    return forwardObject() as? Delegate
  }

  /// Sets the delegate calls are forwarded to (RxCocoa's `setForwardToDelegate(_:retainDelegate:)`).
  ///
  /// The forward delegate may be another proxy, which observes and forwards in turn, but not this
  /// proxy or one whose forward delegates lead back to it: such a cycle traps here, naming its
  /// proxies (each call would go round it until the stack ran out).
  ///
  /// - Parameters:
  ///   - delegate: The forward delegate (a ``DelegateObject``), or nil.
  ///   - retainDelegate: Whether the proxy keeps it alive; otherwise it is held weakly.
  open func setForwardToDelegate(_ delegate: Delegate?, retainDelegate: Bool) {
    if let delegate { preconditionNoForwardCycle(through: delegate as AnyObject) }
    if forwardsToSwiftDelegates {
      setSwiftForwardDelegate(delegate, retainDelegate: retainDelegate)
      return
    }
    let object: DelegateObject?
    if let delegate {
      guard let delegateObject = delegate as? DelegateObject else {
        // `delegate as Any`: the dynamic type, not `Delegate` (an existential's static type).
        preconditionFailure(
          "\(Self.self): the forward delegate must be a DelegateObject; \(type(of: delegate as Any)) is not "
            + "(a proxy of a Swift protocol forwards to any conformer: generate it with dynamicproxy-generate)"
        )
      }
      object = delegateObject
    } else {
      object = nil
    }
    // A replaced retained delegate is released below, outside the lock, since its deinit may call
    // back into this proxy.
    let (previous, released) = publishForwardObject(object, retain: retainDelegate)
    if let previous, previous !== object { previous.removeForwardingProxy(ObjectIdentifier(self)) }
    // Told when a weakly held forward delegate goes, so its functions leave the slots (and the C
    // libraries that copied them) instead of being called on behalf of a delegate that is gone.
    object?.addForwardingProxy(self)
    updateAllSlots()
    withExtendedLifetime((previous, released)) {}
  }

  /// A holder of `delegate`, the forward delegate of a proxy of a class-bound Swift protocol, that
  /// keeps it weakly and loads it back as the protocol's existential the compiler's way; nil by
  /// default (the forward delegate, an object, is then held as `AnyObject` and cast back to
  /// `Delegate` on each call).
  ///
  /// A proxy generated by `dynamicproxy-generate` for a class-bound protocol returns a holder
  /// whose `weak let` has the protocol's existential type:
  ///
  /// ```swift
  /// override class func makeWeakForwardDelegate(
  ///   holding delegate: any BeaconDelegate
  /// ) -> WeakForwardDelegate<any BeaconDelegate>? {
  ///   WeakForward(delegate)
  /// }
  /// ```
  ///
  /// - Parameter delegate: The forward delegate, an object.
  /// - Returns: A holder of it, or nil.
  open class func makeWeakForwardDelegate(holding delegate: Delegate) -> WeakForwardDelegate<Delegate>? {
    nil
  }

  /// Loads the forward delegate from `holder`, the holder ``makeWeakForwardDelegate(holding:)``
  /// made: its ``WeakForwardDelegate/load()`` by default. A generated proxy, whose class is final,
  /// reads its holder's weak constant here, so that its methods' calls load it without a dynamic
  /// dispatch.
  ///
  /// - Parameter holder: The holder.
  /// - Returns: The forward delegate, retained for the caller, or nil once it is gone.
  open func loadForwardDelegate(from holder: WeakForwardDelegate<Delegate>) -> Delegate? {
    holder.load()
  }

  final var forwardedObject: AnyObject? {
    forwardsToSwiftDelegates ? swiftForwardDelegate().map { $0 as AnyObject } : forwardObject()
  }

  /// Traps when forwarding to `candidate` would bring calls back to this proxy: `candidate` is this
  /// proxy, or a proxy whose forward delegates (through any number of proxies) lead here. Every
  /// call would then go round the proxies until the stack ran out.
  ///
  /// Without an allocation (it runs at each `proxy(for:)` that finds a delegate): the chain is
  /// walked two steps at a time beside one step at a time, every object checked, and the walk ends
  /// where the chain does or where the two meet (a cycle elsewhere, which two threads setting
  /// forward delegates at once could make).
  private func preconditionNoForwardCycle(through candidate: AnyObject) {
    var slow = candidate
    var fast = candidate
    while true {
      for _ in 0..<2 {
        if fast === self { forwardCycleFailure(through: candidate) }
        guard let following = Self.forwardedObject(of: fast) else { return }
        fast = following
      }
      slow = Self.forwardedObject(of: slow) ?? slow
      if fast === slow { return }
    }
  }

  /// The next object along a chain of forward delegates: `object`'s forward delegate when it is a
  /// proxy, nil where the chain ends.
  private static func forwardedObject(of object: AnyObject) -> AnyObject? {
    (object as? any ForwardingProxy)?.forwardedObject
  }

  /// The trap of ``preconditionNoForwardCycle(through:)``, naming the cycle's proxies.
  private func forwardCycleFailure(through candidate: AnyObject) -> Never {
    var names = ["\(type(of: self))"]
    var object: AnyObject? = candidate
    while let current = object, names.count <= 64 {
      names.append("\(type(of: current))")
      if current === self { break }
      object = Self.forwardedObject(of: current)
    }
    preconditionFailure(
      "\(type(of: self)).setForwardToDelegate: forwarding to a \(type(of: candidate)) makes a cycle of "
        + "forward delegates (\(names.joined(separator: " → "))), which every call would go round "
        + "until the stack runs out; forward to the real delegate, or set the other proxy's forward "
        + "delegate to nil first")
  }

  final func forwardDelegateDidChange() {
    updateAllSlots()
  }

  // MARK: Dispatch

  /// Whether calling `selector` reaches someone: the forward delegate, a subscriber, the proxy's
  /// own implementation or an answer (RxCocoa's `responds(to:)`). A selector outside the protocol
  /// is answered by the forward delegate (RxSwift #2428).
  ///
  /// - Parameter selector: A selector.
  /// - Returns: Whether the proxy responds.
  open override func responds(to selector: Selector) -> Bool {
    guard let method = delegateProtocol.method(for: selector) else {
      return forwardObject()?.responds(to: selector) ?? false
    }
    // Not the cached state alone: a weakly held forward delegate may have gone since.
    return target(for: method) != nil
  }

  /// Whether this proxy class intercepts forwarding by overriding ``DelegateProxyCore/forwardInvocation(_:)``; false
  /// by default. Read once, when a proxy is made.
  ///
  /// Calls from C, ``DelegateObject/send(_:_:)`` and ``DelegateTarget/call(_:)`` reach an observed
  /// method as an `Invocation` and go through ``DelegateProxyCore/forwardInvocation(_:)`` in any case. A typed call
  /// from a Swift parent (``DelegateObject/call(_:_:)-(_,Argument)``) is, by default, delivered to typed
  /// subscribers and forwarded in its Swift types, without an invocation — the fast path of typed
  /// methods — and so does not reach ``DelegateProxyCore/forwardInvocation(_:)``. Return true from a subclass that
  /// overrides ``DelegateProxyCore/forwardInvocation(_:)``: typed calls then lay out their arguments as an
  /// invocation and go through it, as every other call does.
  ///
  /// ```swift
  /// final class CountingProxy:
  ///   DelegateProxy<List, DelegateObject>, DelegateProxyType
  /// {
  ///   override class var interceptsForwarding: Bool { true }
  ///   override func forwardInvocation(_ invocation: inout Invocation) {
  ///     count(invocation.selector)
  ///     super.forwardInvocation(&invocation)
  ///   }
  /// }
  /// ```
  open class var interceptsForwarding: Bool { false }
}

extension DelegateProxy: ForwardingProxy {}
