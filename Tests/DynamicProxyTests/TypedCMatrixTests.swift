import CFixtures
import Testing

@testable import DynamicProxy

/// The C matrix of CFixtures.h through the typed API: for each fixture, a `DelegateMethod` of the
/// Swift types the header imports as (function convention; the matrix's structs are
/// ``TypeEncodable`` through their CFIXTURES_ENCODING_* strings), run both ways by
/// ``TypedRoundTrip``: a typed `call` into the C function, and C calling a typed closure, with the
/// forwarding fast paths on and off, each compared with the direct C call (return value, argument
/// checksum, and what a call changes through a pointer).
///
/// Serialized: the round trips switch ``Forwarding/fastPathsEnabled``, a process-wide setting.
@Suite(.serialized) struct TypedCMatrixTests {
  @Test(arguments: CMatrixScalar.allCases)
  func scalars(scalar: CMatrixScalar) throws {
    try scalar.checkTyped()
  }

  @Test(arguments: CMatrixStructKind.allCases)
  func structs(kind: CMatrixStructKind) throws {
    try kind.checkTyped()
  }

  /// C strings as `String?`, against protocols described with `*`: the typed method's own
  /// signature would pass a `String` as an object. A typed closure can not return a `String` as a
  /// C string (it would have no owner once the call returns: `implement` refuses it), so the
  /// methods returning one are only called.
  @Test func cStringsAsStrings() throws {
    let echo = try TypedRoundTrip(
      DelegateMethod<String?, String?>.optional("echo_cstring"), derived: false, encoded: "**",
      function: cAddress(
        CFixtures_echo_cstring as @convention(c) (UnsafePointer<CChar>?) -> UnsafePointer<CChar>?),
      direct: { text in withOptionalCString(text) { CFixtures_echo_cstring($0).map { String(cString: $0) } }
      },
      throughC: { function, text in
        withOptionalCString(text) { CFixtures_call_echo_cstring(function, $0).map { String(cString: $0) } }
      },
      same: ==, closures: false)
    let strlen = try TypedRoundTrip(
      DelegateMethod<String?, UInt>.optional("strlen"), derived: false, encoded: "Q*",
      function: cAddress(CFixtures_strlen as @convention(c) (UnsafePointer<CChar>?) -> Int),
      direct: { text in withOptionalCString(text) { UInt(CFixtures_strlen($0)) } },
      throughC: { function, text in withOptionalCString(text) { UInt(CFixtures_call_strlen(function, $0)) } },
      same: ==)
    let greeting = try TypedRoundTrip(
      DelegateMethod<Int32, String?>.optional("greeting"), derived: false, encoded: "*i",
      function: cAddress(CFixtures_greeting as @convention(c) (Int32) -> UnsafePointer<CChar>?),
      direct: { CFixtures_greeting($0).map { String(cString: $0) } },
      throughC: { CFixtures_call_greeting($0, $1).map { String(cString: $0) } }, same: ==, closures: false)
    for text in ["", "a", "hello", "ünïcödé", "hello, world, and a longer greeting", nil] as [String?] {
      try echo.check("echo_cstring(\(text ?? "nil"))", arguments: { text })
      try strlen.check("strlen(\(text ?? "nil"))", arguments: { text })
    }
    for index: Int32 in -1...6 {
      try greeting.check("greeting(\(index))", arguments: { index })
    }
  }

