/// A push-based sequence of events that starts when subscribed to; RxSwift's `Observable`.
///
/// An `Observable` is a recipe: each `subscribe` runs its subscribe function anew, which connects
/// one observer to the source (a subject, a delegate proxy's message stream) and returns the
/// `Disposable` that ends the connection. Operators (`map`, `filter`, `compactMap`) build new
/// recipes; nothing is shared between subscriptions.
///
/// ## Threads
///
/// Delivery is synchronous: an event reaches every observer on the thread that sends it, before
/// the send returns, and no operator of this library schedules, buffers or moves an element to
/// another thread. Nothing is serialized either: if a source sends from several threads at once
/// (a delegate proxy called concurrently — RxCocoa's `DelegateProxy` does not serialize), an
/// observer receives concurrently. `subscribe` and `dispose()` may be called from any thread.
///
/// ## Why `@unchecked Sendable`
///
/// Elements need not be `Sendable` (a delegate proxy emits `[Any]`), and the subscribe function
/// and observers are ordinary closures. Sharing an `Observable` between threads is still sound
/// because the library never hands an element from one thread to another: an element travels
/// only along the synchronous call chain of the thread that sent it. The closures a subscriber
/// passes run on the sender's thread; a subscriber that needs another thread hops explicitly with
/// `Sendable` data (`values` requires `Element: Sendable` for exactly that reason).
public struct Observable<Element>: ObservableType, @unchecked Sendable {  // see above
  /// Subscribes with the handlers of `subscribe(onNext:onError:onCompleted:onDisposed:)`.
  package typealias HandlersSubscribe = (
    _ onNext: ((Element) -> Void)?, _ onError: ((any Error) -> Void)?, _ onCompleted: (() -> Void)?,
    _ onDisposed: (() -> Void)?
  ) -> any Disposable

  /// ``HandlersSubscribe`` for a sequence of `[Any]` (a delegate proxy's `sentMessage` and
  /// `methodInvoked`), its `onNext` typed as such: a closure of a concrete type is stored and called
  /// as the subscriber wrote it, where one passed as `(Element) -> Void` is wrapped in a
  /// reabstraction thunk at the subscriber's call and in another where the source stores it.
  package typealias ArgumentsSubscribe = (
    _ onNext: (([Any]) -> Void)?, _ onError: ((any Error) -> Void)?, _ onCompleted: (() -> Void)?,
    _ onDisposed: (() -> Void)?
  ) -> any Disposable

  private let subscribeHandler: (AnyObserver<Element>) -> any Disposable
  /// For a source made where `Element` is a concrete type (a delegate proxy's streams): the same
  /// subscription as `subscribeHandler` with the handlers, built by code specialized for `Element`,
  /// so that a delivery runs no generic code (no metadata look-up, no value witnesses).
  let handlersSubscribe: HandlersSubscribe?
  /// For a source of `[Any]` elements that takes `[Any]` handlers as they are: the same
  /// subscription as `handlersSubscribe`, which `subscribe(onNext:onError:onCompleted:onDisposed:)`
  /// of an `[Any]` sequence uses instead.
  let argumentsSubscribe: ArgumentsSubscribe?

  init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> any Disposable) {
    self.subscribeHandler = subscribeHandler
    self.handlersSubscribe = nil
    self.argumentsSubscribe = nil
  }

  /// An observable whose subscription connects an event closure to a source; the handlers form
  /// of `subscribe` is built here, where `Element` is known, when the caller's context is concrete.
  ///
  /// - Parameter connect: Connects one event closure to the source; returns the disposable that
  ///   ends the connection.
  @inline(__always)
  static func connecting(
    _ connect: @escaping (@escaping (Event<Element>) -> Void) -> any Disposable
  ) -> Observable<Element> {
    Observable(
      subscribeHandler: { observer in connect(observer.on) },
      handlersSubscribe: { onNext, onError, onCompleted, onDisposed in
        let sink = Sink<Element>(
          onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
        sink.attach(connect(sink.on))
        return sink
      })
  }

  package init(
    subscribeHandler: @escaping (AnyObserver<Element>) -> any Disposable,
    handlersSubscribe: HandlersSubscribe?, argumentsSubscribe: ArgumentsSubscribe? = nil
  ) {
    self.subscribeHandler = subscribeHandler
    self.handlersSubscribe = handlersSubscribe
    self.argumentsSubscribe = argumentsSubscribe
  }

  /// Creates an observable from a subscribe function; RxSwift's `Observable.create(_:)`.
  ///
  /// `subscribe` runs once per subscription, with an observer to send events to, and returns the
  /// disposable that ends the subscription (for example `Disposables.create(with:)` around the
  /// cleanup). The observer may be called from any thread. Events it receives after a terminal
  /// event, or after the subscription was disposed, are dropped; a terminal event disposes the
  /// subscription.
  ///
  /// - Parameter subscribe: The function that connects one observer to the source.
  /// - Returns: The observable.
  public static func create(
    _ subscribe: @escaping (AnyObserver<Element>) -> any Disposable
  ) -> Observable<Element> {
    Observable(subscribe)
  }

  /// Returns an observable that sends `element` and completes; RxSwift's `Observable.just(_:)`.
  ///
  /// - Parameter element: The only element.
  /// - Returns: The observable.
  public static func just(_ element: Element) -> Observable<Element> {
    Observable { observer in
      observer.on(.next(element))
      observer.on(.completed)
      return Disposables.create()
    }
  }

  /// Returns an observable that completes at once; RxSwift's `Observable.empty()`.
  ///
  /// - Returns: The observable.
  public static func empty() -> Observable<Element> {
    Observable { observer in
      observer.on(.completed)
      return Disposables.create()
    }
  }

  /// Returns an observable that never sends anything; RxSwift's `Observable.never()`.
  ///
  /// - Returns: The observable.
  public static func never() -> Observable<Element> {
    Observable { _ in Disposables.create() }
  }

  /// Returns an observable that fails at once with `error`; RxSwift's `Observable.error(_:)`.
  ///
  /// - Parameter error: The error the sequence ends with.
  /// - Returns: The observable.
  public static func error(_ error: any Error) -> Observable<Element> {
    Observable { observer in
      observer.on(.error(error))
      return Disposables.create()
    }
  }

  /// Subscribes a closure to all events; RxSwift's `subscribe(_:)`.
  ///
  /// The closure receives `next* (error | completed)?`. After a terminal event, or once the
  /// returned disposable is disposed, it receives nothing more (a delivery already running on
  /// another thread may finish); a terminal event disposes the subscription.
  ///
  /// - Parameter on: The closure that receives the events, on the sending thread.
  /// - Returns: The disposable that ends the subscription.
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> any Disposable {
    subscribe(on, onDisposed: nil)
  }

  /// Returns this observable; RxSwift's `asObservable()`.
  ///
  /// - Returns: `self`.
  public func asObservable() -> Observable<Element> {
    self
  }

  /// Subscribes through a `Sink`, which also runs `onDisposed` once when the subscription ends.
  func subscribe(
    _ on: @escaping (Event<Element>) -> Void, onDisposed: (() -> Void)?
  ) -> any Disposable {
    let sink = Sink(observer: on, onDisposed: onDisposed)
    sink.attach(subscribeHandler(AnyObserver(sink.on)))
    return sink
  }
}
