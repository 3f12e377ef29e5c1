import DynamicProxySupport
import Synchronization

extension ValueCoding {
  // MARK: Writing
  //
  // What the `unsafe` writes here rely on: `pointer` addresses a slot of the slot's C type, size
  // and alignment (the caller's proof, as for reading: a frame's slot, or a return buffer of at
  // least two `ffi_arg`s, which a widened integer return fills to 8 bytes); each store writes the
  // C type the slot's kind names. An `UnsafePointer<Any>` addresses an initialized `Any`, for
  // the call.

  /// Writes `value` as a slot's C value. Objects and C strings the value needs are appended to
  /// `keepAlive`; an object returned through `@` is written retained (+1), as the caller takes it.
  static func store(
    _ value: Any, _ slot: SlotInfo, to pointer: UnsafeMutableRawPointer, isReturn: Bool,
    position: ValuePosition, keepAlive: inout [AnyObject]
  ) throws(InvocationError) {
    // The value's own storage, for the call; the slot at `pointer` (the note above).
    if unsafe withUnsafePointer(
      to: value, { unsafe storeExact($0, slot.kind, to: pointer, isReturn: isReturn, keepAlive: &keepAlive) })
    {
      return
    }
    // A struct value read where the `Any` holds it: no cast to an existential (a conformance
    // look-up) before the one type a struct slot takes most often.
    if slot.kind == .structure, MemoryLayout<StructValue>.size <= 3 * MemoryLayout<Int>.size {
      // A struct slot of `slot.size` bytes at `pointer`; its accepted-type cell is its
      // signature's, alive while the caller's frame is.
      if let structValue = exactly(StructValue.self, in: value) {
        return try unsafe storeStruct(structValue, slot, to: pointer, position: position)
      }
      if unsafe withUnsafePointer(
        to: value,
        {
          unsafe storeAcceptedStruct(at: $0, accepted: slot.acceptedStructType, size: slot.size, to: pointer)
        })
      {
        return
      }
      if let encodable = value as? any TypeEncodable,
        try unsafe storeEncodable(encodable, slot, to: pointer, position: position)
      {
        return
      }
    }
    if let optional = value as? any OptionalValue {
      // The same slot at `pointer` (the note above).
      guard let wrapped = optional.wrappedAny else {
        return try unsafe storeNull(slot, to: pointer, isReturn: isReturn, position: position)
      }
      return try unsafe store(
        wrapped, slot, to: pointer, isReturn: isReturn, position: position, keepAlive: &keepAlive)
    }
    if value is NullArgument {
      return try unsafe storeNull(slot, to: pointer, isReturn: isReturn, position: position)
    }
    func mismatch() -> InvocationError {
      .typeMismatch(position, expected: slot.type, actual: "\(type(of: value))")
    }
    func integer<I: FixedWidthInteger>(_: I.Type) throws(InvocationError) -> I {
      guard let integer = value as? any BinaryInteger else { throw mismatch() }
      guard let exact = I(exactly: integer) else {
        throw .valueOutOfRange(position, expected: slot.type, value: "\(integer)")
      }
      return exact
    }
    // Each case below writes the C type its kind names into the slot at `pointer` (the note
    // above); a widened return value fills one `ffi_arg`.
    func widened<I: FixedWidthInteger>(_ integer: I) {
      if isReturn {
        unsafe pointer.storeBytes(of: Int64(truncatingIfNeeded: integer), as: Int64.self)
      } else {
        unsafe pointer.storeBytes(of: integer, as: I.self)
      }
    }
    switch slot.kind {
    case .void:
      throw .voidReturn
    case .int8: widened(try integer(Int8.self))
    case .int16: widened(try integer(Int16.self))
    case .int32: widened(try integer(Int32.self))
    case .int64: unsafe pointer.storeBytes(of: try integer(Int64.self), as: Int64.self)
    case .uint8: widened(try integer(UInt8.self))
    case .uint16: widened(try integer(UInt16.self))
    case .uint32: widened(try integer(UInt32.self))
    case .uint64: unsafe pointer.storeBytes(of: try integer(UInt64.self), as: UInt64.self)
    case .bool:
      guard let flag = value as? Bool else { throw mismatch() }
      widened(UInt8(flag ? 1 : 0))
    case .float:
      if let float = value as? Float {
        unsafe pointer.storeBytes(of: float, as: Float.self)
      } else if let double = value as? Double {
        unsafe pointer.storeBytes(of: Float(double), as: Float.self)
      } else {
        throw mismatch()
      }
    case .double:
      if let double = value as? Double {
        unsafe pointer.storeBytes(of: double, as: Double.self)
      } else if let float = value as? Float {
        unsafe pointer.storeBytes(of: Double(float), as: Double.self)
      } else {
        throw mismatch()
      }
    case .longDouble:
      #if arch(x86_64)
        if let long = value as? Float80 {
          unsafe pointer.storeBytes(of: long, as: Float80.self)
        } else if let double = value as? Double {
          unsafe pointer.storeBytes(of: Float80(double), as: Float80.self)
        } else {
          throw mismatch()
        }
      #else
        throw mismatch()
      #endif
    case .cString:
      if let string = value as? String {
        guard !isReturn else { throw .unownedReturnValue(position, reason: cStringReturnReason) }
        if let offset = string.utf8.firstIndex(of: 0) {
          // C would read the text up to the NUL only: the rest would vanish without a word.
          let at = string.utf8.distance(from: string.utf8.startIndex, to: offset)
          throw .valueOutOfRange(
            position, expected: slot.type, value: "a String with a NUL byte at UTF-8 offset \(at)")
        }
        let box = CStringBox(string)
        keepAlive.append(box)
        unsafe pointer.storeBytes(of: UnsafeRawPointer(box.pointer), as: UnsafeRawPointer.self)
      } else if let raw = value as? any RawPointerConvertible {
        unsafe pointer.storeBytes(of: raw.rawPointer, as: UnsafeRawPointer.self)
      } else {
        throw mismatch()
      }
    case .object:
      unsafe storeObject(
        classInstance(in: value) ?? ValueBox(value), to: pointer, isReturn: isReturn, keepAlive: &keepAlive)
    case .objectClass:
      guard let metatype = value as? AnyObject.Type else { throw mismatch() }
      unsafe pointer.storeBytes(of: ClassTypePointer.address(of: metatype), as: UnsafeRawPointer.self)
    case .selector:
      guard let selector = value as? Selector else { throw mismatch() }
      unsafe pointer.storeBytes(of: selector.opaquePointer, as: UnsafeMutableRawPointer.self)
    case .pointer:
      guard let raw = value as? any RawPointerConvertible else { throw mismatch() }
      unsafe pointer.storeBytes(of: raw.rawPointer, as: UnsafeRawPointer.self)
    case .structure:
      if let structValue = value as? StructValue {
        try unsafe storeStruct(structValue, slot, to: pointer, position: position)
      } else {
        try unsafe storeLayoutMatching(value, slot, to: pointer, position: position)
      }
    }
  }

