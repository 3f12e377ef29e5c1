// GENERATED FILE, DO NOT EDIT.
// Regenerate with: python3 Sources/DynamicProxy/Generated/generate_arity_overloads.py
// (`--check` verifies it).

// `DelegateObject.call(_:_:…)`: the parameter-pack form, for any number of arguments, and one
// overload for each of one to four arguments, which passes its arguments as they are where the pack
// would copy them. See <doc:CallOverloads>.

import DynamicProxySupport

extension DelegateObject {
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
  /// let shouldScrollToTop = UIScrollViewDelegateMethods.shouldScrollToTop
  /// let allowed = delegate?.call(shouldScrollToTop, self) ?? true
  /// ```
  ///
  /// A method that does not match this delegate's protocol (a protocol described with encodings
  /// that declares it otherwise, or not at all) is a programmer error that stops here with the
  /// mismatch; ``DelegateProtocol/check(_:)`` finds it earlier as a thrown error.
  ///
  /// This overload takes the arguments as a parameter pack: Swift uses it for a method without
  /// arguments or with five or more. Methods of one to four arguments have overloads of their own,
  /// for speed; see <doc:CallOverloads>.
  ///
  /// - Parameters:
  ///   - method: A method of this delegate's protocol.
  ///   - argument: The declared arguments.
  /// - Returns: The result, or nil when the method is not implemented.
  @inlinable @inline(__always) @discardableResult
  public final func call<each Argument, Result>(
    _ method: DelegateMethod<repeat each Argument, Result>, _ argument: repeat each Argument
  ) -> Result? {
    let call = typedCallSlot(method)
    if let (forward, body) = forwardedTypedBody(method, call) {
      let result = body.with { $0.body(repeat each argument) }
      withExtendedLifetime(forward) {}
      return result
    }
    let binding = call.binding
    defer { withExtendedLifetime(self) {} }
    if let observers = observersTakingTypedCall(call) {
      return callObservers(observers, binding, method, repeat each argument)
    }
    guard let (target, route, body) = typedCallRoute(method, call) else { return nil }
    if let body {
      let result = body.with { $0.body(repeat each argument) }
      withExtendedLifetime(target) {}
      return result
    }
    return callTargetOutlined(target, route, binding, method, repeat each argument)
  }

  /// Delivers and forwards a typed call through a proxy's observers, in its Swift
  /// types (`MethodObservers.typedCall`); the caller holds their proxy.
  @inlinable @inline(__always)
  final func callObservers<each Argument, Result>(
    _ observers: Unretained<MethodObservers>, _ binding: Unretained<MethodBinding>,
    _ method: DelegateMethod<repeat each Argument, Result>, _ argument: repeat each Argument
  ) -> Result? {
    // `(repeat each argument)` is the arguments as the method's typed subscribers receive them.
    unsafe MethodObservers.typedCall(
      observers, method, element: (repeat each argument),
      forwardToBody: { body in body.with { $0.body(repeat each argument) } },
      forwardThroughFrame: { callThroughFrameOutlined(binding, $0, repeat each argument) },
      deliverFrame: { deliverFrame(binding, to: $0, result: $1, repeat each argument) })
  }

  /// A typed call to `target`, outlined (the least common routes): through another
  /// proxy's observers (`route` `.observed`) or a C frame. Holds `target` for the call.
  @inlinable @inline(never)
  final func callTargetOutlined<each Argument, Result>(
    _ target: DelegateTarget, _ route: TypedCallRoute, _ binding: Unretained<MethodBinding>,
    _ method: DelegateMethod<repeat each Argument, Result>, _ argument: repeat each Argument
  ) -> Result? {
    defer { withExtendedLifetime(target) {} }
    guard case .observed(let observers) = route else {
      // Of the method's result type (as a `Result?`, it would be read as another type).
      let result: Result = callThroughFrame(binding, target, repeat each argument)
      return result
    }
    return callObservers(observers, binding, method, repeat each argument)
  }

