import Crypto
import NIOCore
import NIOEmbedded
import NIOSSH

/// A client and a server SSH channel connected in memory, as swift-nio-ssh's own end-to-end tests
/// connect them (`BackToBackEmbeddedChannel`): two `EmbeddedChannel`s on one `EmbeddedEventLoop`,
/// each one's outbound bytes written into the other until neither has anything left to say. The
/// real `NIOSSHHandler` runs on each side: version exchange, key exchange, encrypted transport,
/// user authentication, channels.
final class BackToBackSSH {
  let loop = EmbeddedEventLoop()
  let client: EmbeddedChannel
  let server: EmbeddedChannel
  /// The user events the client's pipeline saw after its SSH handler: `UserAuthSuccessEvent` when
  /// the server accepts the client (the server's handler fires no such event).
  let clientEvents = UserEventRecorder()
  /// The child channels the client opened, as the server's initializer received them.
  private(set) var serverChildChannels: [SSHChannelType] = []

  /// Builds both pipelines: the client authenticates itself through `clientUserAuth` and the
  /// server's host key through `clientServerAuth`; the server checks the client through
  /// `serverUserAuth`.
  init(
    hostKey: NIOSSHPrivateKey,
    clientUserAuth: any NIOSSHClientUserAuthenticationDelegate,
    clientServerAuth: any NIOSSHClientServerAuthenticationDelegate,
    serverUserAuth: any NIOSSHServerUserAuthenticationDelegate
  ) throws {
    client = EmbeddedChannel(loop: loop)
    server = EmbeddedChannel(loop: loop)
    let clientHandler = NIOSSHHandler(
      role: .client(.init(userAuthDelegate: clientUserAuth, serverAuthDelegate: clientServerAuth)),
      allocator: client.allocator, inboundChildChannelInitializer: nil)
    let opened = NIOLoopBound(self, eventLoop: loop)
    let serverHandler = NIOSSHHandler(
      role: .server(
        .init(hostKeys: [hostKey], userAuthDelegate: serverUserAuth)),
      allocator: server.allocator
    ) { channel, type in
      opened.value.serverChildChannels.append(type)
      return channel.eventLoop.makeSucceededVoidFuture()
    }
    try client.pipeline.syncOperations.addHandlers(clientHandler, clientEvents)
    try server.pipeline.syncOperations.addHandler(serverHandler)
  }

  /// Connects both channels (an `EmbeddedChannel` becomes active on connect) and runs the
  /// conversation until it stops.
  func connect() throws {
    try client.connect(to: .init(unixDomainSocketPath: "/story")).wait()
    try server.connect(to: .init(unixDomainSocketPath: "/story")).wait()
    try interact()
  }

  /// Passes each side's bytes to the other until neither writes anything.
  func interact() throws {
    var moved = true
    while moved {
      moved = false
      loop.run()
      if let bytes = try client.readOutbound(as: IOData.self) {
        try server.writeInbound(bytes)
        moved = true
      }
      if let bytes = try server.readOutbound(as: IOData.self) {
        try client.writeInbound(bytes)
        moved = true
      }
    }
  }

  /// Opens a session channel from the client and runs the conversation: the channel, once the
  /// server accepted it; the error, if it failed; nil while the channel is still pending (as it
  /// stays on a connection whose client is not authenticated).
  func openSessionChannel() throws -> Result<Channel, any Error>? {
    let handler = try client.pipeline.syncOperations.handler(type: NIOSSHHandler.self)
    let promise = loop.makePromise(of: Channel.self)
    handler.createChannel(promise, channelType: .session) { channel, _ in
      channel.eventLoop.makeSucceededVoidFuture()
    }
    try interact()
    let outcome = NIOLoopBoundBox(Result<Channel, any Error>?.none, eventLoop: loop)
    promise.futureResult.whenComplete { outcome.value = $0 }
    return outcome.value
  }

  /// Closes both sides.
  func finish() throws {
    _ = try? client.finish(acceptAlreadyClosed: true)
    _ = try? server.finish(acceptAlreadyClosed: true)
    try loop.syncShutdownGracefully()
  }
}

/// Records the user inbound events that reach it, in order.
final class UserEventRecorder: ChannelInboundHandler {
  typealias InboundIn = Any

  private(set) var events: [Any] = []

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    events.append(event)
    context.fireUserInboundEventTriggered(event)
  }

  /// Whether a `UserAuthSuccessEvent` reached this side.
  var authenticated: Bool { events.contains { $0 is UserAuthSuccessEvent } }
}

@available(*, unavailable)
extension UserEventRecorder: Sendable {}
