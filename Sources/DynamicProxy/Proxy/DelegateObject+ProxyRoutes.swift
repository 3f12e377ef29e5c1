import DynamicProxySupport
import Synchronization

// The routes a proxy publishes in its slots (their state and observers, see `MethodSlot`) and in its
// forward-delegate box, as a typed call (`DelegateObject.call`,
// `Generated/DelegateObject+CallOverloads.swift`) takes them: read without a dynamic dispatch, only
// after a slot's state says its object is a proxy. Written here, with the proxy's core, so that the
// delegate layer holds none of a proxy's logic: `call` asks these, and a plain delegate object's
// slots (state 0) never reach past their first test.
extension DelegateObject {
  /// The route of a typed call of a proxy's unobserved method, before anything else is resolved:
  /// the Swift closure behind the forward delegate's trampoline, when it is a typed closure of
  /// `method`'s very types, with the forward delegate, strong, which keeps it for the call; nil
  /// otherwise (a plain delegate object's slots have no state).
  ///
  /// Read without a dynamic dispatch: the slot's state (expected to say unobserved: the test is
  /// laid out first), the fast-path switch through the proxy (``proxyFastPathsEnabled()``), then
  /// ``forwardDelegateTypedBody(of:at:_:)``. Each `call` overload tries it first and calls the body
  /// with its arguments as they are; it is the shortest typed call, about as long as a closure
  /// table's.
  @inlinable @inline(__always)
  final func forwardedTypedBody<each Argument, Result>(
    _ method: DelegateMethod<repeat each Argument, Result>, _ call: TypedCallSlot
  ) -> (forward: DelegateObject, body: Unretained<TypedBody<repeat each Argument, Result>>)? {
    // A `forwardOnly` state is only ever stored in a proxy's slot: this object is a proxy, and
    // `call.index` (its method's index in this object's protocol) is in range of its tables.
    guard _fastPath(call.state == SlotState.forwardOnly.rawValue), unsafe proxyFastPathsEnabled(),
      let forwarded = unsafe Self.forwardDelegateTypedBody(of: self, at: call.index, method)
    else { return nil }
    return forwarded
  }

  /// The typed closure of `method`'s very types (its ``TypedBody``'s class, `typedBodyType`) that
  /// `proxy`'s forward delegate implements the method at `index` (in `proxy`'s protocol) with,
  /// unretained, and the forward delegate, strong, which keeps it for the call; nil when the
  /// forward delegate is gone or implements the method otherwise. What an unobserved typed call
  /// (``forwardedTypedBody(_:_:)``) and an observed one (`MethodObservers.typedCall`, when the
  /// method's landing is the forward delegate) call directly, with the arguments as they are.
  ///
  /// Read from the forward delegate's box (`ForwardBox.typedBody(inBox:at:)`): the body the slot's
  /// last update resolved for that very box's delegate, published only when a caller holding that
  /// delegate may call it (see `DelegateProxyCore.updateResolution`). One load, no sequence lock: a
  /// body is never found beside a delegate it was not resolved for, because both come from the
  /// same box.
  ///
  /// `@unsafe`: the caller proves that `proxy` is a proxy (a ``DelegateProxyCore``) it holds for the
  /// call, and `index` a method index of its protocol.
  @unsafe @inlinable @inline(__always)
  static func forwardDelegateTypedBody<each Argument, Result>(
    of proxy: DelegateObject, at index: Int, _ method: DelegateMethod<repeat each Argument, Result>
  ) -> (forward: DelegateObject, body: Unretained<TypedBody<repeat each Argument, Result>>)? {
    // The caller's proof (above): the proxy's forward-delegate box, which it keeps (the rule of
    // `KeptObjectPointer`), and a method index of its protocol, one element per method.
    let boxBits = unsafe proxy.proxyForwardBoxBits()
    // The body is read from the box, before its forward delegate is loaded, and dereferenced only
    // after: the box's delegate, which it was resolved for, keeps it (the rule of `Unretained`,
    // for this call).
    guard let body = unsafe Unretained<AnyObject>(bits: ForwardBox.typedBody(inBox: boxBits, at: index)),
      let forward = unsafe ForwardBox.delegate(inBox: boxBits),
      let typed = method.typedBody(body)
    else { return nil }
    return (forward, typed)
  }

