import CFloors

// The expert's closure table with typed subscribers (`table-typed`), on the slots and snapshots of
// ExpertTables.swift, and the fixture that sets it up.

/// The expert's closure table with typed subscribers (`table-typed`): the same slots and snapshots as
/// ``TableExpertProxy``, each subscriber a `(Arguments) -> Void` of the method's Swift argument
/// tuple (the sender, then the declared arguments): nothing boxed.
final class TableTypedProxy: BenchDelegate, Sendable {
  /// `benchDidFire:`.
  let didFire = ExpertTypedMethod<AnyObject>()
  /// `bench:didMoveToX:y:`.
  let didMove = ExpertTypedMethod<(AnyObject, Double, Double)>()
  /// `bench:didCount:`.
  let didCount = ExpertTypedMethod<(AnyObject, Int64)>()
  /// `numberOfItemsInBench:`.
  let numberOfItems = ExpertTypedMethod<AnyObject>()
  /// `benchShouldBegin:`.
  let shouldBegin = ExpertTypedMethod<AnyObject>()
  /// `itemForBench:`.
  let itemFor = ExpertTypedMethod<AnyObject>()
  /// `bench:didChangeOffset:`.
  let didChangeOffset = ExpertTypedMethod<(AnyObject, CFloorsS16)>()
  /// `bench:didChangeSize:`.
  let didChangeSize = ExpertTypedMethod<(AnyObject, CFloorsS24)>()
  /// `bench:didChangeFrame:`.
  let didChangeFrame = ExpertTypedMethod<(AnyObject, CFloorsS32)>()
  /// `bench:willChangeFrame:`.
  let willChangeFrame = ExpertTypedMethod<(AnyObject, UnsafeMutablePointer<CFloorsS32>)>()
  private weak let forward: (any BenchDelegate)?

  /// Creates a proxy forwarding to `forward`.
  init(forwardingTo forward: any BenchDelegate) { self.forward = forward }

  /// A call whose subscribers get the sender alone: handed to them as the caller passed it, nothing
  /// retained.
  @inline(__always)
  private func relay<R>(
    _ method: ExpertTypedMethod<AnyObject>, sender: AnyObject, otherwise: R, _ call: (any BenchDelegate) -> R
  ) -> R {
    guard let snapshot = method.subscribers.snapshot() else { return forwarded(otherwise, call) }
    return deliver(snapshot, sender, otherwise, call)
  }

  /// A call whose subscribers get a tuple of the sender and the declared arguments: the tuple (which
  /// retains the sender) is made only when somebody listens.
  @inline(__always)
  private func relay<Arguments, R>(
    _ method: ExpertTypedMethod<Arguments>, arguments: () -> Arguments, otherwise: R,
    _ call: (any BenchDelegate) -> R
  ) -> R {
    guard let snapshot = method.subscribers.snapshot() else { return forwarded(otherwise, call) }
    return deliver(snapshot, arguments(), otherwise, call)
  }

  /// Hands `arguments` to the `sentMessage` subscribers, forwards, hands them to the
  /// `methodInvoked` subscribers.
  @inline(__always)
  private func deliver<Arguments, R>(
    _ snapshot: Unmanaged<ExpertSnapshot<ExpertTypedHandler<Arguments>>>, _ arguments: Arguments,
    _ otherwise: R, _ call: (any BenchDelegate) -> R
  ) -> R {
    snapshot._withUnsafeGuaranteedRef { snapshot in
      ExpertSnapshot.each(snapshot.sent) { $0.body(arguments) }
      let result = forwarded(otherwise, call)
      ExpertSnapshot.each(snapshot.invoked) { $0.body(arguments) }
      return result
    }
  }

  /// The forward delegate's answer (`otherwise` when it is gone): one weak load, the reference it
  /// returns used for the call and released, nothing retained on top.
  @inline(__always)
  private func forwarded<R>(_ otherwise: R, _ call: (any BenchDelegate) -> R) -> R {
    guard let forward else { return otherwise }
    return call(forward)
  }

  func benchDidFire(_ sender: AnyObject) {
    relay(didFire, sender: sender, otherwise: ()) { $0.benchDidFire(sender) }
  }

  func bench(_ sender: AnyObject, didMoveToX x: Double, y: Double) {
    relay(didMove, arguments: { (sender, x, y) }, otherwise: ()) { $0.bench(sender, didMoveToX: x, y: y) }
  }

  func bench(_ sender: AnyObject, didCount count: Int64) {
    relay(didCount, arguments: { (sender, count) }, otherwise: ()) { $0.bench(sender, didCount: count) }
  }

  func numberOfItems(in sender: AnyObject) -> Int {
    relay(numberOfItems, sender: sender, otherwise: 0) { $0.numberOfItems(in: sender) }
  }

  func benchShouldBegin(_ sender: AnyObject) -> Bool {
    relay(shouldBegin, sender: sender, otherwise: false) { $0.benchShouldBegin(sender) }
  }

