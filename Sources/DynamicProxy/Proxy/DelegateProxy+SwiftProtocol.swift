import Synchronization

/// Proxies of Swift delegate protocols: a generated proxy class conforms to the protocol, and each
/// of its methods calls ``DelegateProxy/unobservedForwardDelegate(at:)``, then
/// ``DelegateProxy/route(_:at:_:forward:otherwise:)-(_,_,Argument,_,_)``.
///
/// Such a proxy's `Delegate` is the protocol's existential (`any XMLParserDelegate`), not
/// ``DelegateObject``: its forward delegate is any conformer, held weakly or retained as RxCocoa
/// does, and called through the protocol's own Swift methods.
extension DelegateProxy {
  /// Routes one call of a method of a generated Swift-protocol proxy: the typed arguments go to
  /// the `sentMessage` subscribers, the call to the forward delegate (`forward`), else to an
  /// answer installed with ``answer(_:_:)-(DelegateMethod<Argument,Result>,_)``, else to
  /// `otherwise` (the protocol's default implementation); then the arguments and the result go to
  /// the `methodInvoked` and `methodReturned` subscribers. Typed subscribers get the Swift values;
  /// `[Any]` subscribers of the selector get them boxed, as RxCocoa's events.
  ///
  /// Unobserved, a call costs one atomic load (the proxy's observed methods), the forward
  /// delegate's weak load and the call: `method` is not even evaluated.
  ///
  /// ```swift
  /// public func parserDidStartDocument(_ parser: XMLParser) {
  ///   route(Methods.didStartDocument, at: 0, parser) {
  ///     $0.parserDidStartDocument(parser)
  ///   } otherwise: {
  ///     Self.defaults.parserDidStartDocument(parser)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - method: The method, a method of the proxy's protocol; evaluated only when the call is
  ///     observed or answered.
  ///   - index: The method's index in the proxy's protocol (its position in
  ///     ``DelegateProtocol/methods``), which the generator writes; checked against `method`
  ///     whenever `method` is evaluated.
  ///   - argument: The call's arguments.
  ///   - forward: Calls the method on the forward delegate.
  ///   - otherwise: The result when there is no forward delegate and no answer.
  /// - Returns: The forward delegate's result, the answer's or the default's.
  /// - Throws: What `forward` or `otherwise` threw (typed: a `throws(E)` method's `E`, nothing for
  ///   a method that does not throw); `methodInvoked` and `methodReturned` are not sent for a call
  ///   that threw, as RxCocoa sends nothing after an exception.
  @inlinable @inline(__always)
  public final func route<each Argument, Result, Failure: Error>(
    _ method: @autoclosure () -> DelegateMethod<repeat each Argument, Result>, at index: Int,
    _ argument: repeat each Argument,
    forward: (Delegate) throws(Failure) -> Result, otherwise: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    if let result = try routeUnobserved(at: index, forward: forward, otherwise: otherwise) { return result }
    return try routeObserved(
      method(), at: index, repeat each argument, forward: forward, otherwise: otherwise)
  }

  /// The unobserved call, the most frequent, decided first by every `route`: when the method's bit
  /// in the proxy's set of observed methods (the first 64; the others ask their slot) is clear,
  /// the forward delegate's result, else, unanswered, the default's; nil when the call must be
  /// routed as observed or answered.
  @inlinable @inline(__always)
  final func routeUnobserved<Result, Failure: Error>(
    at index: Int, forward: (Delegate) throws(Failure) -> Result, otherwise: () throws(Failure) -> Result
  ) throws(Failure) -> Result? {
    guard index < UInt.bitWidth && observedMethods.load(ordering: .relaxed) & (1 << index) == 0 else {
      return nil
    }
    if let delegate = swiftForwardDelegate() { return try forward(delegate) }
    if answeredMethods.load(ordering: .relaxed) & (1 << index) == 0 { return try otherwise() }
    return nil
  }

