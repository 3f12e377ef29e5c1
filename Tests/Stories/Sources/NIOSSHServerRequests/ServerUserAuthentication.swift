import NIOCore
import NIOSSH

/// The method of NIOSSH's `NIOSSHServerUserAuthenticationDelegate`, without its property: a
/// protocol dynamicproxy-generate can proxy (it refuses the property requirement,
/// `supportedAuthenticationMethods`). The workaround the Swift-protocols article gives for a
/// protocol refused for one of its requirements: a protocol of the methods to observe, its
/// generated proxy, and a small conformer of the library's protocol (`ServerUserAuthentication`).
public protocol NIOSSHServerUserAuthenticationRequests {
  /// A client's authentication request: complete `responsePromise` with the outcome.
  func requestReceived(
    request: NIOSSHUserAuthenticationRequest,
    responsePromise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>)
}

/// NIOSSH's server authentication delegate, given to `SSHServerConfiguration` by value: it holds
/// the property the generator refuses, and sends each request to `requests` (the generated
/// proxy, in front of the app's delegate).
public struct ServerUserAuthentication: NIOSSHServerUserAuthenticationDelegate {
  /// The methods the server offers to clients.
  public let supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods
  /// Where the requests go.
  public let requests: any NIOSSHServerUserAuthenticationRequests

  /// A delegate that offers `supportedAuthenticationMethods` and sends requests to `requests`.
  public init(
    supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods,
    requests: any NIOSSHServerUserAuthenticationRequests
  ) {
    self.supportedAuthenticationMethods = supportedAuthenticationMethods
    self.requests = requests
  }

  /// Sends the request to `requests`.
  public func requestReceived(
    request: NIOSSHUserAuthenticationRequest,
    responsePromise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>
  ) {
    requests.requestReceived(request: request, responsePromise: responsePromise)
  }
}