  /// Writes a ``StructValue`` to a struct slot: it must have the same fields in the same order
  /// (struct names aside), as bytes of another struct of the same size would be read as fields
  /// they are not. The same fields lay out to the same size, the slot's (a struct slot's size is
  /// its encoding's layout size).
  private static func storeStruct(
    _ structValue: borrowing StructValue, _ slot: SlotInfo, to pointer: UnsafeMutableRawPointer,
    position: ValuePosition
  ) throws(InvocationError) {
    guard structValue.encoding.hasSameFields(as: slot.type) else {
      throw .typeMismatch(
        position, expected: slot.type,
        actual: "StructValue of \(MessageQuoting.quotedEncoding(structValue.encoding.encoding))")
    }
    assert(
      structValue.encoding.layout?.size == slot.size, "\(structValue.encoding) has the fields of \(slot.type)"
    )
    // The slot's size at `pointer` (the note above), the struct value's size too.
    unsafe structValue.copyBytes(to: pointer, count: slot.size)
  }

  /// The common cases first, each a cast to one concrete type: a class instance for `@`, the
  /// Swift type a C type imports as for a scalar, a raw pointer. The general conversions below go
  /// through casts to existentials (`any OptionalValue`, `any BinaryInteger`), which ask the
  /// runtime for protocol conformances: several thousand instructions a value.
  ///
  /// - Returns: Whether the value was stored; false leaves it to the general conversions.
  ///
  /// The value is read where it is stored, the `Any` opened by the language (``exactly(_:in:)``):
  /// a comparison of its stored type, no dynamic cast.
  @inlinable
  package static func storeExact(
    _ value: UnsafePointer<Any>, _ kind: ValueKind, to pointer: UnsafeMutableRawPointer, isReturn: Bool,
    keepAlive: inout [AnyObject]
  ) -> Bool {
    // `value` addresses an initialized `Any`; each case writes its kind's C type into the slot at
    // `pointer` (the note above).
    switch kind {
    case .object:
      guard let address = unsafe objectAddress(at: value) else { return false }
      // The `Any` holds the object: it is alive for this call, and kept by `keepAlive`.
      unsafe storeObject(
        Unretained<AnyObject>(opaque: address).object, to: pointer, isReturn: isReturn, keepAlive: &keepAlive)
    case .int64:
      guard
        let integer = unsafe exactly(Int.self, in: value).map(Int64.init) ?? exactly(Int64.self, in: value)
      else { return false }
      unsafe pointer.storeBytes(of: integer, as: Int64.self)
    case .uint64:
      guard
        let integer = unsafe exactly(UInt.self, in: value).map(UInt64.init) ?? exactly(UInt64.self, in: value)
      else { return false }
      unsafe pointer.storeBytes(of: integer, as: UInt64.self)
    case .int32:
      guard let integer = unsafe exactly(Int32.self, in: value) else { return false }
      if isReturn {
        unsafe pointer.storeBytes(of: Int64(integer), as: Int64.self)
      } else {
        unsafe pointer.storeBytes(of: integer, as: Int32.self)
      }
    case .double:
      guard let double = unsafe exactly(Double.self, in: value) else { return false }
      unsafe pointer.storeBytes(of: double, as: Double.self)
    case .float:
      guard let float = unsafe exactly(Float.self, in: value) else { return false }
      unsafe pointer.storeBytes(of: float, as: Float.self)
    case .bool:
      guard let flag = unsafe exactly(Bool.self, in: value) else { return false }
      if isReturn {
        unsafe pointer.storeBytes(of: Int64(flag ? 1 : 0), as: Int64.self)
      } else {
        unsafe pointer.storeBytes(of: UInt8(flag ? 1 : 0), as: UInt8.self)
      }
    case .pointer:
      if let raw = unsafe exactly(UnsafeRawPointer.self, in: value) {
        unsafe pointer.storeBytes(of: raw, as: UnsafeRawPointer.self)
      } else if let raw = unsafe exactly(UnsafeMutableRawPointer.self, in: value) {
        unsafe pointer.storeBytes(of: raw, as: UnsafeMutableRawPointer.self)
      } else {
        return false
      }
    default:
      return false
    }
    return true
  }

