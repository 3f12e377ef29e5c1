import DynamicProxySupport
import Synchronization

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

  /// What a typed call reads first: `method`'s binding to this object's protocol (unretained: the
  /// method keeps it, and the caller holds the method), the method's slot and the slot's state.
  @inlinable @inline(__always)
  final func typedCallSlot<each Argument, Result>(
    _ method: DelegateMethod<repeat each Argument, Result>
  ) -> TypedCallSlot {
    let binding = method.requiredBindingReference(for: delegateProtocol)
    // In range: the index of a binding that matches this object's protocol, whose methods this
    // object's table has, one slot each. The table lives as long as this object, which the caller
    // holds for the call.
    let index = binding.with({ $0.index })
    let slot = unsafe slots.uncheckedPointer(at: index)
    return TypedCallSlot(
      binding: binding, index: index, slot: slot, state: unsafe slot.pointee.route.state)
  }

  /// Resolves how a typed call of `method` (bound to this object's protocol as `binding`) goes
  /// when it does not reach this proxy's own observers, before its arguments are touched: the
  /// target (borrowed: when its receiver is this object, it is not retained — the caller keeps
  /// this object until the call returns), the route, and for ``TypedCallRoute/body`` the typed
  /// closure; nil when nobody implements the method.
  @inlinable @inline(__always)
  final func typedCallRoute<each Argument, Result>(
    _ method: DelegateMethod<repeat each Argument, Result>, _ call: TypedCallSlot
  ) -> (
    target: DelegateTarget, route: TypedCallRoute, body: Unretained<TypedBody<repeat each Argument, Result>>?
  )? {
    // Borrowed: the caller holds this object until the call returns.
    guard let target = unsafe borrowedTarget(at: call.binding.with({ $0.index })) else {
      return nil
    }
    if Forwarding.fastPathsEnabled, let swiftBody = target.swiftBody {
      // A typed closure of these very types: called directly, the arguments as they are. The
      // target (its receiver keeps the closure) is held for the call.
      if let body = method.typedBody(swiftBody) {
        return (target, .body, body)
      }
      // A proxy's observed method (another proxy's, or this one's while its slot is updating).
      // Unretained: the proxy, which the target's receiver is and the caller holds, keeps its
      // observers.
      if let observers = method.observers(swiftBody), observers.with({ $0.acceptsTypedCall }) {
        return (target, .observed(observers), nil)
      }
    }
    return (target, .frame, nil)
  }

  /// The class of the Swift body `swiftBody` (a ``TypedBody`` or ``MethodObservers``): what a
  /// typed call compares with the types it can call directly.
  @inlinable @inline(__always)
  static func swiftBodyClass(_ swiftBody: Unretained<AnyObject>) -> ObjectIdentifier {
    swiftBody.with { ObjectIdentifier(type(of: $0)) }
  }

  /// ``callThroughFrame(_:_:_:)``, outlined: ``call(_:_:)-(_,Argument)`` is
  /// inlined into its caller, and this path is the least common one.
  @inlinable @inline(never)
  final func callThroughFrameOutlined<each Argument, Result>(
    _ binding: Unretained<MethodBinding>, _ target: DelegateTarget, _ argument: repeat each Argument
  ) -> Result {
    callThroughFrame(binding, target, repeat each argument)
  }

  /// A typed call of `target` through a C frame: the arguments laid out as C arguments on the
  /// stack, the target's trampoline body run directly or its C function called; returns the
  /// result. The caller holds the target.
  @inlinable @inline(__always)
  final func callThroughFrame<each Argument, Result>(
    _ binding: Unretained<MethodBinding>, _ target: DelegateTarget, _ argument: repeat each Argument
  ) -> Result {
    Self.preconditionFrameMatches(binding, target)
    let codings = binding.with { $0.codings }
    // Captured without its owner: the caller holds `target` for the call.
    let ownerless = unsafe DelegateTarget(unowning: target)
    let result = codings.withInvocation(receiver: target.receiverPointer, repeat each argument) {
      invocation in
      // Laid out by the binding's codings, for the signature of the target's method (checked
      // above); the return value read from its buffer by the return coding of that signature.
      unsafe ownerless.run(&invocation)
      return unsafe codings.returnValue.load(
        Result.self, codings.returnSlot, from: invocation.returnBuffer, position: .returnValue, selector: nil,
        isReturn: true, ownsObject: true)
    }
    withExtendedLifetime(target) {}
    return result
  }

  /// Stops a typed call whose target's method has another signature than the one the arguments
  /// are laid out for: a proxy's forward delegate of another protocol that declares the selector
  /// otherwise (its own target is what an unobserved proxy hands out), or an overridden
  /// `target(for:)`. Run, the call would read its arguments and result as other types.
  @usableFromInline
  static func preconditionFrameMatches(_ binding: Unretained<MethodBinding>, _ target: DelegateTarget) {
    binding.with { binding in
      guard let method = binding.method, method.signature != target.slot.method.signature else { return }
      preconditionFailure(
        "\(method.selector): the target's signature \(target.slot.method.signature) differs "
          + "from \(method.signature) in \(binding.delegateProtocol.name); give the forward delegate's "
          + "method the protocol's signature")
    }
  }

  /// Hands one subscriber of a typed call the call as a frame — an `[Any]` subscriber that joined
  /// during the call, a typed subscriber of other Swift types — laid out from the Swift arguments
  /// and, after the forward, the result (nil: the frame's zeroed return value, as a call from C
  /// that nobody answered leaves it).
  @inlinable @inline(never)
  final func deliverFrame<each Argument, Result>(
    _ binding: Unretained<MethodBinding>, to sink: CallSink, result: Result?, boxedArguments: [Any]? = nil,
    _ argument: repeat each Argument
  ) {
    let codings = binding.with { $0.codings }
    codings.withInvocation(receiver: Unretained.address(of: self), repeat each argument) {
      invocation in
      // Written as a C caller would find it (an object +0, a C string kept alive for the delivery);
      // a value that does not convert leaves the zeroed return value.
      var keepAlive: [AnyObject] = []
      if let result, codings.returnsValue {
        // The frame's return buffer, laid out by these codings for their signature's return slot.
        try? unsafe codings.returnValue.store(
          result, codings.returnSlot, to: invocation.returnBuffer, position: .returnValue, isReturn: false,
          keepAlive: &keepAlive)
      }
      codings.deliver(&invocation, to: sink, boxedArguments: boxedArguments)
      withExtendedLifetime(keepAlive) {}
    }
  }
}

