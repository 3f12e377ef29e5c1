import DynamicProxySupport

/// How a typed entry point moves one Swift value of a known type in or out of a C slot, chosen
/// once, when the Swift type meets the slot's encoding (a `DelegateMethod` bound to a protocol,
/// a typed closure registered for a method): the common cases copy bits, without boxing; the rest
/// goes through ``ValueCoding``'s boxed conversions.
///
/// **What its `unsafe` relies on.** The functions that take a slot's pointer are unsafe by type:
/// their caller proves that the pointer addresses the value of the slot this coding was made for
/// (``make(_:for:)`` with the same `T`), aligned as the slot is, valid for the call — a frame's
/// slot, under `Invocation`'s invariant. What `make` checked then makes each bit copy exact:
/// `.bits` and `.nonNullPointer` only for a `T` of the slot's size whose bits are the C value's
/// (plain data, no stricter alignment), `.object` only for a class type, `AnyObject` or an
/// optional of one, whose representation is the object's address.
@usableFromInline
package enum TypedCoding: Sendable {
  /// The Swift value's bytes are the C value's: a scalar of the slot's own kind and size, an
  /// optional pointer, a layout-matching struct, `Void`.
  case bits
  /// A non-optional pointer: the bits, but a null pointer is refused.
  case nonNullPointer
  /// A class instance (optional or not, or `AnyObject`) for an object slot: the reference is the
  /// pointer. `expected` is the class checked first (nil for `AnyObject`: any object).
  case object(expected: ObjectIdentifier?, optional: Bool)
  /// Anything else (a boxed Swift value, a `String` for a C string, an integer of another width):
  /// boxed, through ``ValueCoding``.
  case general

  /// The coding of Swift type `T` for a slot. The caller has checked that the slot accepts `T`.
  package static func make<T>(_ type: T.Type, for slot: SlotInfo) -> TypedCoding {
    if slot.kind == .void { return .bits }
    let optional = T.self as? any OptionalValue.Type
    switch slot.kind {
    case .object:
      if T.self == AnyObject.self { return .object(expected: nil, optional: false) }
      if T.self == AnyObject?.self { return .object(expected: nil, optional: true) }
      if let optional, let wrapped = optional.wrappedType as? AnyClass {
        return .object(expected: ObjectIdentifier(wrapped), optional: true)
      }
      if let type = T.self as? AnyClass { return .object(expected: ObjectIdentifier(type), optional: false) }
      return .general
    case .pointer, .cString:
      // A pointer's size: no pointer is made.
      guard
        T.self is any RawPointerConvertible.Type || optional?.wrappedType is any RawPointerConvertible.Type,
        unsafe MemoryLayout<T>.size == MemoryLayout<UnsafeRawPointer>.size
      else { return .general }
      return optional == nil ? .nonNullPointer : .bits
    case .structure:
      guard T.self != StructValue.self,
        ValueCoding.layoutMatches(T.self, size: slot.size, alignment: slot.alignment)
      else { return .general }
      return .bits
    case .int8, .int16, .int32, .int64, .uint8, .uint16, .uint32, .uint64, .float, .double, .bool:
      guard optional == nil, let encodable = T.self as? any TypeEncodable.Type,
        ValueCoding.kind(of: encodable.typeEncoding) == slot.kind, MemoryLayout<T>.size == slot.size
      else { return .general }
      return .bits
    default:
      return .general
    }
  }

  /// Whether a value of this coding can be used where it lies: the slot's bytes are the Swift
  /// value (checked with ``check(_:_:position:selector:)`` first), so a typed closure may borrow
  /// it instead of copying it out (no retain and release of an object argument).
  @inlinable
  package var isInPlace: Bool {
    switch self {
    case .bits, .nonNullPointer, .object: return true
    case .general: return false
    }
  }

  /// Checks that a slot's value can be read as `T` in place: a non-null pointer, an object of the
  /// right class. A value that can not be `T` is a programmer error of whoever passed it, stopped
  /// here with a message.
  @inlinable @inline(__always)
  package func check<T>(_: T.Type, _ pointer: UnsafeRawPointer, position: ValuePosition, selector: Selector?)
  {
    switch self {
    case .bits, .general:
      return
    case .nonNullPointer:
      // A pointer slot (the coding's): one aligned word.
      guard unsafe pointer.load(as: UInt.self) != 0 else {
        Self.fail(selector, position, "is a null pointer; declare it \(T.self)? to receive nil")
      }
    case .object(let expected, let optional):
      // An object slot (the coding's): one aligned word, null or a live object the caller holds.
      guard let raw = unsafe pointer.load(as: UnsafeRawPointer?.self) else {
        guard optional else { Self.fail(selector, position, "is nil; declare it \(T.self)? to receive nil") }
        return
      }
      guard let expected else { return }
      // The exact class, read without retaining the object (a weakly referenced object's reference
      // counts live in a side table: a retain and release there cost hundreds of instructions).
      let unmanaged = unsafe Unretained<AnyObject>(opaque: raw)
      guard unmanaged.with({ ObjectIdentifier(type(of: $0)) }) != expected else { return }
      Self.checkSubclass(T.self, unmanaged.object, position: position, selector: selector)
    }
  }

  /// Checks an object that is not exactly of the expected class: a subclass instance is a `T` too.
  @usableFromInline
  static func checkSubclass<T>(_: T.Type, _ object: AnyObject, position: ValuePosition, selector: Selector?) {
    if !(object is T) { fail(selector, position, "is \(type(of: object)), not \(T.self)") }
  }

  /// Reads a slot as `T` (checked as ``check(_:_:position:selector:)`` does).
  ///
  /// - Parameter ownsObject: The slot holds a returned object (+1) that the reader takes.
  @inlinable @inline(__always)
  package func load<T>(
    _: T.Type, _ slot: SlotInfo, from pointer: UnsafeRawPointer, position: ValuePosition,
    selector: Selector?, isReturn: Bool = false, ownsObject: Bool = false
  ) -> T {
    // The slot's value at `pointer`, a `T`'s bits (the type's note); checked first.
    switch self {
    case .bits, .nonNullPointer:
      unsafe check(T.self, pointer, position: position, selector: selector)
      return unsafe pointer.load(as: T.self)
    case .object:
      unsafe check(T.self, pointer, position: position, selector: selector)
      // The reference's bits are the value: loading copies it (+1 for the reader). A returned
      // object the slot owns (+1, `ownsObject`) is given back once, the reader's copy kept.
      let value = unsafe pointer.load(as: T.self)
      if ownsObject, let raw = unsafe pointer.load(as: UnsafeRawPointer?.self) {
        unsafe RetainedPointer.release(raw)
      }
      return value
    case .general:
      return unsafe Self.loadGeneral(
        T.self, slot, from: pointer, position: position, selector: selector, isReturn: isReturn,
        ownsObject: ownsObject)
    }
  }

  /// Reads a slot as `T` through the boxed conversions.
  @usableFromInline
  static func loadGeneral<T>(
    _: T.Type, _ slot: SlotInfo, from pointer: UnsafeRawPointer, position: ValuePosition,
    selector: Selector?, isReturn: Bool, ownsObject: Bool
  ) -> T {
    do {
      // The slot's value at `pointer` (the type's note); a returned object it owns (+1) given back
      // once, after the conversion took its own reference.
      let value = try unsafe ValueCoding.load(
        slot, at: pointer, isReturn: isReturn, position: position, as: T.self)
      if ownsObject, slot.kind == .object, let raw = unsafe pointer.loadUnaligned(as: UnsafeRawPointer?.self)
      {
        unsafe RetainedPointer.release(raw)
      }
      return value
    } catch {
      fail(selector, position, "does not convert: \(error)")
    }
  }

  /// Writes `value` to a slot. An argument object is written +0 (the caller keeps it alive for the
  /// call); a returned object +1, for the caller to take. Objects and C strings the general
  /// conversions make are appended to `keepAlive`.
  @inlinable @inline(__always)
  package func store<T>(
    _ value: T, _ slot: SlotInfo, to pointer: UnsafeMutableRawPointer, position: ValuePosition,
    isReturn: Bool, keepAlive: inout [AnyObject]
  ) throws(InvocationError) {
    // The slot at `pointer` has a `T`'s size and alignment (the type's note).
    switch self {
    case .bits, .nonNullPointer:
      // Plain data: copying it retains nothing.
      unsafe pointer.initializeMemory(as: T.self, to: value)
    case .object:
      // A class reference (or an optional one) is its object's address; a returned object is
      // written +1, the caller's to take; an argument +0, `value` alive for the call.
      let raw = unsafe reinterpret(value, as: UnsafeRawPointer?.self)
      unsafe pointer.storeBytes(of: raw, as: UnsafeRawPointer?.self)
      if isReturn, let raw = unsafe raw { unsafe RetainedPointer.retain(raw) }
    case .general:
      try unsafe Self.storeGeneral(
        value, slot, to: pointer, position: position, isReturn: isReturn, keepAlive: &keepAlive)
    }
  }

  /// Writes `value` to a slot through the boxed conversions.
  @usableFromInline
  static func storeGeneral<T>(
    _ value: T, _ slot: SlotInfo, to pointer: UnsafeMutableRawPointer, position: ValuePosition,
    isReturn: Bool, keepAlive: inout [AnyObject]
  ) throws(InvocationError) {
    // The slot at `pointer` (the type's note).
    try unsafe ValueCoding.store(
      value, slot, to: pointer, isReturn: isReturn, position: position, keepAlive: &keepAlive)
  }

  @usableFromInline
  package static func fail(_ selector: Selector?, _ position: ValuePosition, _ problem: String) -> Never {
    preconditionFailure("\(selector.map { "\($0): " } ?? "")\(position) \(problem)")
  }
}
