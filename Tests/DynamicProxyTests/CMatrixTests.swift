import CFixtures
import Testing

@testable import DynamicProxy

/// The hand-written C-ABI matrix of CFixtures.h, family by family, against real C:
///
/// 1. C calls a trampoline that captures the arguments and forwards the call with ffi_call: the
///    return value and the fixture's argument checksum must equal those of the direct call, and the
///    captured `[Any]` must hold the arguments passed, with the boxed Swift types of the table.
/// 2. Swift calls the fixture with ffi_call through an `Invocation` (typed setters, typed reads).
/// 3. Closure implementations stand in for the callbacks of a C library.
/// 4. structInLastRegister, the libffi #848 case, through both paths.
/// 5. The typed accessors' range and layout checks on real C calls.
@Suite struct CMatrixTests {
  // MARK: Scalars

  @Test(arguments: CMatrixScalar.allCases)
  func scalarEchoThroughTrampoline(scalar: CMatrixScalar) throws {
    try scalar.fixtures.checkEchoThroughTrampoline()
  }

  @Test(arguments: CMatrixScalar.allCases)
  func scalarOnTheStackThroughTrampoline(scalar: CMatrixScalar) throws {
    try scalar.fixtures.checkLateThroughTrampoline()
  }

  @Test(arguments: CMatrixScalar.allCases.filter(\.isNegatable))
  func scalarNegateThroughTrampoline(scalar: CMatrixScalar) throws {
    try scalar.fixtures.checkNegateThroughTrampoline()
  }

  @Test(arguments: CMatrixScalar.allCases)
  func scalarsThroughFFICall(scalar: CMatrixScalar) throws {
    try scalar.fixtures.checkFFICalls()
  }

  // MARK: Structs

  @Test(arguments: CMatrixStructKind.allCases)
  func structsThroughTrampoline(kind: CMatrixStructKind) throws {
    try kind.fixtures.checkThroughTrampolines()
  }

  @Test(arguments: CMatrixStructKind.allCases)
  func structsThroughFFICall(kind: CMatrixStructKind) throws {
    try kind.fixtures.checkFFICalls()
  }

  // MARK: Many arguments

  @Test func manyArgumentsThroughBothPaths() throws {
    let strings = TestStrings()
    let a0: Int8 = -7
    let a1: UInt16 = 0xFFFF
    let a2: Int32 = -100_000
    let a3: UInt64 = 1 << 63 | 1
    let a4: Float = 1.5
    let a5 = -2.25
    let a6: Int64 = -(1 << 40)
    let a7: UInt8 = 0x80
    let a8 = 1e10
    let a9: Float = -0.0
    let a10: Int16 = .min
    let a11 = Double.pi
    let a12 = CFixtures_S16(a: -0.5, b: 1 << 53)
    let a13 = UnsafePointer(strings.pointers[4])
    let a14 = 2.5
    let a15: Float = .leastNonzeroMagnitude
    let a16: Int32 = .max
    let a17 = -1e-300
    let a18 = 42.0
    let a19 = UnsafeMutableRawPointer(bitPattern: 0x1234_5678)
    let encoding = "dcSiQfdqCdfsd" + CFIXTURES_ENCODING_S16 + "*dfidd^v"
    let many = cAddress(
      CFixtures_many
        as @convention(c) (
          Int8, UInt16, Int32, UInt64, Float, Double, Int64, UInt8, Double, Float, Int16, Double,
          CFixtures_S16, UnsafePointer<CChar>?, Double, Float, Int32, Double, Double,
          UnsafeMutableRawPointer?
        ) -> Double)

    let direct = callMeasured {
      CFixtures_many(
        a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19)
    }
    let through = try throughTrampoline(encoding, forwardingTo: many) {
      CFixtures_call_many(
        $0, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19)
    }
    #expect(through.result.bitPattern == direct.result.bitPattern)
    #expect(through.checksum == direct.checksum)
    let boxed: [Any] = [
      a0, a1, a2, UInt(a3), a4, a5, Int(a6), a7, a8, a9, a10, a11, a12, String(cString: a13), a14, a15,
      a16, a17, a18, UnsafeRawPointer(a19!),
    ]
    expectBoxed(through.arguments, boxed, "many")

    let values: [Any] = [
      a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, "ünïcödé", a14, a15, a16, a17, a18, a19 as Any,
    ]
    let called = try throughFFICall(encoding, calling: many, read: { try $0.returnValue(as: Double.self) }) {
      for (index, value) in values.enumerated() { try $0.setArgument(value, at: index) }
    }
    #expect(called.result.bitPattern == direct.result.bitPattern)
    #expect(called.checksum == direct.checksum)
    expectBoxed(called.boxedReturn.map { [$0] } ?? [], [direct.result], "many: boxed return")
    expectBoxed(called.arguments, boxed, "many: arguments after ffi_call")
    withExtendedLifetime(strings) {}
  }

  @Test func manyArgumentsReturningAStructThroughBothPaths() throws {
    let encoding =
      CFIXTURES_ENCODING_S32 + "cdIfq" + CFIXTURES_ENCODING_S8 + "SdB" + CFIXTURES_ENCODING_S12f + "iD"
    #if arch(x86_64)
      let a0: Int8 = .min
      let a1 = 0.1
      let a2: UInt32 = .max
      let a3: Float = -3.5
      let a4: Int64 = -(1 << 52)
      let a5 = CFixtures_S8(a: -9, b: 0.25)
      let a6: UInt16 = 0x8000
      let a7 = -0.0
      let a8 = true
      let a9 = CFixtures_S12f(a: 1.5, b: -2.5, c: 3.25)
      let a10: Int32 = .min
      let a11 = -1 / Float80(3)
      let manyRet = cAddress(
        CFixtures_many_ret
          as @convention(c) (
            Int8, Double, UInt32, Float, Int64, CFixtures_S8, UInt16, Double, Bool, CFixtures_S12f, Int32,
            Float80
          ) -> CFixtures_S32)

      let direct = callMeasured { CFixtures_many_ret(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) }
      #expect(direct.result.fieldBits != CFixtures_S32().fieldBits)
      let through = try throughTrampoline(encoding, forwardingTo: manyRet) {
        CFixtures_call_many_ret($0, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11)
      }
      #expect(through.result.fieldBits == direct.result.fieldBits)
      #expect(through.checksum == direct.checksum)
      let boxed: [Any] = [a0, a1, a2, a3, Int(a4), a5, a6, a7, a8, a9, a10, a11]
      expectBoxed(through.arguments, boxed, "many_ret")

      let called = try throughFFICall(
        encoding, calling: manyRet, read: { try $0.returnValue(as: CFixtures_S32.self) }
      ) {
        try $0.setArgument(a0, at: 0)
        try $0.setArgument(a1, at: 1)
        try $0.setArgument(a2, at: 2)
        try $0.setArgument(a3, at: 3)
        try $0.setArgument(a4, at: 4)
        try $0.setArgument(a5, at: 5)
        try $0.setArgument(a6, at: 6)
        try $0.setArgument(a7, at: 7)
        try $0.setArgument(a8, at: 8)
        try $0.setArgument(a9, at: 9)
        try $0.setArgument(a10, at: 10)
        try $0.setArgument(a11, at: 11)
      }
      #expect(called.result.fieldBits == direct.result.fieldBits)
      #expect(called.checksum == direct.checksum)
      #expect(direct.result.isBoxed(in: called.boxedReturn as Any))
      expectBoxed(called.arguments, boxed, "many_ret: arguments after ffi_call")
    #else
      // Its last argument is a long double (LongDoubleRefusal.swift).
      expectLongDoubleRefused(encoding)
    #endif
  }

  // MARK: The libffi #848 case

  @Test(arguments: [0.5, -0.0, 1e300])
  func structInLastRegisterThroughBothPaths(d: Double) throws {
    let s = CFixtures_S16a(a: 7, b: (1.25, -2.5, 4.75))
    let encoding = "dqqqqqd" + CFIXTURES_ENCODING_S16a
    let function = cAddress(
      CFixtures_structInLastRegister
        as @convention(c) (Int64, Int64, Int64, Int64, Int64, Double, CFixtures_S16a) -> Double)

    let direct = callMeasured { CFixtures_structInLastRegister(1, 2, 3, 4, 5, d, s) }
    let weighted = 7.0 * (7.0 + 2.0 * 1.25 + 3.0 * -2.5 + 4.0 * 4.75)
    #expect(direct.result == 1.0 + 4.0 + 9.0 + 16.0 + 25.0 + 6.0 * d + weighted)
    let through = try throughTrampoline(encoding, forwardingTo: function) {
      CFixtures_call_structInLastRegister($0, 1, 2, 3, 4, 5, d, s)
    }
    #expect(through.result.bitPattern == direct.result.bitPattern)
    #expect(through.checksum == direct.checksum)
    expectBoxed(through.arguments, [1, 2, 3, 4, 5, d, s] as [Any], "structInLastRegister")

    let called = try throughFFICall(
      encoding, calling: function, read: { try $0.returnValue(as: Double.self) }
    ) {
      for index in 0..<5 { try $0.setArgument(Int64(index + 1), at: index) }
      try $0.setArgument(d, at: 5)
      try $0.setArgument(s, at: 6)
    }
    #expect(called.result.bitPattern == direct.result.bitPattern)
    #expect(called.checksum == direct.checksum)
    expectBoxed(called.arguments, [1, 2, 3, 4, 5, d, s] as [Any], "structInLastRegister after ffi_call")
  }

  // MARK: C strings and pointers

