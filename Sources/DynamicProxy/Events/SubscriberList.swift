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
/// Observers live in an immutable snapshot, `(id, observer)` entries stored in one heap object.
/// Subscribing and disposing build a new snapshot under a `Lock` (which the call streams of one
/// method share) and publish it with an atomic
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
@usableFromInline
struct SubscriberList<Observer>: ~Copyable, Sendable {
  /// One subscribed observer.
  ///
  /// `@unchecked Sendable`: the observer need not be `Sendable`; it is called on whatever thread
  /// sends, which is the contract its subscriber made with the source (see `Observable`). The
  /// entry itself is immutable.
  @usableFromInline
  struct Entry: @unchecked Sendable {
    let id: Int
    @usableFromInline let observer: Observer
  }

  /// An immutable array of entries, published through an atomic pointer; the entries live in the
  /// object itself (one allocation per change, no array behind it).
  final class Snapshot: ManagedBuffer<Int, Entry> {
    // Not Sendable (ManagedBuffer never is); immutable after `make`, shared by the list's senders
    // through `current` and its reader count.

    /// A snapshot of `count` entries, the `entry(index)`th at each index.
    static func make(count: Int, _ entry: (Int) -> Entry) -> Snapshot {
      let snapshot = unsafeDowncast(create(minimumCapacity: count) { _ in 0 }, to: Snapshot.self)
      snapshot.withUnsafeMutablePointers { initialized, entries in
        for index in 0..<count {
          (entries + index).initialize(to: entry(index))
          initialized.pointee += 1
        }
      }
      return snapshot
    }

    deinit {
      _ = withUnsafeMutablePointers { count, entries in entries.deinitialize(count: count.pointee) }
    }

    /// The number of entries.
    var count: Int { withUnsafeMutablePointerToHeader { $0.pointee } }

    /// Calls `body` with the entries (read through pointers: `header`, a class's stored property,
    /// would be checked for exclusive access at run time on every delivery).
    @inline(__always)
    func withEntries<Result>(_ body: (UnsafeBufferPointer<Entry>) throws -> Result) rethrows -> Result {
      try withUnsafeMutablePointers { count, entries in
        try body(UnsafeBufferPointer(start: entries, count: count.pointee))
      }
    }
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
  /// The writers' state. The entries are the current snapshot's (see `current`).
  struct State: @unchecked Sendable {
    // @unchecked: the retired snapshots are immutable, and touched only with the lock held.
    var nextID = 0
    var termination: Termination?
    /// Snapshots replaced while a sender may still read them (each holds the list's +1).
    var retired: [Snapshot] = []
  }

  /// The writers' states of the lists that share one lock (see `init(sharing:)`): the call streams
  /// of one method take one lock, not three (two allocations fewer per observed method).
  struct SharedStates: Sendable {
    fileprivate var states: (State, State, State) = (State(), State(), State())

    fileprivate subscript(member: Int) -> State {
      get {
        switch member {
        case 0: states.0
        case 1: states.1
        default: states.2
        }
      }
      _modify {
        switch member {
        case 0: yield &states.0
        case 1: yield &states.1
        default: yield &states.2
        }
      }
    }
  }

  /// The lock of the writers' states, shared by up to three lists.
  typealias SharedLock = Lock<SharedStates>

  /// A lock that up to three lists may share (see `init(sharing:member:)`).
  static func makeSharedLock() -> SharedLock { Lock(SharedStates()) }

  private let state: SharedLock
  /// Which of the shared states is this list's.
  private let member: Int
  private let observerCount = Atomic<Int>(0)
  /// The current snapshot (an `Unmanaged<Snapshot>` holding the list's +1), 0 for none.
  private let current = Atomic<UInt>(0)
  /// Senders between loading `current` and finishing their delivery.
  private let readers = Atomic<Int>(0)
  /// Whether `State.retired` holds snapshots: the last sender out then frees them, so a snapshot
  /// replaced during a delivery (a subscriber disposing itself) does not wait for another write.
  private let hasRetired = Atomic<Bool>(false)

  /// A list with a lock of its own.
  init() {
    self.init(sharing: Self.makeSharedLock(), member: 0)
  }

  /// A list whose writers take `lock`, shared with other lists, each a different `member` (0, 1
  /// or 2). Writers of one list never take another's state, so the lists do not wait on each
  /// other but while one of them changes its subscribers.
  init(sharing lock: SharedLock, member: Int) {
    precondition((0...2).contains(member), "a shared lock holds the states of three lists")
    self.state = lock
    self.member = member
  }

  deinit {
    let bits = current.exchange(0, ordering: .sequentiallyConsistent)
    if let raw = UnsafeRawPointer(bitPattern: bits) {
      Unmanaged<Snapshot>.fromOpaque(raw).release()
    }
  }

  /// Runs `body` with this list's writers' state, the lock held.
  @inline(__always)
  private func withState<Result>(_ body: (inout State) -> Result) -> Result {
    state.withLock { body(&$0[member]) }
  }

