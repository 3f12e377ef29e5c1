/// An object's +1 reference kept in a raw word (a C frame's returned object, a published
/// snapshot's atomic word, a parent the runtime's try-retain retained).
///
/// **The rule, written once here.** ``retained(_:)`` hands out an address that owns one reference
/// to its object; every such address is given back exactly once, by ``take(_:as:)`` (which moves the
/// reference into a Swift variable) or ``release(_:)``. ``retain(_:)`` adds one more reference that
/// the same rule then governs (a copied frame's returned object, a C caller's +1). An address given
/// to these functions must be the address of a live object of that class (``Unretained``'s
/// ``Unretained/opaque`` or a slot's object word), never one already given back.
///
/// Under strict memory safety every function is `@unsafe`: each use proves the rule where it
/// stands.
@usableFromInline
package enum RetainedPointer {
  /// The address of `object`, owning one reference to it (+1): give it back once.
  @unsafe @inlinable @inline(__always)
  package static func retained(_ object: AnyObject) -> UnsafeMutableRawPointer {
    unsafe Unmanaged.passRetained(object).toOpaque()
  }

  /// Takes the reference `pointer` owns into a Swift variable (the +1 moves, nothing is retained).
  @unsafe @inlinable @inline(__always)
  package static func take<Object: AnyObject>(_ pointer: UnsafeRawPointer, as type: Object.Type) -> Object {
    unsafe Unmanaged<Object>.fromOpaque(pointer).takeRetainedValue()
  }

  /// Releases the reference `pointer` owns.
  @unsafe @inlinable @inline(__always)
  package static func release(_ pointer: UnsafeRawPointer) {
    unsafe Unmanaged<AnyObject>.fromOpaque(pointer).release()
  }

  /// Adds a reference to the live object at `pointer`, for its new owner to give back.
  @unsafe @inlinable @inline(__always)
  package static func retain(_ pointer: UnsafeRawPointer) {
    _ = unsafe Unmanaged<AnyObject>.fromOpaque(pointer).retain()
  }
}
