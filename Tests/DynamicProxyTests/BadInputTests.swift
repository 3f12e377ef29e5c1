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
private func expectCase<E: Error>(
  _ error: E?, sourceLocation: SourceLocation = #_sourceLocation, _ matches: (E) -> Bool
) {
  guard let error else { return }
  #expect(matches(error), "unexpected \(error)", sourceLocation: sourceLocation)
}

/// The text a child process wrote on its standard error.
private func standardError(_ result: ExitTest.Result?) -> String {
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

  // MARK: - Selectors

  @Test func unknownSelectorsAreTypedErrorsOrNil() throws {
    let delegate = DelegateObject(delegateProtocol: .badInput)
    expectCase(#expect(throws: DelegateError.self) { try delegate.send("nothing:", 1) }) {
      if case .unknownSelector("nothing:", "BadInput") = $0 { true } else { false }
    }
    #expect(try delegate.send("number:", 1) == nil, "known, unimplemented: nobody to call")
    #expect(delegate.target(for: "nothing:") == nil)
    #expect(!delegate.responds(to: "nothing:"))
    #expect(DelegateProtocol.badInput.method(for: "nothing:") == nil)
    delegate.removeImplementation(for: "nothing:")  // no-op
    #expect(throws: DelegateError.self) { try delegate.implement("nothing:") { (_: Int) in } }
    #expect(throws: DelegateError.self) {
      try delegate.implement("nothing:", function: UnsafeRawPointer(bitPattern: 0x1000)!)
    }
    // Any string is a selector: interned for the life of the process (do not build selectors from
    // unbounded data).
    #expect(Selector("") == Selector(""))
    #expect(Selector("never declared anywhere").name == "never declared anywhere")
  }

  @Test func aProxyAnswersAnUnknownSelectorWithAFailedStream() throws {
    let view = StressView()
    let proxy = StressViewProxy.proxy(for: view)
    #expect(proxy.target(for: "nothing:") == nil)
    #expect(!proxy.responds(to: "nothing:"))
    #expect(throws: DelegateError.self) { try proxy.answer("nothing:") { () -> Int32 in 1 } }
    let errors = StressList<String>()
    for stream in [proxy.sentMessage("nothing:"), proxy.methodInvoked("nothing:")] {
      _ = stream.subscribe(onError: { error in errors.append("\(error)") })
    }
    _ = proxy.methodReturned("nothing:").subscribe(onError: { error in errors.append("\(error)") })
    #expect(errors.all == Array(repeating: #""nothing:" is not a method of StressDelegate"#, count: 3))
    // A method with a return value that nobody implements: the proxy can not invent the value.
    let unavailable = StressList<String>()
    _ = proxy.methodInvoked("stress:depth:").subscribe(onError: { error in
      if case DelegateProxyError.returnValueUnavailable(let selector) = error {
        unavailable.append(selector.name)
      }
    })
    #expect(unavailable.all == ["stress:depth:"])
  }

  /// Every error prints a selector in quotes, escaped as encodings are: the empty selector is `""`
  /// (it used to vanish: ` is not a method of …`), a control character shows as its escape.
  @Test func errorsPrintSelectorsQuotedAndEscaped() throws {
    #expect(Selector("").description == #""""#)
    #expect(Selector("a\nb").description == #""a\nb""#)
    #expect(Selector("tableView:didSelectRowAt:").description == #""tableView:didSelectRowAt:""#)
    #expect(Selector("a\nb").name == "a\nb")

    let delegate = DelegateObject(delegateProtocol: .badInput)
    try delegate.implement("number:") { (_: Int) in }
    func message(_ body: () throws -> Void) -> String {
      do {
        try body()
        return "no error"
      } catch { return "\(error)" }
    }
    // DelegateError
    #expect(message { _ = try delegate.send("", 1) } == #""" is not a method of BadInput"#)
    #expect(message { _ = try delegate.send("a\0", 1) } == #""a\0" is not a method of BadInput"#)
    #expect(message { try delegate.implement("\t") { (_: Int) in } } == #""\t" is not a method of BadInput"#)
    #expect(message { _ = try delegate.send("number:") } == #""number:" takes 1 argument, not 0"#)
    #expect(
      message { _ = try delegate.send("number:", "seven") }
        == #""number:": argument 2 is "q"; String does not convert to or from it"#)
    #expect(
      message { try delegate.implement("number:") { (_: String) in } }
        == #""number:": argument 0 is "q"; a closure of String does not match"#)
    let other = try Implementation(signature: try MethodSignature("v@:d")) { _ in }
    #expect(
      message { try delegate.implement("number:", with: other) }
        == #""number:" has signature "v@:q", not "v@:d""#)
    // DelegateProxyError
    let view = StressView()
    let proxy = StressViewProxy.proxy(for: view)
    let errors = StressList<String>()
    _ = proxy.methodInvoked("").subscribe(onError: { error in errors.append("\(error)") })
    _ = proxy.sentMessage("\u{7F}").subscribe(onError: { error in errors.append("\(error)") })
    _ = proxy.methodInvoked("stress:depth:").subscribe(onError: { error in errors.append("\(error)") })
    #expect(
      errors.all == [
        #""" is not a method of StressDelegate"#,
        #""\u{7F}" is not a method of StressDelegate"#,
        #""stress:depth:" returns a value and nobody implements it: the proxy can not invent the value, "#
          + "so it does not respond and the method can not be observed. Set a forward delegate that "
          + "implements it, or install an answer with answer(_:_:).",
      ])
    withExtendedLifetime(view) {}
    // DelegateProtocolError
    #expect(
      message { _ = try DelegateProtocol("Twice", methods: [.optional("", "v"), .optional("", "i")]) }
        == #"Twice declares "" twice"#)
    #expect(
      message { _ = try DelegateProtocol("E", methods: [.optional("", "")]) }
        == #"method "": malformed type encoding "" at offset 0: the encoding is empty"#)
    let first = try DelegateProtocol("First", methods: [.optional("\n", "vq")])
    let second = try DelegateProtocol("Second", methods: [.optional("\n", "vd")])
    #expect(
      message { _ = try DelegateProtocol("Both", inherits: [first, second], methods: []) }
        == #"Both inherits "\n" twice with different signatures"#)
  }

  @Test func aSelectorArgumentThatNamesNoSelectorBoxesAsItsPointer() throws {
    typealias TakesSelector = @convention(c) (UnsafeRawPointer?) -> Void
    let seen = StressList<String>()
    let implementation = try Implementation(signature: try MethodSignature("v:")) { invocation in
      let boxed = invocation.argument(at: 0)
      let typed = (try? invocation.argument(at: 0, as: Selector.self)).map { "\($0)" } ?? "refused"
      seen.append("\(type(of: boxed)) \(typed)")
    }
    let function = unsafeBitCast(implementation.functionPointer, to: TakesSelector.self)
    withExtendedLifetime(implementation) {
      function(UnsafeRawPointer(bitPattern: 0x1234))  // not an interned selector: checked
      function(Selector("number:").cPointer)
      function(nil)
    }
    #expect(seen.all == ["UnsafeRawPointer refused", #"Selector "number:""#, "NullArgument refused"])
  }

  // MARK: - Arguments in send and setArgument

  @Test func sendChecksTheArgumentCountAndTypes() throws {
    let delegate = DelegateObject(delegateProtocol: .badInput)
    try delegate.implement("number:") { (_: Int) in }
    try delegate.implement("small:") { (_: Int32) in }
    try delegate.implement("flag:") { (_: Bool) in }
    // Positions count the C arguments: for a *method* protocol the receiver and the selector are
    // arguments 0 and 1, so the first declared argument is argument 2.
    expectCase(#expect(throws: DelegateError.self) { try delegate.send("number:") }) {
      if case .argumentCountMismatch("number:", 1, 0) = $0 { true } else { false }
    }
    expectCase(#expect(throws: DelegateError.self) { try delegate.send("number:", 1, 2) }) {
      if case .argumentCountMismatch("number:", 1, 2) = $0 { true } else { false }
    }
    expectCase(#expect(throws: DelegateError.self) { try delegate.send("number:", "seven") }) {
      if case .invocation("number:", .typeMismatch(.argument(2), .longLong, "String")) = $0 {
        true
      } else {
        false
      }
    }
    expectCase(#expect(throws: DelegateError.self) { try delegate.send("small:", Int.max) }) {
      if case .invocation("small:", .valueOutOfRange(.argument(2), .int, "\(Int.max)")) = $0 {
        true
      } else {
        false
      }
    }
    expectCase(#expect(throws: DelegateError.self) { try delegate.send("flag:", 1) }) {
      if case .invocation("flag:", .typeMismatch(.argument(2), .bool, "Int")) = $0 { true } else { false }
    }
    expectCase(#expect(throws: DelegateError.self) { try delegate.send("number:", nil as Int? as Any) }) {
      if case .invocation("number:", .typeMismatch(.argument(2), .longLong, "nil")) = $0 {
        true
      } else {
        false
      }
    }
  }

  @Test func setArgumentAndTypedReadsCheckIndexTypeAndRange() throws {
    let signature = try MethodSignature("i^vif*")
    var invocation = Invocation(signature: signature)
    #expect(throws: InvocationError.argumentIndexOutOfRange(4, count: 4)) {
      try invocation.setArgument(1, at: 4)
    }
    #expect(throws: InvocationError.argumentIndexOutOfRange(-1, count: 4)) {
      try invocation.setArgument(1, at: -1)
    }
    #expect(
      InvocationError.argumentIndexOutOfRange(1, count: 1).description
        == "argument index 1 is out of range: the signature has 1 argument")
    #expect(throws: InvocationError.typeMismatch(.argument(1), expected: .int, actual: "String")) {
      try invocation.setArgument("1", at: 1)
    }
    #expect(throws: InvocationError.valueOutOfRange(.argument(1), expected: .int, value: "4294967296")) {
      try invocation.setArgument(Int64(1) << 32, at: 1)
    }
    #expect(throws: InvocationError.typeMismatch(.argument(0), expected: .pointer(.void), actual: "Int")) {
      try invocation.setArgument(0x1000, at: 0)
    }
    // A Double for a float argument is rounded, not refused; reading it back as Float is exact.
    try invocation.setArgument(Double.pi, at: 2)
    #expect(try invocation.argument(at: 2, as: Float.self) == Float(Double.pi))

    try invocation.setArgument(Int32(-1), at: 1)
    #expect(throws: InvocationError.argumentIndexOutOfRange(9, count: 4)) {
      try invocation.argument(at: 9, as: Int32.self)
    }
    #expect(throws: InvocationError.valueOutOfRange(.argument(1), expected: .int, value: "-1")) {
      try invocation.argument(at: 1, as: UInt8.self)
    }
    #expect(throws: InvocationError.typeMismatch(.argument(1), expected: .int, actual: "String")) {
      try invocation.argument(at: 1, as: String.self)
    }
    // Null pointers: nil for an Optional, a type mismatch otherwise.
    #expect(try invocation.argument(at: 0, as: UnsafeRawPointer?.self) == nil)
    #expect(throws: InvocationError.self) { try invocation.argument(at: 0, as: UnsafeRawPointer.self) }
    #expect(try invocation.argument(at: 3, as: String?.self) == nil)

    // Return values.
    #expect(throws: InvocationError.typeMismatch(.returnValue, expected: .int, actual: "Double")) {
      try invocation.setReturnValue(1.5)
    }
    var void = Invocation(signature: try MethodSignature("v"))
    #expect(throws: InvocationError.voidReturn) { try void.setReturnValue(1) }
    #expect(throws: InvocationError.voidReturn) { try void.returnValue(as: Int.self) }
    var text = Invocation(signature: try MethodSignature("*"))
    #expect(throws: InvocationError.self) { try text.setReturnValue("no owner") }
  }

  @Test func anUntypedArgumentReadOutOfRangeIsAProgrammerError() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let invocation = Invocation(signature: try MethodSignature("vi"))
      _ = invocation.argument(at: 1)
    }
    #expect(standardError(result).contains(#"argument index 1 out of range: "vi" has 1 argument"#))
  }

  @Test func invokingAnImplementationOfAnotherSignatureThrows() throws {
    var invocation = Invocation(signature: try MethodSignature("vi"))
    let other = try Implementation(signature: try MethodSignature("vq")) { _ in }
    expectCase(#expect(throws: InvocationError.self) { try invocation.invoke(other) }) {
      if case .signatureMismatch = $0 { true } else { false }
    }
    // A result read as a type it does not convert to.
    let answer = try Implementation(signature: try MethodSignature("i@:")) { invocation in
      try? invocation.setReturnValue(Int32(7))
    }
    let target = DelegateTarget(
      receiver: BadInputObject(), function: answer.functionPointer,
      method: DelegateProtocol.badInput.method(for: "answer")!)
    withExtendedLifetime(answer) {
      #expect((try? target.call([], returning: Int8.self)) == 7)
      expectCase(#expect(throws: DelegateError.self) { try target.call([], returning: String.self) }) {
        if case .invocation("answer", .typeMismatch(.returnValue, .int, "String")) = $0 {
          true
        } else {
          false
        }
      }
    }
  }

  // MARK: - Struct conversions

  @Test func structValuesCheckSizesAndEncodings() throws {
    let encoding = BadInputPoint.typeEncoding
    #expect(throws: InvocationError.self) { try StructValue(bytes: [0, 1, 2], encoding: encoding) }
    #expect(throws: InvocationError.self) {
      try StructValue(bytes: Array(repeating: 0, count: 16), encoding: .double)
    }
    #expect(throws: InvocationError.self) {
      try StructValue(bytes: [], encoding: .structure(name: "Opaque", fields: []))
    }
    #expect(throws: InvocationError.self) { try StructValue(Int32(1), encoding: encoding) }
    let value = try StructValue(BadInputPoint(x: 1, y: 2), encoding: encoding)
    #expect(try value.load(as: BadInputPoint.self) == BadInputPoint(x: 1, y: 2))
    #expect(throws: InvocationError.self) { try value.load(as: Int.self) }
    #expect(throws: InvocationError.self) { try value.load(as: (Double, Double, Double).self) }

    var invocation = Invocation(signature: try MethodSignature("v{BadInputPoint=dd}"))
    #expect(throws: InvocationError.self) { try invocation.setArgument(Int32(1), at: 0) }
    let wrongSize = try StructValue(
      bytes: Array(repeating: 0, count: 8), encoding: .structure(name: "S", fields: [.int, .int]))
    #expect(throws: InvocationError.self) { try invocation.setArgument(wrongSize, at: 0) }
    #expect(throws: InvocationError.self) { try invocation.setArgument(BadInputObject(), at: 0) }
    try invocation.setArgument(value, at: 0)
    #expect(throws: InvocationError.self) { try invocation.argument(at: 0, as: Int.self) }
    #expect(try invocation.argument(at: 0, as: BadInputPoint.self) == BadInputPoint(x: 1, y: 2))
  }

  /// Bug: a `StructValue` of another struct of the same size was copied into the slot and read as
  /// the slot's fields (two `long long`s as two doubles). Its fields must be the slot's; struct
  /// names may differ, and a pointer field may point to another type.
  @Test func aStructValueOfOtherFieldsIsRefusedNotReinterpreted() throws {
    let delegate = DelegateObject(delegateProtocol: .badInput)
    let received = Mutex<[BadInputPoint]>([])
    try delegate.implement("point:") { (point: BadInputPoint) in received.withLock { $0.append(point) } }
    let longs = try StructValue(
      bytes: Array(repeating: 1, count: 16),
      encoding: .structure(name: "Longs", fields: [.longLong, .longLong]))
    expectCase(#expect(throws: DelegateError.self) { try delegate.send("point:", longs) }) {
      if case .invocation(
        "point:", .typeMismatch(.argument(2), BadInputPoint.typeEncoding, "StructValue of \"{Longs=qq}\"")) =
        $0
      {
        true
      } else {
        false
      }
    }
    let array = try StructValue(
      bytes: Array(repeating: 0, count: 16),
      encoding: .structure(name: "BadInputPoint", fields: [.array(count: 2, element: .double)]))
    #expect(throws: DelegateError.self) { try delegate.send("point:", array) }
    let nothing = received.withLock { $0.isEmpty }
    #expect(nothing)

    let anonymous = try StructValue(
      BadInputPoint(x: 1, y: 2), encoding: .structure(name: nil, fields: [.double, .double]))
    _ = try delegate.send("point:", anonymous)
    let points = received.withLock { $0 }
    #expect(points == [BadInputPoint(x: 1, y: 2)])

    var invocation = Invocation(signature: try MethodSignature("v{Link=^{Node=i}[2^v]}"))
    let link = try StructValue(
      bytes: Array(repeating: 0, count: 24),
      encoding: .structure(name: nil, fields: [.pointer(.void), .array(count: 2, element: .pointer(.char))]))
    try invocation.setArgument(link, at: 0)
    let shorter = try StructValue(
      bytes: Array(repeating: 0, count: 24),
      encoding: .structure(name: "Link", fields: [.pointer(.void), .array(count: 2, element: .longLong)]))
    expectCase(#expect(throws: InvocationError.self) { try invocation.setArgument(shorter, at: 0) }) {
      if case .typeMismatch(.argument(0), _, let actual) = $0 { actual.contains("[2q]") } else { false }
    }
  }

  /// Bug: a `String` holding a NUL byte was passed as a C string cut at the NUL, the rest of the
  /// text dropped without a word.
  @Test func aStringWithANulByteIsRefusedForACString() throws {
    let speaker = try DelegateProtocol("Speaker", methods: [.optional("say:", "v*")])
    let delegate = DelegateObject(delegateProtocol: speaker)
    let said = Mutex<[String]>([])
    try delegate.implement("say:") { (text: String) in said.withLock { $0.append(text) } }
    expectCase(#expect(throws: DelegateError.self) { try delegate.send("say:", "ab\0cd") }) {
      if case .invocation("say:", .valueOutOfRange(.argument(2), .cString, let value)) = $0 {
        value == "a String with a NUL byte at UTF-8 offset 2"
      } else {
        false
      }
    }
    _ = try delegate.send("say:", "héllo")
    let text = said.withLock { $0 }
    #expect(text == ["héllo"])

    var invocation = Invocation(signature: try MethodSignature("v*"))
    #expect(
      throws: InvocationError.valueOutOfRange(
        .argument(0), expected: .cString, value: "a String with a NUL byte at UTF-8 offset 0")
    ) {
      try invocation.setArgument("\0", at: 0)
    }
    let error = InvocationError.valueOutOfRange(
      .argument(0), expected: .cString, value: "a String with a NUL byte at UTF-8 offset 0")
    #expect("\(error)" == "a String with a NUL byte at UTF-8 offset 0 does not fit argument 0 of type \"*\"")
  }

  /// A `StructValue` made or read on its own names the struct value — its encoding, size and
  /// alignment — not a return value; reads of a struct argument or return value still name those.
  @Test func structValueErrorsNameTheStructValue() throws {
    let encoding = BadInputPoint.typeEncoding
    let point = #"struct value is "{BadInputPoint=dd}" (16 bytes, alignment 8); "#
    func message(_ body: () throws -> Void) -> String {
      do {
        try body()
        return "no error"
      } catch { return "\(error)" }
    }
    #expect(
      throws: InvocationError.typeMismatch(.structValue, expected: encoding, actual: "[UInt8] (3 bytes)")
    ) {
      try StructValue(bytes: [0, 1, 2], encoding: encoding)
    }
    #expect(
      message { _ = try StructValue(bytes: [0, 1, 2], encoding: encoding) }
        == point + "[UInt8] (3 bytes) does not convert to or from it")
    #expect(
      message { _ = try StructValue(bytes: Array(repeating: 0, count: 16), encoding: .double) }
        == #"struct value is "d", not a struct with fields; [UInt8] (16 bytes) does not convert to or from it"#
    )
    #expect(
      message { _ = try StructValue(bytes: [], encoding: .structure(name: "Opaque", fields: [])) }
        == #"struct value is "{Opaque}", not a struct with fields; [UInt8] (0 bytes) does not convert to or from it"#
    )
    #expect(
      message { _ = try StructValue(Int32(1), encoding: encoding) }
        == point + "Int32 does not convert to or from it")
    #expect(
      message { _ = try StructValue(1.5, encoding: .double) }
        == #"struct value is "d", not a struct with fields; Double does not convert to or from it"#)
    let value = try StructValue(BadInputPoint(x: 1, y: 2), encoding: encoding)
    #expect(throws: InvocationError.typeMismatch(.structValue, expected: encoding, actual: "Int")) {
      try value.load(as: Int.self)
    }
    #expect(message { _ = try value.load(as: Int.self) } == point + "Int does not convert to or from it")
    #expect(
      message { _ = try value.load(as: BadInputObject.self) } == point
        + "BadInputObject does not convert to or from it")

    // A struct argument and a struct return value are still named as such.
    var invocation = Invocation(signature: try MethodSignature("{BadInputPoint=dd}{BadInputPoint=dd}"))
    try invocation.setArgument(value, at: 0)
    #expect(
      message { _ = try invocation.argument(at: 0, as: Int.self) }
        == #"argument 0 is "{BadInputPoint=dd}"; Int does not convert to or from it"#)
    #expect(
      message { _ = try invocation.returnValue(as: Int.self) }
        == #"return value is "{BadInputPoint=dd}"; Int does not convert to or from it"#)
    #expect(
      message { try invocation.setReturnValue(Int32(1)) }
        == #"return value is "{BadInputPoint=dd}"; Int32 does not convert to or from it"#)
  }

  /// Bug: `StructValue.load(as:)` and `Invocation.argument(at:as:)` (ValueCoding.swift,
  /// `layoutMatches`) check only size and alignment, so a type that is not plain bits — a class
  /// reference, a `String`, an `Array` — of the struct's size is built from the struct's raw
  /// bytes; using it crashes (here: a reference to address 0x10). Such a type should be refused
  /// with `InvocationError.typeMismatch` (`_isPOD(T.self)`).
  @Test func loadingAStructAsAReferenceTypeIsRefused() throws {
    let bytes: [UInt8] = [0x10, 0, 0, 0, 0, 0, 0, 0]
    let value = try StructValue(bytes: bytes, encoding: .structure(name: "S", fields: [.longLong]))
    #expect(throws: InvocationError.self) { try value.load(as: BadInputObject.self) }
    #expect(throws: InvocationError.self) { try value.load(as: [Int].self) }
    #expect(try value.load(as: Int64.self) == 0x10)
  }

  // MARK: - Typed closures

  @Test func typedClosuresOfTheWrongTypesAreRefusedWhenImplemented() throws {
    let delegate = DelegateObject(delegateProtocol: .badInput)
    expectCase(#expect(throws: DelegateError.self) { try delegate.implement("number:") { (_: String) in } }) {
      if case .closureTypeMismatch("number:", .argument(0), .longLong, "String") = $0 { true } else { false }
    }
    expectCase(#expect(throws: DelegateError.self) { try delegate.implement("number:") { (_: Int32) in } }) {
      if case .closureTypeMismatch("number:", .argument(0), .longLong, "Int32") = $0 { true } else { false }
    }
    expectCase(
      #expect(throws: DelegateError.self) { try delegate.implement("number:") { (_: Int, _: Int) in } }
    ) {
      if case .argumentCountMismatch("number:", 1, 2) = $0 { true } else { false }
    }
    expectCase(#expect(throws: DelegateError.self) { try delegate.implement("number:") { () in } }) {
      if case .argumentCountMismatch("number:", 1, 0) = $0 { true } else { false }
    }
    expectCase(
      #expect(throws: DelegateError.self) { try delegate.implement("answer") { () -> Double in 1.5 } }
    ) {
      if case .closureTypeMismatch("answer", .returnValue, .int, "Double") = $0 { true } else { false }
    }
    #expect(throws: DelegateError.self) { try delegate.implement("number:") { (_: Int) -> Int in 1 } }
    #expect(throws: DelegateError.self) { try delegate.implement("point:") { (_: Int) in } }
    #expect(throws: DelegateError.self) { try delegate.implement("text:") { (_: Int32) in } }
    let other = try Implementation(signature: try MethodSignature("v@:d")) { _ in }
    expectCase(#expect(throws: DelegateError.self) { try delegate.implement("number:", with: other) }) {
      if case .signatureMismatch("number:", _, _) = $0 { true } else { false }
    }
    // Nothing was installed by the refused attempts.
    #expect(!delegate.responds(to: "number:"))
    #expect(!delegate.responds(to: "answer"))
  }

  /// A `@` argument accepts any Swift value (boxed); `send` checks it against the parameter types
  /// of the typed closure behind the target and throws instead of letting the closure's decoding
  /// trap inside the C call.
  @Test func sendingTheWrongSwiftTypeForAnObjectArgumentThrows() throws {
    let delegate = DelegateObject(delegateProtocol: .badInput)
    try delegate.implement("text:") { (_: String) in }
    expectCase(#expect(throws: DelegateError.self) { try delegate.send("text:", 42) }) {
      if case .invocation("text:", .typeMismatch(.argument(2), .object, "Int")) = $0 { true } else { false }
    }
  }

  /// The same for a null object sent to a closure whose parameter is not optional.
  @Test func sendingNilToANonOptionalObjectParameterThrows() throws {
    let delegate = DelegateObject(delegateProtocol: .badInput)
    try delegate.implement("text:") { (_: String) in }
    #expect(throws: DelegateError.self) { try delegate.send("text:", nil as String? as Any) }
    let optional = DelegateObject(delegateProtocol: .badInput)
    try optional.implement("text:") { (_: String?) in }
    #expect(try optional.send("text:", nil as String? as Any) != nil)
  }

  /// A closure returning `Int32?` for an `i` method is refused when implemented: a C `int` has no
  /// nil.
  @Test func aClosureReturningAnOptionalScalarIsRefused() {
    let delegate = DelegateObject(delegateProtocol: .badInput)
    expectCase(
      #expect(throws: DelegateError.self) { try delegate.implement("answer") { () -> Int32? in nil } }
    ) {
      if case .closureTypeMismatch("answer", .returnValue, _, _) = $0 { true } else { false }
    }
    #expect(!delegate.responds(to: "answer"))
  }

  // MARK: - Factories and registration (programmer errors)

  @Test func aMissingFactoryTrapsWithAMessageThatSaysTheFix() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = StressViewProxy.createProxy(for: BadInputUnregisteredParent())
    }
    let message = standardError(result)
    #expect(message.contains("has no factory for BadInputUnregisteredParent"))
    #expect(message.contains("registerKnownImplementations()"))
  }

  @Test func registeringAParentTypeTwiceTrapsWithAMessageThatSaysTheFix() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = BadInputDuplicateProxy.createProxy(for: StressView())
    }
    #expect(standardError(result).contains("register each parent type once"))
  }

  /// A parent without a storage token (a class you can not change) keeps its proxy in the
  /// library's side table: the same proxy each time, installed once.
  @Test func aParentWithoutProxyStorageKeepsItsProxyInTheSideTable() {
    do {
      let parent = BadInputParentWithoutStorage()
      let proxy = StressNoStorageProxy.proxy(for: parent)
      #expect(StressNoStorageProxy.proxy(for: parent) === proxy)
      #expect(StressNoStorageProxy.proxy(for: BadInputParentWithoutStorage()) !== proxy)
    }
    DelegateProxyStorage.releaseProxiesOfDeallocatedParents()
  }

  @Test func twoProxyTypesWithOneIdentifierOnOneParentTrap() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let view = StressView()
      _ = StressViewProxy.proxy(for: view)
      _ = BadInputRivalProxy.proxy(for: view)
    }
    #expect(
      standardError(result).contains(
        "proxy of this family is a StressViewProxy, which is not a BadInputRivalProxy"))
  }

  /// A forward delegate whose method has another signature under the same selector: a programmer
  /// error caught at the first forwarded call.
  @Test func aForwardDelegateWithAnotherSignatureForTheSelectorTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let view = StressView()
      let proxy = StressViewProxy.proxy(for: view)
      let other = try DelegateProtocol("Other", methods: [.optional("stress:call:", "v@d")])
      let forward = DelegateObject(delegateProtocol: other)
      try forward.implement("stress:call:") { (_: AnyObject, _: Double) in }
      proxy.setForwardToDelegate(forward, retainDelegate: true)
      let subscription = proxy.sentMessage("stress:call:").subscribe(onNext: { _ in })
      view.callFast("stress:call:", 1)
      subscription.dispose()
    }
    #expect(standardError(result).contains("differs from"))
  }

  /// The same forward delegate, unobserved: `target(for:)` hands out its own target, with its own
  /// signature — nothing traps, and a caller that trusts the protocol's signature is not told.
  /// (Finding: checking signatures in `setForwardToDelegate` would catch both paths at once.)
  @Test func anUnobservedMethodIsHandedTheForwardDelegatesOwnSignature() throws {
    let view = StressView()
    let proxy = StressViewProxy.proxy(for: view)
    let other = try DelegateProtocol("Other", methods: [.optional("stress:call:", "v@d")])
    let forward = DelegateObject(delegateProtocol: other)
    try forward.implement("stress:call:") { (_: AnyObject, _: Double) in }
    proxy.setForwardToDelegate(forward, retainDelegate: false)
    let target = try #require(proxy.target(for: "stress:call:"))
    #expect(target.method.signature.encoding == "v@:@d")
    #expect(DelegateProtocol.stressDelegate.method(for: "stress:call:")?.signature.encoding == "v@:@q")
    expectCase(#expect(throws: DelegateError.self) { try target.call([view, 1]) }) {
      if case .invocation(_, .typeMismatch(.argument(3), .double, "Int")) = $0 { true } else { false }
    }
    withExtendedLifetime(forward) {}
  }

  // MARK: - Protocol descriptions

  @Test func badProtocolDescriptionsAreTypedErrors() throws {
    #expect(throws: DelegateProtocolError.duplicateSelector("a", protocol: "Twice")) {
      try DelegateProtocol("Twice", methods: [.optional("a", "v"), .required("a", "i")])
    }
    #expect(throws: DelegateProtocolError.duplicateSelector("stress:call:", protocol: "Child")) {
      try DelegateProtocol("Child", inherits: [.stressDelegate], methods: [.optional("stress:call:", "v@q")])
    }
    expectCase(
      #expect(throws: DelegateProtocolError.self) { try DelegateProtocol("E", methods: [.optional("a", "")]) }
    ) {
      if case .invalidSignature("a", .malformed(let error)) = $0 { error.reason == .empty } else { false }
    }
    expectCase(
      #expect(throws: DelegateProtocolError.self) {
        try DelegateProtocol("Bad", methods: [.optional("a", "v{A=i")])
      }
    ) {
      // The offset is in the method's types as written.
      if case .invalidSignature("a", .malformed(let error)) = $0 { error.offset == 5 } else { false }
    }
    expectCase(
      #expect(throws: DelegateProtocolError.self) {
        try DelegateProtocol("U", methods: [.optional("u", "v(U=if)")])
      }
    ) {
      // The union is argument 2: after the receiver and the selector.
      if case .invalidSignature("u", .unsupported(_, .argument(2), _)) = $0 { true } else { false }
    }
    #expect(throws: DelegateProtocolError.conventionMismatch(protocol: "M", inherited: "CFixtures_Callbacks"))
    {
      try DelegateProtocol("M", inherits: [.fixtureCallbacks], methods: [])
    }
  }

  /// Bug: two inherited protocols that declare one selector with different signatures are
  /// accepted: the first signature silently wins (DelegateProtocol.swift, the `where
  /// index[method.selector] == nil` filter), and a delegate written against the second protocol is
  /// called with the wrong C signature. It should throw (`duplicateSelector`, or a new
  /// `conflictingInheritance`).
  @Test func inheritedProtocolsWithConflictingSignaturesAreRefused() throws {
    let first = try DelegateProtocol("First", methods: [.optional("value:", "vq")])
    let second = try DelegateProtocol("Second", methods: [.optional("value:", "vd")])
    #expect(throws: DelegateProtocolError.self, "bug: the conflict is accepted") {
      try DelegateProtocol("Both", inherits: [first, second], methods: [])
    }
    // The same signature twice (a diamond) is fine.
    let diamond = try DelegateProtocol("Diamond", inherits: [first, first], methods: [])
    #expect(diamond.methods.count == 1)
  }

  // MARK: - Callback tables

  @Test func aCallbackTableLayoutWithASelectorOutsideTheProtocol() throws {
    let counter = StressCCounter()
    let cTable = StressCTable(counter.table(withOriginals: true))
    let layout = CallbackTableLayout(functions: ["onValue": 0, "onMystery": 8])
    expectCase(
      #expect(throws: DelegateError.self) {
        try DelegateObject.adoptingCallbackTable(
          UnsafeRawPointer(cTable.table), layout: layout, delegateProtocol: .fixtureCallbacks)
      }
    ) {
      if case .unknownSelector("onMystery", "CFixtures_Callbacks") = $0 { true } else { false }
    }
    // Writing a table: a selector outside the protocol has no target, so its slot is written null.
    let delegate = DelegateObject(delegateProtocol: .fixtureCallbacks)
    try delegate.implement("onValue", function: cTable.onValue!)
    delegate.writeCallbackTable(to: UnsafeMutableRawPointer(cTable.table), layout: layout, userData: nil)
    #expect(cTable.onValue != nil)
    #expect(cTable.onDone == nil, "offset 8 (onDone) was written null for onMystery")
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
