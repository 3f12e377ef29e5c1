/// A reference to an object that does not retain it, for an object that outlives every use of the
/// reference: a proxy reached from its own trampolines and observers, a method's observers reached
/// from the proxy's calls.
///
/// The rule, written once here: the holder of an `Unretained` is owned, directly or not, by the
/// object it refers to, or is used only during a call whose caller holds that object; so the
/// object is alive whenever ``with(_:)`` runs. This is what lets a call skip the retain and release
/// of a proxy, whose reference counts (it is weakly referenced) live in a side table.
@usableFromInline
struct Unretained<Object: AnyObject>: @unchecked Sendable {
  // @unchecked: a bit pattern; what it points at is shared as its owner shares it.
  @usableFromInline let reference: Unmanaged<Object>

  init(_ object: Object) {
    reference = Unmanaged.passUnretained(object)
  }

  /// The object's address, for a C argument (a receiver).
  var opaquePointer: UnsafeMutableRawPointer { reference.toOpaque() }

  /// Calls `body` with the object, borrowed for the call.
  @inlinable @inline(__always)
  func with<Result>(_ body: (Object) -> Result) -> Result {
    reference._withUnsafeGuaranteedRef(body)
  }
}