  @Test func stringArgumentsThroughBothPaths() throws {
    let strings = TestStrings()
    let texts: [UnsafePointer<CChar>?] = strings.pointers.map { UnsafePointer($0) } + [nil]
    let strlen = cAddress(CFixtures_strlen as @convention(c) (UnsafePointer<CChar>?) -> Int)
    let hash = cAddress(CFixtures_hashString as @convention(c) (UnsafePointer<CChar>?) -> UInt64)
    for text in texts {
      let boxedText: Any = text.map { String(cString: $0) } ?? NullArgument()
      let swiftText = text.map { String(cString: $0) }

      let directLength = callMeasured { CFixtures_strlen(text) }
      #expect(directLength.result == swiftText?.utf8.count ?? 0)
      let length = try throughTrampoline("Q*", forwardingTo: strlen) { CFixtures_call_strlen($0, text) }
      #expect(length.result == directLength.result)
      #expect(length.checksum == directLength.checksum)
      expectBoxed(length.arguments, [boxedText], "strlen")
      let calledLength = try throughFFICall(
        "Q*", calling: strlen, read: { try $0.returnValue(as: Int.self) }
      ) {
        try $0.setArgument(swiftText, at: 0)
      }
      #expect(calledLength.result == directLength.result)
      #expect(calledLength.checksum == directLength.checksum)
      #expect(calledLength.boxedReturn as? UInt == UInt(directLength.result))

      let directHash = callMeasured { CFixtures_hashString(text) }
      let hashed = try throughTrampoline("Q*", forwardingTo: hash) { CFixtures_call_hashString($0, text) }
      #expect(hashed.result == directHash.result)
      #expect(hashed.checksum == directHash.checksum)
      expectBoxed(hashed.arguments, [boxedText], "hashString")
      let calledHash = try throughFFICall(
        "Q*", calling: hash, read: { try $0.returnValue(as: UInt64.self) }
      ) {
        try $0.setArgument(text, at: 0)
      }
      #expect(calledHash.result == directHash.result)
      #expect(calledHash.checksum == directHash.checksum)
    }
    withExtendedLifetime(strings) {}
  }

  @Test(arguments: -1...6)
  func stringReturnsThroughBothPaths(index: Int32) throws {
    let greeting = cAddress(CFixtures_greeting as @convention(c) (Int32) -> UnsafePointer<CChar>?)
    let direct = callMeasured { CFixtures_greeting(index) }
    #expect((direct.result == nil) == (index < 0))
    let through = try throughTrampoline("*i", forwardingTo: greeting) { CFixtures_call_greeting($0, index) }
    #expect(through.result == direct.result)
    #expect(through.checksum == direct.checksum)
    expectBoxed(through.arguments, [index], "greeting")

    let called = try throughFFICall("*i", calling: greeting, read: { try $0.returnValue(as: String?.self) }) {
      try $0.setArgument(index, at: 0)
    }
    #expect(called.result == direct.result.map { String(cString: $0) })
    #expect(called.returnedPointer == UnsafeRawPointer(direct.result))
    #expect(called.checksum == direct.checksum)
    expectBoxed(
      called.boxedReturn.map { [$0] } ?? [], [direct.result.map { String(cString: $0) } ?? NullArgument()],
      "greeting: boxed return")
  }

  @Test func pointerArithmeticThroughBothPaths() throws {
    let offset = cAddress(
      CFixtures_offsetPointer
        as @convention(c) (UnsafeMutableRawPointer?, Int64) -> UnsafeMutableRawPointer?)
    let pointers = [
      nil, UnsafeMutableRawPointer(bitPattern: 0x1000), UnsafeMutableRawPointer(bitPattern: 1 << 47),
    ]
    for pointer in pointers {
      for by: Int64 in [0, 16, -8] {
        let direct = callMeasured { CFixtures_offsetPointer(pointer, by) }
        #expect(direct.result == pointer.map { $0 + Int(by) })
        let through = try throughTrampoline("^v^vq", forwardingTo: offset) {
          CFixtures_call_offsetPointer($0, pointer, by)
        }
        #expect(through.result == direct.result)
        #expect(through.checksum == direct.checksum)
        let boxedPointer: Any = pointer.map { UnsafeRawPointer($0) } ?? NullArgument()
        expectBoxed(through.arguments, [boxedPointer, Int(by)], "offsetPointer")

        let called = try throughFFICall(
          "^v^vq", calling: offset, read: { try $0.returnValue(as: UnsafeMutableRawPointer?.self) }
        ) {
          try $0.setArgument(pointer, at: 0)
          try $0.setArgument(by, at: 1)
        }
        #expect(called.result == direct.result)
        #expect(called.checksum == direct.checksum)
      }
    }
  }

  // MARK: Closures as C callbacks

  @Test(arguments: [Int32(5), -1, .max, .min])
  func applyTwiceCallsAClosure(x: Int32) throws {
    let seen = CMatrixBox<[UnsafeRawPointer?]>([])
    let callback = try Implementation(signature: MethodSignature("i^vi")) { call in
      do {
        seen.value.append(try call.argument(at: 0, as: UnsafeRawPointer?.self))
        let x = try call.argument(at: 1, as: Int32.self)
        try call.setReturnValue(x &* 3 &+ 1)
      } catch {
        Issue.record(error)
      }
    }
    let closure = unsafeBitCast(callback.functionPointer, to: ApplyCallback.self)
    let reference: ApplyCallback = { _, x in x &* 3 &+ 1 }
    for userData in [UnsafeMutableRawPointer(bitPattern: 0xDEAD_BEE0), nil] {
      seen.value = []
      let direct = callMeasured { CFixtures_applyTwice(reference, userData, x) }
      #expect(direct.result == (x &* 3 &+ 1) &* 3 &+ 1)
      let called = withExtendedLifetime(callback) {
        callMeasured { CFixtures_applyTwice(closure, userData, x) }
      }
      #expect(called.result == direct.result)
      #expect(called.checksum == direct.checksum)
      #expect(seen.value == [UnsafeRawPointer(userData), UnsafeRawPointer(userData)])

      // C calls applyTwice itself through a forwarding trampoline, with the closure as callback.
      seen.value = []
      let applyTwice = cAddress(
        CFixtures_applyTwice
          as @convention(c) (ApplyCallback, UnsafeMutableRawPointer?, Int32) -> Int32)
      let through = try withExtendedLifetime(callback) {
        try throughTrampoline("i^?^vi", forwardingTo: applyTwice) {
          CFixtures_call_applyTwice($0, closure, userData, x)
        }
      }
      #expect(through.result == direct.result)
      #expect(through.checksum == direct.checksum)
      #expect(seen.value.count == 2)
      let boxedUserData: Any = userData.map { UnsafeRawPointer($0) } ?? NullArgument()
      expectBoxed(through.arguments, [callback.functionPointer, boxedUserData, x], "applyTwice")
    }
  }

  @Test(arguments: [Int32(3), -7, 0])
  func callWithStructPassesAStructToAClosure(k: Int32) throws {
    let fixed = CFixtures_fixedS24()
    let received = CMatrixBox<[[Any]]>([])
    let callback = try Implementation(signature: MethodSignature("d" + CFIXTURES_ENCODING_S24 + "i")) {
      call in
      do {
        let s = try call.argument(at: 0, as: CFixtures_S24.self)
        let k = try call.argument(at: 1, as: Int32.self)
        received.value.append(call.arguments)
        try call.setReturnValue(Double(s.c) * Double(k) + s.b + Double(s.a & 0xFFFF))
      } catch {
        Issue.record(error)
      }
    }
    let closure = unsafeBitCast(callback.functionPointer, to: StructCallback.self)
    let reference: StructCallback = { s, k in Double(s.c) * Double(k) + s.b + Double(s.a & 0xFFFF) }

    let direct = callMeasured { CFixtures_callWithStruct(reference, k) }
    #expect(direct.result == 42 * Double(k) - 2.5 + Double(0xCDEF))
    let called = withExtendedLifetime(callback) { callMeasured { CFixtures_callWithStruct(closure, k) } }
    #expect(called.result.bitPattern == direct.result.bitPattern)
    #expect(called.checksum == direct.checksum)
    #expect(received.value.count == 1)
    expectBoxed(received.value.first ?? [], [fixed, k], "callWithStruct's callback")

    received.value = []
    let callWithStruct = cAddress(
      CFixtures_callWithStruct as @convention(c) (StructCallback, Int32) -> Double)
    let through = try withExtendedLifetime(callback) {
      try throughTrampoline("d^?i", forwardingTo: callWithStruct) {
        CFixtures_call_callWithStruct($0, closure, k)
      }
    }
    #expect(through.result.bitPattern == direct.result.bitPattern)
    #expect(through.checksum == direct.checksum)
    expectBoxed(through.arguments, [callback.functionPointer, k], "callWithStruct")
    expectBoxed(received.value.first ?? [], [fixed, k], "callWithStruct's callback, forwarded")
  }

  // MARK: Typed accessors on real C calls

