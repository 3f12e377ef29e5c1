// Written by hand: dynamicproxy-generate refuses NIOSSHServerUserAuthenticationDelegate, whose
// `supportedAuthenticationMethods` is a property requirement ("a property requirement can not be
// proxied"). The class is what the generator writes for the protocol's one method (compare
// Generated/NIOSSHClientUserAuthenticationDelegateProxy.swift), plus that property, read from the
// forward delegate and not observed: a property read is not a call a delegate proxy describes.

import DynamicProxy
import DynamicProxyRx
import NIOCore
import NIOSSH

/// A delegate proxy for `NIOSSHServerUserAuthenticationDelegate`: the server's handler takes it at
/// init as its user authentication delegate; it sends each request to the forward delegate (or an
/// answer), and lets you observe the requests (`methodInvoked`, `sentMessage`) in their Swift types.
///
/// A standalone proxy: make it with `NIOSSHServerUserAuthenticationDelegateProxy()`, hand it to
/// `SSHServerConfiguration`, and set yours with `setForwardToDelegate(_:retainDelegate:)` — a value
/// (a struct, held retained) or an object (held weakly with `retainDelegate: false`).
public final class NIOSSHServerUserAuthenticationDelegateProxy:
  DelegateProxy<AnyObject, any NIOSSHServerUserAuthenticationDelegate>, DelegateProxyType,
  @unchecked Sendable
{
  /// The methods of `NIOSSHServerUserAuthenticationDelegate`, described by their Swift types.
  public enum Methods {
    /// `requestReceived(request:responsePromise:)`, required.
    public static let requestReceived = DelegateMethod<
      NIOSSHUserAuthenticationRequest, EventLoopPromise<NIOSSHUserAuthenticationOutcome>, Void
    >
    .required("requestReceivedWithRequest:responsePromise:")
  }

  /// `NIOSSHServerUserAuthenticationDelegate`'s description, made of `Methods`.
  public static let delegateProtocol = try! DelegateProtocol(
    "NIOSSHServerUserAuthenticationDelegate", Methods.requestReceived)

  /// What `supportedAuthenticationMethods` says while the proxy has no forward delegate (when an
  /// answer of `requestReceived` checks the requests).
  public let supportedMethodsWithoutDelegate: NIOSSHAvailableUserAuthenticationMethods

  /// Creates a standalone proxy: hand it to the server's configuration, and set your delegate with
  /// `setForwardToDelegate(_:retainDelegate:)`.
  ///
  /// - Parameter supportedMethodsWithoutDelegate: The methods offered to clients while no forward
  ///   delegate is set.
  public init(supportedMethodsWithoutDelegate: NIOSSHAvailableUserAuthenticationMethods = .all) {
    self.supportedMethodsWithoutDelegate = supportedMethodsWithoutDelegate
    super.init(delegateProxy: NIOSSHServerUserAuthenticationDelegateProxy.self)
  }

  /// Registers nothing: a standalone proxy has no parent to be made for.
  public static func registerKnownImplementations() {}

  /// Nil: a standalone proxy has no parent.
  public static func currentDelegate(for object: AnyObject) -> (any NIOSSHServerUserAuthenticationDelegate)? {
    nil
  }

  /// Does nothing: a standalone proxy has no parent.
  public static func setCurrentDelegate(
    _ delegate: (any NIOSSHServerUserAuthenticationDelegate)?, to object: AnyObject
  ) {}
}

extension NIOSSHServerUserAuthenticationDelegateProxy: NIOSSHServerUserAuthenticationDelegate {
  /// The forward delegate's, else `supportedMethodsWithoutDelegate`. Not observed.
  public var supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods {
    forwardToDelegate()?.supportedAuthenticationMethods ?? supportedMethodsWithoutDelegate
  }

  /// `requestReceived(request:responsePromise:)`: sent to the forward delegate, else to an answer;
  /// the protocol has no default.
  public func requestReceived(
    request: NIOSSHUserAuthenticationRequest,
    responsePromise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>
  ) {
    if let forward = unobservedForwardDelegate(at: 0) {
      forward.requestReceived(request: request, responsePromise: responsePromise)
      return
    }
    _route0(request: request, responsePromise: responsePromise)
  }

  /// `requestReceived(request:responsePromise:)` through `route`: observed, answered or without a
  /// forward delegate.
  @inline(never)
  private func _route0(
    request: NIOSSHUserAuthenticationRequest,
    responsePromise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>
  ) {
    route(Methods.requestReceived, at: 0, request, responsePromise) {
      $0.requestReceived(request: request, responsePromise: responsePromise)
    } otherwise: {
      #if DEBUG
        reportUnansweredCall("requestReceived(request:responsePromise:)", waiting: "responsePromise", at: 0)
      #endif
    }
  }
}
