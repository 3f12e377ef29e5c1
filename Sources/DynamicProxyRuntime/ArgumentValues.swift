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
///
/// Its bytes are read and written through pointers. What every `unsafe` here relies on: a value
/// holds exactly its encoding's layout size in bytes (the record's `size`): inline, in its two
/// words, when that is at most 16, else in an array of that count. The functions that take a
/// pointer are unsafe by type; their caller proves that it addresses that many bytes of the
/// struct (a signature's struct slot, whose size libffi and the layout agree on).
public struct StructValue: Hashable, Sendable, CustomStringConvertible {
  /// The encoding and the bytes: up to 16 bytes inline, so that a small struct boxes as an `Any`
  /// without an allocation (the value fits an existential's inline buffer: the interned encoding's
  /// pointer, whose spare bits hold the case, and two words); a larger struct's bytes in an array,
  /// which a delegate proxy's next observed call writes over in place once nobody else holds the
  /// value (``store(unchecked:size:encoding:into:)``).
  /// The encoding is interned and referred to unretained (``StructEncoding``): a value boxed on
  /// every call writes no reference count that other proxies of the protocol share.
  @usableFromInline
  enum Storage: Sendable {
    case small(StructEncodingReference, UInt64, UInt64)
    case large(StructEncodingReference, [UInt8])

    /// The array of a large struct's bytes, moved out (not copied: its uniqueness is kept).
    @inlinable @inline(__always)
    consuming func takeBytes() -> [UInt8]? {
      switch consume self {
      case .large(_, let bytes): bytes
      case .small: nil
      }
    }
  }

  @usableFromInline let storage: Storage

  /// The struct's type encoding.
  public var encoding: TypeEncoding { record.type }

  /// The struct's interned encoding, unretained (see ``StructEncoding``).
  @usableFromInline var record: StructEncodingReference {
    switch storage {
    case .small(let record, _, _), .large(let record, _): record
    }
  }

  /// The struct's bytes, padding included.
  public var bytes: [UInt8] {
    // The value's own bytes, copied inside the call.
    unsafe withUnsafeBytes { unsafe Array($0) }
  }

  /// The largest struct whose bytes are kept inline.
  @usableFromInline static var inlineCapacity: Int { 16 }