  /// The forward delegate, for the fast path of a generated proxy's method: when the method at
  /// `index` is not observed, the forward delegate (retained for the call) that the method calls
  /// directly; nil when the call must go through ``route(_:at:_:forward:otherwise:)-(_,_,Argument,_,_)`` (the method
  /// is observed, or there is no forward delegate).
  ///
  /// One atomic load and the forward delegate's weak load. A generated method calls it first and
  /// keeps its `route` call in a function of its own, so that the fast path stays short.
  ///
  /// - Parameter index: The method's index in the proxy's protocol.
  /// - Returns: The forward delegate, or nil.
  @inlinable @inline(__always)
  public final func unobservedForwardDelegate(at index: Int) -> Delegate? {
    guard index < UInt.bitWidth && observedMethods.load(ordering: .relaxed) & (1 << index) == 0 else {
      return nil
    }
    return swiftForwardDelegate()
  }

  /// ``route(_:at:_:forward:otherwise:)-(_,_,Argument,_,_)`` of a call that may be observed or answered. Inlined into
  /// the generated method, where the types are concrete: an unspecialized generic call would copy
  /// each argument of the pack (a retain and a release each).
  @inlinable @inline(__always)
  final func routeObserved<each Argument, Result, Failure: Error>(
    _ method: DelegateMethod<repeat each Argument, Result>, at index: Int, _ argument: repeat each Argument,
    forward: (Delegate) throws(Failure) -> Result, otherwise: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try routeObserved(
      method, at: index, element: (repeat each argument),
      land: { binding throws(Failure) in
        try land(index, binding, method, repeat each argument, forward: forward, otherwise: otherwise)
      },
      withFrameSubscribers: { observers, binding throws(Failure) in
        if method.argumentBoxing.direct {
          return try routeBoxingDirectly(
            observers, binding, method, at: index, repeat each argument, forward: forward,
            otherwise: otherwise)
        }
        return try routeThroughFrame(
          observers, binding, method, at: index, repeat each argument, forward: forward, otherwise: otherwise)
      },
      deliverFrame: { binding, sink, result in
        deliverFrame(binding, to: sink, result: result, repeat each argument)
      })
  }

  /// The one-argument ``route(_:at:_:forward:otherwise:)-(_,_,Argument,_,_)``, for speed: the argument itself is the
  /// typed subscribers' element, borrowed, never copied into a pack or a tuple (each copy of an
  /// object argument, usually the weakly referenced parent, is a retain and a release through its
  /// side table).
  ///
  /// - Parameters:
  ///   - method: The method; evaluated only when the call is observed or answered.
  ///   - index: The method's index in the proxy's protocol.
  ///   - a: The call's argument.
  ///   - forward: Calls the method on the forward delegate.
  ///   - otherwise: The result when there is no forward delegate and no answer.
  /// - Returns: The forward delegate's result, the answer's or the default's.
  /// - Throws: What `forward` or `otherwise` threw.
  @inlinable @inline(__always)
  public final func route<A, Result, Failure: Error>(
    _ method: @autoclosure () -> DelegateMethod<A, Result>, at index: Int, _ a: A,
    forward: (Delegate) throws(Failure) -> Result, otherwise: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    if let result = try routeUnobserved(at: index, forward: forward, otherwise: otherwise) { return result }
    let method = method()
    return try routeObserved(
      method, at: index, element: a,
      land: { binding throws(Failure) in
        try land(index, binding, method, a, forward: forward, otherwise: otherwise)
      },
      withFrameSubscribers: { observers, binding throws(Failure) in
        if method.argumentBoxing.direct {
          return try routeBoxingDirectly(
            observers, binding, method, at: index, a, forward: forward, otherwise: otherwise)
        }
        return try routeThroughFrame(
          observers, binding, method, at: index, a, forward: forward, otherwise: otherwise)
      },
      deliverFrame: { binding, sink, result in deliverFrame(binding, to: sink, result: result, a) })
  }

