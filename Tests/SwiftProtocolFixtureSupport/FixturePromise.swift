import Synchronization

/// A promise of another module than the protocols that name it, as NIOCore's `EventLoopPromise`
/// is for NIOSSH's delegates: the generated proxy must import this module.
public final class FixturePromise<Value: Sendable>: Sendable {
  private let state = Mutex<Value?>(nil)

  /// Creates a promise not yet fulfilled.
  public init() {}

  /// Fulfils the promise with `value`.
  ///
  /// - Parameter value: The value.
  public func succeed(_ value: Value) {
    state.withLock { $0 = value }
  }

  /// The value, once fulfilled; nil before.
  public var value: Value? { state.withLock { $0 } }
}
