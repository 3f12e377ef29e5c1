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

// MARK: - Scalars

private typealias I64 = Int64
private typealias F64 = Double

/// A `late` fixture, as Swift calls it.
private typealias LateFunction<T> =
  @Sendable (
    I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, T
  ) -> T
/// A `call_late` helper.
private typealias CallLateFunction<T> = (
  UnsafeRawPointer, I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, T
) -> T
private typealias LateMethod<T> = DelegateMethod<
  I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, T, T
>

/// The 16 leading arguments of a `late` fixture (they fill every argument register), then `x`.
private func lateArguments<T>(
  _ x: T
) -> (
  I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, T
) {
  (
    1, -2, .max, .min, 0x8000_0000, -1, 7, 0.5, -1.25, .greatestFiniteMagnitude, -0.0, .leastNonzeroMagnitude,
    1e-300, 3, .pi, -9, x
  )
}

private let lateEncoding = "qqqqqqqddddddddd"

private func floatingPointValues<T: BinaryFloatingPoint>() -> [T] {
  [
    0, -0.0, 1, -1.5, .greatestFiniteMagnitude, .leastNonzeroMagnitude, .infinity, -.infinity,
    // A negative quiet NaN with a payload.
    T(
      sign: .minus, exponentBitPattern: (1 << T.RawExponent(T.exponentBitCount)) - 1,
      significandBitPattern: 1 << T.RawSignificand(T.significandBitCount - 1) | 0x15),
  ]
}

/// The C address of a C function (pass a `@convention(c)` function).
private func cAddress<Function>(_ function: Function) -> UnsafeRawPointer {
  unsafeBitCast(function, to: UnsafeRawPointer.self)
}

/// A scalar type's echo, late and negate fixtures, as typed methods of that Swift type.
private struct TypedScalarFixtures<T> {
  typealias Unary = (direct: @Sendable (T) -> T, call: (UnsafeRawPointer, T) -> T, address: UnsafeRawPointer)
  let name: String
  let code: String
  let values: [T]
  let echo: Unary
  let late: (direct: LateFunction<T>, call: CallLateFunction<T>, address: UnsafeRawPointer)
  let negate: Unary?
  let keepAlive: AnyObject

  func check() throws {
    let echoTrip = try TypedRoundTrip(
      DelegateMethod<T, T>.optional(Selector("echo_\(name)")), encoded: code + code, function: echo.address,
      direct: echo.direct, throughC: echo.call, same: sameBits)
    let lateTrip = try TypedRoundTrip(
      LateMethod<T>.optional(Selector("late_\(name)")), encoded: code + lateEncoding + code,
      function: late.address,
      direct: late.direct, throughC: late.call, same: sameBits)
    let negateTrip = try negate.map {
      try TypedRoundTrip(
        DelegateMethod<T, T>.optional(Selector("negate_\(name)")), encoded: code + code, function: $0.address,
        direct: $0.direct, throughC: $0.call, same: sameBits)
    }
    for x in values {
      try echoTrip.check("echo_\(name)(\(x))", arguments: { x })
      try lateTrip.check("late_\(name)(…, \(x))", arguments: { lateArguments(x) })
      try negateTrip?.check("negate_\(name)(\(x))", arguments: { x })
    }
    withExtendedLifetime(keepAlive) {}
  }
}

