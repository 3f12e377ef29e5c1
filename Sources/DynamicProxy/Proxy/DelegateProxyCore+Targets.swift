import Synchronization

// How a proxy finds the target of a method: its own slot's function, or the forward delegate's as
// resolved at the last slot update (``DelegateProxy/target(for:)-(DelegateProtocol.Method)`` and
// the borrowed forms use these).

extension DelegateProxyCore {
  /// ``target(for:)-(DelegateProtocol.Method)`` by slot index: both entry points share it, and
  /// neither copies the method.
  @inline(__always)
  final func resolveTarget(index: Int) -> DelegateTarget? {
    resolveTarget(index: index, slot: slots.pointer(at: index))
  }

  @inline(__always)
  final func resolveTarget(
    index: Int, slot: UnsafePointer<MethodSlot>, borrowingSelf: Bool = false
  ) -> DelegateTarget? {
    let state = slot.pointee.state.load(ordering: .acquiring)
    // The unobserved method of a method protocol, the most frequent call of all, first: the
    // forward delegate's function as resolved at the last slot update, for this forward delegate
    // (its box), when it implements the same protocol (then its own slot, at the same index,
    // describes the method). Otherwise, ask it (out of line).
    if state == SlotState.forwardOnly.rawValue && forwardsToMethods {
      if let target = resolvedForwardTarget(slot) { return target }
      guard let forward = forwardObject() else { return nil }
      return outlinedTarget(forward, slot)
    }
    switch SlotState(rawValue: state) {
    case .empty, .none:
      return nil
    case .forwardOnly:
      // A C callback: the slot's function, which a C library may keep (this proxy's trampoline,
      // or a forward C function that outlives its delegate), never the forward delegate's own
      // trampoline, which dies with it.
      guard forwardObject() != nil else { return nil }
      fallthrough
    default:
      return slotTarget(slot, borrowed: borrowingSelf)
    }
  }

  /// `forwardTarget(of:for:)` for the method of `slot`, out of the call path's line: the forward
  /// delegate's target when no resolution was made for it (a delegate of another protocol, or a
  /// slot update in progress).
  @inline(never)
  final func outlinedTarget(_ forward: DelegateObject, _ slot: UnsafePointer<MethodSlot>) -> DelegateTarget? {
    forwardTarget(of: forward, for: slot.pointee.method)
  }
}
