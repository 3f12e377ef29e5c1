import Testing

@testable import DynamicProxy

/// A valid single-type encoding and the value it parses to.
struct ValidEncodingCase: Sendable, CustomTestStringConvertible {
  var text: String
  var expected: TypeEncoding
  var testDescription: String {
    text.utf8.count > 40 ? "\(text.prefix(40))… (\(text.utf8.count) bytes)" : text
  }

  init(_ text: String, _ expected: TypeEncoding) {
    self.text = text
    self.expected = expected
  }
}

/// A method encoding and the components it parses to.
struct ComponentsCase: Sendable, CustomTestStringConvertible {
  var text: String
  var expected: [TypeEncoding.Component]
  var testDescription: String { text }

  init(_ text: String, _ expected: [TypeEncoding.Component]) {
    self.text = text
    self.expected = expected
  }
}

/// Which parsing entry point a malformed case goes through.
enum ParsingEntryPoint: Sendable {
  /// `TypeEncoding.init(_:)`.
  case single
  /// `TypeEncoding.components(of:)`.
  case components
  /// Both, with the same error expected from each.
  case both
}

/// A malformed encoding and the error it must produce.
struct MalformedCase: Sendable, CustomTestStringConvertible {
  var text: String
  var reason: TypeEncodingError.Reason
  var offset: Int
  var entryPoint: ParsingEntryPoint
  var label: String?
  var testDescription: String { label ?? "\"\(text)\"" }

  init(
    _ text: String, _ reason: TypeEncodingError.Reason, at offset: Int,
    via entryPoint: ParsingEntryPoint = .both,
    label: String? = nil
  ) {
    self.text = text
    self.reason = reason
    self.offset = offset
    self.entryPoint = entryPoint
    self.label = label
  }
}

/// An encoding and its expected C layout (`nil` for none).
struct LayoutCase: Sendable, CustomTestStringConvertible {
  var text: String
  var size: Int?
  var alignment: Int?
  var testDescription: String { text }

  init(_ text: String, _ size: Int?, _ alignment: Int?) {
    self.text = text
    self.size = size
    self.alignment = alignment
  }
}

/// Parses `text` through `entryPoint` and returns the error, or `nil` if it parsed.
private func parseError(_ text: String, via entryPoint: ParsingEntryPoint) -> TypeEncodingError? {
  do {
    switch entryPoint {
    case .single:
      _ = try TypeEncoding(text)
    case .components, .both:
      _ = try TypeEncoding.components(of: text)
    }
    return nil
  } catch {
    return error
  }
}

private let point = TypeEncoding.structure(name: "Point", fields: [.double, .double])
private let cgPoint = TypeEncoding.structure(name: "CGPoint", fields: [.double, .double])
private let cgSize = TypeEncoding.structure(name: "CGSize", fields: [.double, .double])
private let cgRect = TypeEncoding.structure(name: "CGRect", fields: [cgPoint, cgSize])

/// `count` pointers around `pointee`.
private func pointers(_ count: Int, to pointee: TypeEncoding) -> TypeEncoding {
  (0..<count).reduce(pointee) { inner, _ in .pointer(inner) }
}

