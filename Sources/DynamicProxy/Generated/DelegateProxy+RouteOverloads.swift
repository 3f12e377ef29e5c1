// GENERATED FILE, DO NOT EDIT.
// Regenerate with: python3 Sources/DynamicProxy/Generated/generate_arity_overloads.py
// (`--check` verifies it).

// `DelegateProxy.route(_:at:_:…forward:otherwise:)`, the routes of the generated Swift-protocol
// proxies' methods: the parameter-pack form, for any number of arguments, and one overload for each
// of one to five arguments, which passes its arguments as they are where the pack would copy them.

import DynamicProxySupport
import Synchronization

extension DelegateProxy {
  /// Routes one call of a method of a generated Swift-protocol proxy: the typed arguments go to
  /// the `sentMessage` subscribers, the call to the forward delegate (`forward`), else to an
  /// answer installed with ``answer(_:_:)-(DelegateMethod<Argument,Result>,_)``, else to
  /// `otherwise` (the protocol's default implementation); then the arguments and the result go to
  /// the `methodInvoked` and `methodReturned` subscribers. Typed subscribers get the Swift values;
  /// `[Any]` subscribers of the selector get them boxed, as RxCocoa's events.
  ///
  /// Unobserved, a call costs one atomic load (the route its slot published), the forward
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
    // Unrouted (neither observed nor implemented by the proxy), the most frequent call, decided
    // first, where the slot's published route lands it: the forward delegate's result, or the
    // default's; an answer, a forward delegate gone since, and everything routed, below.
    if let landing = unroutedLanding(at: index) {
      if landing == .forward, let delegate = swiftForwardDelegate() { return try forward(delegate) }
      if landing == .nowhere { return try otherwise() }
    }
    let method = method()
    // `element` is the arguments as the method's typed subscribers receive them; `land` is called
    // with the index once `routeObserved` has checked it against the method's binding.
    return try unsafe routeObserved(
      method, at: index, element: (repeat each argument),
      land: { binding throws(Failure) in
        try land(
          index, forward: forward,
          onProxy: { callOnProxy($0, binding, method, repeat each argument) }, otherwise: otherwise)
      },
      withFrameSubscribers: { observers, binding throws(Failure) in
        if method.argumentBoxing.direct {
          // The element and the index, as above.
          return try unsafe routeBoxingDirectly(
            observers, binding, method, element: (repeat each argument),
            box: { array in
              var position = 0
              // The method's arguments, in order, of the types its boxing was made for.
              repeat unsafe method.argumentBoxing.append(each argument, at: &position, to: &array)
            },
            land: { binding throws(Failure) in
              try land(
                index, forward: forward,
                onProxy: { callOnProxy($0, binding, method, repeat each argument) }, otherwise: otherwise)
            },
            deliverFrame: { binding, sink, result, boxed in
              deliverFrame(binding, to: sink, result: result, boxedArguments: boxed, repeat each argument)
            })
        }
        return try routeThroughFrame(
          observers, binding, method, at: index, repeat each argument, forward: forward, otherwise: otherwise)
      },
      deliverFrame: { binding, sink, result in
        deliverFrame(binding, to: sink, result: result, repeat each argument)
      })
  }

  /// Routes one call of a method of one argument; the same as
  /// ``route(_:at:_:forward:otherwise:)-(_,_,Argument,_,_)``, written out for speed: the argument
  /// itself is the typed subscribers' element, borrowed, never copied into a pack or a tuple (each
  /// copy of an object argument, usually the weakly referenced parent, is a retain and a release
  /// through its side table).
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
    _ method: @autoclosure () -> DelegateMethod<A, Result>, at index: Int,
    _ a: A,
    forward: (Delegate) throws(Failure) -> Result, otherwise: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    // Unrouted (neither observed nor implemented by the proxy), the most frequent call, decided
    // first, where the slot's published route lands it: the forward delegate's result, or the
    // default's; an answer, a forward delegate gone since, and everything routed, below.
    if let landing = unroutedLanding(at: index) {
      if landing == .forward, let delegate = swiftForwardDelegate() { return try forward(delegate) }
      if landing == .nowhere { return try otherwise() }
    }
    let method = method()
    // `element` is the arguments as the method's typed subscribers receive them; `land` is called
    // with the index once `routeObserved` has checked it against the method's binding.
    return try unsafe routeObserved(
      method, at: index, element: a,
      land: { binding throws(Failure) in
        try land(
          index, forward: forward,
          onProxy: { callOnProxy($0, binding, method, a) }, otherwise: otherwise)
      },
      withFrameSubscribers: { observers, binding throws(Failure) in
        if method.argumentBoxing.direct {
          // The element and the index, as above.
          return try unsafe routeBoxingDirectly(
            observers, binding, method, element: a,
            box: { array in
              // Up to three arguments: appended in place (out of line costs more than it saves).
              // The method's arguments, in order, of the types its boxing was made for.
              let boxing = method.argumentBoxing
              var position = 0
              unsafe boxing.append(a, at: &position, to: &array)
            },
            land: { binding throws(Failure) in
              try land(
                index, forward: forward,
                onProxy: { callOnProxy($0, binding, method, a) }, otherwise: otherwise)
            },
            deliverFrame: { binding, sink, result, boxed in
              deliverFrame(binding, to: sink, result: result, boxedArguments: boxed, a)
            })
        }
        return try routeThroughFrame(
          observers, binding, method, at: index, a, forward: forward, otherwise: otherwise)
      },
      deliverFrame: { binding, sink, result in deliverFrame(binding, to: sink, result: result, a) })
  }

  /// Routes one call of a method of two arguments, as the one-argument
  /// ``route(_:at:_:forward:otherwise:)-(_,_,A,_,_)`` does: the typed subscribers' element is the
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
    _ method: @autoclosure () -> DelegateMethod<A, B, Result>, at index: Int,
    _ a: A, _ b: B,
    forward: (Delegate) throws(Failure) -> Result, otherwise: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    // Unrouted (neither observed nor implemented by the proxy), the most frequent call, decided
    // first, where the slot's published route lands it: the forward delegate's result, or the
    // default's; an answer, a forward delegate gone since, and everything routed, below.
    if let landing = unroutedLanding(at: index) {
      if landing == .forward, let delegate = swiftForwardDelegate() { return try forward(delegate) }
      if landing == .nowhere { return try otherwise() }
    }
    let method = method()
    // `element` is the arguments as the method's typed subscribers receive them; `land` is called
    // with the index once `routeObserved` has checked it against the method's binding.
    return try unsafe routeObserved(
      method, at: index, element: (a, b),
      land: { binding throws(Failure) in
        try land(
          index, forward: forward,
          onProxy: { callOnProxy($0, binding, method, a, b) }, otherwise: otherwise)
      },
      withFrameSubscribers: { observers, binding throws(Failure) in
        if method.argumentBoxing.direct {
          // The element and the index, as above.
          return try unsafe routeBoxingDirectly(
            observers, binding, method, element: (a, b),
            box: { array in
              // Up to three arguments: appended in place (out of line costs more than it saves).
              // The method's arguments, in order, of the types its boxing was made for.
              let boxing = method.argumentBoxing
              var position = 0
              unsafe boxing.append(a, at: &position, to: &array)
              unsafe boxing.append(b, at: &position, to: &array)
            },
            land: { binding throws(Failure) in
              try land(
                index, forward: forward,
                onProxy: { callOnProxy($0, binding, method, a, b) }, otherwise: otherwise)
            },
            deliverFrame: { binding, sink, result, boxed in
              deliverFrame(binding, to: sink, result: result, boxedArguments: boxed, a, b)
            })
        }
        return try routeThroughFrame(
          observers, binding, method, at: index, a, b, forward: forward, otherwise: otherwise)
      },
      deliverFrame: { binding, sink, result in deliverFrame(binding, to: sink, result: result, a, b) })
  }

  /// Routes one call of a method of three arguments, as the one-argument
  /// ``route(_:at:_:forward:otherwise:)-(_,_,A,_,_)`` does: the typed subscribers' element is the
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
    _ method: @autoclosure () -> DelegateMethod<A, B, C, Result>, at index: Int,
    _ a: A, _ b: B, _ c: C,
    forward: (Delegate) throws(Failure) -> Result, otherwise: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    // Unrouted (neither observed nor implemented by the proxy), the most frequent call, decided
    // first, where the slot's published route lands it: the forward delegate's result, or the
    // default's; an answer, a forward delegate gone since, and everything routed, below.
    if let landing = unroutedLanding(at: index) {
      if landing == .forward, let delegate = swiftForwardDelegate() { return try forward(delegate) }
      if landing == .nowhere { return try otherwise() }
    }
    let method = method()
    // `element` is the arguments as the method's typed subscribers receive them; `land` is called
    // with the index once `routeObserved` has checked it against the method's binding.
    return try unsafe routeObserved(
      method, at: index, element: (a, b, c),
      land: { binding throws(Failure) in
        try land(
          index, forward: forward,
          onProxy: { callOnProxy($0, binding, method, a, b, c) }, otherwise: otherwise)
      },
      withFrameSubscribers: { observers, binding throws(Failure) in
        if method.argumentBoxing.direct {
          // The element and the index, as above.
          return try unsafe routeBoxingDirectly(
            observers, binding, method, element: (a, b, c),
            box: { array in
              // Up to three arguments: appended in place (out of line costs more than it saves).
              // The method's arguments, in order, of the types its boxing was made for.
              let boxing = method.argumentBoxing
              var position = 0
              unsafe boxing.append(a, at: &position, to: &array)
              unsafe boxing.append(b, at: &position, to: &array)
              unsafe boxing.append(c, at: &position, to: &array)
            },
            land: { binding throws(Failure) in
              try land(
                index, forward: forward,
                onProxy: { callOnProxy($0, binding, method, a, b, c) }, otherwise: otherwise)
            },
            deliverFrame: { binding, sink, result, boxed in
              deliverFrame(binding, to: sink, result: result, boxedArguments: boxed, a, b, c)
            })
        }
        return try routeThroughFrame(
          observers, binding, method, at: index, a, b, c, forward: forward, otherwise: otherwise)
      },
      deliverFrame: { binding, sink, result in deliverFrame(binding, to: sink, result: result, a, b, c) })
  }

  /// Routes one call of a method of four arguments, as the one-argument
  /// ``route(_:at:_:forward:otherwise:)-(_,_,A,_,_)`` does: the typed subscribers' element is the
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
    _ method: @autoclosure () -> DelegateMethod<A, B, C, Fourth, Result>, at index: Int,
    _ a: A, _ b: B, _ c: C, _ d: Fourth,
    forward: (Delegate) throws(Failure) -> Result, otherwise: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    // Unrouted (neither observed nor implemented by the proxy), the most frequent call, decided
    // first, where the slot's published route lands it: the forward delegate's result, or the
    // default's; an answer, a forward delegate gone since, and everything routed, below.
    if let landing = unroutedLanding(at: index) {
      if landing == .forward, let delegate = swiftForwardDelegate() { return try forward(delegate) }
      if landing == .nowhere { return try otherwise() }
    }
    let method = method()
    // `element` is the arguments as the method's typed subscribers receive them; `land` is called
    // with the index once `routeObserved` has checked it against the method's binding.
    return try unsafe routeObserved(
      method, at: index, element: (a, b, c, d),
      land: { binding throws(Failure) in
        try land(
          index, forward: forward,
          onProxy: { callOnProxy($0, binding, method, a, b, c, d) }, otherwise: otherwise)
      },
      withFrameSubscribers: { observers, binding throws(Failure) in
        if method.argumentBoxing.direct {
          // The element and the index, as above.
          return try unsafe routeBoxingDirectly(
            observers, binding, method, element: (a, b, c, d),
            box: { array in
              // The method's arguments, in order, of the types its boxing was made for.
              unsafe method.argumentBoxing.appendArguments(a, b, c, d, to: &array)
            },
            land: { binding throws(Failure) in
              try land(
                index, forward: forward,
                onProxy: { callOnProxy($0, binding, method, a, b, c, d) }, otherwise: otherwise)
            },
            deliverFrame: { binding, sink, result, boxed in
              deliverFrame(binding, to: sink, result: result, boxedArguments: boxed, a, b, c, d)
            })
        }
        return try routeThroughFrame(
          observers, binding, method, at: index, a, b, c, d, forward: forward, otherwise: otherwise)
      },
      deliverFrame: { binding, sink, result in deliverFrame(binding, to: sink, result: result, a, b, c, d) })
  }

  /// Routes one call of a method of five arguments (Foundation's delegates have several:
  /// `parser(_:didStartElement:namespaceURI:qualifiedName:attributes:)`), as the one-argument
  /// ``route(_:at:_:forward:otherwise:)-(_,_,A,_,_)`` does: the typed subscribers' element is the
  /// arguments' tuple, made once.
  ///
  /// - Parameters:
  ///   - method: The method; evaluated only when the call is observed or answered.
  ///   - index: The method's index in the proxy's protocol.
  ///   - a: The call's first argument.
  ///   - b: The call's second argument.
  ///   - c: The call's third argument.
  ///   - d: The call's fourth argument.
  ///   - e: The call's fifth argument.
  ///   - forward: Calls the method on the forward delegate.
  ///   - otherwise: The result when there is no forward delegate and no answer.
  /// - Returns: The forward delegate's result, the answer's or the default's.
  /// - Throws: What `forward` or `otherwise` threw.
  @inlinable @inline(__always)
  public final func route<A, B, C, Fourth, Fifth, Result, Failure: Error>(
    _ method: @autoclosure () -> DelegateMethod<A, B, C, Fourth, Fifth, Result>, at index: Int,
    _ a: A, _ b: B, _ c: C, _ d: Fourth, _ e: Fifth,
    forward: (Delegate) throws(Failure) -> Result, otherwise: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    // Unrouted (neither observed nor implemented by the proxy), the most frequent call, decided
    // first, where the slot's published route lands it: the forward delegate's result, or the
    // default's; an answer, a forward delegate gone since, and everything routed, below.
    if let landing = unroutedLanding(at: index) {
      if landing == .forward, let delegate = swiftForwardDelegate() { return try forward(delegate) }
      if landing == .nowhere { return try otherwise() }
    }
    let method = method()
    // `element` is the arguments as the method's typed subscribers receive them; `land` is called
    // with the index once `routeObserved` has checked it against the method's binding.
    return try unsafe routeObserved(
      method, at: index, element: (a, b, c, d, e),
      land: { binding throws(Failure) in
        try land(
          index, forward: forward,
          onProxy: { callOnProxy($0, binding, method, a, b, c, d, e) }, otherwise: otherwise)
      },
      withFrameSubscribers: { observers, binding throws(Failure) in
        if method.argumentBoxing.direct {
          // The element and the index, as above.
          return try unsafe routeBoxingDirectly(
            observers, binding, method, element: (a, b, c, d, e),
            box: { array in
              // The method's arguments, in order, of the types its boxing was made for.
              unsafe method.argumentBoxing.appendArguments(a, b, c, d, e, to: &array)
            },
            land: { binding throws(Failure) in
              try land(
                index, forward: forward,
                onProxy: { callOnProxy($0, binding, method, a, b, c, d, e) }, otherwise: otherwise)
            },
            deliverFrame: { binding, sink, result, boxed in
              deliverFrame(binding, to: sink, result: result, boxedArguments: boxed, a, b, c, d, e)
            })
        }
        return try routeThroughFrame(
          observers, binding, method, at: index, a, b, c, d, e, forward: forward, otherwise: otherwise)
      },
      deliverFrame: { binding, sink, result in deliverFrame(binding, to: sink, result: result, a, b, c, d, e)
      })
  }
}
