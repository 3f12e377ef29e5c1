import DynamicProxyRuntime
import DynamicProxySupport
import Synchronization

/// Proxies of Swift delegate protocols: a generated proxy class conforms to the protocol, and each
/// of its methods calls ``DelegateProxy/unobservedForwardDelegate(at:)``, then
/// ``DelegateProxy/route(_:at:_:forward:otherwise:)-(_,_,Argument,_,_)``.
///
/// Such a proxy's `Delegate` is the protocol's existential (`any XMLParserDelegate`), not
/// ``DelegateObject``: its forward delegate is any conformer, held weakly or retained as RxCocoa
/// does, and called through the protocol's own Swift methods.
extension DelegateProxy {
  /// The forward delegate, for the fast path of a generated proxy's method: when the method at
  /// `index` is not routed (not observed, not implemented by the proxy) and its calls land on the
  /// forward delegate, the forward delegate (retained for the call) that the method calls
  /// directly; nil when the call must go through ``route(_:at:_:forward:otherwise:)-(_,_,Argument,_,_)``.
  ///
  /// One atomic load (the route the slot published) and the forward delegate's weak load.
  ///
  /// - Parameter index: The method's index in the proxy's protocol.
  /// - Returns: The forward delegate, or nil.
  @inlinable @inline(__always)
  public final func unobservedForwardDelegate(at index: Int) -> Delegate? {
    guard unroutedLanding(at: index) == .forward else { return nil }
    return swiftForwardDelegate()
  }
}

extension DelegateProxyCore {
  /// Where a call of the method at `index` lands when it skips the route — the route its slot
  /// published (``SlotRoute``) says it is neither observed nor implemented by the proxy — read
  /// from that route; nil when the call takes the route. What a generated proxy's method asks
  /// first, one atomic load: on `forward` it calls the forward delegate it loads, on `nowhere` the
  /// protocol's default; anything else (an answer, a forward delegate gone since the slot
  /// updated) goes through the route, to ``landed(_:_:forward:)``.
  ///
  /// - Parameter index: The method's index in the proxy's protocol (checked).
  /// - Returns: The landing, or nil.
  @inlinable @inline(__always)
  final func unroutedLanding(at index: Int) -> Landing? {
    // The slot at `index` (checked), in this proxy's table, which the caller holds.
    let route = slots.pointer(at: index).pointee.route
    return route.isRouted ? nil : Landing(rawValue: route.landing)
  }
}

/// The observed and answered calls of a generated Swift-protocol proxy: the part of
/// ``DelegateProxy/route(_:at:_:forward:otherwise:)-(_,_,Argument,_,_)`` past the unobserved
/// check, inlined into the generated method.
extension DelegateProxy {
  /// What every arity's observed route shares, written once: the method's binding and observers;
  /// with subscribers that read frames, `withFrameSubscribers`; otherwise, in one read section,
  /// `element` (borrowed) to the `sentMessage` subscribers, the call landed (`land`: the forward
  /// delegate, an answer or the default), then `element` and the result to the `methodInvoked`
  /// and `methodReturned` subscribers. A call that throws leaves before them. The arguments
  /// themselves travel only in the closures, which borrow them.
  ///
  /// `@unsafe`: the caller proves that `element` is the arguments as `method`'s typed subscribers
  /// receive them (the arguments' tuple, or the one argument itself); `land` may take `index` as
  /// checked (it is, against the method's binding, before any call of it).
  @unsafe @inlinable @inline(__always)
  final func routeObserved<each Argument, Element, Result, Failure: Error>(
    _ method: DelegateMethod<repeat each Argument, Result>, at index: Int, element: Element,
    land: (Unretained<MethodBinding>) throws(Failure) -> Result,
    withFrameSubscribers: (Unretained<MethodObservers>, Unretained<MethodBinding>) throws(Failure) -> Result,
    deliverFrame: (Unretained<MethodBinding>, CallSink, Result?) -> Void
  ) throws(Failure) -> Result {
    // The binding unretained: the method keeps it, and the caller holds the method.
    let binding = method.requiredBindingReference(for: delegateProtocol)
    precondition(
      binding.with { $0.index } == index,
      "\(method.selector): route(_:at:_:forward:otherwise:) was given the index \(index), "
        + "not the method's in the protocol")
    guard let observers = routeObservers(at: index) else { return try land(binding) }
    if observers.with({ $0.hasFrameSubscribers }) {
      return try withFrameSubscribers(observers, binding)
    }
    observers.with { $0.beginDelivery() }
    defer { observers.with { $0.endDelivery() } }
    // In the read section just entered; `element`, the caller's proof.
    unsafe MethodObservers.deliverSent(observers, method, element) { deliverFrame(binding, $0, $1) }
    let result = try land(binding)
    unsafe MethodObservers.deliverInvoked(observers, method, element, result: result) {
      deliverFrame(binding, $0, $1)
    }
    withExtendedLifetime(self) {}
    return result
  }

