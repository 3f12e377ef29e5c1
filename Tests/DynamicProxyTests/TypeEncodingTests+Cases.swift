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

let point = TypeEncoding.structure(name: "Point", fields: [.double, .double])
private let cgPoint = TypeEncoding.structure(name: "CGPoint", fields: [.double, .double])
private let cgSize = TypeEncoding.structure(name: "CGSize", fields: [.double, .double])
private let cgRect = TypeEncoding.structure(name: "CGRect", fields: [cgPoint, cgSize])

/// `count` pointers around `pointee`.
private func pointers(_ count: Int, to pointee: TypeEncoding) -> TypeEncoding {
  (0..<count).reduce(pointee) { inner, _ in .pointer(inner) }
}

extension TypeEncodingTests {
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
}