  /// Calls a typed method of one argument on this delegate.
  ///
  /// The same call as ``call(_:_:)-(_,Argument)``: this overload exists for speed. Swift 6.3 copies
  /// each argument it passes as a parameter pack (three retains and releases of an object
  /// argument, the parent itself in most delegate calls); the arities of up to four arguments call
  /// a typed closure with their arguments as they are. See <doc:CallOverloads>.
  ///
  /// - Parameters:
  ///   - method: A method of this delegate's protocol.
  ///   - a: The declared argument.
  /// - Returns: The result, or nil when the method is not implemented.
  @inlinable @inline(__always) @discardableResult
  public final func call<A, Result>(
    _ method: DelegateMethod<A, Result>, _ a: A
  ) -> Result? {
    let call = typedCallSlot(method)
    if let (forward, body) = forwardedTypedBody(method, call) {
      let result = body.with { ($0.body as @Sendable (A) -> Result)(a) }
      withExtendedLifetime(forward) {}
      return result
    }
    let binding = call.binding
    defer { withExtendedLifetime(self) {} }
    if let observers = observersTakingTypedCall(call) {
      return callObservers(observers, binding, method, a)
    }
    guard let (target, route, body) = typedCallRoute(method, call) else { return nil }
    if let body {
      let result = body.with { ($0.body as @Sendable (A) -> Result)(a) }
      withExtendedLifetime(target) {}
      return result
    }
    return callTargetOutlined(target, route, binding, method, a)
  }

  /// Delivers and forwards a typed call of one argument through a proxy's observers, in its Swift
  /// types (`MethodObservers.typedCall`); the caller holds their proxy.
  @inlinable @inline(__always)
  final func callObservers<A, Result>(
    _ observers: Unretained<MethodObservers>, _ binding: Unretained<MethodBinding>,
    _ method: DelegateMethod<A, Result>, _ a: A
  ) -> Result? {
    // `a` is the arguments as the method's typed subscribers receive them.
    unsafe MethodObservers.typedCall(
      observers, method, element: a,
      forwardToBody: { body in body.with { ($0.body as @Sendable (A) -> Result)(a) } },
      forwardThroughFrame: { callThroughFrameOutlined(binding, $0, a) },
      deliverFrame: { deliverFrame(binding, to: $0, result: $1, a) })
  }

  /// A typed call of one argument to `target`, outlined (the least common routes): through another
  /// proxy's observers (`route` `.observed`) or a C frame. Holds `target` for the call.
  @inlinable @inline(never)
  final func callTargetOutlined<A, Result>(
    _ target: DelegateTarget, _ route: TypedCallRoute, _ binding: Unretained<MethodBinding>,
    _ method: DelegateMethod<A, Result>, _ a: A
  ) -> Result? {
    defer { withExtendedLifetime(target) {} }
    guard case .observed(let observers) = route else {
      // Of the method's result type (as a `Result?`, it would be read as another type).
      #if compiler(>=6.3)
        let result: Result = callThroughFrame(binding, target, a)
      #else
        // Swift 6.2.3 crashes in IRGen (bindGenericRequirement) on callThroughFrame inlined here,
        // in an optimized build: the outlined one (a call more, on the least common route).
        let result: Result = callThroughFrameOutlined(binding, target, a)
      #endif
      return result
    }
    return callObservers(observers, binding, method, a)
  }

  /// Calls a typed method of two arguments on this delegate.
  ///
  /// The same call as ``call(_:_:)-(_,Argument)``, with an overload of its own for speed; see
  /// <doc:CallOverloads>.
  ///
  /// - Parameters:
  ///   - method: A method of this delegate's protocol.
  ///   - a: The first declared argument.
  ///   - b: The second.
  /// - Returns: The result, or nil when the method is not implemented.
  @inlinable @inline(__always) @discardableResult
  public final func call<A, B, Result>(
    _ method: DelegateMethod<A, B, Result>, _ a: A, _ b: B
  ) -> Result? {
    let call = typedCallSlot(method)
    if let (forward, body) = forwardedTypedBody(method, call) {
      let result = body.with { ($0.body as @Sendable (A, B) -> Result)(a, b) }
      withExtendedLifetime(forward) {}
      return result
    }
    let binding = call.binding
    defer { withExtendedLifetime(self) {} }
    if let observers = observersTakingTypedCall(call) {
      return callObservers(observers, binding, method, a, b)
    }
    guard let (target, route, body) = typedCallRoute(method, call) else { return nil }
    if let body {
      let result = body.with { ($0.body as @Sendable (A, B) -> Result)(a, b) }
      withExtendedLifetime(target) {}
      return result
    }
    return callTargetOutlined(target, route, binding, method, a, b)
  }

