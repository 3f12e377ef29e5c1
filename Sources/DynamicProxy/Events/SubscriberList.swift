import Synchronization

/// How a subject's sequence ended; kept so that late subscribers receive it at once.
enum Termination: Sendable {
  case completed
  case error(any Error)

  /// The terminal event, as any observer receives it.
  func event<Element>() -> Event<Element> {
    switch self {
    case .completed:
      return .completed
    case .error(let error):
      return .error(error)
    }
  }
}

/// The observers of a subject, and the subscriptions of a proxy's call streams: the hot path of
/// every intercepted call.
///
/// Observers live in an immutable snapshot, an array of `(id, observer)` entries in a heap object.
/// Subscribing and disposing build a new snapshot under a `Lock` and publish it with an atomic
/// exchange; sending takes no lock: it announces itself in an atomic reader count, loads the
/// current snapshot, calls the observers, and leaves. A replaced snapshot is released only when
/// a writer sees no sender inside (sequentially consistent reader count and exchange, so a sender
/// that may hold an old snapshot is always counted); until then it waits in a retired list, which
/// the next quiet write empties. So an observer may subscribe, dispose itself or dispose another
/// observer from inside a delivery (that delivery goes on with the snapshot it started with, as
/// RxSwift's `PublishSubject` does), no observer code ever runs under the lock, and concurrent
/// sends never block each other.
///
/// An `Atomic` observer count makes "are there observers?" one relaxed load, which is also the fast
/// path of sending: a send to no observer touches nothing else and allocates nothing.
///
/// `Observer` is what an entry stores: an event closure for the subjects (`EventObserver`), a
/// ``CallSink`` for a proxy's call streams (delivered through a concrete class, not a closure
/// stored at a generic abstraction, which would cost a reabstraction thunk per delivery).
struct SubscriberList<Observer>: ~Copyable, Sendable {
  /// One subscribed observer.
  ///
  /// `@unchecked Sendable`: the observer need not be `Sendable`; it is called on whatever thread
  /// sends, which is the contract its subscriber made with the source (see `Observable`). The
  /// entry itself is immutable.
  struct Entry: @unchecked Sendable {
    let id: Int
    let observer: Observer
  }

  /// An immutable array of entries, published through an atomic pointer.
  final class Snapshot: @unchecked Sendable {
    // @unchecked: immutable after init.
    let entries: [Entry]

    init(_ entries: [Entry]) { self.entries = entries }
  }

  /// The result of `add(_:)`.
  enum Addition {
    /// The observer was added under `id`; pass `id` to `remove(_:)`.
    case added(id: Int)
    /// The list had terminated; the observer was not added.
    case terminated(Termination)
  }

  // Not `private`: Swift 6.3.1 crashes ("Global is external, but doesn't have external or weak
  // linkage") when a private type nested in a generic noncopyable struct is laid out in another
  // file that stores the struct inline.
  /// The writers' state.
  struct State: Sendable {
    var entries: [Entry] = []
    var nextID = 0
    var termination: Termination?
    /// Snapshots replaced while a sender may still read them (each holds the list's +1).
    var retired: [Snapshot] = []
  }

  private let state = Lock(State())
  private let observerCount = Atomic<Int>(0)
  /// The current snapshot (an `Unmanaged<Snapshot>` holding the list's +1), 0 for none.
  private let current = Atomic<UInt>(0)
  /// Senders between loading `current` and finishing their delivery.
  private let readers = Atomic<Int>(0)
  /// Whether `State.retired` holds snapshots: the last sender out then frees them, so a snapshot
  /// replaced during a delivery (a subscriber disposing itself) does not wait for another write.
  private let hasRetired = Atomic<Bool>(false)

  init() {}

  deinit {
    let bits = current.exchange(0, ordering: .sequentiallyConsistent)
    if let raw = UnsafeRawPointer(bitPattern: bits) {
      Unmanaged<Snapshot>.fromOpaque(raw).release()
    }
  }

