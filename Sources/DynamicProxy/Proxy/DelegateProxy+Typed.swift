import DynamicProxyRx

extension DelegateProxy {
  /// The calls of a typed method, before they are forwarded, each as its declared arguments in
  /// their Swift types (the typed ``sentMessage(_:)-(Selector)``): a single argument as itself,
  /// several as a tuple, none as `()`.
  ///
  /// ```swift
  /// proxy.sentMessage(UIScrollViewDelegateMethods.willEndDragging)
  ///   .subscribe(onNext: { scrollView, velocity, target in … })
  /// ```
  ///
  /// The arguments are read straight from the call, without boxing.
  ///
  /// - Parameter method: A method of the proxy's protocol.
  /// - Returns: The calls' arguments. Fails with ``DelegateError`` when the protocol (described
  ///   with encodings) has no such method or declares it with other types, and with
  ///   ``DelegateProxyError/returnValueUnavailable(_:)`` as ``sentMessage(_:)-(Selector)`` does.
  ///   Completes when the proxy goes.
  @inlinable
  public func sentMessage<each Argument, Result>(
    _ method: DelegateMethod<repeat each Argument, Result>
  ) -> Observable<(repeat each Argument)> {
    observe(method, .sent) { codings, onNext in
      CallObserver { frame in
        // A call of the method these codings were bound for: the stream's only method.
        unsafe codings.deliverArguments(frame, onNext)
      }
    }
  }

  /// The calls of a typed method, after they were forwarded, each as its declared arguments in
  /// their Swift types (the typed ``methodInvoked(_:)-(Selector)``).
  ///
  /// - Parameter method: A method of the proxy's protocol.
  /// - Returns: The calls' arguments; see ``sentMessage(_:)-(DelegateMethod<Argument,Result>)``.
  @inlinable
  public func methodInvoked<each Argument, Result>(
    _ method: DelegateMethod<repeat each Argument, Result>
  ) -> Observable<(repeat each Argument)> {
    observe(method, .invoked) { codings, onNext in
      CallObserver { frame in
        // A call of the method these codings were bound for: the stream's only method.
        unsafe codings.deliverArguments(frame, onNext)
      }
    }
  }

  /// The calls of a typed method, after they were forwarded, with their return values in their
  /// Swift types (the typed ``methodReturned(_:)-(Selector)``).
  ///
  /// - Parameter method: A method of the proxy's protocol.
  /// - Returns: Each call's arguments and return value; see
  ///   ``sentMessage(_:)-(DelegateMethod<Argument,Result>)``.
  @inlinable
  public func methodReturned<each Argument, Result>(
    _ method: DelegateMethod<repeat each Argument, Result>
  ) -> Observable<(arguments: (repeat each Argument), returnValue: Result)> {
    observe(method, .returned) { codings, onNext in
      CallObserver { frame in
        var index = codings.first
        // A call of the method these codings were bound for (the stream's only method), valid for
        // this delivery.
        unsafe onNext(
          (
            (repeat codings.argument((each Argument).self, &index, frame.call)),
            codings.returnValue(Result.self, frame.call)
          ))
      }
    }
  }

  /// Answers a typed method that nobody else implements, from a Swift closure (the typed
  /// ``answer(_:_:)-(Selector,_)``). The forward delegate's implementation, when there is one,
  /// still wins.
  ///
  /// - Parameters:
  ///   - method: A method of the proxy's protocol.
  ///   - body: The answer: the declared arguments in, the return value out.
  /// - Throws: ``DelegateError`` when the protocol has no such method or declares it with other
  ///   types.
  @inlinable
  public final func answer<each Argument, Result>(
    _ method: DelegateMethod<repeat each Argument, Result>,
    _ body: @escaping @Sendable (repeat each Argument) -> Result
  ) throws(DelegateError) {
    let (binding, implementation) = try typedImplementation(method, body)
    installAnswer(implementation, at: binding.index)
  }

  @inlinable
  func observe<each Argument, Result, Element>(
    _ method: DelegateMethod<repeat each Argument, Result>, _ stream: CallStream,
    _ handler: @escaping (TypedCodings, @escaping (Element) -> Void) -> CallObserver
  ) -> Observable<Element> {
    let binding: MethodBinding
    do {
      binding = try method.checkedBinding(for: delegateProtocol)
    } catch {
      return failingStream(error)
    }
    let protocolMethod = binding.method!
    let codings = binding.codings
    return Observable.connecting(
      proxy: self, method: protocolMethod, stream: stream, handler: { onNext in handler(codings, onNext) },
      typedElements: true)
  }
}
