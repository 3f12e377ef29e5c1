/// A receiver of a sequence's events; RxSwift's `ObserverType`.
///
/// Events arrive synchronously, on the thread that sends them. An observer of a source that sends
/// from several threads at once (a delegate proxy called from several threads: the proxy does not
/// serialize, as RxCocoa's does not) receives concurrently and must be safe for that.
public protocol ObserverType<Element> {
  /// The type of the elements the observer receives.
  associatedtype Element

  /// Receives one event.
  ///
  /// - Parameter event: The event.
  func on(_ event: Event<Element>)
}

extension ObserverType {
  /// Sends a `.next` event; RxSwift's `onNext(_:)`.
  ///
  /// - Parameter element: The element to send.
  @inlinable
  public func onNext(_ element: Element) {
    on(.next(element))
  }

  /// Sends a `.completed` event; RxSwift's `onCompleted()`.
  @inlinable
  public func onCompleted() {
    on(.completed)
  }

  /// Sends an `.error` event; RxSwift's `onError(_:)`.
  ///
  /// - Parameter error: The error that ends the sequence.
  @inlinable
  public func onError(_ error: any Error) {
    on(.error(error))
  }
}

/// A type-erased observer that forwards every event to a closure; RxSwift's `AnyObserver`.
///
/// `@unchecked Sendable` because the closure need not be `Sendable`: an observer is handed to the
/// code that produces events (`Observable.create`), which may send from any thread, and the
/// closure then runs on that thread, synchronously. This library never moves an event to another
/// thread; whether the closure may run on the producer's thread is the subscriber's contract with
/// its source, as in RxSwift.
public struct AnyObserver<Element>: ObserverType, @unchecked Sendable {  // see above
  @usableFromInline
  let handler: (Event<Element>) -> Void

  /// Creates an observer that forwards every event to `handler`.
  ///
  /// - Parameter handler: The closure that receives the events.
  @inlinable
  public init(_ handler: @escaping (Event<Element>) -> Void) {
    self.handler = handler
  }

  /// Creates an observer that forwards every event to `observer`.
  ///
  /// - Parameter observer: The observer that receives the events.
  @inlinable
  public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    self.handler = observer.on
  }

  /// Forwards `event` to the wrapped closure or observer.
  ///
  /// - Parameter event: The event.
  @inlinable
  public func on(_ event: Event<Element>) {
    handler(event)
  }
}
