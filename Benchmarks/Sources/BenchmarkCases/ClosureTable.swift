import CFloors
import Synchronization

/// A subscriber of a closure-table proxy: receives each call's declared arguments, boxed.
typealias TableHandler = @Sendable ([Any]) -> Void

/// Which list a subscriber joins: before the forward (`sentMessage`) or after (`methodInvoked`).
enum TableEvent: Sendable {
  case sent
  case invoked
}

/// The subscribers of one method: immutable arrays, copied out of the lock for a delivery (so a
/// subscriber may subscribe or dispose from inside its handler without deadlock).
struct TableSubscribers: Sendable {
  struct Entry: Sendable {
    let id: Int
    let handler: TableHandler
  }

  var sent: [Entry] = []
  var invoked: [Entry] = []

  var isEmpty: Bool { sent.isEmpty && invoked.isEmpty }

  mutating func add(_ entry: Entry, to event: TableEvent) {
    switch event {
    case .sent: sent.append(entry)
    case .invoked: invoked.append(entry)
    }
  }

  mutating func remove(_ id: Int) {
    sent.removeAll { $0.id == id }
    invoked.removeAll { $0.id == id }
  }

  @inline(__always)
  func emitSent(_ arguments: [Any]) {
    for entry in sent { entry.handler(arguments) }
  }

  @inline(__always)
  func emitInvoked(_ arguments: [Any]) {
    for entry in invoked { entry.handler(arguments) }
  }
}

/// A disposable subscription of a closure table.
final class TableSubscription: Sendable {
  private let remove: @Sendable () -> Void
  private let disposed = Atomic<Bool>(false)

  init(_ remove: @escaping @Sendable () -> Void) { self.remove = remove }

  /// Removes the subscriber, once.
  func dispose() {
    guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    remove()
  }
}

private let subscriptionIDs = Atomic<Int>(0)

/// The table of closures of the "as people write it" proxy: subscribers by selector name, behind a
/// lock, looked up on every call.
final class ClosureTable: Sendable {
  private let table = Mutex<[String: TableSubscribers]>([:])

  /// Creates an empty table.
  init() {}

  /// The current subscribers of a method (a lock and a `String`-keyed dictionary lookup).
  @inline(__always)
  func subscribers(_ name: String) -> TableSubscribers? {
    table.withLock { $0[name] }
  }

  /// Subscribes `handler` to the calls of the method named `name`.
  func subscribe(
    _ name: String, _ event: TableEvent, _ handler: @escaping TableHandler
  ) -> TableSubscription {
    let id = subscriptionIDs.add(1, ordering: .relaxed).newValue
    table.withLock { $0[name, default: TableSubscribers()].add(.init(id: id, handler: handler), to: event) }
    return TableSubscription { [weak self] in
      self?.table.withLock { $0[name]?.remove(id) }
    }
  }
}

/// The subscribers of one method, resolved ahead of time: the closure table's best case (no
/// dictionary lookup; a relaxed subscriber count skips the lock when nobody listens).
final class MethodSubscribers: Sendable {
  private let state = Mutex(TableSubscribers())
  private let count = Atomic<Int>(0)

  /// Creates an empty list.
  init() {}

  /// The current subscribers, or nil when there are none.
  @inline(__always)
  func current() -> TableSubscribers? {
    guard count.load(ordering: .relaxed) > 0 else { return nil }
    return state.withLock { $0 }
  }

  /// Subscribes `handler`.
  func subscribe(_ event: TableEvent, _ handler: @escaping TableHandler) -> TableSubscription {
    let id = subscriptionIDs.add(1, ordering: .relaxed).newValue
    state.withLock { state in
      state.add(.init(id: id, handler: handler), to: event)
      count.store(state.sent.count + state.invoked.count, ordering: .relaxed)
    }
    return TableSubscription { [weak self] in
      guard let self else { return }
      self.state.withLock { state in
        state.remove(id)
        self.count.store(state.sent.count + state.invoked.count, ordering: .relaxed)
      }
    }
  }
}

/// The closure-table proxy keyed per call, hand-written for ``BenchDelegate``: each method looks up
/// its subscribers by selector name, boxes its arguments as `[Any]` when somebody listens, calls the
/// `sentMessage` closures, forwards to the real delegate (held weakly, as RxCocoa holds it), then
/// calls the `methodInvoked` closures.
final class TableDynamicProxy: BenchDelegate, Sendable {
  /// The subscribers by selector name.
  let table = ClosureTable()
  private weak let forward: (any BenchDelegate)?

  /// Creates a proxy forwarding to `forward`.
  init(forwardingTo forward: any BenchDelegate) { self.forward = forward }

  @inline(__always)
  private func relay<R>(
    _ name: String, _ box: () -> [Any], otherwise: R, _ call: (any BenchDelegate) -> R
  ) -> R {
    guard let subscribers = table.subscribers(name), !subscribers.isEmpty else {
      guard let forward else { return otherwise }
      return call(forward)
    }
    let arguments = box()
    subscribers.emitSent(arguments)
    let result = forward.map(call) ?? otherwise
    subscribers.emitInvoked(arguments)
    return result
  }

  func benchDidFire(_ sender: AnyObject) {
    relay("benchDidFire:", { [sender] }, otherwise: ()) { $0.benchDidFire(sender) }
  }

