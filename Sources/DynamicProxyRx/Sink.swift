import Synchronization

/// The state one subscription made through `Observable.subscribe` keeps: whether it stopped or was
/// disposed, its terminal handlers and its upstream subscription. The `SinkDisposer` of RxSwift,
/// held inline by each kind of sink (``Sink`` here, a delegate proxy's call sink in DynamicProxy).
///
/// - After a terminal event (`.error`, `.completed`) a sink forwards nothing more and disposes
///   itself, which disposes the upstream subscription (RxSwift's auto-dispose on termination).
/// - After `dispose()` it forwards nothing more: a later event from a source that ignores
///   disposal, or a delivery still reaching it from an old subscriber snapshot, is dropped. A
///   delivery already running on another thread when `dispose()` is called may still finish.
/// - The upstream disposable arrives after the source's `subscribe` returns; disposal before that
///   (a synchronous terminal event) is remembered in a `DisposableSlot`.
///
/// The handlers need not be `Sendable`: they run on the thread that sends an event or disposes, as
/// the caller of `subscribe` agreed (see `Observable`). The mutable state is an `Atomic` and a
/// `Lock` (a pthread mutex).
@usableFromInline
package struct SubscriptionState: ~Copyable {
  private static var stoppedBit: UInt8 { 1 }
  private static var disposedBit: UInt8 { 2 }

  /// The terminal handlers of `subscribe(onNext:onError:onCompleted:onDisposed:)`.
  package let onError: ((any Error) -> Void)?
  package let onCompleted: (() -> Void)?
  private let onDisposed: (() -> Void)?
  @usableFromInline let flags = Atomic<UInt8>(0)
  private let upstream = DisposableSlot()

  package init(
    onError: ((any Error) -> Void)?, onCompleted: (() -> Void)?, onDisposed: (() -> Void)?
  ) {
    self.onError = onError
    self.onCompleted = onCompleted
    self.onDisposed = onDisposed
  }

  /// Stores the upstream subscription (disposing it at once if the sink is already disposed).
  package func attach(_ disposable: any Disposable) {
    upstream.attach(disposable)
  }

  /// Whether elements still pass: neither stopped nor disposed.
  @inlinable @inline(__always)
  package var isActive: Bool { flags.load(ordering: .acquiring) == 0 }

  /// Runs `deliver` with a terminal event once, unless the sink stopped or was disposed, then
  /// disposes.
  @inline(__always)
  package func terminate(_ deliver: () -> Void) {
    let previous = flags.bitwiseOr(Self.stoppedBit, ordering: .acquiringAndReleasing).oldValue
    guard previous == 0 else { return }
    deliver()
    dispose()
  }

  /// Marks the sink disposed, once: disposes the upstream subscription and runs `onDisposed`.
  package func dispose() {
    let previous = flags.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
    guard previous & Self.disposedBit == 0 else { return }
    upstream.dispose()
    onDisposed?()
  }
}

/// One subscription of element events made through `Observable.subscribe`: forwards events to its
/// observer and enforces the Rx grammar (see ``SubscriptionState``); the `Sink` of RxSwift.
///
/// `@unchecked Sendable`: `observer` and the handlers are immutable and need not be `Sendable`
/// (see ``SubscriptionState``).
final class Sink<Element>: Disposable, @unchecked Sendable {  // immutable; see above
  /// Whether it stopped or was disposed, its terminal handlers and its upstream subscription.
  let state: SubscriptionState
  /// The observer of a subscription made with an event closure; nil for one made with handlers.
  private let observer: ((Event<Element>) -> Void)?
  /// The element handler of `subscribe(onNext:onError:onCompleted:onDisposed:)`, called directly
  /// (one closure call less per event than wrapping the handlers in an event closure).
  private let onNext: ((Element) -> Void)?

  init(observer: @escaping (Event<Element>) -> Void, onDisposed: (() -> Void)?) {
    self.observer = observer
    self.onNext = nil
    self.state = SubscriptionState(onError: nil, onCompleted: nil, onDisposed: onDisposed)
  }

  init(
    onNext: ((Element) -> Void)?, onError: ((any Error) -> Void)?, onCompleted: (() -> Void)?,
    onDisposed: (() -> Void)?
  ) {
    self.observer = nil
    self.onNext = onNext
    self.state = SubscriptionState(onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  private func deliver(_ event: Event<Element>) {
    if let observer {
      observer(event)
      return
    }
    switch event {
    case .next(let element): onNext?(element)
    case .error(let error): state.onError?(error)
    case .completed: state.onCompleted?()
    }
  }

  /// Forwards `event` unless the sink has stopped or been disposed.
  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      guard state.isActive else { return }
      if let onNext {
        onNext(element)
      } else {
        deliver(event)
      }
    case .error, .completed:
      state.terminate { deliver(event) }
    }
  }

  /// Stores the upstream subscription (disposing it at once if this sink is already disposed).
  func attach(_ disposable: any Disposable) {
    state.attach(disposable)
  }

  func dispose() {
    state.dispose()
  }
}
