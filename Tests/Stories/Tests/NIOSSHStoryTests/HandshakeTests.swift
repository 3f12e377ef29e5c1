import Crypto
import DynamicProxy
import DynamicProxyRx
import NIOConcurrencyHelpers
import NIOCore
import NIOSSH
import NIOSSHProxies
import Testing

typealias ClientUserAuthProxy = NIOSSHClientUserAuthenticationDelegateProxy
typealias HostKeyProxy = NIOSSHClientServerAuthenticationDelegateProxy
typealias ServerUserAuthProxy = NIOSSHServerUserAuthenticationDelegateProxy

/// The three proxies of a connection, and what they saw, in order, as lines.
final class ObservedAuthentication {
  let clientUserAuth = ClientUserAuthProxy()
  let hostKey = HostKeyProxy()
  let serverUserAuth = ServerUserAuthProxy()
  /// What the proxies saw, and what the promises they passed on were completed with.
  var log: [String] { lines.withLockedValue { $0 } }
  private let lines = NIOLockedValueBox<[String]>([])
  private let bag = DisposeBag()

  init() {
    let lines = lines
    @Sendable func log(_ line: String) { lines.withLockedValue { $0.append(line) } }
    // The host key check, typed; what the app's check decided, from the promise it completes.
    hostKey.methodInvoked(HostKeyProxy.Methods.validateHostKey)
      .subscribe(onNext: { key, promise in
        log("host key \(String(openSSHPublicKey: key).prefix(11))")
        promise.futureResult.whenComplete {
          log("host key \((try? $0.get()) == nil ? "refused" : "accepted")")
        }
      })
      .disposed(by: bag)
    // The client's offers: RxCocoa's [Any] form, by selector.
    clientUserAuth.methodInvoked("nextAuthenticationTypeWithAvailableMethods:nextChallengePromise:")
      .subscribe(onNext: { arguments in
        let methods = arguments[0] as! NIOSSHAvailableUserAuthenticationMethods
        let promise = arguments[1] as! EventLoopPromise<NIOSSHUserAuthenticationOffer?>
        log("client asked, server takes \(methods.contains(.password) ? "password" : "other")")
        promise.futureResult.whenSuccess { offer in
          log(offer.map { "client offers \($0.username)" } ?? "client gives up")
        }
      })
      .disposed(by: bag)
    // The server's checks, typed.
    serverUserAuth.methodInvoked(ServerUserAuthProxy.Methods.requestReceived)
      .subscribe(onNext: { request, promise in
        guard case .password(let password) = request.request else {
          log("server got another request")
          return
        }
        log("server checks \(request.username)/\(password.password)")
        promise.futureResult.whenSuccess { outcome in
          log("server says \(outcome)")
        }
      })
      .disposed(by: bag)
  }
}

/// swift-nio-ssh's three authentication delegates, proxied by the classes dynamicproxy-generate
/// wrote from NIOSSH's symbol graph, given by value to the client's and the server's
/// `NIOSSHHandler` at init, through a real SSH handshake in memory (key exchange, encryption, user
/// authentication, a channel).
@Suite struct HandshakeTests {
  @Test func theAppsDelegatesAloneAuthenticate() throws {
    // The control: the same handshake without the proxies.
    let hostKey = NIOSSHPrivateKey(ed25519Key: .init())
    let pair = try BackToBackSSH(
      hostKey: hostKey,
      clientUserAuth: PasswordClient(username: "alice", passwords: ["secret"]),
      clientServerAuth: PinnedHostKey(key: hostKey.publicKey),
      serverUserAuth: PasswordTable(passwords: ["alice": "secret"]))
    defer { try? pair.finish() }
    try pair.connect()
    #expect(pair.clientEvents.authenticated)
    #expect(try pair.openSessionChannel().map { (try? $0.get()) != nil } == true)
  }

