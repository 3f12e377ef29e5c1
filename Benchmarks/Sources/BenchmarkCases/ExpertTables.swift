import CFloors
import Synchronization

// The closure tables as an expert writes them: per-method slots; the subscribers of a
// method an immutable snapshot published through one atomic pointer (a lock only to subscribe or
// dispose); the handlers called without retaining each; the forward delegate held weakly; for the
// `[Any]` table a spare array per method, reused. `table-expert` hands its subscribers `[Any]`,
// `table-typed` (TableTypedProxy.swift) the call's Swift values.

private let expertSubscriptionIDs = Atomic<Int>(0)

/// The subscribers of one method as published: immutable, read without a lock. The handlers are
/// kept as unmanaged references (owned by `owners`), so a delivery retains none of them.
final class ExpertSnapshot<Handler: AnyObject & Sendable>:
  @unchecked Sendable  // immutable after init; owns its handlers
{
  /// The `sentMessage` handlers, in subscription order.
  let sent: ContiguousArray<Unmanaged<Handler>>
  /// The `methodInvoked` handlers, in subscription order.
  let invoked: ContiguousArray<Unmanaged<Handler>>
  private let owners: [Handler]

  /// Creates a snapshot of `sent` and `invoked`.
  init(sent: [Handler], invoked: [Handler]) {
    self.sent = ContiguousArray(sent.map { Unmanaged.passUnretained($0) })
    self.invoked = ContiguousArray(invoked.map { Unmanaged.passUnretained($0) })
    owners = sent + invoked
  }

  /// Calls `body` with each of `handlers`, unretained (the snapshot owns them).
  @inline(__always)
  static func each(_ handlers: ContiguousArray<Unmanaged<Handler>>, _ body: (Handler) -> Void) {
    handlers.withUnsafeBufferPointer { buffer in
      for handler in buffer { handler._withUnsafeGuaranteedRef(body) }
    }
  }
}

/// The subscribers of one method of an expert's table: the current snapshot in one atomic word (0
/// when nobody listens), loaded with acquiring ordering and used unretained; subscribing and
/// disposing take a lock and publish a new snapshot. A published snapshot is retired only when the
/// list goes (a reader may still be using an older one), as the proxy's forward-delegate boxes are.
final class ExpertList<Handler: AnyObject & Sendable>:
  @unchecked Sendable  // registry under a Mutex; the snapshot word atomic
{
  private struct Registry {
    var entries: [(id: Int, event: TableEvent, handler: Handler)] = []
    var published: [ExpertSnapshot<Handler>] = []
  }

  private let registry: Mutex<Registry>
  private let current = Atomic<UInt>(0)

  /// Creates an empty list.
  init() { registry = Mutex(Registry()) }

  /// The current snapshot, unretained, or nil when nobody listens: one acquiring load.
  @inline(__always)
  func snapshot() -> Unmanaged<ExpertSnapshot<Handler>>? {
    let bits = current.load(ordering: .acquiring)
    guard bits != 0, let pointer = UnsafeRawPointer(bitPattern: bits) else { return nil }
    return Unmanaged.fromOpaque(pointer)
  }

  /// Subscribes `handler` to `event`.
  func subscribe(_ event: TableEvent, _ handler: Handler) -> TableSubscription {
    let id = expertSubscriptionIDs.add(1, ordering: .relaxed).newValue
    registry.withLock { registry in
      registry.entries.append((id: id, event: event, handler: handler))
      publish(&registry)
    }
    return TableSubscription { [weak self] in
      guard let self else { return }
      self.registry.withLock { registry in
        registry.entries.removeAll { $0.id == id }
        self.publish(&registry)
      }
    }
  }

  /// Publishes the registry's subscribers as a new snapshot (none: 0). Called under the lock.
  private func publish(_ registry: inout Registry) {
    guard !registry.entries.isEmpty else {
      current.store(0, ordering: .releasing)
      return
    }
    let snapshot = ExpertSnapshot(
      sent: registry.entries.filter { $0.event == .sent }.map(\.handler),
      invoked: registry.entries.filter { $0.event == .invoked }.map(\.handler))
    registry.published.append(snapshot)
    current.store(UInt(bitPattern: Unmanaged.passUnretained(snapshot).toOpaque()), ordering: .releasing)
  }
}

