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
      for: binding.method!, handler: binding.codings.handler(body), typedBody: TypedBody(body),
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
  @inlinable @discardableResult
  public final func call<each Argument, Result>(
    _ method: DelegateMethod<repeat each Argument, Result>, _ argument: repeat each Argument
  ) -> Result? {
    // The binding unretained: the method keeps it, and the caller holds the method.
    let bindingReference = method.requiredBindingReference(for: delegateProtocol)
    // Borrowed: when the target's receiver is this object (a proxy's trampoline), it is not
    // retained; `withExtendedLifetime(self)` keeps it until the call returns.
    guard let target = borrowedTarget(at: bindingReference._withUnsafeGuaranteedRef({ $0.index })) else {
      return nil
    }
    defer { withExtendedLifetime(self) {} }
    // A typed closure of these very types: called directly, the arguments as they are. The target
    // (its receiver keeps the closure) is held for the call.
    if let body = target.typedBody(method.typedBodyType) {
      let result = Unmanaged<TypedBody<repeat each Argument, Result>>.fromOpaque(body)
        ._withUnsafeGuaranteedRef { $0.body(repeat each argument) }
      withExtendedLifetime(target) {}
      return result
    }
    let binding = bindingReference.takeUnretainedValue()
    let codings = binding.codings
    var storage = CallFrameStorage()
    return withUnsafeMutableBytes(of: &storage) { stack -> Result in
      let frame = codings.prepareFrame(stack)
      defer { frame.release() }
      var keepAlive: [AnyObject] = []
      var index = codings.first
      repeat codings.storeArgument(each argument, &index, frame, &keepAlive)
      invoke(binding, target, frame)
      withExtendedLifetime(keepAlive) {}
      return codings.returnValue.load(
        Result.self, codings.returnSlot, from: frame.base, position: .returnValue, selector: nil,
        isReturn: true,
        ownsObject: true)
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
    guard Forwarding.fastPathsEnabled, let body = typedBodyPointer,
      Unmanaged<AnyObject>.fromOpaque(body)._withUnsafeGuaranteedRef({ ObjectIdentifier(Swift.type(of: $0)) })
        == type
    else { return nil }
    return body
  }
}