  @Test func stringsAndPointers() throws {
    let strings = TestStrings()
    let texts = strings.pointers.map { UnsafePointer($0) } + [nil]
    // size_t imports as Int; the C type is unsigned: UInt.
    let strlen = try TypedRoundTrip(
      DelegateMethod<UnsafePointer<CChar>?, UInt>.optional("strlen"), encoded: "Q*",
      function: cAddress(CFixtures_strlen as @convention(c) (UnsafePointer<CChar>?) -> Int),
      direct: { UInt(CFixtures_strlen($0)) }, throughC: { UInt(CFixtures_call_strlen($0, $1)) }, same: ==)
    let hash = try TypedRoundTrip(
      DelegateMethod<UnsafePointer<CChar>?, UInt64>.optional("hashString"), encoded: "Q*",
      function: cAddress(CFixtures_hashString as @convention(c) (UnsafePointer<CChar>?) -> UInt64),
      direct: CFixtures_hashString, throughC: CFixtures_call_hashString, same: ==)
    for text in texts {
      try strlen.check("strlen", arguments: { text })
      try hash.check("hashString", arguments: { text })
    }
    let greeting = try TypedRoundTrip(
      DelegateMethod<Int32, UnsafePointer<CChar>?>.optional("greeting"), encoded: "*i",
      function: cAddress(CFixtures_greeting as @convention(c) (Int32) -> UnsafePointer<CChar>?),
      direct: CFixtures_greeting, throughC: CFixtures_call_greeting, same: ==)
    for index: Int32 in -1...6 {
      try greeting.check("greeting(\(index))", arguments: { index })
    }
    let offset = try TypedRoundTrip(
      DelegateMethod<UnsafeMutableRawPointer?, Int64, UnsafeMutableRawPointer?>.optional("offsetPointer"),
      encoded: "^v^vq",
      function: cAddress(
        CFixtures_offsetPointer
          as @convention(c) (UnsafeMutableRawPointer?, Int64) -> UnsafeMutableRawPointer?),
      direct: CFixtures_offsetPointer, throughC: CFixtures_call_offsetPointer, same: ==)
    for pointer in [
      nil, UnsafeMutableRawPointer(bitPattern: 0x1000), UnsafeMutableRawPointer(bitPattern: 1 << 47),
    ] {
      for by: Int64 in [0, 16, -8] {
        try offset.check("offsetPointer(\(String(describing: pointer)), \(by))", arguments: { (pointer, by) })
      }
    }
    withExtendedLifetime(strings) {}
  }

  @Test func manyArguments() throws {
    let strings = TestStrings()
    typealias Many = DelegateMethod<
      Int8, UInt16, Int32, UInt64, Float, Double, Int64, UInt8, Double, Float, Int16, Double,
      CFixtures_S16, UnsafePointer<CChar>?, Double, Float, Int32, Double, Double, UnsafeMutableRawPointer?,
      Double
    >
    let many = try TypedRoundTrip(
      Many.optional("many"), encoded: "dcSiQfdqCdfsd" + CFIXTURES_ENCODING_S16 + "*dfidd^v",
      function: cAddress(
        CFixtures_many
          as @convention(c) (
            Int8, UInt16, Int32, UInt64, Float, Double, Int64, UInt8, Double, Float, Int16, Double,
            CFixtures_S16, UnsafePointer<CChar>?, Double, Float, Int32, Double, Double,
            UnsafeMutableRawPointer?
          ) -> Double),
      direct: CFixtures_many, throughC: CFixtures_call_many, same: sameBits)
    let text = UnsafePointer(strings.pointers[4])
    try many.check("many") {
      (
        -7, 0xFFFF, -100_000, 1 << 63 | 1, 1.5, -2.25, -(1 << 40), 0x80, 1e10, -0.0, .min, .pi,
        CFixtures_S16(a: -0.5, b: 1 << 53), text, 2.5, .leastNonzeroMagnitude, .max, -1e-300, 42,
        UnsafeMutableRawPointer(bitPattern: 0x1234_5678)
      )
    }
    try many.check("many, nulls") {
      (
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, CFixtures_S16(a: 13, b: 14), nil, 15, 16, 17, 18, 19, nil
      )
    }
    withExtendedLifetime(strings) {}
  }

  @Test func manyArgumentsReturningAStruct() throws {
    #if arch(x86_64)
      typealias ManyReturn = DelegateMethod<
        Int8, Double, UInt32, Float, Int64, CFixtures_S8, UInt16, Double, Bool, CFixtures_S12f, Int32,
        Float80,
        CFixtures_S32
      >
      let manyReturn = try TypedRoundTrip(
        ManyReturn.optional("many_ret"),
        encoded: CFIXTURES_ENCODING_S32 + "cdIfq" + CFIXTURES_ENCODING_S8 + "SdB" + CFIXTURES_ENCODING_S12f
          + "iD",
        function: cAddress(
          CFixtures_many_ret
            as @convention(c) (
              Int8, Double, UInt32, Float, Int64, CFixtures_S8, UInt16, Double, Bool, CFixtures_S12f, Int32,
              Float80
            ) -> CFixtures_S32),
        direct: CFixtures_many_ret, throughC: CFixtures_call_many_ret,
        same: { $0.matrixFingerprint == $1.matrixFingerprint })
      try manyReturn.check("many_ret") {
        (
          .min, 0.1, .max, -3.5, -(1 << 52), CFixtures_S8(a: -9, b: 0.25), 0x8000, -0.0, true,
          CFixtures_S12f(a: 1.5, b: -2.5, c: 3.25), .min, -1 / Float80(3)
        )
      }
    #else
      // Its last argument is a long double (LongDoubleRefusal.swift).
      expectLongDoubleRefused(
        CFIXTURES_ENCODING_S32 + "cdIfq" + CFIXTURES_ENCODING_S8 + "SdB" + CFIXTURES_ENCODING_S12f + "iD")
    #endif
  }

