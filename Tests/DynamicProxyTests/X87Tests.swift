import CFixtures
import Testing

@testable import DynamicProxy

#if arch(x86_64)
  /// Structs holding a `long double` (CFixturesX87.h), and the x87 register stack.
  ///
  /// A struct whose only scalar is one long double (`{LD=D}`, `{A={B=D}}`, `{X=[1D]}`) is returned
  /// in %st0, as a long double is; libffi 3.4.4 returns it as if in RAX:RDX. Every path must agree
  /// with the direct C call and leave the x87 stack empty: Swift calling C with ffi_call
  /// (`Invocation.invoke`), C calling a trampoline that forwards with ffi_call, and C calling a
  /// trampoline whose body answers. The x87 tag word is read after every call.
  @Suite struct X87Tests {
    // MARK: The probes

    @Test func theProbesSeeALeakedRegister() {
      #expect(CFixtures_x87TagWord() == 0xFFFF)
      #expect(CFixtures_x87FullStackSum() == 8)
      var tagWord: UInt16 = 0
      var sum: Float80 = 0
      CFixtures_x87ProbeWithOneRegisterLeaked(&tagWord, &sum)
      #expect(tagWord != 0xFFFF, "one occupied register clears two bits of the tag word")
      #expect(sum.isNaN, "eight pushes onto a stack with one occupied register overflow")
      #expect(CFixtures_x87TagWord() == 0xFFFF)
      #expect(CFixtures_x87FullStackSum() == 8)
      #expect(CFixtures_x87Ordinary(7) == 22.5)
    }

    // MARK: Lone long double structs and structs with a long double among other fields

    @Test(arguments: X87StructKind.allCases)
    func signatureLayoutsAreTheCLayouts(kind: X87StructKind) throws {
      try kind.fixtures.checkLayout()
    }

    @Test(arguments: X87StructKind.allCases)
    func ffiCallReturnsTheDirectCallsValue(kind: X87StructKind) throws {
      try kind.fixtures.checkFFICall()
    }

    @Test(arguments: X87StructKind.allCases)
    func forwardingTrampolineReturnsTheDirectCallsValue(kind: X87StructKind) throws {
      try kind.fixtures.checkForwardingTrampoline()
    }

    @Test(arguments: X87StructKind.allCases)
    func answeringTrampolineHandsCTheValueSet(kind: X87StructKind) throws {
      try kind.fixtures.checkAnsweringTrampoline()
    }

    @Test func plainLongDoubleLeavesTheStackEmptyOnEveryPath() throws {
      let encoding = "DD"
      let signature = try MethodSignature(encoding)
      let negate = cAddress(CFixtures_negate_longdouble as @convention(c) (Float80) -> Float80)
      let x = -1 / Float80(3)
      let direct = CFixtures_negate_longdouble(x)
      expectX87StackEmpty(encoding, "direct call")

      var invocation = Invocation(signature: signature)
      try invocation.setArgument(x, at: 0)
      try invocation.invoke(Implementation(negate, signature: signature))
      expectX87StackEmpty(encoding, "ffi_call")
      #expect(try invocation.returnValue(as: Float80.self) == direct)

      let target = Implementation(negate, signature: signature)
      let forwarding = try Implementation(signature: signature) { call in
        forward(&call, to: target)
      }
      #expect(CFixtures_call_negate_longdouble(forwarding.functionPointer, x) == direct)
      expectX87StackEmpty(encoding, "forwarding trampoline")

      let answering = try Implementation(signature: signature) { call in
        do {
          try call.setReturnValue(try call.argument(at: 0, as: Float80.self) * 2)
        } catch {
          Issue.record(error)
        }
      }
      #expect(CFixtures_call_negate_longdouble(answering.functionPointer, x) == 2 * x)
      expectX87StackEmpty(encoding, "answering trampoline")
    }

    // MARK: Many arguments

    @Test func eightArgumentsReturningALoneLongDoubleStruct() throws {
      let a0: Int64 = 3
      let a1 = CFixtures_Wrap8(inner: CFixtures_S8(a: -5, b: 0.5))
      let a2: Int32 = -7
      let a3 = CFixtures_Arr8(v: (1, -2, 3, -4))
      let a4: Int64 = 1 << 40
      let a5 = 0.25
      let a6 = CFixtures_S16a(a: 9, b: (1.5, -2.5, 3.75))
      let a7 = CFixtures_LDArray(x: -1 / Float80(3))
      let encoding =
        CFIXTURES_ENCODING_LD + "q" + CFIXTURES_ENCODING_Wrap8 + "i" + CFIXTURES_ENCODING_Arr8 + "qd"
        + CFIXTURES_ENCODING_S16a + CFIXTURES_ENCODING_LDArray
      let signature = try MethodSignature(encoding)
      #expect(signature.returnLength == 16 && signature.returnAlignment == 16)
      let function = cAddress(
        CFixtures_x87Eight
          as @convention(c) (
            Int64, CFixtures_Wrap8, Int32, CFixtures_Arr8, Int64, Double, CFixtures_S16a,
            CFixtures_LDArray
          ) -> CFixtures_LD)
      let values: [Any] = [a0, a1, a2, a3, a4, a5, a6, a7]
      let boxed: [Any] = try [
        Int(a0), StructValue(a1, encoding: TypeEncoding(CFIXTURES_ENCODING_Wrap8)), a2,
        StructValue(a3, encoding: TypeEncoding(CFIXTURES_ENCODING_Arr8)), Int(a4), a5,
        StructValue(a6, encoding: TypeEncoding(CFIXTURES_ENCODING_S16a)),
        StructValue(a7, encoding: TypeEncoding(CFIXTURES_ENCODING_LDArray)),
      ]

      // The value C computes, left to right in long double.
      let a3Sum = Float80(a3.v.0) + 2 * Float80(a3.v.1) + 3 * Float80(a3.v.2) + 4 * Float80(a3.v.3)
      let a6Sum = Float80(a6.a) + 2 * Float80(a6.b.0) + 3 * Float80(a6.b.1) + 4 * Float80(a6.b.2)
      var expected = Float80(a0) + 2 * (Float80(a1.inner.a) + 2 * Float80(a1.inner.b))
      expected += 3 * Float80(a2)
      expected += 4 * a3Sum
      expected += 5 * Float80(a4)
      expected += 6 * Float80(a5)
      expected += 7 * a6Sum
      expected += 8 * a7.x
      let direct = measured { CFixtures_x87Eight(a0, a1, a2, a3, a4, a5, a6, a7) }
      expectX87StackEmpty(encoding, "direct call")
      #expect(direct.result.x == expected)
      let expectedValue = try StructValue(direct.result, encoding: TypeEncoding(CFIXTURES_ENCODING_LD))

      // Swift calls C with ffi_call.
      var invocation = Invocation(signature: signature)
      for (index, value) in values.enumerated() { try invocation.setArgument(value, at: index) }
      CFixtures_storeChecksum(0)
      try invocation.invoke(Implementation(function, signature: signature))
      expectX87StackEmpty(encoding, "ffi_call")
      #expect(CFixtures_lastChecksum() == direct.checksum)
      #expect(invocation.returnValue as? StructValue == expectedValue)
      #expect(try invocation.returnValue(as: CFixtures_LD.self).x == expected)
      #expect(significantBytes(of: invocation.returnBuffer) == significantBytes(of: direct.result.x))

      // C calls a trampoline that forwards with ffi_call.
      let target = Implementation(function, signature: signature)
      let captured = X87Box<[Any]>([])
      let forwarding = try Implementation(signature: signature) { call in
        captured.value = call.arguments
        forward(&call, to: target)
      }
      let through = measured {
        CFixtures_call_x87Eight(forwarding.functionPointer, a0, a1, a2, a3, a4, a5, a6, a7)
      }
      expectX87StackEmpty(encoding, "forwarding trampoline")
      #expect(through.result.x == expected)
      #expect(through.checksum == direct.checksum)
      #expect(captured.value.count == boxed.count)
      for (index, (got, want)) in zip(captured.value, boxed).enumerated() {
        #expect(boxesEqual(got, want), "argument \(index) is \(got), expected \(want)")
      }

      // C calls a trampoline whose body answers from the arguments.
      let answering = try Implementation(signature: signature) { call in
        do {
          let first = try call.argument(at: 0, as: Int64.self)
          let last = try call.argument(at: 7, as: CFixtures_LDArray.self)
          try call.setReturnValue(CFixtures_LD(x: Float80(first) - last.x))
        } catch {
          Issue.record(error)
        }
      }
      let answered = CFixtures_call_x87Eight(answering.functionPointer, a0, a1, a2, a3, a4, a5, a6, a7)
      expectX87StackEmpty(encoding, "answering trampoline")
      #expect(answered.x == Float80(a0) - a7.x)
    }

    @Test func longDoubleStructArgumentsInMemoryBetweenRegisterArguments() throws {
      let a: Float = -1.5
      let b = CFixtures_LD(x: 1 / Float80(7))
      let c: Int32 = 11
      let d = CFixtures_LDMixed(
        i: -3, ld: CFixtures_LDNested(inner: CFixtures_LD(x: 0.125)), f: (2.5, -0.75))
      let e = 1e10
      let f = CFixtures_LDPair(d: -0.5, x: -2 / Float80(3))
      let encoding =
        "Df" + CFIXTURES_ENCODING_LD + "i" + CFIXTURES_ENCODING_LDMixed + "d" + CFIXTURES_ENCODING_LDPair
      let signature = try MethodSignature(encoding)
      let function = cAddress(
        CFixtures_x87Arguments
          as @convention(c) (Float, CFixtures_LD, Int32, CFixtures_LDMixed, Double, CFixtures_LDPair)
          -> Float80)
      let direct = measured { CFixtures_x87Arguments(a, b, c, d, e, f) }
      expectX87StackEmpty(encoding, "direct call")
      var expected = Float80(a) + 2 * b.x + 3 * Float80(c)
      expected += 4 * (Float80(d.i) + d.ld.inner.x + Float80(d.f.0) + Float80(d.f.1))
      expected += 5 * Float80(e) + 6 * (Float80(f.d) + f.x)
      #expect(direct.result == expected)

      var invocation = Invocation(signature: signature)
      for (index, value) in [a, b, c, d, e, f as Any].enumerated() {
        try invocation.setArgument(value, at: index)
      }
      CFixtures_storeChecksum(0)
      try invocation.invoke(Implementation(function, signature: signature))
      expectX87StackEmpty(encoding, "ffi_call")
      #expect(CFixtures_lastChecksum() == direct.checksum)
      #expect(try invocation.returnValue(as: Float80.self) == direct.result)

      let target = Implementation(function, signature: signature)
      let forwarding = try Implementation(signature: signature) { call in
        forward(&call, to: target)
      }
      let through = measured { CFixtures_call_x87Arguments(forwarding.functionPointer, a, b, c, d, e, f) }
      expectX87StackEmpty(encoding, "forwarding trampoline")
      #expect(through.result == direct.result)
      #expect(through.checksum == direct.checksum)

      let answering = try Implementation(signature: signature) { call in
        do {
          let mixed = try call.argument(at: 3, as: CFixtures_LDMixed.self)
          let pair = try call.argument(at: 5, as: CFixtures_LDPair.self)
          try call.setReturnValue(mixed.ld.inner.x + pair.x)
        } catch {
          Issue.record(error)
        }
      }
      #expect(CFixtures_call_x87Arguments(answering.functionPointer, a, b, c, d, e, f) == d.ld.inner.x + f.x)
      expectX87StackEmpty(encoding, "answering trampoline")
    }

    // MARK: The stack stays balanced

    @Test func twentyRoundsOfEveryPathLeaveLongDoubleArithmeticIntact() throws {
      let signature = try MethodSignature(CFIXTURES_ENCODING_LD + CFIXTURES_ENCODING_LD)
      let negate = cAddress(CFixtures_negate_LD as @convention(c) (CFixtures_LD) -> CFixtures_LD)
      let target = Implementation(negate, signature: signature)
      let forwarding = try Implementation(signature: signature) { call in
        forward(&call, to: target)
      }
      let answering = try Implementation(signature: signature) { call in
        do {
          try call.setReturnValue(CFixtures_LD(x: 42))
        } catch {
          Issue.record(error)
        }
      }
      var invocation = Invocation(signature: signature)
      for round in 0..<20 {
        let x = CFixtures_LD(x: Float80(round) + 0.5)
        try invocation.setArgument(x, at: 0)
        try invocation.invoke(target)
        #expect(CFixtures_x87TagWord() == 0xFFFF, "round \(round): ffi_call")
        #expect(try invocation.returnValue(as: CFixtures_LD.self).x == -x.x)
        #expect(CFixtures_call_negate_LD(forwarding.functionPointer, x).x == -x.x)
        #expect(CFixtures_x87TagWord() == 0xFFFF, "round \(round): forwarding trampoline")
        #expect(CFixtures_call_negate_LD(answering.functionPointer, x).x == 42)
        #expect(CFixtures_x87TagWord() == 0xFFFF, "round \(round): answering trampoline")
      }
      #expect(CFixtures_x87FullStackSum() == 8)
      #expect(CFixtures_x87Ordinary(7) == 22.5)
    }
  }