  @Test func integerArgumentsConvertOnlyWhenTheValueFits() throws {
    let probes = CMatrixBox<[IntegerProbe]>([])
    let echo = Implementation(
      cAddress(CFixtures_echo_int32 as @convention(c) (Int32) -> Int32), signature: try MethodSignature("ii"))
    let trampoline = try Implementation(signature: MethodSignature("ii")) { call in
      probes.value.append(
        IntegerProbe(
          asInt8: Result { () throws(InvocationError) in try call.argument(at: 0, as: Int8.self) },
          asUInt8: Result { () throws(InvocationError) in try call.argument(at: 0, as: UInt8.self) },
          asInt16: Result { () throws(InvocationError) in try call.argument(at: 0, as: Int16.self) },
          asUInt32: Result { () throws(InvocationError) in try call.argument(at: 0, as: UInt32.self) },
          asInt64: Result { () throws(InvocationError) in try call.argument(at: 0, as: Int64.self) }))
      do { try call.invoke(echo) } catch { Issue.record(error) }
    }
    let results = withExtendedLifetime(trampoline) {
      [300, -1].map { CFixtures_call_echo_int32(trampoline.functionPointer, $0) }
    }
    #expect(results == [300, -1])
    try #require(probes.value.count == 2)
    let (big, negative) = (probes.value[0], probes.value[1])
    #expect(big.asInt8 == .failure(.valueOutOfRange(.argument(0), expected: .int, value: "300")))
    #expect(big.asUInt8 == .failure(.valueOutOfRange(.argument(0), expected: .int, value: "300")))
    #expect(big.asInt16 == .success(300))
    #expect(big.asUInt32 == .success(300))
    #expect(big.asInt64 == .success(300))
    #expect(negative.asInt8 == .success(-1))
    #expect(negative.asUInt8 == .failure(.valueOutOfRange(.argument(0), expected: .int, value: "-1")))
    #expect(negative.asInt16 == .success(-1))
    #expect(negative.asUInt32 == .failure(.valueOutOfRange(.argument(0), expected: .int, value: "-1")))
    #expect(negative.asInt64 == .success(-1))
  }

  @Test func floatingPointArgumentsConvertOnlyWhenExact() throws {
    let probes = CMatrixBox<[Result<Float, InvocationError>]>([])
    let echo = Implementation(
      cAddress(CFixtures_echo_double as @convention(c) (Double) -> Double),
      signature: try MethodSignature("dd"))
    let trampoline = try Implementation(signature: MethodSignature("dd")) { call in
      probes.value.append(Result { () throws(InvocationError) in try call.argument(at: 0, as: Float.self) })
      do { try call.invoke(echo) } catch { Issue.record(error) }
    }
    let results = withExtendedLifetime(trampoline) {
      [1.5, 0.1].map { CFixtures_call_echo_double(trampoline.functionPointer, $0) }
    }
    #expect(results == [1.5, 0.1])
    #expect(
      probes.value == [
        .success(1.5), .failure(.valueOutOfRange(.argument(0), expected: .double, value: "0.1")),
      ])
  }

  @Test func narrowIntegerReturnsConvertOnlyWhenTheValueFits() throws {
    var negated = Invocation(signature: try MethodSignature("cc"))
    try negated.setArgument(Int8(0), at: 0)
    try negated.invoke(
      Implementation(
        cAddress(CFixtures_negate_int8 as @convention(c) (Int8) -> Int8), signature: negated.signature))
    #expect(try negated.returnValue(as: Int8.self) == -1)
    #expect(try negated.returnValue(as: Int64.self) == -1)
    #expect(negated.returnValue as? Int8 == -1)
    #expect(throws: InvocationError.valueOutOfRange(.returnValue, expected: .char, value: "-1")) {
      try negated.returnValue(as: UInt8.self)
    }

    var high = Invocation(signature: try MethodSignature("SS"))
    try high.setArgument(UInt16(0xFFFF), at: 0)
    try high.invoke(
      Implementation(
        cAddress(CFixtures_echo_uint16 as @convention(c) (UInt16) -> UInt16), signature: high.signature))
    #expect(try high.returnValue(as: Int32.self) == 0xFFFF)
    #expect(high.returnValue as? UInt16 == 0xFFFF)
    #expect(throws: InvocationError.valueOutOfRange(.returnValue, expected: .unsignedShort, value: "65535")) {
      try high.returnValue(as: Int16.self)
    }
  }

  @Test func structsLoadOnlyAsSwiftTypesOfTheirSize() throws {
    let s16 = try TypeEncoding(CFIXTURES_ENCODING_S16)
    let probes = CMatrixBox<[StructProbe]>([])
    let echo = CFixtures_S16.fixtures.echo
    let signature = try MethodSignature(CFIXTURES_ENCODING_S16 + CFIXTURES_ENCODING_S16)
    let forward = Implementation(echo.address, signature: signature)
    let trampoline = try Implementation(signature: signature) { call in
      probes.value.append(
        StructProbe(
          asS16: Result { () throws(InvocationError) in try call.argument(at: 0, as: CFixtures_S16.self) },
          asS12: Result { () throws(InvocationError) in try call.argument(at: 0, as: CFixtures_S12.self) },
          asS32: Result { () throws(InvocationError) in try call.argument(at: 0, as: CFixtures_S32.self) },
          boxed: call.argument(at: 0)))
      do { try call.invoke(forward) } catch { Issue.record(error) }
    }
    let value = CFixtures_S16(a: 2.5, b: -3)
    let result = withExtendedLifetime(trampoline) { echo.call(trampoline.functionPointer, value) }
    #expect(result.fieldBits == value.fieldBits)
    let probe = try #require(probes.value.first)
    #expect((try? probe.asS16.get())?.fieldBits == value.fieldBits)
    #expect(probe.asS12.error == .typeMismatch(.argument(0), expected: s16, actual: "CFixtures_S12"))
    #expect(probe.asS32.error == .typeMismatch(.argument(0), expected: s16, actual: "CFixtures_S32"))
    let boxed = try #require(probe.boxed as? StructValue)
    #expect(try boxed.load(as: CFixtures_S16.self).fieldBits == value.fieldBits)
    #expect(throws: InvocationError.self) { try boxed.load(as: CFixtures_S8.self) }
    #expect(throws: InvocationError.self) { try boxed.load(as: CFixtures_S24.self) }

    var made = Invocation(signature: try MethodSignature(CFIXTURES_ENCODING_S24 + "qdi"))
    try made.setArgument(Int64(1), at: 0)
    try made.setArgument(2.0, at: 1)
    try made.setArgument(Int32(3), at: 2)
    try made.invoke(Implementation(CFixtures_S24.fixtures.make.address, signature: made.signature))
    #expect(try made.returnValue(as: CFixtures_S24.self).fieldBits == [1, 2.0.bitPattern, 3])
    #expect(
      throws: InvocationError.typeMismatch(
        .returnValue, expected: try TypeEncoding(CFIXTURES_ENCODING_S24), actual: "CFixtures_S16")
    ) {
      try made.returnValue(as: CFixtures_S16.self)
    }
  }
}

// MARK: - Test arguments

/// The scalar types of the matrix, as CFixtures.h names them.
enum CMatrixScalar: String, CaseIterable, Sendable {
  case int8, int16, int32, int64, uint8, uint16, uint32, uint64, float, double, longdouble, bool
  case cstring, pointer

  /// Whether the type has a `negate` fixture.
  var isNegatable: Bool { self != .cstring && self != .pointer }
}

/// The structs of the matrix, as CFixtures.h names them.
enum CMatrixStructKind: String, CaseIterable, Sendable {
  case S1, S2, S3, S4, S4f, S8, S8f, S12, S12f, S16, S16f, S16a, S24, S24d, S32, S32i, Nested

  fileprivate var fixtures: any StructChecks {
    switch self {
    case .S1: return CFixtures_S1.fixtures
    case .S2: return CFixtures_S2.fixtures
    case .S3: return CFixtures_S3.fixtures
    case .S4: return CFixtures_S4.fixtures
    case .S4f: return CFixtures_S4f.fixtures
    case .S8: return CFixtures_S8.fixtures
    case .S8f: return CFixtures_S8f.fixtures
    case .S12: return CFixtures_S12.fixtures
    case .S12f: return CFixtures_S12f.fixtures
    case .S16: return CFixtures_S16.fixtures
    case .S16f: return CFixtures_S16f.fixtures
    case .S16a: return CFixtures_S16a.fixtures
    case .S24: return CFixtures_S24.fixtures
    case .S24d: return CFixtures_S24d.fixtures
    case .S32: return CFixtures_S32.fixtures
    case .S32i: return CFixtures_S32i.fixtures
    case .Nested: return CFixtures_Nested.fixtures
    }
  }
}

// MARK: - Calling C three ways

/// The C address of a C function (pass a `@convention(c)` function).
private func cAddress<Function>(_ function: Function) -> UnsafeRawPointer {
  unsafeBitCast(function, to: UnsafeRawPointer.self)
}

/// Runs `call` with the checksum reset; returns its result and the checksum the fixture left.
private func callMeasured<Value>(
  _ call: () throws -> Value
) rethrows -> (result: Value, checksum: UInt64) {
  CFixtures_storeChecksum(0)
  let result = try call()
  return (result, CFixtures_lastChecksum())
}

/// What a call from C through a forwarding trampoline produced.
private struct Forwarded<Value> {
  let result: Value
  let checksum: UInt64
  /// The arguments the trampoline's body boxed.
  let arguments: [Any]
}

