import DynamicProxyRx
import DynamicProxySupport

/// The subscriber of a delegate proxy's call stream: a sink (a `SubscriptionState` and its
/// handlers) whose element handler takes the call itself. The stream's list stores the sink, and a delivery calls it as a concrete class
/// (a closure stored in a generic list would be called through reabstraction thunks): the sink's
/// check, then the handler.
@usableFromInline
final class CallSink: Disposable, @unchecked Sendable {  // immutable handlers
  // @unchecked: the handlers are immutable; see `SubscriptionState` for the threads they run on.
  /// Whether it stopped or was disposed, its terminal handlers and its upstream subscription.
  @usableFromInline let state: SubscriptionState
  /// The handlers (a sink subscribed without one has handlers that do nothing: non-optional
  /// closures are called in place, an optional one is copied out first, a retain per delivery).
  @usableFromInline let observer: CallObserver
  /// Whether the handler reads the call's boxed arguments (see ``CallObserver``).
  var boxesArguments: Bool { observer.boxesArguments }
  /// Whether the handler reads each call from its frame (see ``CallObserver``).
  var readsFrame: Bool { observer.readsFrame }

  init(
    _ observer: CallObserver, onError: ((any Error) -> Void)?, onCompleted: (() -> Void)?,
    onDisposed: (() -> Void)?
  ) {
    self.observer = observer
    self.state = SubscriptionState(onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Whether calls still pass: neither stopped nor disposed.
  @inlinable @inline(__always)
  var isActive: Bool { state.isActive }

  /// Stores the upstream subscription (disposing it at once if this sink is already disposed).
  func attach(_ disposable: any Disposable) {
    state.attach(disposable)
  }

  @usableFromInline
  func dispose() {
    state.dispose()
  }

  /// Sends the terminal event once, unless the sink has stopped or been disposed, then disposes.
  func terminate(_ termination: Termination) {
    switch termination {
    case .error(let error):
      state.terminate { state.onError?(error) }
    case .completed:
      state.terminate { state.onCompleted?() }
    }
  }
}
