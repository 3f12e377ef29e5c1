import DynamicProxyRx
import Synchronization
import Testing

@testable import DynamicProxy

/// Typed calls of every arity, 0 to 6 declared arguments: up to four, `call` has overloads of its
/// own that call a typed closure without passing the arguments as a parameter pack; beyond, and
/// with none, the pack form. Every arity must reach every kind of implementation — a typed closure
/// (directly, and behind an unobserved proxy), a proxy's observers, an implementation of another
/// kind (through a C frame) — with every argument in order, the result back, and each object
/// argument released exactly once.
@Suite struct TypedArityTests {
  /// The arguments, per position: an object, a double, an `Int32`, a 16-byte struct, a 32-byte
  /// struct (passed in memory), a byte. Each method returns a checksum of what it received.
  enum Methods {
    static let arity0 = DelegateMethod<Int64>.optional("arity0")
    static let arity1 = DelegateMethod<Tracked, Int64>.optional("arity1:")
    static let arity2 = DelegateMethod<Tracked, Double, Int64>.optional("arity2:b:")
    static let arity3 = DelegateMethod<Tracked, Double, Int32, Int64>.optional("arity3:b:c:")
    static let arity4 = DelegateMethod<Tracked, Double, Int32, IntDouble, Int64>.optional("arity4:b:c:d:")
    static let arity5 = DelegateMethod<Tracked, Double, Int32, IntDouble, Segment, Int64>.optional(
      "arity5:b:c:d:e:")
    static let arity6 = DelegateMethod<Tracked, Double, Int32, IntDouble, Segment, UInt8, Int64>.optional(
      "arity6:b:c:d:e:f:")
    static let description = try! DelegateProtocol(
      "TypedArityDelegate", arity0, arity1, arity2, arity3, arity4, arity5, arity6)
  }

  final class Parent: HasDelegate, HasDelegateProxyStorage,
    @unchecked Sendable  // used on the test's thread only
  {
    weak var delegate: DelegateObject?
    let delegateProxyStorage = DelegateProxyStorage()
  }

  final class Proxy: DelegateProxy<Parent, DelegateObject>, DelegateProxyType,
    @unchecked Sendable  // no state beyond DelegateProxy's
  {
    static let delegateProtocol = Methods.description

    static func registerKnownImplementations() {
      register { Proxy(parentObject: $0, delegateProxy: Proxy.self) }
    }
  }

  /// One call's arguments, made from a seed so that every call (and position) differs.
  struct Arguments {
    let tracked: Tracked
    let real: Double
    let int: Int32
    let pair: IntDouble
    let segment: Segment
    let byte: UInt8

    init(seed: Int, counter: DeinitCounter) {
      tracked = Tracked("t\(seed)", counter: counter)
      real = Double(seed) + 0.25
      int = Int32(-seed)
      pair = IntDouble(count: seed * 3, weight: 0.5)
      segment = Segment(from: Point(x: 1, y: Double(seed)), to: Point(x: 2, y: 3))
      byte = UInt8(truncatingIfNeeded: 200 + seed)
    }
  }

  /// The checksum of the first `count` arguments, as each implementation computes it.
  static func checksum(
    _ count: Int, _ tracked: Tracked?, _ real: Double, _ int: Int32, _ pair: IntDouble?, _ segment: Segment?,
    _ byte: UInt8
  ) -> Int64 {
    var sum = Int64(count) * 1_000_000
    if count > 0, let tracked { sum += Int64(tracked.name.dropFirst())! * 7 }
    if count > 1 { sum += Int64(real * 4) * 11 }
    if count > 2 { sum += Int64(int) * 13 }
    if count > 3, let pair { sum += Int64(pair.count) * 17 + Int64(pair.weight * 2) }
    if count > 4, let segment { sum += Int64(segment.from.y) * 19 + Int64(segment.to.x + segment.to.y) }
    if count > 5 { sum += Int64(byte) * 23 }
    return sum
  }

  static func expected(_ count: Int, _ arguments: Arguments) -> Int64 {
    checksum(
      count, arguments.tracked, arguments.real, arguments.int, arguments.pair, arguments.segment,
      arguments.byte)
  }

