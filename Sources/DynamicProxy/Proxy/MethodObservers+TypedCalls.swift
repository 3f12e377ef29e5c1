import DynamicProxySupport
import Synchronization

extension MethodObservers {
  /// Whether a subscriber reads calls as frames: a typed call then lays its arguments out as C
  /// arguments and goes through the proxy's trampoline body, as a call from C does.
  @inlinable
  var hasFrameSubscribers: Bool { frameSubscribers.load(ordering: .relaxed) > 0 }

  /// The method's slot in the proxy's table (see `slotBits`). `@safe`: an address in the proxy's
  /// table, never 0; using it is its user's to prove (the proxy held).
  @safe @inlinable
  var slot: UnsafePointer<MethodSlot> {
    // The bits of a checked pointer (`init`), so not 0.
    unsafe UnsafePointer(bitPattern: slotBits).unsafelyUnwrapped
  }

  /// Whether a typed call is delivered and forwarded in its Swift types now (`typedCall`): the
  /// proxy does not intercept forwarding, and no subscriber reads calls as frames.
  @inlinable
  var acceptsTypedCall: Bool { takesTypedCalls && !hasFrameSubscribers }

  /// One typed call of the observed method, in its Swift types: `element` (the arguments as the
  /// typed subscribers receive them) handed to each typed `sentMessage` subscriber, the call
  /// forwarded as ``DelegateProxy/forwardInvocation(_:)`` forwards it (a typed closure of the same
  /// types called directly, any other implementation through a C frame), then the element, and the
  /// result, handed to the `methodInvoked` and `methodReturned` subscribers — in that order,
  /// synchronously, on the calling thread, in one read section of the observers. A subscriber of
  /// other Swift types, or an `[Any]` subscriber that joined during the call, receives the call as a
  /// frame laid out for it (`deliverFrame`).
  ///
  /// Returns the forward's result, or nil when nobody implements the method (`()` for a `Void`
  /// method, as a call from C that nobody answered leaves it).
  ///
  /// Static, with the observers unretained: the caller's proxy keeps them, and a method call on an
  /// unretained reference would retain it for the call.
  ///
  /// The caller's arity decides how the arguments travel, in three closures that borrow them
  /// (non-escaping: they capture the caller's arguments in place, no copy): `forwardToBody` calls a
  /// typed closure of the call's types (its ``TypedBody``, unretained), `forwardThroughFrame` calls
  /// another target through a C frame, `deliverFrame` hands one subscriber a frame. `element` is
  /// borrowed: for a method of one argument it is the argument itself, never copied (a parameter
  /// pack, or a tuple made here, would copy each argument: a retain and a release of every object,
  /// which for a weakly referenced parent go through its side table).
  ///
  /// The caller holds the observers' proxy for the call. `@unsafe`: the caller also proves that
  /// `element` is the arguments as `method`'s typed subscribers receive them (the arguments' tuple,
  /// or the one argument itself): their handlers are found by `method`'s identities and called
  /// with `element`.
  @unsafe @inlinable @inline(__always)
  static func typedCall<each Argument, Element, Result>(
    _ observers: Unretained<MethodObservers>, _ method: DelegateMethod<repeat each Argument, Result>,
    element: Element, forwardToBody: (Unretained<TypedBody<repeat each Argument, Result>>) -> Result,
    forwardThroughFrame: (DelegateTarget) -> Result, deliverFrame: (CallSink, Result?) -> Void
  ) -> Result? {
    // The proxy is used unretained (the caller holds it; it is weakly referenced, so its reference
    // counts live in a side table).
    observers.with { $0.beginDelivery() }
    // `element`, the caller's proof (above).
    unsafe deliverSent(observers, method, element, deliverFrame: deliverFrame)
    let result: Result?
    // Where the slot's landing (decided when it last updated, see ``Landing``) says. When it is
    // the forward delegate, and the forward delegate implements the method with a typed closure of
    // the call's very types, the closure is read from the slot as an unobserved call reads it
    // (the caller checked `Forwarding.fastPathsEnabled` when it took the typed route) and called
    // with the arguments as they are, the forward delegate held for the call; anything else goes
    // to the target `DelegateProxyCore.forwardingTarget(at:)` finds.
    // The method's slot, in the table of the proxy the caller holds: the landing its route says.
    if unsafe observers.with({ $0.slot }).pointee.route.landing == Landing.forward.rawValue,
      let (forward, body) = observers.with({ observers in
        // The observers' proxy (a proxy's core: its slots' state says so), and their method's index
        // in it.
        observers.proxy.with {
          unsafe DelegateObject.forwardDelegateTypedBody(of: $0, at: observers.index, method)
        }
      })
    {
      result = forwardToBody(body)
      withExtendedLifetime(forward) {}
    } else if let target = observers.with({ observers in
      observers.proxy.with { $0.forwardingTarget(at: observers.index) }
    }) {
      // A typed closure of the call's very types (its TypedBody, unretained: the receiver, which
      // the target holds, keeps it): called with the arguments as they are.
      if let swiftBody = target.swiftBody, let body = method.typedBody(swiftBody) {
        result = forwardToBody(body)
        withExtendedLifetime(target) {}
      } else {
        result = forwardThroughFrame(target)
      }
    } else {
      result = sameTypeValue((), as: Result.self)
    }
    // `element`, the caller's proof (above).
    unsafe deliverInvoked(observers, method, element, result: result, deliverFrame: deliverFrame)
    observers.with { $0.endDelivery() }
    return result
  }

