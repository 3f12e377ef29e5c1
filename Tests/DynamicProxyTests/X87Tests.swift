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

  // MARK: - Test arguments

  /// The long double structs of CFixturesX87.h.
  enum X87StructKind: String, CaseIterable, Sendable {
    case LD, LDNested, LDArray, LDPair, LDMixed

    fileprivate var fixtures: any X87Checks {
      switch self {
      case .LD: return X87Fixtures<CFixtures_LD>()
      case .LDNested: return X87Fixtures<CFixtures_LDNested>()
      case .LDArray: return X87Fixtures<CFixtures_LDArray>()
      case .LDPair: return X87Fixtures<CFixtures_LDPair>()
      case .LDMixed: return X87Fixtures<CFixtures_LDMixed>()
      }
    }
  }

  /// A long double struct of CFixturesX87.h with its `negate` fixture.
  private protocol X87Struct: Sendable {
    static var encoding: String { get }
    /// The address of `CFixtures_negate_S`.
    static var negateAddress: UnsafeRawPointer { get }
    /// Calls `CFixtures_negate_S` directly.
    static func negate(_ x: Self) -> Self
    /// Calls `CFixtures_call_negate_S`: C calls `function` as `CFixtures_negate_S`.
    static func callNegate(_ function: UnsafeRawPointer, _ x: Self) -> Self
    /// Values to call with: one long double among them is not finite.
    static var samples: [Self] { get }
    /// The value negated as the fixture negates it.
    var negated: Self { get }
    /// Whether the struct is one long double, returned in %st0.
    static var isLoneLongDouble: Bool { get }
  }

  /// Long double values: exact, inexact, negative zero, the extremes, infinity, a NaN.
  private let longDoubles: [Float80] = [
    1.5, -1 / 3, -0.0, .greatestFiniteMagnitude, .leastNonzeroMagnitude, .infinity, -.nan,
  ]

  extension CFixtures_LD: X87Struct {
    static var encoding: String { CFIXTURES_ENCODING_LD }
    static var negateAddress: UnsafeRawPointer {
      cAddress(CFixtures_negate_LD as @convention(c) (CFixtures_LD) -> CFixtures_LD)
    }
    static func negate(_ x: Self) -> Self { CFixtures_negate_LD(x) }
    static func callNegate(_ function: UnsafeRawPointer, _ x: Self) -> Self {
      CFixtures_call_negate_LD(function, x)
    }
    static var samples: [Self] { longDoubles.map { Self(x: $0) } }
    var negated: Self { Self(x: -x) }
    static var isLoneLongDouble: Bool { true }
  }

  extension CFixtures_LDNested: X87Struct {
    static var encoding: String { CFIXTURES_ENCODING_LDNested }
    static var negateAddress: UnsafeRawPointer {
      cAddress(CFixtures_negate_LDNested as @convention(c) (CFixtures_LDNested) -> CFixtures_LDNested)
    }
    static func negate(_ x: Self) -> Self { CFixtures_negate_LDNested(x) }
    static func callNegate(_ function: UnsafeRawPointer, _ x: Self) -> Self {
      CFixtures_call_negate_LDNested(function, x)
    }
    static var samples: [Self] { longDoubles.map { Self(inner: CFixtures_LD(x: $0)) } }
    var negated: Self { Self(inner: inner.negated) }
    static var isLoneLongDouble: Bool { true }
  }

  extension CFixtures_LDArray: X87Struct {
    static var encoding: String { CFIXTURES_ENCODING_LDArray }
    static var negateAddress: UnsafeRawPointer {
      cAddress(CFixtures_negate_LDArray as @convention(c) (CFixtures_LDArray) -> CFixtures_LDArray)
    }
    static func negate(_ x: Self) -> Self { CFixtures_negate_LDArray(x) }
    static func callNegate(_ function: UnsafeRawPointer, _ x: Self) -> Self {
      CFixtures_call_negate_LDArray(function, x)
    }
    static var samples: [Self] { longDoubles.map { Self(x: $0) } }
    var negated: Self { Self(x: -x) }
    static var isLoneLongDouble: Bool { true }
  }

  extension CFixtures_LDPair: X87Struct {
    static var encoding: String { CFIXTURES_ENCODING_LDPair }
    static var negateAddress: UnsafeRawPointer {
      cAddress(CFixtures_negate_LDPair as @convention(c) (CFixtures_LDPair) -> CFixtures_LDPair)
    }
    static func negate(_ x: Self) -> Self { CFixtures_negate_LDPair(x) }
    static func callNegate(_ function: UnsafeRawPointer, _ x: Self) -> Self {
      CFixtures_call_negate_LDPair(function, x)
    }
    static var samples: [Self] { longDoubles.enumerated().map { Self(d: Double($0) - 2.5, x: $1) } }
    var negated: Self { Self(d: -d, x: -x) }
    static var isLoneLongDouble: Bool { false }
  }

  extension CFixtures_LDMixed: X87Struct {
    static var encoding: String { CFIXTURES_ENCODING_LDMixed }
    static var negateAddress: UnsafeRawPointer {
      cAddress(CFixtures_negate_LDMixed as @convention(c) (CFixtures_LDMixed) -> CFixtures_LDMixed)
    }
    static func negate(_ x: Self) -> Self { CFixtures_negate_LDMixed(x) }
    static func callNegate(_ function: UnsafeRawPointer, _ x: Self) -> Self {
      CFixtures_call_negate_LDMixed(function, x)
    }
    static var samples: [Self] {
      longDoubles.enumerated().map { index, x in
        Self(
          i: Int32(index) * 1000 - 1, ld: CFixtures_LDNested(inner: CFixtures_LD(x: x)),
          f: (Float(index) / 4, -Float(index)))
      }
    }
    var negated: Self { Self(i: ~i, ld: ld.negated, f: (-f.0, -f.1)) }
    static var isLoneLongDouble: Bool { false }
  }

  /// The checks every long double struct runs.
  private protocol X87Checks {
    func checkLayout() throws
    func checkFFICall() throws
    func checkForwardingTrampoline() throws
    func checkAnsweringTrampoline() throws
  }

  /// The checks, for one struct type.
  private struct X87Fixtures<S: X87Struct>: X87Checks {
    /// The signature `S negate(S)`.
    private var signature: MethodSignature {
      get throws { try MethodSignature(S.encoding + S.encoding) }
    }

    private func structValue(_ value: S) throws -> StructValue {
      try StructValue(value, encoding: TypeEncoding(S.encoding))
    }

    func checkLayout() throws {
      let signature = try signature
      #expect(signature.returnLength == MemoryLayout<S>.size)
      #expect(signature.returnAlignment == MemoryLayout<S>.alignment)
      #expect(signature.argumentSize(at: 0) == MemoryLayout<S>.size)
      #expect(signature.argumentAlignment(at: 0) == MemoryLayout<S>.alignment)
    }

    func checkFFICall() throws {
      let signature = try signature
      let implementation = Implementation(S.negateAddress, signature: signature)
      var invocation = Invocation(signature: signature)
      for sample in S.samples {
        let direct = measured { S.negate(sample) }
        expectX87StackEmpty(S.encoding, "direct call")
        let expected = try structValue(direct.result)
        #expect(expected == (try structValue(sample.negated)), "\(S.encoding): the fixture negates")

        try invocation.setArgument(sample, at: 0)
        CFixtures_storeChecksum(0)
        try invocation.invoke(implementation)
        expectX87StackEmpty(S.encoding, "ffi_call")
        #expect(CFixtures_lastChecksum() == direct.checksum, "\(S.encoding): argument checksum")
        let boxed = invocation.returnValue as? StructValue
        #expect(boxed == expected, "\(S.encoding): boxed \(String(describing: boxed)), direct \(expected)")
        #expect(try structValue(invocation.returnValue(as: S.self)) == expected)
        if S.isLoneLongDouble {
          // The struct's bytes are the long double's: 10 significant, then padding.
          let bytes = withUnsafeBytes(of: direct.result) { Array($0.prefix(10)) }
          #expect(significantBytes(of: invocation.returnBuffer) == bytes)
          #expect(boxed.map { Array($0.bytes.prefix(10)) } == bytes)
        }
      }
    }

    func checkForwardingTrampoline() throws {
      let signature = try signature
      let target = Implementation(S.negateAddress, signature: signature)
      let captured = X87Box<[Any]>([])
      let forwarding = try Implementation(signature: signature) { call in
        captured.value = call.arguments
        forward(&call, to: target)
        // The forwarding ffi_call popped what the callee returned in %st0.
        expectX87StackEmpty(S.encoding, "ffi_call in the trampoline")
      }
      for sample in S.samples {
        let direct = measured { S.negate(sample) }
        let through = measured { S.callNegate(forwarding.functionPointer, sample) }
        expectX87StackEmpty(S.encoding, "forwarding trampoline")
        #expect(try structValue(through.result) == structValue(direct.result), "\(S.encoding): return value")
        #expect(through.checksum == direct.checksum, "\(S.encoding): argument checksum")
        #expect(captured.value.count == 1)
        #expect(captured.value.first as? StructValue == (try structValue(sample)))
      }
    }

    func checkAnsweringTrampoline() throws {
      let signature = try signature
      // One body sets the Swift struct, the other a StructValue.
      let typed = try Implementation(signature: signature) { call in
        do {
          try call.setReturnValue(try call.argument(at: 0, as: S.self).negated)
        } catch {
          Issue.record(error)
        }
      }
      let boxed = try Implementation(signature: signature) { call in
        do {
          let argument = try call.argument(at: 0, as: S.self)
          try call.setReturnValue(StructValue(argument, encoding: TypeEncoding(S.encoding)))
        } catch {
          Issue.record(error)
        }
      }
      for sample in S.samples {
        let negated = S.callNegate(typed.functionPointer, sample)
        expectX87StackEmpty(S.encoding, "answering trampoline")
        #expect(try structValue(negated) == structValue(sample.negated), "\(S.encoding): answer")
        let same = S.callNegate(boxed.functionPointer, sample)
        expectX87StackEmpty(S.encoding, "answering trampoline (StructValue)")
        #expect(try structValue(same) == structValue(sample), "\(S.encoding): StructValue answer")
      }
    }
  }

  // MARK: - Helpers

  /// The C address of a C function (pass a `@convention(c)` function).
  private func cAddress<Function>(_ function: Function) -> UnsafeRawPointer {
    unsafeBitCast(function, to: UnsafeRawPointer.self)
  }

  /// Runs `call` with the checksum reset; returns its result and the checksum the fixture left.
  private func measured<Value>(_ call: () -> Value) -> (result: Value, checksum: UInt64) {
    CFixtures_storeChecksum(0)
    let result = call()
    return (result, CFixtures_lastChecksum())
  }

  /// Forwards a trampoline's call to `target` with ffi_call.
  private func forward(_ call: inout Invocation, to target: Implementation) {
    do {
      try call.invoke(target)
    } catch {
      Issue.record(error, "forwarding")
    }
  }

  /// The 10 significant bytes of an x87 extended value stored at `pointer`.
  private func significantBytes(of pointer: UnsafeRawPointer) -> [UInt8] {
    Array(UnsafeRawBufferPointer(start: pointer, count: 10))
  }

  /// The 10 significant bytes of a `Float80`.
  private func significantBytes(of value: Float80) -> [UInt8] {
    withUnsafeBytes(of: value) { Array($0.prefix(10)) }
  }

  /// A value a trampoline's body hands back to its test; written and read on the test's thread.
  private final class X87Box<Value>: @unchecked Sendable {  // used on the test's thread only
    var value: Value
    init(_ value: Value) { self.value = value }
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
