import DynamicProxySupport

/// A resource or subscription that can be released; RxSwift's `Disposable`.
///
/// Disposing is idempotent and may be called from any thread: every disposable of this library
/// runs its cleanup at most once, however often and from however many threads `dispose()` is
/// called. Disposables are `Sendable` so that a subscription made on one thread can be ended on
/// another.
public protocol Disposable: Sendable {
  /// Releases the resource or ends the subscription; later calls do nothing.
  func dispose()
}

/// Factories for simple disposables; RxSwift's `Disposables`.
public enum Disposables {
  /// Returns a disposable that does nothing when disposed; RxSwift's `Disposables.create()`.
  ///
  /// - Returns: A shared disposable with no cleanup action.
  public static func create() -> any Disposable {
    NopDisposable.shared
  }

  /// Returns a disposable that runs `dispose` the first time it is disposed; RxSwift's
  /// `Disposables.create(with:)`.
  ///
  /// The action runs at most once, on the thread of the first `dispose()` call, even when several
  /// threads dispose at the same time.
  ///
  /// - Parameter dispose: The cleanup action.
  /// - Returns: A disposable that runs `dispose` once.
  public static func create(with dispose: @escaping @Sendable () -> Void) -> any Disposable {
    AnonymousDisposable(dispose)
  }

  /// Returns a disposable that disposes all of `disposables` when disposed, in order, at most once;
  /// RxSwift's `Disposables.create(_:_:)` and `CompositeDisposable`.
  ///
  /// - Parameter disposables: The disposables to dispose together.
  /// - Returns: A disposable that disposes every one of `disposables` once.
  public static func create(_ disposables: any Disposable...) -> any Disposable {
    AnonymousDisposable {
      for disposable in disposables {
        disposable.dispose()
      }
    }
  }
}

/// The disposable of `Disposables.create()`: nothing to release.
final class NopDisposable: Disposable {
  static let shared = NopDisposable()

  func dispose() {}
}

/// The disposable of `Disposables.create(with:)`: runs its action at most once.
///
/// The action is taken out of the lock before it runs, so it may itself dispose other disposables
/// (or this one) without deadlocking.
final class AnonymousDisposable: Disposable {
  private let action: Lock<(@Sendable () -> Void)?>

  init(_ action: @escaping @Sendable () -> Void) {
    self.action = Lock(action)
  }

  func dispose() {
    let action = self.action.withLock { action in
      let taken = action
      action = nil
      return taken
    }
    action?()
  }
}

/// A slot for one disposable that arrives later (the upstream subscription of a sink, a stream's
/// subscription); the storage of RxSwift's `SingleAssignmentDisposable`.
///
/// Disposing before the disposable arrives is remembered: `attach(_:)` then disposes it at once.
/// This is what makes a subscription that ends while it is still being made (a source that sends
/// `.completed` from inside `subscribe`) release its upstream.
struct DisposableSlot: ~Copyable, Sendable {
  // Not `private`: Swift 6.3.1 crashes ("Global is external, but doesn't have external or weak
  // linkage") when a private type nested in a generic noncopyable struct is laid out in another
  // file that stores the struct inline.
  enum State: Sendable {
    case pending
    case attached(any Disposable)
    case disposed
  }

  private let state = Lock<State>(.pending)

  /// Stores `disposable`, or disposes it at once if the slot was disposed already.
  func attach(_ disposable: any Disposable) {
    let disposeNow = state.withLock { state -> Bool in
      guard case .pending = state else { return true }
      state = .attached(disposable)
      return false
    }
    if disposeNow {
      disposable.dispose()
    }
  }

  /// Marks the slot disposed and disposes what it holds; later calls do nothing.
  func dispose() {
    let attached = state.withLock { state -> (any Disposable)? in
      defer { state = .disposed }
      if case .attached(let disposable) = state {
        return disposable
      }
      return nil
    }
    attached?.dispose()
  }
}

/// A disposable that is created before the disposable it stands for; RxSwift's
/// `SingleAssignmentDisposable`.
package final class SingleAssignmentDisposable: Disposable {
  private let slot = DisposableSlot()

  /// Stores `disposable`, or disposes it at once if this disposable was disposed already.
  func attach(_ disposable: any Disposable) {
    slot.attach(disposable)
  }

  package func dispose() {
    slot.dispose()
  }
}
