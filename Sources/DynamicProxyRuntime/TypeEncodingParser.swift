///
/// Recursion is bounded by ``TypeEncoding/maximumNestingDepth``, the input by
/// ``TypeEncoding/maximumEncodingLength``, and nothing is allocated in proportion to a number in the
/// input.
struct TypeEncodingParser {
  /// A struct's or union's name and fields.
  typealias Aggregate = (name: String?, fields: [TypeEncoding])

  /// The encoding being parsed, for errors.
  let source: String
  /// The encoding's UTF-8 bytes.
  let bytes: [UInt8]
  /// The index of the next byte to read.
  var position = 0

  /// Prepares to parse `source`, which must be non-empty and not too long.
  init(_ source: String) throws(TypeEncodingError) {
    self.source = source
    let length = source.utf8.count
    guard length > 0 else {
      throw TypeEncodingError(encoding: source, offset: 0, reason: .empty)
    }
    guard length <= TypeEncoding.maximumEncodingLength else {
      throw TypeEncodingError(
        encoding: source, offset: TypeEncoding.maximumEncodingLength,
        reason: .encodingTooLong(limit: TypeEncoding.maximumEncodingLength))
    }
    bytes = Array(source.utf8)
  }

  /// Whether every byte has been read.
  var isAtEnd: Bool { position >= bytes.count }

  /// The next byte, or `nil` at the end.
  var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  /// An error at `offset` for the encoding being parsed.
  func error(_ reason: TypeEncodingError.Reason, at offset: Int) -> TypeEncodingError {
    TypeEncodingError(encoding: source, offset: offset, reason: reason)
  }