@Suite struct TypeEncodingTests {
  static let validCases: [ValidEncodingCase] = [
    // Every scalar code.
    .init("c", .char),
    .init("s", .short),
    .init("i", .int),
    .init("l", .long),
    .init("q", .longLong),
    .init("C", .unsignedChar),
    .init("S", .unsignedShort),
    .init("I", .unsignedInt),
    .init("L", .unsignedLong),
    .init("Q", .unsignedLongLong),
    .init("f", .float),
    .init("d", .double),
    .init("D", .longDouble),
    .init("B", .bool),
    .init("v", .void),
    .init("*", .cString),
    .init("@", .object),
    .init("#", .objectClass),
    .init(":", .selector),
    .init("?", .unknown),
    // Objects and blocks.
    .init("@?", .block),
    .init("@?<v@?>", .block),
    .init("@?<v@?@\"NSError\"^{Point=dd}>", .block),
    .init("@?<v@?<q@?>>", .block),
    .init("@\"NSString\"", .object),
    .init("@\"NSObject<NSCopying>\"", .object),
    .init("@\"\"", .object),
    // Pointers.
    .init("^i", .pointer(.int)),
    .init("^^v", .pointer(.pointer(.void))),
    .init("^?", .pointer(.unknown)),
    .init("^v", .pointer(.void)),
    .init("^{Point=dd}", .pointer(point)),
    .init("^r*", .pointer(.cString)),
    .init("^@\"NSString\"", .pointer(.object)),
    .init("^@?", .pointer(.block)),
    .init(String(repeating: "^", count: 32) + "i", pointers(32, to: .int)),
    // Arrays.
    .init("[4f]", .array(count: 4, element: .float)),
    .init("[2[3i]]", .array(count: 2, element: .array(count: 3, element: .int))),
    .init("[0i]", .array(count: 0, element: .int)),
    .init("[004i]", .array(count: 4, element: .int)),
    .init("[16777216c]", .array(count: 1 << 24, element: .char)),
    .init("[2^{Point=dd}]", .array(count: 2, element: .pointer(point))),
    .init("[3r*]", .array(count: 3, element: .cString)),
    // Structs.
    .init("{Point=dd}", point),
    .init("{?=ii}", .structure(name: nil, fields: [.int, .int])),
    .init("{=ii}", .structure(name: nil, fields: [.int, .int])),
    .init(
      "{Outer={Inner=ci}[2s]d}",
      .structure(
        name: "Outer",
        fields: [
          .structure(name: "Inner", fields: [.char, .int]), .array(count: 2, element: .short), .double,
        ])),
    .init("{Opaque}", .structure(name: "Opaque", fields: [])),
    .init("{?}", .structure(name: nil, fields: [])),
    .init("{}", .structure(name: nil, fields: [])),
    .init("{Empty=}", .structure(name: "Empty", fields: [])),
    .init("{P=\"x\"d\"y\"d}", .structure(name: "P", fields: [.double, .double])),
    .init("{Point=\"x\"d\"y\"d}", point),
    .init("{H=\"name\"@\"NSString\"\"count\"i}", .structure(name: "H", fields: [.object, .int])),
    .init("{H=\"name\"@\"count\"i}", .structure(name: "H", fields: [.object, .int])),
    .init("{H=@\"NSString\"}", .structure(name: "H", fields: [.object])),
    .init("{H=@\"X\"?}", .structure(name: "H", fields: [.object, .unknown])),
    .init("{H=@?}", .structure(name: "H", fields: [.block])),
    .init("{H=@?<v@?>i}", .structure(name: "H", fields: [.block, .int])),
    .init("{Q=r^vn*}", .structure(name: "Q", fields: [.pointer(.void), .cString])),
    .init("{CGRect={CGPoint=dd}{CGSize=dd}}", cgRect),
    .init(
      "{Flags=b1b3b4}",
      .structure(name: "Flags", fields: [.bitfield(width: 1), .bitfield(width: 3), .bitfield(width: 4)])),
    .init(
      "{vector<int, std::allocator<int> >=^i^i^i}",
      .structure(
        name: "vector<int, std::allocator<int> >", fields: [.pointer(.int), .pointer(.int), .pointer(.int)])),
    .init("{Größe=i}", .structure(name: "Größe", fields: [.int])),
    .init(
      String(repeating: "{A=", count: 32) + "i" + String(repeating: "}", count: 32),
      (0..<32).reduce(TypeEncoding.int) { inner, _ in .structure(name: "A", fields: [inner]) }),
    // Unions and bitfields.
    .init("(U=if)", .union(name: "U", fields: [.int, .float])),
    .init("(?=iQ)", .union(name: nil, fields: [.int, .unsignedLongLong])),
    .init("(Opaque)", .union(name: "Opaque", fields: [])),
    .init(
      "(U={A=ci}[2s])",
      .union(
        name: "U",
        fields: [.structure(name: "A", fields: [.char, .int]), .array(count: 2, element: .short)])),
    .init("b1", .bitfield(width: 1)),
    .init("b64", .bitfield(width: 64)),
    // Qualifiers and frame offsets, dropped by init(_:).
    .init("r*", .cString),
    .init("rnNoORVi", .int),
    .init("Vv", .void),
    .init("i8", .int),
    .init("@\"NSString\"16", .object),
    .init("^{Point=dd}24", .pointer(point)),
  ]

