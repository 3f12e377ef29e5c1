/// How a typed entry point moves one Swift value of a known type in or out of a C slot, chosen
/// once, when the Swift type meets the slot's encoding (a ``DelegateMethod`` bound to a protocol,
/// a typed closure registered for a method): the common cases copy bits, without boxing; the rest
/// goes through ``ValueCoding``'s boxed conversions.
enum TypedCoding: Sendable {
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
  static func make<T>(_ type: T.Type, for slot: SlotInfo) -> TypedCoding {
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
      guard
        T.self is any RawPointerConvertible.Type || optional?.wrappedType is any RawPointerConvertible.Type,
        MemoryLayout<T>.size == MemoryLayout<UnsafeRawPointer>.size
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

  /// Reads a slot as `T`. A value that can not be `T` (an object of another class, a null for a
  /// non-optional) is a programmer error of whoever passed it, stopped here with a message.
  ///
  /// - Parameter ownsObject: The slot holds a returned object (+1) that the reader takes.
  @inline(__always)
  func load<T>(
    _: T.Type, _ slot: SlotInfo, from pointer: UnsafeRawPointer, position: ValuePosition,
    selector: Selector?, isReturn: Bool = false, ownsObject: Bool = false
  ) -> T {
    switch self {
    case .bits:
      return pointer.loadUnaligned(as: T.self)
    case .nonNullPointer:
      guard pointer.loadUnaligned(as: UInt.self) != 0 else {
        Self.fail(selector, position, "is a null pointer; declare it \(T.self)? to receive nil")
      }
      return pointer.loadUnaligned(as: T.self)
    case .object(let expected, let optional):
      guard let raw = pointer.loadUnaligned(as: UnsafeRawPointer?.self) else {
        guard optional else {
          Self.fail(selector, position, "is nil; declare it \(T.self)? to receive nil")
        }
        return pointer.load(as: T.self)
      }
      let object = Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue()
      if let expected, ObjectIdentifier(type(of: object)) != expected, !(object is T) {
        Self.fail(selector, position, "is \(type(of: object)), not \(T.self)")
      }
      // The reference's bits are the value: loading copies it (+1 for the reader).
      let value = pointer.load(as: T.self)
      if ownsObject { Unmanaged<AnyObject>.fromOpaque(raw).release() }
      return value
    case .general:
      do {
        let value = try ValueCoding.load(
          slot, at: pointer, isReturn: isReturn, position: position, as: T.self)
        if ownsObject, slot.kind == .object, let raw = pointer.loadUnaligned(as: UnsafeRawPointer?.self) {
          Unmanaged<AnyObject>.fromOpaque(raw).release()
        }
        return value
      } catch {
        Self.fail(selector, position, "does not convert: \(error)")
      }
    }
  }

  /// Writes `value` to a slot. An argument object is written +0 (the caller keeps it alive for the
  /// call); a returned object +1, for the caller to take. Objects and C strings the general
  /// conversions make are appended to `keepAlive`.
  @inline(__always)
  func store<T>(
    _ value: T, _ slot: SlotInfo, to pointer: UnsafeMutableRawPointer, position: ValuePosition,
    isReturn: Bool, keepAlive: inout [AnyObject]
  ) throws(InvocationError) {
    switch self {
    case .bits, .nonNullPointer:
      withUnsafeBytes(of: value) { bytes in
        if let base = bytes.baseAddress { pointer.copyMemory(from: base, byteCount: bytes.count) }
      }
    case .object:
      withUnsafeBytes(of: value) { bytes in
        pointer.copyMemory(from: bytes.baseAddress!, byteCount: MemoryLayout<UnsafeRawPointer>.size)
      }
      if isReturn, let raw = pointer.loadUnaligned(as: UnsafeRawPointer?.self) {
        _ = Unmanaged<AnyObject>.fromOpaque(raw).retain()
      }
    case .general:
      try ValueCoding.store(
        value, slot, to: pointer, isReturn: isReturn, position: position, keepAlive: &keepAlive)
    }
  }

  private static func fail(_ selector: Selector?, _ position: ValuePosition, _ problem: String) -> Never {
    preconditionFailure("\(selector.map { "\($0): " } ?? "")\(position) \(problem)")
  }
}
