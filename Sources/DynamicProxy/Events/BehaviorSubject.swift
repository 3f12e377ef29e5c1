import Synchronization

/// A subject that holds a current value and replays it to each new subscriber; RxSwift's
/// `BehaviorSubject`.
///
/// A new subscriber receives the current value at once, then every later value. After
/// `.completed` or `.error`, a new subscriber receives only that terminal event.
///
/// Delivery follows `PublishSubject`: synchronous, on the sending thread, outside any lock, so
/// observers may subscribe and dispose from inside a delivery. In addition, a subscriber never
/// goes back to an older value: each value carries a version, and a value overtaken by a newer one
/// that already reached the subscriber (a send concurrent with the subscription's replay, or two
/// concurrent sends) is skipped for it. Sequential sends are all delivered, in order.
///
/// `Sendable`: its state is a `SubscriberList` and a `Lock`. Elements need not be `Sendable`
/// (see `Observable`): the current value sits in an `@unchecked Sendable` state struct that only
/// the lock's holder touches.
public final class BehaviorSubject<Element>: ObservableType, ObserverType, SubscriberRemoving {
  /// A value with the version it was sent as; versions start at 1 and increase by 1 per send.
  struct Versioned {
    let version: Int
    let element: Element
  }

  /// The current value and whether the sequence has ended.
  ///
  /// `@unchecked Sendable`: `element` need not be `Sendable`. It is only read and written under
  /// `state`'s lock and handed to observers on the thread that sends or subscribes.
  struct State: @unchecked Sendable {
    var current: Versioned
    var termination: Termination?
  }

  let subscribers = SubscriberList<Versioned>()
  private let state: Lock<State>

  /// Creates a subject whose current value is `value`; RxSwift's `BehaviorSubject(value:)`.
  ///
  /// - Parameter value: The initial current value.
  public init(value: Element) {
    state = Lock(State(current: Versioned(version: 1, element: value), termination: nil))
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
    let (current, termination) = state.withLock { ($0.current, $0.termination) }
    if case .error(let error) = termination {
      throw error
    }
    return current.element
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
      let versioned = state.withLock { state -> Versioned? in
        guard state.termination == nil else { return nil }
        state.current = Versioned(version: state.current.version + 1, element: element)
        return state.current
      }
      guard let versioned else { return }
      // The value is stored before the snapshot is read, and a subscriber is added before it
      // reads the value, so every subscriber sees this value either here or in its replay.
      subscribers.forEach { observer in
        observer(.next(versioned))
      }
    case .error(let error):
      terminate(.error(error))
    case .completed:
      terminate(.completed)
    }
  }

  /// Subscribes a closure: it receives the current value at once, then every later event;
  /// RxSwift's `subscribe(_:)`.
  ///
  /// If the subject has terminated, the closure receives only the terminal event and the
  /// returned disposable does nothing.
  ///
  /// - Parameter on: The closure that receives the events, on the sending thread.
  /// - Returns: The disposable that unsubscribes the closure.
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> any Disposable {
    let gate = VersionGate()
    let observer: SubscriberList<Versioned>.Observer = { event in
      switch event {
      case .next(let versioned):
        if gate.admit(versioned.version) {
          on(.next(versioned.element))
        }
      case .error(let error):
        gate.close()
        on(.error(error))
      case .completed:
        gate.close()
        on(.completed)
      }
    }
    switch subscribers.add(observer) {
    case .added(let id):
      // Read after the add: a send that stored a newer value and missed this subscriber in its
      // snapshot is seen here; one that reached it already makes the gate skip this replay.
      // A subject that terminated after the add sends this subscriber its terminal event from
      // `terminate`, so the replay is skipped. (A termination racing on another thread with the
      // replay may still reach the observer concurrently with it, as with any concurrent sends.)
      let (current, termination) = state.withLock { ($0.current, $0.termination) }
      if termination == nil {
        observer(.next(current))
      }
      return SubjectSubscription(owner: self, id: id)
    case .terminated(let termination):
      on(termination.event())
      return Disposables.create()
    }
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

  func removeSubscriber(_ id: Int) {
    subscribers.remove(id)
  }

  private func terminate(_ termination: Termination) {
    let first = state.withLock { state -> Bool in
      guard state.termination == nil else { return false }
      state.termination = termination
      return true
    }
    guard first, let entries = subscribers.terminate(termination) else { return }
    for entry in entries {
      entry.observer(termination.event())
    }
  }
}

/// The newest version one subscriber of a `BehaviorSubject` has received.
final class VersionGate: Sendable {
  private let newest = Atomic<Int>(0)

  /// Records `version` and returns whether it is newer than every version admitted before.
  func admit(_ version: Int) -> Bool {
    newest.max(version, ordering: .relaxed).oldValue < version
  }

  /// Admits nothing from now on (the sequence ended).
  func close() {
    newest.store(.max, ordering: .relaxed)
  }
}