  /// Implements every method with a typed closure of its own types.
  static func implementTyped(_ delegate: DelegateObject) throws {
    try delegate.implement(Methods.arity0) { checksum(0, nil, 0, 0, nil, nil, 0) }
    try delegate.implement(Methods.arity1) { a in checksum(1, a, 0, 0, nil, nil, 0) }
    try delegate.implement(Methods.arity2) { a, b in checksum(2, a, b, 0, nil, nil, 0) }
    try delegate.implement(Methods.arity3) { a, b, c in checksum(3, a, b, c, nil, nil, 0) }
    try delegate.implement(Methods.arity4) { a, b, c, d in checksum(4, a, b, c, d, nil, 0) }
    try delegate.implement(Methods.arity5) { a, b, c, d, e in checksum(5, a, b, c, d, e, 0) }
    try delegate.implement(Methods.arity6) { a, b, c, d, e, f in checksum(6, a, b, c, d, e, f) }
  }

  /// Implements every method with an implementation that reads its invocation (not a typed
  /// closure): a typed call reaches it through a C frame.
  static func implementWithInvocations(_ delegate: DelegateObject) throws {
    for (count, method) in Methods.description.methods.enumerated() {
      try delegate.implement(
        method.selector,
        with: Implementation(signature: method.signature) { invocation in
          let first = 2
          let tracked = count > 0 ? try! invocation.argument(at: first, as: Tracked.self) : nil
          let real = count > 1 ? try! invocation.argument(at: first + 1, as: Double.self) : 0
          let int = count > 2 ? try! invocation.argument(at: first + 2, as: Int32.self) : 0
          let pair = count > 3 ? try! invocation.argument(at: first + 3, as: IntDouble.self) : nil
          let segment = count > 4 ? try! invocation.argument(at: first + 4, as: Segment.self) : nil
          let byte = count > 5 ? try! invocation.argument(at: first + 5, as: UInt8.self) : 0
          try! invocation.setReturnValue(checksum(count, tracked, real, int, pair, segment, byte))
        })
    }
  }

  /// A parent whose delegate is a delegate object of the protocol, implemented by `implement` (the
  /// caller keeps the delegate alive: the parent holds it weakly).
  static func parent(
    implementing implement: (DelegateObject) throws -> Void
  ) throws -> (parent: Parent, forward: DelegateObject) {
    let parent = Parent()
    let forward = DelegateObject(delegateProtocol: Methods.description)
    try implement(forward)
    parent.delegate = forward
    return (parent, forward)
  }

  /// Calls the method of `count` arguments with the typed `call` (each arity written out, so that
  /// each overload is the one chosen).
  static func call(_ delegate: DelegateObject?, _ count: Int, _ arguments: Arguments) -> Int64? {
    let a = arguments
    switch count {
    case 0: return delegate?.call(Methods.arity0)
    case 1: return delegate?.call(Methods.arity1, a.tracked)
    case 2: return delegate?.call(Methods.arity2, a.tracked, a.real)
    case 3: return delegate?.call(Methods.arity3, a.tracked, a.real, a.int)
    case 4: return delegate?.call(Methods.arity4, a.tracked, a.real, a.int, a.pair)
    case 5: return delegate?.call(Methods.arity5, a.tracked, a.real, a.int, a.pair, a.segment)
    default: return delegate?.call(Methods.arity6, a.tracked, a.real, a.int, a.pair, a.segment, a.byte)
    }
  }