  /// The number of observers: one relaxed load.
  var count: Int {
    observerCount.load(ordering: .relaxed)
  }

  /// Publishes `entries` as the new snapshot; called with the state locked. Returns the retired
  /// snapshots no sender can hold any more, for the caller to release outside the lock (an
  /// observer's captures may deinit into code that disposes subscriptions of this list).
  private func publish(_ entries: [Entry], _ state: inout State) -> [Snapshot] {
    let snapshot =
      entries.isEmpty ? 0 : UInt(bitPattern: Unmanaged.passRetained(Snapshot(entries)).toOpaque())
    let old = current.exchange(snapshot, ordering: .sequentiallyConsistent)
    if let raw = UnsafeRawPointer(bitPattern: old) {
      state.retired.append(Unmanaged<Snapshot>.fromOpaque(raw).takeRetainedValue())
    }
    observerCount.store(entries.count, ordering: .relaxed)
    return takeRetiredIfQuiet(&state)
  }

  /// Takes the retired snapshots when no sender is inside, for the caller to release outside the
  /// lock; otherwise leaves them, flagged for the last sender out. Called with the state locked.
  /// (A sender that enters meanwhile can only load the current snapshot, never a retired one.)
  private func takeRetiredIfQuiet(_ state: inout State) -> [Snapshot] {
    guard readers.load(ordering: .sequentiallyConsistent) == 0 else {
      if !state.retired.isEmpty { hasRetired.store(true, ordering: .sequentiallyConsistent) }
      return []
    }
    hasRetired.store(false, ordering: .sequentiallyConsistent)
    defer { state.retired = [] }
    return state.retired
  }

  /// Leaves a sender's read section; the last one out frees the retired snapshots.
  @inline(__always)
  private func leave() {
    let remaining = readers.subtract(1, ordering: .sequentiallyConsistent).newValue
    guard remaining == 0, hasRetired.load(ordering: .sequentiallyConsistent) else { return }
    let retired = state.withLock { takeRetiredIfQuiet(&$0) }
    // Released outside the lock: observers' captures may deinit into code that subscribes.
    _ = retired
  }

  /// Adds `observer` unless the list has terminated.
  ///
  /// - Parameter observer: The observer.
  /// - Returns: Its id, or the termination.
  func add(_ observer: Observer) -> Addition {
    let (addition, retired) = state.withLock { state -> (Addition, [Snapshot]) in
      if let termination = state.termination {
        return (.terminated(termination), [])
      }
      let id = state.nextID
      state.nextID += 1
      state.entries.append(Entry(id: id, observer: observer))
      return (.added(id: id), publish(state.entries, &state))
    }
    _ = retired
    return addition
  }

  /// Removes the observer with `id`, if still there.
  ///
  /// - Parameter id: The id `add(_:)` returned.
  func remove(_ id: Int) {
    let removed = state.withLock { state -> (Entry, [Snapshot])? in
      guard let index = state.entries.firstIndex(where: { $0.id == id }) else { return nil }
      let entry = state.entries.remove(at: index)
      return (entry, publish(state.entries, &state))
    }
    // Released here, outside the lock: the closure's captures may deinit into code that
    // disposes other subscriptions of this list.
    _ = removed
  }

  /// The current observers, retained.
  func snapshot() -> [Entry] {
    guard count > 0 else { return [] }
    readers.add(1, ordering: .sequentiallyConsistent)
    defer { leave() }
    guard let raw = UnsafeRawPointer(bitPattern: current.load(ordering: .sequentiallyConsistent)) else {
      return []
    }
    return Unmanaged<Snapshot>.fromOpaque(raw).takeUnretainedValue().entries
  }

