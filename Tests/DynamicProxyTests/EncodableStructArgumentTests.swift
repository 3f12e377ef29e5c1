import CFixtures
import Foundation
import Synchronization
import Testing

@testable import DynamicProxy

/// Two doubles under another name: the same fields as `BadInputPoint`.
private struct EncodableVector: Equatable, TypeEncodable {
  var dx: Double
  var dy: Double
  static var typeEncoding: TypeEncoding { .structure(name: "Vector", fields: [.double, .double]) }
}

/// Two `long long`s: the size of `BadInputPoint`, other fields.
private struct EncodableLongs: TypeEncodable {
  var a: Int64
  var b: Int64
  static var typeEncoding: TypeEncoding { .structure(name: "Longs", fields: [.longLong, .longLong]) }
}

/// A double and an `int`: 12 bytes in Swift, 16 in C.
private struct TaggedValue: Equatable, TypeEncodable {
  var value: Double
  var tag: Int32
  static var typeEncoding: TypeEncoding { .structure(name: "Tagged", fields: [.double, .int]) }
}

/// Sixteen bytes that are not plain data.
private struct NotPlainData {
  var text = "not bits"
}

/// Two doubles that do not declare their C struct.
private struct UndeclaredPoint {
  var x: Double
  var y: Double
}

/// A Swift struct that declares its C struct (`TypeEncodable`; `CFixtures_S24` does in
/// TypedCMatrixTests.swift: 20 bytes in Swift, 24 in C) passes for a struct argument as a
/// `StructValue` does: `setArgument`, `send`, a C function called by value, its fields checked
/// against the slot's on every call, however many calls the slot has seen.
@Suite struct EncodableStructArgumentTests {
  static let sample = CFixtures_S24(a: 0x0123_4567_89AB_CDEF, b: -2.5, c: 42)

  @Test func aCFunctionReceivesTheStructByValue() throws {
    let signature = try MethodSignature("d" + CFIXTURES_ENCODING_S24)
    let sum = Implementation(
      unsafeBitCast(
        CFixtures_sum_S24 as @convention(c) (CFixtures_S24) -> Double, to: UnsafeRawPointer.self),
      signature: signature)
    var invocation = Invocation(signature: signature)
    // Twice per value: the first call checks the type's encoding, the next ones find it accepted.
    for value in [Self.sample, Self.sample, CFixtures_S24(a: .min, b: .greatestFiniteMagnitude, c: -1)] {
      try invocation.setArgument(value, at: 0)
      try invocation.invoke(sum)
      #expect(try invocation.returnValue(as: Double.self) == CFixtures_sum_S24(value))
      #expect(try invocation.argument(at: 0, as: CFixtures_S24.self).a == value.a)
    }
  }

  /// Swift leaves a native struct's tail padding out of its size (12 bytes here, C's 16).
  @Test func theCStructsTailPaddingIsZeroed() throws {
    var invocation = Invocation(signature: try MethodSignature("v{Tagged=di}"))
    let slot = invocation.argumentPointers[0]!
    slot.initializeMemory(as: UInt8.self, repeating: 0xFF, count: 16)
    try invocation.setArgument(TaggedValue(value: 1.5, tag: 7), at: 0)
    let bytes = Array(UnsafeRawBufferPointer(start: slot, count: 16))
    #expect(bytes[12..<16] == [0, 0, 0, 0])
    #expect(try invocation.argument(at: 0, as: TaggedValue.self) == TaggedValue(value: 1.5, tag: 7))
  }

