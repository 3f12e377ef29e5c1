import Synchronization

extension MethodObservers {
  /// Whether a subscriber reads calls as frames: a typed call then lays its arguments out as C
  /// arguments and goes through the proxy's trampoline body, as a call from C does.
  @inlinable
  var hasFrameSubscribers: Bool { frameSubscribers.load(ordering: .relaxed) > 0 }

  /// One typed call of the observed method, in its Swift types: the arguments handed to each typed
  /// `sentMessage` subscriber, the call forwarded as ``DelegateProxy/forwardInvocation(_:)``
  /// forwards it (a typed closure of the same types called directly, any other implementation
  /// through a C frame), then the arguments, and the result, handed to the `methodInvoked` and
  /// `methodReturned` subscribers — in that order, synchronously, on the calling thread. A
  /// subscriber of other Swift types, or an `[Any]` subscriber that joined during the call,
  /// receives the call as a frame laid out for it.
  ///
  /// Returns the forward's result, or nil when nobody implements the method (`()` for a `Void`
  /// method, as a call from C that nobody answered leaves it).
  ///
  /// Static, with the observers unretained: the caller's proxy keeps them, and a method call on an
  /// unretained reference would retain it for the call (a closure that called it would capture,
  /// and copy, the arguments).
  ///
  /// `forwardToBody` calls a typed closure of the call's types (its ``TypedBody``, unretained)
  /// with the caller's arguments: the caller's arity decides how (without a parameter pack for up
  /// to four arguments, whose passing copies each of them).
  @inlinable
  static func typedCall<each Argument, Result>(
    _ observers: Unmanaged<MethodObservers>, _ method: DelegateMethod<repeat each Argument, Result>,
    _ binding: Unmanaged<MethodBinding>, _ argument: repeat each Argument,
    forwardToBody: (UnsafeRawPointer) -> Result
  ) -> Result? {
    // The proxy is used unretained (the caller holds it; it is weakly referenced, so its reference
    // counts live in a side table), through closures that capture no argument.
    let (proxy, index) = observers._withUnsafeGuaranteedRef { ($0.proxy, $0.index) }
    // The element, made once: the delivery closures borrow it (closures capturing the arguments
    // themselves would copy each of them).
    let element = (repeat each argument)
    deliverSent(observers, proxy, method, binding, repeat each element)
    var result: Result?
    if let target = proxy._withUnsafeGuaranteedRef({ $0.forwardingTarget(at: index) }) {
      if let body = target.typedBody(method.typedBodyType) {
        result = forwardToBody(body)
        withExtendedLifetime(target) {}
      } else {
        result = proxy._withUnsafeGuaranteedRef {
          $0.callThroughFrame(binding, target, repeat each element) as Result
        }
      }
    } else if Result.self == Void.self {
      result = unsafeBitCast((), to: Result.self)
    }
    deliverInvoked(observers, proxy, method, binding, result: result, repeat each element)
    return result
  }

  /// Hands a typed call's arguments to the `sentMessage` subscribers: a typed subscriber of the
  /// call's types directly, any other as a frame laid out for it.
  @inlinable @inline(__always)
  static func deliverSent<each Argument, Result>(
    _ observers: Unmanaged<MethodObservers>, _ proxy: Unmanaged<DelegateObject>,
    _ method: DelegateMethod<repeat each Argument, Result>, _ binding: Unmanaged<MethodBinding>,
    _ argument: repeat each Argument
  ) {
    // A tuple parameter of the pack's types would crash Swift 6.3's SILGen: the pack, made a tuple here.
    let element = (repeat each argument)
    let argumentsHandler = method.argumentsHandlerType
    observers._withUnsafeGuaranteedRef { observers in
      observers.forEachSink(of: .sent) { sink in
        if !sink.deliver(borrowing: element, handlerType: argumentsHandler) {
          proxy._withUnsafeGuaranteedRef {
            $0.deliverFrame(binding, to: sink, result: Result?.none, repeat each element)
          }
        }
      }
    }
  }

  /// Hands a typed call's arguments, and its result, to the `methodInvoked` and `methodReturned`
  /// subscribers, after the forward.
  @inlinable @inline(__always)
  static func deliverInvoked<each Argument, Result>(
    _ observers: Unmanaged<MethodObservers>, _ proxy: Unmanaged<DelegateObject>,
    _ method: DelegateMethod<repeat each Argument, Result>, _ binding: Unmanaged<MethodBinding>,
    result: Result?, _ argument: repeat each Argument
  ) {
    let element = (repeat each argument)
    let argumentsHandler = method.argumentsHandlerType
    observers._withUnsafeGuaranteedRef { observers in
      observers.forEachSink(of: .invoked) { sink in
        if !sink.deliver(borrowing: element, handlerType: argumentsHandler) {
          proxy._withUnsafeGuaranteedRef {
            $0.deliverFrame(binding, to: sink, result: result, repeat each element)
          }
        }
      }
      observers.forEachSink(of: .returned) { sink in
        if let result,
          sink.deliver((arguments: element, returnValue: result), handlerType: method.returnHandlerType)
        {
          return
        }
        proxy._withUnsafeGuaranteedRef {
          $0.deliverFrame(binding, to: sink, result: result, repeat each element)
        }
      }
    }
  }
}
