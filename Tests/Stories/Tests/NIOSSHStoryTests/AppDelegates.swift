import NIOConcurrencyHelpers
import NIOCore
import NIOSSH

/// The app's client credentials: a user's passwords, each offered once, in order; then nothing
/// (the client gives up).
final class PasswordClient: NIOSSHClientUserAuthenticationDelegate, Sendable {
  let username: String
  private let remaining: NIOLockedValueBox<[String]>

  init(username: String, passwords: [String]) {
    self.username = username
    remaining = NIOLockedValueBox(passwords)
  }

  func nextAuthenticationType(
    availableMethods: NIOSSHAvailableUserAuthenticationMethods,
    nextChallengePromise: EventLoopPromise<NIOSSHUserAuthenticationOffer?>
  ) {
    let password = remaining.withLockedValue { $0.isEmpty ? nil : $0.removeFirst() }
    guard let password, availableMethods.contains(.password) else {
      nextChallengePromise.succeed(nil)
      return
    }
    nextChallengePromise.succeed(
      NIOSSHUserAuthenticationOffer(
        username: username, serviceName: "ssh-connection", offer: .password(.init(password: password))))
  }
}

/// The app's check of the server's host key: a value, pinned to one key.
struct PinnedHostKey: NIOSSHClientServerAuthenticationDelegate {
  let key: NIOSSHPublicKey

  func validateHostKey(hostKey: NIOSSHPublicKey, validationCompletePromise: EventLoopPromise<Void>) {
    if hostKey == key {
      validationCompletePromise.succeed(())
    } else {
      validationCompletePromise.fail(HostKeyMismatch())
    }
  }
}

/// What `PinnedHostKey` fails with.
struct HostKeyMismatch: Error {}

/// The app's server-side check: a value holding each user's password.
struct PasswordTable: NIOSSHServerUserAuthenticationDelegate {
  let passwords: [String: String]

  var supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods { .password }

  func requestReceived(
    request: NIOSSHUserAuthenticationRequest,
    responsePromise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>
  ) {
    guard case .password(let offered) = request.request, passwords[request.username] == offered.password
    else {
      responsePromise.succeed(.failure)
      return
    }
    responsePromise.succeed(.success)
  }
}