  @Test func sendPassesTheStructToATypedImplementation() throws {
    let delegate = DelegateObject(delegateProtocol: .badInput)
    let received = Mutex<[BadInputPoint]>([])
    try delegate.implement("point:") { (point: BadInputPoint) in received.withLock { $0.append(point) } }
    try delegate.send("point:", BadInputPoint(x: 1, y: 2))
    // Another type with the same fields, then the first again: each checked, each accepted.
    try delegate.send("point:", EncodableVector(dx: 3, dy: 4))
    try delegate.send("point:", BadInputPoint(x: 5, y: 6))
    // Optionals unwrap first.
    try delegate.send("point:", BadInputPoint?.some(BadInputPoint(x: 7, y: 8)) as Any)
    let points = received.withLock { $0 }
    #expect(
      points == [
        BadInputPoint(x: 1, y: 2), BadInputPoint(x: 3, y: 4), BadInputPoint(x: 5, y: 6),
        BadInputPoint(x: 7, y: 8),
      ])
  }

  /// Once a slot accepted a struct type, `send` writes a value of that type straight from the
  /// `Any` it was given (a struct of more than 24 bytes lies in the `Any`'s box, one of less in its
  /// buffer); any other value, a `StructValue` included, takes the general conversions.
  @Test func sendWritesAnAcceptedStructFromWhereItLies() throws {
    struct Quad: Equatable, TypeEncodable {
      var a, b, c, d: Double
      static var typeEncoding: TypeEncoding {
        .structure(name: "Quad", fields: Array(repeating: .double, count: 4))
      }
    }
    let protocolWithStructs = try DelegateProtocol(
      "Structs", methods: [.optional("quad:", "v{Quad=dddd}"), .optional("tagged:", "v{Tagged=di}")])
    let delegate = DelegateObject(delegateProtocol: protocolWithStructs)
    let quads = Mutex<[Quad]>([])
    let tags = Mutex<[TaggedValue]>([])
    try delegate.implement("quad:") { (quad: Quad) in quads.withLock { $0.append(quad) } }
    try delegate.implement("tagged:") { (tagged: TaggedValue) in tags.withLock { $0.append(tagged) } }
    let quadEncoding = Quad.typeEncoding
    var expectedQuads: [Quad] = []
    for index in 0..<4 {
      let x = Double(index)
      let quad = Quad(a: x, b: -x, c: x * 10, d: x / 2)
      expectedQuads.append(quad)
      try delegate.send("quad:", quad)
      // A StructValue of the same fields between two values of the accepted type.
      let other = Quad(a: 100 + x, b: 0, c: 0, d: 1)
      expectedQuads.append(other)
      try delegate.send("quad:", try StructValue(other, encoding: quadEncoding))
    }
    #expect(quads.withLock { $0 } == expectedQuads)
    for index in 0..<3 {
      try delegate.send("tagged:", TaggedValue(value: Double(index) + 0.25, tag: Int32(index)))
    }
    #expect(tags.withLock { $0 } == (0..<3).map { TaggedValue(value: Double($0) + 0.25, tag: Int32($0)) })
    // A value of another type with other fields is still refused after the slot accepted Quad.
    #expect(throws: DelegateError.self) { try delegate.send("quad:", EncodableLongs(a: 1, b: 2)) }
  }

  @Test func aStructOfOtherFieldsIsRefusedAfterTheSlotAcceptedAnother() throws {
    var invocation = Invocation(signature: try MethodSignature("v{BadInputPoint=dd}"))
    try invocation.setArgument(BadInputPoint(x: 1, y: 2), at: 0)
    let error = #expect(throws: InvocationError.self) {
      try invocation.setArgument(EncodableLongs(a: 1, b: 2), at: 0)
    }
    guard case .typeMismatch(.argument(0), _, let actual) = error else {
      Issue.record("\(String(describing: error))")
      return
    }
    #expect(actual == "EncodableLongs")
    #expect(throws: InvocationError.self) { try invocation.setArgument(BadInputPoint?.none, at: 0) }
    // A struct of another size; one of the size that is not plain data.
    #expect(throws: InvocationError.self) { try invocation.setArgument(Self.sample, at: 0) }
    #expect(throws: InvocationError.self) { try invocation.setArgument(NotPlainData(), at: 0) }
    #expect(try invocation.argument(at: 0, as: BadInputPoint.self) == BadInputPoint(x: 1, y: 2))
  }

  /// A Swift struct that does not declare its C struct passes on its layout alone (the caller's
  /// promise), as before `TypeEncodable` structs were checked; the slot remembers it too.
  @Test func anUndeclaredStructOfTheLayoutPassesOnTheCallersPromise() throws {
    var invocation = Invocation(signature: try MethodSignature("v{BadInputPoint=dd}"))
    for value in [UndeclaredPoint(x: 1, y: 2), UndeclaredPoint(x: 3, y: 4)] {
      try invocation.setArgument(value, at: 0)
      #expect(try invocation.argument(at: 0, as: BadInputPoint.self) == BadInputPoint(x: value.x, y: value.y))
    }
    try invocation.setArgument(BadInputPoint(x: 5, y: 6), at: 0)
    #expect(try invocation.argument(at: 0, as: BadInputPoint.self) == BadInputPoint(x: 5, y: 6))
    #expect(throws: InvocationError.self) { try invocation.setArgument(EncodableLongs(a: 1, b: 2), at: 0) }
  }

  @Test func aStructForAStructReturnValue() throws {
    let signature = try MethodSignature("{BadInputPoint=dd}")
    let implementation = try Implementation(signature: signature) { call in
      try! call.setReturnValue(EncodableVector(dx: 9, dy: 10))
    }
    var invocation = Invocation(signature: signature)
    try invocation.invoke(implementation)
    #expect(try invocation.returnValue(as: BadInputPoint.self) == BadInputPoint(x: 9, y: 10))
  }

  /// Threads setting arguments of one signature with two types race on the slot's accepted-type
  /// cell: every value arrives intact (run under ThreadSanitizer in CI).
  @Test func threadsShareTheSlotsAcceptedType() throws {
    let signature = try MethodSignature("v{BadInputPoint=dd}")
    let failures = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      var invocation = Invocation(signature: signature)
      for index in 0..<500 {
        let value = Double(thread * 1_000 + index)
        if index.isMultiple(of: 2) {
          try! invocation.setArgument(BadInputPoint(x: value, y: -value), at: 0)
        } else {
          try! invocation.setArgument(EncodableVector(dx: value, dy: -value), at: 0)
        }
        if (try? invocation.argument(at: 0, as: BadInputPoint.self)) != BadInputPoint(x: value, y: -value) {
          failures.add(1, ordering: .relaxed)
        }
      }
    }
    #expect(failures.load(ordering: .relaxed) == 0)
  }
}