  /// Runs `body` with the current snapshot's entries, kept alive by the reader count, without
  /// taking a lock: a delivery calls them in subscription order.
  @inline(__always)
  func withCurrentEntries(_ body: (UnsafeBufferPointer<Entry>) -> Void) {
    guard count > 0 else { return }
    readers.add(1, ordering: .sequentiallyConsistent)
    defer { leave() }
    guard let raw = UnsafeRawPointer(bitPattern: current.load(ordering: .sequentiallyConsistent)) else {
      return
    }
    // Unretained: the reader count keeps the snapshot alive until this delivery ends.
    Unmanaged<Snapshot>.fromOpaque(raw)._withUnsafeGuaranteedRef { snapshot in
      snapshot.entries.withUnsafeBufferPointer(body)
    }
  }

  /// Marks the list terminated and takes its observers, once.
  ///
  /// - Parameter termination: How the sequence ended.
  /// - Returns: The observers to notify, or nil if the list had already terminated.
  func terminate(_ termination: Termination) -> [Entry]? {
    let (entries, retired) = state.withLock { state -> ([Entry]?, [Snapshot]) in
      guard state.termination == nil else { return (nil, []) }
      state.termination = termination
      let entries = state.entries
      state.entries = []
      return (entries, publish([], &state))
    }
    _ = retired
    return entries
  }

  /// Terminates with `.completed`.
  ///
  /// - Returns: The observers to notify, or nil if the list had already terminated.
  func complete() -> [Entry]? {
    terminate(.completed)
  }

  // MARK: What the subjects share

  /// The disposable of a subscription from the result of `add(_:)`: one that removes the observer
  /// from `owner`, or, when the list had terminated, nothing to dispose, after `terminated` sent
  /// the terminal event to the observer on this thread.
  ///
  /// - Parameters:
  ///   - addition: What `add(_:)` returned for the observer.
  ///   - owner: The subject, held weakly by the disposable.
  ///   - terminated: Sends a termination to the observer that subscribed.
  /// - Returns: The disposable.
  static func subscription(
    _ addition: Addition, of owner: some SubscriberRemoving, terminated: (Termination) -> Void
  ) -> any Disposable {
    switch addition {
    case .added(let id):
      return SubjectSubscription(owner: owner, id: id)
    case .terminated(let termination):
      terminated(termination)
      return Disposables.create()
    }
  }
}

/// An event closure as a subject's list stores it.
typealias EventObserver<Element> = (Event<Element>) -> Void

extension SubscriberList {
  /// Sends `event` to each current observer, in subscription order, without taking a lock.
  ///
  /// - Parameter event: The event.
  func deliver<Element>(_ event: Event<Element>) where Observer == EventObserver<Element> {
    withCurrentEntries { entries in
      for index in entries.indices { entries[index].observer(event) }
    }
  }

  /// Sends `termination`'s event to the observers `terminate(_:)` took, in subscription order.
  ///
  /// - Parameters:
  ///   - termination: How the sequence ended.
  ///   - entries: What `terminate(_:)` returned; nothing is sent for nil.
  static func deliver<Element>(
    _ termination: Termination, to entries: [Entry]?
  ) where Observer == EventObserver<Element> {
    guard let entries else { return }
    let event: Event<Element> = termination.event()
    for entry in entries {
      entry.observer(event)
    }
  }
}

protocol SubscriberRemoving: AnyObject, Sendable {
  /// Removes the subscriber with `id`; does nothing if it is gone.
  func removeSubscriber(_ id: Int)
}

/// The disposable of a subject subscription: removes the subscriber once.
///
/// It holds its subject weakly, as RxSwift's `SubscriptionDisposable` does, so that a
/// subscription kept alive (in a `DisposeBag`) does not keep its subject alive.
final class SubjectSubscription<Owner: SubscriberRemoving>: Disposable {
  private weak let owner: Owner?
  private let id: Int
  private let disposed = Atomic<Bool>(false)

  init(owner: Owner, id: Int) {
    self.owner = owner
    self.id = id
  }

  func dispose() {
    guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    owner?.removeSubscriber(id)
  }
}
