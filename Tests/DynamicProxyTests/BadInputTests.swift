import DynamicProxySupport
import Foundation
import Synchronization
import Testing

@testable import DynamicProxy

// Every entry point that takes data at run time, fed bad data: what it returns or throws. One test
// per row of the tables of the documentation's bad-input article (DynamicProxy.docc/BadInput.md). Programmer errors that trap are exit
// tests that also check the message names the fix; traps on data are library bugs, kept as exit
// tests that document the current trap (flip them to `.success` / `#expect(throws:)` once fixed).

extension DelegateProtocol {
  /// A protocol whose methods take each kind of value.
  static let badInput = try! DelegateProtocol(
    "BadInput",
    methods: [
      .optional("number:", "vq"),
      .optional("small:", "vi"),
      .optional("flag:", "vB"),
      .optional("text:", "v@"),
      .optional("point:", "v{BadInputPoint=dd}"),
      .optional("answer", "i"),
      .optional("name", "*"),
    ])
}

/// A Swift struct with the C layout of `{BadInputPoint=dd}`.
struct BadInputPoint: Equatable, TypeEncodable {
  var x: Double
  var y: Double
  static var typeEncoding: TypeEncoding { .structure(name: "BadInputPoint", fields: [.double, .double]) }
}

/// A class, for conversions that must refuse one.
final class BadInputObject: Sendable {
  let value = 42
}

/// A parent without the proxy storage token.
final class BadInputParentWithoutStorage: HasDelegate {
  var delegate: DelegateObject?
}

/// A parent class that no proxy type registers a factory for.
final class BadInputUnregisteredParent: HasDelegateProxyStorage {
  let delegateProxyStorage = DelegateProxyStorage()
}

/// A proxy type whose registration names the same parent type twice.
final class BadInputDuplicateProxy: DelegateProxy<StressView, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // no state beyond DelegateProxy's
{
  static let delegateProtocol = DelegateProtocol.stressDelegate
  /// A family of its own: other fixtures proxy the same protocol for other parents.
  static var identifier: ObjectIdentifier { ObjectIdentifier(Self.self) }

  static func registerKnownImplementations() {
    register { (view: StressView) in
      BadInputDuplicateProxy(parentObject: view, delegateProxy: BadInputDuplicateProxy.self)
    }
    register { (view: StressView) in
      BadInputDuplicateProxy(parentObject: view, delegateProxy: BadInputDuplicateProxy.self)
    }
  }
}

/// A second proxy type for ``StressView`` with the same protocol — so the same identifier — as
/// ``StressViewProxy``.
final class BadInputRivalProxy: DelegateProxy<StressView, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // no state beyond DelegateProxy's
{
  static let delegateProtocol = DelegateProtocol.stressDelegate

  static func registerKnownImplementations() {
    register { (view: StressView) in
      BadInputRivalProxy(parentObject: view, delegateProxy: BadInputRivalProxy.self)
    }
  }
}

/// Expects `error` to be a `TypeEncodingError` at `offset` for `reason`, with the offset in its text.
private func expectEncodingError(
  _ error: TypeEncodingError?, offset: Int, _ reason: TypeEncodingError.Reason,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(error?.offset == offset, sourceLocation: sourceLocation)
  #expect(error?.reason == reason, sourceLocation: sourceLocation)
  #expect(error?.description.contains("at offset \(offset)") == true, sourceLocation: sourceLocation)
}

/// Expects `error` (the result of `#expect(throws:)`) to match; a nil error was already recorded.
func expectCase<E: Error>(
  _ error: E?, sourceLocation: SourceLocation = #_sourceLocation, _ matches: (E) -> Bool
) {
  guard let error else { return }
  #expect(matches(error), "unexpected \(error)", sourceLocation: sourceLocation)
}

