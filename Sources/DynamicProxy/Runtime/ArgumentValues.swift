/// The value that stands for a null object, class, C string or pointer in boxed arguments, the
/// counterpart of the `NSNull` that RxCocoa puts in its `[Any]` arrays.
///
/// Typed accessors (``Invocation/argument(at:as:)``) turn it into `nil` for optional types.
public struct NullArgument: Hashable, Sendable, CustomStringConvertible {
  /// Creates the placeholder.
  public init() {}

  /// `"nil"`.
  public var description: String { "nil" }
}

/// A struct passed or returned by value: its bytes as the C ABI laid them out, and its encoding.
///
/// Convert it to a Swift struct with the same layout with ``load(as:)``; read its fields boxed with
/// ``fields``. Two values are equal when their encodings and the bytes of every field are equal
/// (padding bytes are not compared).
public struct StructValue: Hashable, Sendable, CustomStringConvertible {
  /// The struct's type encoding.
  public let encoding: TypeEncoding
  /// The struct's bytes, padding included.
  public let bytes: [UInt8]

  /// Wraps the bytes of a struct.
  ///
  /// - Parameters:
  ///   - bytes: The struct's bytes, exactly its size.
  ///   - encoding: The struct's encoding.
  /// - Throws: ``InvocationError/typeMismatch(_:expected:actual:)`` at
  ///   ``ValuePosition/structValue`` when `encoding` is not a struct with a known layout or `bytes`
  ///   is not its size; `actual` is `"[UInt8] (N bytes)"`.
  public init(bytes: [UInt8], encoding: TypeEncoding) throws(InvocationError) {
    guard case .structure = encoding, let layout = encoding.layout, layout.size == bytes.count else {
      throw .typeMismatch(.structValue, expected: encoding, actual: "[UInt8] (\(bytes.count) bytes)")
    }
    self.bytes = bytes
    self.encoding = encoding
  }

  /// Copies a Swift value whose layout matches the struct's C layout.
  ///
  /// - Parameters:
  ///   - value: A Swift struct with the same size and field layout as the C struct.
  ///   - encoding: The C struct's encoding.
  /// - Throws: ``InvocationError/typeMismatch(_:expected:actual:)`` at
  ///   ``ValuePosition/structValue`` when the layouts differ or `encoding` is not a struct with a
  ///   known layout.
  public init<T>(_ value: T, encoding: TypeEncoding) throws(InvocationError) {
    guard case .structure = encoding, let layout = encoding.layout,
      ValueCoding.layoutMatches(T.self, size: layout.size, alignment: layout.alignment)
    else {
      throw .typeMismatch(.structValue, expected: encoding, actual: "\(T.self)")
    }
    var bytes = withUnsafeBytes(of: value) { Array($0) }
    bytes.append(contentsOf: repeatElement(0, count: layout.size - bytes.count))
    try self.init(bytes: bytes, encoding: encoding)
  }

  init(unchecked pointer: UnsafeRawPointer, size: Int, encoding: TypeEncoding) {
    self.bytes = Array(UnsafeRawBufferPointer(start: pointer, count: size))
    self.encoding = encoding
  }

  /// Converts to a Swift struct with the same layout.
  ///
  /// The size must match and the alignment must not exceed the C struct's; the field layout is the
  /// caller's promise (declare the Swift struct with the C fields in the same order).
  ///
  /// - Parameter type: The Swift struct type.
  /// - Returns: The value.
  /// - Throws: ``InvocationError/typeMismatch(_:expected:actual:)`` at
  ///   ``ValuePosition/structValue`` when the layouts differ.
  public func load<T>(as type: T.Type = T.self) throws(InvocationError) -> T {
    guard let layout = encoding.layout,
      ValueCoding.layoutMatches(T.self, size: layout.size, alignment: layout.alignment)
    else {
      throw .typeMismatch(.structValue, expected: encoding, actual: "\(T.self)")
    }
    return bytes.withUnsafeBytes { raw in
      withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { temporary in
        let base = UnsafeMutableRawPointer(temporary.baseAddress!)
        base.copyMemory(from: raw.baseAddress!, byteCount: MemoryLayout<T>.size)
        return temporary.baseAddress!.move()
      }
    }
  }

  /// The fields, boxed as arguments are (arrays inside the struct as `[Any]`).
  public var fields: [Any] {
    guard case .structure(_, let types) = encoding else { return [] }
    return bytes.withUnsafeBytes { raw in
      var offset = 0
      return types.map { type in
        let layout = type.layout ?? (size: 0, alignment: 1)
        offset = (offset + layout.alignment - 1) / layout.alignment * layout.alignment
        defer { offset += layout.size }
        return ValueCoding.boxField(type, at: raw.baseAddress! + offset)
      }
    }
  }

  /// The field bytes, padding removed: what equality and hashing compare.
  private var significantBytes: [UInt8] {
    var result: [UInt8] = []
    bytes.withUnsafeBytes { raw in
      ValueCoding.appendSignificantBytes(of: encoding, at: raw.baseAddress!, to: &result)
    }
    return result
  }

  /// Compares encodings and field bytes.
  ///
  /// - Parameters:
  ///   - lhs: A struct value.
  ///   - rhs: Another struct value.
  /// - Returns: Whether both hold the same fields.
  public static func == (lhs: StructValue, rhs: StructValue) -> Bool {
    lhs.encoding == rhs.encoding && lhs.significantBytes == rhs.significantBytes
  }

  /// Hashes the encoding and the field bytes.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(encoding)
    hasher.combine(significantBytes)
  }

  /// The encoding and the boxed fields, for example `{Point=dd}(1.0, 2.0)`.
  public var description: String {
    "\(encoding.encoding)(\(fields.map { "\($0)" }.joined(separator: ", ")))"
  }
}

/// A Swift value with no C encoding (an array, a `String`, a struct) carried as an object (`@`).
///
/// Typed setters box such values automatically and boxing unwraps them again, so subscribers see
/// the original value. The invocation that boxed a value keeps the box alive for the call.
final class ValueBox: @unchecked Sendable {
  // @unchecked: the value is immutable after init; it is only read back by the receiving side.
  let value: Any

  init(_ value: Any) {
    self.value = value
  }
}

/// A C string copied into memory an invocation owns.
final class CStringBox {
  let pointer: UnsafeMutablePointer<CChar>

  init(_ string: String) {
    let utf8 = Array(string.utf8CString)
    pointer = .allocate(capacity: utf8.count)
    pointer.initialize(from: utf8, count: utf8.count)
  }

  init(copying source: UnsafePointer<CChar>) {
    var length = 0
    while source[length] != 0 { length += 1 }
    pointer = .allocate(capacity: length + 1)
    pointer.initialize(from: source, count: length + 1)
  }

  deinit {
    pointer.deallocate()
  }
}