/// Makes a trampoline of `encoding` that captures its arguments and forwards the call with ffi_call
/// to the C function at `real`, has C call it (`call` gets the trampoline's address), and returns
/// the result, the fixture's checksum and the captured arguments.
private func throughTrampoline<Value>(
  _ encoding: String, forwardingTo real: UnsafeRawPointer, _ call: (UnsafeRawPointer) -> Value,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> Forwarded<Value> {
  let signature = try MethodSignature(encoding)
  let target = Implementation(real, signature: signature)
  let captured = CapturedArguments()
  let calls = CMatrixBox(0)
  let trampoline = try Implementation(signature: signature) { invocation in
    calls.value += 1
    captured.arguments = invocation.arguments
    do {
      try invocation.invoke(target)
    } catch {
      Issue.record(error, "forwarding \(encoding)")
    }
  }
  let (result, checksum) = withExtendedLifetime(trampoline) {
    callMeasured { call(trampoline.functionPointer) }
  }
  #expect(
    calls.value == 1, "\(encoding): the trampoline ran \(calls.value) times", sourceLocation: sourceLocation)
  return Forwarded(result: result, checksum: checksum, arguments: captured.arguments)
}

/// What a call from Swift through ffi_call produced.
private struct Called<Value> {
  let result: Value
  let checksum: UInt64
  /// The return value boxed, nil for void.
  let boxedReturn: Any?
  /// The return buffer's first word, as a pointer.
  let returnedPointer: UnsafeRawPointer?
  /// The arguments boxed after the call.
  let arguments: [Any]
}

/// Calls the C function at `real` with ffi_call from an `Invocation` that `setUp` fills, and reads
/// the return value with `read`.
private func throughFFICall<Value>(
  _ encoding: String, calling real: UnsafeRawPointer, read: (borrowing Invocation) throws -> Value,
  setUp: (inout Invocation) throws -> Void
) throws -> Called<Value> {
  let signature = try MethodSignature(encoding)
  var invocation = Invocation(signature: signature)
  try setUp(&invocation)
  CFixtures_storeChecksum(0)
  try invocation.invoke(Implementation(real, signature: signature))
  let checksum = CFixtures_lastChecksum()
  let hasReturnValue = invocation.hasReturnValue
  #expect(hasReturnValue)
  return Called(
    result: try read(invocation), checksum: checksum,
    boxedReturn: signature.returnType == .void ? nil : invocation.returnValue,
    returnedPointer: UnsafeRawPointer(invocation.returnBuffer.load(as: UnsafeRawPointer?.self)),
    arguments: invocation.arguments)
}

/// Expects boxed arguments to be `expected`: numbers of the exact boxed type and value (floating
/// point by bit pattern), strings, pointers, nulls, and for a struct (a `CMatrixStruct` value) a
/// `StructValue` of the struct's encoding with the same fields.
private func expectBoxed(
  _ boxed: some Collection<Any>, _ expected: [Any], _ context: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    boxed.count == expected.count, "\(context): \(boxed.count) values, expected \(expected.count)",
    sourceLocation: sourceLocation)
  for (index, (got, want)) in zip(boxed, expected).enumerated() {
    let matches: Bool
    if let value = want as? any CMatrixStruct {
      matches = value.isBoxed(in: got)
    } else {
      matches = boxesEqual(got, want)
    }
    #expect(
      matches, "\(context): [\(index)] is \(got) (\(type(of: got))), expected \(want) (\(type(of: want)))",
      sourceLocation: sourceLocation)
  }
}

/// A value a trampoline's body hands back to its test; written and read on the test's thread.
private final class CMatrixBox<Value>: @unchecked Sendable {  // used on the test's thread only
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// An `int` argument read as other integer types.
private struct IntegerProbe {
  let asInt8: Result<Int8, InvocationError>
  let asUInt8: Result<UInt8, InvocationError>
  let asInt16: Result<Int16, InvocationError>
  let asUInt32: Result<UInt32, InvocationError>
  let asInt64: Result<Int64, InvocationError>
}

/// A `CFixtures_S16` argument read as Swift structs of several sizes.
private struct StructProbe {
  let asS16: Result<CFixtures_S16, InvocationError>
  let asS12: Result<CFixtures_S12, InvocationError>
  let asS32: Result<CFixtures_S32, InvocationError>
  let boxed: Any
}

extension Result {
  fileprivate var error: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

private typealias ApplyCallback = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32
private typealias StructCallback = @convention(c) (CFixtures_S24, Int32) -> Double

// MARK: - The `late` fixtures

/// The 16 leading arguments of every `late` fixture: they fill every argument register.
private enum LateArguments {
  static let integers: [Int64] = [1, -2, .max, .min, 0x8000_0000, -1, 7]
  static let doubles: [Double] = [
    0.5, -1.25, .greatestFiniteMagnitude, -0.0, .leastNonzeroMagnitude, 1e-300, 3, .pi, -9,
  ]
  static let encoding = "qqqqqqqddddddddd"
  /// As a trampoline boxes them: `q` as `Int`, `d` as `Double`.
  static var boxed: [Any] { integers.map { Int($0) } + doubles }

  /// Sets them as the first 16 arguments of `invocation`.
  static func set(in invocation: inout Invocation) throws {
    for (index, value) in integers.enumerated() { try invocation.setArgument(value, at: index) }
    for (index, value) in doubles.enumerated() {
      try invocation.setArgument(value, at: integers.count + index)
    }
  }
}

/// A `late` fixture, as Swift calls it.
private typealias LateFixture<T> = (
  Int64, Int64, Int64, Int64, Int64, Int64, Int64, Double, Double, Double, Double, Double, Double,
  Double, Double, Double, T
) -> T

/// A `call_late` helper, as Swift calls it.
private typealias CallLateFixture<T> = (
  UnsafeRawPointer, Int64, Int64, Int64, Int64, Int64, Int64, Int64, Double, Double, Double, Double,
  Double, Double, Double, Double, Double, T
) -> T

private func applyLate<T>(_ fixture: LateFixture<T>, _ x: T) -> T {
  let i = LateArguments.integers
  let d = LateArguments.doubles
  return fixture(
    i[0], i[1], i[2], i[3], i[4], i[5], i[6], d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7], d[8], x)
}

private func applyLate<T>(_ helper: CallLateFixture<T>, _ function: UnsafeRawPointer, _ x: T) -> T {
  let i = LateArguments.integers
  let d = LateArguments.doubles
  return helper(
    function, i[0], i[1], i[2], i[3], i[4], i[5], i[6], d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7],
    d[8], x)
}

// MARK: - Scalar fixtures

/// The checks every scalar type runs.
private protocol ScalarChecks {
  func checkEchoThroughTrampoline() throws
  func checkLateThroughTrampoline() throws
  func checkNegateThroughTrampoline() throws
  func checkFFICalls() throws
}

/// A scalar type's fixtures and interesting values.
private struct ScalarFixtures<T> {
  typealias Unary = (direct: (T) -> T, call: (UnsafeRawPointer, T) -> T, address: UnsafeRawPointer)
  typealias Late = (direct: LateFixture<T>, call: CallLateFixture<T>, address: UnsafeRawPointer)

  /// The type's encoding.
  let code: String
  let values: [T]
  /// Exact equality: integers by value, floating point by bit pattern, pointers by address.
  let same: (T, T) -> Bool
  /// Whether a boxed value is `x`, with the Swift type the boxing table promises.
  let boxes: (_ boxed: Any, _ x: T) -> Bool
  /// Reads a return value with the typed accessor.
  let readReturn: (borrowing Invocation) throws -> T
  let echo: Unary
  let late: Late
  let negate: (fixture: Unary, expected: (T) -> T)?
  /// What the values point at.
  let keepAlive: AnyObject?

  init(
    code: String, values: [T], same: @escaping (T, T) -> Bool, boxes: @escaping (Any, T) -> Bool,
    readReturn: @escaping (borrowing Invocation) throws -> T = { try $0.returnValue(as: T.self) },
    echo: Unary, late: Late, negate: (fixture: Unary, expected: (T) -> T)?, keepAlive: AnyObject? = nil
  ) {
    self.code = code
    self.values = values
    self.same = same
    self.boxes = boxes
    self.readReturn = readReturn
    self.echo = echo
    self.late = late
    self.negate = negate
    self.keepAlive = keepAlive
  }
}

extension ScalarFixtures where T: FixedWidthInteger {
  /// An integer type, boxed as `Boxed` (`q` as `Int`, `Q` as `UInt`), negated with `~`.
  init<Boxed: FixedWidthInteger>(
    integers code: String, _ values: [T], boxedAs _: Boxed.Type, echo: Unary, late: Late, negate: Unary
  ) {
    self.init(
      code: code, values: values, same: { $0 == $1 },
      boxes: { boxed, x in (boxed as? Boxed).map { $0 == x } ?? false },
      echo: echo, late: late, negate: (negate, { ~$0 }))
  }
}

extension ScalarFixtures where T: BinaryFloatingPoint {
  /// A floating-point type, compared bit for bit, negated with `-`.
  init(floatingPoint code: String, echo: Unary, late: Late, negate: Unary) {
    let values: [T] = [
      0, -0.0, 1, -1.5, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNormalMagnitude,
      .leastNonzeroMagnitude, -.leastNormalMagnitude / 4, .ulpOfOne, .infinity, -.infinity,
      // A negative quiet NaN with a payload.
      T(
        sign: .minus, exponentBitPattern: (1 << T.RawExponent(T.exponentBitCount)) - 1,
        significandBitPattern: 1 << T.RawSignificand(T.significandBitCount - 1) | 0x15),
    ]
    let same: (T, T) -> Bool = {
      $0.sign == $1.sign && $0.exponentBitPattern == $1.exponentBitPattern
        && $0.significandBitPattern == $1.significandBitPattern
    }
    self.init(
      code: code, values: values, same: same,
      boxes: { boxed, x in (boxed as? T).map { same($0, x) } ?? false },
      echo: echo, late: late, negate: (negate, { -$0 }))
  }
}

