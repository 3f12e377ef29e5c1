import CFloors
import DynamicProxy
import DynamicProxyRx

extension CFloorsS16: @retroactive TypeEncodable {
  /// `{S16=dd}`.
  public static let typeEncoding: TypeEncoding = .structure(name: "S16", fields: [.double, .double])
}

extension CFloorsS24: @retroactive TypeEncodable {
  /// `{S24=ddd}`.
  public static let typeEncoding: TypeEncoding = .structure(name: "S24", fields: [.double, .double, .double])
}

extension CFloorsS32: @retroactive TypeEncodable {
  /// `{S32=dddd}`.
  public static let typeEncoding: TypeEncoding = .structure(
    name: "S32", fields: [.double, .double, .double, .double])
}

/// The methods of ``DelegateProtocol/bench`` as typed methods (the typed approach): the same
/// selectors, their signatures derived from the Swift types.
enum BenchMethods {
  static let void = DelegateMethod<FFIParent, Void>.optional("benchDidFire:")
  static let mixed = DelegateMethod<FFIParent, Double, Double, Void>.optional("bench:didMoveToX:y:")
  static let int64 = DelegateMethod<FFIParent, Int64, Void>.optional("bench:didCount:")
  static let returnsInt = DelegateMethod<FFIParent, Int>.optional("numberOfItemsInBench:")
  static let returnsBool = DelegateMethod<FFIParent, Bool>.optional("benchShouldBegin:")
  static let returnsObject = DelegateMethod<FFIParent, Item>.optional("itemForBench:")
  static let struct16 = DelegateMethod<FFIParent, CFloorsS16, Void>.optional("bench:didChangeOffset:")
  static let struct24 = DelegateMethod<FFIParent, CFloorsS24, Void>.optional("bench:didChangeSize:")
  static let struct32 = DelegateMethod<FFIParent, CFloorsS32, Void>.optional("bench:didChangeFrame:")
  static let structPointer = DelegateMethod<FFIParent, UnsafeMutablePointer<CFloorsS32>, Void>.optional(
    "bench:willChangeFrame:")
}

/// The real delegate of the typed approach: typed Swift closures, each doing the same work as
/// ``SwiftRealDelegate``'s method.
final class TypedRealDelegate: DelegateObject, @unchecked Sendable {  // adds Sendable lets
  /// What the calls accumulated.
  let tally = Tally()
  private let item = Item()

  /// Creates the delegate and implements every method of ``DelegateProtocol/bench``.
  init() {
    super.init(delegateProtocol: .bench)
    let tally = tally
    let item = item
    try! implement(BenchMethods.void) { sender in tally.add(bits(sender)) }
    try! implement(BenchMethods.mixed) { _, x, y in tally.add((x + y).bitPattern) }
    try! implement(BenchMethods.int64) { _, count in tally.add(UInt64(bitPattern: count)) }
    try! implement(BenchMethods.returnsInt) { sender in
      tally.add(bits(sender))
      return 7
    }
    try! implement(BenchMethods.returnsBool) { sender in
      tally.add(bits(sender))
      return true
    }
    try! implement(BenchMethods.returnsObject) { sender in
      tally.add(bits(sender))
      return item
    }
    try! implement(BenchMethods.struct16) { _, offset in tally.add((offset.a + offset.b).bitPattern) }
    try! implement(BenchMethods.struct24) { _, size in tally.add((size.a + size.c).bitPattern) }
    try! implement(BenchMethods.struct32) { _, frame in tally.add((frame.a + frame.d).bitPattern) }
    try! implement(BenchMethods.structPointer) { _, frame in tally.add(frame.pointee.a.bitPattern) }
  }
}

extension FFIParent {
  // The typed path: `call` with Swift values of the method's types, nothing boxed.

  @inline(never) func typedVoid() { delegate?.call(BenchMethods.void, self) }

  @inline(never) func typedMixed() { delegate?.call(BenchMethods.mixed, self, Arguments.x, Arguments.y) }

  @inline(never) func typedInt64() { delegate?.call(BenchMethods.int64, self, Arguments.count) }

  @inline(never) func typedAskInt() {
    results.add(UInt64(bitPattern: Int64(delegate?.call(BenchMethods.returnsInt, self) ?? 0)))
  }

  @inline(never) func typedAskBool() {
    results.add(delegate?.call(BenchMethods.returnsBool, self) == true ? 1 : 0)
  }

  @inline(never) func typedAskObject() {
    if let item = delegate?.call(BenchMethods.returnsObject, self) { results.add(bits(item)) }
  }

  @inline(never) func typedStruct16() { delegate?.call(BenchMethods.struct16, self, Arguments.offset) }

  @inline(never) func typedStruct24() { delegate?.call(BenchMethods.struct24, self, Arguments.size) }

  @inline(never) func typedStruct32() { delegate?.call(BenchMethods.struct32, self, Arguments.frame) }

  @inline(never) func typedStructPointer() { delegate?.call(BenchMethods.structPointer, self, framePointer) }
}

/// Subscribes typed subscribers of a method, sent ones first: `sink` uses each call's arguments
/// opaquely (timing), `verify` tallies them (verification), or each subscriber only counts the calls
/// (``Consumer/counting(_:)``). The closures are written per method with its concrete types, as a
/// user writes `subscribe(onNext:)`.
func typedSubscriptions<Element>(
  _ counts: SubscriberCounts, _ consumer: Consumer,
  sent: Observable<Element>, invoked: Observable<Element>, sink: @escaping (Element) -> Void,
  verify: @escaping (Element, Tally) -> Void
) -> [any Disposable] {
  let subscriber = consumer.typed(sink: sink, verify: verify)
  return counts.subscribe { event in
    (event == .sent ? sent : invoked).subscribe(onNext: subscriber)
  }
}

