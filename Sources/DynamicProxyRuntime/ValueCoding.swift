import DynamicProxySupport

/// Reading C values into Swift (`[Any]` boxing and typed reads) and writing Swift values as C values.
///
/// One table for every entry point: arguments and return values of invocations and struct fields.
/// Integer return values narrower than libffi's `ffi_arg` are kept widened to a whole `ffi_arg`, as
/// libffi reads and writes them on both the call and the closure side.
///
/// **What its `unsafe` relies on.** The functions that take a value's pointer are unsafe by type:
/// their caller proves that it addresses a value of the slot's (or field's) C type, valid for the
/// call — a frame's slot under `Invocation`'s invariant, a return buffer of at least two
/// `ffi_arg`s for a widened return value, or a struct's bytes at a field's offset in its layout.
/// Each read is then of the C type the kind names, unaligned where C may not align it; a C string
/// is NUL-terminated and an object argument alive for the call (its caller's, as in Objective-C).
@usableFromInline
package enum ValueCoding {
  // MARK: Boxing

  /// Boxes the value of a slot as the documentation's table says (the TypeEncodings article).
  @usableFromInline
  static func box(_ slot: SlotInfo, at pointer: UnsafeRawPointer, isReturn: Bool) -> Any {
    // The slot's value at `pointer` (the type's note): a widened return value one `ffi_arg`, a
    // struct the slot's size.
    if isReturn && slot.kind.isWidenedInteger {
      return boxWidened(slot.kind, unsafe pointer.loadUnaligned(as: UInt64.self))
    }
    if let record = slot.structEncoding {
      return unsafe StructValue(unchecked: pointer, size: slot.size, encoding: record)
    }
    return unsafe boxScalar(slot.kind, at: pointer)
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
    // A value of `kind` at `pointer`, `size` bytes for a struct (the caller's proof).
    if kind == .structure { return unsafe StructValue(unchecked: pointer, size: size, encoding: type) }
    return unsafe boxScalar(kind, at: pointer)
  }

  /// Boxes a value of any kind but `.structure` (whose box needs the type encoding and size).
  @usableFromInline
  static func boxScalar(_ kind: ValueKind, at pointer: UnsafeRawPointer) -> Any {
    // Each case reads the C type its kind names at `pointer` (the type's note).
    switch kind {
    case .void: return ()
    case .int8: return unsafe pointer.loadUnaligned(as: Int8.self)
    case .int16: return unsafe pointer.loadUnaligned(as: Int16.self)
    case .int32: return unsafe pointer.loadUnaligned(as: Int32.self)
    case .int64: return unsafe pointer.loadUnaligned(as: Int.self)
    case .uint8: return unsafe pointer.loadUnaligned(as: UInt8.self)
    case .uint16: return unsafe pointer.loadUnaligned(as: UInt16.self)
    case .uint32: return unsafe pointer.loadUnaligned(as: UInt32.self)
    case .uint64: return unsafe pointer.loadUnaligned(as: UInt.self)
    case .float: return unsafe pointer.loadUnaligned(as: Float.self)
    case .double: return unsafe pointer.loadUnaligned(as: Double.self)
    case .longDouble:
      #if arch(x86_64)
        return unsafe pointer.loadUnaligned(as: Float80.self)
      #else
        return NullArgument()
      #endif
    case .bool: return unsafe pointer.load(as: UInt8.self) != 0
    case .cString:
      guard let string = unsafe pointer.loadUnaligned(as: UnsafePointer<CChar>?.self) else {
        return NullArgument()
      }
      // A NUL-terminated string, alive for the call.
      return unsafe String(cString: string)
    case .object:
      guard let raw = unsafe pointer.loadUnaligned(as: UnsafeRawPointer?.self) else { return NullArgument() }
      // A live object, its caller's for the call: retained here as the box's.
      let object = unsafe Unretained<AnyObject>(opaque: raw).object
      // ValueBox is final: an identity test of the class, not a dynamic cast.
      if ObjectIdentifier(type(of: object)) == ObjectIdentifier(ValueBox.self) {
        // Exactly a ValueBox (the identity test above).
        return unsafe unsafeDowncast(object, to: ValueBox.self).value
      }
      return object
    case .objectClass:
      guard let raw = unsafe pointer.loadUnaligned(as: UnsafeRawPointer?.self) else { return NullArgument() }
      // A `#` argument holds a class's metadata address (the caller's, as in Objective-C).
      return unsafe ClassTypePointer.classType(at: raw)
    case .selector:
      guard let raw = unsafe pointer.loadUnaligned(as: UnsafeRawPointer?.self) else { return NullArgument() }
      // Looked up, not followed; an unknown address is boxed as the pointer it is.
      return unsafe Selector(validating: raw) ?? raw
    case .pointer:
      guard let raw = unsafe pointer.loadUnaligned(as: UnsafeRawPointer?.self) else { return NullArgument() }
      return unsafe raw
    case .structure:
      preconditionFailure("boxScalar: a struct is boxed by box(kind:type:size:at:)")
    }
  }

  /// Calls `body` with the bytes of `value` followed by zeros up to `size`: a Swift struct may be
  /// shorter than its C layout (it has no tail padding).
  @inlinable @inline(__always)
  package static func withBytes<T, R>(of value: T, paddedTo size: Int, _ body: (UnsafeRawPointer) -> R) -> R {
    // The value's own bytes, at least `size`; or a zeroed temporary of `size` bytes (more than
    // the value's), the value's bytes copied in: for the call only.
    if MemoryLayout<T>.size >= size {
      return unsafe withUnsafeBytes(of: value) { unsafe body($0.baseAddress!) }
    }
    return unsafe withUnsafeTemporaryAllocation(byteCount: size, alignment: MemoryLayout<T>.alignment) {
      buffer in
      unsafe buffer.initializeMemory(as: UInt8.self, repeating: 0)
      unsafe withUnsafeBytes(of: value) { unsafe buffer.copyMemory(from: $0) }
      return unsafe body(UnsafeRawPointer(buffer.baseAddress!))
    }
  }

  /// Boxes a struct field (arrays as `[Any]`).
  static func boxField(_ type: TypeEncoding, at pointer: UnsafeRawPointer) -> Any {
    if case .array(let count, let element) = type {
      let stride = element.layout?.size ?? 0
      // Each element within the array's layout (`count` elements of `stride`), at `pointer`.
      return (0..<count).map { unsafe boxField(element, at: pointer + $0 * stride) }
    }
    guard let kind = kind(of: type), let layout = type.layout else { return NullArgument() }
    // A field of `type` at `pointer` (the caller's proof).
    return unsafe box(kind: kind, type: type, size: layout.size, at: pointer)
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
        // The field's offset in the struct's layout, within its size (the caller's proof).
        unsafe appendSignificantBytes(of: field, at: pointer + offset, to: &result)
        offset += layout.size
      }
    case .array(let count, let element):
      let stride = element.layout?.size ?? 0
      for index in 0..<count {
        // An element within the array's layout.
        unsafe appendSignificantBytes(of: element, at: pointer + index * stride, to: &result)
      }
    case .longDouble:
      // The first 10 of its 16 bytes (the caller's proof: a long double at `pointer`).
      unsafe result.append(contentsOf: UnsafeRawBufferPointer(start: pointer, count: 10))
    default:
      let size = type.layout?.size ?? 0
      // A scalar of `type`: its layout's size.
      unsafe result.append(contentsOf: UnsafeRawBufferPointer(start: pointer, count: size))
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
      // `T` is plain data of at most the slot's size (checked above): the struct's bytes, copied
      // into a `T`'s own memory, make a `T`, moved out once.
      return unsafe withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { temporary in
        unsafe UnsafeMutableRawPointer(temporary.baseAddress!).copyMemory(
          from: pointer, byteCount: MemoryLayout<T>.size)
        return unsafe temporary.baseAddress!.move()
      }
    }
    if slot.kind == .cString, T.self != String.self, T.self != String?.self, T.self != Any.self {
      // A C string read as a pointer: hand over the pointer, not a copy of the text. The slot's
      // value at `pointer` (the type's note).
      let raw = unsafe pointer.loadUnaligned(as: UnsafeRawPointer?.self)
      let boxed: Any = unsafe raw.map { unsafe $0 as Any } ?? NullArgument()
      return try convert(boxed, to: T.self, slot: slot, position: position)
    }
    // The slot's value at `pointer` (the type's note).
    return try convert(
      unsafe box(slot, at: pointer, isReturn: isReturn), to: T.self, slot: slot, position: position)
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
    // A pointer's bits, converted to another pointer type: nothing is read through it.
    if let raw = unsafe boxed as? UnsafeRawPointer, let pointer = T.self as? any RawPointerConvertible.Type {
      return unsafe pointer.init(rawPointer: raw) as! T
    }
    throw .typeMismatch(position, expected: slot.type, actual: "\(T.self)")
  }
}