extension ScalarFixtures: ScalarChecks {
  func checkEchoThroughTrampoline() throws {
    for x in values {
      let direct = callMeasured { echo.direct(x) }
      #expect(same(direct.result, x), "\(code): echo(\(x)) returned \(direct.result)")
      let through = try throughTrampoline(code + code, forwardingTo: echo.address) { echo.call($0, x) }
      #expect(
        same(through.result, direct.result), "\(code): echo(\(x)) through a trampoline: \(through.result)")
      #expect(through.checksum == direct.checksum, "\(code): echo(\(x)): argument checksum")
      #expect(
        through.arguments.count == 1 && boxes(through.arguments[0], x),
        "\(code): echo(\(x)) captured \(through.arguments)")
    }
  }

  func checkLateThroughTrampoline() throws {
    let encoding = code + LateArguments.encoding + code
    for x in values {
      let direct = callMeasured { applyLate(late.direct, x) }
      #expect(same(direct.result, x), "\(code): late(…, \(x)) returned \(direct.result)")
      let through = try throughTrampoline(encoding, forwardingTo: late.address) {
        applyLate(late.call, $0, x)
      }
      #expect(
        same(through.result, direct.result), "\(code): late(…, \(x)) through a trampoline: \(through.result)")
      #expect(through.checksum == direct.checksum, "\(code): late(…, \(x)): argument checksum")
      expectBoxed(through.arguments.prefix(16), LateArguments.boxed, "\(code): late(…, \(x))")
      #expect(
        through.arguments.count == 17 && boxes(through.arguments[16], x),
        "\(code): late(…, \(x)) captured \(through.arguments.last ?? "nothing") last")
    }
  }

  func checkNegateThroughTrampoline() throws {
    let negate = try #require(negate)
    for x in values {
      let direct = callMeasured { negate.fixture.direct(x) }
      #expect(same(direct.result, negate.expected(x)), "\(code): negate(\(x)) returned \(direct.result)")
      let through = try throughTrampoline(code + code, forwardingTo: negate.fixture.address) {
        negate.fixture.call($0, x)
      }
      #expect(
        same(through.result, direct.result), "\(code): negate(\(x)) through a trampoline: \(through.result)")
      #expect(through.checksum == direct.checksum, "\(code): negate(\(x)): argument checksum")
      #expect(
        through.arguments.count == 1 && boxes(through.arguments[0], x),
        "\(code): negate(\(x)) captured \(through.arguments)")
    }
  }

  func checkFFICalls() throws {
    var unary = [("echo", echo)]
    if let negate { unary.append(("negate", negate.fixture)) }
    for x in values {
      for (name, fixture) in unary {
        let direct = callMeasured { fixture.direct(x) }
        let called = try throughFFICall(code + code, calling: fixture.address, read: readReturn) {
          try $0.setArgument(x, at: 0)
        }
        #expect(
          same(called.result, direct.result), "\(code): ffi_call \(name)(\(x)) returned \(called.result)")
        #expect(
          called.boxedReturn.map { boxes($0, direct.result) } == true,
          "\(code): ffi_call \(name)(\(x)) boxed return \(called.boxedReturn ?? "nothing")")
        #expect(called.checksum == direct.checksum, "\(code): ffi_call \(name)(\(x)): argument checksum")
        #expect(called.arguments.count == 1 && boxes(called.arguments[0], x))
      }

      let direct = callMeasured { applyLate(late.direct, x) }
      let called = try throughFFICall(
        code + LateArguments.encoding + code, calling: late.address, read: readReturn
      ) {
        try LateArguments.set(in: &$0)
        try $0.setArgument(x, at: 16)
      }
      #expect(same(called.result, direct.result), "\(code): ffi_call late(…, \(x)) returned \(called.result)")
      #expect(called.checksum == direct.checksum, "\(code): ffi_call late(…, \(x)): argument checksum")
    }
    withExtendedLifetime(keepAlive) {}
  }
}

#if !arch(x86_64)
  /// `long double` off x86-64: each check states that the signatures the others call are refused
  /// (LongDoubleRefusal.swift).
  private struct LongDoubleRefused: ScalarChecks {
    func checkEchoThroughTrampoline() throws { expectLongDoubleRefused("DD") }
    func checkLateThroughTrampoline() throws { expectLongDoubleRefused("D" + LateArguments.encoding + "D") }
    func checkNegateThroughTrampoline() throws { expectLongDoubleRefused("DD") }
    func checkFFICalls() throws {
      expectLongDoubleRefused("DD")
      expectLongDoubleRefused("D" + LateArguments.encoding + "D")
    }
  }
#endif

extension CMatrixScalar {
  private typealias I64 = Int64
  private typealias F64 = Double

  /// The fixtures of this type.
  fileprivate var fixtures: any ScalarChecks {
    switch self {
    case .int8:
      return ScalarFixtures<Int8>(
        integers: "c", [0, 1, -1, .min, .max, 0x55, -0x56], boxedAs: Int8.self,
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
        ))
    case .int16:
      return ScalarFixtures<Int16>(
        integers: "s", [0, 1, -1, .min, .max, 0x80, -0x81, 0x7F80], boxedAs: Int16.self,
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
        ))
    case .int32:
      return ScalarFixtures<Int32>(
        integers: "i", [0, 1, -1, .min, .max, 0x80, 0x8000, -0x8001, 300], boxedAs: Int32.self,
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
        ))
    case .int64:
      return ScalarFixtures<Int64>(
        integers: "q", [0, 1, -1, .min, .max, 0x8000_0000, -0x8000_0001, 0x1_0000_0000], boxedAs: Int.self,
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
        ))
    case .uint8:
      return ScalarFixtures<UInt8>(
        integers: "C", [0, 1, 0x7F, 0x80, 0xFE, 0xFF], boxedAs: UInt8.self,
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
        ))
    case .uint16:
      return ScalarFixtures<UInt16>(
        integers: "S", [0, 1, 0x80, 0xFF, 0x7FFF, 0x8000, 0xFFFF], boxedAs: UInt16.self,
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
        ))
    case .uint32:
      return ScalarFixtures<UInt32>(
        integers: "I", [0, 1, 0x80, 0xFFFF, 0x8000_0000, .max], boxedAs: UInt32.self,
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
        ))
    case .uint64:
      return ScalarFixtures<UInt64>(
        integers: "Q", [0, 1, 0x8000_0000, 0xFFFF_FFFF, 1 << 63, .max], boxedAs: UInt.self,
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
        ))
    case .float:
      return ScalarFixtures<Float>(
        floatingPoint: "f",
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
        ))
    case .double:
      return ScalarFixtures<Double>(
        floatingPoint: "d",
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
        ))
    case .longdouble:
      #if arch(x86_64)
        return ScalarFixtures<Float80>(
          floatingPoint: "D",
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
          ))
      #else
        return LongDoubleRefused()
      #endif
    case .bool:
      return ScalarFixtures<Bool>(
        code: "B", values: [false, true], same: { $0 == $1 }, boxes: { ($0 as? Bool) == $1 },
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
          (
            CFixtures_negate_bool, CFixtures_call_negate_bool,
            cAddress(CFixtures_negate_bool as @convention(c) (Bool) -> Bool)
          ), { !$0 }
        ))
    case .cstring:
      let strings = TestStrings()
      return ScalarFixtures<UnsafePointer<CChar>?>(
        code: "*", values: strings.pointers.map { UnsafePointer($0) } + [nil], same: { $0 == $1 },
        boxes: { boxed, x in
          guard let x else { return boxed is NullArgument }
          return (boxed as? String) == String(cString: x)
        },
        readReturn: { invocation in
          // A `*` return value reads as a String; its pointer is the return buffer's first word.
          let text = try invocation.returnValue(as: String?.self)
          let pointer = invocation.returnBuffer.load(as: UnsafePointer<CChar>?.self)
          #expect(text == pointer.map { String(cString: $0) })
          return pointer
        },
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
        negate: nil, keepAlive: strings)
    case .pointer:
      return ScalarFixtures<UnsafeMutableRawPointer?>(
        code: "^v",
        values: [
          nil, .init(bitPattern: 1), .init(bitPattern: 0x7FFF_FFFF_F000), .init(bitPattern: UInt.max),
        ],
        same: { $0 == $1 },
        boxes: { boxed, x in
          guard let x else { return boxed is NullArgument }
          return (boxed as? UnsafeRawPointer) == UnsafeRawPointer(x)
        },
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
        negate: nil)
    }
  }
}

// MARK: - Struct fixtures

/// A C struct of the matrix, with its fixtures.
private protocol CMatrixStruct {
  /// The struct's Objective-C encoding (CFIXTURES_ENCODING_…).
  static var encoding: String { get }
  /// The encodings of the `make` fixture's parameters.
  static var makeCodes: String { get }
  static var samples: [Self] { get }
  static var fixtures: StructFixtures<Self> { get }
  /// Each field as the C checksum folds it, in declaration order: integers sign- or zero-extended,
  /// floating point by bit pattern.
  var fieldBits: [UInt64] { get }
  /// The `make` fixture's arguments, as a trampoline boxes them.
  var makeArguments: [Any] { get }
}

extension CMatrixStruct {
  typealias I64 = Int64
  typealias F64 = Double

  /// Whether `boxed` is this struct as a trampoline boxes it: a `StructValue` of the struct's
  /// encoding that loads back to the same fields.
  func isBoxed(in boxed: Any) -> Bool {
    guard let value = boxed as? StructValue, let loaded = try? value.load(as: Self.self) else { return false }
    return value.encoding == (try? TypeEncoding(Self.encoding)) && loaded.fieldBits == fieldBits
  }
}