  static let componentsCases: [ComponentsCase] = [
    .init(
      "v40@0:8d16d24@32",
      [
        .init(type: .void, frameOffset: 40), .init(type: .object, frameOffset: 0),
        .init(type: .selector, frameOffset: 8), .init(type: .double, frameOffset: 16),
        .init(type: .double, frameOffset: 24), .init(type: .object, frameOffset: 32),
      ]),
    .init(
      "B24@0:8@16",
      [
        .init(type: .bool, frameOffset: 24), .init(type: .object, frameOffset: 0),
        .init(type: .selector, frameOffset: 8), .init(type: .object, frameOffset: 16),
      ]),
    .init("v@:", [.init(type: .void), .init(type: .object), .init(type: .selector)]),
    .init(
      "Vv16@0:8",
      [
        .init(qualifiers: .oneway, type: .void, frameOffset: 16), .init(type: .object, frameOffset: 0),
        .init(type: .selector, frameOffset: 8),
      ]),
    .init("r^{CGPoint=dd}", [.init(qualifiers: .const, type: .pointer(cgPoint))]),
    .init("r*", [.init(qualifiers: .const, type: .cString)]),
    .init("^r*", [.init(type: .pointer(.cString))]),
    .init(
      "{CGRect={CGPoint=dd}{CGSize=dd}}16@0:8",
      [
        .init(type: cgRect, frameOffset: 16), .init(type: .object, frameOffset: 0),
        .init(type: .selector, frameOffset: 8),
      ]),
    .init(
      "v48@0:8{CGRect={CGPoint=dd}{CGSize=dd}}16",
      [
        .init(type: .void, frameOffset: 48), .init(type: .object, frameOffset: 0),
        .init(type: .selector, frameOffset: 8), .init(type: cgRect, frameOffset: 16),
      ]),
    .init(
      "v32@0:8@\"NSString\"16@?<v@?@\"NSError\">24",
      [
        .init(type: .void, frameOffset: 32), .init(type: .object, frameOffset: 0),
        .init(type: .selector, frameOffset: 8), .init(type: .object, frameOffset: 16),
        .init(type: .block, frameOffset: 24),
      ]),
    .init(
      "q32^v0Q8^{z_stream=*I}16r*24",
      [
        .init(type: .longLong, frameOffset: 32), .init(type: .pointer(.void), frameOffset: 0),
        .init(type: .unsignedLongLong, frameOffset: 8),
        .init(
          type: .pointer(.structure(name: "z_stream", fields: [.cString, .unsignedInt])), frameOffset: 16),
        .init(qualifiers: .const, type: .cString, frameOffset: 24),
      ]),
    .init(
      "Vv@:nO@oR^@N^i",
      [
        .init(qualifiers: .oneway, type: .void), .init(type: .object), .init(type: .selector),
        .init(qualifiers: [.in, .bycopy], type: .object),
        .init(qualifiers: [.out, .byref], type: .pointer(.object)),
        .init(qualifiers: .inout, type: .pointer(.int)),
      ]),
    .init(
      "rnNoORVi", [.init(qualifiers: [.const, .in, .inout, .out, .bycopy, .byref, .oneway], type: .int)]),
    .init("i2147483647", [.init(type: .int, frameOffset: Int(Int32.max))]),
    .init(
      "[4f]0b3",
      [.init(type: .array(count: 4, element: .float), frameOffset: 0), .init(type: .bitfield(width: 3))]),
  ]

