/// How error messages (and `Selector.description`) quote the text they name: type encodings and
/// selectors.
///
/// The text is put in double quotes and spelled as a Swift string literal, so that nothing in it is
/// invisible and the quoted form reads back as the same string:
///
/// - `\0`, `\t`, `\n`, `\r`, `\"` and `\\` as in Swift;
/// - every other control character (`\u{1B}`, `\u{7F}`), format character (`\u{200B}`), line or
///   paragraph separator, space other than U+0020 (`\u{A0}`), surrogate, private-use or unassigned
///   scalar, and U+FFFD — the replacement character that stands where a `String` was decoded from
///   invalid UTF-8 (a Swift string holds no invalid bytes) — as `\u{X}`: the scalar's value in
///   uppercase hexadecimal, without leading zeros;
/// - everything else as is, non-ASCII letters included (`"é"`).
///
/// The empty string is `""`. Bytes that are not text — the byte a `TypeEncodingError` stopped at —
/// are shown on their own: `'z'` for printable ASCII, `byte 0xC3` otherwise.
package enum MessageQuoting {
  /// The longest encoding, in UTF-8 bytes, ``quotedEncoding(_:)`` prints whole.
  package static let encodingLimit = 80

  /// `text` in double quotes, escaped as the type's documentation says.
  package static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      appendEscaped(scalar, to: &result)
    }
    result += "\""
    return result
  }

  /// A type encoding quoted as ``quoted(_:)`` does; one longer than ``encodingLimit`` UTF-8 bytes is
  /// cut to its first ``encodingLimit`` characters, followed by `…` and its length:
  /// `"iiii…" (70000 bytes)`.
  package static func quotedEncoding(_ encoding: String) -> String {
    let length = encoding.utf8.count
    guard length > encodingLimit else { return quoted(encoding) }
    let shown = quoted(String(encoding.prefix(encodingLimit)))
    return "\(shown.dropLast())…\" (\(length) bytes)"
  }

  /// Appends one scalar, escaped if it would not show as itself.
  private static func appendEscaped(_ scalar: Unicode.Scalar, to result: inout String) {
    switch scalar {
    case "\0": result += "\\0"
    case "\t": result += "\\t"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    default:
      if isVisible(scalar) {
        result.unicodeScalars.append(scalar)
      } else {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      }
    }
  }

  /// Whether a scalar shows as itself: not a control, format, separator (but the ASCII space),
  /// surrogate, private-use or unassigned scalar, nor the replacement character.
  private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == " " { return true }
    if scalar == "\u{FFFD}" { return false }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .surrogate,
      .privateUse, .unassigned:
      return false
    default:
      return true
    }
  }
}
