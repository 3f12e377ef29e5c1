import DynamicProxy
import DynamicProxyRx
import PipelineFixtures
import Testing

/// The app's handler, as a NIO app writes a `ChannelInboundHandler`: it implements the event
/// methods of the underscored protocol (`channelRead`), and keeps what it read.
final class Reader: PipelineInboundHandler, @unchecked Sendable {  // used on the test's thread only
  typealias InboundIn = String
  var read: [String] = []
  var inactive = 0
  func channelRead(context: PipelineContext, data: PipelineData) { read.append(unwrapInboundIn(data)) }
  func channelInactive(context: PipelineContext) { inactive += 1 }
}

struct Failure: Error, CustomStringConvertible {
  var description: String { "broken" }
}

/// The proxy of NIO's shape, generated from the public graph, which names the underscored protocols
/// without identifiers, and the internal graph, which declares them: it has their methods, so
/// the app's handler gets every event and the streams see it.
@Suite struct PipelineInboundHandlerProxyTests {
  @Test func theUnderscoredProtocolsMethodsReachTheHandlerAndAreObserved() {
    let proxy = PipelineInboundHandlerProxy<Reader>()
    let reader = Reader()
    proxy.setForwardToDelegate(reader, retainDelegate: false)
    let pipeline = Pipeline(handler: proxy)
    var observed: [String] = []
    var errors: [String] = []
    var active = 0
    let bag = DisposeBag()
    proxy.rx.channelRead.subscribe(onNext: { observed.append($0.data.value as! String) }).disposed(by: bag)
    proxy.rx.errorCaught.subscribe(onNext: { errors.append("\($0.error)") }).disposed(by: bag)
    proxy.rx.channelActive.subscribe(onNext: { _ in active += 1 }).disposed(by: bag)
    pipeline.activate()
    pipeline.read("hello")
    pipeline.read("world")
    pipeline.fail(Failure())
    pipeline.close()
    #expect(reader.read == ["hello", "world"], "the app's handler read each value")
    #expect(observed == ["hello", "world"])
    #expect(active == 1 && errors == ["broken"])
    #expect(reader.inactive == 1)
    // What the handler does not implement goes to the protocol's default, which passes it on;
    // what it implements (channelRead) is not passed on.
    #expect(pipeline.context.passedOn == ["active", "error broken"])
  }

  @Test func withoutAHandlerTheDefaultsPassEachEventOn() {
    let proxy = PipelineInboundHandlerProxy<Reader>()
    let pipeline = Pipeline(handler: proxy)
    var observed = 0
    let bag = DisposeBag()
    proxy.rx.channelRead.subscribe(onNext: { _ in observed += 1 }).disposed(by: bag)
    pipeline.read("passed")
    #expect(observed == 1)
    #expect(pipeline.context.passedOn == ["read passed"])
  }

  @Test func theMethodsOfEveryProtocolOfTheLineage() {
    let names = PipelineInboundHandlerProxy<Reader>.delegateProtocol.methods.map(\.selector.name)
    for selector in [
      "handlerAddedWithContext:", "channelActiveWithContext:", "channelReadWithContext:data:",
      "errorCaughtWithContext:error:", "channelInactiveWithContext:", "wrapOutboundOut:", "unwrapInboundIn:",
    ] {
      #expect(names.contains(selector), "missing: \(selector)")
    }
  }
}