  func bench(_ sender: AnyObject, didMoveToX x: Double, y: Double) {
    relay("bench:didMoveToX:y:", { [sender, x, y] }, otherwise: ()) { $0.bench(sender, didMoveToX: x, y: y) }
  }

  func bench(_ sender: AnyObject, didCount count: Int64) {
    relay("bench:didCount:", { [sender, Int(count)] }, otherwise: ()) { $0.bench(sender, didCount: count) }
  }

  func numberOfItems(in sender: AnyObject) -> Int {
    relay("numberOfItemsInBench:", { [sender] }, otherwise: 0) { $0.numberOfItems(in: sender) }
  }

  func benchShouldBegin(_ sender: AnyObject) -> Bool {
    relay("benchShouldBegin:", { [sender] }, otherwise: false) { $0.benchShouldBegin(sender) }
  }

  func item(for sender: AnyObject) -> AnyObject {
    relay("itemForBench:", { [sender] }, otherwise: sender) { $0.item(for: sender) }
  }

  func bench(_ sender: AnyObject, didChangeOffset offset: CFloorsS16) {
    relay("bench:didChangeOffset:", { [sender, offset] }, otherwise: ()) {
      $0.bench(sender, didChangeOffset: offset)
    }
  }

  func bench(_ sender: AnyObject, didChangeSize size: CFloorsS24) {
    relay("bench:didChangeSize:", { [sender, size] }, otherwise: ()) { $0.bench(sender, didChangeSize: size) }
  }

  func bench(_ sender: AnyObject, didChangeFrame frame: CFloorsS32) {
    relay("bench:didChangeFrame:", { [sender, frame] }, otherwise: ()) {
      $0.bench(sender, didChangeFrame: frame)
    }
  }

  func bench(_ sender: AnyObject, willChangeFrame frame: UnsafeMutablePointer<CFloorsS32>) {
    relay("bench:willChangeFrame:", { [sender, UnsafeRawPointer(frame)] }, otherwise: ()) {
      $0.bench(sender, willChangeFrame: frame)
    }
  }
}

/// The closure-table proxy with its lookups resolved ahead of time: one stored subscriber list per
/// method (its best case); otherwise the same work as ``TableDynamicProxy``.
final class TableResolvedProxy: BenchDelegate, Sendable {
  /// The subscribers of each method, by ``Shape``.
  let methods: [MethodSubscribers] = Shape.allCases.map { _ in MethodSubscribers() }
  private let didFire: MethodSubscribers
  private let didMove: MethodSubscribers
  private let didCount: MethodSubscribers
  private let numberOfItems: MethodSubscribers
  private let shouldBegin: MethodSubscribers
  private let itemFor: MethodSubscribers
  private let didChangeOffset: MethodSubscribers
  private let didChangeSize: MethodSubscribers
  private let didChangeFrame: MethodSubscribers
  private let willChangeFrame: MethodSubscribers
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
    _ list: MethodSubscribers, _ box: () -> [Any], otherwise: R, _ call: (any BenchDelegate) -> R
  ) -> R {
    guard let subscribers = list.current(), !subscribers.isEmpty else {
      guard let forward else { return otherwise }
      return call(forward)
    }
    let arguments = box()
    subscribers.emitSent(arguments)
    let result = forward.map(call) ?? otherwise
    subscribers.emitInvoked(arguments)
    return result
  }

  func benchDidFire(_ sender: AnyObject) {
    relay(didFire, { [sender] }, otherwise: ()) { $0.benchDidFire(sender) }
  }

  func bench(_ sender: AnyObject, didMoveToX x: Double, y: Double) {
    relay(didMove, { [sender, x, y] }, otherwise: ()) { $0.bench(sender, didMoveToX: x, y: y) }
  }

  func bench(_ sender: AnyObject, didCount count: Int64) {
    relay(didCount, { [sender, Int(count)] }, otherwise: ()) { $0.bench(sender, didCount: count) }
  }

  func numberOfItems(in sender: AnyObject) -> Int {
    relay(numberOfItems, { [sender] }, otherwise: 0) { $0.numberOfItems(in: sender) }
  }

  func benchShouldBegin(_ sender: AnyObject) -> Bool {
    relay(shouldBegin, { [sender] }, otherwise: false) { $0.benchShouldBegin(sender) }
  }

  func item(for sender: AnyObject) -> AnyObject {
    relay(itemFor, { [sender] }, otherwise: sender) { $0.item(for: sender) }
  }

  func bench(_ sender: AnyObject, didChangeOffset offset: CFloorsS16) {
    relay(didChangeOffset, { [sender, offset] }, otherwise: ()) { $0.bench(sender, didChangeOffset: offset) }
  }

  func bench(_ sender: AnyObject, didChangeSize size: CFloorsS24) {
    relay(didChangeSize, { [sender, size] }, otherwise: ()) { $0.bench(sender, didChangeSize: size) }
  }

  func bench(_ sender: AnyObject, didChangeFrame frame: CFloorsS32) {
    relay(didChangeFrame, { [sender, frame] }, otherwise: ()) { $0.bench(sender, didChangeFrame: frame) }
  }

  func bench(_ sender: AnyObject, willChangeFrame frame: UnsafeMutablePointer<CFloorsS32>) {
    relay(willChangeFrame, { [sender, UnsafeRawPointer(frame)] }, otherwise: ()) {
      $0.bench(sender, willChangeFrame: frame)
    }
  }
}
