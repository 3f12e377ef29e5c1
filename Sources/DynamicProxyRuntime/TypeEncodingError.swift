import DynamicProxySupport

/// A malformed type encoding: names the offset (in UTF-8 bytes from the start of `encoding`) and the
/// reason.
public struct TypeEncodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The encoding that failed to parse.
  public var encoding: String
  /// Where in `encoding` the parser stopped, in UTF-8 bytes from its start; equal to the encoding's
  /// UTF-8 length when it ended too early.
  public var offset: Int
  /// Why the encoding is malformed.
  public var reason: Reason

  /// Creates an error for `encoding` at `offset`.
  public init(encoding: String, offset: Int, reason: Reason) {
    self.encoding = encoding
    self.offset = offset
    self.reason = reason
  }

  /// Why a type encoding is malformed.
  public enum Reason: Hashable, Sendable {
    /// The encoding is the empty string. Offset 0.
    case empty
    /// The encoding ends where a type must follow, as in `"^"` or `"[4"`. Offset: the end.
    case unexpectedEnd
    /// The byte at the offset starts no type, as `z` in `"z"`, `}` in `"}"`, or a digit after a
    /// struct field in `"{A=i4}"`.
    case unknownCode(UInt8)
    /// A struct, union, array, quoted name or block signature is not closed: the byte at the offset
    /// (or the end) should be this delimiter, as `}` at offset 4 of `"{A=i"` and of `"{A=i]"`.
    case missingClosingDelimiter(UInt8)
    /// An array has no element count, as in `"[i]"`. Offset: the byte after `[`.
    case missingArrayCount
    /// An array count over ``TypeEncoding/maximumArrayCount``, or a frame offset over `Int32.max`.
    /// Offset: the number's first digit.
    case countTooLarge(limit: Int)
    /// Types nest deeper than ``TypeEncoding/maximumNestingDepth``. Offset: the `^`, `[`, `{`, `(`
    /// or `<` that opens the level too many.
    case nestingTooDeep(limit: Int)
    /// Qualifiers with no type after them, as in `"r"`, `"V]"` or `"{A=ir}"`. Offset: the first of
    /// the qualifiers.
    case strayQualifier
    /// A bitfield's width is missing or outside 1...64, as in `"b"`, `"b0"` or `"b65"`. Offset: the
    /// `b`.
    case invalidBitfieldWidth
    /// ``TypeEncoding/init(_:)`` found more after its one type, as in `"ii"`. Offset: the first byte
    /// after the type.
    case trailingCharacters
    /// The encoding is longer than ``TypeEncoding/maximumEncodingLength`` UTF-8 bytes. Offset: the
    /// limit.
    case encodingTooLong(limit: Int)
  }

  /// A readable account of the error, such as
  /// `malformed type encoding "{A=i" at offset 4: expected '}' before the end`.
  ///
  /// The encoding is quoted as a Swift string literal: characters that would not show are escaped
  /// (`"\0"`, `"^\n"`, `"\u{7F}"`); one longer than 80 bytes is cut, as in
  /// `"iiii…" (70000 bytes)`. The byte at the offset is shown as `'z'` when it is printable ASCII
  /// and as `byte 0x00` otherwise.
  public var description: String {
    "malformed type encoding \(MessageQuoting.quotedEncoding(encoding)) at offset \(offset): \(explanation)"
  }

  /// The reason, in words.
  private var explanation: String {
    switch reason {
    case .empty:
      return "the encoding is empty"
    case .unexpectedEnd:
      return "expected a type before the end"
    case .unknownCode(let byte):
      return "\(Self.show(byte)) starts no type"
    case .missingClosingDelimiter(let delimiter):
      return "expected \(Self.show(delimiter)) \(foundWords)"
    case .missingArrayCount:
      return "expected an element count after '[' \(foundWords)"
    case .countTooLarge(let limit):
      return "the number is larger than \(limit)"
    case .nestingTooDeep(let limit):
      return "types nest deeper than \(limit) levels"
    case .strayQualifier:
      return "a type qualifier is not followed by a type"
    case .invalidBitfieldWidth:
      return "a bitfield needs a width of 1 through 64"
    case .trailingCharacters:
      return "expected a single type, but more follows it"
    case .encodingTooLong(let limit):
      return "the encoding is longer than \(limit) bytes"
    }
  }

  /// "before the end", or "but found 'x'" for the byte at the offset.
  private var foundWords: String {
    let bytes = encoding.utf8
    guard offset >= 0, offset < bytes.count else { return "before the end" }
    return "but found \(Self.show(bytes[bytes.index(bytes.startIndex, offsetBy: offset)]))"
  }

  /// A byte, quoted if printable ASCII and in hexadecimal otherwise.
  private static func show(_ byte: UInt8) -> String {
    if (0x20..<0x7F).contains(byte) {
      return "'\(Character(Unicode.Scalar(byte)))'"
    }
    let hex = String(byte, radix: 16, uppercase: true)
    return "byte 0x\(hex.count < 2 ? "0" + hex : hex)"
  }
}

/// A recursive-descent parser over an encoding's UTF-8 bytes.
