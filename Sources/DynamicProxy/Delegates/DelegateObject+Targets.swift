import DynamicProxyRuntime
import Synchronization

// How a caller holding a delegate object reaches the target of one of its methods without a retain
// of the object itself: `withTarget`, and the slot reads it inlines.

extension DelegateObject {
  /// Calls `body` with the target of `selector`, as ``target(for:)-(Selector)`` resolves it, but
  /// without a retain and a release of this object when it is the receiver: the caller holds this
  /// object for the call (a parent's strong reference, loaded from its weak `delegate`), so the
  /// target borrows it. Delegates are weakly referenced, and each retain or release of one goes
  /// through the runtime's side table: this is the parent's fastest way to call its delegate.
  ///
  /// ```swift
  /// guard let delegate else { return }
  /// delegate.withTarget(for: didFire) { target in
  ///   let function = unsafe target.unsafeFunction(as: DidFire.self)
  ///   function(target.receiverPointer, didFire.cPointer, sender)
  /// }
  /// ```
  ///
  /// Another receiver (a proxy's forward delegate) is retained for the call as usual. The target
  /// is valid only inside `body`: do not keep it. An override of `target(for:)` is not consulted.
  ///
  /// - Parameters:
  ///   - selector: The method's selector.
  ///   - body: Called with the target when someone implements the method.
  /// - Returns: `body`'s result, or nil when nobody implements the method.
  /// - Throws: What `body` throws.
  @inlinable @inline(__always)
  public final func withTarget<Result>(
    for selector: Selector, _ body: (DelegateTarget) throws -> Result
  ) rethrows -> Result? {
    if let index = delegateProtocol.methodIndex(for: selector) { return try withTarget(at: index, body) }
    // Borrowed: this object, when it is the receiver, is the caller's, held until `body` returns.
    guard let target = unsafe borrowedTarget(for: selector) else { return nil }
    // The receiver, when it is this object, is the caller's: kept until the call returns.
    defer { withExtendedLifetime(self) {} }
    return try body(target)
  }

  /// ``withTarget(for:_:)-(Selector,_)`` of a protocol method resolved ahead of time (no
  /// dictionary lookup).
  ///
  /// - Parameters:
  ///   - method: A method of ``delegateProtocol``.
  ///   - body: Called with the target when someone implements the method.
  /// - Returns: `body`'s result, or nil when nobody implements the method.
  /// - Throws: What `body` throws.
  @inlinable @inline(__always)
  public final func withTarget<Result>(
    for method: DelegateProtocol.Method, _ body: (DelegateTarget) throws -> Result
  ) rethrows -> Result? {
    try withTarget(at: index(of: method), body)
  }

  /// ``withTarget(for:_:)-(Selector,_)`` by slot index.
  @inlinable @inline(__always)
  final func withTarget<Result>(
    at index: Int, _ body: (DelegateTarget) throws -> Result
  ) rethrows -> Result? {
    // Resolved here, as `borrowedTarget(at:)` would, without its dynamic dispatch: a proxy's
    // unobserved method goes to the forward delegate's target as the slot resolved it (asked in
    // full when it has none); any other slot's function is called on this object — a plain
    // delegate object's slots have no state, and a proxy's empty slot has no function.
    // (The first target is handed to `body` on its own: merged with the others into one variable,
    // it would be copied, a retain and a release of the forward delegate.)
    // In range: both callers pass a method index of this object's protocol (from its selector
    // table, or checked by `index(of:)`); the slot is in this object's table, which the caller
    // holds (it holds this object for the call).
    let slot = unsafe slots.uncheckedPointer(at: index)
    let forwardOnly = unsafe slot.pointee.route.state == SlotState.forwardOnly.rawValue
    // A `forwardOnly` state is only ever stored in a proxy's slot: this object is a proxy.
    if forwardOnly, let target = unsafe resolvedForwardTarget(at: index) { return try body(target) }
    // The slot's function on this object, which the caller holds for the call (borrowed).
    guard let target = unsafe forwardOnly ? borrowedTarget(at: index) : slotTarget(slot, borrowed: true)
    else {
      return nil
    }
    // The receiver, when it is this object, is the caller's: kept until the call returns.
    defer { withExtendedLifetime(self) {} }
    return try body(target)
  }

  /// The target of `slot`'s function called on this object, which it retains or not (borrowed: see
  /// ``borrowedTarget(at:)``); nil when the slot has none. `@unsafe`: the caller proves that `slot`
  /// is a slot of this object's table and, for a borrowed target, that it holds this object while
  /// it uses the target.
  @unsafe @inlinable @inline(__always)
  final func slotTarget(_ slot: UnsafePointer<MethodSlot>, borrowed: Bool) -> DelegateTarget? {
    // The caller's proof (above); the slot's function is an implementation of the slot's method.
    guard let function = unsafe UnsafeRawPointer(bitPattern: slot.pointee.function.load(ordering: .acquiring))
    else { return nil }
    return unsafe DelegateTarget(receiver: self, function: function, slot: slot, borrowed: borrowed)
  }
}
