import DynamicProxySupport
import Synchronization

/// An atomic pointer to an object that its owner keeps until the owner's deinit, read without a
/// retain: a proxy's current forward-delegate box (each box keeps the one it replaced, and the
/// proxy keeps the newest), a method's observers (the proxy keeps them for its life).
///
/// The rule, written once here: a pointer stored with ``publish(_:in:)`` stays valid for as long
/// as the owner of `atomic` lives, because the owner keeps every object it ever published; a
/// reader, which holds the owner for its call, may therefore use the object unretained for that
/// call. Nothing else may be stored in `atomic` but 0 (nothing published yet).
///
/// Under strict memory safety, publishing is safe (a word stored: its owner keeps the object
/// beside the call, where each publishes), and the readers are `@unsafe`: each proves, where it
/// stands, that the atomic is one of these, of objects of that class, and that it holds the owner.
@usableFromInline
enum KeptObjectPointer {
  /// Publishes `object` in `atomic` (release ordering): readers that load it see it initialized.
  static func publish<Object: AnyObject>(_ object: Object, in atomic: borrowing Atomic<UInt>) {
    atomic.store(objectBits(object), ordering: .releasing)
  }

  /// Calls `body` with the object last published in `atomic`, unretained; nil when nothing was.
  /// `@unsafe`: the caller proves the rule above for `atomic` and `Object`.
  @unsafe @inlinable @inline(__always)
  static func withObject<Object: AnyObject, Result>(
    in atomic: borrowing Atomic<UInt>, as type: Object.Type, _ body: (Object) -> Result
  ) -> Result? {
    unsafe withObject(bits: atomic.load(ordering: .acquiring), as: type, body)
  }

  /// ``withObject(in:as:_:)`` of a bit pattern the caller loaded from such an atomic. `@unsafe`:
  /// the caller proves the rule above for the atomic it loaded `bits` from.
  @unsafe @inlinable @inline(__always)
  static func withObject<Object: AnyObject, Result>(
    bits: UInt, as type: Object.Type, _ body: (Object) -> Result
  ) -> Result? {
    unsafe Unretained<Object>(bits: bits)?.with(body)
  }

  /// The object last published in `atomic`, unretained; nil when nothing was. `@unsafe`: the caller
  /// proves the rule above for `atomic` and `Object`, for as long as it keeps the reference.
  @unsafe @inlinable @inline(__always)
  static func unretained<Object: AnyObject>(
    in atomic: borrowing Atomic<UInt>, as type: Object.Type
  ) -> Unretained<Object>? {
    unsafe Unretained<Object>(bits: atomic.load(ordering: .acquiring))
  }
}
