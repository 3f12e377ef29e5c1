import DynamicProxyRuntime
import DynamicProxySupport

/// How a Swift-protocol method's arguments box as `[Any]`, straight from their Swift values,
/// without laying the call out as a frame: as RxCocoa code casts them out of its arrays.
///
/// - a class instance, a struct (a `TypeEncodable` C struct too: RxCocoa's `castOrThrow(CGPoint.self,
///   a[1])` ports as `a[1] as? Point`), a value without a C encoding (a `String`, an enum, a
///   closure, `Any`) and a scalar whose C slot reads back as its own type (`Int`, `Int32`,
///   `Double`, `Bool`, …) box as themselves; an optional of any of those as its value or, nil, as
///   `NullArgument` (RxCocoa's `NSNull`);
/// - a scalar or pointer of another C encoding boxes as a C slot of its encoding reads it, as
///   every `[Any]` of this package does: an `Int64` as `Int`, a `UInt64` as `UInt`, a typed pointer
///   (optional or not) as an `UnsafeRawPointer` or `NullArgument`.
///
/// Only a method whose argument past the 64th is an optional or needs its C slot boxes through a
/// frame.
@usableFromInline
struct ArgumentBoxing: Sendable {
  /// Whether every argument boxes straight from its Swift value.
  @usableFromInline var direct: Bool = true
  /// The arguments (the first 64) that are optionals boxing as their value or `NullArgument`.
  @usableFromInline var optionals: UInt64 = 0
  /// The arguments (the first 64) that box from their bytes, as a C slot of their encoding.
  @usableFromInline var encoded: UInt64 = 0
  /// The arguments (the first 64) that are instances of a class type: boxed as the reference,
  /// where a value of a type the call does not specialize (a parameter pack's) boxes through its
  /// value witnesses (a copy into a temporary, a copy into the box, the temporary destroyed).
  @usableFromInline var objects: UInt64 = 0
  /// The encoded arguments (the first 64) that are pointers (optional or not): boxed from their
  /// bits as an `UnsafeRawPointer`, or `NullArgument` for null, as a C slot reads them, without
  /// the slot.
  @usableFromInline var pointers: UInt64 = 0
  /// The C slot of each encoded argument (``EncodedSlot/none`` for the others), by position.
  private var slots: [EncodedSlot] = []
  /// The type of each optional argument (nil for the others), by position, which boxes its values:
  /// found once here, where a call would cast its value to find it (a conformance look-up and a
  /// dynamic cast per call, about 1,000 instructions).
  private var optionalTypes: [(any OptionalValue.Type)?] = []

  /// How an encoded argument's bytes are read.
  private struct EncodedSlot: Sendable {
    let kind: ValueKind
    let size: Int

    /// The slot of an argument that is not encoded.
    static let none = EncodedSlot(kind: .void, size: 0)
  }

  /// The scalar types that a C slot of their encoding reads back as.
  private static let scalars: [ObjectIdentifier] = [
    Int.self, Int32.self, Int16.self, Int8.self, UInt.self, UInt32.self, UInt16.self, UInt8.self,
    Double.self, Float.self, Bool.self,
  ].map { ObjectIdentifier($0) }

  mutating func add<T>(_ type: T.Type, at position: Int) {
    let optional = type as? any OptionalValue.Type
    slots.append(.none)
    optionalTypes.append(optional)
    guard direct else { return }
    // A class type (not a metatype, which is no `AnyObject.Type`) or `AnyObject` itself: one
    // strong reference, which boxes as `AnyObject` exactly as the value itself does.
    if (type is AnyObject.Type || type == AnyObject.self)
      && MemoryLayout<T>.size == MemoryLayout<AnyObject>.size
    {
      if position < 64 { objects |= 1 << position }
      return
    }
    if optional == nil && Self.boxesAsItself(type) { return }
    guard position < 64 else {
      direct = false
      return
    }
    if let optional, Self.boxesAsItself(optional.wrappedType) {
      optionals |= 1 << position
    } else if let slot = Self.encodedSlot(of: type) {
      encoded |= 1 << position
      slots[position] = slot
      if slot.kind == .pointer { pointers |= 1 << position }
    } else if optional != nil {
      // An optional of a value no C slot reads (an optional `Int64`, which crosses C as an
      // object): its value, or `NullArgument`, as that object's box reads back.
      optionals |= 1 << position
    }
    // Anything else (a `Selector`, a value whose Swift size is not its C slot's) boxes as itself.
  }

  /// Whether a value of `type` boxes as itself: anything but a scalar or pointer whose C slot
  /// reads back as another type.
  private static func boxesAsItself(_ type: Any.Type) -> Bool {
    if type is any OptionalValue.Type { return false }
    if let encodable = type as? any TypeEncodable.Type {
      if case .structure = encodable.typeEncoding { return true }
      return scalars.contains(ObjectIdentifier(type))
    }
    return true
  }

  /// The C slot a value of `type` is read from, when its Swift bytes are the C value's: a number
  /// or a pointer (an optional one: nil is the null pointer).
  private static func encodedSlot<T>(of type: T.Type) -> EncodedSlot? {
    guard type is any TypeEncodable.Type else { return nil }
    let encoding = TypeEncoding.of(type)
    guard let kind = ValueCoding.kind(of: encoding), let layout = encoding.layout else { return nil }
    switch kind {
    case .int8, .int16, .int32, .int64, .uint8, .uint16, .uint32, .uint64, .float, .double, .pointer:
      guard MemoryLayout<T>.size == layout.size else { return nil }
    default:
      return nil
    }
    return EncodedSlot(kind: kind, size: layout.size)
  }

