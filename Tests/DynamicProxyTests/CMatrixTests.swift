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
}
