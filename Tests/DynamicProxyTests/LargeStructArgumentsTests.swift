import DynamicProxyRx
import DynamicProxySupport
import Testing

@testable import DynamicProxy

/// Structs by value too large to box inline (more than 16 bytes) keep their bytes in an array,
/// which an observed call writes into the array of the method's previous call when nobody holds
/// it any more: a value a subscriber kept must stay as it was delivered, and each call must see
/// its own bytes, whatever the subscribers kept.
@Suite struct LargeStructArgumentsTests {
  struct Triple: Equatable {
    var a: Double
    var b: Double
    var c: Double
  }

  struct Quad: Equatable {
    var a: Double
    var b: Double
    var c: Double
    var d: Double
  }

  static let triple = try! TypeEncoding("{Triple=ddd}")
  static let quad = try! TypeEncoding("{Quad=dddd}")
  static let structsProtocol = try! DelegateProtocol(
    "LargeStructsDelegate",
    methods: [.optional("take:triple:quad:", "v@{Triple=ddd}{Quad=dddd}")])

  final class Parent: HasDelegate, HasDelegateProxyStorage, @unchecked Sendable {
    // @unchecked: used from the test's thread only.
    weak var delegate: DelegateObject?
    let delegateProxyStorage = DelegateProxyStorage()

    func take(_ triple: Triple, _ quad: Quad) throws {
      let target = try #require(delegate?.target(for: "take:triple:quad:"))
      _ = try target.call([
        self, try StructValue(triple, encoding: LargeStructArgumentsTests.triple),
        try StructValue(quad, encoding: LargeStructArgumentsTests.quad),
      ])
    }
  }

  final class Proxy: DelegateProxy<Parent, DelegateObject>, DelegateProxyType, @unchecked Sendable {
    // @unchecked: no stored properties of its own.
    static let delegateProtocol = LargeStructArgumentsTests.structsProtocol

    static func registerKnownImplementations() {
      register { Proxy(parentObject: $0, delegateProxy: Proxy.self) }
    }
  }

  private static func values(_ call: Int) -> (Triple, Quad) {
    let x = Double(call)
    return (Triple(a: x, b: x + 0.5, c: -x), Quad(a: x * 2, b: x * 3, c: x * 4, d: x * 5))
  }

  private static func decoded(_ arguments: [Any]) throws -> (Triple, Quad) {
    let triple = try #require(arguments[1] as? StructValue).load(as: Triple.self)
    let quad = try #require(arguments[2] as? StructValue).load(as: Quad.self)
    return (triple, quad)
  }

  @Test func aStructTakesTheSpareArrayOfItsOwnSize() throws {
    // The arrays of a call with a 24-byte and a 32-byte struct, kept in argument order.
    let quadArray = [UInt8](repeating: 0, count: 32)
    let tripleArray = [UInt8](repeating: 0, count: 24)
    var spares = [tripleArray, quadArray]
    let triple = Triple(a: 1, b: 2, c: 3)
    let value = withUnsafeBytes(of: triple) {
      StructValue(unchecked: $0.baseAddress!, size: 24, encoding: Self.triple, reusing: &spares)
    }
    #expect(spares == [quadArray], "the 24-byte array was taken, the 32-byte one left")
    #expect(try value.load(as: Triple.self) == triple)
    #expect(tripleArray == [UInt8](repeating: 0, count: 24), "a spare somebody holds is copied on write")
    // No spare of its size: an array of its own, the spares left alone.
    let other = withUnsafeBytes(of: triple) {
      StructValue(unchecked: $0.baseAddress!, size: 24, encoding: Self.triple, reusing: &spares)
    }
    #expect(spares == [quadArray])
    #expect(try other.load(as: Triple.self) == triple)
  }

  @Test func eachCallSeesItsOwnStructsWhenNobodyKeepsThem() throws {
    let parent = Parent()
    let proxy = Proxy.proxy(for: parent)
    let seen = Lock<[String]>([])
    let bag = DisposeBag()
    proxy.methodInvoked("take:triple:quad:").subscribe(onNext: { arguments in
      let (triple, quad) = try! Self.decoded(arguments)
      seen.withLock { $0.append("\(triple.a) \(triple.c) \(quad.d)") }
    }).disposed(by: bag)
    for call in 1...20 {
      let (triple, quad) = Self.values(call)
      try parent.take(triple, quad)
    }
    #expect(seen.withLock { $0 } == (1...20).map { "\(Double($0)) \(Double(-$0)) \(Double($0 * 5))" })
  }

  @Test func structsASubscriberKeepsStayAsTheyWereDelivered() throws {
    let parent = Parent()
    let proxy = Proxy.proxy(for: parent)
    let keptArrays = Lock<[[Any]]>([])
    let keptValues = Lock<[StructValue]>([])
    let bag = DisposeBag()
    // One subscriber keeps whole arrays, another only the 32-byte struct of every third call.
    proxy.sentMessage("take:triple:quad:").subscribe(onNext: { arguments in
      keptArrays.withLock { $0.append(arguments) }
    }).disposed(by: bag)
    var call = 0
    proxy.methodInvoked("take:triple:quad:").subscribe(onNext: { arguments in
      call += 1
      if call % 3 == 0 { keptValues.withLock { $0.append(arguments[2] as! StructValue) } }
    }).disposed(by: bag)
    for call in 1...30 {
      let (triple, quad) = Self.values(call)
      try parent.take(triple, quad)
    }
    let arrays = keptArrays.withLock { $0 }
    #expect(arrays.count == 30)
    for (index, arguments) in arrays.enumerated() {
      let (triple, quad) = try Self.decoded(arguments)
      #expect(triple == Self.values(index + 1).0 && quad == Self.values(index + 1).1)
    }
    let values = keptValues.withLock { $0 }
    #expect(
      try values.map { try $0.load(as: Quad.self) }
        == stride(from: 3, through: 30, by: 3).map { Self.values($0).1 })
  }

  @Test func structsKeptOnlyBetweenCallsAreLeftAloneAndTheNextCallsStillDeliver() throws {
    let parent = Parent()
    let proxy = Proxy.proxy(for: parent)
    let last = Lock<[Any]?>(nil)
    let bag = DisposeBag()
    proxy.methodInvoked("take:triple:quad:").subscribe(onNext: { arguments in
      // The previous call's arguments, still held here while this call's are boxed.
      if let previous = last.withLock({ $0 }) {
        let (triple, _) = try! Self.decoded(previous)
        let (current, _) = try! Self.decoded(arguments)
        #expect(triple.a + 1 == current.a)
      }
      last.withLock { $0 = arguments }
    }).disposed(by: bag)
    for call in 1...10 {
      let (triple, quad) = Self.values(call)
      try parent.take(triple, quad)
    }
    let (triple, quad) = try Self.decoded(try #require(last.withLock { $0 }))
    #expect(triple == Self.values(10).0 && quad == Self.values(10).1)
  }
}
