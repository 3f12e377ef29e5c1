import DynamicProxySupport

/// Reading C values into Swift (`[Any]` boxing and typed reads) and writing Swift values as C values.
///
/// One table for every entry point: arguments and return values of invocations and struct fields.
/// Integer return values narrower than libffi's `ffi_arg` are kept widened to a whole `ffi_arg`, as
/// libffi reads and writes them on both the call and the closure side.
@usableFromInline
package enum ValueCoding {
  // MARK: Boxing

  /// Boxes the value of a slot as the documentation's table says (the TypeEncodings article).
  @usableFromInline
  static func box(_ slot: SlotInfo, at pointer: UnsafeRawPointer, isReturn: Bool) -> Any {
    if isReturn && slot.kind.isWidenedInteger {
      return boxWidened(slot.kind, pointer.loadUnaligned(as: UInt64.self))
    }
    if let record = slot.structEncoding {
      return StructValue(unchecked: pointer, size: slot.size, encoding: record)
    }
    return boxScalar(slot.kind, at: pointer)
  }

  /// Boxes an integer return value that libffi widened to 64 bits.
  private static func boxWidened(_ kind: ValueKind, _ raw: UInt64) -> Any {
    switch kind {
    case .int8: return Int8(truncatingIfNeeded: raw)
    case .int16: return Int16(truncatingIfNeeded: raw)
    case .int32: return Int32(truncatingIfNeeded: raw)
    case .uint8: return UInt8(truncatingIfNeeded: raw)
    case .uint16: return UInt16(truncatingIfNeeded: raw)
    case .uint32: return UInt32(truncatingIfNeeded: raw)
    default: return UInt8(truncatingIfNeeded: raw) != 0
    }
  }

  package static func box(
    kind: ValueKind, type: TypeEncoding, size: Int, at pointer: UnsafeRawPointer
  )
    -> Any
  {
    if kind == .structure { return StructValue(unchecked: pointer, size: size, encoding: type) }
    return boxScalar(kind, at: pointer)
  }

  /// Boxes a value of any kind but `.structure` (whose box needs the type encoding and size).
  @usableFromInline
  static func boxScalar(_ kind: ValueKind, at pointer: UnsafeRawPointer) -> Any {
    switch kind {
    case .void: return ()
    case .int8: return pointer.loadUnaligned(as: Int8.self)
    case .int16: return pointer.loadUnaligned(as: Int16.self)
    case .int32: return pointer.loadUnaligned(as: Int32.self)
    case .int64: return pointer.loadUnaligned(as: Int.self)
    case .uint8: return pointer.loadUnaligned(as: UInt8.self)
    case .uint16: return pointer.loadUnaligned(as: UInt16.self)
    case .uint32: return pointer.loadUnaligned(as: UInt32.self)
    case .uint64: return pointer.loadUnaligned(as: UInt.self)
    case .float: return pointer.loadUnaligned(as: Float.self)
    case .double: return pointer.loadUnaligned(as: Double.self)
    case .longDouble:
      #if arch(x86_64)
        return pointer.loadUnaligned(as: Float80.self)
      #else
        return NullArgument()
      #endif
    case .bool: return pointer.load(as: UInt8.self) != 0
    case .cString:
      guard let string = pointer.loadUnaligned(as: UnsafePointer<CChar>?.self) else {
        return NullArgument()
      }
      return String(cString: string)
    case .object:
      guard let raw = pointer.loadUnaligned(as: UnsafeRawPointer?.self) else { return NullArgument() }
      let object = Unretained<AnyObject>(opaque: raw).object
      // ValueBox is final: an identity test of the class, not a dynamic cast.
      if ObjectIdentifier(type(of: object)) == ObjectIdentifier(ValueBox.self) {
        return unsafeDowncast(object, to: ValueBox.self).value
      }
      return object
    case .objectClass:
      guard let raw = pointer.loadUnaligned(as: UnsafeRawPointer?.self) else { return NullArgument() }
      return ClassTypePointer.classType(at: raw)
    case .selector:
      guard let raw = pointer.loadUnaligned(as: UnsafeRawPointer?.self) else { return NullArgument() }
      return Selector(validating: raw) ?? raw
    case .pointer:
      guard let raw = pointer.loadUnaligned(as: UnsafeRawPointer?.self) else { return NullArgument() }
      return raw
    case .structure:
      preconditionFailure("boxScalar: a struct is boxed by box(kind:type:size:at:)")
    }
  }

  /// Calls `body` with the bytes of `value` followed by zeros up to `size`: a Swift struct may be
  /// shorter than its C layout (it has no tail padding).
  @inlinable @inline(__always)
  package static func withBytes<T, R>(of value: T, paddedTo size: Int, _ body: (UnsafeRawPointer) -> R) -> R {
    if MemoryLayout<T>.size >= size { return withUnsafeBytes(of: value) { body($0.baseAddress!) } }
    return withUnsafeTemporaryAllocation(byteCount: size, alignment: MemoryLayout<T>.alignment) { buffer in
      buffer.initializeMemory(as: UInt8.self, repeating: 0)
      withUnsafeBytes(of: value) { buffer.copyMemory(from: $0) }
      return body(UnsafeRawPointer(buffer.baseAddress!))
    }
  }

  /// Boxes a struct field (arrays as `[Any]`).
  static func boxField(_ type: TypeEncoding, at pointer: UnsafeRawPointer) -> Any {
    if case .array(let count, let element) = type {
      let stride = element.layout?.size ?? 0
      return (0..<count).map { boxField(element, at: pointer + $0 * stride) }
    }
    guard let kind = kind(of: type), let layout = type.layout else { return NullArgument() }
    return box(kind: kind, type: type, size: layout.size, at: pointer)
  }

  /// The value kind of a type that can be a struct field or a value, or nil.
  package static func kind(of type: TypeEncoding) -> ValueKind? {
    switch type {
    case .char: return .int8
    case .short: return .int16
    case .int, .long: return .int32
    case .longLong: return .int64
    case .unsignedChar: return .uint8
    case .unsignedShort: return .uint16
    case .unsignedInt, .unsignedLong: return .uint32
    case .unsignedLongLong: return .uint64
    case .float: return .float
    case .double: return .double
    case .longDouble: return .longDouble
    case .bool: return .bool
    case .cString: return .cString
    case .object: return .object
    case .objectClass: return .objectClass
    case .selector: return .selector
    case .block, .pointer: return .pointer
    case .structure: return .structure
    default: return nil
    }
  }

  /// Appends the bytes of every field, skipping padding (long doubles: their 10 significant bytes).
  static func appendSignificantBytes(
    of type: TypeEncoding, at pointer: UnsafeRawPointer, to result: inout [UInt8]
  ) {
    switch type {
    case .structure(_, let fields):
      var offset = 0
      for field in fields {
        guard let layout = field.layout else { return }
        offset = (offset + layout.alignment - 1) / layout.alignment * layout.alignment
        appendSignificantBytes(of: field, at: pointer + offset, to: &result)
        offset += layout.size
      }
    case .array(let count, let element):
      let stride = element.layout?.size ?? 0
      for index in 0..<count {
        appendSignificantBytes(of: element, at: pointer + index * stride, to: &result)
      }
    case .longDouble:
      result.append(contentsOf: UnsafeRawBufferPointer(start: pointer, count: 10))
    default:
      let size = type.layout?.size ?? 0
      result.append(contentsOf: UnsafeRawBufferPointer(start: pointer, count: size))
    }
  }

  // MARK: Typed reads

  /// Whether a Swift type can stand for a C struct of this size and alignment: plain data (no
  /// references: bytes from C must not become a class, `String` or `Array`), the same size (Swift
  /// leaves tail padding out of `size`, so its `stride` may be what matches) and no stricter
  /// alignment.
  package static func layoutMatches<T>(_: T.Type, size: Int, alignment: Int) -> Bool {
    _isPOD(T.self) && (MemoryLayout<T>.size == size || MemoryLayout<T>.stride == size)
      && MemoryLayout<T>.alignment <= alignment
  }

  /// Reads a slot as `T`, converting where the value fits.
  static func load<T>(
    _ slot: SlotInfo, at pointer: UnsafeRawPointer, isReturn: Bool, position: ValuePosition,
    as type: T.Type
  ) throws(InvocationError) -> T {
    if slot.kind == .structure && T.self != StructValue.self && T.self != Any.self {
      guard layoutMatches(T.self, size: slot.size, alignment: slot.alignment) else {
        throw .typeMismatch(position, expected: slot.type, actual: "\(T.self)")
      }
      return withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { temporary in
        UnsafeMutableRawPointer(temporary.baseAddress!).copyMemory(
          from: pointer, byteCount: MemoryLayout<T>.size)
        return temporary.baseAddress!.move()
      }
    }
    if slot.kind == .cString, T.self != String.self, T.self != String?.self, T.self != Any.self {
      // A C string read as a pointer: hand over the pointer, not a copy of the text.
      let raw = pointer.loadUnaligned(as: UnsafeRawPointer?.self)
      let boxed: Any = raw.map { $0 as Any } ?? NullArgument()
      return try convert(boxed, to: T.self, slot: slot, position: position)
    }
    return try convert(box(slot, at: pointer, isReturn: isReturn), to: T.self, slot: slot, position: position)
  }

  /// Converts a boxed value to `T`: the same type, a wider or narrower integer that holds the value,
  /// an exact float conversion, a typed pointer, or `nil` for ``NullArgument``.
  static func convert<T>(
    _ boxed: Any, to type: T.Type, slot: SlotInfo, position: ValuePosition
  )
    throws(InvocationError) -> T
  {
    if let value = boxed as? T { return value }
    if boxed is NullArgument, let optional = T.self as? any OptionalValue.Type {
      return optional.nilValue as! T
    }
    if let optional = T.self as? any OptionalValue.Type {
      return try optional.wrapping(boxed, slot: slot, position: position) as! T
    }
    if let integer = boxed as? any BinaryInteger, let target = T.self as? any FixedWidthInteger.Type {
      guard let converted = target.init(exactly: integer) else {
        throw .valueOutOfRange(position, expected: slot.type, value: "\(integer)")
      }
      return converted as! T
    }
    if let float = boxed as? Float, T.self == Double.self { return Double(float) as! T }
    if let double = boxed as? Double, T.self == Float.self {
      guard let exact = Float(exactly: double) else {
        throw .valueOutOfRange(position, expected: slot.type, value: "\(double)")
      }
      return exact as! T
    }
    if let raw = boxed as? UnsafeRawPointer, let pointer = T.self as? any RawPointerConvertible.Type {
      return pointer.init(rawPointer: raw) as! T
    }
    throw .typeMismatch(position, expected: slot.type, actual: "\(T.self)")
  }
}