#else
  /// No x87 unit off x86-64, and no Swift type for a `long double` (AAPCS64's is IEEE binary128):
  /// the signatures the x86-64 suite calls, with the structs of CFixturesX87.h, are refused
  /// (LongDoubleRefusal.swift).
  @Suite struct X87Tests {
    @Test func theLongDoubleSignaturesOfTheX87SuiteAreRefused() {
      let structs = [
        CFIXTURES_ENCODING_LD, CFIXTURES_ENCODING_LDNested, CFIXTURES_ENCODING_LDArray,
        CFIXTURES_ENCODING_LDPair, CFIXTURES_ENCODING_LDMixed,
      ]
      for encoding in structs {
        expectLongDoubleRefused(encoding + encoding)
        expectLongDoubleRefused("v" + encoding + "i")
      }
      expectLongDoubleRefused("DD")
      expectLongDoubleRefused(
        CFIXTURES_ENCODING_LD + "q" + CFIXTURES_ENCODING_Wrap8 + "i" + CFIXTURES_ENCODING_Arr8 + "qd"
          + CFIXTURES_ENCODING_S16a + CFIXTURES_ENCODING_LDArray)
      expectLongDoubleRefused(
        "Df" + CFIXTURES_ENCODING_LD + "i" + CFIXTURES_ENCODING_LDMixed + "d" + CFIXTURES_ENCODING_LDPair)
    }
  }
#endif
