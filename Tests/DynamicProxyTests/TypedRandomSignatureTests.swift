import CFixtures
import Testing

@testable import DynamicProxy

/// The random-signature cases (RandomSignatureTests) through the typed API: each case whose types
/// Swift can write is a `DelegateMethod` of the Swift types its C types import as
/// (Generated/RandomTypedCases.swift, written by Tests/Scripts/generate_random_signatures.py),
/// run both ways by ``TypedRoundTrip`` — a typed call into the C function, C calling a typed
/// closure, a typed call into that closure — through the protocol derived from the typed method
/// and the one described with the case's own encoding, with the forwarding fast paths on and off.
/// Arguments are random (as in RandomSignatureTests), calls go through the case's C helpers, and
/// results compare by the checksum C folds them into.
///
/// Serialized: the round trips switch ``Forwarding/fastPathsEnabled``, a process-wide setting.
@Suite(.serialized) struct TypedRandomSignatureTests {
  static let caseIndices = Array(0..<Int(CFixtures_randomCaseCount))

  @Test func everyCaseHasATypedVariant() {
    #if arch(x86_64)
      #expect(randomTypedCaseCount == Self.caseIndices.count)
      #expect(Self.caseIndices.filter { randomTypedCase($0) == nil } == [])
    #else
      // Float80 is x86-64's: a long double argument or return has no Swift type elsewhere.
      #expect(randomTypedCaseCount == Self.caseIndices.count - randomTypedCasesNeedingFloat80.count)
      #expect(Self.caseIndices.filter { randomTypedCase($0) == nil } == randomTypedCasesNeedingFloat80)
    #endif
  }

  @Test(arguments: caseIndices)
  func typedCallsMatchDirectCalls(index: Int) throws {
    #if !arch(x86_64)
      // A long double anywhere, in a struct too: the case's signature is refused there.
      let encoding = String(cString: CFixtures_randomCase(index).pointee.encoding)
      if hasLongDouble(encoding) { return expectLongDoubleRefused(encoding) }
    #endif
    let typed = try #require(randomTypedCase(index))
    let compared = try typed.check()
    #expect(compared == 12, "random_\(index): \(compared) calls compared")
    expectX87StackEmpty(String(cString: CFixtures_randomCase(index).pointee.encoding), "typed calls")
  }
}

/// A typed random case, whatever its types.
protocol RandomTypedChecking {
  /// Runs the round trips; returns how many calls were compared with the direct call.
  func check() throws -> Int
}

/// Random case `index` as a typed method of `Argument` returning `Result`.
struct RandomTypedCase<each Argument, Result>: RandomTypedChecking {
  let index: Int

  func check() throws -> Int {
    let fixture = CFixtures_randomCase(index).pointee
    let name = String(cString: fixture.name)
    let encoding = String(cString: fixture.encoding)
    let signature = try MethodSignature(encoding)
    let method = DelegateMethod<repeat each Argument, Result>.optional(Selector(name))
    // The Swift types derive the case's signature; a `char *` crosses as a typed pointer (`^?`).
    let derived = encoding.split(separator: "*", omittingEmptySubsequences: false).joined(separator: "^?")
    #expect(method.methodDescription.types == derived, "\(name): typed \(method), C \(encoding)")

    // Random arguments, as RandomSignatureTests makes them, read as the typed values.
    var random = SplitMix64(state: 0x7E5D_0000 &+ UInt64(index))
    let strings = TestStrings()
    let buffers = (0..<signature.numberOfArguments).map { _ in
      UnsafeMutableRawPointer.allocate(byteCount: 128, alignment: 16)
    }
    defer { for buffer in buffers { buffer.deallocate() } }
    for (argument, buffer) in buffers.enumerated() {
      buffer.initializeMemory(as: UInt8.self, repeating: 0, count: 128)
      fill(signature.argumentType(at: argument), at: buffer, random: &random, strings: strings)
    }
    let position = TypedCallCount()
    let values = (repeat Self.next((each Argument).self, from: buffers, at: position))

    let index = index
    let trip = try TypedRoundTrip(
      method, encoded: encoding, function: fixture.function,
      direct: { (argument: repeat each Argument) -> Result in
        Self.call(index, through: nil, repeat each argument)
      },
      throughC: { (function: UnsafeRawPointer, argument: repeat each Argument) -> Result in
        Self.call(index, through: function, repeat each argument)
      },
      same: { Self.returnChecksum(index, $0) == Self.returnChecksum(index, $1) })
    let compared = try trip.check(name, arguments: { values })
    withExtendedLifetime(strings) {}
    return compared
  }

  /// The next argument, read from its buffer.
  private static func next<T>(
    _: T.Type, from buffers: [UnsafeMutableRawPointer], at position: TypedCallCount
  ) -> T {
    defer { position.value += 1 }
    return buffers[position.value].load(as: T.self)
  }

  /// Calls case `index` from C with typed arguments: directly, or calling `function` (a
  /// trampoline) as the case's type.
  private static func call(
    _ index: Int, through function: UnsafeRawPointer?, _ argument: repeat each Argument
  ) -> Result {
    let fixture = CFixtures_randomCase(index).pointee
    var buffers: [UnsafeMutableRawPointer] = []
    for value in repeat each argument {
      let buffer = UnsafeMutableRawPointer.allocate(byteCount: 128, alignment: 16)
      withUnsafeBytes(of: value) { buffer.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
      buffers.append(buffer)
    }
    defer { for buffer in buffers { buffer.deallocate() } }
    let returned = UnsafeMutableRawPointer.allocate(byteCount: 128, alignment: 16)
    defer { returned.deallocate() }
    returned.initializeMemory(as: UInt8.self, repeating: 0, count: 128)
    // A case without arguments gets a valid array all the same.
    let pointers = buffers.isEmpty ? [returned] : buffers
    pointers.withUnsafeBufferPointer { arguments in
      if let function {
        fixture.callThrough(function, returned, arguments.baseAddress!)
      } else {
        fixture.callDirect(returned, arguments.baseAddress!)
      }
    }
    if Result.self == Void.self { return () as! Result }
    return returned.load(as: Result.self)
  }

  /// The checksum of a return value, field by field (0 for void).
  private static func returnChecksum(_ index: Int, _ value: Result) -> UInt64 {
    let saved = CFixtures_lastChecksum()
    defer { CFixtures_storeChecksum(saved) }
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: 128, alignment: 16)
    defer { buffer.deallocate() }
    buffer.initializeMemory(as: UInt8.self, repeating: 0, count: 128)
    withUnsafeBytes(of: value) { bytes in
      if let base = bytes.baseAddress { buffer.copyMemory(from: base, byteCount: bytes.count) }
    }
    return CFixtures_randomCase(index).pointee.checksumReturn(buffer)
  }
}
