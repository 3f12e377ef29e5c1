import CFixtures
import Dispatch
import DynamicProxyRx
import DynamicProxySupport
import Testing

@testable import DynamicProxy
@testable import DynamicProxyRuntime

/// Structs by value too large to box inline (more than 16 bytes) keep their bytes in an array: an
/// observed call writes them over the value the method's previous call left at the struct's position
/// of the spare `[Any]`, in place when nobody holds it any more. A value a subscriber kept must stay
/// as it was delivered, and each call must see its own bytes, whatever the subscribers kept.
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

  final class Parent: HasDelegate, HasDelegateProxyStorage,
    @unchecked Sendable  // used on the test's thread only
  {
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

  final class Proxy: DelegateProxy<Parent, DelegateObject>, DelegateProxyType,
    @unchecked Sendable  // no state beyond DelegateProxy's
  {
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

  @Test func aStructWritesOverTheValueAtItsPositionUnlessSomeoneStillHoldsIt() throws {
    let encoding = StructEncoding.interned(Self.triple)
    func store(_ triple: Triple, into element: inout Any) {
      withUnsafeBytes(of: triple) {
        StructValue.store(unchecked: $0.baseAddress!, size: 24, encoding: encoding, into: &element)
      }
    }
    func address(_ element: Any) -> UnsafeRawPointer? {
      (element as? StructValue)?.withUnsafeBytes { $0.baseAddress }
    }
    // A placeholder at the position (the method's first call): a new value.
    var element: Any = ()
    let first = Triple(a: 1, b: 2, c: 3)
    store(first, into: &element)
    #expect(try (element as? StructValue)?.load(as: Triple.self) == first)
    // Somebody holds that value: the next struct is written into bytes of its own.
    let heldBytes = address(element)
    var kept: StructValue? = element as? StructValue
    let second = Triple(a: 4, b: 5, c: 6)
    store(second, into: &element)
    #expect(try kept?.load(as: Triple.self) == first, "a value somebody holds is left as it was")
    #expect(try (element as? StructValue)?.load(as: Triple.self) == second)
    #expect(address(element) != heldBytes)
    // Once nobody else holds it, the value at the position is written in place.
    kept = nil
    let reusedBytes = address(element)
    let third = Triple(a: 7, b: 8, c: 9)
    store(third, into: &element)
    #expect(address(element) == reusedBytes, "no allocation once nobody else holds the bytes")
    #expect(try (element as? StructValue)?.load(as: Triple.self) == third)
    // A copy of the whole element (as a kept `[Any]` holds it) is left alone too.
    let keptElement = element
    store(first, into: &element)
    #expect(try (keptElement as? StructValue)?.load(as: Triple.self) == third)
    #expect(try (element as? StructValue)?.load(as: Triple.self) == first)
    // Anything else at the position (another struct's value, another type) is replaced.
    var other: Any = try StructValue(Quad(a: 1, b: 2, c: 3, d: 4), encoding: Self.quad)
    store(second, into: &other)
    #expect(try (other as? StructValue)?.load(as: Triple.self) == second)
    var number: Any = 42
    store(third, into: &number)
    #expect(try (number as? StructValue)?.load(as: Triple.self) == third)
  }

  @Test func aValueKeptAcrossCallsKeepsItsOwnBytes() throws {
    let parent = Parent()
    let proxy = Proxy.proxy(for: parent)
    let kept = Lock<[StructValue]>([])
    let bag = DisposeBag()
    // Each call keeps its 24-byte struct only: the next call finds it held and must not write over
    // it; the call after that may reuse the bytes again once nobody holds them.
    proxy.methodInvoked("take:triple:quad:").subscribe(onNext: { arguments in
      kept.withLock { $0.append(arguments[1] as! StructValue) }
    }).disposed(by: bag)
    for call in 1...12 {
      let (triple, quad) = Self.values(call)
      try parent.take(triple, quad)
      if call % 4 == 0 { kept.withLock { $0.removeAll() } }
      let values = kept.withLock { $0 }
      for (index, value) in values.enumerated() {
        let delivered = call - values.count + index + 1
        #expect(try value.load(as: Triple.self) == Self.values(delivered).0)
      }
    }
  }

  @Test func aReentrantCallBoxesItsOwnStructs() throws {
    let parent = Parent()
    let proxy = Proxy.proxy(for: parent)
    let seen = Lock<[(outer: Triple, inner: Triple?)]>([])
    let depth = Lock(0)
    let bag = DisposeBag()
    // The outer call's subscriber makes an inner call of the same method while it holds the outer
    // call's arguments: the inner call must not write over them.
    proxy.sentMessage("take:triple:quad:").subscribe(onNext: { arguments in
      let outer = try! Self.decoded(arguments).0
      let entered = depth.withLock {
        $0 += 1; return $0
      }
      defer { depth.withLock { $0 -= 1 } }
      guard entered == 1 else { return }
      let (triple, quad) = Self.values(Int(outer.a) + 100)
      try! parent.take(triple, quad)
      seen.withLock { $0.append((outer: try! Self.decoded(arguments).0, inner: nil)) }
    }).disposed(by: bag)
    proxy.methodInvoked("take:triple:quad:").subscribe(onNext: { arguments in
      let triple = try! Self.decoded(arguments).0
      if triple.a > 100 { seen.withLock { $0.append((outer: triple, inner: triple)) } }
    }).disposed(by: bag)
    for call in 1...5 {
      let (triple, quad) = Self.values(call)
      try parent.take(triple, quad)
    }
    let records = seen.withLock { $0 }
    #expect(records.filter { $0.inner == nil }.map(\.outer) == (1...5).map { Self.values($0).0 })
    #expect(records.compactMap(\.inner) == (1...5).map { Self.values($0 + 100).0 })
  }

  @Test func arraysKeptWholeStayAsTheyWereDeliveredWhileTheSpareIsHeld() throws {
    let parent = Parent()
    let proxy = Proxy.proxy(for: parent)
    let held = Lock<[Any]?>(nil)
    let bag = DisposeBag()
    // The subscriber keeps the last call's array itself (the spare array's storage) until the next
    // call has delivered: that call boxes into a copy, and the kept array stays as delivered.
    proxy.methodInvoked("take:triple:quad:").subscribe(onNext: { arguments in
      if let previous = held.withLock({ $0 }) {
        let (triple, quad) = try! Self.decoded(previous)
        let (current, _) = try! Self.decoded(arguments)
        #expect(triple.a + 1 == current.a)
        #expect(quad == Self.values(Int(triple.a)).1)
      }
      held.withLock { $0 = arguments }
    }).disposed(by: bag)
    for call in 1...8 {
      let (triple, quad) = Self.values(call)
      try parent.take(triple, quad)
      let (triple8, quad8) = try Self.decoded(try #require(held.withLock { $0 }))
      #expect(triple8 == triple && quad8 == quad)
    }
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

  // MARK: Through a C caller

  static let summing = try! DelegateProtocol(
    "S24dSummer", convention: .function, methods: [.required("sum", "d" + CFIXTURES_ENCODING_S24d)])
  static let sumFunction: @convention(c) (CFixtures_S24d) -> Double = CFixtures_sum_S24d

  final class Summer: HasDelegate, HasDelegateProxyStorage,
    @unchecked Sendable  // used on the test's thread only
  {
    weak var delegate: DelegateObject?
    let delegateProxyStorage = DelegateProxyStorage()

    /// Calls the delegate's `sum` as a C library would: through its function pointer.
    func sum(_ value: CFixtures_S24d) throws -> Double {
      let function = try #require(delegate?.callbackFunction(for: "sum"))
      return CFixtures_call_sum_S24d(function, value)
    }
  }

  final class SummerProxy: DelegateProxy<Summer, DelegateObject>, DelegateProxyType,
    @unchecked Sendable  // no state beyond DelegateProxy's
  {
    static let delegateProtocol = LargeStructArgumentsTests.summing

    static func registerKnownImplementations() {
      register { SummerProxy(parentObject: $0, delegateProxy: SummerProxy.self) }
    }
  }

  /// The observing trampoline's own body for such a method (a C caller, not `DelegateTarget`):
  /// kept values stay as delivered, each call delivers its own struct, and the forward still runs.
  @Test func aCCallerThroughTheTrampolineDeliversItsOwnStructsAndKeptOnesStay() throws {
    let parent = Summer()
    let original = DelegateObject(delegateProtocol: Self.summing)
    try original.implement("sum", function: unsafeBitCast(Self.sumFunction, to: UnsafeRawPointer.self))
    parent.delegate = original
    let proxy = SummerProxy.proxy(for: parent)
    let seen = Lock<[Double]>([])
    let kept = Lock<[StructValue]>([])
    let bag = DisposeBag()
    proxy.methodInvoked("sum").subscribe(onNext: { arguments in
      let value = arguments[0] as! StructValue
      let fields = try! value.load(as: CFixtures_S24d.self)
      seen.withLock { $0.append(fields.a) }
      // Every other call's struct kept: the next call must not write over it.
      if Int(fields.a) % 2 == 0 { kept.withLock { $0.append(value) } }
    }).disposed(by: bag)
    for call in 1...10 {
      let x = Double(call)
      #expect(try parent.sum(CFixtures_make_S24d(x, x * 10, x * 100)) == x * 111)
    }
    #expect(seen.withLock { $0 } == (1...10).map(Double.init))
    let values = try kept.withLock { $0 }.map { try $0.load(as: CFixtures_S24d.self) }
    #expect(
      values.map { [$0.a, $0.b, $0.c] }
        == stride(from: 2.0, through: 10, by: 2).map { [$0, $0 * 10, $0 * 100] })
  }

  @Test func callsFromManyThreadsEachBoxTheirOwnStructs() async throws {
    let parent = Parent()
    let proxy = Proxy.proxy(for: parent)
    let callers = 4
    let callsPerCaller = 1_000
    let mismatches = Lock(0)
    let seen = Lock<[Double]>([])
    let bag = DisposeBag()
    // Every call's two structs are made from one number: a call that saw another call's bytes, or
    // bytes written while it read them, would find them disagree.
    proxy.sentMessage("take:triple:quad:").subscribe(onNext: { arguments in
      for _ in 0..<3 {
        guard let (triple, quad) = try? Self.decoded(arguments), (triple, quad) == Self.values(Int(triple.a))
        else {
          mismatches.withLock { $0 += 1 }
          return
        }
      }
      seen.withLock { $0.append(try! Self.decoded(arguments).0.a) }
    }).disposed(by: bag)
    let kept = Lock<[[Any]]>([])
    proxy.methodInvoked("take:triple:quad:").subscribe(onNext: { arguments in
      // Every 7th call's arguments kept: the next calls on that position must copy, not overwrite.
      if Int((try? Self.decoded(arguments).0.a) ?? 0) % 7 == 0 { kept.withLock { $0.append(arguments) } }
    }).disposed(by: bag)

    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let group = DispatchGroup()
      for caller in 0..<callers {
        DispatchQueue(label: "large-structs.\(caller)").async(group: group) {
          for call in 1...callsPerCaller {
            let (triple, quad) = Self.values(caller * callsPerCaller + call)
            try? parent.take(triple, quad)
          }
        }
      }
      group.notify(queue: .global()) { continuation.resume() }
    }

    #expect(mismatches.withLock { $0 } == 0)
    #expect(seen.withLock { $0 }.sorted() == (1...callers * callsPerCaller).map(Double.init))
    for arguments in kept.withLock({ $0 }) {
      let (triple, quad) = try Self.decoded(arguments)
      #expect((triple, quad) == Self.values(Int(triple.a)), "a kept call's structs stay as delivered")
    }
  }
}
