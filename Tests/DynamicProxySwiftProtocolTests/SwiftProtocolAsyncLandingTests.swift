import DynamicProxy
import DynamicProxyRx
import SwiftProtocolFixtures
import Testing

/// Where a generated proxy lands a call of an `async` method (`routeAsync`): the proxy's own
/// implementation, else the forward delegate (awaited), else an answer, else the protocol's
/// default (awaited) — the order of the synchronous route and of every other proxy, for every
/// combination, a weakly held forward delegate that went away, and observed or not.
@Suite struct SwiftProtocolAsyncLandingTests {
  /// An app delegate whose count is 200.
  final class Finisher: FetcherDelegate {
    func fetcher(_ fetcher: Fetcher, didFetch bytes: [UInt8]) async throws {}
    func fetcherDidFinish(_ fetcher: Fetcher) async throws(FetchError) -> Int {
      await Task.yield()
      return 200
    }
  }

  /// What implements `fetcherDidFinish:`: the synchronous route's combinations.
  typealias Setup = SwiftProtocolLandingTests.Setup

  @Test(arguments: Setup.all, [false, true])
  func anAsyncCallLandsOnTheFirstOfOwnForwardAnswerDefault(setup: Setup, observed: Bool) async throws {
    // 100, 200 or 300 for the own implementation, the forward delegate and the answer; the
    // protocol's default, 0, when nobody implements it.
    let expected = setup.landing(own: 100, forward: 200, answer: 300, otherwise: 0)
    let fetcher = Fetcher()
    var finisher: Finisher? = Finisher()
    let proxy = FetcherDelegateProxy.proxy(for: fetcher)
    if setup.forward { proxy.setForwardToDelegate(finisher, retainDelegate: false) }
    if setup.own { try proxy.implement(FetcherDelegateProxy.Methods.didFinish) { _ in 100 } }
    if setup.answer { try proxy.answer(FetcherDelegateProxy.Methods.didFinish) { _ in 300 } }
    if setup.forwardGone {
      finisher = nil
      #expect(proxy.forwardToDelegate() == nil)
    }
    let log = EventLog()
    let bag = DisposeBag()
    if observed {
      proxy.methodReturned(FetcherDelegateProxy.Methods.didFinish)
        .subscribe(onNext: { log.append("returned \($0.returnValue)") }).disposed(by: bag)
    }
    // Twice: the first call and one after it (a slot that did not change lands the same).
    for _ in 0..<2 {
      #expect(try await proxy.fetcherDidFinish(fetcher) == expected)
    }
    if observed {
      #expect(log.all == Array(repeating: "returned \(expected)", count: 2))
    }
    withExtendedLifetime(finisher) {}
  }
}
