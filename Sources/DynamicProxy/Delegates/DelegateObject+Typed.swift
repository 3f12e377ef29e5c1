extension DelegateObject {
  /// Implements a typed method with a Swift closure of its types.
  ///
  /// The closure receives the declared arguments (no receiver, no selector) and returns the
  /// method's result; it runs behind a trampoline, on the calling thread, and reads each call's
  /// arguments straight from the C call: scalars, pointers, objects and structs are not boxed.
  ///
  /// - Parameters:
  ///   - method: A method of this delegate's protocol.
  ///   - body: The implementation.
  /// - Throws: ``DelegateError/unknownSelector(_:protocol:)`` when the protocol has no method of
  ///   that selector, ``DelegateError/typeMismatch(_:position:expected:actual:)`` or
  ///   ``DelegateError/argumentCountMismatch(_:expected:actual:)`` when the protocol (described
  ///   with encodings) declares it with another signature.
  @inlinable
  public final func implement<each Argument, Result>(
    _ method: DelegateMethod<repeat each Argument, Result>,
    _ body: @escaping @Sendable (repeat each Argument) -> Result
  ) throws(DelegateError) {
    try implement(method.selector, with: typedImplementation(method, body).implementation)
  }

  /// The trampoline of a typed closure implementing `method` in this delegate's protocol (what
  /// ``implement(_:_:)-(DelegateMethod<Argument,Result>,_)`` installs and a proxy's typed answer
  /// too), with the binding it was made for.
  @inlinable
  final func typedImplementation<each Argument, Result>(
    _ method: DelegateMethod<repeat each Argument, Result>,
    _ body: @escaping @Sendable (repeat each Argument) -> Result
  ) throws(DelegateError) -> (binding: MethodBinding, implementation: Implementation) {
    let binding = try method.checkedBinding(for: delegateProtocol)
    if let error = binding.codings.returnError { throw error }
    let implementation = try Self.makeImplementation(
      for: binding.method!, handler: binding.codings.handler(body), swiftBody: TypedBody(body),
      argumentCheck: Self.argumentCheck(repeat (each Argument).self))
    return (binding, implementation)
  }

  /// Calls a typed method on this delegate — what a parent does where Objective-C writes
  /// `[delegate scrollViewDidScroll:self]` — and returns its result, or nil when nobody implements
  /// it (the parent then keeps its default, as after a negative `respondsToSelector:`).
  ///
  /// Nothing is boxed: the arguments are laid out as C arguments on the stack and the call goes to
  /// the resolved target — the body of a Swift closure or a proxy's trampoline directly, a C
  /// function through its C signature.
  ///
  /// ```swift
  /// delegate?.call(UIScrollViewDelegateMethods.didScroll, self)
  /// let allowed = delegate?.call(UIScrollViewDelegateMethods.shouldScrollToTop, self) ?? true
  /// ```
  ///
  /// A method that does not match this delegate's protocol (a protocol described with encodings
  /// that declares it otherwise, or not at all) is a programmer error that stops here with the
  /// mismatch; ``DelegateProtocol/check(_:)`` finds it earlier as a thrown error.
  ///
  /// - Parameters:
  ///   - method: A method of this delegate's protocol.
  ///   - argument: The declared arguments.
  /// - Returns: The result, or nil when the method is not implemented.
  @inlinable @inline(__always) @discardableResult
  public final func call<each Argument, Result>(
    _ method: DelegateMethod<repeat each Argument, Result>, _ argument: repeat each Argument
  ) -> Result? {
    // Inlined into the caller, where the argument types are concrete: the common case (a typed
    // closure of these very types) then copies the arguments once, to call the closure, instead
    // of once more to pass them to an outlined function. Every other case is outlined.
    // The binding unretained: the method keeps it, and the caller holds the method.
    let bindingReference = method.requiredBindingReference(for: delegateProtocol)
    // Borrowed: when the target's receiver is this object (a proxy's trampoline), it is not
    // retained; `withExtendedLifetime(self)` keeps it until the call returns.
    guard let target = borrowedTarget(at: bindingReference._withUnsafeGuaranteedRef({ $0.index })) else {
      return nil
    }
    defer { withExtendedLifetime(self) {} }
    if Forwarding.fastPathsEnabled, let swiftBody = target.swiftBodyPointer {
      let bodyType = Unmanaged<AnyObject>.fromOpaque(swiftBody)._withUnsafeGuaranteedRef {
        ObjectIdentifier(type(of: $0))
      }
      // A typed closure of these very types: called directly, the arguments as they are. The
      // target (its receiver keeps the closure) is held for the call.
      if bodyType == method.typedBodyType {
        let result = Unmanaged<TypedBody<repeat each Argument, Result>>.fromOpaque(swiftBody)
          ._withUnsafeGuaranteedRef { $0.body(repeat each argument) }
        withExtendedLifetime(target) {}
        return result
      }
      // A proxy's observed method: delivered to typed subscribers and forwarded in Swift types,
      // unless a subscriber reads the call as a frame or the proxy intercepts forwarding.
      if bodyType == ObjectIdentifier(MethodObservers.self) {
        // Unretained, without a closure (a closure capturing the arguments would copy them): the
        // proxy, which the target's receiver is and the caller holds, keeps its observers.
        let observers = Unmanaged<MethodObservers>.fromOpaque(swiftBody)
        if observers._withUnsafeGuaranteedRef({ $0.takesTypedCalls && !$0.hasFrameSubscribers }) {
          let result = MethodObservers.typedCall(observers, method, bindingReference, repeat each argument)
          withExtendedLifetime(target) {}
          return result
        }
      }
    }
    return callThroughFrameOutlined(bindingReference, target, repeat each argument)
  }

  /// ``callThroughFrame(_:_:_:)``, outlined: ``call(_:_:)-(DelegateMethod<Argument,Result>,_)`` is
  /// inlined into its caller, and this path is the least common one.
  @inlinable @inline(never)
  final func callThroughFrameOutlined<each Argument, Result>(
    _ binding: Unmanaged<MethodBinding>, _ target: DelegateTarget, _ argument: repeat each Argument
  ) -> Result? {
    let result: Result = callThroughFrame(binding, target, repeat each argument)
    return result
  }

  /// A typed call of `target` through a C frame: the arguments laid out as C arguments on the
  /// stack, the target's trampoline body run directly or its C function called; returns the
  /// result. The caller holds the target.
  @inlinable @inline(__always)
  final func callThroughFrame<each Argument, Result>(
    _ binding: Unmanaged<MethodBinding>, _ target: DelegateTarget, _ argument: repeat each Argument
  ) -> Result {
    let codings = binding._withUnsafeGuaranteedRef { $0.codings }
    // Captured without its owner: the caller holds `target` for the call.
    let ownerless = DelegateTarget(unowning: target)
    let result = codings.withInvocation(receiver: target.receiverPointer, repeat each argument) {
      invocation in
      ownerless.run(&invocation)
      return codings.returnValue.load(
        Result.self, codings.returnSlot, from: invocation.returnBuffer, position: .returnValue, selector: nil,
        isReturn: true, ownsObject: true)
    }
    withExtendedLifetime(target) {}
    return result
  }

  /// Hands one subscriber of a typed call the call as a frame — an `[Any]` subscriber that joined
  /// during the call, a typed subscriber of other Swift types — laid out from the Swift arguments
  /// and, after the forward, the result (nil: the frame's zeroed return value, as a call from C
  /// that nobody answered leaves it).
  @inlinable @inline(never)
  final func deliverFrame<each Argument, Result>(
    _ binding: Unmanaged<MethodBinding>, to sink: CallSink, result: Result?, _ argument: repeat each Argument
  ) {
    let codings = binding._withUnsafeGuaranteedRef { $0.codings }
    codings.withInvocation(receiver: Unmanaged.passUnretained(self).toOpaque(), repeat each argument) {
      invocation in
      // Written as a C caller would find it (an object +0, a C string kept alive for the delivery);
      // a value that does not convert leaves the zeroed return value.
      var keepAlive: [AnyObject] = []
      if let result, codings.returnsValue {
        try? codings.returnValue.store(
          result, codings.returnSlot, to: invocation.returnBuffer, position: .returnValue, isReturn: false,
          keepAlive: &keepAlive)
      }
      codings.deliver(&invocation, to: sink)
      withExtendedLifetime(keepAlive) {}
    }
  }
}

/// The Swift closure of a typed closure implementation, kept with its trampoline: a typed call of
/// the same Swift types finds it and calls it directly.
@usableFromInline
final class TypedBody<each Argument, Result>: @unchecked Sendable {
  // @unchecked: immutable; the closure is Sendable.
  @usableFromInline let body: @Sendable (repeat each Argument) -> Result

  @usableFromInline
  init(_ body: @escaping @Sendable (repeat each Argument) -> Result) {
    self.body = body
  }
}

extension DelegateTarget {
  /// The typed closure behind the target's function when it is a ``TypedBody`` of type `type`
  /// (exactly), unretained: the receiver, which the target holds, keeps it.
  @inlinable @inline(__always)
  func typedBody(_ type: ObjectIdentifier) -> UnsafeRawPointer? {
    guard let body = swiftBodyPointer,
      Unmanaged<AnyObject>.fromOpaque(body)._withUnsafeGuaranteedRef({ ObjectIdentifier(Swift.type(of: $0)) })
        == type
    else { return nil }
    return body
  }
}