  static let malformedCases: [MalformedCase] = [
    .init("", .empty, at: 0),
    .init("^", .unexpectedEnd, at: 1),
    .init("^^", .unexpectedEnd, at: 2),
    .init("[", .unexpectedEnd, at: 1),
    .init("[4", .unexpectedEnd, at: 2),
    .init("[i]", .missingArrayCount, at: 1),
    .init("[]", .missingArrayCount, at: 1),
    .init("[4i", .missingClosingDelimiter(UInt8(ascii: "]")), at: 3),
    .init("[4ii]", .missingClosingDelimiter(UInt8(ascii: "]")), at: 3),
    .init("[4i8]", .missingClosingDelimiter(UInt8(ascii: "]")), at: 3),
    .init("{A=i", .missingClosingDelimiter(UInt8(ascii: "}")), at: 4),
    .init("{A=ii", .missingClosingDelimiter(UInt8(ascii: "}")), at: 5),
    .init("{A", .missingClosingDelimiter(UInt8(ascii: "}")), at: 2),
    .init("{A=", .missingClosingDelimiter(UInt8(ascii: "}")), at: 3),
    .init("{Größe=i", .missingClosingDelimiter(UInt8(ascii: "}")), at: 10),
    .init("(U=i", .missingClosingDelimiter(UInt8(ascii: ")")), at: 4),
    .init("(U=i}", .missingClosingDelimiter(UInt8(ascii: ")")), at: 4),
    .init("{A=i]", .missingClosingDelimiter(UInt8(ascii: "}")), at: 4),
    .init("@?<v}", .missingClosingDelimiter(UInt8(ascii: ">")), at: 4),
    .init("{A=i4}", .unknownCode(UInt8(ascii: "4")), at: 4),
    .init("{P=\"x\"}", .unknownCode(UInt8(ascii: "}")), at: 6),
    .init("{P=\"x\"", .unexpectedEnd, at: 6),
    .init("{P=\"x", .missingClosingDelimiter(UInt8(ascii: "\"")), at: 5),
    .init("}", .unknownCode(UInt8(ascii: "}")), at: 0),
    .init("]", .unknownCode(UInt8(ascii: "]")), at: 0),
    .init(")", .unknownCode(UInt8(ascii: ")")), at: 0),
    .init("z", .unknownCode(UInt8(ascii: "z")), at: 0),
    .init("8", .unknownCode(UInt8(ascii: "8")), at: 0),
    .init("é", .unknownCode(0xC3), at: 0),
    .init("^-", .unknownCode(UInt8(ascii: "-")), at: 1),
    .init("v@:z", .unknownCode(UInt8(ascii: "z")), at: 3, via: .components),
    .init("r", .strayQualifier, at: 0),
    .init("Vr", .strayQualifier, at: 0),
    .init("V]", .strayQualifier, at: 0),
    .init("^r", .strayQualifier, at: 1),
    .init("{A=ir}", .strayQualifier, at: 4),
    .init("[4r]", .strayQualifier, at: 2),
    .init("@?<r>", .strayQualifier, at: 3),
    .init("v@:r", .strayQualifier, at: 3, via: .components),
    .init("b", .invalidBitfieldWidth, at: 0),
    .init("b0", .invalidBitfieldWidth, at: 0),
    .init("b65", .invalidBitfieldWidth, at: 0),
    .init("{F=b99999999999999999999}", .invalidBitfieldWidth, at: 3),
    .init("[99999999999999999999i]", .countTooLarge(limit: TypeEncoding.maximumArrayCount), at: 1),
    .init("[16777217i]", .countTooLarge(limit: TypeEncoding.maximumArrayCount), at: 1),
    .init("i2147483648", .countTooLarge(limit: Int(Int32.max)), at: 1),
    .init("v99999999999999999999999@0:8", .countTooLarge(limit: Int(Int32.max)), at: 1, via: .components),
    .init(
      String(repeating: "^", count: 33) + "i", .nestingTooDeep(limit: TypeEncoding.maximumNestingDepth),
      at: 32,
      label: "33 × ^ + i"),
    .init(
      String(repeating: "^", count: 32) + "[1i]", .nestingTooDeep(limit: TypeEncoding.maximumNestingDepth),
      at: 32, label: "32 × ^ + [1i]"),
    .init(
      String(repeating: "{A=", count: 10_000), .nestingTooDeep(limit: TypeEncoding.maximumNestingDepth),
      at: 96, label: "10_000 × {A="),
    .init(
      String(repeating: "[1", count: 10_000), .nestingTooDeep(limit: TypeEncoding.maximumNestingDepth),
      at: 64, label: "10_000 × [1"),
    .init(
      String(repeating: "(U=", count: 40), .nestingTooDeep(limit: TypeEncoding.maximumNestingDepth),
      at: 96, label: "40 × (U="),
    .init(
      String(repeating: "@?<", count: 33), .nestingTooDeep(limit: TypeEncoding.maximumNestingDepth),
      at: 98, label: "33 × @?<"),
    // A struct name runs to '=' or '}', so 10_000 '{' is one unterminated name: no recursion at all.
    .init(
      String(repeating: "{", count: 10_000), .missingClosingDelimiter(UInt8(ascii: "}")), at: 10_000,
      label: "10_000 × {"),
    .init("@\"unterminated", .missingClosingDelimiter(UInt8(ascii: "\"")), at: 14),
    .init("@?<v", .missingClosingDelimiter(UInt8(ascii: ">")), at: 4),
    .init("@?<v@?", .missingClosingDelimiter(UInt8(ascii: ">")), at: 6),
    .init("ii", .trailingCharacters, at: 1, via: .single),
    .init("i}", .trailingCharacters, at: 1, via: .single),
    .init("i}", .unknownCode(UInt8(ascii: "}")), at: 1, via: .components),
    .init("v16@0:8", .trailingCharacters, at: 3, via: .single),
    .init(
      String(repeating: "i", count: 70_000), .encodingTooLong(limit: TypeEncoding.maximumEncodingLength),
      at: TypeEncoding.maximumEncodingLength, label: "70_000 × i"),
  ]

