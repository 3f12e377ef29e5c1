import SwiftProtocolFixtureSupport

/// The delegate a ``Handshake`` takes when it is made, as NIOSSH's handler takes its
/// authentication delegates: not class-bound, and no property to read or set it (the generator's
/// fixture for standalone proxies).
public protocol HandshakeDelegate {
  /// The credential to offer among `available`, through `promise` (required: the handshake waits
  /// for it).
  func nextCredential(available: [String], promise: FixturePromise<String?>)
  /// The handshake finished (default: nothing).
  func handshakeDidFinish(succeeded: Bool)
}

extension HandshakeDelegate {
  /// Nothing.
  public func handshakeDidFinish(succeeded: Bool) {}
}

/// A handshake that asks the delegate it was made with for a credential.
public final class Handshake {
  private let delegate: any HandshakeDelegate

  /// Creates a handshake with its delegate, held strongly.
  ///
  /// - Parameter delegate: The delegate.
  public init(delegate: any HandshakeDelegate) {
    self.delegate = delegate
  }

  /// Asks the delegate for a credential among `available`, then tells it whether one came.
  ///
  /// - Parameter available: The credentials the peer accepts.
  /// - Returns: The promise of the credential (not fulfilled when nobody answered).
  public func run(available: [String]) -> FixturePromise<String?> {
    let promise = FixturePromise<String?>()
    delegate.nextCredential(available: available, promise: promise)
    delegate.handshakeDidFinish(succeeded: (promise.value ?? nil) != nil)
    return promise
  }
}