/// The text a child process wrote on its standard error.
func standardError(_ result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

@Suite struct BadInputTests {
  // MARK: - Type encodings

  @Test func malformedTypeEncodingsThrowWithOffsetAndReason() {
    func parse(_ text: String) -> TypeEncodingError? {
      do {
        _ = try TypeEncoding(text)
        return nil
      } catch { return error }
    }
    expectEncodingError(parse(""), offset: 0, .empty)
    expectEncodingError(parse("^"), offset: 1, .unexpectedEnd)
    expectEncodingError(parse("[4"), offset: 2, .unexpectedEnd)
    expectEncodingError(parse("(U=i"), offset: 4, .missingClosingDelimiter(UInt8(ascii: ")")))
    expectEncodingError(parse("@?<v"), offset: 4, .missingClosingDelimiter(UInt8(ascii: ">")))
    expectEncodingError(parse("z"), offset: 0, .unknownCode(UInt8(ascii: "z")))
    expectEncodingError(parse("{A=i"), offset: 4, .missingClosingDelimiter(UInt8(ascii: "}")))
    expectEncodingError(parse("{A=i]"), offset: 4, .missingClosingDelimiter(UInt8(ascii: "}")))
    expectEncodingError(parse("@\"NSString"), offset: 10, .missingClosingDelimiter(UInt8(ascii: "\"")))
    expectEncodingError(parse("[i]"), offset: 1, .missingArrayCount)
    expectEncodingError(parse("[16777217i]"), offset: 1, .countTooLarge(limit: 1 << 24))
    expectEncodingError(parse("i2147483648"), offset: 1, .countTooLarge(limit: Int(Int32.max)))
    expectEncodingError(
      parse(String(repeating: "^", count: 33) + "i"), offset: 32, .nestingTooDeep(limit: 32))
    expectEncodingError(parse("r"), offset: 0, .strayQualifier)
    expectEncodingError(parse("b0"), offset: 0, .invalidBitfieldWidth)
    expectEncodingError(parse("b65"), offset: 0, .invalidBitfieldWidth)
    expectEncodingError(parse("ii"), offset: 1, .trailingCharacters)
    expectEncodingError(parse("é"), offset: 0, .unknownCode(0xC3))
    expectEncodingError(parse("\u{0}"), offset: 0, .unknownCode(0))
    expectEncodingError(
      parse(String(repeating: "i", count: 65_537)), offset: 65_536, .encodingTooLong(limit: 65_536))
  }

  /// Error messages quote an encoding as a Swift string literal: what would not show is escaped
  /// (`\0`, `\n`, `\t`, `\u{7F}`; a NUL used to print as a raw NUL byte), quotes and backslashes
  /// too, and the byte at the offset is shown on its own.
  @Test func typeEncodingErrorsEscapeWhatWouldNotShow() {
    func message(_ text: String) -> String {
      do {
        _ = try TypeEncoding(text)
        return "parsed"
      } catch { return error.description }
    }
    #expect(message("\0") == #"malformed type encoding "\0" at offset 0: byte 0x00 starts no type"#)
    #expect(message("^\n") == #"malformed type encoding "^\n" at offset 1: byte 0x0A starts no type"#)
    #expect(
      message("{A\t=i") == #"malformed type encoding "{A\t=i" at offset 5: expected '}' before the end"#)
    #expect(message("\u{7F}") == #"malformed type encoding "\u{7F}" at offset 0: byte 0x7F starts no type"#)
    #expect(
      message("i\r\u{1B}")
        == #"malformed type encoding "i\r\u{1B}" at offset 1: expected a single type, but more follows it"#)
    #expect(message("\"\\") == #"malformed type encoding "\"\\" at offset 0: '"' starts no type"#)
    // Invisible characters, and the replacement character a String holds where it was decoded
    // from invalid UTF-8.
    #expect(
      message("\u{200B}") == #"malformed type encoding "\u{200B}" at offset 0: byte 0xE2 starts no type"#)
    #expect(
      message(String(decoding: [0x69, 0xFF], as: UTF8.self))
        == #"malformed type encoding "i\u{FFFD}" at offset 1: expected a single type, but more follows it"#)
    // Printable non-ASCII text is kept.
    #expect(message("é") == #"malformed type encoding "é" at offset 0: byte 0xC3 starts no type"#)
    // A long encoding is cut after 80 characters, escapes and all.
    #expect(
      message(String(repeating: "\n", count: 100))
        == "malformed type encoding \"\(String(repeating: #"\n"#, count: 80))…\" (100 bytes) at offset 0: "
        + "byte 0x0A starts no type")
    // The same quoting wherever an encoding is named: the signature and invocation errors.
    #expect(
      MethodSignatureError.unsupported(
        .structure(name: "A\n", fields: [.unknown]), position: .argument(0), reason: "r"
      )
      .description == #"unsupported argument 0 "{A\n=?}": r"#)
    #expect(
      InvocationError.typeMismatch(
        .argument(1), expected: .pointer(.structure(name: "\0", fields: [])), actual: "Int"
      )
      .description == #"argument 1 is "^{\0}"; Int does not convert to or from it"#)
    #expect(
      InvocationError.valueOutOfRange(.returnValue, expected: .int, value: "4294967296").description
        == #"4294967296 does not fit return value of type "i""#)
  }

  /// The quoting rules on their own: Swift's escapes, `\u{X}` for every scalar that would not show.
  @Test func messagesQuoteTextAsASwiftStringLiteral() {
    #expect(MessageQuoting.quoted("") == #""""#)
    #expect(MessageQuoting.quoted("a:b:") == #""a:b:""#)
    #expect(MessageQuoting.quoted("\0\t\n\r\"\\") == #""\0\t\n\r\"\\""#)
    #expect(
      MessageQuoting.quoted("\u{1B}\u{7F}\u{85}\u{A0}\u{200B}\u{2028}\u{E000}\u{FFFD}")
        == #""\u{1B}\u{7F}\u{85}\u{A0}\u{200B}\u{2028}\u{E000}\u{FFFD}""#)
    #expect(MessageQuoting.quoted("é ü 🦊 '") == #""é ü 🦊 '""#)
  }

  @Test func malformedMethodEncodingsThrowFromComponents() {
    #expect(throws: TypeEncodingError(encoding: "v@:{", offset: 4, reason: .missingClosingDelimiter(125))) {
      try TypeEncoding.components(of: "v@:{")
    }
    #expect(throws: TypeEncodingError(encoding: "", offset: 0, reason: .empty)) {
      try TypeEncoding.components(of: "")
    }
  }

  // MARK: - Method signatures

  @Test func signaturesLibffiCanNotCallAreRefusedWhenBuilt() throws {
    func failure(_ types: String) -> MethodSignatureError? {
      do {
        _ = try MethodSignature(types)
        return nil
      } catch { return error }
    }
    guard case .malformed(let malformed) = failure("v{") else {
      Issue.record("a malformed encoding")
      return
    }
    #expect(malformed.offset == 2)
    for (types, position) in [
      ("v(U=if)", ValuePosition.argument(0)),  // union
      ("v{B=b3}", .argument(0)),  // bitfield
      ("v?", .argument(0)),  // unknown type
      ("vv", .argument(0)),  // void argument
      ("v[4i]", .argument(0)),  // array by value
      ("v{Opaque}", .argument(0)),  // struct without fields
      ("v{Z=[0i]}", .argument(0)),  // zero-length array
      ("v{Big=[70000i]}", .argument(0)),  // too large for the description
      ("(U=if)", .returnValue),
    ] {
      guard case .unsupported(_, let found, let reason) = failure(types) else {
        Issue.record("\(types) was not refused as unsupported")
        continue
      }
      #expect(found == position, "\(types)")
      #expect(!reason.isEmpty)
    }
    let many = Array(repeating: TypeEncoding.int, count: 1_025)
    #expect(throws: MethodSignatureError.tooManyArguments(1_025, limit: 1_024)) {
      try MethodSignature(returnType: .void, argumentTypes: many)
    }
    #expect(
      try MethodSignature(returnType: .void, argumentTypes: Array(many.dropLast())).numberOfArguments == 1_024
    )
  }

  /// A struct too large for a signature is reported as the struct passed or returned — the
  /// outermost one, with its encoding — at its position, not as the field where the limit was hit.
  @Test func anOversizedStructIsReportedAsTheStructPassed() throws {
    let tooLarge =
      "the struct is too large: libffi would need more than 65536 type entries (one per field, each array "
      + "element counted)"
    let big = TypeEncoding.structure(name: "Big", fields: [.array(count: 70_000, element: .int)])
    #expect(throws: MethodSignatureError.unsupported(big, position: .argument(0), reason: tooLarge)) {
      try MethodSignature("v{Big=[70000i]}")
    }
    #expect(throws: MethodSignatureError.unsupported(big, position: .returnValue, reason: tooLarge)) {
      try MethodSignature("{Big=[70000i]}")
    }
    let outer = TypeEncoding.structure(name: "Outer", fields: [.int, big])
    let error = #expect(throws: MethodSignatureError.self) {
      try MethodSignature("vd{Outer=i{Big=[70000i]}}")
    }
    #expect(error == .unsupported(outer, position: .argument(1), reason: tooLarge))
    #expect(error?.description == #"unsupported argument 1 "{Outer=i{Big=[70000i]}}": "# + tooLarge)
    // In a protocol, the position counts the receiver and the selector.
    let protocolError = #expect(throws: DelegateProtocolError.self) {
      try DelegateProtocol("Big", methods: [.optional("big:", "v{Big=[70000i]}")])
    }
    #expect(
      protocolError?.description == #"method "big:": unsupported argument 2 "{Big=[70000i]}": "# + tooLarge)
    // Too deep (only types built in code can be: the parser stops at 32 levels). A long encoding
    // is cut in the message.
    var deep = TypeEncoding.int
    for _ in 0..<64 { deep = .structure(name: "S", fields: [deep]) }
    let deepError = #expect(throws: MethodSignatureError.self) {
      try MethodSignature(returnType: .void, argumentTypes: [deep])
    }
    #expect(
      deepError
        == .unsupported(deep, position: .argument(0), reason: "the struct nests deeper than 63 levels"))
    #expect(
      deepError?.description
        == "unsupported argument 0 \"" + String(repeating: "{S=", count: 26)
        + "{S…\" (257 bytes): the struct "
        + "nests deeper than 63 levels")
    var deepest = TypeEncoding.int
    for _ in 0..<63 { deepest = .structure(name: "S", fields: [deepest]) }
    #expect(try MethodSignature(returnType: .void, argumentTypes: [deepest]).numberOfArguments == 1)
  }

  /// A type built in code must say what an encoding can: it becomes the signature cache's key
  /// written as one. A struct or union name holding `=` or its closing delimiter (where the
  /// parser ends a name) could read as another signature's types, and was handed that one.
  @Test func aNameAnEncodingCanNotWriteIsRefused() throws {
    let two = try MethodSignature(
      returnType: .void,
      argumentTypes: [.structure(name: "P", fields: [.int]), .structure(name: "Q", fields: [.double])])
    #expect(two.numberOfArguments == 2)
    for type in [
      TypeEncoding.structure(name: "P=i}{Q", fields: [.double]),
      .structure(name: "A}", fields: [.int]),
      .structure(name: "A=B", fields: [.int]),
      .pointer(.union(name: "U)", fields: [.int])),
      .pointer(.union(name: "U=", fields: [.int])),
    ] {
      let error = #expect(throws: MethodSignatureError.self) {
        try MethodSignature(returnType: .void, argumentTypes: [type])
      }
      guard case .unsupported(_, .argument(0), let reason) = error else {
        Issue.record("\(type): \(String(describing: error))")
        continue
      }
      #expect(reason.contains("where an encoding's name ends"))
    }
    // Names the parser reads back whole are kept: the other aggregate's delimiter, spaces.
    for name in ["A)", "A b", "A{"] {
      let signature = try MethodSignature(
        returnType: .void, argumentTypes: [.structure(name: name, fields: [.int])])
      #expect(signature.argumentTypes == [.structure(name: name, fields: [.int])])
      #expect(try MethodSignature(signature.encoding) == signature)
    }
    let union = try MethodSignature(
      returnType: .void, argumentTypes: [.pointer(.union(name: "U}", fields: [.int]))])
    #expect(union.argumentTypes == [.pointer(.union(name: "U}", fields: [.int]))])
  }

  /// Pointers and arrays built in code nest at most 64 levels deep, as structs do: writing a deeper
  /// one out as the cache's key recursed until the stack overflowed. The error shows the type cut
  /// after the limit.
  @Test func aTypeNestedTooDeepInCodeIsRefusedNotWrittenOut() throws {
    func pointers(_ count: Int) -> TypeEncoding {
      var type = TypeEncoding.int
      for _ in 0..<count { type = .pointer(type) }
      return type
    }
    #expect(try MethodSignature(returnType: .void, argumentTypes: [pointers(64)]).numberOfArguments == 1)
    let limit = "the type nests deeper than 64 levels (shown cut there, as '?')"
    let cut = TypeEncoding.pointer(pointers(64).replacingInt(with: .unknown))
    #expect(throws: MethodSignatureError.unsupported(cut, position: .argument(0), reason: limit)) {
      try MethodSignature(returnType: .void, argumentTypes: [pointers(65)])
    }
    #expect(throws: MethodSignatureError.unsupported(cut, position: .returnValue, reason: limit)) {
      try MethodSignature(returnType: pointers(1_000), argumentTypes: [])
    }
    var arrays = TypeEncoding.int
    for _ in 0..<100 { arrays = .array(count: 1, element: arrays) }
    let error = #expect(throws: MethodSignatureError.self) {
      try MethodSignature(returnType: .void, argumentTypes: [.pointer(arrays)])
    }
    guard case .unsupported(_, .argument(0), limit) = error else {
      Issue.record("\(String(describing: error))")
      return
    }
  }

  @Test func anArgumentIndexOutOfRangeOfASignatureIsAProgrammerError() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = try MethodSignature("vi").argumentType(at: 1)
    }
    #expect(standardError(result).contains(#"argument index 1 out of range: "vi" has 1 argument"#))
  }

  /// `argumentSize(at:)` and `argumentAlignment(at:)` out of range trap with a message naming
  /// the signature and the index, as `argumentType(at:)` does.
  @Test func anArgumentSizeIndexOutOfRangeSaysWhich() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = try MethodSignature("vi").argumentSize(at: 1)
    }
    #expect(standardError(result).contains(#"argument index 1 out of range: "vi" has 1 argument"#))
    let alignment = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = try MethodSignature("vi").argumentAlignment(at: 2)
    }
    #expect(standardError(alignment).contains(#"argument index 2 out of range: "vi" has 1 argument"#))
  }
}

/// A proxy type for a parent that lacks the storage token.
final class StressNoStorageProxy: DelegateProxy<BadInputParentWithoutStorage, DelegateObject>,
  DelegateProxyType, @unchecked Sendable  // no state beyond DelegateProxy's
{
  static let delegateProtocol = DelegateProtocol.stressDelegate
  /// A family of its own: other fixtures proxy the same protocol for other parents.
  static var identifier: ObjectIdentifier { ObjectIdentifier(Self.self) }

  static func registerKnownImplementations() {
    register { (parent: BadInputParentWithoutStorage) in
      StressNoStorageProxy(parentObject: parent, delegateProxy: StressNoStorageProxy.self)
    }
  }
}

extension TypeEncoding {
  /// This pointer chain with its innermost `int` replaced.
  fileprivate func replacingInt(with type: TypeEncoding) -> TypeEncoding {
    if case .pointer(let pointee) = self { return .pointer(pointee.replacingInt(with: type)) }
    return self == .int ? type : self
  }
}
