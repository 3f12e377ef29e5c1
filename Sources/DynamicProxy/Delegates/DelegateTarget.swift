import DynamicProxyRuntime
import DynamicProxySupport
import Synchronization

/// RxCocoa's form of a call: a method called with its arguments as `Any` values, its result boxed.
/// The call goes where a C caller's goes: to the method's target (a proxy's trampoline when the
/// method is observed, where the call is captured and forwarded), through
/// ``DelegateTarget/call(_:)``.
extension DelegateObject {
  /// Calls a method with Swift values and returns its result, boxed (RxCocoa's form).
  ///
  /// - Parameters:
  ///   - selector: The method's selector.
  ///   - arguments: The declared arguments (no receiver, no selector), converted as
  ///     `Invocation.setArgument(_:at:)` does.
  /// - Returns: The boxed return value (`()` for `void`), or nil when nobody implements the method.
  /// - Throws: ``DelegateError`` for a selector outside the protocol that nobody implements, a
  ///   wrong argument count, or an argument that does not convert.
  @inlinable @discardableResult
  public final func send(_ selector: Selector, _ arguments: Any...) throws(DelegateError) -> Any? {
    // Inlined, so that the variadic array, which never escapes, can live on the caller's stack.
    try arguments.withUnsafeBufferPointer { arguments throws(DelegateError) -> Any? in
      guard let target = target(for: selector) else { return try unansweredSend(selector) }
      return try target.call(boxed: arguments)
    }
  }

  /// The result of ``send(_:_:)`` when nobody implements the method: nil for a method of the
  /// protocol; a selector outside it throws.
  @usableFromInline
  final func unansweredSend(_ selector: Selector) throws(DelegateError) -> Any? {
    guard delegateProtocol.method(for: selector) != nil else {
      throw .unknownSelector(selector, protocol: delegateProtocol.name)
    }
    return nil
  }
}

/// What a caller resolved for one call: a receiver kept alive for the call, the C function to call,
/// and the method, the counterpart of a `(receiver, IMP)` pair.
///
/// Call it with ``call(_:)`` (boxed arguments, through the register-frame call or `ffi_call`), or
/// cast ``function`` to the
/// method's `@convention(c)` type and call it directly with ``receiverPointer`` and the selector's
/// `Selector.cPointer`, inside `withExtendedLifetime(target)`.
public struct DelegateTarget: @unchecked Sendable {  // a delegate and code
  // the receiver is a delegate object (Sendable); the function pointer is immutable code.

  /// The receiver the call must go to (the forward delegate when a proxy forwards).
  public var receiver: AnyObject { Unretained<AnyObject>(opaque: receiverPointer).object }
  /// The receiver as the unretained pointer a *method* call passes first, kept alive by `owner`
  /// (or, for a borrowed target, by the caller). A pointer rather than an `unowned(unsafe)`
  /// reference: reading one as a reference retains and releases the receiver, which — weakly
  /// referenced, as delegates are — takes the runtime's slow path both times.
  public let receiverPointer: UnsafeMutableRawPointer
  /// The C function to call.
  public let function: UnsafeRawPointer

  /// ``function`` as the method's `@convention(c)` type, to call it directly: the same pointer,
  /// its bits read as a `Function`. Nothing can check the type: one that is not a C function of
  /// the method's signature is a programmer error.
  ///
  /// - Parameter type: The method's `@convention(c)` function type.
  /// - Returns: The function.
  @inlinable @inline(__always)
  public func function<Function>(as type: Function.Type) -> Function {
    reinterpret(function, as: type)
  }
  /// The method's slot: kept alive by the receiver (whose table it is), or by `owner`.
  @usableFromInline let slotPointer: UnsafePointer<MethodSlot>
  /// What keeps the receiver alive for the call: the receiver itself; for a target created with the
  /// public initializer, the one-slot table made for it (its slot keeps the receiver); nil for a borrowed target,
  /// whose receiver the caller holds.
  private let owner: AnyObject?

  /// The method's slot, borrowed.
  @usableFromInline
  var slot: MethodSlot {
    @inlinable @inline(__always) unsafeAddress { slotPointer }
  }

  /// The method being called.
  public var method: DelegateProtocol.Method { slot.method }

  /// Creates a target.
  ///
  /// - Parameters:
  ///   - receiver: The receiver.
  ///   - function: The C function.
  ///   - method: The method.
  public init(receiver: AnyObject, function: UnsafeRawPointer, method: DelegateProtocol.Method) {
    let table = SlotTable.make([method], keeping: receiver)
    self.receiverPointer = Unretained.address(of: receiver)
    self.function = function
    self.slotPointer = table.pointer(at: 0)
    self.owner = table
  }

  /// `target` without its owner: valid while `target` is held. A closure that captures it retains
  /// nothing (a capture of `target` itself would retain its receiver, through its side table).
  @usableFromInline
  init(unowning target: borrowing DelegateTarget) {
    self.receiverPointer = target.receiverPointer
    self.function = target.function
    self.slotPointer = target.slotPointer
    self.owner = nil
  }

  /// A target whose method's slot the receiver owns (a delegate object's table): no copy of the
  /// method, no allocation.
  ///
  /// A *borrowed* target does not retain its receiver: for a call made through a method of the
  /// receiver itself (``DelegateObject/call(_:_:)-(_,Argument)``), whose caller holds the
  /// receiver for the call. The receiver is usually weakly referenced (a parent's delegate), so a
  /// retain and a release of it go through its side table; a borrowed target pays neither.
  @usableFromInline @inline(__always)
  init(
    receiver: AnyObject, function: UnsafeRawPointer, slot: UnsafePointer<MethodSlot>, borrowed: Bool = false
  ) {
    self.receiverPointer = Unretained.address(of: receiver)
    self.function = function
    self.slotPointer = slot
    self.owner = borrowed ? nil : receiver
  }

