import CFixtures
import Testing

@testable import DynamicProxy

extension CMatrixTests {
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
