import CFixtures
import Testing

@testable import DynamicProxy

/// One typed method against one C fixture, both ways across the C ABI, for TypedCMatrixTests and
/// TypedRandomSignatureTests.
///
/// For each protocol the method is part of, with the forwarding fast paths on and off:
///
/// 1. A delegate implements the method with the C function, and Swift calls it with the typed
///    `call`: the C function's return value and argument checksum must be those of the direct call.
/// 2. A delegate implements it with a typed closure that receives the typed arguments and calls the
///    fixture with them (so the checksum the C side leaves is the checksum of what the closure
///    received); C calls the closure's trampoline with the same arguments: the checksum and the
///    return value C receives must be those of the direct call, and the closure must run once.
/// 3. Swift calls that closure delegate with the typed `call`: straight into the closure's body
///    with the fast paths on, through ffi_call and the libffi closure with them off.
///
/// `effect` reads what a call changed besides its return value (a struct scaled through a
/// pointer); `arguments` makes fresh arguments for each call, resetting what `effect` reads.
struct TypedRoundTrip<each Argument, Result> {
  /// The typed method; its selector is the fixture's name.
  let method: DelegateMethod<repeat each Argument, Result>
  /// The protocols to run the method through: the one derived from the typed method (function
  /// convention), and perhaps one described with the fixture's own encoding.
  let protocols: [DelegateProtocol]
  /// The C fixture.
  let function: UnsafeRawPointer
  /// Swift calls the C fixture directly.
  let direct: @Sendable (repeat each Argument) -> Result
  /// C calls the function it is given, as the fixture's type, with these arguments.
  let throughC: (UnsafeRawPointer, repeat each Argument) -> Result
  /// Whether two results are the same value (bit for bit, or field by field).
  let same: (Result, Result) -> Bool
  /// Whether to implement the method with a typed closure too (round trips 2 and 3): not for a
  /// `String` returned as a C string, which the library refuses (it would have no owner).
  let closures: Bool

  /// A round trip through the protocol derived from `method` (unless `derived` is false: a Swift
  /// type that crosses as an object where the C type is not one), and through `encoded` if given.
  init(
    _ method: DelegateMethod<repeat each Argument, Result>, derived: Bool = true, encoded: String? = nil,
    function: UnsafeRawPointer, direct: @escaping @Sendable (repeat each Argument) -> Result,
    throughC: @escaping (UnsafeRawPointer, repeat each Argument) -> Result,
    same: @escaping (Result, Result) -> Bool, closures: Bool = true
  ) throws {
    self.method = method
    var protocols: [DelegateProtocol] = []
    if derived {
      protocols.append(try DelegateProtocol("Typed \(method.selector)", convention: .function, method))
    }
    if let encoded {
      protocols.append(
        try DelegateProtocol(
          "Encoded \(method.selector)", convention: .function,
          methods: [.optional(method.selector, encoded)]))
    }
    self.protocols = protocols
    self.function = function
    self.direct = direct
    self.throughC = throughC
    self.same = same
    self.closures = closures
  }

  /// Runs the round trips; returns how many calls were compared with the direct call.
  @discardableResult
  func check(
    _ context: String, arguments: () -> (repeat each Argument), effect: () -> UInt64 = { 0 },
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Int {
    let reference = arguments()
    CFixtures_storeChecksum(0)
    let expected = direct(repeat each reference)
    let expectedChecksum = CFixtures_lastChecksum()
    let expectedEffect = effect()
    var compared = 0

    func expectSame(
      _ result: Result?, _ path: String, calls: Int? = nil, expectedCalls: Int = 1
    ) {
      let checksum = CFixtures_lastChecksum()
      let label = "\(context), \(path), fast paths \(Forwarding.fastPathsEnabled ? "on" : "off")"
      #expect(result.map { same($0, expected) } == true, "\(label): result", sourceLocation: sourceLocation)
      #expect(checksum == expectedChecksum, "\(label): argument checksum", sourceLocation: sourceLocation)
      #expect(effect() == expectedEffect, "\(label): effect", sourceLocation: sourceLocation)
      if let calls {
        #expect(
          calls == expectedCalls, "\(label): the closure ran \(calls) times", sourceLocation: sourceLocation)
      }
      compared += 1
    }

    let fastPathsBefore = Forwarding.fastPathsEnabled
    defer { Forwarding.fastPathsEnabled = fastPathsBefore }
    for fastPaths in [true, false] {
      Forwarding.fastPathsEnabled = fastPaths
      for delegateProtocol in protocols {
        try delegateProtocol.check(method)
        let via = delegateProtocol.name

        // 1. Typed call into the C function.
        let native = DelegateObject(delegateProtocol: delegateProtocol)
        try native.implement(method.selector, function: function)
        var values = arguments()
        CFixtures_storeChecksum(0)
        expectSame(native.call(method, repeat each values), "\(via): typed call into C")

        guard closures else { continue }

        // 2. C calls a typed closure.
        let closure = DelegateObject(delegateProtocol: delegateProtocol)
        let calls = TypedCallCount()
        let direct = self.direct
        try closure.implement(method) { (received: repeat each Argument) -> Result in
          calls.value += 1
          return direct(repeat each received)
        }
        let trampoline = try #require(closure.callbackFunction(for: method.selector))
        values = arguments()
        CFixtures_storeChecksum(0)
        let fromC = withExtendedLifetime(closure) { throughC(trampoline, repeat each values) }
        expectSame(fromC, "\(via): C calls a typed closure", calls: calls.value)

        // 3. Typed call into the typed closure.
        values = arguments()
        CFixtures_storeChecksum(0)
        let intoClosure = closure.call(method, repeat each values)
        expectSame(
          intoClosure, "\(via): typed call into a typed closure", calls: calls.value, expectedCalls: 2)
      }
    }
    return compared
  }
}

/// How many times a typed closure ran; written and read on the test's thread.
final class TypedCallCount: @unchecked Sendable {  // used on the test's thread only
  var value = 0
}

/// Whether two values have the same bytes: for scalars and pointers (no padding), exact equality,
/// floating point by bit pattern (a `Float80` by its 10 significant bytes, not its padding).
func sameBits<T>(_ lhs: T, _ rhs: T) -> Bool {
  #if arch(x86_64)
    if let lhs = lhs as? Float80, let rhs = rhs as? Float80 {
      return lhs.sign == rhs.sign && lhs.exponentBitPattern == rhs.exponentBitPattern
        && lhs.significandBitPattern == rhs.significandBitPattern
    }
  #endif
  return withUnsafeBytes(of: lhs) { left in withUnsafeBytes(of: rhs) { right in left.elementsEqual(right) } }
}