/// An `[Any]` subscriber of an expert's table: its closure in an object, so that a delivery calls it
/// through a guaranteed reference, without a retain.
final class ExpertAnyHandler: Sendable {
  /// The subscriber's closure.
  let body: TableHandler

  /// Creates a handler.
  init(_ body: @escaping TableHandler) { self.body = body }
}

/// A typed subscriber of an expert's table: gets the call's arguments as one Swift value.
final class ExpertTypedHandler<Arguments>:
  @unchecked Sendable  // immutable; the closure runs on callers' threads, as typed subscribers do
{
  /// The subscriber's closure.
  let body: (Arguments) -> Void

  /// Creates a handler.
  init(_ body: @escaping (Arguments) -> Void) { self.body = body }
}

/// One method of the expert's `[Any]` table: its subscribers and a spare `[Any]`, taken with an
/// atomic flag, filled in place, handed to the subscribers, emptied (keeping its capacity) and given
/// back; a call that finds it taken (a reentrant or concurrent one) allocates its own.
final class ExpertAnyMethod: @unchecked Sendable {  // the spare: only whoever set `spareTaken`
  /// The subscribers.
  let subscribers = ExpertList<ExpertAnyHandler>()
  private let spareTaken = Atomic<Bool>(false)
  private let spare: UnsafeMutablePointer<[Any]>

  /// Creates a method without subscribers.
  init() {
    spare = .allocate(capacity: 1)
    spare.initialize(to: [])
    spare.pointee.reserveCapacity(3)
  }

  deinit {
    spare.deinitialize(count: 1)
    spare.deallocate()
  }

  /// Subscribes `handler`.
  func subscribe(_ event: TableEvent, _ handler: @escaping TableHandler) -> TableSubscription {
    subscribers.subscribe(event, ExpertAnyHandler(handler))
  }

  /// Calls `body` with the arguments `fill` appends: in the spare array when it is free.
  ///
  /// The spare is moved out of its cell for the call, so the subscribers borrow a local array (no
  /// retain to hand it over), and emptied from the end (each element destroyed, the capacity kept:
  /// `removeAll(keepingCapacity:)` goes through the generic `replaceSubrange`, over 100
  /// instructions more) before it goes back.
  @inline(__always)
  func withArguments<R>(_ fill: (inout [Any]) -> Void, _ body: ([Any]) -> R) -> R {
    guard !spareTaken.exchange(true, ordering: .acquiring) else {
      var arguments: [Any] = []
      fill(&arguments)
      return body(arguments)
    }
    var arguments = spare.move()
    fill(&arguments)
    let result = body(arguments)
    while !arguments.isEmpty { arguments.removeLast() }
    spare.initialize(to: arguments)
    spareTaken.store(false, ordering: .releasing)
    return result
  }
}

/// One method of the expert's typed table: subscribers of the call's Swift arguments.
final class ExpertTypedMethod<Arguments>: Sendable {
  /// The subscribers.
  let subscribers = ExpertList<ExpertTypedHandler<Arguments>>()

  /// Creates a method without subscribers.
  init() {}

  /// Subscribes `body`.
  func subscribe(_ event: TableEvent, _ body: @escaping (Arguments) -> Void) -> TableSubscription {
    subscribers.subscribe(event, ExpertTypedHandler(body))
  }
}

/// The closure-table proxy as an expert writes it, `[Any]` subscribers (`table-expert`): per-method
/// slots, the subscribers read with one atomic load and called unretained, the arguments boxed in
/// the method's spare array, the forward delegate held weakly. The same work as
/// ``TableResolvedProxy``.
final class TableExpertProxy: BenchDelegate, Sendable {
  /// The methods, by ``Shape``.
  let methods: [ExpertAnyMethod] = Shape.allCases.map { _ in ExpertAnyMethod() }
  private let didFire: ExpertAnyMethod
  private let didMove: ExpertAnyMethod
  private let didCount: ExpertAnyMethod
  private let numberOfItems: ExpertAnyMethod
  private let shouldBegin: ExpertAnyMethod
  private let itemFor: ExpertAnyMethod
  private let didChangeOffset: ExpertAnyMethod
  private let didChangeSize: ExpertAnyMethod
  private let didChangeFrame: ExpertAnyMethod
  private let willChangeFrame: ExpertAnyMethod
  private weak let forward: (any BenchDelegate)?