  /// ``route(_:at:_:forward:otherwise:)-(_,_,Argument,_,_)`` of a method of two arguments (see
  /// ``route(_:at:_:forward:otherwise:)-(_,_,A,_,_)``): the typed subscribers' element is the
  /// arguments' tuple, made once.
  ///
  /// - Parameters:
  ///   - method: The method; evaluated only when the call is observed or answered.
  ///   - index: The method's index in the proxy's protocol.
  ///   - a: The call's first argument.
  ///   - b: The call's second argument.
  ///   - forward: Calls the method on the forward delegate.
  ///   - otherwise: The result when there is no forward delegate and no answer.
  /// - Returns: The forward delegate's result, the answer's or the default's.
  /// - Throws: What `forward` or `otherwise` threw.
  @inlinable @inline(__always)
  public final func route<A, B, Result, Failure: Error>(
    _ method: @autoclosure () -> DelegateMethod<A, B, Result>, at index: Int, _ a: A, _ b: B,
    forward: (Delegate) throws(Failure) -> Result, otherwise: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    if let result = try routeUnobserved(at: index, forward: forward, otherwise: otherwise) { return result }
    let method = method()
    return try routeObserved(
      method, at: index, element: (a, b),
      land: { binding throws(Failure) in
        try land(index, binding, method, a, b, forward: forward, otherwise: otherwise)
      },
      withFrameSubscribers: { observers, binding throws(Failure) in
        if method.argumentBoxing.direct {
          return try routeBoxingDirectly(
            observers, binding, method, at: index, a, b, forward: forward, otherwise: otherwise)
        }
        return try routeThroughFrame(
          observers, binding, method, at: index, a, b, forward: forward, otherwise: otherwise)
      },
      deliverFrame: { binding, sink, result in deliverFrame(binding, to: sink, result: result, a, b) })
  }

  /// ``route(_:at:_:forward:otherwise:)-(_,_,Argument,_,_)`` of a method of three arguments (see
  /// ``route(_:at:_:forward:otherwise:)-(_,_,A,_,_)``): the typed subscribers' element is the
  /// arguments' tuple, made once.
  ///
  /// - Parameters:
  ///   - method: The method; evaluated only when the call is observed or answered.
  ///   - index: The method's index in the proxy's protocol.
  ///   - a: The call's first argument.
  ///   - b: The call's second argument.
  ///   - c: The call's third argument.
  ///   - forward: Calls the method on the forward delegate.
  ///   - otherwise: The result when there is no forward delegate and no answer.
  /// - Returns: The forward delegate's result, the answer's or the default's.
  /// - Throws: What `forward` or `otherwise` threw.
  @inlinable @inline(__always)
  public final func route<A, B, C, Result, Failure: Error>(
    _ method: @autoclosure () -> DelegateMethod<A, B, C, Result>, at index: Int, _ a: A, _ b: B, _ c: C,
    forward: (Delegate) throws(Failure) -> Result, otherwise: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    if let result = try routeUnobserved(at: index, forward: forward, otherwise: otherwise) { return result }
    let method = method()
    return try routeObserved(
      method, at: index, element: (a, b, c),
      land: { binding throws(Failure) in
        try land(index, binding, method, a, b, c, forward: forward, otherwise: otherwise)
      },
      withFrameSubscribers: { observers, binding throws(Failure) in
        if method.argumentBoxing.direct {
          return try routeBoxingDirectly(
            observers, binding, method, at: index, a, b, c, forward: forward, otherwise: otherwise)
        }
        return try routeThroughFrame(
          observers, binding, method, at: index, a, b, c, forward: forward, otherwise: otherwise)
      },
      deliverFrame: { binding, sink, result in deliverFrame(binding, to: sink, result: result, a, b, c) })
  }

  /// ``route(_:at:_:forward:otherwise:)-(_,_,Argument,_,_)`` of a method of four arguments (see
  /// ``route(_:at:_:forward:otherwise:)-(_,_,A,_,_)``): the typed subscribers' element is the
  /// arguments' tuple, made once.
  ///
  /// - Parameters:
  ///   - method: The method; evaluated only when the call is observed or answered.
  ///   - index: The method's index in the proxy's protocol.
  ///   - a: The call's first argument.
  ///   - b: The call's second argument.
  ///   - c: The call's third argument.
  ///   - d: The call's fourth argument.
  ///   - forward: Calls the method on the forward delegate.
  ///   - otherwise: The result when there is no forward delegate and no answer.
  /// - Returns: The forward delegate's result, the answer's or the default's.
  /// - Throws: What `forward` or `otherwise` threw.
  @inlinable @inline(__always)
  public final func route<A, B, C, Fourth, Result, Failure: Error>(
    _ method: @autoclosure () -> DelegateMethod<A, B, C, Fourth, Result>, at index: Int, _ a: A, _ b: B,
    _ c: C,
    _ d: Fourth,
    forward: (Delegate) throws(Failure) -> Result, otherwise: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    if let result = try routeUnobserved(at: index, forward: forward, otherwise: otherwise) { return result }
    let method = method()
    return try routeObserved(
      method, at: index, element: (a, b, c, d),
      land: { binding throws(Failure) in
        try land(index, binding, method, a, b, c, d, forward: forward, otherwise: otherwise)
      },
      withFrameSubscribers: { observers, binding throws(Failure) in
        if method.argumentBoxing.direct {
          return try routeBoxingDirectly(
            observers, binding, method, at: index, a, b, c, d, forward: forward, otherwise: otherwise)
        }
        return try routeThroughFrame(
          observers, binding, method, at: index, a, b, c, d, forward: forward, otherwise: otherwise)
      },
      deliverFrame: { binding, sink, result in deliverFrame(binding, to: sink, result: result, a, b, c, d) })
  }

