import DynamicProxy
import DynamicProxyRx
import SwiftProtocolFixtures
import Testing

/// The app's delegate of a download: its `Response` is the parts' text.
final class TextCollector: DownloadDelegate, @unchecked Sendable {  // used on the test's thread only
  var bytes: [UInt8] = []
  func download(_ download: Download, didReceive part: [UInt8]) { bytes += part }
  func downloadDidFinish(_ download: Download) throws -> String { String(decoding: bytes, as: UTF8.self) }
}

/// Another app delegate, whose `Response` is a count.
final class ByteCounter: DownloadDelegate, @unchecked Sendable {  // used on the test's thread only
  var count = 0
  func download(_ download: Download, didReceive part: [UInt8]) { count += part.count }
  func downloadDidFinish(_ download: Download) throws -> Int { count }
}

/// The proxy of a protocol with an associated type: generic over the forward delegate's type,
/// standalone, with typed events in the associated type and `[Any]` events as usual.
@Suite struct DownloadDelegateProxyTests {
  @Test func aGenericProxyForwardsAndObservesInTheAssociatedType() throws {
    let proxy = DownloadDelegateProxy<TextCollector>()
    let collector = TextCollector()
    proxy.setForwardToDelegate(collector, retainDelegate: false)
    var parts: [[UInt8]] = []
    var responses: [String] = []
    var any: [[Any]] = []
    let bag = DisposeBag()
    proxy.rx.download.subscribe(onNext: { parts.append($0.didReceive) }).disposed(by: bag)
    proxy.methodReturned(DownloadDelegateProxy<TextCollector>.methods.downloadDidFinish)
      .subscribe(onNext: { responses.append($0.returnValue) }).disposed(by: bag)
    proxy.methodInvoked("download:didReceive:").subscribe(onNext: { any.append($0) }).disposed(by: bag)
    let download = Download(parts: [Array("he".utf8), Array("llo".utf8)])
    let response: String = try download.run(delegate: proxy)
    #expect(response == "hello")
    #expect(parts == [Array("he".utf8), Array("llo".utf8)])
    #expect(responses == ["hello"])
    #expect(any.count == 2 && any.last?.last as? [UInt8] == Array("llo".utf8))
  }

  @Test func eachSpecializationHasItsOwnProtocolAndMethods() throws {
    #expect(
      DownloadDelegateProxy<TextCollector>.delegateProtocol
        !== DownloadDelegateProxy<ByteCounter>.delegateProtocol)
    #expect(
      DownloadDelegateProxy<TextCollector>.delegateProtocol
        === DownloadDelegateProxy<TextCollector>.delegateProtocol)
    let proxy = DownloadDelegateProxy<ByteCounter>()
    proxy.setForwardToDelegate(ByteCounter(), retainDelegate: true)
    var counts: [Int] = []
    let subscription = proxy.rx.downloadDidFinish.subscribe(onNext: { _ in counts.append(1) })
    #expect(try Download(parts: [[1, 2, 3]]).run(delegate: proxy) == 3)
    #expect(counts == [1])
    subscription.dispose()
  }

  @Test func anAnswerInTheAssociatedType() throws {
    let proxy = DownloadDelegateProxy<ByteCounter>()
    try proxy.answer(DownloadDelegateProxy<ByteCounter>.methods.downloadDidFinish) { _ in 42 }
    #expect(try Download(parts: [[1]]).run(delegate: proxy) == 42, "no forward delegate: the answer")
  }
}