  static let layoutCases: [LayoutCase] = [
    .init("c", 1, 1), .init("s", 2, 2), .init("i", 4, 4), .init("l", 4, 4), .init("q", 8, 8),
    .init("C", 1, 1), .init("S", 2, 2), .init("I", 4, 4), .init("L", 4, 4), .init("Q", 8, 8),
    .init("f", 4, 4), .init("d", 8, 8), .init("D", 16, 16), .init("B", 1, 1),
    .init("*", 8, 8), .init("@", 8, 8), .init("@?", 8, 8), .init("#", 8, 8), .init(":", 8, 8),
    .init("^v", 8, 8), .init("^?", 8, 8), .init("^{Opaque}", 8, 8),
    .init("{S3=ccc}", 3, 1),
    .init("{S12=ifi}", 12, 4),
    .init("{S24=qdi}", 24, 8),
    // Inner: c at 0, i at 4 → 8 (4). Outer: Inner at 0, [2s] at 8..12, d at 16..24 → 24 (8).
    .init("{N={A=ci}[2s]d}", 24, 8),
    .init("{C=cd}", 16, 8),
    .init("{E=dc}", 16, 8),
    .init("{L=cD}", 32, 16),
    .init("{CGRect={CGPoint=dd}{CGSize=dd}}", 32, 8),
    .init("[4f]", 16, 4),
    .init("[0i]", 0, 4),
    .init("[2{S3=ccc}]", 6, 1),
    .init("[16777216c]", 1 << 24, 1),
    .init("(U=if)", 4, 4),
    .init("(U=cd)", 8, 8),
    .init("(V=[3c]s)", 4, 2),
    .init("v", nil, nil),
    .init("?", nil, nil),
    .init("{Opaque}", nil, nil),
    .init("{F=b1}", nil, nil),
    .init("{A=iv}", nil, nil),
    .init("{A=i?}", nil, nil),
    .init("(Opaque)", nil, nil),
    .init("[4v]", nil, nil),
    .init("b8", nil, nil),
    .init("[16777216[16777216[16777216c]]]", nil, nil),
  ]

  @Test(arguments: validCases)
  func parsesValidEncoding(_ testCase: ValidEncodingCase) throws {
    #expect(try TypeEncoding(testCase.text) == testCase.expected)
  }

  @Test(arguments: validCases)
  func canonicalEncodingRoundTrips(_ testCase: ValidEncodingCase) throws {
    let parsed = try TypeEncoding(testCase.text)
    #expect(try TypeEncoding(parsed.encoding) == parsed)
    // Canonical is a fixed point.
    #expect(try TypeEncoding(parsed.encoding).encoding == parsed.encoding)
  }

