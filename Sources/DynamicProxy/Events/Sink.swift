import Synchronization

/// One subscription made through `Observable.subscribe`: forwards events to its observer, enforces
/// the Rx grammar, and owns the upstream subscription; the `Sink` + `SinkDisposer` of RxSwift.
///
/// - After a terminal event (`.error`, `.completed`) it forwards nothing more and disposes itself,
///   which disposes the upstream subscription (RxSwift's auto-dispose on termination).
/// - After `dispose()` it forwards nothing more: a later event from a source that ignores
///   disposal, or a delivery still reaching it from an old subscriber snapshot, is dropped. A
///   delivery already running on another thread when `dispose()` is called may still finish.
/// - The upstream disposable arrives after the source's `subscribe` returns; disposal before that
///   (a synchronous terminal event) is remembered in a `DisposableSlot`.
///
/// `@unchecked Sendable`: `observer` and `onDisposed` are immutable and need not be `Sendable`;
/// they run on the thread that sends an event or disposes, as the caller of `subscribe` agreed
/// (see `Observable`). The mutable state is an `Atomic` and a `Lock` (a pthread mutex).
final class Sink<Element>: Disposable, @unchecked Sendable {
  private static var stoppedBit: UInt8 { 1 }
  private static var disposedBit: UInt8 { 2 }

  /// The observer of a subscription made with an event closure; nil for one made with handlers.
  private let observer: ((Event<Element>) -> Void)?
  /// The handlers of `subscribe(onNext:onError:onCompleted:onDisposed:)`, called directly (one
  /// closure call less per event than wrapping them in an event closure).
  private let onNext: ((Element) -> Void)?
  private let onError: ((any Error) -> Void)?
  private let onCompleted: (() -> Void)?
  private let onDisposed: (() -> Void)?
  private let flags = Atomic<UInt8>(0)
  private let upstream = DisposableSlot()

  init(observer: @escaping (Event<Element>) -> Void, onDisposed: (() -> Void)?) {
    self.observer = observer
    self.onNext = nil
    self.onError = nil
    self.onCompleted = nil
    self.onDisposed = onDisposed
  }

  init(
    onNext: ((Element) -> Void)?, onError: ((any Error) -> Void)?, onCompleted: (() -> Void)?,
    onDisposed: (() -> Void)?
  ) {
    self.observer = nil
    self.onNext = onNext
    self.onError = onError
    self.onCompleted = onCompleted
    self.onDisposed = onDisposed
  }

  private func deliver(_ event: Event<Element>) {
    if let observer {
      observer(event)
      return
    }
    switch event {
    case .next(let element): onNext?(element)
    case .error(let error): onError?(error)
    case .completed: onCompleted?()
    }
  }

  /// Stores the upstream subscription (disposing it at once if this sink is already disposed).
  func attach(_ disposable: any Disposable) {
    upstream.attach(disposable)
  }

  /// Forwards `event` unless the sink has stopped or been disposed.
  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      guard flags.load(ordering: .acquiring) == 0 else { return }
      if let onNext {
        onNext(element)
      } else {
        deliver(event)
      }
    case .error, .completed:
      let previous = flags.bitwiseOr(Self.stoppedBit, ordering: .acquiringAndReleasing).oldValue
      guard previous == 0 else { return }
      deliver(event)
      dispose()
    }
  }

  func dispose() {
    let previous = flags.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
    guard previous & Self.disposedBit == 0 else { return }
    upstream.dispose()
    onDisposed?()
  }
}
