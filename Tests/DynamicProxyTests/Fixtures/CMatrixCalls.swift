import CFixtures
import Testing

@testable import DynamicProxy

// The C matrix suites' test arguments, and how CMatrixTests calls C: directly, through a trampoline
// that forwards with ffi_call, and with ffi_call from Swift.

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

  var fixtures: any StructChecks {
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

/// Runs `call` with the checksum reset; returns its result and the checksum the fixture left.
func callMeasured<Value>(
  _ call: () throws -> Value
) rethrows -> (result: Value, checksum: UInt64) {
  CFixtures_storeChecksum(0)
  let result = try call()
  return (result, CFixtures_lastChecksum())
}

/// What a call from C through a forwarding trampoline produced.
struct Forwarded<Value> {
  let result: Value
  let checksum: UInt64
  /// The arguments the trampoline's body boxed.
  let arguments: [Any]
}

/// Makes a trampoline of `encoding` that captures its arguments and forwards the call with ffi_call
/// to the C function at `real`, has C call it (`call` gets the trampoline's address), and returns
/// the result, the fixture's checksum and the captured arguments.
func throughTrampoline<Value>(
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
struct Called<Value> {
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
func throughFFICall<Value>(
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
func expectBoxed(
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
final class CMatrixBox<Value>: @unchecked Sendable {  // used on the test's thread only
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// An `int` argument read as other integer types.
struct IntegerProbe {
  let asInt8: Result<Int8, InvocationError>
  let asUInt8: Result<UInt8, InvocationError>
  let asInt16: Result<Int16, InvocationError>
  let asUInt32: Result<UInt32, InvocationError>
  let asInt64: Result<Int64, InvocationError>
}

/// A `CFixtures_S16` argument read as Swift structs of several sizes.
struct StructProbe {
  let asS16: Result<CFixtures_S16, InvocationError>
  let asS12: Result<CFixtures_S12, InvocationError>
  let asS32: Result<CFixtures_S32, InvocationError>
  let boxed: Any
}

extension Result {
  var error: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

typealias ApplyCallback = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32
typealias StructCallback = @convention(c) (CFixtures_S24, Int32) -> Double

// MARK: - The `late` fixtures

/// The 16 leading arguments of every `late` fixture: they fill every argument register.
enum LateArguments {
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
typealias LateFixture<T> = (
  Int64, Int64, Int64, Int64, Int64, Int64, Int64, Double, Double, Double, Double, Double, Double,
  Double, Double, Double, T
) -> T

/// A `call_late` helper, as Swift calls it.
typealias CallLateFixture<T> = (
  UnsafeRawPointer, Int64, Int64, Int64, Int64, Int64, Int64, Int64, Double, Double, Double, Double,
  Double, Double, Double, Double, Double, T
) -> T

func applyLate<T>(_ fixture: LateFixture<T>, _ x: T) -> T {
  let i = LateArguments.integers
  let d = LateArguments.doubles
  return fixture(
    i[0], i[1], i[2], i[3], i[4], i[5], i[6], d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7], d[8], x)
}

func applyLate<T>(_ helper: CallLateFixture<T>, _ function: UnsafeRawPointer, _ x: T) -> T {
  let i = LateArguments.integers
  let d = LateArguments.doubles
  return helper(
    function, i[0], i[1], i[2], i[3], i[4], i[5], i[6], d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7],
    d[8], x)
}
