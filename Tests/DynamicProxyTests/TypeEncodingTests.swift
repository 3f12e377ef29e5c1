import Testing

@testable import DynamicProxy

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

@Suite struct TypeEncodingTests {
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