  /// Delivers and forwards a typed call of two arguments through a proxy's observers, in its Swift
  /// types (`MethodObservers.typedCall`); the caller holds their proxy.
  @inlinable @inline(__always)
  final func callObservers<A, B, Result>(
    _ observers: Unretained<MethodObservers>, _ binding: Unretained<MethodBinding>,
    _ method: DelegateMethod<A, B, Result>, _ a: A, _ b: B
  ) -> Result? {
    // `(a, b)` is the arguments as the method's typed subscribers receive them.
    unsafe MethodObservers.typedCall(
      observers, method, element: (a, b),
      forwardToBody: { body in body.with { ($0.body as @Sendable (A, B) -> Result)(a, b) } },
      forwardThroughFrame: { callThroughFrameOutlined(binding, $0, a, b) },
      deliverFrame: { deliverFrame(binding, to: $0, result: $1, a, b) })
  }

  /// A typed call of two arguments to `target`, outlined (the least common routes): through another
  /// proxy's observers (`route` `.observed`) or a C frame. Holds `target` for the call.
  @inlinable @inline(never)
  final func callTargetOutlined<A, B, Result>(
    _ target: DelegateTarget, _ route: TypedCallRoute, _ binding: Unretained<MethodBinding>,
    _ method: DelegateMethod<A, B, Result>, _ a: A, _ b: B
  ) -> Result? {
    defer { withExtendedLifetime(target) {} }
    guard case .observed(let observers) = route else {
      // Of the method's result type (as a `Result?`, it would be read as another type).
      #if compiler(>=6.3)
        let result: Result = callThroughFrame(binding, target, a, b)
      #else
        // Swift 6.2.3 crashes in IRGen (bindGenericRequirement) on callThroughFrame inlined here,
        // in an optimized build: the outlined one (a call more, on the least common route).
        let result: Result = callThroughFrameOutlined(binding, target, a, b)
      #endif
      return result
    }
    return callObservers(observers, binding, method, a, b)
  }

  /// Calls a typed method of three arguments on this delegate.
  ///
  /// The same call as ``call(_:_:)-(_,Argument)``, with an overload of its own for speed; see
  /// <doc:CallOverloads>.
  ///
  /// - Parameters:
  ///   - method: A method of this delegate's protocol.
  ///   - a: The first declared argument.
  ///   - b: The second.
  ///   - c: The third.
  /// - Returns: The result, or nil when the method is not implemented.
  @inlinable @inline(__always) @discardableResult
  public final func call<A, B, C, Result>(
    _ method: DelegateMethod<A, B, C, Result>, _ a: A, _ b: B, _ c: C
  ) -> Result? {
    let call = typedCallSlot(method)
    if let (forward, body) = forwardedTypedBody(method, call) {
      let result = body.with { ($0.body as @Sendable (A, B, C) -> Result)(a, b, c) }
      withExtendedLifetime(forward) {}
      return result
    }
    let binding = call.binding
    defer { withExtendedLifetime(self) {} }
    if let observers = observersTakingTypedCall(call) {
      return callObservers(observers, binding, method, a, b, c)
    }
    guard let (target, route, body) = typedCallRoute(method, call) else { return nil }
    if let body {
      let result = body.with { ($0.body as @Sendable (A, B, C) -> Result)(a, b, c) }
      withExtendedLifetime(target) {}
      return result
    }
    return callTargetOutlined(target, route, binding, method, a, b, c)
  }

  /// Delivers and forwards a typed call of three arguments through a proxy's observers, in its Swift
  /// types (`MethodObservers.typedCall`); the caller holds their proxy.
  @inlinable @inline(__always)
  final func callObservers<A, B, C, Result>(
    _ observers: Unretained<MethodObservers>, _ binding: Unretained<MethodBinding>,
    _ method: DelegateMethod<A, B, C, Result>, _ a: A, _ b: B, _ c: C
  ) -> Result? {
    // `(a, b, c)` is the arguments as the method's typed subscribers receive them.
    unsafe MethodObservers.typedCall(
      observers, method, element: (a, b, c),
      forwardToBody: { body in body.with { ($0.body as @Sendable (A, B, C) -> Result)(a, b, c) } },
      forwardThroughFrame: { callThroughFrameOutlined(binding, $0, a, b, c) },
      deliverFrame: { deliverFrame(binding, to: $0, result: $1, a, b, c) })
  }

