extension DelegateProxy {
  /// The calls of a typed method, before they are forwarded, each as its declared arguments in
  /// their Swift types (the typed ``sentMessage(_:)-(Selector)``): a single argument as itself,
  /// several as a tuple, none as `()`.
  ///
  /// ```swift
  /// proxy.sentMessage(ScrollViewDelegate.willEndDragging)
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
  public func sentMessage<each Argument, Result>(
    _ method: DelegateMethod<repeat each Argument, Result>
  ) -> Observable<(repeat each Argument)> {
    observeArguments(method, \.sent)
  }

  /// The calls of a typed method, after they were forwarded, each as its declared arguments in
  /// their Swift types (the typed ``methodInvoked(_:)-(Selector)``).
  ///
  /// - Parameter method: A method of the proxy's protocol.
  /// - Returns: The calls' arguments; see ``sentMessage(_:)-(DelegateMethod<repeat each Argument, Result>)``.
  public func methodInvoked<each Argument, Result>(
    _ method: DelegateMethod<repeat each Argument, Result>
  ) -> Observable<(repeat each Argument)> {
    observeArguments(method, \.invoked)
  }

  /// The calls of a typed method, after they were forwarded, with their return values in their
  /// Swift types (the typed ``methodReturned(_:)-(Selector)``).
  ///
  /// - Parameter method: A method of the proxy's protocol.
  /// - Returns: Each call's arguments and return value; see
  ///   ``sentMessage(_:)-(DelegateMethod<repeat each Argument, Result>)``.
  public func methodReturned<each Argument, Result>(
    _ method: DelegateMethod<repeat each Argument, Result>
  ) -> Observable<(arguments: (repeat each Argument), returnValue: Result)> {
    observe(method, \.returned) { binding in
      let codings = binding.argumentCodings
      let returnCoding = binding.returnCoding
      return { frame in
        (
          frame.typedArguments(repeat (each Argument).self, codings: codings),
          frame.invocation.pointee.typedReturnValue(Result.self, returnCoding, takesObject: false)
        )
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
  public final func answer<each Argument, Result>(
    _ method: DelegateMethod<repeat each Argument, Result>,
    _ body: @escaping @Sendable (repeat each Argument) -> Result
  ) throws(DelegateError) {
    let binding = try method.checkedBinding(for: delegateProtocol)
    let implementation = try Self.makeImplementation(
      for: binding.method!, codings: (binding.argumentCodings, binding.returnCoding), body)
    installAnswer(implementation, at: binding.index)
  }

  private func observeArguments<each Argument, Result>(
    _ method: DelegateMethod<repeat each Argument, Result>,
    _ subject: KeyPath<MethodObservers, PublishSubject<CallFrame>>
  ) -> Observable<(repeat each Argument)> {
    observe(method, subject) { binding in
      let codings = binding.argumentCodings
      return { frame in frame.typedArguments(repeat (each Argument).self, codings: codings) }
    }
  }

  private func observe<each Argument, Result, Element>(
    _ method: DelegateMethod<repeat each Argument, Result>,
    _ subject: KeyPath<MethodObservers, PublishSubject<CallFrame>>,
    _ element: (MethodBinding) -> (CallFrame) -> Element
  ) -> Observable<Element> {
    let binding: MethodBinding
    do {
      binding = try method.checkedBinding(for: delegateProtocol)
    } catch {
      return .error(error)
    }
    let protocolMethod = binding.method!
    return Observable.connecting(
      calls: { [weak self] observer in
        self?.connect(protocolMethod, subject, observer) ?? Self.completing(observer)
      }, element: element(binding))
  }
}
