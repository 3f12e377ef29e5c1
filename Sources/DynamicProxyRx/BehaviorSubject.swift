import DynamicProxySupport

/// A subject that holds a current value and replays it to each new subscriber; RxSwift's
/// `BehaviorSubject`.
///
/// A new subscriber receives the current value before `subscribe` returns, then every value sent
/// after it, each once. After `.completed` or `.error`, a new subscriber receives only that
/// terminal event.
///
/// As in RxSwift, a recursive lock serializes the hand-over between sending and subscribing: a
/// send makes its value current and takes the observers to deliver to under the lock, and a
/// subscription adds its observer and replays the current value under the lock. So a subscriber
/// receives each value either from its replay or from the send, never both and never neither, and
/// with one sending thread it receives the replay first and then the later values in order, one
/// call at a time. Deliveries themselves run outside the lock, on the sending thread, so observers
/// may subscribe and dispose from inside a delivery. Concurrent sends are not serialized (see
/// `Observable`): their values may reach an observer concurrently and in either order.
///
/// The replay runs on the subscribing thread with the lock held. The observer may re-enter the
/// subject from it (send, subscribe, dispose, `value()`), but must not wait there for another
/// thread that sends to or subscribes to the same subject.
///
/// `Sendable`: its state is a `SubscriberList` and a `State` behind a recursive lock. Elements
/// need not be `Sendable` (see `Observable`): the current value is only touched with the lock held
/// and handed to observers on the thread that sends or subscribes.
public final class BehaviorSubject<Element>: ObservableType, ObserverType, SubscriberRemoving {
  /// The current value and whether the sequence has ended, behind a recursive lock.
  ///
  /// `@unchecked Sendable`: `current` and `termination` are only read and written with `lock`
  /// held. The lock is recursive because the replay calls observer code with it held; each access
  /// to the properties is short, so a re-entrant call never overlaps another access.
  final class State: @unchecked Sendable {  // under `lock`
    let lock = RecursiveLock()
    var current: Element
    var termination: Termination?

    init(current: Element) {
      self.current = current
    }
  }

  let subscribers = SubscriberList<EventObserver<Element>>()
  private let state: State

  /// Creates a subject whose current value is `value`; RxSwift's `BehaviorSubject(value:)`.
  ///
  /// - Parameter value: The initial current value.
  public init(value: Element) {
    state = State(current: value)
  }

  /// Whether any observer is subscribed; RxSwift's `hasObservers`. One relaxed atomic load.
  public var hasObservers: Bool {
    subscribers.count > 0
  }

  /// Returns the current value; RxSwift's `value()`.
  ///
  /// - Returns: The last value sent (or the initial value); after `.completed`, the last value.
  /// - Throws: The error the subject failed with, if it did.
  public func value() throws -> Element {
    let (current, termination) = state.lock.withLock { (state.current, state.termination) }
    if case .error(let error) = termination {
      throw error
    }
    return current
  }

  /// Makes `event`'s element the current value and sends it to the current observers, or ends the
  /// sequence; RxSwift's `on(_:)`.
  ///
  /// A terminal event is sent once; events after it are ignored and do not change the value.
  ///
  /// - Parameter event: The event.
  public func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      // The observers are taken with the value stored, under the lock: a subscription is either
      // among them (it replayed an older value, before this send took the lock) or replays this
      // value or a newer one (it took the lock after this send).
      let observers = state.lock.withLock { () -> [SubscriberList<EventObserver<Element>>.Entry]? in
        guard state.termination == nil else { return nil }
        state.current = element
        return subscribers.snapshot()
      }
      guard let observers else { return }
      for entry in observers {
        entry.observer(event)
      }
    case .error(let error):
      terminate(.error(error))
    case .completed:
      terminate(.completed)
    }
  }

  /// Subscribes a closure: it receives the current value before this returns, then every later
  /// event; RxSwift's `subscribe(_:)`.
  ///
  /// If the subject has terminated, the closure receives only the terminal event and the
  /// returned disposable does nothing.
  ///
  /// - Parameter on: The closure that receives the events: the replay on this thread, with the
  ///   subject's lock held; later events on the sending thread.
  /// - Returns: The disposable that unsubscribes the closure.
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> any Disposable {
    let addition = state.lock.withLock { () -> SubscriberList<EventObserver<Element>>.Addition in
      if let termination = state.termination {
        return .terminated(termination)
      }
      let addition = subscribers.add(on)
      if case .added = addition {
        // Replayed with the lock held: a send that did not take this observer waits for the
        // lock to store a newer value, so the replay comes before every later delivery.
        let current = state.current
        on(.next(current))
      }
      return addition
    }
    return SubscriberList<EventObserver<Element>>.subscription(addition, of: self) { on($0.event()) }
  }

  /// Returns an observable of this subject's events, hiding its observer side; RxSwift's
  /// `asObservable()`.
  ///
  /// - Returns: The observable.
  public func asObservable() -> Observable<Element> {
    Observable { observer in
      self.subscribe(observer.on)
    }
  }

  package func removeSubscriber(_ id: Int) {
    subscribers.remove(id)
  }

  private func terminate(_ termination: Termination) {
    // Under the lock, like a send: a subscription either receives this event from here or, having
    // taken the lock after it, only this event from `subscribe`.
    let entries = state.lock.withLock { () -> [SubscriberList<EventObserver<Element>>.Entry]? in
      guard state.termination == nil else { return nil }
      state.termination = termination
      return subscribers.terminate(termination)
    }
    SubscriberList<EventObserver<Element>>.deliver(termination, to: entries)
  }
}
