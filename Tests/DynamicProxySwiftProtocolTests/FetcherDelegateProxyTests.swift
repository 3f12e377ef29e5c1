import DynamicProxy
import DynamicProxyRx
import SwiftProtocolFixtures
import Synchronization
import Testing

/// What happened, in order, across the proxy's events and the app's delegate.
final class EventLog: Sendable {
  private let events = Mutex<[String]>([])
  func append(_ event: String) { events.withLock { $0.append(event) } }
  var all: [String] { events.withLock { $0 } }
}

/// The app's delegate of a fetcher: it suspends before it answers, and logs.
final class AppFetcher: FetcherDelegate {
  let log: EventLog
  let finishError: FetchError?
  init(log: EventLog, finishError: FetchError? = nil) {
    self.log = log
    self.finishError = finishError
  }

  func fetcher(_ fetcher: Fetcher, shouldFetch path: String) async -> Bool {
    log.append("forward shouldFetch \(path)")
    await Task.yield()
    return path != "skip"
  }

  func fetcher(_ fetcher: Fetcher, didFetch bytes: [UInt8]) async throws {
    log.append("forward didFetch")
    try await Task.sleep(for: .milliseconds(bytes.isEmpty ? 10_000 : 1))
    try Task.checkCancellation()
  }

  func fetcherDidFinish(_ fetcher: Fetcher) async throws(FetchError) -> Int {
    if let finishError { throw finishError }
    return 7
  }
}

/// A proxy's `async` methods: observed before and after the awaited forward delegate, forwarded,
/// cancellation passed through.
@Suite struct FetcherDelegateProxyTests {
  @Test func eventsSurroundTheAwaitedForwardInOrder() async throws {
    let fetcher = Fetcher()
    let log = EventLog()
    let app = AppFetcher(log: log)
    fetcher.delegate = app
    let proxy = FetcherDelegateProxy.proxy(for: fetcher)
    let bag = DisposeBag()
    proxy.sentMessage(FetcherDelegateProxy.Methods.shouldFetch)
      .subscribe(onNext: { log.append("sent \($0.1)") }).disposed(by: bag)
    proxy.methodInvoked(FetcherDelegateProxy.Methods.shouldFetch)
      .subscribe(onNext: { log.append("invoked \($0.1)") }).disposed(by: bag)
    proxy.methodReturned(FetcherDelegateProxy.Methods.shouldFetch)
      .subscribe(onNext: { log.append("returned \($0.returnValue)") }).disposed(by: bag)
    proxy.methodInvoked("fetcherDidFinish:").subscribe(onNext: { log.append("any \($0.count)") })
      .disposed(by: bag)
    #expect(try await fetcher.fetch("a", bytes: [1]) == 7)
    #expect(
      log.all == [
        "sent a", "forward shouldFetch a", "invoked a", "returned true", "forward didFetch", "any 1",
      ])
    #expect(try await fetcher.fetch("skip", bytes: [1]) == nil, "the forward delegate's answer")
    withExtendedLifetime(app) {}
  }

  @Test func withoutAForwardDelegateTheDefaultsAnswer() async throws {
    let fetcher = Fetcher()
    let proxy = FetcherDelegateProxy.proxy(for: fetcher)
    let log = EventLog()
    let subscription = proxy.rx.didFinish.subscribe(onNext: { log.append("didFinish") })
    #expect(try await fetcher.fetch("a", bytes: [1]) == 0, "the protocol's defaults; didFetch does nothing")
    #expect(log.all == ["didFinish"])
    subscription.dispose()
    try proxy.answer(FetcherDelegateProxy.Methods.didFinish) { _ in 3 }
    #expect(try await fetcher.fetch("a", bytes: [1]) == 3, "an answer")
  }

  @Test func aTypedErrorReachesTheCallerAndMethodInvokedIsNotSent() async throws {
    let fetcher = Fetcher()
    let app = AppFetcher(log: EventLog(), finishError: FetchError(code: 4))
    fetcher.delegate = app
    let proxy = FetcherDelegateProxy.proxy(for: fetcher)
    let log = EventLog()
    let bag = DisposeBag()
    proxy.sentMessage(FetcherDelegateProxy.Methods.didFinish).subscribe(onNext: { _ in log.append("sent") })
      .disposed(by: bag)
    proxy.methodInvoked(FetcherDelegateProxy.Methods.didFinish)
      .subscribe(onNext: { _ in log.append("invoked") }).disposed(by: bag)
    do {
      _ = try await proxy.fetcherDidFinish(fetcher)
      Issue.record("no error")
    } catch {
      #expect(error == FetchError(code: 4))
    }
    #expect(log.all == ["sent"])
    withExtendedLifetime(app) {}
  }

  @Test func theCallersCancellationReachesTheForwardDelegate() async throws {
    let fetcher = Fetcher()
    let log = EventLog()
    let app = AppFetcher(log: log)
    fetcher.delegate = app
    let proxy = FetcherDelegateProxy.proxy(for: fetcher)
    let subscription = proxy.rx.didFetch.subscribe(onNext: { _ in log.append("invoked didFetch") })
    // Empty bytes: the forward delegate sleeps until cancelled.
    let task = Task { try await fetcher.fetch("a", bytes: []) }
    while !log.all.contains("forward didFetch") { await Task.yield() }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(!log.all.contains("invoked didFetch"), "nothing after a call that threw")
    subscription.dispose()
    withExtendedLifetime(app) {}
  }
}
