/// Reading a value as another type of the same representation, where the caller has proved the
/// two are one: a generic argument whose type was compared with a concrete one (`T.self ==
/// Int.self` folds away once specialized), an object reference seen as its address (a slot's
/// coding says the type is a class), a class's metatype seen as its metadata's address.
///
/// **The rule, written once here.** ``reinterpret(_:as:)`` may be called only where `T` and `U`
/// are the same type, or where the caller's check (a type comparison, a slot's coding) proves
/// that a `T` is stored exactly as a `U` (same size, same bits, same ownership). The conversion
/// copies the bits and checks nothing but the size. `@unsafe`: each use proves the rule where it
/// stands.
@unsafe @inlinable @inline(__always)
package func reinterpret<T, U>(_ value: T, as type: U.Type) -> U {
  unsafe unsafeBitCast(value, to: type)
}

/// A class's metatype as its metadata's address, and back (a C frame's `#` argument).
@usableFromInline
package enum ClassTypePointer {
  /// The metadata address of `type`: a class's metatype is that one pointer. Safe to take; what is
  /// done with the pointer is its user's to prove.
  @safe @inlinable @inline(__always)
  package static func address(of type: AnyObject.Type) -> UnsafeRawPointer {
    unsafe unsafeBitCast(type, to: UnsafeRawPointer.self)
  }

  /// The class whose metadata is at `pointer`, an address ``address(of:)`` gave (or a C frame's
  /// class argument, which holds one); the caller proves that it is one.
  @unsafe @inlinable @inline(__always)
  package static func classType(at pointer: UnsafeRawPointer) -> AnyObject.Type {
    unsafe unsafeBitCast(pointer, to: AnyObject.Type.self)
  }
}
