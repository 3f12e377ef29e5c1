import Testing

@testable import DynamicProxy

/// A Swift-protocol proxy boxes `[Any]` arguments straight from the Swift values (no C frame), as
/// RxCocoa code casts them: a struct as itself, a scalar or pointer as a frame of the same call
/// boxes it, whatever its kind.
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
    repeat boxing.append(each argument, at: &position, to: &direct)
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

  /// 16 bytes of four fields (alignment 4), and 32 bytes: with `Pair` (8), `Triple` (24) and
  /// `Padded` (12 in Swift, 16 in C), structs of every size.
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

  /// RxCocoa's `castOrThrow(CGPoint.self, a[1])` ports as `a[1] as? Rect`: a C struct argument of a
  /// Swift protocol boxes as the Swift struct, not as the `StructValue` a C frame holds (which
  /// loads the same value).
  @Test func structsOfEverySizeBoxAsTheSwiftStruct() throws {
    let method = DelegateMethod<Pair, Quad, Triple, Rect, Padded, Void>.optional("probe:a:b:c:d:")
    #expect(method.argumentBoxing.direct)
    #expect(method.argumentBoxing.encoded == 0)
    let pair = Pair(a: -1, b: .max)
    let quad = Quad(a: 1, b: -2, c: 3, d: .min)
    let triple = Triple(a: .pi, b: -0.0, c: .infinity)
    let rect = Rect(x: 1.5, y: -2.5, width: 1e300, height: .leastNonzeroMagnitude)
    let padded = Padded(x: -1, n: 42)
    let (direct, framed) = try boxedBothWays(method, pair, quad, triple, rect, padded)
    #expect(direct[0] as? Pair == pair)
    #expect(direct[1] as? Quad == quad)
    #expect(direct[2] as? Triple == triple)
    #expect(direct[3] as? Rect == rect)
    #expect(direct[4] as? Padded == padded)
    // The frame's boxes hold the same values.
    #expect(try (framed[0] as? StructValue)?.load(as: Pair.self) == pair)
    #expect(try (framed[1] as? StructValue)?.load(as: Quad.self) == quad)
    #expect(try (framed[2] as? StructValue)?.load(as: Triple.self) == triple)
    #expect(try (framed[3] as? StructValue)?.load(as: Rect.self) == rect)
    #expect(try (framed[4] as? StructValue)?.load(as: Padded.self) == padded)
  }

  @Test func optionalStructsBoxAsTheirValueOrNull() throws {
    let method = DelegateMethod<Triple?, Triple?, Pair?, Void>.optional("probe:a:b:")
    #expect(method.argumentBoxing.direct)
    #expect(method.argumentBoxing.optionals == 0b111)
    let triple = Triple(a: 1, b: 2, c: 3)
    let (direct, _) = try boxedBothWays(method, triple, nil, Pair(a: 7, b: 8))
    #expect(direct[0] as? Triple == triple)
    #expect(direct[1] is NullArgument)
    #expect(direct[2] as? Pair == Pair(a: 7, b: 8))
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

  @Test func anyOptionalIntegersAndSelectorsBoxDirectlyAsAFrameReadsThem() throws {
    let method = DelegateMethod<Any, Int64?, Int64?, Selector, Void>.optional("probe:a:b:c:")
    #expect(method.argumentBoxing.direct)
    let (direct, framed) = try boxedBothWays(method, "any", Int64(-3), nil, Selector("probe:"))
    #expect(described(direct) == described(framed))
    #expect(direct[0] as? String == "any")
    #expect(direct[1] as? Int64 == -3)
    #expect(direct[2] is NullArgument)
    #expect(direct[3] as? Selector == Selector("probe:"))
  }

  @Test func onlyAnArgumentPastTheMasksThatNeedsOneGoesThroughAFrame() {
    typealias Many = DelegateMethod<
      Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int,
      Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int,
      Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int,
      Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int,
      String, Void
    >
    #expect(Many.optional("probe").argumentBoxing.direct, "a 65th argument that boxes as itself")
    typealias ManyWithPointer = DelegateMethod<
      Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int,
      Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int,
      Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int,
      Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int,
      UnsafeRawPointer, Void
    >
    #expect(!ManyWithPointer.optional("probe").argumentBoxing.direct, "a 65th argument that needs its slot")
  }
}