  /// The libffi #848 case: ffi_call is the path with the fast paths off.
  @Test(arguments: [0.5, -0.0, 1e300])
  func structInLastRegister(d: Double) throws {
    let trip = try TypedRoundTrip(
      DelegateMethod<Int64, Int64, Int64, Int64, Int64, Double, CFixtures_S16a, Double>.optional(
        "structInLastRegister"),
      encoded: "dqqqqqd" + CFIXTURES_ENCODING_S16a,
      function: cAddress(
        CFixtures_structInLastRegister
          as @convention(c) (Int64, Int64, Int64, Int64, Int64, Double, CFixtures_S16a) -> Double),
      direct: CFixtures_structInLastRegister, throughC: CFixtures_call_structInLastRegister, same: sameBits)
    try trip.check("structInLastRegister(…, \(d), …)") {
      (1, 2, 3, 4, 5, d, CFixtures_S16a(a: 7, b: (1.25, -2.5, 4.75)))
    }
  }

  /// Typed closures handed to C as callbacks (the C consumer calls them), against the same
  /// consumer calling a C function.
  @Test(arguments: [Int32(5), -1, .max, .min])
  func typedClosuresAsCCallbacks(x: Int32) throws {
    typealias ApplyCallback = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32
    let apply = DelegateMethod<UnsafeMutableRawPointer?, Int32, Int32>.optional("apply")
    let received = TypedReceived<[UnsafeMutableRawPointer?]>([])
    let delegate = DelegateObject(
      delegateProtocol: try DelegateProtocol("Apply", convention: .function, apply))
    try delegate.implement(apply) { userData, x in
      received.value.append(userData)
      return x &* 3 &+ 1
    }
    let callback = unsafeBitCast(
      try #require(delegate.callbackFunction(for: "apply")), to: ApplyCallback.self)
    let reference: ApplyCallback = { _, x in x &* 3 &+ 1 }
    for userData in [UnsafeMutableRawPointer(bitPattern: 0xDEAD_BEE0), nil] {
      received.value = []
      CFixtures_storeChecksum(0)
      let direct = CFixtures_applyTwice(reference, userData, x)
      let directChecksum = CFixtures_lastChecksum()
      CFixtures_storeChecksum(0)
      let called = withExtendedLifetime(delegate) { CFixtures_applyTwice(callback, userData, x) }
      #expect(called == direct)
      #expect(CFixtures_lastChecksum() == directChecksum)
      #expect(received.value == [userData, userData])
    }

    typealias StructCallback = @convention(c) (CFixtures_S24, Int32) -> Double
    let withStruct = DelegateMethod<CFixtures_S24, Int32, Double>.optional("withStruct")
    let structs = TypedReceived<[UInt64]>([])
    let structDelegate = DelegateObject(
      delegateProtocol: try DelegateProtocol("WithStruct", convention: .function, withStruct))
    try structDelegate.implement(withStruct) { s, k in
      structs.value.append(s.matrixFingerprint)
      return Double(s.c) * Double(k) + s.b + Double(s.a & 0xFFFF)
    }
    let structCallback = unsafeBitCast(
      try #require(structDelegate.callbackFunction(for: "withStruct")), to: StructCallback.self)
    let structReference: StructCallback = { s, k in Double(s.c) * Double(k) + s.b + Double(s.a & 0xFFFF) }
    CFixtures_storeChecksum(0)
    let direct = CFixtures_callWithStruct(structReference, x)
    let directChecksum = CFixtures_lastChecksum()
    CFixtures_storeChecksum(0)
    let called = withExtendedLifetime(structDelegate) { CFixtures_callWithStruct(structCallback, x) }
    #expect(called.bitPattern == direct.bitPattern)
    #expect(CFixtures_lastChecksum() == directChecksum)
    #expect(structs.value == [CFixtures_fixedS24().matrixFingerprint])
  }
}

/// Runs `body` with a C string of `text`, or with nil.
private func withOptionalCString<R>(_ text: String?, _ body: (UnsafePointer<CChar>?) -> R) -> R {
  guard let text else { return body(nil) }
  return text.withCString { body($0) }
}

/// What a typed closure received; written and read on the test's thread.
final class TypedReceived<Value>: @unchecked Sendable {  // used on the test's thread only
  var value: Value
  init(_ value: Value) { self.value = value }
}

// MARK: - The matrix's structs as Swift types

extension CFixtures_S1: TypeEncodable {
  /// Its CFIXTURES_ENCODING_* string.
  public static let typeEncoding = try! TypeEncoding(CFIXTURES_ENCODING_S1)
}
extension CFixtures_S2: TypeEncodable {
  /// Its CFIXTURES_ENCODING_* string.
  public static let typeEncoding = try! TypeEncoding(CFIXTURES_ENCODING_S2)
}
extension CFixtures_S3: TypeEncodable {
  /// Its CFIXTURES_ENCODING_* string.
  public static let typeEncoding = try! TypeEncoding(CFIXTURES_ENCODING_S3)
}
extension CFixtures_S4: TypeEncodable {
  /// Its CFIXTURES_ENCODING_* string.
  public static let typeEncoding = try! TypeEncoding(CFIXTURES_ENCODING_S4)
}
extension CFixtures_S4f: TypeEncodable {
  /// Its CFIXTURES_ENCODING_* string.
  public static let typeEncoding = try! TypeEncoding(CFIXTURES_ENCODING_S4f)
}
extension CFixtures_S8: TypeEncodable {
  /// Its CFIXTURES_ENCODING_* string.
  public static let typeEncoding = try! TypeEncoding(CFIXTURES_ENCODING_S8)
}
extension CFixtures_S8f: TypeEncodable {
  /// Its CFIXTURES_ENCODING_* string.
  public static let typeEncoding = try! TypeEncoding(CFIXTURES_ENCODING_S8f)
}
extension CFixtures_S12: TypeEncodable {
  /// Its CFIXTURES_ENCODING_* string.
  public static let typeEncoding = try! TypeEncoding(CFIXTURES_ENCODING_S12)
}
extension CFixtures_S12f: TypeEncodable {
  /// Its CFIXTURES_ENCODING_* string.
  public static let typeEncoding = try! TypeEncoding(CFIXTURES_ENCODING_S12f)
}
extension CFixtures_S16: TypeEncodable {
  /// Its CFIXTURES_ENCODING_* string.
  public static let typeEncoding = try! TypeEncoding(CFIXTURES_ENCODING_S16)
}
extension CFixtures_S16f: TypeEncodable {
  /// Its CFIXTURES_ENCODING_* string.
  public static let typeEncoding = try! TypeEncoding(CFIXTURES_ENCODING_S16f)
}
extension CFixtures_S16a: TypeEncodable {
  /// Its CFIXTURES_ENCODING_* string.
  public static let typeEncoding = try! TypeEncoding(CFIXTURES_ENCODING_S16a)
}
extension CFixtures_S24: TypeEncodable {
  /// Its CFIXTURES_ENCODING_* string.
  public static let typeEncoding = try! TypeEncoding(CFIXTURES_ENCODING_S24)
}
extension CFixtures_S24d: TypeEncodable {
  /// Its CFIXTURES_ENCODING_* string.
  public static let typeEncoding = try! TypeEncoding(CFIXTURES_ENCODING_S24d)
}
extension CFixtures_S32: TypeEncodable {
  /// Its CFIXTURES_ENCODING_* string.
  public static let typeEncoding = try! TypeEncoding(CFIXTURES_ENCODING_S32)
}
extension CFixtures_S32i: TypeEncodable {
  /// Its CFIXTURES_ENCODING_* string.
  public static let typeEncoding = try! TypeEncoding(CFIXTURES_ENCODING_S32i)
}
extension CFixtures_Nested: TypeEncodable {
  /// Its CFIXTURES_ENCODING_* string.
  public static let typeEncoding = try! TypeEncoding(CFIXTURES_ENCODING_Nested)
}

extension CFixtures_S8 {
  /// The checksum C folds the struct's fields into (what `echo` leaves): equal fingerprints, equal
  /// fields, padding aside.
  var matrixFingerprint: UInt64 { fingerprint { CFixtures_echo_S8(self) } }
}
extension CFixtures_S24 {
  /// See ``CFixtures_S8/matrixFingerprint``.
  var matrixFingerprint: UInt64 { fingerprint { CFixtures_echo_S24(self) } }
}
extension CFixtures_S32 {
  /// See ``CFixtures_S8/matrixFingerprint``.
  var matrixFingerprint: UInt64 { fingerprint { CFixtures_echo_S32(self) } }
}

/// The checksum a fixture call leaves (the previous one restored).
private func fingerprint<T>(_ call: () -> T) -> UInt64 {
  let saved = CFixtures_lastChecksum()
  _ = call()
  let checksum = CFixtures_lastChecksum()
  CFixtures_storeChecksum(saved)
  return checksum
}