  /// What every arity's observed route shares, written once: the method's binding and observers;
  /// with subscribers that read frames, `withFrameSubscribers`; otherwise, in one read section,
  /// `element` (borrowed) to the `sentMessage` subscribers, the call landed (`land`: the forward
  /// delegate, an answer or the default), then `element` and the result to the `methodInvoked`
  /// and `methodReturned` subscribers. A call that throws leaves before them. The arguments
  /// themselves travel only in the closures, which borrow them.
  @inlinable @inline(__always)
  final func routeObserved<each Argument, Element, Result, Failure: Error>(
    _ method: DelegateMethod<repeat each Argument, Result>, at index: Int, element: Element,
    land: (Unmanaged<MethodBinding>) throws(Failure) -> Result,
    withFrameSubscribers: (Unmanaged<MethodObservers>, Unmanaged<MethodBinding>) throws(Failure) -> Result,
    deliverFrame: (Unmanaged<MethodBinding>, CallSink, Result?) -> Void
  ) throws(Failure) -> Result {
    // The binding unretained: the method keeps it, and the caller holds the method.
    let binding = method.requiredBindingReference(for: delegateProtocol)
    precondition(
      binding._withUnsafeGuaranteedRef { $0.index } == index,
      "\(method.selector): route(_:at:) was given the index \(index), not the method's in the protocol")
    guard let observers = routeObservers(at: index) else { return try land(binding) }
    if observers._withUnsafeGuaranteedRef({ $0.hasFrameSubscribers }) {
      return try withFrameSubscribers(observers, binding)
    }
    observers._withUnsafeGuaranteedRef { $0.beginDelivery() }
    defer { observers._withUnsafeGuaranteedRef { $0.endDelivery() } }
    MethodObservers.deliverSent(observers, method, element) { deliverFrame(binding, $0, $1) }
    let result = try land(binding)
    MethodObservers.deliverInvoked(observers, method, element, result: result) {
      deliverFrame(binding, $0, $1)
    }
    withExtendedLifetime(self) {}
    return result
  }

  /// An observed call with `[Any]` subscribers whose arguments box as themselves
  /// (``ArgumentBoxing``): boxed once, straight from the Swift values, into one `[Any]` lent to
  /// every `[Any]` subscriber of `sentMessage` and `methodInvoked`, as a closure table does; a
  /// subscriber that reads the call itself (`methodReturned`'s `[Any]` form, a typed subscriber of
  /// other types) gets a frame laid out for it.
  @inlinable @inline(__always)
  final func routeBoxingDirectly<each Argument, Result, Failure: Error>(
    _ observers: Unmanaged<MethodObservers>, _ binding: Unmanaged<MethodBinding>,
    _ method: DelegateMethod<repeat each Argument, Result>, at index: Int, _ argument: repeat each Argument,
    forward: (Delegate) throws(Failure) -> Result, otherwise: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let element = (repeat each argument)
    let argumentsHandler = method.argumentsHandlerType
    let boxing = method.argumentBoxing
    // Boxed into the method's spare array when no other call holds it (no allocation).
    var boxed = observers._withUnsafeGuaranteedRef { $0.takeSpareArguments() }
    let holdsSpare = boxed != nil
    var position = 0
    if boxed == nil { boxed = [] }
    repeat boxing.append(each element, at: &position, to: &boxed!)
    defer {
      if holdsSpare, let boxed = boxed.take() {
        observers._withUnsafeGuaranteedRef { $0.returnSpareArguments(boxed) }
      }
    }
    observers._withUnsafeGuaranteedRef { $0.beginDelivery() }
    defer { observers._withUnsafeGuaranteedRef { $0.endDelivery() } }
    observers._withUnsafeGuaranteedRef { observers in
      observers.forEachSink(of: .sent) { sink in
        if sink.deliver(borrowing: element, handlerType: argumentsHandler) { return }
        if sink.observer.lendsArguments {
          if sink.isActive { sink.observer.arguments(boxed!) }
        } else {
          deliverFrame(binding, to: sink, result: Result?.none, repeat each element)
        }
      }
    }
    let result = try land(index, binding, method, repeat each element, forward: forward, otherwise: otherwise)
    observers._withUnsafeGuaranteedRef { observers in
      observers.forEachSink(of: .invoked) { sink in
        if sink.deliver(borrowing: element, handlerType: argumentsHandler) { return }
        if sink.observer.lendsArguments {
          if sink.isActive { sink.observer.arguments(boxed!) }
        } else {
          deliverFrame(binding, to: sink, result: result, repeat each element)
        }
      }
      observers.forEachSink(of: .returned) { sink in
        if sink.deliver((arguments: element, returnValue: result), handlerType: method.returnHandlerType) {
          return
        }
        deliverFrame(binding, to: sink, result: result, repeat each element)
      }
    }
    return result
  }

