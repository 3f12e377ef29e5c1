import DynamicProxySupport
import Synchronization

/// How a subject's sequence ended; kept so that late subscribers receive it at once.
package enum Termination: Sendable {
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

/// The observers of a subject: the hot path of `onNext`.
///
/// Observers live in an immutable snapshot, `(id, observer)` entries stored in one heap object,
/// published as a ``PublishedObject`` (whose lifetime rule keeps a snapshot alive while a sender
/// reads it). Subscribing and disposing build a new snapshot under a `Lock`; sending takes no
/// lock: it enters a read section, loads the current snapshot, calls the observers, and leaves.
/// So an observer may subscribe, dispose itself or dispose another observer from inside a
/// delivery (that delivery goes on with the snapshot it started with, as RxSwift's
/// `PublishSubject` does), no observer code ever runs under the lock, and concurrent sends never
/// block each other.
///
/// An `Atomic` observer count makes "are there observers?" one relaxed load, which is also the fast
/// path of sending: a send to no observer touches nothing else and allocates nothing.
struct SubscriberList<Observer>: ~Copyable, Sendable {
  /// One subscribed observer.
  ///
  /// `@unchecked Sendable`: the observer need not be `Sendable`; it is called on whatever thread
  /// sends, which is the contract its subscriber made with the source (see `Observable`). The
  /// entry itself is immutable.
  struct Entry: @unchecked Sendable {  // immutable
    let id: Int
    let observer: Observer
  }

  /// An immutable array of entries; the entries live in the object itself (one allocation per
  /// change, no array behind it).
  ///
  /// **Its invariant** (what every `unsafe` below relies on): the header counts the entries
  /// initialized at the start of the elements, never more than the capacity `make` asked for;
  /// `make` initializes them all before the snapshot is shared, nothing changes them after, and
  /// `deinit` deinitializes exactly that many. So the buffer `withEntries` passes holds `count`
  /// initialized entries, valid while the snapshot is alive: its users hold it (a strong
  /// reference, a `PublishedObject` read section, or the writers' lock) for the whole call, and
  /// no pointer leaves the closure that receives it.
  final class Snapshot: ManagedBuffer<Int, Entry> {
    // Not Sendable (ManagedBuffer never is); immutable after `make`, shared by the list's senders
    // through its `PublishedObject`.

    /// A snapshot of `count` entries, the `entry(index)`th at each index.
    static func make(count: Int, _ entry: (Int) -> Entry) -> Snapshot {
      // `create`, called on Snapshot, makes a Snapshot.
      let snapshot = unsafe unsafeDowncast(create(minimumCapacity: count) { _ in 0 }, to: Snapshot.self)
      // Index < count, the capacity asked for; the header counts each entry as it is initialized.
      unsafe snapshot.withUnsafeMutablePointers { initialized, entries in
        for index in 0..<count {
          unsafe (entries + index).initialize(to: entry(index))
          unsafe initialized.pointee += 1
        }
      }
      return snapshot
    }

    deinit {
      // Exactly the entries `make` initialized (the header's count), once.
      _ = unsafe withUnsafeMutablePointers { count, entries in
        unsafe entries.deinitialize(count: count.pointee)
      }
    }

    /// Calls `body` with the entries (read through pointers: `header`, a class's stored property,
    /// would be checked for exclusive access at run time on every delivery).
    @inline(__always)
    func withEntries<Result>(_ body: (UnsafeBufferPointer<Entry>) throws -> Result) rethrows -> Result {
      // The header's count of initialized entries (the invariant above), for the call only.
      try unsafe withUnsafeMutablePointers { count, entries in
        try unsafe body(UnsafeBufferPointer(start: entries, count: count.pointee))
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

  /// The writers' state. The entries are the current snapshot's.
  private struct State: @unchecked Sendable {  // touched under the lock
    // the retired snapshots are immutable, and touched only with the lock held.
    var nextID = 0
    var termination: Termination?
    /// Snapshots replaced while a sender may still read them.
    var retired: [Snapshot] = []
  }

  private let state = Lock(State())
  private let observerCount = Atomic<Int>(0)
  private let published = PublishedObject<Snapshot>()

  /// A list without observers.
  init() {}

  /// Runs `body` with the current snapshot's entries (none without a snapshot). `@unsafe`: the
  /// caller holds the state's lock for the call, which keeps the snapshot published and alive.
  @unsafe private func withLockedEntries<Result>(_ body: (UnsafeBufferPointer<Entry>) -> Result) -> Result {
    // The caller holds the writers' lock (this function's contract).
    guard let snapshot = unsafe published.lockedObject() else {
      // An empty buffer: nothing to read.
      return unsafe body(UnsafeBufferPointer(start: nil, count: 0))
    }
    // The snapshot stays published, so alive, while the lock is held: for the whole call.
    return snapshot.with { unsafe $0.withEntries(body) }
  }

  /// The number of observers: one relaxed load.
  var count: Int {
    observerCount.load(ordering: .relaxed)
  }

  /// Publishes `snapshot` (nil for no observers); called with the state locked. Returns the
  /// retired snapshots no sender can hold any more, for the caller to release outside the lock.
  private func publish(_ snapshot: Snapshot?, _ state: inout State) -> [Snapshot] {
    // The count of the snapshot the caller holds (its buffer is read inside the call only).
    let count = unsafe snapshot?.withEntries { $0.count } ?? 0
    observerCount.store(count, ordering: .relaxed)
    return published.replace(with: snapshot, retired: &state.retired)
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
      let entry = Entry(id: id, observer: observer)
      // The lock is held; the old entries are read (index < their count) only during the call.
      let snapshot = unsafe withLockedEntries { entries in
        Snapshot.make(count: entries.count + 1) { unsafe $0 < entries.count ? entries[$0] : entry }
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
    let retired = state.withLock { state -> [Snapshot]? in
      // The lock is held; the old entries are read (index < their count) only during the call.
      unsafe withLockedEntries { entries -> [Snapshot]? in
        guard let index = unsafe entries.firstIndex(where: { $0.id == id }) else { return nil }
        let count = entries.count - 1
        let snapshot =
          count == 0 ? nil : Snapshot.make(count: count) { unsafe entries[$0 < index ? $0 : $0 + 1] }
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
    var entries: [Entry] = []
    // Copied (retained) inside the call, while the read section keeps the entries alive.
    unsafe withCurrentEntries { entries = unsafe Array($0) }
    return entries
  }

  /// Runs `body` with the current snapshot's entries, kept alive by the read section, without
  /// taking a lock: a delivery calls them in subscription order.
  @inline(__always)
  func withCurrentEntries(_ body: (UnsafeBufferPointer<Entry>) -> Void) {
    guard count > 0 else { return }
    published.enter()
    // Inside the read section entered above, which keeps the loaded snapshot alive, unretained,
    // until `leave()`: past the end of the delivery.
    if let snapshot = unsafe published.load() {
      snapshot.with { unsafe $0.withEntries(body) }
    }
    if published.leave() { releaseRetired() }
  }

  /// The last sender out frees the snapshots replaced while it read, outside the lock.
  @inline(never)
  private func releaseRetired() {
    let retired = state.withLock { published.takeRetired(&$0.retired) }
    _ = retired
  }

  /// Marks the list terminated and takes its observers, once.
  ///
  /// - Parameter termination: How the sequence ended.
  /// - Returns: The observers to notify, or nil if the list had already terminated.
  func terminate(_ termination: Termination) -> [Entry]? {
    let (entries, retired) = state.withLock { state -> ([Entry]?, [Snapshot]) in
      guard state.termination == nil else { return (nil, []) }
      state.termination = termination
      // The lock is held; the entries are copied (retained) during the call.
      let entries = unsafe withLockedEntries(Array.init)
      return (entries, publish(nil, &state))
    }
    _ = retired
    return entries
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
    // Each index is one of the buffer's, read inside the call, while the read section keeps the
    // entries alive.
    unsafe withCurrentEntries { entries in
      for index in entries.indices { unsafe entries[index].observer(event) }
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

package protocol SubscriberRemoving: AnyObject, Sendable {
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
