import DynamicProxySupport
import Foundation
import Synchronization
import Testing

@testable import DynamicProxy

extension BadInputTests {
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
}