  /// An observed call some of whose subscribers read it as a frame (`[Any]` subscribers, as
  /// RxCocoa's): the call is laid out once as a C frame, its arguments boxed at most once and
  /// shared by every such subscriber of all three streams, as a call from C is; typed subscribers
  /// still get the Swift values, in subscription order with the others.
  @inlinable @inline(__always)
  final func routeThroughFrame<each Argument, Result, Failure: Error>(
    _ observers: Unmanaged<MethodObservers>, _ binding: Unmanaged<MethodBinding>,
    _ method: DelegateMethod<repeat each Argument, Result>, at index: Int, _ argument: repeat each Argument,
    forward: (Delegate) throws(Failure) -> Result, otherwise: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let codings = binding._withUnsafeGuaranteedRef { $0.codings }
    let element = (repeat each argument)
    let argumentsHandler = method.argumentsHandlerType
    observers._withUnsafeGuaranteedRef { $0.beginDelivery() }
    defer { observers._withUnsafeGuaranteedRef { $0.endDelivery() } }
    let outcome: Swift.Result<Result, Failure> = codings.withInvocation(
      receiver: Unmanaged.passUnretained(self).toOpaque(), repeat each element
    ) { invocation in
      CallFrame.withFrame(&invocation, first: codings.first) { frame in
        observers._withUnsafeGuaranteedRef { observers in
          observers.forEachSink(of: .sent) { sink in
            if !sink.deliver(borrowing: element, handlerType: argumentsHandler) { sink.deliver(frame) }
          }
        }
        let result: Result
        do throws(Failure) {
          result = try land(
            index, binding, method, repeat each element, forward: forward, otherwise: otherwise)
        } catch {
          return .failure(error)
        }
        // The result in the frame, as a C caller would find it, for `methodReturned`.
        var keepAlive: [AnyObject] = []
        if codings.returnsValue {
          try? codings.returnValue.store(
            result, codings.returnSlot, to: frame.invocation.pointee.returnBuffer, position: .returnValue,
            isReturn: false, keepAlive: &keepAlive)
        }
        observers._withUnsafeGuaranteedRef { observers in
          observers.forEachSink(of: .invoked) { sink in
            if !sink.deliver(borrowing: element, handlerType: argumentsHandler) { sink.deliver(frame) }
          }
          observers.forEachSink(of: .returned) { sink in
            if !sink.deliver((arguments: element, returnValue: result), handlerType: method.returnHandlerType)
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

  /// Where a routed call lands, decided in this one place for every route: the forward delegate,
  /// else an installed answer, else `otherwise` (the protocol's default). Inlined: a pack's
  /// generic function is not specialized, and its call would pass each argument's metadata.
  @inlinable @inline(__always)
  final func land<each Argument, Result, Failure: Error>(
    _ index: Int, _ binding: Unmanaged<MethodBinding>, _ method: DelegateMethod<repeat each Argument, Result>,
    _ argument: repeat each Argument, forward: (Delegate) throws(Failure) -> Result,
    otherwise: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    if let delegate = swiftForwardDelegate() { return try forward(delegate) }
    return try landWithoutForwardDelegate(index, binding, method, repeat each argument, otherwise: otherwise)
  }

  /// ``land(_:_:_:_:forward:otherwise:)`` with no forward delegate: an installed answer, else
  /// `otherwise`. Left to the optimizer to inline: inlined always, it would weigh on the routes
  /// of calls that have a forward delegate.
  @inlinable
  final func landWithoutForwardDelegate<each Argument, Result, Failure: Error>(
    _ index: Int, _ binding: Unmanaged<MethodBinding>, _ method: DelegateMethod<repeat each Argument, Result>,
    _ argument: repeat each Argument, otherwise: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    guard let answer = answerTarget(at: index) else { return try otherwise() }
    if let body = answer.typedBody(method.typedBodyType) {
      let result = Unmanaged<TypedBody<repeat each Argument, Result>>.fromOpaque(body)
        ._withUnsafeGuaranteedRef { $0.body(repeat each argument) }
      withExtendedLifetime(answer) {}
      return result
    }
    return callThroughFrame(binding, answer, repeat each argument)
  }

  /// The observers of the method at `index` while its calls are observed (its slot holds the
  /// proxy's trampoline, whose Swift body they are), unretained: the proxy keeps them.
  @usableFromInline
  final func routeObservers(at index: Int) -> Unmanaged<MethodObservers>? {
    let slot = slots.pointer(at: index)
    guard slot.pointee.state.load(ordering: .acquiring) == SlotState.observed.rawValue,
      let function = UnsafeRawPointer(bitPattern: slot.pointee.function.load(ordering: .acquiring)),
      let trampoline = slot.pointee.trampolinePointer(calling: function)
    else { return nil }
    // Compared by type identity and used unretained, as a typed call's route does: no dynamic
    // cast, no retain of the body (the trampoline keeps it, and the proxy the trampoline).
    return Unmanaged<Trampoline>.fromOpaque(trampoline)._withUnsafeGuaranteedRef { trampoline in
      guard
        let body = trampoline.swiftBody.map({ UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()) }),
        Unmanaged<AnyObject>.fromOpaque(body)._withUnsafeGuaranteedRef({ ObjectIdentifier(type(of: $0)) })
          == ObjectIdentifier(MethodObservers.self)
      else { return nil }
      return Unmanaged<MethodObservers>.fromOpaque(body)
    }
  }

  /// The answer installed for the method at `index`, as a target of this proxy, or nil.
  @usableFromInline
  final func answerTarget(at index: Int) -> DelegateTarget? {
    let slot = slots.pointer(at: index)
    guard let answer = UnsafeRawPointer(bitPattern: slot.pointee.answerFunction.load(ordering: .acquiring))
    else { return nil }
    return DelegateTarget(receiver: self, function: answer, slot: slot)
  }

  /// The forward delegate of a Swift-protocol proxy, retained for the call, or nil.
  ///
  /// Inlinable, so that it is specialized for the protocol in the generated proxy's module: the
  /// existential is made from the weak load's own reference, one retain and one release a call,
  /// as a closure table's weak load costs.
  @inlinable @inline(__always)
  final func swiftForwardDelegate() -> Delegate? {
    guard let raw = UnsafeRawPointer(bitPattern: swiftForwardPointer.load(ordering: .acquiring)) else {
      return nil
    }
    // Unretained: boxes live until the proxy's deinit.
    return Unmanaged<SwiftForwardBox<Delegate>>.fromOpaque(raw)._withUnsafeGuaranteedRef { $0.load() }
  }

  /// ``setForwardToDelegate(_:retainDelegate:)`` of a Swift-protocol proxy.
  final func setSwiftForwardDelegate(_ delegate: Delegate?, retainDelegate: Bool) {
    let released = proxyState.withLock { state in
      // The strong reference lives in the state, the box holds a weak one (RxCocoa's
      // `_retainedDelegate`); a replaced retained delegate is released outside the lock.
      let released = state.retainedSwiftDelegate
      let box = SwiftForwardBox(delegate, replacing: state.swiftForwardBox as? SwiftForwardBox<Delegate>)
      state.retainedSwiftDelegate = retainDelegate ? box.strongReference(to: delegate) : nil
      state.swiftForwardBox = box
      swiftForwardPointer.store(
        UInt(bitPattern: Unmanaged.passUnretained(box).toOpaque()), ordering: .releasing)
      return released
    }
    withExtendedLifetime(released) {}
  }

  /// Releases the chain of Swift forward-delegate boxes, box by box (the proxy's deinit).
  final func releaseSwiftForwardBoxes() {
    var next = proxyState.withLock { state in
      defer { state.swiftForwardBox = nil }
      return state.swiftForwardBox as? SwiftForwardBox<Delegate>
    }
    while let box = next {
      next = box.takeReplaced()
    }
  }
}

extension DelegateProxy: ParentAttaching {
  final func attachParent(_ parent: AnyObject) -> Bool {
    guard let attachedParent, let parent = parent as? ParentObject else { return false }
    return attachedParent.withLock { current in
      guard current == nil else { return false }
      current = ParentReference(parent)
      return true
    }
  }
}

/// The forward delegate of a Swift-protocol proxy, immutable: a weak reference to the conformer,
/// loaded back as the protocol's existential without a dynamic cast.
///
/// The unsafe idiom, and its rule: `existential` holds the bytes of the `Delegate` existential the
/// box was made from (the object pointer and its witness tables) *without* owning the object; it is
/// read only after the weak reference has produced a strong one, whose reference the existential
/// made of the bytes then owns. A `Delegate` whose value is not a class instance in its
/// first word (not a class-bound protocol's existential) is kept strongly instead, as it can not
/// be held weakly. Boxes live until the proxy's deinit (one per `setForwardToDelegate`), so a
/// caller that loaded one never reads freed memory.
@usableFromInline
final class SwiftForwardBox<Delegate>: @unchecked Sendable {
  // @unchecked: set in init and never changed, but for `replaced`, which only the proxy's deinit
  // takes; weak loads are thread-safe.
  @usableFromInline weak let object: AnyObject?
  /// The existential's bytes, its object word unowned; nil for a nil or strongly kept delegate.
  @usableFromInline let existential: UnsafeMutableRawPointer?
  @usableFromInline let strongValue: Delegate?
  /// The box this one replaced, kept alive with it.
  private var replaced: SwiftForwardBox<Delegate>?

  init(_ delegate: Delegate?, replacing replaced: SwiftForwardBox<Delegate>?) {
    self.replaced = replaced
    guard let delegate else {
      object = nil
      existential = nil
      strongValue = nil
      return
    }
    let object = delegate as AnyObject
    let pointer = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
    let firstWord = withUnsafeBytes(of: delegate) {
      $0.count >= MemoryLayout<UInt>.size ? $0.load(as: UInt.self) : 0
    }
    if firstWord == pointer {
      let bytes = UnsafeMutableRawPointer.allocate(
        byteCount: MemoryLayout<Delegate>.size, alignment: MemoryLayout<Delegate>.alignment)
      // The bytes only: the object is not retained (see the type's rule).
      withUnsafeBytes(of: delegate) { bytes.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
      self.object = object
      existential = bytes
      strongValue = nil
    } else {
      self.object = nil
      existential = nil
      strongValue = delegate
    }
  }

  deinit {
    // Deallocated without deinitializing: the bytes own nothing.
    existential?.deallocate()
  }

  /// The forward delegate, retained, or nil once a weakly held one is gone: the weak load's
  /// reference becomes the existential's (its object word), the witness tables are copied from
  /// the template bytes. No second retain.
  @inlinable @inline(__always)
  func load() -> Delegate? {
    guard let existential else { return strongValue }
    guard let strong = object else { return nil }
    return withUnsafeTemporaryAllocation(of: Delegate.self, capacity: 1) { buffer in
      let value = UnsafeMutableRawPointer(buffer.baseAddress!)
      value.copyMemory(from: existential, byteCount: MemoryLayout<Delegate>.size)
      // The weak load's +1 moves into the value: retained here, released with `strong` below.
      value.storeBytes(of: Unmanaged.passRetained(strong).toOpaque(), as: UnsafeMutableRawPointer.self)
      return buffer.baseAddress!.move()
    }
  }

  /// What keeps `delegate` alive when the proxy retains it.
  func strongReference(to delegate: Delegate?) -> AnyObject? {
    delegate.map { $0 as AnyObject }
  }

  /// Unlinks and returns the box this one replaced (the proxy's deinit, box by box).
  func takeReplaced() -> SwiftForwardBox<Delegate>? {
    defer { replaced = nil }
    return replaced
  }
}
