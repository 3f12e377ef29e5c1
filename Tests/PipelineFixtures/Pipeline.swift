// SwiftNIO's shape, for the generator: a public protocol (`PipelineInboundHandler`, as NIOCore's
// `ChannelInboundHandler`) that refines underscored public protocols (`_PipelineInboundHandler`,
// `_EmittingPipelineHandler`, as `_ChannelInboundHandler` and `_EmittingChannelHandler`) whose
// requirements carry the real methods, with extension defaults that pass each event on. A graph
// extracted with `-minimum-access-level public` names the underscored protocols in the
// declaration without identifiers and leaves them and their requirements out.

/// What a pipeline carries between handlers, boxed, as NIO's `NIOAny`.
public struct PipelineData {
  /// The value.
  public var value: Any

  /// Boxes `value`.
  public init(_ value: Any) {
    self.value = value
  }
}

/// A handler's place in a pipeline, as NIO's `ChannelHandlerContext`: the defaults pass each event
/// on to the next handler through it, and it keeps what was passed on.
public final class PipelineContext {
  /// The events passed on to the next handler, in order (`active`, `read hello`, `error …`).
  public private(set) var passedOn: [String] = []

  /// A context that has passed nothing on.
  public init() {}

  /// Passes on that the pipeline became active.
  public func fireChannelActive() { passedOn.append("active") }

  /// Passes `data` on.
  public func fireChannelRead(_ data: PipelineData) { passedOn.append("read \(data.value)") }

  /// Passes `error` on.
  public func fireErrorCaught(_ error: any Error) { passedOn.append("error \(error)") }
}

/// The base of the handlers, as NIO's `ChannelHandler`: public, named with its identifier.
public protocol PipelineHandler: AnyObject {
  /// The handler was added to a pipeline (default: nothing).
  func handlerAdded(context: PipelineContext)
  /// The handler was removed from its pipeline (default: nothing).
  func handlerRemoved(context: PipelineContext)
}

extension PipelineHandler {
  /// Nothing.
  public func handlerAdded(context: PipelineContext) {}
  /// Nothing.
  public func handlerRemoved(context: PipelineContext) {}
}

/// The inbound events, as NIO's `_ChannelInboundHandler`: public, but underscored.
public protocol _PipelineInboundHandler: PipelineHandler {
  /// The pipeline became active (default: passed on).
  func channelActive(context: PipelineContext)
  /// The pipeline read `data` (default: passed on).
  func channelRead(context: PipelineContext, data: PipelineData)
  /// An error reached the handler (default: passed on).
  func errorCaught(context: PipelineContext, error: any Error)
  /// The pipeline became inactive (its default is internal to this module: a conformer of
  /// another module implements it).
  func channelInactive(context: PipelineContext)
}

extension _PipelineInboundHandler {
  /// Passes it on.
  public func channelActive(context: PipelineContext) { context.fireChannelActive() }
  /// Passes `data` on.
  public func channelRead(context: PipelineContext, data: PipelineData) { context.fireChannelRead(data) }
  /// Passes `error` on.
  public func errorCaught(context: PipelineContext, error: any Error) { context.fireErrorCaught(error) }
}

extension _PipelineInboundHandler {
  /// Nothing; internal: not the default of a conformer of another module.
  func channelInactive(context: PipelineContext) {}
}

/// What a handler emits, as NIO's `_EmittingChannelHandler`: an associated type with a default.
public protocol _EmittingPipelineHandler {
  /// What the handler passes to the next outbound handler.
  associatedtype OutboundOut = Never
  /// Boxes `value` for the next outbound handler (default: `PipelineData(value)`).
  func wrapOutboundOut(_ value: OutboundOut) -> PipelineData
}

extension _EmittingPipelineHandler {
  /// Boxes `value`.
  public func wrapOutboundOut(_ value: OutboundOut) -> PipelineData { PipelineData(value) }
}

/// A handler of inbound events, as NIO's `ChannelInboundHandler`: its own requirements are the
/// unwrapping ones; the events are its underscored parents'.
public protocol PipelineInboundHandler: _PipelineInboundHandler, _EmittingPipelineHandler {
  /// What the handler reads.
  associatedtype InboundIn
  /// What the handler passes on to the next inbound handler.
  associatedtype InboundOut = Never
  /// Unboxes what the pipeline read (default: a forced cast).
  func unwrapInboundIn(_ data: PipelineData) -> InboundIn
  /// Boxes `value` for the next inbound handler (default: `PipelineData(value)`).
  func wrapInboundOut(_ value: InboundOut) -> PipelineData
}

extension PipelineInboundHandler {
  /// `data`'s value as an `InboundIn`.
  public func unwrapInboundIn(_ data: PipelineData) -> InboundIn { data.value as! InboundIn }
  /// Boxes `value`.
  public func wrapInboundOut(_ value: InboundOut) -> PipelineData { PipelineData(value) }
}

/// A pipeline of one handler, as NIO's `ChannelPipeline` calls its inbound handlers: through
/// `_PipelineInboundHandler`.
public final class Pipeline {
  /// The handler's context: what it passed on.
  public let context = PipelineContext()
  private let handler: any _PipelineInboundHandler

  /// A pipeline that runs `handler`, which it keeps.
  public init(handler: some PipelineInboundHandler) {
    self.handler = handler
    handler.handlerAdded(context: context)
  }

  /// The pipeline becomes active.
  public func activate() { handler.channelActive(context: context) }

  /// The pipeline reads `value`.
  public func read(_ value: Any) { handler.channelRead(context: context, data: PipelineData(value)) }

  /// An error reaches the handler.
  public func fail(_ error: any Error) { handler.errorCaught(context: context, error: error) }

  /// The pipeline closes: inactive, then the handler is removed.
  public func close() {
    handler.channelInactive(context: context)
    handler.handlerRemoved(context: context)
  }
}
