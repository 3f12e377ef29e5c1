import DynamicProxyRuntime

/// How a method's arguments box as `[Any]` straight from their Swift values, exactly as a C frame
/// of the call boxes them (see <doc:TypeEncodings>), without laying the call out as a frame:
///
/// - a class instance or a value without a C encoding (an object argument) boxes as itself, and so
///   does a scalar whose encoding reads back as its own type (`Int`, `Int32`, `Double`, `Bool`, …);
///   an optional of those as its value or, nil, as `NullArgument`;
/// - any other value with a C encoding boxes from its bytes, read as a C slot of its encoding
///   would be: a `TypeEncodable` struct as a `StructValue`, an `Int64` as `Int`, a `UInt64` as
///   `UInt`, a typed pointer (optional or not) as an `UnsafeRawPointer` or `NullArgument`.
///
/// What neither covers (`Any`, an optional struct, a selector, the 65th argument of a method
/// whose argument needs its encoding) makes the method box through a frame.
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
  /// The C slot of each encoded argument (``EncodedSlot/none`` for the others), by position.
  private var slots: [EncodedSlot] = []
  /// Whether an argument is a struct too large to box inline: its `StructValue` keeps its bytes
  /// in an array, which a call writes into a spare one (``append(_:at:to:spareHolder:)``).
  @usableFromInline var hasLargeStructs = false

  /// How an encoded argument's bytes are read.
  private struct EncodedSlot: Sendable {
    let kind: ValueKind
    let encoding: TypeEncoding
    let size: Int

    /// The slot of an argument that is not encoded.
    static let none = EncodedSlot(kind: .void, encoding: .void, size: 0)
  }

  /// The scalar types that a C slot of their encoding reads back as.
  private static let scalars: [ObjectIdentifier] = [
    Int.self, Int32.self, Int16.self, Int8.self, UInt.self, UInt32.self, UInt16.self, UInt8.self,
    Double.self, Float.self, Bool.self,
  ].map { ObjectIdentifier($0) }

  mutating func add<T>(_ type: T.Type, at position: Int) {
    slots.append(.none)
    guard direct else { return }
    // A class type (not a metatype, which is no `AnyObject.Type`) or `AnyObject` itself: one
    // strong reference, which boxes as `AnyObject` exactly as the value itself does.
    if (type is AnyObject.Type || type == AnyObject.self)
      && MemoryLayout<T>.size == MemoryLayout<AnyObject>.size
    {
      if position < 64 { objects |= 1 << position }
      return
    }
    if let optional = type as? any OptionalValue.Type, position < 64,
      Self.boxesAsItself(optional.wrappedType)
    {
      optionals |= 1 << position
    } else if type is any OptionalValue.Type || !Self.boxesAsItself(type) {
      guard position < 64, let slot = Self.encodedSlot(of: type) else {
        direct = false
        return
      }
      encoded |= 1 << position
      slots[position] = slot
      if slot.kind == .structure && StructValue.keepsBytesInArray(size: slot.size) { hasLargeStructs = true }
    }
  }

  private static func boxesAsItself(_ type: Any.Type) -> Bool {
    if type == Any.self || type is any OptionalValue.Type { return false }
    if type is any TypeEncodable.Type { return scalars.contains(ObjectIdentifier(type)) }
    return true
  }

  /// The C slot a value of `type` is read from, when its Swift bytes are the C value's: a number,
  /// a pointer (an optional one: nil is the null pointer) or a struct of the C layout.
  private static func encodedSlot<T>(of type: T.Type) -> EncodedSlot? {
    guard type is any TypeEncodable.Type else { return nil }
    let encoding = TypeEncoding.of(type)
    guard let kind = ValueCoding.kind(of: encoding), let layout = encoding.layout else { return nil }
    switch kind {
    case .int8, .int16, .int32, .int64, .uint8, .uint16, .uint32, .uint64, .float, .double, .pointer:
      guard MemoryLayout<T>.size == layout.size else { return nil }
    case .structure:
      guard !(type is any OptionalValue.Type),
        ValueCoding.layoutMatches(T.self, size: layout.size, alignment: layout.alignment)
      else { return nil }
    default:
      return nil
    }
    return EncodedSlot(kind: kind, encoding: encoding, size: layout.size)
  }

  /// Appends the argument at `position` boxed, and moves `position` on. A struct too large to
  /// box inline writes its bytes into one of the method's spare arrays
  /// (``MethodObservers/spareStructBytes``) when the call holds them (`spareHolder`).
  @inlinable @inline(__always)
  func append<T>(
    _ value: T, at position: inout Int, to array: inout [Any], spareHolder: Unmanaged<MethodObservers>?
  ) {
    if objects & (1 << position) != 0 {
      array.append(unsafeBitCast(value, to: AnyObject.self))
    } else if encoded & (1 << position) != 0 {
      // The usual 64-bit integers without the slot (the test folds away once specialized).
      if T.self == Int64.self {
        array.append(Int(unsafeBitCast(value, to: Int64.self)))
      } else if T.self == UInt64.self {
        array.append(UInt(unsafeBitCast(value, to: UInt64.self)))
      } else {
        array.append(boxEncoded(value, at: position, spareHolder: spareHolder))
      }
    } else if optionals & (1 << position) != 0 {
      array.append(Self.boxOptional(value))
    } else if !Self.appendScalar(value, to: &array) {
      array.append(value)
    }
    position += 1
  }

  /// Appends `value` when it is one of the usual scalars of delegate methods, boxed as its own
  /// type: the call does not specialize `T` (a parameter pack's element), and a value of a type it
  /// does not know boxes through its value witnesses (a copy into a temporary, a boxed existential,
  /// another copy, a destroy), where a known one is stored straight into the box. Returns false for
  /// any other type.
  @inlinable @inline(__always)
  static func appendScalar<T>(_ value: T, to array: inout [Any]) -> Bool {
    if T.self == Double.self {
      array.append(unsafeBitCast(value, to: Double.self))
    } else if T.self == Int.self {
      array.append(unsafeBitCast(value, to: Int.self))
    } else if T.self == Bool.self {
      array.append(unsafeBitCast(value, to: Bool.self))
    } else if T.self == Float.self {
      array.append(unsafeBitCast(value, to: Float.self))
    } else if T.self == Int32.self {
      array.append(unsafeBitCast(value, to: Int32.self))
    } else if T.self == UInt.self {
      array.append(unsafeBitCast(value, to: UInt.self))
    } else {
      return false
    }
    return true
  }

  /// An encoded argument boxed: its bytes read as a C slot of its encoding.
  @usableFromInline
  func boxEncoded<T>(_ value: T, at position: Int, spareHolder: Unmanaged<MethodObservers>?) -> Any {
    // The slot's fields read in place: a copy of the slot would retain and release its encoding.
    slots.withUnsafeBufferPointer { slots in
      let kind = slots[position].kind
      let size = slots[position].size
      /// The struct at `pointer`, its bytes in one of the method's spare arrays when it is too
      /// large to keep inline and the call holds them.
      func structValue(at pointer: UnsafeRawPointer) -> Any {
        if StructValue.keepsBytesInArray(size: size), let spareHolder {
          return spareHolder._withUnsafeGuaranteedRef {
            StructValue(
              unchecked: pointer, size: size, encoding: slots[position].encoding,
              reusing: &$0.spareStructBytes)
          }
        }
        return StructValue(unchecked: pointer, size: size, encoding: slots[position].encoding)
      }
      // A pointer, and a struct of 8, 16, 24 or 32 bytes without tail padding, read as words:
      // loads, where `withBytes` of an unspecialized `T` goes through two generic closures.
      if MemoryLayout<T>.size == size {
        switch (kind, size) {
        case (.pointer, MemoryLayout<UInt>.size):
          guard let pointer = UnsafeRawPointer(bitPattern: unsafeBitCast(value, to: UInt.self)) else {
            return NullArgument()
          }
          return pointer
        case (.structure, 8):
          return StructValue(
            unchecked: (unsafeBitCast(value, to: UInt64.self), 0), encoding: slots[position].encoding)
        case (.structure, 16):
          return StructValue(
            unchecked: unsafeBitCast(value, to: (UInt64, UInt64).self), encoding: slots[position].encoding)
        case (.structure, 24):
          var words = unsafeBitCast(value, to: (UInt64, UInt64, UInt64).self)
          return withUnsafeBytes(of: &words) { structValue(at: $0.baseAddress!) }
        case (.structure, 32):
          var words = unsafeBitCast(value, to: (UInt64, UInt64, UInt64, UInt64).self)
          return withUnsafeBytes(of: &words) { structValue(at: $0.baseAddress!) }
        default:
          break
        }
      }
      return ValueCoding.withBytes(of: value, paddedTo: size) { pointer -> Any in
        // A scalar's box needs only its kind (the encoding is read for a struct only).
        guard kind == .structure else {
          return ValueCoding.box(kind: kind, type: .void, size: size, at: pointer)
        }
        return structValue(at: pointer)
      }
    }
  }

  /// An optional argument boxed: its value, or `NullArgument` for nil.
  @usableFromInline
  static func boxOptional(_ value: Any) -> Any {
    (value as? any OptionalValue)?.wrappedAny ?? NullArgument()
  }
}
