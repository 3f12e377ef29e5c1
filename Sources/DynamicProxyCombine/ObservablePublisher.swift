// Built with the package's "Combine" trait only (`--traits Combine`, or `traits: ["Combine"]`
// on the dependency): without it this module is empty and OpenCombine is not resolved.
#if Combine

  import DynamicProxy
  import DynamicProxyRx
  import DynamicProxySupport
  import OpenCombine

  extension ObservableType {
    /// This sequence as an OpenCombine publisher; RxCombine's `asPublisher()`.
    ///
    /// See `ObservablePublisher` for demand, threading and cancellation.
    public var publisher: ObservablePublisher<Element> {
      ObservablePublisher(asObservable())
    }
  }

  /// An OpenCombine publisher of an `Observable`'s events; RxCombine's `asPublisher()`.
  ///
  /// - Subscription: each subscriber gets its own subscription to the observable, made when the
  ///   subscriber first requests a demand greater than zero (so a cold source such as
  ///   `Observable.just` waits for demand).
  /// - Demand: nothing is buffered. An element that arrives while the subscriber's outstanding
  ///   demand is zero is dropped, as OpenCombine's `PassthroughSubject` drops it: an `Observable`
  ///   has no back-pressure. Request `.unlimited` (what `sink` does) to receive every element.
  /// - Completion: `.completed` becomes `.finished`, `.error(e)` becomes `.failure(e)`, regardless of
  ///   demand; the observable subscription is then disposed.
  /// - Threads: the subscriber is called on the thread that sends, synchronously. Calls are
  ///   serialized, as Combine requires: if the source sends from several threads at once, a second
  ///   thread waits until the first delivery returns. A delivery that re-enters on the same thread
  ///   (the subscriber makes the source send again) is delivered nested.
  /// - Cancellation disposes the observable subscription; after `cancel()` returns, the subscriber
  ///   receives nothing more and is released.
  ///
  /// `Failure` is `any Error` because an `Observable` may fail; for a stream that never fails (a
  /// delegate proxy's), `.assertNoFailure()` or `.replaceError(with:)` gives `Never`.
  public struct ObservablePublisher<Element>: Publisher {
    /// The elements of the observable.
    public typealias Output = Element
    /// The error an observable may fail with.
    public typealias Failure = any Error

    private let source: Observable<Element>

    /// Creates a publisher of `source`'s events.
    ///
    /// - Parameter source: The observable to publish.
    public init(_ source: Observable<Element>) {
      self.source = source
    }

    /// Attaches `subscriber`: it receives a subscription that subscribes to the observable on the
    /// first demand.
    ///
    /// - Parameter subscriber: The subscriber.
    public func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Element, Downstream.Failure == any Error {
      let subscription = ObservableSubscription(source: source, downstream: subscriber)
      subscriber.receive(subscription: subscription)
    }
  }

  /// The subscription between one Combine subscriber and one observable subscription.
  ///
  /// `@unchecked Sendable`: every mutable property is read and written only under `lock`, which is
  /// also held while the subscriber is called (Combine's serial-call rule). The observable and the
  /// subscriber need not be `Sendable`; they are called on the thread that sends, requests or
  /// cancels, as the subscriber agreed by subscribing to a publisher that delivers on the sending
  /// thread.
  private final class ObservableSubscription<Downstream: Subscriber>:
    Subscription, @unchecked Sendable  // state under `lock`
  where Downstream.Failure == any Error {
    private enum Status {
      /// Waiting for the first demand; the observable is not subscribed yet.
      case waiting(Observable<Downstream.Input>)
      /// Subscribed (or subscribing) to the observable.
      case active
      /// Finished or cancelled: the subscriber has been released.
      case terminated
    }

    private let lock = RecursiveLock()
    private var status: Status
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var upstream: (any Disposable)?
    private var upstreamDisposed = false

    init(source: Observable<Downstream.Input>, downstream: Downstream) {
      self.status = .waiting(source)
      self.downstream = downstream
    }

    func request(_ demand: Subscribers.Demand) {
      precondition(demand > 0, "demand must be greater than zero")
      let source = lock.withLock { () -> Observable<Downstream.Input>? in
        self.demand += demand
        guard case .waiting(let source) = status else { return nil }
        status = .active
        return source
      }
      guard let source else { return }
      // Subscribed outside the lock: a source that waits for another sending thread while it
      // subscribes must not deadlock against that thread's delivery.
      let disposable = source.subscribe { [self] event in
        receive(event)
      }
      let disposeNow = lock.withLock { () -> Bool in
        if upstreamDisposed {
          return true
        }
        upstream = disposable
        return false
      }
      if disposeNow {
        disposable.dispose()
      }
    }

    func cancel() {
      lock.withLock {
        status = .terminated
        downstream = nil
      }
      disposeUpstream()
    }

    private func receive(_ event: Event<Downstream.Input>) {
      let terminated = lock.withLock { () -> Bool in
        guard case .active = status, let downstream else { return false }
        switch event {
        case .next(let element):
          guard demand > 0 else { return false }
          demand -= 1
          let additional = downstream.receive(element)
          if case .active = status {
            demand += additional
          }
          return false
        case .error(let error):
          status = .terminated
          self.downstream = nil
          downstream.receive(completion: .failure(error))
          return true
        case .completed:
          status = .terminated
          self.downstream = nil
          downstream.receive(completion: .finished)
          return true
        }
      }
      if terminated {
        disposeUpstream()
      }
    }

    /// Disposes the observable subscription once, outside the lock (its cleanup may run user code).
    private func disposeUpstream() {
      let disposable = lock.withLock { () -> (any Disposable)? in
        upstreamDisposed = true
        defer { upstream = nil }
        return upstream
      }
      disposable?.dispose()
    }
  }

#endif