  /// Runs `body` with the current snapshot's entries (none without a snapshot); called with the
  /// state locked (only writers replace the snapshot, and the list's +1 keeps it).
  private func withLockedEntries<Result>(_ body: (UnsafeBufferPointer<Entry>) -> Result) -> Result {
    guard let raw = UnsafeRawPointer(bitPattern: current.load(ordering: .relaxed)) else {
      return body(UnsafeBufferPointer(start: nil, count: 0))
    }
    return Unmanaged<Snapshot>.fromOpaque(raw)._withUnsafeGuaranteedRef { $0.withEntries(body) }
  }

  /// The number of observers: one relaxed load.
  var count: Int {
    observerCount.load(ordering: .relaxed)
  }

  /// Publishes `snapshot` (nil for no observers) as the current snapshot; called with the state
  /// locked. Returns the retired snapshots no sender can hold any more, for the caller to release
  /// outside the lock (an observer's captures may deinit into code that disposes subscriptions of
  /// this list).
  private func publish(_ snapshot: Snapshot?, _ state: inout State) -> [Snapshot] {
    let bits = snapshot.map { UInt(bitPattern: Unmanaged.passRetained($0).toOpaque()) } ?? 0
    let old = current.exchange(bits, ordering: .sequentiallyConsistent)
    if let raw = UnsafeRawPointer(bitPattern: old) {
      state.retired.append(Unmanaged<Snapshot>.fromOpaque(raw).takeRetainedValue())
    }
    observerCount.store(snapshot?.count ?? 0, ordering: .relaxed)
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
    let retired = withState { takeRetiredIfQuiet(&$0) }
    // Released outside the lock: observers' captures may deinit into code that subscribes.
    _ = retired
  }

  /// Adds `observer` unless the list has terminated.
  ///
  /// - Parameter observer: The observer.
  /// - Returns: Its id, or the termination.
  func add(_ observer: Observer) -> Addition {
    let (addition, retired) = withState { state -> (Addition, [Snapshot]) in
      if let termination = state.termination {
        return (.terminated(termination), [])
      }
      let id = state.nextID
      state.nextID += 1
      let entry = Entry(id: id, observer: observer)
      let snapshot = withLockedEntries { entries in
        Snapshot.make(count: entries.count + 1) { $0 < entries.count ? entries[$0] : entry }
      }
      return (.added(id: id), publish(snapshot, &state))
    }
    _ = retired
    return addition
  }

  /// Removes the observer with `id`, if still there.
  ///
  /// - Parameter id: The id `add(_:)` returned.
  func remove(_ id: Int) {
    let retired = withState { state -> [Snapshot]? in
      withLockedEntries { entries -> [Snapshot]? in
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return nil }
        let count = entries.count - 1
        let snapshot =
          count == 0 ? nil : Snapshot.make(count: count) { entries[$0 < index ? $0 : $0 + 1] }
        return publish(snapshot, &state)
      }
    }
    // Released here, outside the lock: the retired snapshot holds the removed observer, whose
    // captures may deinit into code that disposes other subscriptions of this list. (While a
    // sender still reads it, the last sender out releases it, also outside the lock.)
    _ = retired
  }

  /// The current observers, retained.
  func snapshot() -> [Entry] {
    guard count > 0 else { return [] }
    readers.add(1, ordering: .sequentiallyConsistent)
    defer { leave() }
    guard let raw = UnsafeRawPointer(bitPattern: current.load(ordering: .sequentiallyConsistent)) else {
      return []
    }
    return Unmanaged<Snapshot>.fromOpaque(raw)._withUnsafeGuaranteedRef { $0.withEntries(Array.init) }
  }

  /// Runs `body` with the current snapshot's entries, kept alive by the reader count, without
  /// taking a lock: a delivery calls them in subscription order.
  @inline(__always)
  func withCurrentEntries(_ body: (UnsafeBufferPointer<Entry>) -> Void) {
    guard let entries = beginReading() else { return }
    body(entries)
    endReading()
  }

  /// Enters a delivery, for a loop inlined into its caller (``withCurrentEntries(_:)`` is one):
  /// the current snapshot's entries, kept alive by the reader count until ``endReading()``, or
  /// nil, without entering, when the list has no observers. Call ``endReading()`` exactly once
  /// after a non-nil result.
  @inline(__always)
  func beginReading() -> UnsafeBufferPointer<Entry>? {
    guard count > 0 else { return nil }
    readers.add(1, ordering: .sequentiallyConsistent)
    guard let raw = UnsafeRawPointer(bitPattern: current.load(ordering: .sequentiallyConsistent)) else {
      return UnsafeBufferPointer(start: nil, count: 0)
    }
    // Unretained: the reader count keeps the snapshot alive until the delivery ends.
    return Unmanaged<Snapshot>.fromOpaque(raw)._withUnsafeGuaranteedRef { snapshot in
      snapshot.withEntries { $0 }
    }
  }

  /// Leaves a delivery that ``beginReading()`` entered.
  @inline(__always)
  func endReading() {
    leave()
  }

  /// Marks the list terminated and takes its observers, once.
  ///
  /// - Parameter termination: How the sequence ended.
  /// - Returns: The observers to notify, or nil if the list had already terminated.
  func terminate(_ termination: Termination) -> [Entry]? {
    let (entries, retired) = withState { state -> ([Entry]?, [Snapshot]) in
      guard state.termination == nil else { return (nil, []) }
      state.termination = termination
      let entries = withLockedEntries(Array.init)
      return (entries, publish(nil, &state))
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