  /// Calls `body` with the struct's bytes, padding included.
  func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
    switch storage {
    case .small(let record, let first, let second):
      // Made only with the encoding's layout size, at most the two words' 16 bytes.
      let size = record.size
      return try unsafe Swift.withUnsafeBytes(of: (first, second)) { words in
        try unsafe body(UnsafeRawBufferPointer(rebasing: words[0..<size]))
      }
    case .large(_, let bytes):
      // The array's own bytes, for the call.
      return try unsafe bytes.withUnsafeBytes(body)
    }
  }

  /// Copies the struct's first `count` bytes to `destination`: its size when the caller knows it
  /// (a slot of the same fields), without working it out from the encoding again.
  func copyBytes(to destination: UnsafeMutableRawPointer, count: Int) {
    // At most the value's own bytes, into the caller's `count` bytes (its proof).
    switch storage {
    case .small(_, let first, let second):
      unsafe Swift.withUnsafeBytes(of: (first, second)) {
        unsafe destination.copyMemory(from: $0.baseAddress!, byteCount: Swift.min(count, $0.count))
      }
    case .large(_, let bytes):
      unsafe bytes.withUnsafeBytes {
        unsafe destination.copyMemory(from: $0.baseAddress!, byteCount: Swift.min(count, $0.count))
      }
    }
  }

  /// Keeps `size` bytes at `pointer`, `encoding`'s layout size (the inline case reads its size from
  /// the encoding): inline when they fit.
  @inlinable
  static func storage(
    copying pointer: UnsafeRawPointer, size: Int, encoding: StructEncodingReference
  ) -> Storage {
    // `size` bytes at `pointer` (the caller's proof), read within that size; at most 16 copied
    // into the two words.
    guard size <= inlineCapacity else {
      return unsafe .large(encoding, Array(UnsafeRawBufferPointer(start: pointer, count: size)))
    }
    // Whole words loaded as words (a `memcpy` call of a size not known here costs more).
    if size == 16 {
      return unsafe .small(
        encoding, pointer.loadUnaligned(as: UInt64.self),
        pointer.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
    }
    if size == 8 { return unsafe .small(encoding, pointer.loadUnaligned(as: UInt64.self), 0) }
    var words: (UInt64, UInt64) = (0, 0)
    unsafe Swift.withUnsafeMutableBytes(of: &words) {
      unsafe $0.baseAddress!.copyMemory(from: pointer, byteCount: size)
    }
    return .small(encoding, words.0, words.1)
  }

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
    let record = StructEncoding.interned(encoding)
    // The array's own bytes, its count (the layout's size, checked above), read during the call.
    storage = unsafe bytes.withUnsafeBytes {
      unsafe Self.storage(copying: $0.baseAddress!, size: bytes.count, encoding: record)
    }
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
    let record = StructEncoding.interned(encoding)
    // The value's bytes, padded to the layout's size, read during the call.
    storage = unsafe ValueCoding.withBytes(of: value, paddedTo: layout.size) {
      unsafe Self.storage(copying: $0, size: layout.size, encoding: record)
    }
  }

  /// Copies the struct of a signature's slot. Its size, libffi's, is its encoding's layout size:
  /// signatures reject what the two could disagree on (unions, bitfields, `?`, empty structs).
  @inlinable
  package init(unchecked pointer: UnsafeRawPointer, size: Int, encoding: StructEncodingReference) {
    assert(encoding.size == size, "a struct slot of \(encoding.type) is \(size) bytes")
    // The caller's proof: `size` bytes at `pointer`.
    storage = unsafe Self.storage(copying: pointer, size: size, encoding: encoding)
  }

  /// ``init(unchecked:size:encoding:)`` with an encoding not yet interned (a struct's field, a
  /// value read outside a signature's slot): interned first, under the intern table's lock.
  package init(unchecked pointer: UnsafeRawPointer, size: Int, encoding: TypeEncoding) {
    // The caller's proof: `size` bytes at `pointer`.
    unsafe self.init(unchecked: pointer, size: size, encoding: StructEncoding.interned(encoding))
  }

  /// Puts the struct of a signature's slot, too large to keep inline, in `element`: written over
  /// the bytes of the ``StructValue`` of `encoding` that `element` holds (the value the last call
  /// left at the struct's argument position), in place when nobody else holds them, in a copy of
  /// its own, by copy-on-write, when someone still does; a new value when `element` holds
  /// anything else.
  @inlinable @inline(__always)
  package static func store(
    unchecked pointer: UnsafeRawPointer, size: Int, encoding: StructEncodingReference, into element: inout Any
  ) {
    assert(encoding.size == size, "a struct slot of \(encoding.type) is \(size) bytes")
    // The caller's proof: `size` bytes at `pointer`, the encoding's size.
    if unsafe !rewrite(&element, copying: pointer, size: size, encoding: encoding) {
      element = unsafe StructValue(unchecked: pointer, size: size, encoding: encoding)
    }
  }

  /// Writes `size` bytes at `pointer` over `value` when it is a struct value of `encoding` kept in
  /// an array of that size; false otherwise. `value` is an `Any` opened by the language (its
  /// dynamic type), not read through its layout.
  @inlinable @inline(__always)
  static func rewrite<Value>(
    _ value: inout Value, copying pointer: UnsafeRawPointer, size: Int, encoding: StructEncodingReference
  ) -> Bool {
    guard Value.self == StructValue.self else { return false }
    // `Value` is `StructValue` (checked above); `size` bytes at `pointer` (the caller's proof).
    return unsafe rewrite(at: &value, copying: pointer, size: size, encoding: encoding)
  }

  /// ``rewrite(_:copying:size:encoding:)`` of the struct value at `address` (`Value` is
  /// `StructValue`, checked by the caller).
  @inlinable @inline(__always)
  static func rewrite<Value>(
    at address: UnsafeMutablePointer<Value>, copying pointer: UnsafeRawPointer, size: Int,
    encoding: StructEncodingReference
  ) -> Bool {
    // A `StructValue` at `address` (the caller checked `Value`), initialized.
    let value = unsafe UnsafeMutableRawPointer(address).assumingMemoryBound(to: StructValue.self)
    guard case .large(let record, _) = unsafe value.pointee.storage, record === encoding else { return false }
    // Moved out while it is written (a copy would hold the array once more, which would never be
    // unique), and moved back, initialized again before anything else reads it. The array holds
    // the record's size in bytes, which is `size` (the caller's proof); so does `pointer`.
    guard var bytes = unsafe value.move().storage.takeBytes() else { preconditionFailure("checked above") }
    unsafe bytes.withUnsafeMutableBytes { unsafe Self.copyBytes(size, from: pointer, to: $0.baseAddress!) }
    unsafe value.initialize(to: StructValue(storage: .large(record, bytes)))
    return true
  }

  /// Copies `count` bytes: three or four words (a struct of three doubles, a rectangle) as words,
  /// without a call; any other size through `memcpy`.
  @inlinable @inline(__always)
  static func copyBytes(_ count: Int, from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer)
  {
    // `count` bytes at both (the caller's proof): each word below `count`.
    func copyWord(_ offset: Int) {
      unsafe destination.storeBytes(
        of: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset,
        as: UInt64.self)
    }
    switch count {
    case 24:
      copyWord(0)
      copyWord(8)
      copyWord(16)
    case 32:
      copyWord(0)
      copyWord(8)
      copyWord(16)
      copyWord(24)
    default:
      unsafe destination.copyMemory(from: source, byteCount: count)
    }
  }

  /// Wraps `storage`.
  @inlinable
  init(storage: Storage) {
    self.storage = storage
  }

  /// Whether a struct of `size` bytes is kept in an array (too large to be inline).
  @inlinable
  package static func keepsBytesInArray(size: Int) -> Bool { size > inlineCapacity }

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
    // The layout the record keeps: the encoding itself is not read back (a struct value only
    // exists for an encoding with a layout).
    guard ValueCoding.layoutMatches(T.self, size: record.size, alignment: record.alignment) else {
      throw .typeMismatch(.structValue, expected: encoding, actual: "\(T.self)")
    }
    // `T` is plain data of at most the value's size (checked above): its bytes, copied into a
    // `T`'s own memory, make a `T`, moved out once.
    return unsafe withUnsafeBytes { raw in
      unsafe withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { temporary in
        let base = UnsafeMutableRawPointer(temporary.baseAddress!)
        unsafe base.copyMemory(from: raw.baseAddress!, byteCount: MemoryLayout<T>.size)
        return unsafe temporary.baseAddress!.move()
      }
    }
  }

  /// The fields, boxed as arguments are (arrays inside the struct as `[Any]`).
  public var fields: [Any] {
    guard case .structure(_, let types) = encoding else { return [] }
    // Each field at its offset in the encoding's layout, within the value's bytes (that layout's
    // size).
    return unsafe withUnsafeBytes { raw in
      var offset = 0
      return types.map { type in
        let layout = type.layout ?? (size: 0, alignment: 1)
        offset = (offset + layout.alignment - 1) / layout.alignment * layout.alignment
        defer { offset += layout.size }
        return unsafe ValueCoding.boxField(type, at: raw.baseAddress! + offset)
      }
    }
  }

  /// The field bytes, padding removed: what equality and hashing compare.
  private var significantBytes: [UInt8] {
    var result: [UInt8] = []
    // The fields of the encoding's layout, within the value's bytes (that layout's size).
    unsafe withUnsafeBytes { raw in
      unsafe ValueCoding.appendSignificantBytes(of: encoding, at: raw.baseAddress!, to: &result)
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
    lhs.record === rhs.record && lhs.significantBytes == rhs.significantBytes
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
@usableFromInline
final class ValueBox: @unchecked Sendable {  // immutable after init
  // the value is immutable after init; it is only read back by the receiving side.
  let value: Any

  init(_ value: Any) {
    self.value = value
  }
}

/// A C string copied into memory an invocation owns.
///
/// `@safe`: it owns its allocation (made and initialized in `init`, freed in `deinit`); the
/// pointer it hands out is unsafe by type, valid while the box is kept alive.
@safe final class CStringBox {
  let pointer: UnsafeMutablePointer<CChar>

  init(_ string: String) {
    // The text and its NUL, into an allocation of that count.
    let utf8 = Array(string.utf8CString)
    unsafe pointer = .allocate(capacity: utf8.count)
    unsafe pointer.initialize(from: utf8, count: utf8.count)
  }

  /// A copy of the NUL-terminated string at `source`, which the caller proves is one.
  init(copying source: UnsafePointer<CChar>) {
    // Up to and including the NUL (the caller's proof), into an allocation of that count.
    var length = 0
    while unsafe source[length] != 0 { length += 1 }
    unsafe pointer = .allocate(capacity: length + 1)
    unsafe pointer.initialize(from: source, count: length + 1)
  }

  deinit {
    // Allocated in init, freed once.
    unsafe pointer.deallocate()
  }
}
