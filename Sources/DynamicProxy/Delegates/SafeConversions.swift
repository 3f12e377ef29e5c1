import DynamicProxySupport

// Conversions the package makes in many places, each with its proof written once, here, so that
// the places that use them need none: an object's address as a word, a value read as its own type
// once the types are compared, and the addresses inside a buffer object.

/// The address of `object` as a word: what ``Unretained/bits`` gives, and what the atomics that
/// publish an object (a slot's observers and trampoline hint, a method's last binding, a proxy's
/// forward-delegate box) hold. Taking it is safe; only making a reference back from it needs a
/// proof (`Unretained(bits:)`, where each atomic is read).
@inlinable @inline(__always)
func objectBits(_ object: AnyObject) -> UInt {
  UInt(bitPattern: Unretained.address(of: object))
}

/// `value` as a `U` when `T` is `U` itself; nil otherwise. Specialized, the comparison folds away
/// and the conversion is a move; where `T` is a parameter pack's element (not specialized), it is
/// one comparison of metadata pointers, what the caller would have compared anyway.
@inlinable @inline(__always)
func sameTypeValue<T, U>(_ value: T, as type: U.Type) -> U? {
  guard T.self == U.self else { return nil }
  // The same type: the bits are a `U`'s, with a `U`'s ownership.
  return unsafe reinterpret(value, as: type)
}

extension ManagedBuffer where Element: ~Copyable {
  /// The header's address, read through a pointer (``ManagedBuffer/header``, a class's stored
  /// property, is checked for exclusive access at run time on every access). `@safe`: an address
  /// inside this object, which never moves; valid while it lives. Using it is its user's to prove.
  @safe @inlinable var headerAddress: UnsafeMutablePointer<Header> {
    @inline(__always) get { unsafe withUnsafeMutablePointerToHeader { unsafe $0 } }
  }

  /// The first element's address: the elements never move while the object lives. `@unsafe`,
  /// unlike ``headerAddress``: an element read through it is at an index its user proves in range
  /// (and initialized).
  @unsafe @inlinable var elementsAddress: UnsafeMutablePointer<Element> {
    @inline(__always) get { unsafe withUnsafeMutablePointerToElements { unsafe $0 } }
  }
}