  /// The observers of this proxy's observed method, read from the slot without a dynamic dispatch,
  /// when they take typed calls: published in the slot when they were made, unretained (this
  /// proxy, which the caller holds, keeps them; nothing else is held). They are the Swift body of
  /// the observing trampoline in the slot; a generated Swift-protocol proxy's observers take no
  /// typed call (its slots hold no trampoline, and its typed calls take
  /// ``typedCallRoute(_:_:)``). Nil for a plain delegate object, whose slots have no state.
  @inlinable @inline(__always)
  final func observersTakingTypedCall(_ call: TypedCallSlot) -> Unretained<MethodObservers>? {
    // An `observed` state is only ever stored in a proxy's slot, whose observers the proxy (this
    // object, which the caller holds) published there and keeps (`KeptObjectPointer`'s rule); the
    // slot is in this object's table.
    guard call.state == SlotState.observed.rawValue, unsafe proxyFastPathsEnabled(),
      let observers = unsafe KeptObjectPointer.unretained(
        in: call.slot.pointee.observers, as: MethodObservers.self),
      observers.with({ $0.acceptsTypedCall })
    else { return nil }
    return observers
  }

  /// ``Forwarding/fastPathsEnabled``, as this object, a proxy, reads it
  /// (``DelegateProxyCore/fastPaths``): two loads, without a call. Only for a caller that found a
  /// proxy's state in one of this object's slots, as ``proxyForwardBoxBits()``.
  @unsafe @inlinable @inline(__always)
  final func proxyFastPathsEnabled() -> Bool {
    unsafe asProxyCore().with { $0.fastPaths.enabled }
  }

  /// The bit pattern of the forward-delegate box of this object, a proxy
  /// (``DelegateProxyCore/forwardPointer``), read without a dynamic dispatch or a cast: only for a
  /// caller that found a proxy's state in one of this object's slots (only a proxy's slots have
  /// one), so that this object is a ``DelegateProxyCore`` (`Unretained`'s rule).
  @unsafe @inlinable @inline(__always)
  final func proxyForwardBoxBits() -> UInt {
    unsafe asProxyCore().with { $0.forwardPointer.load(ordering: .acquiring) }
  }

  /// The proxy state of the method at `index` (in range) of this object, a proxy
  /// (``DelegateProxyCore/methodStates``): only for a caller that found a proxy's state in one of
  /// this object's slots, as ``proxyForwardBoxBits()``. The proxy, which the caller holds, keeps it.
  @unsafe @inlinable @inline(__always)
  final func proxyMethodState(at index: Int) -> UnsafePointer<ProxyMethodState> {
    unsafe asProxyCore().with { unsafe $0.methodStates.uncheckedPointer(at: index) }
  }

  /// This object as the proxy's core it is, unretained, without a dynamic cast. `@unsafe`: only for
  /// a caller that found a proxy's state in one of this object's slots (only a proxy's slots have
  /// one: a plain delegate object's are 0), so that this object is a ``DelegateProxyCore``, and
  /// that holds this object for as long as it uses the reference (`Unretained`'s rule).
  @unsafe @inlinable @inline(__always)
  final func asProxyCore() -> Unretained<DelegateProxyCore> {
    unsafe Unretained<DelegateProxyCore>(opaque: Unretained.address(of: self))
  }

  /// The forward delegate's target for the method at `index`, one of this object's slots whose
  /// state the caller read as `forwardOnly` (this object is a proxy that only forwards the method),
  /// when the proxy resolved, for its current forward delegate, a function to call on it directly
  /// (a *method* protocol, a forward delegate of the same protocol). Nil otherwise, and the caller
  /// resolves the target in full. The target holds the forward delegate, which keeps its function
  /// and its slot.
  ///
  /// Read without a dynamic dispatch or a lock: the forward delegate's box, and the resolution
  /// made for that box when the slot last updated (a sequence lock). `@unsafe`: the caller proves
  /// that this object is a proxy (it read `forwardOnly` in its slot `index`), held for the call.
  @unsafe @inlinable @inline(__always)
  final func resolvedForwardTarget(at index: Int) -> DelegateTarget? {
    let boxBits = unsafe proxyForwardBoxBits()
    // A slot is published only with a function, for a box (not for none). The forward delegate
    // is loaded after the resolution is read: the delegate of the box it was made for keeps what
    // it points to, its function (an implementation of its slot's method) and its slot.
    guard let (function, slotBits) = unsafe proxyMethodState(at: index).pointee.forwardRoute(for: boxBits),
      let forwardSlot = unsafe UnsafePointer<MethodSlot>(bitPattern: slotBits),
      let forward = unsafe ForwardBox.delegate(inBox: boxBits)
    else { return nil }
    return unsafe DelegateTarget(
      receiver: forward, function: UnsafeRawPointer(bitPattern: function).unsafelyUnwrapped, slot: forwardSlot
    )
  }
}