  /// Creates a proxy forwarding to `forward`.
  init(forwardingTo forward: any BenchDelegate) {
    self.forward = forward
    didFire = methods[Shape.void.rawValue]
    didMove = methods[Shape.mixed.rawValue]
    didCount = methods[Shape.int64.rawValue]
    numberOfItems = methods[Shape.returnsInt.rawValue]
    shouldBegin = methods[Shape.returnsBool.rawValue]
    itemFor = methods[Shape.returnsObject.rawValue]
    didChangeOffset = methods[Shape.struct16.rawValue]
    didChangeSize = methods[Shape.struct24.rawValue]
    didChangeFrame = methods[Shape.struct32.rawValue]
    willChangeFrame = methods[Shape.structPointer.rawValue]
  }

  @inline(__always)
  private func relay<R>(
    _ method: ExpertAnyMethod, _ fill: (inout [Any]) -> Void, otherwise: R, _ call: (any BenchDelegate) -> R
  ) -> R {
    guard let snapshot = method.subscribers.snapshot() else {
      guard let forward else { return otherwise }
      return call(forward)
    }
    return snapshot._withUnsafeGuaranteedRef { snapshot in
      method.withArguments(fill) { arguments in
        ExpertSnapshot.each(snapshot.sent) { $0.body(arguments) }
        let result = forwarded(otherwise, call)
        ExpertSnapshot.each(snapshot.invoked) { $0.body(arguments) }
        return result
      }
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
    relay(didFire, { $0.append(sender) }, otherwise: ()) { $0.benchDidFire(sender) }
  }

  func bench(_ sender: AnyObject, didMoveToX x: Double, y: Double) {
    relay(
      didMove,
      {
        $0.append(sender)
        $0.append(x)
        $0.append(y)
      }, otherwise: ()
    ) { $0.bench(sender, didMoveToX: x, y: y) }
  }

  func bench(_ sender: AnyObject, didCount count: Int64) {
    relay(
      didCount,
      {
        $0.append(sender)
        $0.append(Int(count))
      }, otherwise: ()
    ) { $0.bench(sender, didCount: count) }
  }

  func numberOfItems(in sender: AnyObject) -> Int {
    relay(numberOfItems, { $0.append(sender) }, otherwise: 0) { $0.numberOfItems(in: sender) }
  }

  func benchShouldBegin(_ sender: AnyObject) -> Bool {
    relay(shouldBegin, { $0.append(sender) }, otherwise: false) { $0.benchShouldBegin(sender) }
  }

  func item(for sender: AnyObject) -> AnyObject {
    relay(itemFor, { $0.append(sender) }, otherwise: sender) { $0.item(for: sender) }
  }

  func bench(_ sender: AnyObject, didChangeOffset offset: CFloorsS16) {
    relay(
      didChangeOffset,
      {
        $0.append(sender)
        $0.append(offset)
      }, otherwise: ()
    ) { $0.bench(sender, didChangeOffset: offset) }
  }

  func bench(_ sender: AnyObject, didChangeSize size: CFloorsS24) {
    relay(
      didChangeSize,
      {
        $0.append(sender)
        $0.append(size)
      }, otherwise: ()
    ) { $0.bench(sender, didChangeSize: size) }
  }

  func bench(_ sender: AnyObject, didChangeFrame frame: CFloorsS32) {
    relay(
      didChangeFrame,
      {
        $0.append(sender)
        $0.append(frame)
      }, otherwise: ()
    ) { $0.bench(sender, didChangeFrame: frame) }
  }

  func bench(_ sender: AnyObject, willChangeFrame frame: UnsafeMutablePointer<CFloorsS32>) {
    relay(
      willChangeFrame,
      {
        $0.append(sender)
        $0.append(UnsafeRawPointer(frame))
      }, otherwise: ()
    ) { $0.bench(sender, willChangeFrame: frame) }
  }
}