extension CMatrixScalar {
  fileprivate func checkTyped() throws {
    let strings = TestStrings()
    switch self {
    case .int8:
      return try TypedScalarFixtures<Int8>(
        name: "int8", code: "c", values: [0, 1, -1, .min, .max, 0x55],
        echo: (
          CFixtures_echo_int8, CFixtures_call_echo_int8,
          cAddress(CFixtures_echo_int8 as @convention(c) (Int8) -> Int8)
        ),
        late: (
          CFixtures_late_int8, CFixtures_call_late_int8,
          cAddress(
            CFixtures_late_int8
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Int8
              ) -> Int8)
        ),
        negate: (
          CFixtures_negate_int8, CFixtures_call_negate_int8,
          cAddress(CFixtures_negate_int8 as @convention(c) (Int8) -> Int8)
        ),
        keepAlive: strings
      ).check()
    case .int16:
      return try TypedScalarFixtures<Int16>(
        name: "int16", code: "s", values: [0, -1, .min, .max, 0x7F80],
        echo: (
          CFixtures_echo_int16, CFixtures_call_echo_int16,
          cAddress(CFixtures_echo_int16 as @convention(c) (Int16) -> Int16)
        ),
        late: (
          CFixtures_late_int16, CFixtures_call_late_int16,
          cAddress(
            CFixtures_late_int16
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Int16
              ) -> Int16)
        ),
        negate: (
          CFixtures_negate_int16, CFixtures_call_negate_int16,
          cAddress(CFixtures_negate_int16 as @convention(c) (Int16) -> Int16)
        ),
        keepAlive: strings
      ).check()
    case .int32:
      return try TypedScalarFixtures<Int32>(
        name: "int32", code: "i", values: [0, -1, .min, .max, 300],
        echo: (
          CFixtures_echo_int32, CFixtures_call_echo_int32,
          cAddress(CFixtures_echo_int32 as @convention(c) (Int32) -> Int32)
        ),
        late: (
          CFixtures_late_int32, CFixtures_call_late_int32,
          cAddress(
            CFixtures_late_int32
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Int32
              ) -> Int32)
        ),
        negate: (
          CFixtures_negate_int32, CFixtures_call_negate_int32,
          cAddress(CFixtures_negate_int32 as @convention(c) (Int32) -> Int32)
        ),
        keepAlive: strings
      ).check()
    case .int64:
      return try TypedScalarFixtures<Int64>(
        name: "int64", code: "q", values: [0, -1, .min, .max, 0x1_0000_0000],
        echo: (
          CFixtures_echo_int64, CFixtures_call_echo_int64,
          cAddress(CFixtures_echo_int64 as @convention(c) (Int64) -> Int64)
        ),
        late: (
          CFixtures_late_int64, CFixtures_call_late_int64,
          cAddress(
            CFixtures_late_int64
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Int64
              ) -> Int64)
        ),
        negate: (
          CFixtures_negate_int64, CFixtures_call_negate_int64,
          cAddress(CFixtures_negate_int64 as @convention(c) (Int64) -> Int64)
        ),
        keepAlive: strings
      ).check()
    case .uint8:
      return try TypedScalarFixtures<UInt8>(
        name: "uint8", code: "C", values: [0, 0x7F, 0x80, 0xFF],
        echo: (
          CFixtures_echo_uint8, CFixtures_call_echo_uint8,
          cAddress(CFixtures_echo_uint8 as @convention(c) (UInt8) -> UInt8)
        ),
        late: (
          CFixtures_late_uint8, CFixtures_call_late_uint8,
          cAddress(
            CFixtures_late_uint8
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, UInt8
              ) -> UInt8)
        ),
        negate: (
          CFixtures_negate_uint8, CFixtures_call_negate_uint8,
          cAddress(CFixtures_negate_uint8 as @convention(c) (UInt8) -> UInt8)
        ),
        keepAlive: strings
      ).check()
    case .uint16:
      return try TypedScalarFixtures<UInt16>(
        name: "uint16", code: "S", values: [0, 0x8000, 0xFFFF],
        echo: (
          CFixtures_echo_uint16, CFixtures_call_echo_uint16,
          cAddress(CFixtures_echo_uint16 as @convention(c) (UInt16) -> UInt16)
        ),
        late: (
          CFixtures_late_uint16, CFixtures_call_late_uint16,
          cAddress(
            CFixtures_late_uint16
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, UInt16
              ) -> UInt16)
        ),
        negate: (
          CFixtures_negate_uint16, CFixtures_call_negate_uint16,
          cAddress(CFixtures_negate_uint16 as @convention(c) (UInt16) -> UInt16)
        ),
        keepAlive: strings
      ).check()
    case .uint32:
      return try TypedScalarFixtures<UInt32>(
        name: "uint32", code: "I", values: [0, 0x8000_0000, .max],
        echo: (
          CFixtures_echo_uint32, CFixtures_call_echo_uint32,
          cAddress(CFixtures_echo_uint32 as @convention(c) (UInt32) -> UInt32)
        ),
        late: (
          CFixtures_late_uint32, CFixtures_call_late_uint32,
          cAddress(
            CFixtures_late_uint32
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, UInt32
              ) -> UInt32)
        ),
        negate: (
          CFixtures_negate_uint32, CFixtures_call_negate_uint32,
          cAddress(CFixtures_negate_uint32 as @convention(c) (UInt32) -> UInt32)
        ),
        keepAlive: strings
      ).check()
    case .uint64:
      return try TypedScalarFixtures<UInt64>(
        name: "uint64", code: "Q", values: [0, 1 << 63, .max],
        echo: (
          CFixtures_echo_uint64, CFixtures_call_echo_uint64,
          cAddress(CFixtures_echo_uint64 as @convention(c) (UInt64) -> UInt64)
        ),
        late: (
          CFixtures_late_uint64, CFixtures_call_late_uint64,
          cAddress(
            CFixtures_late_uint64
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, UInt64
              ) -> UInt64)
        ),
        negate: (
          CFixtures_negate_uint64, CFixtures_call_negate_uint64,
          cAddress(CFixtures_negate_uint64 as @convention(c) (UInt64) -> UInt64)
        ),
        keepAlive: strings
      ).check()
    case .float:
      return try TypedScalarFixtures<Float>(
        name: "float", code: "f", values: floatingPointValues(),
        echo: (
          CFixtures_echo_float, CFixtures_call_echo_float,
          cAddress(CFixtures_echo_float as @convention(c) (Float) -> Float)
        ),
        late: (
          CFixtures_late_float, CFixtures_call_late_float,
          cAddress(
            CFixtures_late_float
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Float
              ) -> Float)
        ),
        negate: (
          CFixtures_negate_float, CFixtures_call_negate_float,
          cAddress(CFixtures_negate_float as @convention(c) (Float) -> Float)
        ),
        keepAlive: strings
      ).check()
    case .double:
      return try TypedScalarFixtures<Double>(
        name: "double", code: "d", values: floatingPointValues(),
        echo: (
          CFixtures_echo_double, CFixtures_call_echo_double,
          cAddress(CFixtures_echo_double as @convention(c) (Double) -> Double)
        ),
        late: (
          CFixtures_late_double, CFixtures_call_late_double,
          cAddress(
            CFixtures_late_double
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Double
              ) -> Double)
        ),
        negate: (
          CFixtures_negate_double, CFixtures_call_negate_double,
          cAddress(CFixtures_negate_double as @convention(c) (Double) -> Double)
        ),
        keepAlive: strings
      ).check()
    case .longdouble:
      #if arch(x86_64)
        return try TypedScalarFixtures<Float80>(
          name: "longdouble", code: "D", values: floatingPointValues(),
          echo: (
            CFixtures_echo_longdouble, CFixtures_call_echo_longdouble,
            cAddress(CFixtures_echo_longdouble as @convention(c) (Float80) -> Float80)
          ),
          late: (
            CFixtures_late_longdouble, CFixtures_call_late_longdouble,
            cAddress(
              CFixtures_late_longdouble
                as @convention(c) (
                  I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Float80
                ) -> Float80)
          ),
          negate: (
            CFixtures_negate_longdouble, CFixtures_call_negate_longdouble,
            cAddress(CFixtures_negate_longdouble as @convention(c) (Float80) -> Float80)
          ),
          keepAlive: strings
        ).check()
      #else
        // No Swift type to write the typed method with; the encoded ones are refused
        // (LongDoubleRefusal.swift).
        expectLongDoubleRefused("DD")
        expectLongDoubleRefused("DqqqqqqqdddddddddD")
      #endif
    case .bool:
      return try TypedScalarFixtures<Bool>(
        name: "bool", code: "B", values: [false, true],
        echo: (
          CFixtures_echo_bool, CFixtures_call_echo_bool,
          cAddress(CFixtures_echo_bool as @convention(c) (Bool) -> Bool)
        ),
        late: (
          CFixtures_late_bool, CFixtures_call_late_bool,
          cAddress(
            CFixtures_late_bool
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Bool
              ) -> Bool)
        ),
        negate: (
          CFixtures_negate_bool, CFixtures_call_negate_bool,
          cAddress(CFixtures_negate_bool as @convention(c) (Bool) -> Bool)
        ),
        keepAlive: strings
      ).check()
    case .cstring:
      return try TypedScalarFixtures<UnsafePointer<CChar>?>(
        name: "cstring", code: "*", values: strings.pointers.map { UnsafePointer($0) } + [nil],
        echo: (
          CFixtures_echo_cstring, CFixtures_call_echo_cstring,
          cAddress(CFixtures_echo_cstring as @convention(c) (UnsafePointer<CChar>?) -> UnsafePointer<CChar>?)
        ),
        late: (
          CFixtures_late_cstring, CFixtures_call_late_cstring,
          cAddress(
            CFixtures_late_cstring
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64,
                UnsafePointer<CChar>?
              ) -> UnsafePointer<CChar>?)
        ),
        negate: nil,
        keepAlive: strings
      ).check()
    case .pointer:
      return try TypedScalarFixtures<UnsafeMutableRawPointer?>(
        name: "pointer", code: "^v",
        values: [
          nil, .init(bitPattern: 1), .init(bitPattern: 0x7FFF_FFFF_F000), .init(bitPattern: UInt.max),
        ],
        echo: (
          CFixtures_echo_pointer, CFixtures_call_echo_pointer,
          cAddress(
            CFixtures_echo_pointer as @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?)
        ),
        late: (
          CFixtures_late_pointer, CFixtures_call_late_pointer,
          cAddress(
            CFixtures_late_pointer
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64,
                UnsafeMutableRawPointer?
              ) -> UnsafeMutableRawPointer?)
        ),
        negate: nil,
        keepAlive: strings
      ).check()
    }
  }
}