  /// The value an `Any` holds when the type it stores is exactly `T`: the `Any` opened by the
  /// language (passed to a generic parameter, Swift 6 binds it to the type the `Any` stores:
  /// SE-0352), that type compared with `T` — one comparison, where `as? T` is a dynamic cast
  /// through the runtime (a few hundred instructions). A value stored as another type, a nested
  /// existential (an `any P` in the `Any`) included, gives nil: the general conversions take it.
  @inlinable @inline(__always)
  package static func exactly<T>(_: T.Type, in value: UnsafePointer<Any>) -> T? {
    // `value` addresses an initialized `Any` (the caller's proof), read in place for the call.
    unsafe Self.value(value.pointee, ifExactly: T.self)
  }

  /// ``exactly(_:in:)`` of an `Any` held by value.
  @inlinable @inline(__always)
  static func exactly<T>(_: T.Type, in value: Any) -> T? {
    Self.value(value, ifExactly: T.self)
  }

  /// `stored` as a `T`, when its type is `T`.
  @inlinable @inline(__always)
  static func value<Stored, T>(_ stored: Stored, ifExactly _: T.Type) -> T? {
    // Proved the same type: the bits are a `T`'s.
    Stored.self == T.self ? unsafe reinterpret(stored, as: T.self) : nil
  }