  @Test(arguments: [
    ("i", "i"), ("{=ii}", "{?=ii}"), ("{?=ii}", "{?=ii}"), ("{}", "{?}"), ("{Empty=}", "{Empty}"),
    ("@\"NSString\"", "@"), ("@?<v@?>", "@?"), ("r*", "*"), ("^r*", "^*"), ("{P=\"x\"d\"y\"d}", "{P=dd}"),
    ("[004i]", "[4i]"), ("i8", "i"), ("{H=@\"X\"?}", "{H=@\"\"?}"), ("{H=^@\"X\"?}", "{H=^@\"\"?}"),
    ("{Outer={Inner=ci}[2s]d}", "{Outer={Inner=ci}[2s]d}"), ("(U=if)", "(U=if)"), ("{F=b1b3}", "{F=b1b3}"),
  ])
  func canonicalEncoding(_ text: String, _ canonical: String) throws {
    #expect(try TypeEncoding(text).encoding == canonical)
  }

  @Test(arguments: componentsCases)
  func parsesMethodEncoding(_ testCase: ComponentsCase) throws {
    let components = try TypeEncoding.components(of: testCase.text)
    #expect(components == testCase.expected)
    for component in components {
      #expect(try TypeEncoding(component.type.encoding) == component.type)
    }
  }

  @Test func componentDefaults() {
    let component = TypeEncoding.Component(type: .int)
    #expect(component.qualifiers.isEmpty)
    #expect(component.frameOffset == nil)
  }

  @Test(arguments: malformedCases)
  func rejectsMalformedEncoding(_ testCase: MalformedCase) {
    let entryPoints: [ParsingEntryPoint] =
      testCase.entryPoint == .both ? [.single, .components] : [testCase.entryPoint]
    for entryPoint in entryPoints {
      guard let error = parseError(testCase.text, via: entryPoint) else {
        Issue.record("\(testCase.testDescription) parsed through \(entryPoint), expected \(testCase.reason)")
        continue
      }
      #expect(error.reason == testCase.reason, "via \(entryPoint)")
      #expect(error.offset == testCase.offset, "via \(entryPoint)")
      #expect(error.encoding == testCase.text)
    }
  }

