/// A Swift type with a C type encoding: how typed closures and `send` map Swift values to C.
///
/// Integers, floating-point types, `Bool`, pointers and ``Selector`` conform. Conform a Swift
/// struct whose layout matches a C struct by giving its encoding:
///
/// ```swift
/// struct Point { var x: Double; var y: Double }
/// extension Point: TypeEncodable {
///   static let typeEncoding: TypeEncoding =
///     .structure(name: "Point", fields: [.double, .double])
/// }
/// ```
///
/// Any other type crosses as an object (`@`): a class instance as itself, any other value (an
/// array, a `String`) boxed in an object that the caller keeps alive for the call.
public protocol TypeEncodable {
  /// The C type this Swift type stands for.
  static var typeEncoding: TypeEncoding { get }

  /// A value of this type loaded from its C bytes at `pointer` and boxed: how a C frame's `[Any]`
  /// holds a struct argument of a method that a `DelegateMethod` describes. Do not implement it:
  /// the default, made for each conforming type where its conformance is declared, boxes the value
  /// without a generic call.
  ///
  /// `@unsafe`: it reads raw memory as this type; the caller proves that `pointer` addresses a
  /// value of this type's C layout (a C frame's struct argument of this type's encoding, whose
  /// layout the conformance declared).
  @unsafe static func _boxed(fromCBytes pointer: UnsafeRawPointer) -> Any
}

extension TypeEncodable {
  /// The value of this type at `pointer` (its C bytes, aligned as C aligns them), boxed.
  /// `@unsafe`, as the requirement: the caller proves that `pointer` addresses such a value.
  @unsafe @inlinable
  public static func _boxed(fromCBytes pointer: UnsafeRawPointer) -> Any {
    // This function's contract: a value of this type's layout, aligned, at `pointer`.
    unsafe pointer.load(as: Self.self)
  }
}

extension Int8: TypeEncodable {
  /// `c`.
  public static var typeEncoding: TypeEncoding { .char }
}
extension Int16: TypeEncodable {
  /// `s`.
  public static var typeEncoding: TypeEncoding { .short }
}
extension Int32: TypeEncodable {
  /// `i`.
  public static var typeEncoding: TypeEncoding { .int }
}
extension Int64: TypeEncodable {
  /// `q`.
  public static var typeEncoding: TypeEncoding { .longLong }
}
extension Int: TypeEncodable {
  /// `q` (64-bit platforms).
  public static var typeEncoding: TypeEncoding { .longLong }
}
extension UInt8: TypeEncodable {
  /// `C`.
  public static var typeEncoding: TypeEncoding { .unsignedChar }
}
extension UInt16: TypeEncodable {
  /// `S`.
  public static var typeEncoding: TypeEncoding { .unsignedShort }
}
extension UInt32: TypeEncodable {
  /// `I`.
  public static var typeEncoding: TypeEncoding { .unsignedInt }
}
extension UInt64: TypeEncodable {
  /// `Q`.
  public static var typeEncoding: TypeEncoding { .unsignedLongLong }
}
extension UInt: TypeEncodable {
  /// `Q` (64-bit platforms).
  public static var typeEncoding: TypeEncoding { .unsignedLongLong }
}
extension Float: TypeEncodable {
  /// `f`.
  public static var typeEncoding: TypeEncoding { .float }
}
extension Double: TypeEncodable {
  /// `d`.
  public static var typeEncoding: TypeEncoding { .double }
}
#if arch(x86_64)
  extension Float80: TypeEncodable {
    /// `D`.
    public static var typeEncoding: TypeEncoding { .longDouble }
  }
#endif
extension Bool: TypeEncodable {
  /// `B`.
  public static var typeEncoding: TypeEncoding { .bool }
}
extension Selector: TypeEncodable {
  /// `:`.
  public static var typeEncoding: TypeEncoding { .selector }
}
extension UnsafeRawPointer: TypeEncodable {
  /// `^v`.
  public static var typeEncoding: TypeEncoding { .pointer(.void) }
}
extension UnsafeMutableRawPointer: TypeEncodable {
  /// `^v`.
  public static var typeEncoding: TypeEncoding { .pointer(.void) }
}
extension OpaquePointer: TypeEncodable {
  /// `^?`.
  public static var typeEncoding: TypeEncoding { .pointer(.unknown) }
}
extension UnsafePointer: TypeEncodable {
  /// `^?`: a typed pointer matches any pointer encoding.
  public static var typeEncoding: TypeEncoding { .pointer(.unknown) }
}
extension UnsafeMutablePointer: TypeEncodable {
  /// `^?`: a typed pointer matches any pointer encoding.
  public static var typeEncoding: TypeEncoding { .pointer(.unknown) }
}
extension Optional: TypeEncodable where Wrapped: TypeEncodable {
  /// The wrapped type's encoding (`nil` is a null pointer).
  public static var typeEncoding: TypeEncoding { Wrapped.typeEncoding }
}

extension TypeEncoding {
  /// The encoding a Swift type crosses the C ABI as: its ``TypeEncodable`` encoding, or `@`.
  ///
  /// An optional of a pointer, C string or object type has its wrapped type's encoding (`nil` is
  /// the null pointer). An optional number or struct (`Int?`, an optional `TypeEncodable` struct)
  /// is `@`: C has no value of those types for `nil`, so such an argument or result crosses a C
  /// frame as an object, `nil` as a null pointer, and boxes as its value or ``NullArgument``.
  ///
  /// - Parameter type: A Swift type.
  /// - Returns: The encoding.
  public static func of<T>(_ type: T.Type) -> TypeEncoding {
    if let encodable = type as? any TypeEncodable.Type {
      let encoding = encodable.typeEncoding
      // An optional whose nil has no C form (a number, a struct) crosses as an object: nil as a
      // null pointer, a value boxed.
      if type is any OptionalValue.Type && !encoding.hasNullValue { return .object }
      return encoding
    }
    return .object
  }

  /// Whether a C value of this type has a null value that stands for nil: a pointer, a C string,
  /// an object, a class, a selector or a block.
  var hasNullValue: Bool {
    switch ValueCoding.kind(of: self) {
    case .pointer, .cString, .object, .objectClass, .selector: true
    default: false
    }
  }

  /// Whether a Swift value of `type` can be read from and written to a slot of this encoding.
  package func accepts<T>(_ type: T.Type) -> Bool {
    if T.self == Any.self { return true }
    let declared = ValueCoding.kind(of: self)
    switch declared {
    case .object:
      // A class instance, or any Swift value without a C encoding (boxed), or an optional whose
      // nil has no C form (see `of(_:)`).
      return !(type is any TypeEncodable.Type) || Self.of(type) == .object
    case .cString:
      // Type comparisons only: the pointer types' metatypes, no pointer.
      return unsafe T.self == String.self || T.self == String?.self || type is any RawPointerConvertible.Type
        || T.self == UnsafePointer<CChar>?.self || T.self == UnsafeRawPointer?.self
    case .objectClass:
      return !(type is any TypeEncodable.Type)
    case .structure:
      guard let layout = self.layout else { return false }
      return T.self == StructValue.self
        || ValueCoding.layoutMatches(T.self, size: layout.size, alignment: layout.alignment)
    case .none:
      return false
    default:
      guard let encodable = type as? any TypeEncodable.Type,
        let swiftKind = ValueCoding.kind(of: encodable.typeEncoding)
      else { return false }
      if declared == .pointer { return swiftKind == .pointer }
      return swiftKind == declared
    }
  }
}