  /// An observed call with `[Any]` subscribers whose arguments box as themselves
  /// (``ArgumentBoxing``): boxed once, straight from the Swift values, into one `[Any]` lent to
  /// every `[Any]` subscriber of `sentMessage` and `methodInvoked`, as a closure table does; a
  /// subscriber that reads the call itself (`methodReturned`'s `[Any]` form, a typed subscriber of
  /// other types) gets a frame laid out for it, which lends the same boxed arguments.
  ///
  /// `box` appends the arguments: written out per arity by the `route` overloads, where each
  /// argument's type is concrete (a pack's `repeat` boxes each argument through its value
  /// witnesses, even inlined).
  ///
  /// `@unsafe`, as ``routeObserved(_:at:element:land:withFrameSubscribers:deliverFrame:)``: the
  /// caller proves that `element` is the arguments as `method`'s typed subscribers receive them.
  @unsafe @inlinable @inline(__always)
  final func routeBoxingDirectly<each Argument, Element, Result, Failure: Error>(
    _ observers: Unretained<MethodObservers>, _ binding: Unretained<MethodBinding>,
    _ method: DelegateMethod<repeat each Argument, Result>, element: Element,
    box: (inout [Any]) -> Void,
    land: (Unretained<MethodBinding>) throws(Failure) -> Result,
    deliverFrame: (Unretained<MethodBinding>, CallSink, Result?, [Any]) -> Void
  ) throws(Failure) -> Result {
    let argumentsHandler = method.argumentsHandlerType
    // Boxed into the method's spare array when no other call holds it (no allocation).
    var spare = observers.with { $0.takeEmptySpareArguments() }
    let holdsSpare = spare != nil
    var array = spare.take() ?? []
    box(&array)
    // A constant from here on: lent to each subscriber as it is (a variable's value would be
    // copied, a retain and a release per subscriber), moved back into the spare array at the end.
    let boxed = consume array
    defer {
      if holdsSpare { observers.with { $0.returnSpareArguments(boxed) } }
    }
    observers.with { $0.beginDelivery() }
    defer { observers.with { $0.endDelivery() } }
    // In the read section just entered; `element`, the caller's proof (and with the result, what
    // the method's `methodReturned` handlers receive).
    observers.with { observers in
      unsafe observers.forEachSink(of: .sent) { sink in
        unsafe Self.deliver(element, boxed, Result?.none, to: sink, argumentsHandler, binding, deliverFrame)
      }
    }
    let result = try land(binding)
    observers.with { observers in
      unsafe observers.forEachSink(of: .invoked) { sink in
        unsafe Self.deliver(element, boxed, result, to: sink, argumentsHandler, binding, deliverFrame)
      }
      unsafe observers.forEachSink(of: .returned) { sink in
        if unsafe sink.deliver(
          (arguments: element, returnValue: result), handlerType: method.returnHandlerType)
        {
          return
        }
        deliverFrame(binding, sink, result, boxed)
      }
    }
    return result
  }

  /// One `sentMessage` or `methodInvoked` sink of ``routeBoxingDirectly(_:_:_:element:box:land:deliverFrame:)``:
  /// a typed subscriber of the call's element gets it; an `[Any]` subscriber, the `boxed`
  /// arguments lent as they are; any other, a frame (`result`: nil before the forward). `boxed`
  /// is a parameter, not a capture: lent, it is neither retained nor released per subscriber.
  /// `@unsafe`: the caller proves that `argumentsHandler` is the identity of
  /// `TypedElementHandler<Element>`.
  @unsafe @inlinable @inline(__always)
  static func deliver<Element, Result>(
    _ element: borrowing Element, _ boxed: [Any], _ result: Result?, to sink: CallSink,
    _ argumentsHandler: ObjectIdentifier, _ binding: Unretained<MethodBinding>,
    _ deliverFrame: (Unretained<MethodBinding>, CallSink, Result?, [Any]) -> Void
  ) {
    // The caller's proof (above).
    if unsafe sink.deliver(borrowing: element, handlerType: argumentsHandler) { return }
    if sink.observer.lendsArguments {
      if sink.isActive { sink.observer.arguments(boxed) }
    } else {
      deliverFrame(binding, sink, result, boxed)
    }
  }