  @Test func theHandshakeGoesThroughTheProxiesToTheAppsDelegates() throws {
    let hostKey = NIOSSHPrivateKey(ed25519Key: .init())
    let observed = ObservedAuthentication()
    let client = PasswordClient(username: "alice", passwords: ["secret"])
    observed.clientUserAuth.setForwardToDelegate(client, retainDelegate: false)
    // Values: held retained by the proxies.
    observed.hostKey.setForwardToDelegate(PinnedHostKey(key: hostKey.publicKey), retainDelegate: true)
    observed.serverUserAuth.setForwardToDelegate(
      PasswordTable(passwords: ["alice": "secret"]), retainDelegate: true)
    // The property the server's handler reads: the table's, through the proxy (not observed).
    #expect(observed.serverUserAuth.supportedAuthenticationMethods == .password)

    let pair = try BackToBackSSH(
      hostKey: hostKey, clientUserAuth: observed.clientUserAuth, clientServerAuth: observed.hostKey,
      serverUserAuth: observed.serverUserAuth)
    defer { try? pair.finish() }
    try pair.connect()

    // The host key's OpenSSH form starts with its algorithm; the app's check (the pinned key)
    // accepted it.
    #expect(
      observed.log == [
        "host key ssh-ed25519", "host key accepted",
        "client asked, server takes password", "client offers alice",
        "server checks alice/secret", "server says success",
      ])
    #expect(pair.clientEvents.authenticated, "the client's UserAuthSuccessEvent")
    let channel = try pair.openSessionChannel()
    #expect(channel.map { (try? $0.get()) != nil } == true, "a session channel opened")
    #expect(pair.serverChildChannels == [.session])
    withExtendedLifetime(client) {}
  }

  @Test func aRefusedPasswordIsObservedAndTheConnectionStaysUnauthenticated() throws {
    let hostKey = NIOSSHPrivateKey(ed25519Key: .init())
    let observed = ObservedAuthentication()
    let client = PasswordClient(username: "alice", passwords: ["guess"])
    observed.clientUserAuth.setForwardToDelegate(client, retainDelegate: true)
    observed.hostKey.setForwardToDelegate(PinnedHostKey(key: hostKey.publicKey), retainDelegate: true)
    observed.serverUserAuth.setForwardToDelegate(
      PasswordTable(passwords: ["alice": "secret"]), retainDelegate: true)

    let pair = try BackToBackSSH(
      hostKey: hostKey, clientUserAuth: observed.clientUserAuth, clientServerAuth: observed.hostKey,
      serverUserAuth: observed.serverUserAuth)
    defer { try? pair.finish() }
    try pair.connect()

    #expect(
      observed.log == [
        "host key ssh-ed25519", "host key accepted",
        "client asked, server takes password", "client offers alice",
        "server checks alice/guess", "server says failure",
        "client asked, server takes password", "client gives up",
      ])
    #expect(!pair.clientEvents.authenticated)
    #expect(try pair.openSessionChannel() == nil, "no channel on an unauthenticated connection")
    #expect(pair.serverChildChannels.isEmpty)
  }

  @Test func aHostKeyThatIsNotPinnedIsRefusedBeforeAnyUserAuthentication() throws {
    let hostKey = NIOSSHPrivateKey(ed25519Key: .init())
    let observed = ObservedAuthentication()
    let client = PasswordClient(username: "alice", passwords: ["secret"])
    observed.clientUserAuth.setForwardToDelegate(client, retainDelegate: true)
    // The app pinned another server's key.
    let otherKey = NIOSSHPrivateKey(ed25519Key: .init()).publicKey
    observed.hostKey.setForwardToDelegate(PinnedHostKey(key: otherKey), retainDelegate: true)
    observed.serverUserAuth.setForwardToDelegate(
      PasswordTable(passwords: ["alice": "secret"]), retainDelegate: true)

    let pair = try BackToBackSSH(
      hostKey: hostKey, clientUserAuth: observed.clientUserAuth, clientServerAuth: observed.hostKey,
      serverUserAuth: observed.serverUserAuth)
    defer { try? pair.finish() }
    // The app's error comes out of the client's pipeline.
    #expect(throws: HostKeyMismatch.self) { try pair.connect() }

    #expect(observed.log == ["host key ssh-ed25519", "host key refused"])
    #expect(!pair.clientEvents.authenticated)
  }

  @Test func withoutClientDelegatesTheProxiesAnswer() throws {
    // No client delegate of the app's: the client's two proxies answer, in the protocols' Swift
    // types. The server keeps the app's table: its proxy's supportedAuthenticationMethods, a
    // property, has no answer (a property is read from the forward delegate, or the protocol's
    // default, which NIOSSH does not give), and NIOSSH reads it at each request.
    let hostKey = NIOSSHPrivateKey(ed25519Key: .init())
    let observed = ObservedAuthentication()
    let pinned = hostKey.publicKey
    try observed.hostKey.answer(HostKeyProxy.Methods.validateHostKey) { key, promise in
      if key == pinned { promise.succeed(()) } else { promise.fail(HostKeyMismatch()) }
    }
    try observed.clientUserAuth.answer(ClientUserAuthProxy.Methods.nextAuthenticationType) { _, promise in
      promise.succeed(
        NIOSSHUserAuthenticationOffer(
          username: "bob", serviceName: "ssh-connection", offer: .password(.init(password: "hunter2"))))
    }
    observed.serverUserAuth.setForwardToDelegate(
      PasswordTable(passwords: ["bob": "hunter2"]), retainDelegate: true)

    let pair = try BackToBackSSH(
      hostKey: hostKey, clientUserAuth: observed.clientUserAuth, clientServerAuth: observed.hostKey,
      serverUserAuth: observed.serverUserAuth)
    defer { try? pair.finish() }
    try pair.connect()

    #expect(
      observed.log == [
        "host key ssh-ed25519", "host key accepted",
        "client asked, server takes password", "client offers bob",
        "server checks bob/hunter2", "server says success",
      ])
    #expect(pair.clientEvents.authenticated)
  }
}