  /// Makes each call of `count` arguments through `delegate` (three calls, distinct arguments),
  /// checks each result, and that every argument object is released once the calls are over.
  private func expectCalls(
    _ count: Int, through delegate: () -> DelegateObject?, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let counter = DeinitCounter()
    do {
      for seed in 1...3 {
        let arguments = Arguments(seed: seed, counter: counter)
        #expect(
          Self.call(delegate(), count, arguments) == Self.expected(count, arguments),
          "arity \(count), call \(seed)", sourceLocation: sourceLocation)
        #expect(
          counter.value == seed - 1, "no argument object released early", sourceLocation: sourceLocation)
      }
    }
    #expect(counter.value == 3, "each argument object released once", sourceLocation: sourceLocation)
  }

  @Test(arguments: 0...6)
  func aTypedClosureIsCalledDirectly(count: Int) throws {
    let delegate = DelegateObject(delegateProtocol: Methods.description)
    try Self.implementTyped(delegate)
    expectCalls(count) { delegate }
  }

  @Test(arguments: 0...6)
  func anUnobservedProxyForwardsToATypedClosure(count: Int) throws {
    let (parent, forward) = try Self.parent(implementing: Self.implementTyped)
    let proxy = Proxy.proxy(for: parent)
    #expect(parent.delegate === proxy)
    expectCalls(count) { parent.delegate }
    withExtendedLifetime(forward) {}
  }

  @Test(arguments: 0...6)
  func anImplementationOfAnotherKindIsCalledThroughAFrame(count: Int) throws {
    let (parent, forward) = try Self.parent(implementing: Self.implementWithInvocations)
    expectCalls(count) { parent.delegate }
    _ = Proxy.proxy(for: parent)
    expectCalls(count) { parent.delegate }
    withExtendedLifetime(forward) {}
  }

  @Test(arguments: 0...6)
  func anObservedMethodIsDeliveredAndForwardedInOrder(count: Int) throws {
    let (parent, forward) = try Self.parent(implementing: Self.implementTyped)
    let log = TypedLog()
    let proxy = Proxy.proxy(for: parent)
    let selector = Methods.description.methods[count].selector
    // `[Any]` subscribers (any arity, one type): the declared arguments, and the call's result.
    let sent = proxy.sentMessage(selector).subscribe(onNext: { log.append("sent \($0.count)") })
    let returned = proxy.methodReturned(selector).subscribe(onNext: { call in
      log.append("returned \(call.returnValue)")
    })
    let counter = DeinitCounter()
    do {
      let arguments = Arguments(seed: 5, counter: counter)
      let result = Self.call(parent.delegate, count, arguments)
      #expect(result == Self.expected(count, arguments))
      #expect(log.entries == ["sent \(count)", "returned \(Self.expected(count, arguments))"])
    }
    sent.dispose()
    returned.dispose()
    #expect(counter.value == 1, "the argument object released once its deliveries are over")
    withExtendedLifetime(forward) {}
  }

  @Test func typedSubscribersOfEveryOverloadedArityReceiveTheirArguments() throws {
    let (parent, forward) = try Self.parent(implementing: Self.implementTyped)
    let proxy = Proxy.proxy(for: parent)
    let log = TypedLog()
    let bag = DisposeBag()
    proxy.methodInvoked(Methods.arity1).subscribe(onNext: { a in log.append("1 \(a.name)") }).disposed(
      by: bag)
    proxy.methodInvoked(Methods.arity2).subscribe(onNext: { a, b in log.append("2 \(a.name) \(b)") })
      .disposed(by: bag)
    proxy.sentMessage(Methods.arity3).subscribe(onNext: { a, b, c in log.append("3 \(a.name) \(b) \(c)") })
      .disposed(by: bag)
    proxy.methodReturned(Methods.arity4)
      .subscribe(onNext: { call in
        let (a, b, c, d) = call.arguments
        log.append("4 \(a.name) \(b) \(c) \(d.count) -> \(call.returnValue)")
      }
      ).disposed(by: bag)
    let counter = DeinitCounter()
    do {
      let arguments = Arguments(seed: 2, counter: counter)
      for count in 1...4 {
        #expect(Self.call(parent.delegate, count, arguments) == Self.expected(count, arguments))
      }
      #expect(
        log.entries == [
          "1 t2", "2 t2 2.25", "3 t2 2.25 -2", "4 t2 2.25 -2 6 -> \(Self.expected(4, arguments))",
        ])
    }
    #expect(counter.value == 1)
    withExtendedLifetime(forward) {}
  }

  @Test func aMethodNobodyImplementsReturnsNilAtEveryArity() throws {
    let (parent, forward) = try Self.parent(implementing: { _ in })
    let counter = DeinitCounter()
    do {
      let arguments = Arguments(seed: 1, counter: counter)
      for count in 0...6 { #expect(Self.call(parent.delegate, count, arguments) == nil) }
      _ = Proxy.proxy(for: parent)
      for count in 0...6 { #expect(Self.call(parent.delegate, count, arguments) == nil) }
    }
    #expect(counter.value == 1)
    // The delegate stays alive for the calls: nil says it does not implement the methods.
    withExtendedLifetime(forward) {}
  }
}
