import Testing

@testable import DynamicProxy

/// A Swift-protocol proxy boxes `[Any]` arguments straight from the Swift values (no C frame):
/// each argument must box exactly as a frame of the same call boxes it, whatever its kind.
@Suite struct ArgumentBoxingTests {
  /// A struct whose Swift size (12) is shorter than its C layout (16, tail padding).
  struct Padded: TypeEncodable, Equatable {
    var x: Double
    var n: Int32
    static let typeEncoding = TypeEncoding.structure(name: "Padded", fields: [.double, .int])
  }

  /// A 24-byte struct, boxed without inline room.
  struct Triple: TypeEncodable, Equatable {
    var a: Double
    var b: Double
    var c: Double
    static let typeEncoding = TypeEncoding.structure(name: "Triple", fields: [.double, .double, .double])
  }

  /// A small struct, boxed inline.
  struct Pair: TypeEncodable, Equatable {
    var a: Int32
    var b: Int32
    static let typeEncoding = TypeEncoding.structure(name: "Pair", fields: [.int, .int])
  }

  final class Token {}

  /// The arguments boxed from their Swift values and from a frame of the call.
  private func boxedBothWays<each Argument>(
    _ method: DelegateMethod<repeat each Argument, Void>, _ argument: repeat each Argument
  ) throws -> (direct: [Any], framed: [Any]) {
    let delegateProtocol = try DelegateProtocol("ArgumentBoxingProbe", method)
    let boxing = method.argumentBoxing
    var direct: [Any] = []
    var position = 0
    repeat boxing.append(each argument, at: &position, to: &direct, spareHolder: nil)
    let codings = method.requiredBindingReference(for: delegateProtocol)._withUnsafeGuaranteedRef {
      $0.codings
    }
    let receiver = Token()
    let framed = codings.withInvocation(
      receiver: Unmanaged.passUnretained(receiver).toOpaque(), repeat each argument
    ) { Array($0.arguments.dropFirst(2)) }
    withExtendedLifetime(receiver) {}
    return (direct, framed)
  }

  private func described(_ values: [Any]) -> [String] {
    values.map { "\(type(of: $0)) \($0)" }
  }

  @Test func integersOfEveryWidthBoxAsAFrameReadsThem() throws {
    let method = DelegateMethod<Int64, UInt64, Int8, UInt16, Int32, UInt, Int, Void>.optional(
      "probe:a:b:c:d:e:f:")
    #expect(method.argumentBoxing.direct)
    let (direct, framed) = try boxedBothWays(method, -5, .max, -8, 16, -32, 7, 9)
    #expect(described(direct) == described(framed))
    #expect(direct[0] as? Int == -5, "an Int64 reads back from its C slot as Int")
    #expect(direct[1] as? UInt == .max, "a UInt64 as UInt")
  }

  @Test func floatsAndBoolsBoxAsAFrameReadsThem() throws {
    let method = DelegateMethod<Float, Double, Bool, Bool, Void>.optional("probe:a:b:c:")
    #expect(method.argumentBoxing.direct)
    let (direct, framed) = try boxedBothWays(method, 1.5, -2.25, true, false)
    #expect(described(direct) == described(framed))
  }

  @Test func structsByValueBoxAsStructValuesOfTheirCLayout() throws {
    let method = DelegateMethod<Padded, Triple, Pair, Void>.optional("probe:a:b:")
    #expect(method.argumentBoxing.direct)
    let padded = Padded(x: 3.5, n: -7)
    let triple = Triple(a: 1, b: 2, c: 3)
    let pair = Pair(a: 4, b: 5)
    let (direct, framed) = try boxedBothWays(method, padded, triple, pair)
    #expect(direct.map { $0 as? StructValue } == framed.map { $0 as? StructValue })
    #expect(described(direct) == described(framed))
    #expect(try (direct[0] as? StructValue)?.load(as: Padded.self) == padded)
    #expect((direct[0] as? StructValue)?.bytes.count == 16, "the C layout's size, tail padding included")
    #expect(try (direct[1] as? StructValue)?.load(as: Triple.self) == triple)
    #expect(try (direct[2] as? StructValue)?.load(as: Pair.self) == pair)
  }

  /// 16 bytes of four fields (alignment 4), and 32 bytes: with `Pair` (8) and `Triple` (24), every
  /// size that boxes read as words.
  struct Quad: TypeEncodable, Equatable {
    var a: Int32
    var b: Int32
    var c: Int32
    var d: Int32
    static let typeEncoding = TypeEncoding.structure(name: "Quad", fields: [.int, .int, .int, .int])
  }