// MARK: - Structs

/// A struct's make, echo, late, sum and scale fixtures, as typed methods.
private struct TypedStructFixtures<S: TypeEncodable> {
  typealias Returning<R> = (
    direct: @Sendable (S) -> R, call: (UnsafeRawPointer, S) -> R, address: UnsafeRawPointer
  )
  let name: String
  let encoding: String
  let samples: [S]
  let echo: Returning<S>
  let late: (direct: LateFunction<S>, call: CallLateFunction<S>, address: UnsafeRawPointer)
  let sum: Returning<Double>
  let scale:
    (
      direct: @Sendable (UnsafeMutablePointer<S>, Int32) -> Void,
      call: (UnsafeRawPointer, UnsafeMutablePointer<S>, Int32) -> Void, address: UnsafeRawPointer
    )
  /// Runs the typed round trips of `make` for a sample.
  let make: (TypedStructFixtures<S>, S) throws -> Void

  /// The checksum C folds the struct's fields into (what `echo` leaves).
  func fingerprint(_ x: S) -> UInt64 {
    let saved = CFixtures_lastChecksum()
    _ = echo.direct(x)
    let checksum = CFixtures_lastChecksum()
    CFixtures_storeChecksum(saved)
    return checksum
  }

  func check() throws {
    let same: (S, S) -> Bool = { fingerprint($0) == fingerprint($1) }
    let echoTrip = try TypedRoundTrip(
      DelegateMethod<S, S>.optional(Selector("echo_\(name)")), encoded: encoding + encoding,
      function: echo.address,
      direct: echo.direct, throughC: echo.call, same: same)
    let lateTrip = try TypedRoundTrip(
      LateMethod<S>.optional(Selector("late_\(name)")), encoded: encoding + lateEncoding + encoding,
      function: late.address, direct: late.direct, throughC: late.call, same: same)
    let sumTrip = try TypedRoundTrip(
      DelegateMethod<S, Double>.optional(Selector("sum_\(name)")), encoded: "d" + encoding,
      function: sum.address,
      direct: sum.direct, throughC: sum.call, same: sameBits)
    let scaleTrip = try TypedRoundTrip(
      DelegateMethod<UnsafeMutablePointer<S>, Int32, Void>.optional(Selector("scale_\(name)")),
      encoded: "v^" + encoding + "i", function: scale.address, direct: scale.direct, throughC: scale.call,
      same: { _, _ in true })
    let scaled = UnsafeMutablePointer<S>.allocate(capacity: 1)
    defer { scaled.deallocate() }
    for x in samples {
      try make(self, x)
      try echoTrip.check("echo_\(name)", arguments: { x })
      try lateTrip.check("late_\(name)", arguments: { lateArguments(x) })
      try sumTrip.check("sum_\(name)", arguments: { x })
      for k: Int32 in [-3, 257] {
        try scaleTrip.check(
          "scale_\(name) by \(k)",
          arguments: {
            scaled.initialize(to: x)
            return (scaled, k)
          }, effect: { fingerprint(scaled.pointee) })
      }
    }
  }

