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

/// The observers of a subject: the hot path of every intercepted call.
///
/// Observers live in an immutable snapshot, an array of `(id, observer)` entries. Subscribing and
/// disposing replace it under a `Mutex`; sending copies the snapshot reference under the lock and
/// calls the observers outside it. So an observer may subscribe, dispose itself or dispose another
/// observer from inside a delivery (that delivery goes on with the snapshot it started with, as
/// RxSwift's `PublishSubject` does), and no observer code ever runs under the lock.
///
/// (The array is replaced copy-on-write: `remove`/`add` mutate it in place only when no delivery
/// holds it, i.e. when nobody can tell the difference.)
///
/// An `Atomic` observer count makes "are there observers?" one relaxed load, which is also the fast
/// path of sending: a send to no observer takes no lock and allocates nothing.
///
/// Callers use only `add`, `remove`, `forEach`/`snapshot`, `count` and `terminate`, so the
/// synchronization can be swapped (for a lock-free reader scheme) without touching them.
struct SubscriberList<Element>: ~Copyable, Sendable {
  /// An observer as stored: a closure called on the sending thread.
  typealias Observer = (Event<Element>) -> Void

  /// One subscribed observer.
  ///
  /// `@unchecked Sendable`: the closure need not be `Sendable`; it is called on whatever thread
  /// sends, which is the contract its subscriber made with the source (see `Observable`). The
  /// entry itself is immutable.
  struct Entry: @unchecked Sendable {
    let id: Int
    let observer: Observer
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
  struct State: Sendable {
    var entries: [Entry] = []
    var nextID = 0
    var termination: Termination?
  }

  private let state = Mutex(State())
  private let observerCount = Atomic<Int>(0)

  /// The number of observers: one relaxed load.
  var count: Int {
    observerCount.load(ordering: .relaxed)
  }

  /// Adds `observer` unless the list has terminated.
  ///
  /// - Returns: The new observer's id, or how the list terminated.
  func add(_ observer: @escaping Observer) -> Addition {
    state.withLock { state in
      if let termination = state.termination {
        return .terminated(termination)
      }
      let id = state.nextID
      state.nextID += 1
      state.entries.append(Entry(id: id, observer: observer))
      observerCount.store(state.entries.count, ordering: .relaxed)
      return .added(id: id)
    }
  }

  /// Removes the observer added under `id`; does nothing if it is gone or the list terminated.
  func remove(_ id: Int) {
    let removed = state.withLock { state -> Entry? in
      guard let index = state.entries.firstIndex(where: { $0.id == id }) else { return nil }
      let entry = state.entries.remove(at: index)
      observerCount.store(state.entries.count, ordering: .relaxed)
      return entry
    }
    // Released here, outside the lock: the closure's captures may deinit into code that
    // disposes other subscriptions of this list.
    _ = removed
  }

  /// The current observers, in subscription order; to iterate outside any lock.
  func snapshot() -> [Entry] {
    guard count > 0 else { return [] }
    return state.withLock { $0.entries }
  }

  /// Calls `body` with each current observer, in subscription order, outside the lock; with no
  /// observers it takes no lock and allocates nothing.
  func forEach(_ body: (Observer) -> Void) {
    guard count > 0 else { return }
    let entries = state.withLock { $0.entries }
    for entry in entries {
      body(entry.observer)
    }
  }

  /// Marks the list terminated with `termination` and takes its observers, atomically: later
  /// `add` calls return `.terminated(termination)`.
  ///
  /// - Returns: The observers to send the terminal event to, or `nil` if the list had already
  ///   terminated.
  func terminate(_ termination: Termination) -> [Entry]? {
    state.withLock { state -> [Entry]? in
      guard state.termination == nil else { return nil }
      state.termination = termination
      let entries = state.entries
      state.entries = []
      observerCount.store(0, ordering: .relaxed)
      return entries
    }
  }

  /// `terminate(.completed)`.
  func complete() -> [Entry]? {
    terminate(.completed)
  }
}

/// Something that removes subscribers by id: a subject.
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