  @Test func errorDescriptions() {
    #expect(
      parseError("{A=i", via: .single)?.description
        == "malformed type encoding \"{A=i\" at offset 4: expected '}' before the end")
    #expect(
      parseError("[4ii]", via: .single)?.description
        == "malformed type encoding \"[4ii]\" at offset 3: expected ']' but found 'i'")
    #expect(
      parseError("é", via: .single)?.description
        == "malformed type encoding \"é\" at offset 0: byte 0xC3 starts no type")
    #expect(
      parseError("z", via: .single)?.description
        == "malformed type encoding \"z\" at offset 0: 'z' starts no type")
    let long = parseError(String(repeating: "i", count: 70_000), via: .single)?.description ?? ""
    #expect(long.utf8.count < 200)
    #expect(long.hasSuffix("the encoding is longer than 65536 bytes"))
  }

  @Test(arguments: layoutCases)
  func layout(_ testCase: LayoutCase) throws {
    let layout = try TypeEncoding(testCase.text).layout
    #expect(layout?.size == testCase.size)
    #expect(layout?.alignment == testCase.alignment)
  }

  /// The bytes random encodings are drawn from: every code, delimiter, qualifier and digit, and a
  /// few name characters.
  static let alphabet = Array("csilqCSILQfdDBv*@#:?^[]{}()b=\"<>rnNoORV0123456789AxZ_ ".utf8)

  /// Random strings over the encoding alphabet either parse, and then round-trip, or throw a
  /// `TypeEncodingError` that points inside the string.
  @Test func randomStringsParseOrThrow() {
    var random = SplitMix64(state: 0x00C0_FFEE_D15E_A5E5)
    var singles = 0
    var sequences = 0
    for _ in 0..<2_000 {
      let length = Int.random(in: 1...24, using: &random)
      let bytes = (0..<length).map { _ in Self.alphabet.randomElement(using: &random)! }
      let parsed = Self.checkParsesOrThrows(bytes)
      singles += parsed.single ? 1 : 0
      sequences += parsed.sequence ? 1 : 0
    }
    // The test is not vacuous: a fair share of the strings parse.
    #expect(singles > 20)
    #expect(sequences > 50)
  }

  /// Valid encodings with a few random edits (replace, insert, delete or duplicate bytes) either
  /// parse, and then round-trip, or throw a `TypeEncodingError` that points inside the string.
  ///
  /// Edits of valid encodings reach the nested paths that uniformly random strings rarely do.
  @Test func editedEncodingsParseOrThrow() {
    let seeds =
      Self.validCases.map(\.text).filter { $0.utf8.count < 100 } + Self.componentsCases.map(\.text)
    var random = SplitMix64(state: 7)
    var singles = 0
    for _ in 0..<2_000 {
      var bytes = Array(seeds.randomElement(using: &random)!.utf8)
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let index = Int.random(in: 0...bytes.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0 where index < bytes.count:
          bytes[index] = Self.alphabet.randomElement(using: &random)!
        case 1:
          bytes.insert(Self.alphabet.randomElement(using: &random)!, at: index)
        case 2 where index < bytes.count:
          bytes.remove(at: index)
        default:
          let end = Int.random(in: index...bytes.count, using: &random)
          bytes.insert(contentsOf: bytes[index..<end], at: index)
        }
      }
      singles += Self.checkParsesOrThrows(bytes).single ? 1 : 0
    }
    #expect(singles > 200)
  }

  /// Parses `bytes` both ways, checking that a success round-trips and a failure points inside the
  /// input; returns which ways succeeded.
  private static func checkParsesOrThrows(_ bytes: [UInt8]) -> (single: Bool, sequence: Bool) {
    let text = String(decoding: bytes, as: UTF8.self)
    let length = text.utf8.count
    var result = (single: false, sequence: false)
    do {
      let type = try TypeEncoding(text)
      result.single = true
      #expect(try TypeEncoding(type.encoding) == type, "\(text)")
      _ = type.layout
    } catch {
      #expect((0...length).contains(error.offset), "\(text): \(error)")
    }
    do {
      let components = try TypeEncoding.components(of: text)
      result.sequence = true
      for component in components {
        #expect(try TypeEncoding(component.type.encoding) == component.type, "\(text)")
      }
    } catch {
      #expect((0...length).contains(error.offset), "\(text): \(error)")
    }
    return result
  }

  /// Random well-formed values survive `encoding` → `init(_:)`, and their layout never traps.
  @Test func randomValuesRoundTrip() throws {
    var random = SplitMix64(state: 42)
    for _ in 0..<2_000 {
      let value = Self.randomType(depth: 0, using: &random)
      #expect(try TypeEncoding(value.encoding) == value, "\(value.encoding)")
      _ = value.layout
    }
  }

  /// A random type nested at most `maximumNestingDepth` deep.
  private static func randomType(depth: Int, using random: inout SplitMix64) -> TypeEncoding {
    let scalars: [TypeEncoding] = [
      .char, .short, .int, .long, .longLong, .unsignedChar, .unsignedShort, .unsignedInt, .unsignedLong,
      .unsignedLongLong, .float, .double, .longDouble, .bool, .void, .cString, .object, .block, .objectClass,
      .selector, .unknown,
    ]
    let pick = depth >= TypeEncoding.maximumNestingDepth ? 0 : Int.random(in: 0..<10, using: &random)
    let names: [String?] = [nil, "A", "Point", "vector<int>", "Größe"]
    switch pick {
    case 0...3:
      return scalars[Int.random(in: 0..<scalars.count, using: &random)]
    case 4:
      return .bitfield(width: Int.random(in: 1...64, using: &random))
    case 5:
      return .pointer(randomType(depth: depth + 1, using: &random))
    case 6:
      return .array(
        count: Int.random(in: 0...TypeEncoding.maximumArrayCount, using: &random),
        element: randomType(depth: depth + 1, using: &random))
    default:
      let name = names[Int.random(in: 0..<names.count, using: &random)]
      let fields = (0..<Int.random(in: 0...4, using: &random)).map { _ in
        randomType(depth: depth + 1, using: &random)
      }
      return pick == 9 ? .union(name: name, fields: fields) : .structure(name: name, fields: fields)
    }
  }
}
