/// A subject that sends each event to the observers subscribed at the time; RxSwift's
/// `PublishSubject`.
///
/// It is both an observer (`on(_:)`, `onNext(_:)`, `onCompleted()`, `onError(_:)`) and an
/// observable. A delegate proxy's call streams follow the same rules, on the same subscriber
/// list, with the calls delivered to their subscriptions directly.
///
/// - Delivery is synchronous, on the sending thread, to the observers subscribed when the send
///   starts, in subscription order. Concurrent sends are not serialized: an observer may receive
///   from several threads at once.
/// - An observer may subscribe, or dispose itself or another observer, from inside a delivery.
///   The delivery in progress uses the observers it started with (RxSwift's semantics): a new
///   observer receives from the next send on; an observer disposed during a delivery may still
///   receive that delivery's event, but no later one.
/// - After `.completed` or `.error`, the subject sends nothing more, and a new subscriber receives
///   that terminal event at once.
/// - Sending to a subject without observers takes no lock and allocates nothing.
///
/// `Sendable`: its only state is a `SubscriberList`, guarded by a `Lock` and atomics.
/// Elements need not be `Sendable`; they travel only along the sender's synchronous call chain.
public final class PublishSubject<Element>: ObservableType, ObserverType, SubscriberRemoving {
  let subscribers = SubscriberList<EventObserver<Element>>()

  /// Creates a subject with no observers.
  public init() {}

  /// Whether any observer is subscribed; RxSwift's `hasObservers`. One relaxed atomic load.
  public var hasObservers: Bool {
    subscribers.count > 0
  }

  /// Sends `event` to the current observers; RxSwift's `on(_:)`.
  ///
  /// A terminal event is sent once; events after it are ignored.
  ///
  /// - Parameter event: The event.
  public func on(_ event: Event<Element>) {
    switch event {
    case .next:
      subscribers.deliver(event)
    case .error(let error):
      terminate(.error(error))
    case .completed:
      terminate(.completed)
    }
  }

  /// Subscribes a closure to all events; RxSwift's `subscribe(_:)`.
  ///
  /// If the subject has terminated, the closure receives the terminal event at once and the
  /// returned disposable does nothing.
  ///
  /// - Parameter on: The closure that receives the events, on the sending thread.
  /// - Returns: The disposable that unsubscribes the closure.
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> any Disposable {
    SubscriberList<EventObserver<Element>>.subscription(subscribers.add(on), of: self) { on($0.event()) }
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
    SubscriberList<EventObserver<Element>>.deliver(termination, to: subscribers.terminate(termination))
  }
}
