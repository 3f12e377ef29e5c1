import CFixtures
import Testing

@testable import DynamicProxy

#if arch(x86_64)
  // The long double structs of X87Tests, each with the checks it runs, and the suite's helpers.

  // MARK: - Test arguments

  /// The long double structs of CFixturesX87.h.
  enum X87StructKind: String, CaseIterable, Sendable {
    case LD, LDNested, LDArray, LDPair, LDMixed

    var fixtures: any X87Checks {
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
  protocol X87Checks {
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

  /// Runs `call` with the checksum reset; returns its result and the checksum the fixture left.
  func measured<Value>(_ call: () -> Value) -> (result: Value, checksum: UInt64) {
    CFixtures_storeChecksum(0)
    let result = call()
    return (result, CFixtures_lastChecksum())
  }

  /// Forwards a trampoline's call to `target` with ffi_call.
  func forward(_ call: inout Invocation, to target: Implementation) {
    do {
      try call.invoke(target)
    } catch {
      Issue.record(error, "forwarding")
    }
  }

  /// The 10 significant bytes of an x87 extended value stored at `pointer`.
  func significantBytes(of pointer: UnsafeRawPointer) -> [UInt8] {
    Array(UnsafeRawBufferPointer(start: pointer, count: 10))
  }

  /// The 10 significant bytes of a `Float80`.
  func significantBytes(of value: Float80) -> [UInt8] {
    withUnsafeBytes(of: value) { Array($0.prefix(10)) }
  }

  /// A value a trampoline's body hands back to its test; written and read on the test's thread.
  final class X87Box<Value>: @unchecked Sendable {  // used on the test's thread only
    var value: Value
    init(_ value: Value) { self.value = value }
  }
#endif