  /// The class instance an `Any` holds (the type it stores is a class), or nil: the `Any` opened
  /// by the language, without `as AnyObject`, which goes through the runtime's bridging and
  /// dynamic casts (thousands of instructions).
  @inlinable @inline(__always)
  package static func classInstance(in value: Any) -> AnyObject? {
    object(value)
  }

  /// The address of the class instance an `Any` holds (the type it stores is a class), unretained:
  /// valid while the `Any` is. The `Any` opened in place by the language; nothing retained.
  @inlinable @inline(__always)
  package static func objectAddress(at value: UnsafePointer<Any>) -> UnsafeMutableRawPointer? {
    // Opened as Swift 6 opens an existential passed to a generic parameter (SE-0352); `value`
    // addresses an initialized `Any` (the caller's proof), read in place.
    unsafe addressIfClass(value.pointee)
  }

  /// The address of `stored` when its type is a class.
  @inlinable @inline(__always)
  static func addressIfClass<Stored>(_ stored: Stored) -> UnsafeMutableRawPointer? {
    // A class type's value is one object reference: its bits are the object's address.
    Stored.self is AnyClass ? unsafe reinterpret(stored, as: UnsafeMutableRawPointer.self) : nil
  }

  /// `stored` as an object reference, when it is one: a class instance, or an existential of one.
  @inlinable @inline(__always)
  static func object<Stored>(_ stored: Stored) -> AnyObject? {
    // A class type, or `AnyObject` itself: the value is one object reference, `AnyObject`'s
    // representation.
    if Stored.self is AnyClass || Stored.self == AnyObject.self {
      // Proved above: one object reference, stored as `AnyObject` is.
      return unsafe reinterpret(stored, as: AnyObject.self)
    }
    return classBoundExistential(stored)
  }

  /// `stored` as an object reference when it is an existential holding one (`any P` of a
  /// class-bound `P`): the runtime's dynamic type and conversion, out of line (rare).
  @usableFromInline @inline(never)
  static func classBoundExistential<Stored>(_ stored: Stored) -> AnyObject? {
    guard type(of: stored) is AnyClass else { return nil }
    return stored as AnyObject
  }

  /// Writes an object: a return value +1 (handed to the caller), an argument +0, kept alive by
  /// the invocation.
  @inline(__always)
  @usableFromInline
  static func storeObject(
    _ object: AnyObject, to pointer: UnsafeMutableRawPointer, isReturn: Bool, keepAlive: inout [AnyObject]
  ) {
    // An object slot at `pointer` (the caller's proof). A return value owns one reference, which
    // its caller takes (RetainedPointer's rule); an argument's object is kept alive by the
    // invocation's `keepAlive`.
    if isReturn {
      unsafe pointer.storeBytes(of: RetainedPointer.retained(object), as: UnsafeMutableRawPointer.self)
    } else {
      keepAlive.append(object)
      unsafe pointer.storeBytes(of: Unretained.address(of: object), as: UnsafeMutableRawPointer.self)
    }
  }

  private static let cStringReturnReason =
    "a String returned as a C string (*) would have no owner once the call returns; "
    + "return a pointer to storage that outlives the call"

  /// Copies a Swift struct of the type the slot accepted last (``SlotInfo/acceptedStructType``,
  /// given as the slot's `cell` and `size`): its bytes, read where the `Any` holds them, without
  /// asking its conformances or comparing its fields again. A frame's boxed argument is written so
  /// without a copy of the `Any` (for a struct of more than 24 bytes, a retain and a release of its
  /// box) or of the slot (of its type encoding).
  ///
  /// - Returns: False, storing nothing, for a value of another type.
  @usableFromInline
  package static func storeAcceptedStruct(
    at value: UnsafePointer<Any>, accepted cell: UnsafePointer<Atomic<UInt>>?, size: Int,
    to pointer: UnsafeMutableRawPointer
  ) -> Bool {
    // The slot's cell, its signature's (alive while the caller's frame is), and an initialized
    // `Any` at `value`, opened by the language (SE-0352), as in ``exactly(_:in:)``.
    guard let cell = unsafe cell else { return false }
    return unsafe copyIfAccepted(
      value.pointee, cell.pointee.load(ordering: .relaxed), size: size, to: pointer)
  }