  func item(for sender: AnyObject) -> AnyObject {
    relay(itemFor, sender: sender, otherwise: sender) { $0.item(for: sender) }
  }

  func bench(_ sender: AnyObject, didChangeOffset offset: CFloorsS16) {
    relay(didChangeOffset, arguments: { (sender, offset) }, otherwise: ()) {
      $0.bench(sender, didChangeOffset: offset)
    }
  }

  func bench(_ sender: AnyObject, didChangeSize size: CFloorsS24) {
    relay(didChangeSize, arguments: { (sender, size) }, otherwise: ()) {
      $0.bench(sender, didChangeSize: size)
    }
  }

  func bench(_ sender: AnyObject, didChangeFrame frame: CFloorsS32) {
    relay(didChangeFrame, arguments: { (sender, frame) }, otherwise: ()) {
      $0.bench(sender, didChangeFrame: frame)
    }
  }

  func bench(_ sender: AnyObject, willChangeFrame frame: UnsafeMutablePointer<CFloorsS32>) {
    relay(willChangeFrame, arguments: { (sender, frame) }, otherwise: ()) {
      $0.bench(sender, willChangeFrame: frame)
    }
  }
}

/// Subscribes typed subscribers of one method of the expert's typed table, sent ones first: `sink`
/// uses each call's arguments opaquely (timing), `verify` tallies them (verification), or each only
/// counts the calls (``Consumer/counting(_:)``); the same closures as the typed approach's.
private func expertTypedSubscriptions<Arguments>(
  _ method: ExpertTypedMethod<Arguments>, _ counts: SubscriberCounts, _ consumer: Consumer,
  sink: @escaping (Arguments) -> Void, verify: @escaping (Arguments, Tally) -> Void
) -> [TableSubscription] {
  let subscriber = consumer.typed(sink: sink, verify: verify)
  return counts.subscribe { event in method.subscribe(event, subscriber) }
}

/// Sets up the `table-typed` approach of a `shape` case: the Swift parent, the expert's typed table
/// as its delegate, the direct approach's real delegate behind it.
func tableTypedFixture(_ shape: Shape, _ counts: SubscriberCounts, _ consumer: Consumer) -> Fixture {
  let parent = SwiftParent()
  let real = SwiftRealDelegate()
  let proxy = TableTypedProxy(forwardingTo: real)
  parent.delegate = proxy
  let subscriptions: [TableSubscription]
  switch shape {
  case .void:
    subscriptions = expertTypedSubscriptions(
      proxy.didFire, counts, consumer, sink: { sender in opaqueSink(sender) },
      verify: { _, tally in tally.add(1) })
  case .mixed:
    subscriptions = expertTypedSubscriptions(
      proxy.didMove, counts, consumer, sink: { sender, x, y in opaqueSink((sender, x, y)) },
      verify: { _, tally in tally.add(3) })
  case .int64:
    subscriptions = expertTypedSubscriptions(
      proxy.didCount, counts, consumer, sink: { sender, count in opaqueSink((sender, count)) },
      verify: { _, tally in tally.add(2) })
  case .returnsInt:
    subscriptions = expertTypedSubscriptions(
      proxy.numberOfItems, counts, consumer, sink: { sender in opaqueSink(sender) },
      verify: { _, tally in tally.add(1) })
  case .returnsBool:
    subscriptions = expertTypedSubscriptions(
      proxy.shouldBegin, counts, consumer, sink: { sender in opaqueSink(sender) },
      verify: { _, tally in tally.add(1) })
  case .returnsObject:
    subscriptions = expertTypedSubscriptions(
      proxy.itemFor, counts, consumer, sink: { sender in opaqueSink(sender) },
      verify: { _, tally in tally.add(1) })
  case .struct16:
    subscriptions = expertTypedSubscriptions(
      proxy.didChangeOffset, counts, consumer, sink: { sender, offset in opaqueSink((sender, offset)) },
      verify: { _, tally in tally.add(2) })
  case .struct24:
    subscriptions = expertTypedSubscriptions(
      proxy.didChangeSize, counts, consumer, sink: { sender, size in opaqueSink((sender, size)) },
      verify: { _, tally in tally.add(2) })
  case .struct32:
    subscriptions = expertTypedSubscriptions(
      proxy.didChangeFrame, counts, consumer, sink: { sender, frame in opaqueSink((sender, frame)) },
      verify: { _, tally in tally.add(2) })
  case .structPointer:
    subscriptions = expertTypedSubscriptions(
      proxy.willChangeFrame, counts, consumer, sink: { sender, frame in opaqueSink((sender, frame)) },
      verify: { _, tally in tally.add(2) })
  }
  return Fixture(
    run: swiftRun(parent, shape), delegateTally: real.tally, resultTally: parent.results, sender: parent,
    retained: [parent, real, proxy],
    disposers: subscriptions.map { subscription in { subscription.dispose() } })
}
