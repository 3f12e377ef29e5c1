import DynamicProxy
import DynamicProxyRx
import SwiftProtocolFixtureSupport
import SwiftProtocolFixtures
import Testing

/// The app's delegate of a handshake, a struct: it offers the first credential it knows.
struct AppCredentials: HandshakeDelegate {
  var known: Set<String>
  var supportedCredentials: Set<String>? { known }
  var attempts: Int { 2 }

  func nextCredential(available: [String], promise: FixturePromise<String?>) {
    promise.succeed(available.first { known.contains($0) })
  }
}

/// A standalone proxy (generated without `--parent`): the app makes it, hands it to a library
/// that takes its delegate at init, and observes the calls.
@Suite struct HandshakeDelegateProxyTests {
  @Test func aStandaloneProxyIsHandedToTheLibraryAndForwards() {
    let proxy = HandshakeDelegateProxy()
    proxy.setForwardToDelegate(AppCredentials(known: ["key"]), retainDelegate: true)
    let handshake = Handshake(delegate: proxy)
    var offered: [[String]] = []
    var finished: [Bool] = []
    let bag = DisposeBag()
    proxy.rx.nextCredential.subscribe(onNext: { offered.append($0.available) }).disposed(by: bag)
    proxy.rx.handshakeDidFinish.subscribe(onNext: { finished.append($0) }).disposed(by: bag)
    var sent: [[Any]] = []
    proxy.sentMessage("nextCredentialWithAvailable:promise:").subscribe(onNext: { sent.append($0) })
      .disposed(by: bag)
    #expect(handshake.run(available: ["password", "key"]).value == "key")
    #expect(offered == [["key"]], "filtered by the forward delegate's supportedCredentials")
    #expect(finished == [true])
    #expect(sent.count == 1 && sent.first?.first as? [String] == ["key"])
  }

  @Test func anAnswerStandsInForTheForwardDelegate() throws {
    let proxy = HandshakeDelegateProxy()
    try proxy.answer(HandshakeDelegateProxy.Methods.nextCredential) { _, promise in promise.succeed("token") }
    #expect(Handshake(delegate: proxy).run(available: ["token"]).value == "token")
  }

  @Test func aGetOnlyPropertyIsTheForwardDelegatesElseTheDefault() {
    let proxy = HandshakeDelegateProxy()
    #expect(proxy.supportedCredentials == nil, "the protocol's default")
    proxy.setForwardToDelegate(AppCredentials(known: ["key"]), retainDelegate: true)
    #expect(proxy.supportedCredentials == ["key"])
    #expect(proxy.attempts == 2)
    #expect(Handshake(delegate: proxy).run(available: ["password", "key"]).value == "key")
  }

  @Test func aPromiseNobodyCompletesIsReportedOnce() {
    let proxy = HandshakeDelegateProxy()
    let promise = Handshake(delegate: proxy).run(available: ["key"])
    #expect(promise.value == nil, "no forward delegate, no answer, no default")
    #if DEBUG
      // The generated method reported it already: a second report of the method is not made.
      #expect(!proxy.reportUnansweredCall("nextCredential(available:promise:)", waiting: "promise", at: 0))
    #endif
  }
}