  /// Hands a typed call's element to the `sentMessage` subscribers: a typed subscriber of the
  /// call's types directly, any other through `deliverFrame`. Called inside the call's
  /// read section (``MethodObservers/beginDelivery()``). `@unsafe`: the caller is inside that read
  /// section, and proves that `element` is the arguments as `method`'s typed subscribers receive
  /// them.
  @unsafe @inlinable @inline(__always)
  static func deliverSent<each Argument, Element, Result>(
    _ observers: Unretained<MethodObservers>, _ method: DelegateMethod<repeat each Argument, Result>,
    _ element: Element, deliverFrame: (CallSink, Result?) -> Void
  ) {
    let argumentsHandler = method.argumentsHandlerType
    observers.with { observers in
      // The caller's read section and `element` (its proof, above).
      unsafe observers.forEachSink(of: .sent) { sink in
        if unsafe !sink.deliver(borrowing: element, handlerType: argumentsHandler) { deliverFrame(sink, nil) }
      }
    }
  }

  /// Hands a typed call's element, and its result, to the `methodInvoked` and `methodReturned`
  /// subscribers, after the forward. Called inside the call's read section
  /// (``MethodObservers/beginDelivery()``). `@unsafe`, as ``deliverSent(_:_:_:deliverFrame:)``.
  @unsafe @inlinable @inline(__always)
  static func deliverInvoked<each Argument, Element, Result>(
    _ observers: Unretained<MethodObservers>, _ method: DelegateMethod<repeat each Argument, Result>,
    _ element: Element, result: Result?, deliverFrame: (CallSink, Result?) -> Void
  ) {
    let argumentsHandler = method.argumentsHandlerType
    observers.with { observers in
      // The caller's read section and `element` (its proof, above); the returned element is made
      // here of `element` and the result, as `method`'s returned handler receives it.
      unsafe observers.forEachSink(of: .invoked) { sink in
        if unsafe !sink.deliver(borrowing: element, handlerType: argumentsHandler) {
          deliverFrame(sink, result)
        }
      }
      unsafe observers.forEachSink(of: .returned) { sink in
        if let result,
          unsafe sink.deliver(
            (arguments: element, returnValue: result), handlerType: method.returnHandlerType)
        {
          return
        }
        deliverFrame(sink, result)
      }
    }
  }
}

extension CallSink {
  /// Hands a typed call's element to a typed handler of `handlerType` (exactly), unless the sink has
  /// stopped or been disposed; returns false, delivering nothing, when the sink's handler is of
  /// another kind (it then needs the call as a frame). `@unsafe`: the caller proves that
  /// `handlerType` is the identity of `TypedElementHandler<Element>`.
  @unsafe @inlinable @inline(__always)
  func deliver<Element>(_ element: @autoclosure () -> Element, handlerType: ObjectIdentifier) -> Bool {
    guard observer.typedHandlerType == handlerType else { return observer.ignoresElements }
    let handler = observer.typedHandlerPointer
    guard isActive else { return true }
    // A subscriber whose handler type matches has a handler, of exactly that class (the caller's
    // proof), kept by the sink's observer.
    unsafe Unretained<TypedElementHandler<Element>>(opaque: handler.unsafelyUnwrapped).with {
      $0.onNext(element())
    }
    return true
  }

  /// ``deliver(_:handlerType:)`` of an element the caller already holds: borrowed, not copied
  /// (evaluating an autoclosure that returns it would copy it, a retain and a release per object
  /// it holds). `@unsafe`, as ``deliver(_:handlerType:)``.
  @unsafe @inlinable @inline(__always)
  func deliver<Element>(borrowing element: Element, handlerType: ObjectIdentifier) -> Bool {
    guard observer.typedHandlerType == handlerType else { return observer.ignoresElements }
    let handler = observer.typedHandlerPointer
    guard isActive else { return true }
    // The closure called where it is stored, through the guaranteed reference: no call of a
    // function of the handler's own, no retain of the closure's context. A subscriber whose handler
    // type matches has a handler, of exactly that class (the caller's proof), kept by the sink's
    // observer.
    unsafe Unretained<TypedElementHandler<Element>>(opaque: handler.unsafelyUnwrapped).with {
      $0.onNext(element)
    }
    return true
  }
}