  /// Calls the method with boxed arguments and returns the boxed result: the C function through
  /// its C signature (`ffi_call`, or a register-frame call), a trampoline's body directly.
  ///
  /// - Parameter arguments: The declared arguments (no receiver, no selector).
  /// - Returns: The boxed return value; `()` for `void`.
  /// - Throws: ``DelegateError`` for a wrong argument count or an argument that does not convert.
  public func call(_ arguments: [Any]) throws(DelegateError) -> Any {
    try arguments.withUnsafeBufferPointer { arguments throws(DelegateError) in try call(boxed: arguments) }
  }

  /// ``call(_:)`` with the arguments in a buffer.
  @usableFromInline
  func call(boxed arguments: UnsafeBufferPointer<Any>) throws(DelegateError) -> Any {
    let returnsVoid = slotPointer.pointee.withSignatureStorage { $0.returnSlot.kind == .void }
    var value: Any = ()
    try withInvocation(arguments) { target, invocation in
      target.run(&invocation)
      if !returnsVoid { value = invocation.returnValue }
    }
    return value
  }

  /// Calls the method and returns its result as `R`.
  ///
  /// - Parameters:
  ///   - arguments: The declared arguments.
  ///   - type: The result type.
  /// - Returns: The result.
  /// - Throws: ``DelegateError`` for wrong arguments or a result that does not convert.
  public func call<R>(_ arguments: [Any], returning type: R.Type) throws(DelegateError) -> R {
    try arguments.withUnsafeBufferPointer { arguments throws(DelegateError) in
      var value: R?
      try withInvocation(arguments) { target, invocation throws(DelegateError) in
        target.run(&invocation)
        do throws(InvocationError) {
          value = try invocation.returnValue(as: R.self)
        } catch {
          throw .invocation(target.method.selector, error)
        }
      }
      // Set whenever no error was thrown (`R` itself may be an optional).
      return value.unsafelyUnwrapped
    }
  }

  /// Checks boxed arguments against a typed closure implementation's parameter types (the slow
  /// path only: a C caller's objects can not be checked).
  private func checkArguments(_ arguments: UnsafeBufferPointer<Any>) throws(DelegateError) {
    // The check of the typed closure behind the function, if it is one (found through the slot,
    // without a lock or a cast of the receiver).
    guard let trampoline = slot.trampoline(calling: function), let check = trampoline.argumentCheck,
      let (index, actual) = check(arguments)
    else { return }
    let position = method.firstArgumentIndex + index
    throw .invocation(
      method.selector,
      .typeMismatch(
        .argument(position), expected: method.signature.argumentType(at: position), actual: actual))
  }

  /// Checks `arguments` (their count, and their types against a typed closure's), then runs `body`
  /// with this target, without its owner (a closure that captured the target itself would retain
  /// its receiver, weakly referenced and so through its side table), and the call laid out as an
  /// invocation in a temporary frame (on the stack for the usual sizes): no allocation. The
  /// target keeps the receiver, and `arguments` the objects they hold, for the whole call: an
  /// object argument is written unretained, without the invocation keeping it.
  private func withInvocation(
    _ arguments: UnsafeBufferPointer<Any>,
    _ body: (borrowing DelegateTarget, inout Invocation) throws(DelegateError) -> Void
  ) throws(DelegateError) {
    try checkArguments(arguments)
    // Read once, in place (the slot's method is not copied), outside the frame's closure: it
    // captures no copy of the target.
    let selector = slotPointer.pointee.method.selector
    let first = slotPointer.pointee.method.firstArgumentIndex
    let receiver = receiverPointer
    // The failure, if any, is kept here: the frame's closure does not throw.
    var failure: DelegateError?
    let target = DelegateTarget(unowning: self)
    let expected = slotPointer.pointee.withSignatureStorage { $0.argumentSlots.count } - first
    guard arguments.count == expected else {
      throw .argumentCountMismatch(selector, expected: expected, actual: arguments.count)
    }
    // The signature's storage borrowed from the slot: a retain would write what every delegate of
    // the protocol shares.
    slotPointer.pointee.withSignatureStorage { storage in
      do throws(InvocationError) {
        try Invocation.withFrame(
          signature: storage, selector: selector, receiver: receiver, arguments: arguments, from: first
        ) { invocation in
          do throws(DelegateError) {
            try body(target, &invocation)
          } catch {
            failure = error
          }
        }
      } catch {
        failure = .invocation(selector, error)
      }
    }
    if let failure { throw failure }
  }
}

extension DelegateTarget {
  /// Runs the call `invocation` holds on this target: a trampoline's body directly (the call a C
  /// caller would make through its code, without libffi's closure entry), a C function through its
  /// C signature; the return value is left in the invocation. The caller holds the target.
  @usableFromInline
  func run(_ invocation: inout Invocation) {
    if Forwarding.fastPathsEnabled, let trampoline = slot.trampolinePointer(calling: function) {
      Unretained<Trampoline>(opaque: trampoline).with {
        invocation.invokeTrampoline($0)
      }
    } else {
      invocation.forwardCall(to: function)
    }
  }

  /// The Swift body (``Trampoline/swiftBody``) behind the target's function, if it is a trampoline
  /// with one, unretained: the receiver keeps it.
  @inlinable
  var swiftBodyPointer: UnsafeRawPointer? {
    @inline(__always) get { slot.swiftBodyPointer(calling: function) }
  }
}