  /// Copies `value`'s bytes when its type is the one whose word is `accepted`: a value of the
  /// accepted type has the slot's layout (checked when it was accepted), copied into the slot's
  /// `size` bytes at `pointer`, which the caller proves are its to write.
  @unsafe @inline(__always)
  private static func copyIfAccepted<V>(
    _ value: V, _ accepted: UInt, size: Int, to pointer: UnsafeMutableRawPointer
  ) -> Bool {
    guard typeWord(V.self) == accepted else { return false }
    unsafe copyBytes(of: value, to: pointer, size: size)
    return true
  }

  /// Copies a Swift struct that declares its C struct (``TypeEncodable``): its encoding must have
  /// the slot's fields (names aside), as a ``StructValue``'s must, and its layout the slot's size
  /// and alignment, so that its bytes are the C struct's. The slot accepts its type from then on.
  ///
  /// - Returns: False, storing nothing, for an optional or a value whose layout is not the slot's:
  ///   the general conversions unwrap the one and refuse the other.
  private static func storeEncodable<V: TypeEncodable>(
    _ value: V, _ slot: SlotInfo, to pointer: UnsafeMutableRawPointer, position: ValuePosition
  ) throws(InvocationError) -> Bool {
    guard layoutMatches(V.self, size: slot.size, alignment: slot.alignment),
      !(V.self is any OptionalValue.Type)
    else { return false }
    guard V.typeEncoding.hasSameFields(as: slot.type) else {
      throw .typeMismatch(position, expected: slot.type, actual: "\(V.self)")
    }
    // The layout matches (checked above): the value's bytes fill the slot's size at `pointer`.
    // The cell is the slot's signature's, alive while the caller's frame is.
    unsafe copyBytes(of: value, to: pointer, size: slot.size)
    unsafe slot.acceptedStructType?.pointee.store(typeWord(V.self), ordering: .relaxed)
    return true
  }

  /// Copies a Swift struct with the C struct's size that does not declare its C struct (its layout
  /// is the caller's promise). The slot accepts its type from then on.
  private static func storeLayoutMatching<V>(
    _ value: V, _ slot: SlotInfo, to pointer: UnsafeMutableRawPointer, position: ValuePosition
  ) throws(InvocationError) {
    guard layoutMatches(V.self, size: slot.size, alignment: slot.alignment),
      !(type(of: value as Any) is AnyClass)
    else {
      throw .typeMismatch(position, expected: slot.type, actual: "\(type(of: value as Any))")
    }
    // The layout matches (checked above): the value's bytes fill the slot's size at `pointer`.
    // The cell is the slot's signature's, alive while the caller's frame is.
    unsafe copyBytes(of: value, to: pointer, size: slot.size)
    unsafe slot.acceptedStructType?.pointee.store(typeWord(V.self), ordering: .relaxed)
  }

  /// A type's identity as a word, as a slot's accepted-type cell keeps it.
  @usableFromInline @inline(__always)
  static func typeWord(_ type: Any.Type) -> UInt {
    UInt(bitPattern: ObjectIdentifier(type))
  }

  /// Copies a plain-data value's bytes into a slot of `size` bytes, its size or its stride.
  private static func copyBytes<V>(of value: V, to pointer: UnsafeMutableRawPointer, size: Int) {
    // The value's own bytes (its size, at most `size`: the caller's layout check), then zeros, into
    // the slot's `size` bytes at `pointer`.
    unsafe withUnsafeBytes(of: value) { bytes in
      unsafe pointer.copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
      // Swift leaves tail padding out of a value's size: the C struct's is zeroed.
      unsafe (pointer + bytes.count).initializeMemory(as: UInt8.self, repeating: 0, count: size - bytes.count)
    }
  }

  /// Writes a null object, class, C string or pointer.
  private static func storeNull(
    _ slot: SlotInfo, to pointer: UnsafeMutableRawPointer, isReturn: Bool, position: ValuePosition
  ) throws(InvocationError) {
    switch slot.kind {
    case .cString, .object, .objectClass, .selector, .pointer:
      // A pointer-sized slot at `pointer` (the caller's proof).
      unsafe pointer.storeBytes(of: nil, as: UnsafeRawPointer?.self)
    default:
      throw .typeMismatch(position, expected: slot.type, actual: "nil")
    }
  }
}