  /// Appends the argument at `position` boxed, and moves `position` on.
  /// `@unsafe`: the caller proves that `value` is the argument at `position` of the method this
  /// boxing was made for (its `T` the one ``add(_:at:)`` saw there).
  @unsafe @inlinable @inline(__always)
  func append<T>(_ value: T, at position: inout Int, to array: inout [Any]) {
    if objects & (1 << position) != 0 {
      // `add` saw a class type (or `AnyObject`) of one reference's size here: the value is that
      // reference, boxed as itself.
      array.append(unsafe reinterpret(value, as: AnyObject.self))
    } else if encoded & (1 << position) != 0 {
      // The usual 64-bit integers without the slot (the test folds away once specialized).
      if pointers & (1 << position) != 0 {
        // `add` saw a pointer type (optional or not) of a word's size here: its bits are an address,
        // boxed as one (or `NullArgument`), nothing dereferenced.
        if let pointer = unsafe UnsafeRawPointer(bitPattern: reinterpret(value, as: UInt.self)) {
          unsafe array.append(pointer)
        } else {
          array.append(NullArgument())
        }
      } else if let value = sameTypeValue(value, as: Int64.self) {
        array.append(Int(value))
      } else if let value = sameTypeValue(value, as: UInt64.self) {
        array.append(UInt(value))
      } else {
        array.append(boxEncoded(value, at: position))
      }
    } else if optionals & (1 << position) != 0 {
      // The caller's proof (above).
      unsafe appendOptional(value, at: position, to: &array)
    } else if !Self.appendScalar(value, to: &array) {
      array.append(value)
    }
    position += 1
  }

  /// Appends the optional argument `value` at `position`: its value, or `NullArgument` for nil.
  /// Specialized but not inlined: inlined into the route, the optional's path would make the
  /// route keep every argument in memory (about 50 instructions on a call of one object).
  /// `@unsafe`, as ``boxOptional(_:at:)``.
  @unsafe @inlinable @inline(never)
  func appendOptional<T>(_ value: T, at position: Int, to array: inout [Any]) {
    if !Self.appendKnownOptional(value, to: &array) { array.append(unsafe boxOptional(value, at: position)) }
  }

  /// Appends `value` when it is an optional of the usual types of Swift delegate methods
  /// (`String?`, `(any Error)?`, `Int?`, `Double?`, `Bool?`): its value or `NullArgument`, without
  /// asking the optional's type to box it (a generic function and its metadata look-ups). Returns
  /// false for any other type. The tests fold away once `T` is specialized.
  @inlinable @inline(__always)
  static func appendKnownOptional<T>(_ value: T, to array: inout [Any]) -> Bool {
    if let value = sameTypeValue(value, as: String?.self) {
      appendValueOrNull(value, to: &array)
    } else if let value = sameTypeValue(value, as: (any Error)?.self) {
      appendValueOrNull(value, to: &array)
    } else if let value = sameTypeValue(value, as: Int?.self) {
      appendValueOrNull(value, to: &array)
    } else if let value = sameTypeValue(value, as: Double?.self) {
      appendValueOrNull(value, to: &array)
    } else if let value = sameTypeValue(value, as: Bool?.self) {
      appendValueOrNull(value, to: &array)
    } else {
      return false
    }
    return true
  }

  /// Appends the optional `value`'s value, or `NullArgument` for nil.
  @inlinable @inline(__always)
  static func appendValueOrNull<Wrapped>(_ value: Wrapped?, to array: inout [Any]) {
    if let value {
      array.append(value)
    } else {
      array.append(NullArgument())
    }
  }

  /// Appends `value` when it is one of the usual scalars of delegate methods, boxed as its own
  /// type: the call does not specialize `T` (a parameter pack's element), and a value of a type it
  /// does not know boxes through its value witnesses (a copy into a temporary, a boxed existential,
  /// another copy, a destroy), where a known one is stored straight into the box. Returns false for
  /// any other type.
  @inlinable @inline(__always)
  static func appendScalar<T>(_ value: T, to array: inout [Any]) -> Bool {
    if let value = sameTypeValue(value, as: Double.self) {
      array.append(value)
    } else if let value = sameTypeValue(value, as: Int.self) {
      array.append(value)
    } else if let value = sameTypeValue(value, as: Bool.self) {
      array.append(value)
    } else if let value = sameTypeValue(value, as: Float.self) {
      array.append(value)
    } else if let value = sameTypeValue(value, as: Int32.self) {
      array.append(value)
    } else if let value = sameTypeValue(value, as: UInt.self) {
      array.append(value)
    } else {
      return false
    }
    return true
  }

  /// An encoded argument boxed: its bytes read as a C slot of its encoding.
  @usableFromInline
  func boxEncoded<T>(_ value: T, at position: Int) -> Any {
    let slot = slots[position]
    // `add` found `T`'s Swift size to be the slot's: the bytes, padded to it, are a value of its kind.
    return unsafe ValueCoding.withBytes(of: value, paddedTo: slot.size) {
      unsafe ValueCoding.box(kind: slot.kind, type: .void, size: slot.size, at: $0)
    }
  }

  /// The optional argument `value` at `position` boxed: its value, or `NullArgument` for nil.
  /// Not inlined: the call's route, which inlines `append`, would keep its arguments in memory.
  /// `@unsafe`: the caller proves that `value` is the argument at `position` (an optional, of the
  /// type ``add(_:at:)`` recorded there).
  @unsafe @usableFromInline
  func boxOptional<T>(_ value: T, at position: Int) -> Any {
    // The value's own storage, for the closure; `T` is the recorded optional type (the caller's
    // proof), which reads it.
    unsafe withUnsafePointer(to: value) {
      unsafe optionalTypes[position].unsafelyUnwrapped.boxWrapped(at: $0)
    }
  }
}
