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
@usableFromInline
class SinkBase: Disposable, @unchecked Sendable {
  private static var stoppedBit: UInt8 { 1 }
  private static var disposedBit: UInt8 { 2 }

  /// The terminal handlers of `subscribe(onNext:onError:onCompleted:onDisposed:)`.
  let onError: ((any Error) -> Void)?
  let onCompleted: (() -> Void)?
  private let onDisposed: (() -> Void)?
  @usableFromInline let flags = Atomic<UInt8>(0)
  private let upstream = DisposableSlot()

  init(onError: ((any Error) -> Void)?, onCompleted: (() -> Void)?, onDisposed: (() -> Void)?) {
    self.onError = onError
    self.onCompleted = onCompleted
    self.onDisposed = onDisposed
  }

  /// Stores the upstream subscription (disposing it at once if this sink is already disposed).
  final func attach(_ disposable: any Disposable) {
    upstream.attach(disposable)
  }

  /// Whether elements still pass: neither stopped nor disposed.
  @inlinable @inline(__always)
  final var isActive: Bool { flags.load(ordering: .acquiring) == 0 }

  /// Runs `deliver` with a terminal event once, unless the sink stopped or was disposed, then
  /// disposes.
  @inline(__always)
  final func terminate(_ deliver: () -> Void) {
    let previous = flags.bitwiseOr(Self.stoppedBit, ordering: .acquiringAndReleasing).oldValue
    guard previous == 0 else { return }
    deliver()
    dispose()
  }

  @usableFromInline
  final func dispose() {
    let previous = flags.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
    guard previous & Self.disposedBit == 0 else { return }
    upstream.dispose()
    onDisposed?()
  }
}

/// A subscription of element events (see ``SinkBase``).
final class Sink<Element>: SinkBase, @unchecked Sendable {
  /// The observer of a subscription made with an event closure; nil for one made with handlers.
  private let observer: ((Event<Element>) -> Void)?
  /// The element handler of `subscribe(onNext:onError:onCompleted:onDisposed:)`, called directly
  /// (one closure call less per event than wrapping the handlers in an event closure).
  private let onNext: ((Element) -> Void)?

  init(observer: @escaping (Event<Element>) -> Void, onDisposed: (() -> Void)?) {
    self.observer = observer
    self.onNext = nil
    super.init(onError: nil, onCompleted: nil, onDisposed: onDisposed)
  }

  init(
    onNext: ((Element) -> Void)?, onError: ((any Error) -> Void)?, onCompleted: (() -> Void)?,
    onDisposed: (() -> Void)?
  ) {
    self.observer = nil
    self.onNext = onNext
    super.init(onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
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

  /// Forwards `event` unless the sink has stopped or been disposed.
  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      guard isActive else { return }
      if let onNext {
        onNext(element)
      } else {
        deliver(event)
      }
    case .error, .completed:
      terminate { deliver(event) }
    }
  }
}

/// The subscriber of a delegate proxy's call stream: a ``SinkBase`` whose element handler takes the
/// call itself. The stream's list stores the sink, and a delivery calls it as a concrete class
/// (a closure stored in a generic list would be called through reabstraction thunks): the sink's
/// check, then the handler.
@usableFromInline
final class CallSink: SinkBase, @unchecked Sendable {
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
    super.init(onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Hands a typed call's element to a typed handler of `handlerType` (exactly), unless the sink has
  /// stopped or been disposed; returns false, delivering nothing, when the sink's handler is of
  /// another kind (it then needs the call as a frame).
  @inlinable @inline(__always)
  func deliver<Element>(_ element: @autoclosure () -> Element, handlerType: ObjectIdentifier) -> Bool {
    guard observer.typedHandlerType == handlerType, let handler = observer.typedHandlerPointer else {
      return observer.ignoresElements
    }
    guard isActive else { return true }
    Unmanaged<TypedElementHandler<Element>>.fromOpaque(handler)._withUnsafeGuaranteedRef {
      $0.onNext(element())
    }
    return true
  }

  /// ``deliver(_:handlerType:)`` of an element the caller already holds: borrowed, not copied
  /// (evaluating an autoclosure that returns it would copy it, a retain and a release per object
  /// it holds).
  @inlinable @inline(__always)
  func deliver<Element>(borrowing element: Element, handlerType: ObjectIdentifier) -> Bool {
    guard observer.typedHandlerType == handlerType, let handler = observer.typedHandlerPointer else {
      return observer.ignoresElements
    }
    guard isActive else { return true }
    Unmanaged<TypedElementHandler<Element>>.fromOpaque(handler)._withUnsafeGuaranteedRef { $0.send(element) }
    return true
  }

  /// Hands `frame` to the handler unless the sink has stopped or been disposed: an `[Any]`
  /// subscriber's handler gets the boxed arguments directly.
  @usableFromInline @inline(__always)
  func deliver(_ frame: CallFrame) {
    guard isActive else { return }
    if observer.lendsArguments {
      frame.withArguments(observer.arguments)
    } else {
      observer.call(frame)
    }
  }

  /// Sends the terminal event once, unless the sink has stopped or been disposed, then disposes.
  func terminate(_ termination: Termination) {
    switch termination {
    case .error(let error):
      terminate { onError?(error) }
    case .completed:
      terminate { onCompleted?() }
    }
  }
}
