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
  /// The credentials the delegate can offer, a get-only property as NIOSSH's server delegate's
  /// `supportedAuthenticationMethods` (default: all).
  var supportedCredentials: Set<String>? { get }
  /// How many times to ask (required).
  var attempts: Int { get }
}

extension HandshakeDelegate {
  /// Nothing.
  public func handshakeDidFinish(succeeded: Bool) {}
  /// Nil: all.
  public var supportedCredentials: Set<String>? { nil }
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
    let supported = delegate.supportedCredentials
    let available = supported.map { supported in available.filter(supported.contains) } ?? available
    delegate.nextCredential(available: available, promise: promise)
    delegate.handshakeDidFinish(succeeded: (promise.value ?? nil) != nil)
    return promise
  }
}

/// The delegate of a ``Download``, with an associated type, as async-http-client's
/// `HTTPClientResponseDelegate` has `Response` (the generator's fixture for generic proxies).
public protocol DownloadDelegate: AnyObject {
  /// What the download makes of its parts.
  associatedtype Response
  /// The download received `part` (default: nothing).
  func download(_ download: Download, didReceive part: [UInt8])
  /// The download finished: the response made of the parts (required), or the error that ends it.
  func downloadDidFinish(_ download: Download) throws -> Response
}

extension DownloadDelegate {
  /// Nothing.
  public func download(_ download: Download, didReceive part: [UInt8]) {}
}

/// A download that hands its parts to the delegate of each run, as async-http-client's
/// `execute(request:delegate:)` takes one.
public final class Download {
  private let parts: [[UInt8]]

  /// Creates a download of `parts`.
  ///
  /// - Parameter parts: The parts it receives.
  public init(parts: [[UInt8]]) {
    self.parts = parts
  }

  /// Hands each part to `delegate`, then asks it for the response.
  ///
  /// - Parameter delegate: The delegate of this run.
  /// - Returns: The delegate's response.
  /// - Throws: What the delegate threw.
  public func run<Delegate: DownloadDelegate>(delegate: Delegate) throws -> Delegate.Response {
    for part in parts { delegate.download(self, didReceive: part) }
    return try delegate.downloadDidFinish(self)
  }
}