  /// A typed call of three arguments to `target`, outlined (the least common routes): through another
  /// proxy's observers (`route` `.observed`) or a C frame. Holds `target` for the call.
  @inlinable @inline(never)
  final func callTargetOutlined<A, B, C, Result>(
    _ target: DelegateTarget, _ route: TypedCallRoute, _ binding: Unretained<MethodBinding>,
    _ method: DelegateMethod<A, B, C, Result>, _ a: A, _ b: B, _ c: C
  ) -> Result? {
    defer { withExtendedLifetime(target) {} }
    guard case .observed(let observers) = route else {
      // Of the method's result type (as a `Result?`, it would be read as another type).
      #if compiler(>=6.3)
        let result: Result = callThroughFrame(binding, target, a, b, c)
      #else
        // Swift 6.2.3 crashes in IRGen (bindGenericRequirement) on callThroughFrame inlined here,
        // in an optimized build: the outlined one (a call more, on the least common route).
        let result: Result = callThroughFrameOutlined(binding, target, a, b, c)
      #endif
      return result
    }
    return callObservers(observers, binding, method, a, b, c)
  }

  /// Calls a typed method of four arguments on this delegate.
  ///
  /// The same call as ``call(_:_:)-(_,Argument)``, with an overload of its own for speed; see
  /// <doc:CallOverloads>.
  ///
  /// - Parameters:
  ///   - method: A method of this delegate's protocol.
  ///   - a: The first declared argument.
  ///   - b: The second.
  ///   - c: The third.
  ///   - d: The fourth.
  /// - Returns: The result, or nil when the method is not implemented.
  @inlinable @inline(__always) @discardableResult
  public final func call<A, B, C, D, Result>(
    _ method: DelegateMethod<A, B, C, D, Result>, _ a: A, _ b: B, _ c: C, _ d: D
  ) -> Result? {
    let call = typedCallSlot(method)
    if let (forward, body) = forwardedTypedBody(method, call) {
      let result = body.with { ($0.body as @Sendable (A, B, C, D) -> Result)(a, b, c, d) }
      withExtendedLifetime(forward) {}
      return result
    }
    let binding = call.binding
    defer { withExtendedLifetime(self) {} }
    if let observers = observersTakingTypedCall(call) {
      return callObservers(observers, binding, method, a, b, c, d)
    }
    guard let (target, route, body) = typedCallRoute(method, call) else { return nil }
    if let body {
      let result = body.with { ($0.body as @Sendable (A, B, C, D) -> Result)(a, b, c, d) }
      withExtendedLifetime(target) {}
      return result
    }
    return callTargetOutlined(target, route, binding, method, a, b, c, d)
  }

  /// Delivers and forwards a typed call of four arguments through a proxy's observers, in its Swift
  /// types (`MethodObservers.typedCall`); the caller holds their proxy.
  @inlinable @inline(__always)
  final func callObservers<A, B, C, D, Result>(
    _ observers: Unretained<MethodObservers>, _ binding: Unretained<MethodBinding>,
    _ method: DelegateMethod<A, B, C, D, Result>, _ a: A, _ b: B, _ c: C, _ d: D
  ) -> Result? {
    // `(a, b, c, d)` is the arguments as the method's typed subscribers receive them.
    unsafe MethodObservers.typedCall(
      observers, method, element: (a, b, c, d),
      forwardToBody: { body in body.with { ($0.body as @Sendable (A, B, C, D) -> Result)(a, b, c, d) } },
      forwardThroughFrame: { callThroughFrameOutlined(binding, $0, a, b, c, d) },
      deliverFrame: { deliverFrame(binding, to: $0, result: $1, a, b, c, d) })
  }

  /// A typed call of four arguments to `target`, outlined (the least common routes): through another
  /// proxy's observers (`route` `.observed`) or a C frame. Holds `target` for the call.
  @inlinable @inline(never)
  final func callTargetOutlined<A, B, C, D, Result>(
    _ target: DelegateTarget, _ route: TypedCallRoute, _ binding: Unretained<MethodBinding>,
    _ method: DelegateMethod<A, B, C, D, Result>, _ a: A, _ b: B, _ c: C, _ d: D
  ) -> Result? {
    defer { withExtendedLifetime(target) {} }
    guard case .observed(let observers) = route else {
      // Of the method's result type (as a `Result?`, it would be read as another type).
      #if compiler(>=6.3)
        let result: Result = callThroughFrame(binding, target, a, b, c, d)
      #else
        // Swift 6.2.3 crashes in IRGen (bindGenericRequirement) on callThroughFrame inlined here,
        // in an optimized build: the outlined one (a call more, on the least common route).
        let result: Result = callThroughFrameOutlined(binding, target, a, b, c, d)
      #endif
      return result
    }
    return callObservers(observers, binding, method, a, b, c, d)
  }
}