  /// Whether `byte` is an ASCII digit.
  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Whether `byte` closes a struct, union, array or block signature.
  static func isCloser(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"): true
    default: false
    }
  }

  /// Parses any qualifiers, then one type, entered at nesting `depth` (0 at the top level); the
  /// component has no frame offset.
  mutating func parseQualifiedType(depth: Int) throws(TypeEncodingError) -> TypeEncoding.Component {
    let qualifierStart = position
    var qualifiers: TypeQualifiers = []
    while let byte = current, let qualifier = TypeQualifiers.qualifier(for: byte) {
      qualifiers.insert(qualifier)
      position += 1
    }
    let hasQualifiers = position > qualifierStart
    guard let byte = current else {
      throw hasQualifiers
        ? error(.strayQualifier, at: qualifierStart) : error(.unexpectedEnd, at: position)
    }
    if hasQualifiers && Self.isCloser(byte) {
      throw error(.strayQualifier, at: qualifierStart)
    }
    return TypeEncoding.Component(qualifiers: qualifiers, type: try parseType(depth: depth))
  }

  /// Parses one type without qualifiers; the next byte exists.
  private mutating func parseType(depth: Int) throws(TypeEncodingError) -> TypeEncoding {
    let start = position
    let byte = bytes[position]
    if let scalar = TypeEncoding.scalar(for: byte) {
      position += 1
      return scalar
    }
    switch byte {
    case UInt8(ascii: "@"):
      position += 1
      if current == UInt8(ascii: "?") {
        position += 1
        if current == UInt8(ascii: "<") {
          try skipBlockSignature(depth: depth)
        }
        return .block
      }
      if current == UInt8(ascii: "\"") {
        try skipQuoted()
      }
      return .object
    case UInt8(ascii: "^"):
      let inner = try enter(depth)
      position += 1
      return .pointer(try parseQualifiedType(depth: inner).type)
    case UInt8(ascii: "["):
      let inner = try enter(depth)
      position += 1
      guard let next = current else { throw error(.unexpectedEnd, at: position) }
      guard Self.isDigit(next) else { throw error(.missingArrayCount, at: position) }
      let count = try parseNumber(limit: TypeEncoding.maximumArrayCount)
      let element = try parseQualifiedType(depth: inner).type
      guard current == UInt8(ascii: "]") else {
        throw error(.missingClosingDelimiter(UInt8(ascii: "]")), at: position)
      }
      position += 1
      return .array(count: count, element: element)
    case UInt8(ascii: "{"):
      let (name, fields) = try parseAggregate(depth: depth, closer: UInt8(ascii: "}"))
      return .structure(name: name, fields: fields)
    case UInt8(ascii: "("):
      let (name, fields) = try parseAggregate(depth: depth, closer: UInt8(ascii: ")"))
      return .union(name: name, fields: fields)
    case UInt8(ascii: "b"):
      position += 1
      var width = 0
      while let digit = current, Self.isDigit(digit) {
        if width <= 64 {
          width = width * 10 + Int(digit - UInt8(ascii: "0"))
        }
        position += 1
      }
      guard (1...64).contains(width) else { throw error(.invalidBitfieldWidth, at: start) }
      return .bitfield(width: width)
    default:
      throw error(.unknownCode(byte), at: start)
    }
  }

  /// Checks that one more level of nesting is allowed at the current byte, and returns that level.
  private func enter(_ depth: Int) throws(TypeEncodingError) -> Int {
    guard depth < TypeEncoding.maximumNestingDepth else {
      throw error(.nestingTooDeep(limit: TypeEncoding.maximumNestingDepth), at: position)
    }
    return depth + 1
  }

  /// Parses a struct or union from its opening byte to `closer`.
  private mutating func parseAggregate(depth: Int, closer: UInt8) throws(TypeEncodingError) -> Aggregate {
    let inner = try enter(depth)
    position += 1
    let nameStart = position
    while let byte = current, byte != UInt8(ascii: "="), byte != closer {
      position += 1
    }
    guard let terminator = current else {
      throw error(.missingClosingDelimiter(closer), at: position)
    }
    let nameBytes = bytes[nameStart..<position]
    // Delimiters are ASCII, so a slice between them is whole UTF-8.
    let name: String? =
      nameBytes.isEmpty || nameBytes.elementsEqual([UInt8(ascii: "?")])
      ? nil : String(decoding: nameBytes, as: UTF8.self)
    position += 1
    var fields: [TypeEncoding] = []
    if terminator == closer {
      return (name, fields)
    }
    while true {
      guard let byte = current else {
        throw error(.missingClosingDelimiter(closer), at: position)
      }
      if byte == closer {
        position += 1
        return (name, fields)
      }
      if Self.isCloser(byte) {
        throw error(.missingClosingDelimiter(closer), at: position)
      }
      if byte == UInt8(ascii: "\"") {
        try skipQuoted()
      }
      fields.append(try parseQualifiedType(depth: inner).type)
    }
  }

  /// Skips an extended block signature, `<v@?…>`: types, each with optional qualifiers and offset.
  private mutating func skipBlockSignature(depth: Int) throws(TypeEncodingError) {
    let inner = try enter(depth)
    position += 1
    while true {
      guard let byte = current else {
        throw error(.missingClosingDelimiter(UInt8(ascii: ">")), at: position)
      }
      if byte == UInt8(ascii: ">") {
        position += 1
        return
      }
      if Self.isCloser(byte) {
        throw error(.missingClosingDelimiter(UInt8(ascii: ">")), at: position)
      }
      _ = try parseQualifiedType(depth: inner)
      _ = try parseFrameOffset()
    }
  }

  /// Skips a quoted class or field name, from its opening `"` past its closing one.
  private mutating func skipQuoted() throws(TypeEncodingError) {
    guard let close = bytes[(position + 1)...].firstIndex(of: UInt8(ascii: "\"")) else {
      throw error(.missingClosingDelimiter(UInt8(ascii: "\"")), at: bytes.count)
    }
    position = close + 1
  }

  /// Parses the digits of a frame offset, if any follow.
  mutating func parseFrameOffset() throws(TypeEncodingError) -> Int? {
    guard let byte = current, Self.isDigit(byte) else { return nil }
    return try parseNumber(limit: TypeEncoding.maximumFrameOffset)
  }

  /// Parses a run of digits (at least one follows) into a number no larger than `limit`.
  private mutating func parseNumber(limit: Int) throws(TypeEncodingError) -> Int {
    let start = position
    var value = 0
    while let digit = current, Self.isDigit(digit) {
      // Once over the limit, stop accumulating: the value can't overflow.
      if value <= limit {
        value = value * 10 + Int(digit - UInt8(ascii: "0"))
      }
      position += 1
    }
    guard value <= limit else { throw error(.countTooLarge(limit: limit), at: start) }
    return value
  }
}