/// What a typed call reads first (``DelegateObject/typedCallSlot(_:)``): the method's binding, its
/// index (read once), its slot, and the slot's state. `@safe`: the slot's address is safe to hold;
/// reading it is its user's to prove (the slot's rule: the caller holds the object whose table it
/// is, for the call).
@safe @usableFromInline
struct TypedCallSlot {
  @usableFromInline let binding: Unretained<MethodBinding>
  @usableFromInline let index: Int
  @safe @usableFromInline let slot: UnsafePointer<MethodSlot>
  @usableFromInline let state: UInt8

  /// `@safe`: the slot's address is only kept.
  @safe @inlinable @inline(__always)
  init(binding: Unretained<MethodBinding>, index: Int, slot: UnsafePointer<MethodSlot>, state: UInt8) {
    self.binding = binding
    self.index = index
    // An address, kept; read by the caller under the slot's rule.
    unsafe self.slot = slot
    self.state = state
  }
}

/// How a typed call goes (``DelegateObject/typedCallRoute(_:_:)``).
@usableFromInline
enum TypedCallRoute {
  /// To a typed closure of the call's very types: its ``TypedBody``, unretained (the target's
  /// receiver keeps it), returned beside the route.
  case body
  /// To a proxy's observers, delivered and forwarded in Swift types, unretained (their proxy keeps
  /// them).
  case observed(Unretained<MethodObservers>)
  /// Through a C frame: the arguments laid out as C arguments, the target called.
  case frame
}

/// The Swift closure of a typed closure implementation, kept with its trampoline: a typed call of
/// the same Swift types finds it and calls it directly.
@usableFromInline
final class TypedBody<each Argument, Result>: @unchecked Sendable {  // immutable; the closure is Sendable.
  @usableFromInline let body: @Sendable (repeat each Argument) -> Result

  @usableFromInline
  init(_ body: @escaping @Sendable (repeat each Argument) -> Result) {
    self.body = body
  }
}