  struct Rect: TypeEncodable, Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    static let typeEncoding = TypeEncoding.structure(
      name: "Rect", fields: [.double, .double, .double, .double])
  }

  @Test func structsOfEverySizeReadAsWordsBoxAsAFrameBoxesThem() throws {
    let method = DelegateMethod<Pair, Quad, Triple, Rect, Padded, Void>.optional("probe:a:b:c:d:")
    #expect(method.argumentBoxing.direct)
    #expect(method.argumentBoxing.encoded == 0b11111)
    let pair = Pair(a: -1, b: .max)
    let quad = Quad(a: 1, b: -2, c: 3, d: .min)
    let triple = Triple(a: .pi, b: -0.0, c: .infinity)
    let rect = Rect(x: 1.5, y: -2.5, width: 1e300, height: .leastNonzeroMagnitude)
    let padded = Padded(x: -1, n: 42)
    let (direct, framed) = try boxedBothWays(method, pair, quad, triple, rect, padded)
    #expect(direct.map { $0 as? StructValue } == framed.map { $0 as? StructValue })
    #expect(described(direct) == described(framed))
    #expect(direct.map { ($0 as? StructValue)?.bytes.count } == [8, 16, 24, 32, 16])
    #expect(try (direct[0] as? StructValue)?.load(as: Pair.self) == pair)
    #expect(try (direct[1] as? StructValue)?.load(as: Quad.self) == quad)
    #expect(try (direct[2] as? StructValue)?.load(as: Triple.self) == triple)
    #expect(try (direct[3] as? StructValue)?.load(as: Rect.self) == rect)
    #expect(try (direct[4] as? StructValue)?.load(as: Padded.self) == padded)
    #expect((direct[1] as? StructValue)?.encoding == Quad.typeEncoding)
  }

  @Test func aLargeStructWritesIntoASpareArrayButNeverIntoOneSomebodyHolds() throws {
    let method = DelegateMethod<Triple, Void>.optional("probe:")
    #expect(method.argumentBoxing.hasLargeStructs)
    let boxing = method.argumentBoxing
    let delegate = DelegateObject(delegateProtocol: try DelegateProtocol("ArgumentBoxingProbe", method))
    let holder = MethodObservers(proxy: delegate, index: 0, takesTypedCalls: false)
    var first: [Any] = []
    var position = 0
    boxing.append(
      Triple(a: 1, b: 2, c: 3), at: &position, to: &first, spareHolder: .passUnretained(holder))
    let kept = try #require(first[0] as? StructValue)
    // The first value's array handed back as a spare while `kept` still holds it.
    holder.spareStructBytes = [try #require(kept.spareBytes)]
    var second: [Any] = []
    position = 0
    boxing.append(
      Triple(a: 4, b: 5, c: 6), at: &position, to: &second, spareHolder: .passUnretained(holder))
    #expect(holder.spareStructBytes.isEmpty, "the spare was taken")
    #expect(try kept.load(as: Triple.self) == Triple(a: 1, b: 2, c: 3))
    #expect(try (second[0] as? StructValue)?.load(as: Triple.self) == Triple(a: 4, b: 5, c: 6))
    withExtendedLifetime(delegate) {}
  }

  @Test func pointersOptionalOrNotBoxAsRawPointersOrNull() throws {
    let method = DelegateMethod<
      UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>?, UnsafeRawPointer?, OpaquePointer, Void
    >.optional("probe:a:b:c:")
    #expect(method.argumentBoxing.direct)
    var value: Int32 = 42
    try withUnsafeMutablePointer(to: &value) { pointer in
      let (direct, framed) = try boxedBothWays(
        method, pointer, pointer, nil, OpaquePointer(pointer))
      #expect(described(direct) == described(framed))
      #expect(direct[0] as? UnsafeRawPointer == UnsafeRawPointer(pointer))
      #expect(direct[2] is NullArgument)
    }
  }

  @Test func objectsStringsAndOptionalsBoxAsThemselves() throws {
    let method = DelegateMethod<Token, String, Int?, Token?, [Int], Void>.optional("probe:a:b:c:d:")
    #expect(method.argumentBoxing.direct)
    #expect(method.argumentBoxing.encoded == 0)
    let token = Token()
    let (direct, framed) = try boxedBothWays(method, token, "text", 3, nil, [1, 2])
    #expect(described(direct).dropFirst() == described(framed).dropFirst())
    #expect(direct[0] as? Token === token && framed[0] as? Token === token)
    #expect(direct[2] as? Int == 3, "an optional as its value")
    #expect(direct[3] is NullArgument && framed[3] is NullArgument)
  }

  /// A subclass of `Token`, to tell an argument's dynamic type from its declared one.
  final class Subtoken: Base {}
  class Base {}
  protocol Marker: AnyObject {}
  final class Marked: Marker {}

  @Test func classInstancesAndAnyObjectBoxAsTheReferenceWithItsDynamicType() throws {
    let method = DelegateMethod<Token, Base, AnyObject, any Marker, Token?, Void>.optional("probe:a:b:c:d:")
    #expect(method.argumentBoxing.direct)
    #expect(method.argumentBoxing.objects == 0b111, "Token, Base and AnyObject box as the reference")
    let token = Token()
    let subtoken = Subtoken()
    let marked = Marked()
    let (direct, framed) = try boxedBothWays(method, token, subtoken, token, marked, token)
    #expect(described(direct).dropFirst() == described(framed).dropFirst())
    #expect(direct[0] as? Token === token)
    #expect(type(of: direct[1]) == Subtoken.self, "the dynamic type, as a frame's reference has")
    #expect(direct[1] as? Base === subtoken && direct[1] as? Subtoken === subtoken)
    #expect(type(of: direct[2]) == Token.self)
    #expect(direct[2] as? Token === token && framed[2] as? Token === token)
    #expect(direct[3] as? Marked === marked && framed[3] as? Marked === marked)
    #expect(direct[4] as? Token === token && framed[4] as? Token === token)
    // The boxed references are owned by the array: the objects live while it does.
    weak var weakToken: Token?
    var boxed: [Any] = []
    do {
      let transient = Token()
      weakToken = transient
      boxed = try boxedBothWays(method, transient, Subtoken(), transient, marked, nil).direct
    }
    #expect(weakToken != nil && boxed[0] as? Token === weakToken)
    boxed.removeAll()
    #expect(weakToken == nil, "no reference leaked")
  }

  @Test func whatNeitherCoversGoesThroughAFrame() {
    #expect(!DelegateMethod<Any, Void>.optional("probe:").argumentBoxing.direct)
    #expect(!DelegateMethod<Pair?, Void>.optional("probe:").argumentBoxing.direct)
    #expect(!DelegateMethod<Int64?, Void>.optional("probe:").argumentBoxing.direct)
    #expect(!DelegateMethod<Selector, Void>.optional("probe:").argumentBoxing.direct)
  }
}