  /// The typed round trips of a `make` fixture, whose arguments are the fields of `sample`.
  func checkMake<each Field>(
    _ method: DelegateMethod<repeat each Field, S>, _ direct: @escaping @Sendable (repeat each Field) -> S,
    _ call: @escaping (UnsafeRawPointer, repeat each Field) -> S, _ address: UnsafeRawPointer, sample: S,
    fields: (S) -> (repeat each Field)
  ) throws {
    let trip = try TypedRoundTrip(
      method, function: address, direct: direct, throughC: call, same: { fingerprint($0) == fingerprint($1) })
    try trip.check("make_\(name)", arguments: { fields(sample) })
  }
}

extension CMatrixStructKind {
  fileprivate func checkTyped() throws {
    switch self {
    case .S1:
      typealias S = CFixtures_S1
      return try TypedStructFixtures<S>(
        name: "S1", encoding: CFIXTURES_ENCODING_S1,
        samples: [S(a: -5), S(a: .min)],
        echo: (
          CFixtures_echo_S1, CFixtures_call_echo_S1, cAddress(CFixtures_echo_S1 as @convention(c) (S) -> S)
        ),
        late: (
          CFixtures_late_S1, CFixtures_call_late_S1,
          cAddress(
            CFixtures_late_S1
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
              ) -> S)
        ),
        sum: (
          CFixtures_sum_S1, CFixtures_call_sum_S1, cAddress(CFixtures_sum_S1 as @convention(c) (S) -> Double)
        ),
        scale: (
          CFixtures_scale_S1, CFixtures_call_scale_S1,
          cAddress(CFixtures_scale_S1 as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
        ),
        make: { fixtures, x in
          try fixtures.checkMake(
            DelegateMethod<Int8, S>.optional("make_S1"), CFixtures_make_S1, CFixtures_call_make_S1,
            cAddress(CFixtures_make_S1 as @convention(c) (Int8) -> S), sample: x
          ) { x in (x.a) }
        }
      ).check()
    case .S2:
      typealias S = CFixtures_S2
      return try TypedStructFixtures<S>(
        name: "S2", encoding: CFIXTURES_ENCODING_S2,
        samples: [S(a: 0xFF, b: -1), S(a: 1, b: .min)],
        echo: (
          CFixtures_echo_S2, CFixtures_call_echo_S2, cAddress(CFixtures_echo_S2 as @convention(c) (S) -> S)
        ),
        late: (
          CFixtures_late_S2, CFixtures_call_late_S2,
          cAddress(
            CFixtures_late_S2
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
              ) -> S)
        ),
        sum: (
          CFixtures_sum_S2, CFixtures_call_sum_S2, cAddress(CFixtures_sum_S2 as @convention(c) (S) -> Double)
        ),
        scale: (
          CFixtures_scale_S2, CFixtures_call_scale_S2,
          cAddress(CFixtures_scale_S2 as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
        ),
        make: { fixtures, x in
          try fixtures.checkMake(
            DelegateMethod<UInt8, Int8, S>.optional("make_S2"), CFixtures_make_S2, CFixtures_call_make_S2,
            cAddress(CFixtures_make_S2 as @convention(c) (UInt8, Int8) -> S), sample: x
          ) { x in (x.a, x.b) }
        }
      ).check()
    case .S3:
      typealias S = CFixtures_S3
      return try TypedStructFixtures<S>(
        name: "S3", encoding: CFIXTURES_ENCODING_S3,
        samples: [S(a: 1, b: -2, c: .max), S(a: .min, b: 0, c: -1)],
        echo: (
          CFixtures_echo_S3, CFixtures_call_echo_S3, cAddress(CFixtures_echo_S3 as @convention(c) (S) -> S)
        ),
        late: (
          CFixtures_late_S3, CFixtures_call_late_S3,
          cAddress(
            CFixtures_late_S3
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
              ) -> S)
        ),
        sum: (
          CFixtures_sum_S3, CFixtures_call_sum_S3, cAddress(CFixtures_sum_S3 as @convention(c) (S) -> Double)
        ),
        scale: (
          CFixtures_scale_S3, CFixtures_call_scale_S3,
          cAddress(CFixtures_scale_S3 as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
        ),
        make: { fixtures, x in
          try fixtures.checkMake(
            DelegateMethod<Int8, Int8, Int8, S>.optional("make_S3"), CFixtures_make_S3,
            CFixtures_call_make_S3,
            cAddress(CFixtures_make_S3 as @convention(c) (Int8, Int8, Int8) -> S), sample: x
          ) { x in (x.a, x.b, x.c) }
        }
      ).check()
    case .S4:
      typealias S = CFixtures_S4
      return try TypedStructFixtures<S>(
        name: "S4", encoding: CFIXTURES_ENCODING_S4,
        samples: [S(a: -300, b: .max), S(a: .min, b: 7)],
        echo: (
          CFixtures_echo_S4, CFixtures_call_echo_S4, cAddress(CFixtures_echo_S4 as @convention(c) (S) -> S)
        ),
        late: (
          CFixtures_late_S4, CFixtures_call_late_S4,
          cAddress(
            CFixtures_late_S4
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
              ) -> S)
        ),
        sum: (
          CFixtures_sum_S4, CFixtures_call_sum_S4, cAddress(CFixtures_sum_S4 as @convention(c) (S) -> Double)
        ),
        scale: (
          CFixtures_scale_S4, CFixtures_call_scale_S4,
          cAddress(CFixtures_scale_S4 as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
        ),
        make: { fixtures, x in
          try fixtures.checkMake(
            DelegateMethod<Int16, Int16, S>.optional("make_S4"), CFixtures_make_S4, CFixtures_call_make_S4,
            cAddress(CFixtures_make_S4 as @convention(c) (Int16, Int16) -> S), sample: x
          ) { x in (x.a, x.b) }
        }
      ).check()
    case .S4f:
      typealias S = CFixtures_S4f
      return try TypedStructFixtures<S>(
        name: "S4f", encoding: CFIXTURES_ENCODING_S4f,
        samples: [S(a: 1.5), S(a: -.infinity)],
        echo: (
          CFixtures_echo_S4f, CFixtures_call_echo_S4f, cAddress(CFixtures_echo_S4f as @convention(c) (S) -> S)
        ),
        late: (
          CFixtures_late_S4f, CFixtures_call_late_S4f,
          cAddress(
            CFixtures_late_S4f
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
              ) -> S)
        ),
        sum: (
          CFixtures_sum_S4f, CFixtures_call_sum_S4f,
          cAddress(CFixtures_sum_S4f as @convention(c) (S) -> Double)
        ),
        scale: (
          CFixtures_scale_S4f, CFixtures_call_scale_S4f,
          cAddress(CFixtures_scale_S4f as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
        ),
        make: { fixtures, x in
          try fixtures.checkMake(
            DelegateMethod<Float, S>.optional("make_S4f"), CFixtures_make_S4f, CFixtures_call_make_S4f,
            cAddress(CFixtures_make_S4f as @convention(c) (Float) -> S), sample: x
          ) { x in (x.a) }
        }
      ).check()
    case .S8:
      typealias S = CFixtures_S8
      return try TypedStructFixtures<S>(
        name: "S8", encoding: CFIXTURES_ENCODING_S8,
        samples: [S(a: -9, b: 0.25), S(a: .max, b: -.leastNonzeroMagnitude)],
        echo: (
          CFixtures_echo_S8, CFixtures_call_echo_S8, cAddress(CFixtures_echo_S8 as @convention(c) (S) -> S)
        ),
        late: (
          CFixtures_late_S8, CFixtures_call_late_S8,
          cAddress(
            CFixtures_late_S8
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
              ) -> S)
        ),
        sum: (
          CFixtures_sum_S8, CFixtures_call_sum_S8, cAddress(CFixtures_sum_S8 as @convention(c) (S) -> Double)
        ),
        scale: (
          CFixtures_scale_S8, CFixtures_call_scale_S8,
          cAddress(CFixtures_scale_S8 as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
        ),
        make: { fixtures, x in
          try fixtures.checkMake(
            DelegateMethod<Int32, Float, S>.optional("make_S8"), CFixtures_make_S8, CFixtures_call_make_S8,
            cAddress(CFixtures_make_S8 as @convention(c) (Int32, Float) -> S), sample: x
          ) { x in (x.a, x.b) }
        }
      ).check()
    case .S8f:
      typealias S = CFixtures_S8f
      return try TypedStructFixtures<S>(
        name: "S8f", encoding: CFIXTURES_ENCODING_S8f,
        samples: [S(a: 1.5, b: -2), S(a: -0.0, b: .greatestFiniteMagnitude)],
        echo: (
          CFixtures_echo_S8f, CFixtures_call_echo_S8f, cAddress(CFixtures_echo_S8f as @convention(c) (S) -> S)
        ),
        late: (
          CFixtures_late_S8f, CFixtures_call_late_S8f,
          cAddress(
            CFixtures_late_S8f
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
              ) -> S)
        ),
        sum: (
          CFixtures_sum_S8f, CFixtures_call_sum_S8f,
          cAddress(CFixtures_sum_S8f as @convention(c) (S) -> Double)
        ),
        scale: (
          CFixtures_scale_S8f, CFixtures_call_scale_S8f,
          cAddress(CFixtures_scale_S8f as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
        ),
        make: { fixtures, x in
          try fixtures.checkMake(
            DelegateMethod<Float, Float, S>.optional("make_S8f"), CFixtures_make_S8f, CFixtures_call_make_S8f,
            cAddress(CFixtures_make_S8f as @convention(c) (Float, Float) -> S), sample: x
          ) { x in (x.a, x.b) }
        }
      ).check()
    case .S12:
      typealias S = CFixtures_S12
      return try TypedStructFixtures<S>(
        name: "S12", encoding: CFIXTURES_ENCODING_S12,
        samples: [S(a: 1, b: -2.5, c: .min), S(a: -1, b: .infinity, c: 3)],
        echo: (
          CFixtures_echo_S12, CFixtures_call_echo_S12, cAddress(CFixtures_echo_S12 as @convention(c) (S) -> S)
        ),
        late: (
          CFixtures_late_S12, CFixtures_call_late_S12,
          cAddress(
            CFixtures_late_S12
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
              ) -> S)
        ),
        sum: (
          CFixtures_sum_S12, CFixtures_call_sum_S12,
          cAddress(CFixtures_sum_S12 as @convention(c) (S) -> Double)
        ),
        scale: (
          CFixtures_scale_S12, CFixtures_call_scale_S12,
          cAddress(CFixtures_scale_S12 as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
        ),
        make: { fixtures, x in
          try fixtures.checkMake(
            DelegateMethod<Int32, Float, Int32, S>.optional("make_S12"), CFixtures_make_S12,
            CFixtures_call_make_S12,
            cAddress(CFixtures_make_S12 as @convention(c) (Int32, Float, Int32) -> S), sample: x
          ) { x in (x.a, x.b, x.c) }
        }
      ).check()
    case .S12f:
      typealias S = CFixtures_S12f
      return try TypedStructFixtures<S>(
        name: "S12f", encoding: CFIXTURES_ENCODING_S12f,
        samples: [S(a: 1.5, b: -2.5, c: 3.25), S(a: -0.0, b: 0, c: .ulpOfOne)],
        echo: (
          CFixtures_echo_S12f, CFixtures_call_echo_S12f,
          cAddress(CFixtures_echo_S12f as @convention(c) (S) -> S)
        ),
        late: (
          CFixtures_late_S12f, CFixtures_call_late_S12f,
          cAddress(
            CFixtures_late_S12f
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
              ) -> S)
        ),
        sum: (
          CFixtures_sum_S12f, CFixtures_call_sum_S12f,
          cAddress(CFixtures_sum_S12f as @convention(c) (S) -> Double)
        ),
        scale: (
          CFixtures_scale_S12f, CFixtures_call_scale_S12f,
          cAddress(CFixtures_scale_S12f as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
        ),
        make: { fixtures, x in
          try fixtures.checkMake(
            DelegateMethod<Float, Float, Float, S>.optional("make_S12f"), CFixtures_make_S12f,
            CFixtures_call_make_S12f,
            cAddress(CFixtures_make_S12f as @convention(c) (Float, Float, Float) -> S), sample: x
          ) { x in (x.a, x.b, x.c) }
        }
      ).check()
    case .S16:
      typealias S = CFixtures_S16
      return try TypedStructFixtures<S>(
        name: "S16", encoding: CFIXTURES_ENCODING_S16,
        samples: [S(a: -0.5, b: 1 << 53), S(a: .pi, b: .min)],
        echo: (
          CFixtures_echo_S16, CFixtures_call_echo_S16, cAddress(CFixtures_echo_S16 as @convention(c) (S) -> S)
        ),
        late: (
          CFixtures_late_S16, CFixtures_call_late_S16,
          cAddress(
            CFixtures_late_S16
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
              ) -> S)
        ),
        sum: (
          CFixtures_sum_S16, CFixtures_call_sum_S16,
          cAddress(CFixtures_sum_S16 as @convention(c) (S) -> Double)
        ),
        scale: (
          CFixtures_scale_S16, CFixtures_call_scale_S16,
          cAddress(CFixtures_scale_S16 as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
        ),
        make: { fixtures, x in
          try fixtures.checkMake(
            DelegateMethod<Double, Int64, S>.optional("make_S16"), CFixtures_make_S16,
            CFixtures_call_make_S16,
            cAddress(CFixtures_make_S16 as @convention(c) (Double, Int64) -> S), sample: x
          ) { x in (x.a, x.b) }
        }
      ).check()
    case .S16f:
      typealias S = CFixtures_S16f
      return try TypedStructFixtures<S>(
        name: "S16f", encoding: CFIXTURES_ENCODING_S16f,
        samples: [S(a: 1, b: -2, c: 3.5, d: -4.25), S(a: -0.0, b: .infinity, c: 0, d: .ulpOfOne)],
        echo: (
          CFixtures_echo_S16f, CFixtures_call_echo_S16f,
          cAddress(CFixtures_echo_S16f as @convention(c) (S) -> S)
        ),
        late: (
          CFixtures_late_S16f, CFixtures_call_late_S16f,
          cAddress(
            CFixtures_late_S16f
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
              ) -> S)
        ),
        sum: (
          CFixtures_sum_S16f, CFixtures_call_sum_S16f,
          cAddress(CFixtures_sum_S16f as @convention(c) (S) -> Double)
        ),
        scale: (
          CFixtures_scale_S16f, CFixtures_call_scale_S16f,
          cAddress(CFixtures_scale_S16f as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
        ),
        make: { fixtures, x in
          try fixtures.checkMake(
            DelegateMethod<Float, Float, Float, Float, S>.optional("make_S16f"), CFixtures_make_S16f,
            CFixtures_call_make_S16f,
            cAddress(CFixtures_make_S16f as @convention(c) (Float, Float, Float, Float) -> S), sample: x
          ) { x in (x.a, x.b, x.c, x.d) }
        }
      ).check()
    case .S16a:
      typealias S = CFixtures_S16a
      return try TypedStructFixtures<S>(
        name: "S16a", encoding: CFIXTURES_ENCODING_S16a,
        samples: [S(a: 7, b: (1.25, -2.5, 4.75)), S(a: .min, b: (-0.0, .infinity, 3))],
        echo: (
          CFixtures_echo_S16a, CFixtures_call_echo_S16a,
          cAddress(CFixtures_echo_S16a as @convention(c) (S) -> S)
        ),
        late: (
          CFixtures_late_S16a, CFixtures_call_late_S16a,
          cAddress(
            CFixtures_late_S16a
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
              ) -> S)
        ),
        sum: (
          CFixtures_sum_S16a, CFixtures_call_sum_S16a,
          cAddress(CFixtures_sum_S16a as @convention(c) (S) -> Double)
        ),
        scale: (
          CFixtures_scale_S16a, CFixtures_call_scale_S16a,
          cAddress(CFixtures_scale_S16a as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
        ),
        make: { fixtures, x in
          try fixtures.checkMake(
            DelegateMethod<Int32, Float, Float, Float, S>.optional("make_S16a"), CFixtures_make_S16a,
            CFixtures_call_make_S16a,
            cAddress(CFixtures_make_S16a as @convention(c) (Int32, Float, Float, Float) -> S), sample: x
          ) { x in (x.a, x.b.0, x.b.1, x.b.2) }
        }
      ).check()
    case .S24:
      typealias S = CFixtures_S24
      return try TypedStructFixtures<S>(
        name: "S24", encoding: CFIXTURES_ENCODING_S24,
        samples: [S(a: 0x0123_4567_89AB_CDEF, b: -2.5, c: 42), S(a: .min, b: -0.0, c: .max)],
        echo: (
          CFixtures_echo_S24, CFixtures_call_echo_S24, cAddress(CFixtures_echo_S24 as @convention(c) (S) -> S)
        ),
        late: (
          CFixtures_late_S24, CFixtures_call_late_S24,
          cAddress(
            CFixtures_late_S24
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
              ) -> S)
        ),
        sum: (
          CFixtures_sum_S24, CFixtures_call_sum_S24,
          cAddress(CFixtures_sum_S24 as @convention(c) (S) -> Double)
        ),
        scale: (
          CFixtures_scale_S24, CFixtures_call_scale_S24,
          cAddress(CFixtures_scale_S24 as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
        ),
        make: { fixtures, x in
          try fixtures.checkMake(
            DelegateMethod<Int64, Double, Int32, S>.optional("make_S24"), CFixtures_make_S24,
            CFixtures_call_make_S24,
            cAddress(CFixtures_make_S24 as @convention(c) (Int64, Double, Int32) -> S), sample: x
          ) { x in (x.a, x.b, x.c) }
        }
      ).check()
    case .S24d:
      typealias S = CFixtures_S24d
      return try TypedStructFixtures<S>(
        name: "S24d", encoding: CFIXTURES_ENCODING_S24d,
        samples: [S(a: 1, b: -2, c: .pi), S(a: -0.0, b: .infinity, c: 1e-300)],
        echo: (
          CFixtures_echo_S24d, CFixtures_call_echo_S24d,
          cAddress(CFixtures_echo_S24d as @convention(c) (S) -> S)
        ),
        late: (
          CFixtures_late_S24d, CFixtures_call_late_S24d,
          cAddress(
            CFixtures_late_S24d
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
              ) -> S)
        ),
        sum: (
          CFixtures_sum_S24d, CFixtures_call_sum_S24d,
          cAddress(CFixtures_sum_S24d as @convention(c) (S) -> Double)
        ),
        scale: (
          CFixtures_scale_S24d, CFixtures_call_scale_S24d,
          cAddress(CFixtures_scale_S24d as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
        ),
        make: { fixtures, x in
          try fixtures.checkMake(
            DelegateMethod<Double, Double, Double, S>.optional("make_S24d"), CFixtures_make_S24d,
            CFixtures_call_make_S24d,
            cAddress(CFixtures_make_S24d as @convention(c) (Double, Double, Double) -> S), sample: x
          ) { x in (x.a, x.b, x.c) }
        }
      ).check()
    case .S32:
      typealias S = CFixtures_S32
      return try TypedStructFixtures<S>(
        name: "S32", encoding: CFIXTURES_ENCODING_S32,
        samples: [S(a: 1, b: -2, c: 3, d: -4.5), S(a: -0.0, b: .infinity, c: 1e300, d: .ulpOfOne)],
        echo: (
          CFixtures_echo_S32, CFixtures_call_echo_S32, cAddress(CFixtures_echo_S32 as @convention(c) (S) -> S)
        ),
        late: (
          CFixtures_late_S32, CFixtures_call_late_S32,
          cAddress(
            CFixtures_late_S32
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
              ) -> S)
        ),
        sum: (
          CFixtures_sum_S32, CFixtures_call_sum_S32,
          cAddress(CFixtures_sum_S32 as @convention(c) (S) -> Double)
        ),
        scale: (
          CFixtures_scale_S32, CFixtures_call_scale_S32,
          cAddress(CFixtures_scale_S32 as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
        ),
        make: { fixtures, x in
          try fixtures.checkMake(
            DelegateMethod<Double, Double, Double, Double, S>.optional("make_S32"), CFixtures_make_S32,
            CFixtures_call_make_S32,
            cAddress(CFixtures_make_S32 as @convention(c) (Double, Double, Double, Double) -> S), sample: x
          ) { x in (x.a, x.b, x.c, x.d) }
        }
      ).check()
    case .S32i:
      typealias S = CFixtures_S32i
      return try TypedStructFixtures<S>(
        name: "S32i", encoding: CFIXTURES_ENCODING_S32i,
        samples: [S(a: 1, b: -2, c: .max, d: .min), S(a: 0, b: -1, c: 1 << 40, d: 7)],
        echo: (
          CFixtures_echo_S32i, CFixtures_call_echo_S32i,
          cAddress(CFixtures_echo_S32i as @convention(c) (S) -> S)
        ),
        late: (
          CFixtures_late_S32i, CFixtures_call_late_S32i,
          cAddress(
            CFixtures_late_S32i
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
              ) -> S)
        ),
        sum: (
          CFixtures_sum_S32i, CFixtures_call_sum_S32i,
          cAddress(CFixtures_sum_S32i as @convention(c) (S) -> Double)
        ),
        scale: (
          CFixtures_scale_S32i, CFixtures_call_scale_S32i,
          cAddress(CFixtures_scale_S32i as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
        ),
        make: { fixtures, x in
          try fixtures.checkMake(
            DelegateMethod<Int64, Int64, Int64, Int64, S>.optional("make_S32i"), CFixtures_make_S32i,
            CFixtures_call_make_S32i,
            cAddress(CFixtures_make_S32i as @convention(c) (Int64, Int64, Int64, Int64) -> S), sample: x
          ) { x in (x.a, x.b, x.c, x.d) }
        }
      ).check()
    case .Nested:
      typealias S = CFixtures_Nested
      return try TypedStructFixtures<S>(
        name: "Nested", encoding: CFIXTURES_ENCODING_Nested,
        samples: [
          S(inner: CFixtures_S8f(a: 1.5, b: -2), d: 0.25, s: (-3, 0x7FFF)),
          S(inner: CFixtures_S8f(a: -0.0, b: .infinity), d: -1e300, s: (.min, -1)),
        ],
        echo: (
          CFixtures_echo_Nested, CFixtures_call_echo_Nested,
          cAddress(CFixtures_echo_Nested as @convention(c) (S) -> S)
        ),
        late: (
          CFixtures_late_Nested, CFixtures_call_late_Nested,
          cAddress(
            CFixtures_late_Nested
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
              ) -> S)
        ),
        sum: (
          CFixtures_sum_Nested, CFixtures_call_sum_Nested,
          cAddress(CFixtures_sum_Nested as @convention(c) (S) -> Double)
        ),
        scale: (
          CFixtures_scale_Nested, CFixtures_call_scale_Nested,
          cAddress(CFixtures_scale_Nested as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
        ),
        make: { fixtures, x in
          try fixtures.checkMake(
            DelegateMethod<Float, Float, Double, Int16, Int16, S>.optional("make_Nested"),
            CFixtures_make_Nested, CFixtures_call_make_Nested,
            cAddress(CFixtures_make_Nested as @convention(c) (Float, Float, Double, Int16, Int16) -> S),
            sample: x
          ) { x in (x.inner.a, x.inner.b, x.d, x.s.0, x.s.1) }
        }
      ).check()
    }
  }
}