private func word<I: FixedWidthInteger>(_ value: I) -> UInt64 { UInt64(truncatingIfNeeded: value) }
private func word(_ value: Float) -> UInt64 { UInt64(value.bitPattern) }
private func word(_ value: Double) -> UInt64 { value.bitPattern }

/// The checks every struct runs.
private protocol StructChecks {
  func checkThroughTrampolines() throws
  func checkFFICalls() throws
}

/// A struct's `make`, `echo`, `late`, `sum` and `scale` fixtures.
private struct StructFixtures<S: CMatrixStruct> {
  typealias Returning<R> = (direct: (S) -> R, call: (UnsafeRawPointer, S) -> R, address: UnsafeRawPointer)
  typealias Scaling = (
    direct: (UnsafeMutablePointer<S>, Int32) -> Void,
    call: (UnsafeRawPointer, UnsafeMutablePointer<S>, Int32) -> Void, address: UnsafeRawPointer
  )

  /// `make` takes a sample and passes its fields.
  let make: Returning<S>
  let echo: Returning<S>
  let late: (direct: LateFixture<S>, call: CallLateFixture<S>, address: UnsafeRawPointer)
  let sum: Returning<Double>
  let scale: Scaling

  static var scaleFactors: [Int32] { [-3, 257] }
}

extension StructFixtures: StructChecks {
  func checkThroughTrampolines() throws {
    let name = S.encoding
    for x in S.samples {
      let made = callMeasured { make.direct(x) }
      #expect(made.result.fieldBits == x.fieldBits, "make \(name)")
      let madeThrough = try throughTrampoline(S.encoding + S.makeCodes, forwardingTo: make.address) {
        make.call($0, x)
      }
      #expect(madeThrough.result.fieldBits == made.result.fieldBits, "make \(name) through a trampoline")
      #expect(madeThrough.checksum == made.checksum, "make \(name): argument checksum")
      expectBoxed(madeThrough.arguments, x.makeArguments, "make \(name)")

      let echoed = callMeasured { echo.direct(x) }
      #expect(echoed.result.fieldBits == x.fieldBits, "echo \(name)")
      let echoedThrough = try throughTrampoline(S.encoding + S.encoding, forwardingTo: echo.address) {
        echo.call($0, x)
      }
      #expect(echoedThrough.result.fieldBits == echoed.result.fieldBits, "echo \(name) through a trampoline")
      #expect(echoedThrough.checksum == echoed.checksum, "echo \(name): argument checksum")
      expectBoxed(echoedThrough.arguments, [x], "echo \(name)")

      let lateEncoding = S.encoding + LateArguments.encoding + S.encoding
      let lateDirect = callMeasured { applyLate(late.direct, x) }
      #expect(lateDirect.result.fieldBits == x.fieldBits, "late \(name)")
      let lateThrough = try throughTrampoline(lateEncoding, forwardingTo: late.address) {
        applyLate(late.call, $0, x)
      }
      #expect(
        lateThrough.result.fieldBits == lateDirect.result.fieldBits, "late \(name) through a trampoline")
      #expect(lateThrough.checksum == lateDirect.checksum, "late \(name): argument checksum")
      expectBoxed(lateThrough.arguments, LateArguments.boxed + [x], "late \(name)")

      let summed = callMeasured { sum.direct(x) }
      let summedThrough = try throughTrampoline("d" + S.encoding, forwardingTo: sum.address) {
        sum.call($0, x)
      }
      #expect(summedThrough.result.bitPattern == summed.result.bitPattern, "sum \(name) through a trampoline")
      #expect(summedThrough.checksum == summed.checksum, "sum \(name): argument checksum")
      expectBoxed(summedThrough.arguments, [x], "sum \(name)")

      for k in Self.scaleFactors {
        var scaled = x
        let scaledDirect = callMeasured { scale.direct(&scaled, k) }
        var scaledThrough = x
        let forwarded = try withUnsafeMutablePointer(to: &scaledThrough) { pointer in
          let forwarded = try throughTrampoline("v^" + S.encoding + "i", forwardingTo: scale.address) {
            scale.call($0, pointer, k)
          }
          expectBoxed(forwarded.arguments, [UnsafeRawPointer(pointer), k], "scale \(name)")
          return forwarded
        }
        #expect(scaledThrough.fieldBits == scaled.fieldBits, "scale \(name) by \(k) through a trampoline")
        #expect(forwarded.checksum == scaledDirect.checksum, "scale \(name) by \(k): argument checksum")
      }
    }
  }

  func checkFFICalls() throws {
    let name = S.encoding
    let structType = try TypeEncoding(S.encoding)
    let readStruct: (borrowing Invocation) throws -> S = { try $0.returnValue(as: S.self) }
    for x in S.samples {
      let made = callMeasured { make.direct(x) }
      let madeCalled = try throughFFICall(S.encoding + S.makeCodes, calling: make.address, read: readStruct) {
        for (index, argument) in x.makeArguments.enumerated() { try $0.setArgument(argument, at: index) }
      }
      #expect(madeCalled.result.fieldBits == made.result.fieldBits, "ffi_call make \(name)")
      #expect(madeCalled.checksum == made.checksum, "ffi_call make \(name): argument checksum")
      #expect(made.result.isBoxed(in: madeCalled.boxedReturn as Any), "ffi_call make \(name): boxed return")
      expectBoxed(madeCalled.arguments, x.makeArguments, "ffi_call make \(name)")

      // echo, with the argument set as the Swift struct and as a StructValue.
      let echoed = callMeasured { echo.direct(x) }
      for argument: Any in [x, try StructValue(x, encoding: structType)] {
        let echoedCalled = try throughFFICall(
          S.encoding + S.encoding, calling: echo.address, read: readStruct
        ) {
          try $0.setArgument(argument, at: 0)
        }
        #expect(echoedCalled.result.fieldBits == echoed.result.fieldBits, "ffi_call echo \(name)")
        #expect(echoedCalled.checksum == echoed.checksum, "ffi_call echo \(name): argument checksum")
        #expect(echoed.result.isBoxed(in: echoedCalled.boxedReturn as Any), "ffi_call echo \(name): boxed")
      }

      let lateDirect = callMeasured { applyLate(late.direct, x) }
      let lateCalled = try throughFFICall(
        S.encoding + LateArguments.encoding + S.encoding, calling: late.address, read: readStruct
      ) {
        try LateArguments.set(in: &$0)
        try $0.setArgument(x, at: 16)
      }
      #expect(lateCalled.result.fieldBits == lateDirect.result.fieldBits, "ffi_call late \(name)")
      #expect(lateCalled.checksum == lateDirect.checksum, "ffi_call late \(name): argument checksum")

      let summed = callMeasured { sum.direct(x) }
      let summedCalled = try throughFFICall(
        "d" + S.encoding, calling: sum.address, read: { try $0.returnValue(as: Double.self) }
      ) {
        try $0.setArgument(x, at: 0)
      }
      #expect(summedCalled.result.bitPattern == summed.result.bitPattern, "ffi_call sum \(name)")
      #expect(summedCalled.checksum == summed.checksum, "ffi_call sum \(name): argument checksum")

      for k in Self.scaleFactors {
        var scaled = x
        let scaledDirect = callMeasured { scale.direct(&scaled, k) }
        var scaledCalled = x
        let called = try withUnsafeMutablePointer(to: &scaledCalled) { pointer in
          try throughFFICall("v^" + S.encoding + "i", calling: scale.address, read: { _ in () }) {
            try $0.setArgument(pointer, at: 0)
            try $0.setArgument(k, at: 1)
          }
        }
        #expect(scaledCalled.fieldBits == scaled.fieldBits, "ffi_call scale \(name) by \(k)")
        #expect(called.checksum == scaledDirect.checksum, "ffi_call scale \(name) by \(k): argument checksum")
      }
    }
  }
}