  /// An observed call some of whose subscribers read it as a frame (`[Any]` subscribers, as
  /// RxCocoa's): the call is laid out once as a C frame, its arguments boxed at most once and
  /// shared by every such subscriber of all three streams, as a call from C is; typed subscribers
  /// still get the Swift values, in subscription order with the others.
  @inlinable
  #if compiler(>=6.3)
    @inline(__always)
  #else
    // Swift 6.2.3 crashes in IRGen (bindGenericRequirement) on this function inlined into the
    // arity overloads of `route`, in an optimized build: a call more there.
    @inline(never)
  #endif
  final func routeThroughFrame<each Argument, Result, Failure: Error>(
    _ observers: Unretained<MethodObservers>, _ binding: Unretained<MethodBinding>,
    _ method: DelegateMethod<repeat each Argument, Result>, at index: Int, _ argument: repeat each Argument,
    forward: (Delegate) throws(Failure) -> Result, otherwise: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let codings = binding.with { $0.codings }
    let element = (repeat each argument)
    let argumentsHandler = method.argumentsHandlerType
    observers.with { $0.beginDelivery() }
    defer { observers.with { $0.endDelivery() } }
    let outcome: Swift.Result<Result, Failure> = codings.withInvocation(
      receiver: Unretained.address(of: self), repeat each element
    ) { invocation in
      CallFrame.withFrame(&invocation, codings: codings) { frame in
        // In the read section entered above; `element` is the arguments' tuple, as the method's
        // typed subscribers receive them (with the result, its `methodReturned` ones).
        observers.with { observers in
          unsafe observers.forEachSink(of: .sent) { sink in
            if unsafe !sink.deliver(borrowing: element, handlerType: argumentsHandler) { sink.deliver(frame) }
          }
        }
        let result: Result
        do throws(Failure) {
          // The index the caller checked against the method's binding.
          result = try land(
            index, forward: forward,
            onProxy: { callOnProxy($0, binding, method, repeat each element) },
            otherwise: otherwise)
        } catch {
          return .failure(error)
        }
        // The result in the frame, as a C caller would find it, for `methodReturned`: its return
        // buffer, laid out by these codings.
        var keepAlive: [AnyObject] = []
        if codings.returnsValue {
          try? unsafe codings.returnValue.store(
            result, codings.returnSlot, to: frame.call.returnBuffer, position: .returnValue,
            isReturn: false, keepAlive: &keepAlive)
        }
        observers.with { observers in
          unsafe observers.forEachSink(of: .invoked) { sink in
            if unsafe !sink.deliver(borrowing: element, handlerType: argumentsHandler) { sink.deliver(frame) }
          }
          unsafe observers.forEachSink(of: .returned) { sink in
            if unsafe !sink.deliver(
              (arguments: element, returnValue: result), handlerType: method.returnHandlerType)
            {
              sink.deliver(frame)
            }
          }
        }
        withExtendedLifetime(keepAlive) {}
        return .success(result)
      }
    }
    return try outcome.get()
  }

  /// Where a routed call lands, as ``DelegateProxyCore/landed(_:_:forward:)`` says for the method's slot: the proxy's own
  /// implementation, else the forward delegate, else an installed answer, else `otherwise` (the
  /// protocol's default). The proxy's own function is called by `onProxy`, with the arguments the
  /// caller's closure holds (borrowed: passed here as a pack, they would be copied for the call
  /// of ``callOnProxy(_:_:_:_:)``, a retain per object, on every path). `index` is checked against
  /// the proxy's tables: a wrong one traps, and the caller proves nothing.
  @inlinable @inline(__always)
  final func land<Result, Failure: Error>(
    _ index: Int, forward: (Delegate) throws(Failure) -> Result,
    onProxy: (ProxyFunction) -> Result,
    otherwise: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    // The slot and the state at `index`, checked, in this proxy's tables, which the caller holds.
    let landing = landed(slots.pointer(at: index).pointee.route, methodStates.pointer(at: index).pointee) {
      swiftForwardDelegate()
    }
    switch consume landing {
    case .forwardDelegate(let delegate):
      return try forward(delegate)
    case .proxy(let function):
      // This proxy's own implementation or answer of the slot's method, as `landed` found it.
      return onProxy(unsafe ProxyFunction(function, in: slots.pointer(at: index)))
    case .nowhere:
      return try otherwise()
    }
  }

  /// Calls `function`, the proxy's own implementation or an answer of the method as `landed` found
  /// it: a typed closure of the method's very types directly, anything else through a C frame
  /// (`binding`, the method's binding to this proxy's protocol). Left to the optimizer to inline:
  /// inlined always, it would weigh on the routes of calls that go to the forward delegate.
  @inlinable
  final func callOnProxy<each Argument, Result>(
    _ function: ProxyFunction, _ binding: Unretained<MethodBinding>,
    _ method: DelegateMethod<repeat each Argument, Result>, _ argument: repeat each Argument
  ) -> Result {
    // This proxy's own function of the slot's method (`ProxyFunction`'s rule); the target retains
    // this proxy.
    let target = unsafe DelegateTarget(receiver: self, function: function.function, slot: function.slot)
    if let swiftBody = target.swiftBody, let body = method.typedBody(swiftBody) {
      let result = body.with { $0.body(repeat each argument) }
      withExtendedLifetime(target) {}
      return result
    }
    return callThroughFrame(binding, target, repeat each argument)
  }
}

extension DelegateProxyCore {
  /// The observers of the method at `index` while its calls are observed, found by index in its
  /// slot, unretained: the proxy keeps them. Inlined into the route: a load and a test.
  @inlinable @inline(__always)
  final func routeObservers(at index: Int) -> Unretained<MethodObservers>? {
    // The slot at `index` (checked), in this proxy's table; its observers published by this proxy,
    // which keeps them (`KeptObjectPointer`'s rule) and which the caller holds.
    let slot = slots.pointer(at: index)
    guard unsafe slot.pointee.route.state == SlotState.observed.rawValue else {
      return nil
    }
    return unsafe KeptObjectPointer.unretained(in: slot.pointee.observers, as: MethodObservers.self)
  }
}
