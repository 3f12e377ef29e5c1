/// A reference to an object that does not retain it, for an object that outlives every use of the
/// reference: a proxy reached from its own trampolines and observers, a method's observers and
/// binding reached from the proxy's calls, a trampoline reached from its C closure's context, a
/// subscriber snapshot inside its read section, an object argument in a C frame.
///
/// **The rule, written once here.** The holder of an `Unretained` (or of the address it was made
/// from, ``opaque`` or ``bits``) is owned, directly or not, by the object it refers to, or uses it
/// only during a call whose caller holds that object (a C frame's arguments, a read section's
/// snapshot); so the object is alive whenever ``with(_:)`` or ``object`` runs. An address made
/// back into an `Unretained` with ``init(opaque:)`` or ``init(bits:)`` must come from ``opaque`` or
/// ``bits`` of an object of that class (or a subclass), under the same rule. This is what lets a
/// call skip the retain and release of a proxy, whose reference counts (it is weakly referenced)
/// live in a side table.
///
/// This file and `RetainedPointer.swift` are the only places the package handles object
/// references by hand; everything else asks them.
///
/// **Under strict memory safety** the rule is proved where an `Unretained` is made: its
/// initializers are `@unsafe`, and each `unsafe` that makes one says why the rule holds there.
/// Using one (``with(_:)``, ``object``, ``bits``) is then safe, as the type guarantees it.
@safe @usableFromInline
package struct Unretained<Object: AnyObject>: @unchecked Sendable {  // an address; shared as its owner is
  @usableFromInline let reference: Unmanaged<Object>

  /// An unretained reference to `object`; the caller proves the rule above for every holder.
  @unsafe @inlinable @inline(__always)
  package init(_ object: Object) {
    unsafe reference = Unmanaged.passUnretained(object)
  }

  /// The object at `pointer`, an address ``opaque`` gave (a C context or receiver argument); the
  /// caller proves that it is one, of a live `Object`, under the rule above.
  @unsafe @inlinable @inline(__always)
  package init(opaque pointer: UnsafeRawPointer) {
    unsafe reference = Unmanaged.fromOpaque(pointer)
  }

  /// The object whose address is `bits` (``bits``, kept in an atomic word); nil for 0. The caller
  /// proves, as for ``init(opaque:)``, that a non-zero `bits` is such an address.
  @unsafe @inlinable @inline(__always)
  package init?(bits: UInt) {
    guard let pointer = unsafe UnsafeRawPointer(bitPattern: bits) else { return nil }
    unsafe reference = Unmanaged.fromOpaque(pointer)
  }

  /// The object's address, for a C argument (a receiver, a closure's context). Safe to take; what
  /// is done with the pointer is its user's to prove.
  @safe @inlinable @inline(__always)
  package var opaque: UnsafeMutableRawPointer { unsafe reference.toOpaque() }

  /// The object's address as a word, for an atomic or an identity comparison.
  @inlinable @inline(__always)
  package var bits: UInt { unsafe UInt(bitPattern: reference.toOpaque()) }

  /// The object, as a strong reference of the caller's (retained while the caller keeps it).
  @inlinable @inline(__always)
  package var object: Object {
    // The rule, proved where this reference was made: the object is alive.
    unsafe reference.takeUnretainedValue()
  }

  /// Calls `body` with the object, borrowed for the call: no retain, no release.
  @inlinable @inline(__always)
  package func with<Result>(_ body: (Object) -> Result) -> Result {
    // The rule, proved where this reference was made: the object outlives the call.
    unsafe reference._withUnsafeGuaranteedRef(body)
  }
}

extension Unretained {
  /// The address of `object`, for a C argument: ``opaque`` of an unretained reference to it. Safe
  /// to take; what is done with the pointer is its user's to prove.
  @safe @inlinable @inline(__always)
  package static func address(of object: Object) -> UnsafeMutableRawPointer {
    unsafe Unmanaged.passUnretained(object).toOpaque()
  }
}