/// Sets up the typed approach of a per-shape case: a parent calling `call` with typed arguments,
/// the proxy installed with typed subscribers, a real delegate of typed closures.
func typedFixture(_ shape: Shape, _ counts: SubscriberCounts, _ consumer: Consumer) -> Fixture {
  let parent = FFIParent()
  let real = TypedRealDelegate()
  parent.delegate = real
  let proxy = installProxy(BenchProxy.self, on: parent)
  let subscriptions: [any Disposable]
  let run: @Sendable (Int) -> Void
  switch shape {
  case .void:
    subscriptions = typedSubscriptions(
      counts, consumer, sent: proxy.sentMessage(BenchMethods.void),
      invoked: proxy.methodInvoked(BenchMethods.void),
      sink: { sender in opaqueSink(sender) }, verify: { _, tally in tally.add(1) })
    run = { count in for _ in 0..<count { parent.typedVoid() } }
  case .mixed:
    subscriptions = typedSubscriptions(
      counts, consumer, sent: proxy.sentMessage(BenchMethods.mixed),
      invoked: proxy.methodInvoked(BenchMethods.mixed),
      sink: { sender, x, y in opaqueSink((sender, x, y)) }, verify: { _, tally in tally.add(3) })
    run = { count in for _ in 0..<count { parent.typedMixed() } }
  case .int64:
    subscriptions = typedSubscriptions(
      counts, consumer, sent: proxy.sentMessage(BenchMethods.int64),
      invoked: proxy.methodInvoked(BenchMethods.int64),
      sink: { sender, count in opaqueSink((sender, count)) }, verify: { _, tally in tally.add(2) })
    run = { count in for _ in 0..<count { parent.typedInt64() } }
  case .returnsInt:
    subscriptions = typedSubscriptions(
      counts, consumer, sent: proxy.sentMessage(BenchMethods.returnsInt),
      invoked: proxy.methodInvoked(BenchMethods.returnsInt),
      sink: { sender in opaqueSink(sender) }, verify: { _, tally in tally.add(1) })
    run = { count in for _ in 0..<count { parent.typedAskInt() } }
  case .returnsBool:
    subscriptions = typedSubscriptions(
      counts, consumer, sent: proxy.sentMessage(BenchMethods.returnsBool),
      invoked: proxy.methodInvoked(BenchMethods.returnsBool),
      sink: { sender in opaqueSink(sender) }, verify: { _, tally in tally.add(1) })
    run = { count in for _ in 0..<count { parent.typedAskBool() } }
  case .returnsObject:
    subscriptions = typedSubscriptions(
      counts, consumer, sent: proxy.sentMessage(BenchMethods.returnsObject),
      invoked: proxy.methodInvoked(BenchMethods.returnsObject),
      sink: { sender in opaqueSink(sender) }, verify: { _, tally in tally.add(1) })
    run = { count in for _ in 0..<count { parent.typedAskObject() } }
  case .struct16:
    subscriptions = typedSubscriptions(
      counts, consumer, sent: proxy.sentMessage(BenchMethods.struct16),
      invoked: proxy.methodInvoked(BenchMethods.struct16),
      sink: { sender, offset in opaqueSink((sender, offset)) }, verify: { _, tally in tally.add(2) })
    run = { count in for _ in 0..<count { parent.typedStruct16() } }
  case .struct24:
    subscriptions = typedSubscriptions(
      counts, consumer, sent: proxy.sentMessage(BenchMethods.struct24),
      invoked: proxy.methodInvoked(BenchMethods.struct24),
      sink: { sender, size in opaqueSink((sender, size)) }, verify: { _, tally in tally.add(2) })
    run = { count in for _ in 0..<count { parent.typedStruct24() } }
  case .struct32:
    subscriptions = typedSubscriptions(
      counts, consumer, sent: proxy.sentMessage(BenchMethods.struct32),
      invoked: proxy.methodInvoked(BenchMethods.struct32),
      sink: { sender, frame in opaqueSink((sender, frame)) }, verify: { _, tally in tally.add(2) })
    run = { count in for _ in 0..<count { parent.typedStruct32() } }
  case .structPointer:
    subscriptions = typedSubscriptions(
      counts, consumer, sent: proxy.sentMessage(BenchMethods.structPointer),
      invoked: proxy.methodInvoked(BenchMethods.structPointer),
      sink: { sender, frame in opaqueSink((sender, frame)) }, verify: { _, tally in tally.add(2) })
    run = { count in for _ in 0..<count { parent.typedStructPointer() } }
  }
  let disposables = DisposableList(subscriptions)
  return Fixture(
    run: run, delegateTally: real.tally, resultTally: parent.results, sender: parent,
    retained: [parent, real, proxy], disposers: [{ disposables.dispose() }])
}

/// Subscriptions a fixture disposes when it goes.
final class DisposableList: Sendable {
  private let disposables: [any Disposable]

  init(_ disposables: [any Disposable]) { self.disposables = disposables }

  func dispose() { for disposable in disposables { disposable.dispose() } }
}
