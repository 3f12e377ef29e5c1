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
    let codings = method.requiredBindingReference(for: delegateProtocol).with { $0.codings }
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

  struct Failure: Error, Equatable {}

  /// Optionals of the usual types box without asking their type (a fast path per type); any other
  /// optional through its type, found once: every one as its value, or `NullArgument` for nil.
  @Test func optionalsOfEveryKindBoxAsTheirValueOrNull() throws {
    let method = DelegateMethod<String?, (any Error)?, Int?, Double?, Bool?, [Int]?, Pair?, Void>.optional(
      "probe:a:b:c:d:e:f:")
    #expect(method.argumentBoxing.direct)
    #expect(method.argumentBoxing.optionals == 0b111_1111)
    var values: [Any] = []
    var position = 0
    let boxing = method.argumentBoxing
    boxing.append("text" as String?, at: &position, to: &values)
    boxing.append(Failure() as (any Error)?, at: &position, to: &values)
    boxing.append(7 as Int?, at: &position, to: &values)
    boxing.append(2.5 as Double?, at: &position, to: &values)
    boxing.append(true as Bool?, at: &position, to: &values)
    boxing.append([1, 2] as [Int]?, at: &position, to: &values)
    boxing.append(Pair(a: 1, b: 2) as Pair?, at: &position, to: &values)
    #expect(values[0] as? String == "text")
    #expect(values[1] as? Failure == Failure())
    #expect(values[2] as? Int == 7)
    #expect(values[3] as? Double == 2.5)
    #expect(values[4] as? Bool == true)
    #expect(values[5] as? [Int] == [1, 2])
    #expect(values[6] as? Pair == Pair(a: 1, b: 2))
    var nils: [Any] = []
    position = 0
    boxing.append(String?.none, at: &position, to: &nils)
    boxing.append((any Error)?.none, at: &position, to: &nils)
    boxing.append(Int?.none, at: &position, to: &nils)
    boxing.append(Double?.none, at: &position, to: &nils)
    boxing.append(Bool?.none, at: &position, to: &nils)
    boxing.append([Int]?.none, at: &position, to: &nils)
    boxing.append(Pair?.none, at: &position, to: &nils)
    #expect(nils.count == 7)
    #expect(nils.allSatisfy { $0 is NullArgument })
  }

  /// Four and five arguments box through their out-of-line appends, in order.
  @Test func fourAndFiveArgumentsBoxInOrder() throws {
    let four = DelegateMethod<Token, String?, Int64, Triple, Void>.optional("probe:a:b:c:")
    let five = DelegateMethod<Token, String?, Int64, Triple, Bool?, Void>.optional("probe:a:b:c:d:")
    let token = Token()
    let triple = Triple(a: 1, b: 2, c: 3)
    var values: [Any] = []
    four.argumentBoxing.appendArguments(token, nil as String?, Int64(-9), triple, to: &values)
    #expect(values.count == 4)
    #expect(values[0] as? Token === token)
    #expect(values[1] is NullArgument)
    #expect(values[2] as? Int == -9, "an Int64 as its C slot reads it")
    #expect(values[3] as? Triple == triple)
    values.removeAll()
    five.argumentBoxing.appendArguments(token, "s" as String?, Int64(4), triple, false as Bool?, to: &values)
    #expect(values.count == 5)
    #expect(values[1] as? String == "s")
    #expect(values[4] as? Bool == false)
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