extension CFixtures_S1: CMatrixStruct {
  fileprivate static var encoding: String { CFIXTURES_ENCODING_S1 }
  fileprivate static var makeCodes: String { "c" }
  fileprivate static var samples: [Self] {
    [Self(a: -5), Self(a: .min), Self(a: .max)]
  }
  fileprivate var fieldBits: [UInt64] { [word(a)] }
  fileprivate var makeArguments: [Any] { [a] }
  fileprivate static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S1($0.a) }, { CFixtures_call_make_S1($0, $1.a) },
        cAddress(CFixtures_make_S1 as @convention(c) (Int8) -> Self)
      ),
      echo: (
        CFixtures_echo_S1, CFixtures_call_echo_S1,
        cAddress(CFixtures_echo_S1 as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S1, CFixtures_call_late_S1,
        cAddress(
          CFixtures_late_S1
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S1, CFixtures_call_sum_S1,
        cAddress(CFixtures_sum_S1 as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S1, CFixtures_call_scale_S1,
        cAddress(CFixtures_scale_S1 as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_S2: CMatrixStruct {
  fileprivate static var encoding: String { CFIXTURES_ENCODING_S2 }
  fileprivate static var makeCodes: String { "Cc" }
  fileprivate static var samples: [Self] {
    [Self(a: 0x80, b: -1), Self(a: 0xFF, b: .min)]
  }
  fileprivate var fieldBits: [UInt64] { [word(a), word(b)] }
  fileprivate var makeArguments: [Any] { [a, b] }
  fileprivate static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S2($0.a, $0.b) }, { CFixtures_call_make_S2($0, $1.a, $1.b) },
        cAddress(CFixtures_make_S2 as @convention(c) (UInt8, Int8) -> Self)
      ),
      echo: (
        CFixtures_echo_S2, CFixtures_call_echo_S2,
        cAddress(CFixtures_echo_S2 as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S2, CFixtures_call_late_S2,
        cAddress(
          CFixtures_late_S2
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S2, CFixtures_call_sum_S2,
        cAddress(CFixtures_sum_S2 as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S2, CFixtures_call_scale_S2,
        cAddress(CFixtures_scale_S2 as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_S3: CMatrixStruct {
  fileprivate static var encoding: String { CFIXTURES_ENCODING_S3 }
  fileprivate static var makeCodes: String { "ccc" }
  fileprivate static var samples: [Self] {
    [Self(a: 1, b: -2, c: 3), Self(a: .min, b: .max, c: -1)]
  }
  fileprivate var fieldBits: [UInt64] { [word(a), word(b), word(c)] }
  fileprivate var makeArguments: [Any] { [a, b, c] }
  fileprivate static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S3($0.a, $0.b, $0.c) }, { CFixtures_call_make_S3($0, $1.a, $1.b, $1.c) },
        cAddress(CFixtures_make_S3 as @convention(c) (Int8, Int8, Int8) -> Self)
      ),
      echo: (
        CFixtures_echo_S3, CFixtures_call_echo_S3,
        cAddress(CFixtures_echo_S3 as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S3, CFixtures_call_late_S3,
        cAddress(
          CFixtures_late_S3
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S3, CFixtures_call_sum_S3,
        cAddress(CFixtures_sum_S3 as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S3, CFixtures_call_scale_S3,
        cAddress(CFixtures_scale_S3 as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_S4: CMatrixStruct {
  fileprivate static var encoding: String { CFIXTURES_ENCODING_S4 }
  fileprivate static var makeCodes: String { "ss" }
  fileprivate static var samples: [Self] {
    [Self(a: -300, b: .max), Self(a: .min, b: -1)]
  }
  fileprivate var fieldBits: [UInt64] { [word(a), word(b)] }
  fileprivate var makeArguments: [Any] { [a, b] }
  fileprivate static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S4($0.a, $0.b) }, { CFixtures_call_make_S4($0, $1.a, $1.b) },
        cAddress(CFixtures_make_S4 as @convention(c) (Int16, Int16) -> Self)
      ),
      echo: (
        CFixtures_echo_S4, CFixtures_call_echo_S4,
        cAddress(CFixtures_echo_S4 as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S4, CFixtures_call_late_S4,
        cAddress(
          CFixtures_late_S4
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S4, CFixtures_call_sum_S4,
        cAddress(CFixtures_sum_S4 as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S4, CFixtures_call_scale_S4,
        cAddress(CFixtures_scale_S4 as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_S4f: CMatrixStruct {
  fileprivate static var encoding: String { CFIXTURES_ENCODING_S4f }
  fileprivate static var makeCodes: String { "f" }
  fileprivate static var samples: [Self] {
    [Self(a: 1.5), Self(a: -.leastNonzeroMagnitude), Self(a: .nan)]
  }
  fileprivate var fieldBits: [UInt64] { [word(a)] }
  fileprivate var makeArguments: [Any] { [a] }
  fileprivate static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S4f($0.a) }, { CFixtures_call_make_S4f($0, $1.a) },
        cAddress(CFixtures_make_S4f as @convention(c) (Float) -> Self)
      ),
      echo: (
        CFixtures_echo_S4f, CFixtures_call_echo_S4f,
        cAddress(CFixtures_echo_S4f as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S4f, CFixtures_call_late_S4f,
        cAddress(
          CFixtures_late_S4f
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S4f, CFixtures_call_sum_S4f,
        cAddress(CFixtures_sum_S4f as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S4f, CFixtures_call_scale_S4f,
        cAddress(CFixtures_scale_S4f as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_S8: CMatrixStruct {
  fileprivate static var encoding: String { CFIXTURES_ENCODING_S8 }
  fileprivate static var makeCodes: String { "if" }
  fileprivate static var samples: [Self] {
    [Self(a: -7, b: 2.25), Self(a: .min, b: .greatestFiniteMagnitude)]
  }
  fileprivate var fieldBits: [UInt64] { [word(a), word(b)] }
  fileprivate var makeArguments: [Any] { [a, b] }
  fileprivate static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S8($0.a, $0.b) }, { CFixtures_call_make_S8($0, $1.a, $1.b) },
        cAddress(CFixtures_make_S8 as @convention(c) (Int32, Float) -> Self)
      ),
      echo: (
        CFixtures_echo_S8, CFixtures_call_echo_S8,
        cAddress(CFixtures_echo_S8 as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S8, CFixtures_call_late_S8,
        cAddress(
          CFixtures_late_S8
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S8, CFixtures_call_sum_S8,
        cAddress(CFixtures_sum_S8 as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S8, CFixtures_call_scale_S8,
        cAddress(CFixtures_scale_S8 as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_S8f: CMatrixStruct {
  fileprivate static var encoding: String { CFIXTURES_ENCODING_S8f }
  fileprivate static var makeCodes: String { "ff" }
  fileprivate static var samples: [Self] {
    [Self(a: 1.5, b: -2.5), Self(a: .leastNonzeroMagnitude, b: -.infinity)]
  }
  fileprivate var fieldBits: [UInt64] { [word(a), word(b)] }
  fileprivate var makeArguments: [Any] { [a, b] }
  fileprivate static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S8f($0.a, $0.b) }, { CFixtures_call_make_S8f($0, $1.a, $1.b) },
        cAddress(CFixtures_make_S8f as @convention(c) (Float, Float) -> Self)
      ),
      echo: (
        CFixtures_echo_S8f, CFixtures_call_echo_S8f,
        cAddress(CFixtures_echo_S8f as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S8f, CFixtures_call_late_S8f,
        cAddress(
          CFixtures_late_S8f
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S8f, CFixtures_call_sum_S8f,
        cAddress(CFixtures_sum_S8f as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S8f, CFixtures_call_scale_S8f,
        cAddress(CFixtures_scale_S8f as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_S12: CMatrixStruct {
  fileprivate static var encoding: String { CFIXTURES_ENCODING_S12 }
  fileprivate static var makeCodes: String { "ifi" }
  fileprivate static var samples: [Self] {
    [Self(a: 1, b: 0.5, c: -3), Self(a: .max, b: -0.0, c: .min), Self(a: -1, b: .nan, c: 0x80)]
  }
  fileprivate var fieldBits: [UInt64] { [word(a), word(b), word(c)] }
  fileprivate var makeArguments: [Any] { [a, b, c] }
  fileprivate static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S12($0.a, $0.b, $0.c) }, { CFixtures_call_make_S12($0, $1.a, $1.b, $1.c) },
        cAddress(CFixtures_make_S12 as @convention(c) (Int32, Float, Int32) -> Self)
      ),
      echo: (
        CFixtures_echo_S12, CFixtures_call_echo_S12,
        cAddress(CFixtures_echo_S12 as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S12, CFixtures_call_late_S12,
        cAddress(
          CFixtures_late_S12
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S12, CFixtures_call_sum_S12,
        cAddress(CFixtures_sum_S12 as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S12, CFixtures_call_scale_S12,
        cAddress(CFixtures_scale_S12 as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_S12f: CMatrixStruct {
  fileprivate static var encoding: String { CFIXTURES_ENCODING_S12f }
  fileprivate static var makeCodes: String { "fff" }
  fileprivate static var samples: [Self] {
    [Self(a: 1, b: -0.0, c: 3.5), Self(a: .greatestFiniteMagnitude, b: .leastNormalMagnitude, c: .nan)]
  }
  fileprivate var fieldBits: [UInt64] { [word(a), word(b), word(c)] }
  fileprivate var makeArguments: [Any] { [a, b, c] }
  fileprivate static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S12f($0.a, $0.b, $0.c) }, { CFixtures_call_make_S12f($0, $1.a, $1.b, $1.c) },
        cAddress(CFixtures_make_S12f as @convention(c) (Float, Float, Float) -> Self)
      ),
      echo: (
        CFixtures_echo_S12f, CFixtures_call_echo_S12f,
        cAddress(CFixtures_echo_S12f as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S12f, CFixtures_call_late_S12f,
        cAddress(
          CFixtures_late_S12f
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S12f, CFixtures_call_sum_S12f,
        cAddress(CFixtures_sum_S12f as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S12f, CFixtures_call_scale_S12f,
        cAddress(CFixtures_scale_S12f as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_S16: CMatrixStruct {
  fileprivate static var encoding: String { CFIXTURES_ENCODING_S16 }
  fileprivate static var makeCodes: String { "dq" }
  fileprivate static var samples: [Self] {
    [Self(a: -0.5, b: 1 << 53), Self(a: .leastNonzeroMagnitude, b: .min)]
  }
  fileprivate var fieldBits: [UInt64] { [word(a), word(b)] }
  fileprivate var makeArguments: [Any] { [a, Int(b)] }
  fileprivate static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S16($0.a, $0.b) }, { CFixtures_call_make_S16($0, $1.a, $1.b) },
        cAddress(CFixtures_make_S16 as @convention(c) (Double, Int64) -> Self)
      ),
      echo: (
        CFixtures_echo_S16, CFixtures_call_echo_S16,
        cAddress(CFixtures_echo_S16 as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S16, CFixtures_call_late_S16,
        cAddress(
          CFixtures_late_S16
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S16, CFixtures_call_sum_S16,
        cAddress(CFixtures_sum_S16 as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S16, CFixtures_call_scale_S16,
        cAddress(CFixtures_scale_S16 as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_S16f: CMatrixStruct {
  fileprivate static var encoding: String { CFIXTURES_ENCODING_S16f }
  fileprivate static var makeCodes: String { "ffff" }
  fileprivate static var samples: [Self] {
    [Self(a: 1, b: 2, c: 3, d: 4), Self(a: -0.0, b: .infinity, c: .leastNonzeroMagnitude, d: -1e30)]
  }
  fileprivate var fieldBits: [UInt64] { [word(a), word(b), word(c), word(d)] }
  fileprivate var makeArguments: [Any] { [a, b, c, d] }
  fileprivate static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S16f($0.a, $0.b, $0.c, $0.d) },
        { CFixtures_call_make_S16f($0, $1.a, $1.b, $1.c, $1.d) },
        cAddress(CFixtures_make_S16f as @convention(c) (Float, Float, Float, Float) -> Self)
      ),
      echo: (
        CFixtures_echo_S16f, CFixtures_call_echo_S16f,
        cAddress(CFixtures_echo_S16f as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S16f, CFixtures_call_late_S16f,
        cAddress(
          CFixtures_late_S16f
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S16f, CFixtures_call_sum_S16f,
        cAddress(CFixtures_sum_S16f as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S16f, CFixtures_call_scale_S16f,
        cAddress(CFixtures_scale_S16f as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_S16a: CMatrixStruct {
  fileprivate static var encoding: String { CFIXTURES_ENCODING_S16a }
  fileprivate static var makeCodes: String { "ifff" }
  fileprivate static var samples: [Self] {
    [
      Self(a: 7, b: (1.25, -2.5, 4.75)),
      Self(a: .min, b: (-0.0, .greatestFiniteMagnitude, .leastNonzeroMagnitude)),
    ]
  }
  fileprivate var fieldBits: [UInt64] { [word(a), word(b.0), word(b.1), word(b.2)] }
  fileprivate var makeArguments: [Any] { [a, b.0, b.1, b.2] }
  fileprivate static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S16a($0.a, $0.b.0, $0.b.1, $0.b.2) },
        { CFixtures_call_make_S16a($0, $1.a, $1.b.0, $1.b.1, $1.b.2) },
        cAddress(CFixtures_make_S16a as @convention(c) (Int32, Float, Float, Float) -> Self)
      ),
      echo: (
        CFixtures_echo_S16a, CFixtures_call_echo_S16a,
        cAddress(CFixtures_echo_S16a as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S16a, CFixtures_call_late_S16a,
        cAddress(
          CFixtures_late_S16a
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S16a, CFixtures_call_sum_S16a,
        cAddress(CFixtures_sum_S16a as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S16a, CFixtures_call_scale_S16a,
        cAddress(CFixtures_scale_S16a as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_S24: CMatrixStruct {
  fileprivate static var encoding: String { CFIXTURES_ENCODING_S24 }
  fileprivate static var makeCodes: String { "qdi" }
  fileprivate static var samples: [Self] {
    [Self(a: 0x0123_4567_89AB_CDEF, b: -2.5, c: 42), Self(a: .min, b: .greatestFiniteMagnitude, c: -1)]
  }
  fileprivate var fieldBits: [UInt64] { [word(a), word(b), word(c)] }
  fileprivate var makeArguments: [Any] { [Int(a), b, c] }
  fileprivate static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S24($0.a, $0.b, $0.c) }, { CFixtures_call_make_S24($0, $1.a, $1.b, $1.c) },
        cAddress(CFixtures_make_S24 as @convention(c) (Int64, Double, Int32) -> Self)
      ),
      echo: (
        CFixtures_echo_S24, CFixtures_call_echo_S24,
        cAddress(CFixtures_echo_S24 as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S24, CFixtures_call_late_S24,
        cAddress(
          CFixtures_late_S24
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S24, CFixtures_call_sum_S24,
        cAddress(CFixtures_sum_S24 as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S24, CFixtures_call_scale_S24,
        cAddress(CFixtures_scale_S24 as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_S24d: CMatrixStruct {
  fileprivate static var encoding: String { CFIXTURES_ENCODING_S24d }
  fileprivate static var makeCodes: String { "ddd" }
  fileprivate static var samples: [Self] {
    [Self(a: 1, b: -0.0, c: .leastNormalMagnitude / 16), Self(a: .pi, b: -.infinity, c: .nan)]
  }
  fileprivate var fieldBits: [UInt64] { [word(a), word(b), word(c)] }
  fileprivate var makeArguments: [Any] { [a, b, c] }
  fileprivate static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S24d($0.a, $0.b, $0.c) }, { CFixtures_call_make_S24d($0, $1.a, $1.b, $1.c) },
        cAddress(CFixtures_make_S24d as @convention(c) (Double, Double, Double) -> Self)
      ),
      echo: (
        CFixtures_echo_S24d, CFixtures_call_echo_S24d,
        cAddress(CFixtures_echo_S24d as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S24d, CFixtures_call_late_S24d,
        cAddress(
          CFixtures_late_S24d
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S24d, CFixtures_call_sum_S24d,
        cAddress(CFixtures_sum_S24d as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S24d, CFixtures_call_scale_S24d,
        cAddress(CFixtures_scale_S24d as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_S32: CMatrixStruct {
  fileprivate static var encoding: String { CFIXTURES_ENCODING_S32 }
  fileprivate static var makeCodes: String { "dddd" }
  fileprivate static var samples: [Self] {
    [
      Self(a: 1, b: 2, c: 3, d: 4),
      Self(a: -0.0, b: .leastNonzeroMagnitude, c: .greatestFiniteMagnitude, d: -1e-300),
    ]
  }
  fileprivate var fieldBits: [UInt64] { [word(a), word(b), word(c), word(d)] }
  fileprivate var makeArguments: [Any] { [a, b, c, d] }
  fileprivate static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S32($0.a, $0.b, $0.c, $0.d) },
        { CFixtures_call_make_S32($0, $1.a, $1.b, $1.c, $1.d) },
        cAddress(CFixtures_make_S32 as @convention(c) (Double, Double, Double, Double) -> Self)
      ),
      echo: (
        CFixtures_echo_S32, CFixtures_call_echo_S32,
        cAddress(CFixtures_echo_S32 as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S32, CFixtures_call_late_S32,
        cAddress(
          CFixtures_late_S32
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S32, CFixtures_call_sum_S32,
        cAddress(CFixtures_sum_S32 as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S32, CFixtures_call_scale_S32,
        cAddress(CFixtures_scale_S32 as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_S32i: CMatrixStruct {
  fileprivate static var encoding: String { CFIXTURES_ENCODING_S32i }
  fileprivate static var makeCodes: String { "qqqq" }
  fileprivate static var samples: [Self] {
    [Self(a: 1, b: -2, c: .max, d: .min), Self(a: 0x8000_0000, b: -0x8000_0001, c: 0, d: -1)]
  }
  fileprivate var fieldBits: [UInt64] { [word(a), word(b), word(c), word(d)] }
  fileprivate var makeArguments: [Any] { [Int(a), Int(b), Int(c), Int(d)] }
  fileprivate static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S32i($0.a, $0.b, $0.c, $0.d) },
        { CFixtures_call_make_S32i($0, $1.a, $1.b, $1.c, $1.d) },
        cAddress(CFixtures_make_S32i as @convention(c) (Int64, Int64, Int64, Int64) -> Self)
      ),
      echo: (
        CFixtures_echo_S32i, CFixtures_call_echo_S32i,
        cAddress(CFixtures_echo_S32i as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S32i, CFixtures_call_late_S32i,
        cAddress(
          CFixtures_late_S32i
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S32i, CFixtures_call_sum_S32i,
        cAddress(CFixtures_sum_S32i as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S32i, CFixtures_call_scale_S32i,
        cAddress(CFixtures_scale_S32i as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_Nested: CMatrixStruct {
  fileprivate static var encoding: String { CFIXTURES_ENCODING_Nested }
  fileprivate static var makeCodes: String { "ffdss" }
  fileprivate static var samples: [Self] {
    [
      Self(inner: CFixtures_S8f(a: 1.5, b: -2), d: 0.25, s: (-3, 0x7FFF)),
      Self(inner: CFixtures_S8f(a: -0.0, b: .infinity), d: -.greatestFiniteMagnitude, s: (.min, -1)),
    ]
  }
  fileprivate var fieldBits: [UInt64] { [word(inner.a), word(inner.b), word(d), word(s.0), word(s.1)] }
  fileprivate var makeArguments: [Any] { [inner.a, inner.b, d, s.0, s.1] }
  fileprivate static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_Nested($0.inner.a, $0.inner.b, $0.d, $0.s.0, $0.s.1) },
        { CFixtures_call_make_Nested($0, $1.inner.a, $1.inner.b, $1.d, $1.s.0, $1.s.1) },
        cAddress(CFixtures_make_Nested as @convention(c) (Float, Float, Double, Int16, Int16) -> Self)
      ),
      echo: (
        CFixtures_echo_Nested, CFixtures_call_echo_Nested,
        cAddress(CFixtures_echo_Nested as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_Nested, CFixtures_call_late_Nested,
        cAddress(
          CFixtures_late_Nested
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_Nested, CFixtures_call_sum_Nested,
        cAddress(CFixtures_sum_Nested as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_Nested, CFixtures_call_scale_Nested,
        cAddress(CFixtures_scale_Nested as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}
