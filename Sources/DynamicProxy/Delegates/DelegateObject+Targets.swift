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
    guard let target = borrowedTarget(for: selector) else { return nil }
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
    // table, or checked by `index(of:)`).
    let slot = slots.uncheckedPointer(at: index)
    let forwardOnly = slot.pointee.state.load(ordering: .acquiring) == SlotState.forwardOnly.rawValue
    if forwardOnly, let target = resolvedForwardTarget(at: index) { return try body(target) }
    guard let target = forwardOnly ? borrowedTarget(at: index) : slotTarget(slot, borrowed: true) else {
      return nil
    }
    // The receiver, when it is this object, is the caller's: kept until the call returns.
    defer { withExtendedLifetime(self) {} }
    return try body(target)
  }

  /// The target of `slot`'s function called on this object, which it retains or not (borrowed: see
  /// ``borrowedTarget(at:)``); nil when the slot has none.
  @inlinable @inline(__always)
  final func slotTarget(_ slot: UnsafePointer<MethodSlot>, borrowed: Bool) -> DelegateTarget? {
    guard let function = UnsafeRawPointer(bitPattern: slot.pointee.function.load(ordering: .acquiring)) else {
      return nil
    }
    return DelegateTarget(receiver: self, function: function, slot: slot, borrowed: borrowed)
  }
}
