/// A source of events that observers can subscribe to; RxSwift's `ObservableType`.
///
/// `Observable`, `PublishSubject` and `BehaviorSubject` conform. The subscription conveniences and
/// the operators of this library are extensions of this protocol.
public protocol ObservableType<Element> {
  /// The type of the elements of the sequence.
  associatedtype Element

  /// Subscribes a closure to all events; RxSwift's `subscribe(_:)`.
  ///
  /// - Parameter on: The closure that receives the events, on the sending thread.
  /// - Returns: The disposable that ends the subscription.
  func subscribe(_ on: @escaping (Event<Element>) -> Void) -> any Disposable

  /// Returns the sequence as an `Observable`; RxSwift's `asObservable()`.
  ///
  /// - Returns: An observable of the same events.
  func asObservable() -> Observable<Element>
}

extension ObservableType {
  /// Subscribes an observer to all events; RxSwift's `subscribe(_:)` taking an `ObserverType`
  /// (the same as `bind(to:)`).
  ///
  /// - Parameter observer: The observer that receives the events, for example a subject.
  /// - Returns: The disposable that ends the subscription.
  public func subscribe<Observer: ObserverType>(
    _ observer: Observer
  ) -> any Disposable where Observer.Element == Element {
    asObservable().subscribe(observer.on)
  }

  /// Subscribes handlers for each kind of event; RxSwift's
  /// `subscribe(onNext:onError:onCompleted:onDisposed:)`.
  ///
  /// Every handler is optional; an error without `onError` is ignored. After a terminal event, or
  /// once the returned disposable is disposed, no handler but `onDisposed` runs (a delivery
  /// already running on another thread may finish). A terminal event disposes the subscription.
  ///
  /// - Parameters:
  ///   - onNext: Runs for each element, on the sending thread.
  ///   - onError: Runs if the sequence fails.
  ///   - onCompleted: Runs if the sequence completes.
  ///   - onDisposed: Runs once when the subscription ends: after `onError` or `onCompleted`, or
  ///     when the returned disposable is disposed first.
  /// - Returns: The disposable that ends the subscription.
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onError: ((any Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    subscribeHandlers(onNext, onError, onCompleted, onDisposed)
  }

  /// `subscribe(onNext:onError:onCompleted:onDisposed:)`, under a name of its own: the `[Any]`
  /// form calls it when its source takes no `[Any]` handlers.
  func subscribeHandlers(
    _ onNext: ((Element) -> Void)?, _ onError: ((any Error) -> Void)?,
    _ onCompleted: (() -> Void)?, _ onDisposed: (() -> Void)?
  ) -> any Disposable {
    let observable = asObservable()
    if let subscribe = observable.handlersSubscribe {
      return subscribe(onNext, onError, onCompleted, onDisposed)
    }
    return observable.subscribe(
      { event in
        switch event {
        case .next(let element):
          onNext?(element)
        case .error(let error):
          onError?(error)
        case .completed:
          onCompleted?()
        }
      },
      onDisposed: onDisposed
    )
  }

  /// Returns an observable whose elements are this sequence's elements transformed; RxSwift's
  /// `map(_:)`.
  ///
  /// - Parameter transform: The transformation, run on the sending thread. If it throws, the
  ///   resulting sequence fails with that error and the subscription is disposed.
  /// - Returns: The transformed observable.
  public func map<Result>(
    _ transform: @escaping (Element) throws -> Result
  ) -> Observable<Result> {
    let source = asObservable()
    return Observable<Result> { observer in
      source.subscribe { event in
        observer.on(event.map(transform))
      }
    }
  }

  /// Returns an observable of the elements that satisfy `predicate`; RxSwift's `filter(_:)`.
  ///
  /// - Parameter predicate: The test, run on the sending thread. If it throws, the resulting
  ///   sequence fails with that error and the subscription is disposed.
  /// - Returns: The filtered observable.
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    let source = asObservable()
    return Observable { observer in
      source.subscribe { event in
        guard case .next(let element) = event else {
          observer.on(event)
          return
        }
        do {
          if try predicate(element) {
            observer.on(event)
          }
        } catch {
          observer.on(.error(error))
        }
      }
    }
  }

  /// Returns an observable of the non-`nil` results of `transform`; RxSwift's `compactMap(_:)`.
  ///
  /// - Parameter transform: The transformation, run on the sending thread; a `nil` result is
  ///   skipped. If it throws, the resulting sequence fails with that error and the subscription is
  ///   disposed.
  /// - Returns: The transformed observable.
  public func compactMap<Result>(
    _ transform: @escaping (Element) throws -> Result?
  ) -> Observable<Result> {
    let source = asObservable()
    return Observable<Result> { observer in
      source.subscribe { event in
        switch event {
        case .next(let element):
          do {
            if let result = try transform(element) {
              observer.on(.next(result))
            }
          } catch {
            observer.on(.error(error))
          }
        case .error(let error):
          observer.on(.error(error))
        case .completed:
          observer.on(.completed)
        }
      }
    }
  }
}

extension ObservableType where Element == [Any] {
  /// Subscribes handlers for each kind of event to a sequence of `[Any]`, such as a delegate
  /// proxy's `sentMessage(_:)` and `methodInvoked(_:)`; RxSwift's
  /// `subscribe(onNext:onError:onCompleted:onDisposed:)`, with the same behaviour as the generic
  /// form.
  ///
  /// This overload exists for speed: a proxy stores `onNext` as written and calls it directly,
  /// where the generic form would wrap it in two conversion thunks run at every call.
  ///
  /// - Parameters:
  ///   - onNext: Runs for each element, on the sending thread.
  ///   - onError: Runs if the sequence fails.
  ///   - onCompleted: Runs if the sequence completes.
  ///   - onDisposed: Runs once when the subscription ends: after `onError` or `onCompleted`, or
  ///     when the returned disposable is disposed first.
  /// - Returns: The disposable that ends the subscription.
  public func subscribe(
    onNext: (([Any]) -> Void)? = nil,
    onError: ((any Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    let observable = asObservable()
    if let subscribe = observable.argumentsSubscribe {
      return subscribe(onNext, onError, onCompleted, onDisposed)
    }
    return subscribeHandlers(onNext, onError, onCompleted, onDisposed)
  }
}
