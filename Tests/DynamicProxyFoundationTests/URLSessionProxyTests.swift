import DynamicProxy
import DynamicProxyFoundation
import DynamicProxyRx
import Foundation
import FoundationNetworking
import Synchronization
import Testing

/// The app's own URLSessionDataDelegate: collects the bytes and counts completions.
final class CollectingDataDelegate: NSObject, URLSessionDataDelegate, Sendable {
  let received = Mutex(Data())
  let completions = Mutex<[String]>([])
  let responses = Mutex(0)
  let done = DispatchSemaphore(value: 0)

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    responses.withLock { $0 += 1 }
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    received.withLock { $0.append(data) }
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    completions.withLock { $0.append(error.map { "\($0)" } ?? "ok") }
    done.signal()
  }
}

/// Sessions keep their proxies in the side table: each test invalidates its session, and when the
/// test ends, waits (5 s at most) until the session is gone, then releases the proxies of
/// deallocated parents (a proxy alive at exit is reported by LeakSanitizer: its weak references'
/// side table is reachable only through a tagged word).
@Suite(.serialized) final class URLSessionProxyTests {
  private var sessions: [WeakSession] = []

  private struct WeakSession {
    weak var session: URLSession?
  }

  /// Invalidates `session` and lets it be waited for when the test ends.
  func invalidate(_ session: URLSession) {
    sessions.append(WeakSession(session: session))
    session.invalidateAndCancel()
  }

  deinit {
    let deadline = Date().addingTimeInterval(5)
    while sessions.contains(where: { $0.session != nil }) && Date() < deadline { usleep(10_000) }
    DelegateProxyStorage.releaseProxiesOfDeallocatedParents()
  }

  /// URLSession's delegate is fixed at creation: the proxy is made first and passed in, the app's
  /// delegate installed as its forward delegate; `proxy(for: session)` finds the proxy.
  @Test func aDataTaskIsObservedAndForwardedWithItsBytesIntact() throws {
    let body = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    let server = try LoopbackHTTPServer(body: body)
    defer { server.stop() }

    let proxy = URLSessionDataDelegateProxy()
    let session = URLSession(configuration: .ephemeral, delegate: proxy, delegateQueue: nil)
    defer { invalidate(session) }
    let app = CollectingDataDelegate()
    let installed = URLSessionDataDelegateProxy.installForwardDelegate(
      app, retainDelegate: false, onProxyForObject: session)
    #expect(URLSessionDataDelegateProxy.proxy(for: session) === proxy)
    #expect(proxy.parentObject === session)

    let observed = Mutex(Data())
    let completed = Mutex(0)
    let bag = DisposeBag()
    session.rx.dataTaskDidReceiveData
      .subscribe(onNext: { chunk in observed.withLock { $0.append(chunk.1) } })
      .disposed(by: bag)
    let observedCompletion = DispatchSemaphore(value: 0)
    session.rx.taskDidCompleteWithError
      .subscribe(onNext: { _ in
        completed.withLock { $0 += 1 }
        observedCompletion.signal()
      })
      .disposed(by: bag)
    // The [Any] form, by the selector Swift gives the @objc method.
    let anyChunks = Mutex(0)
    proxy.methodInvoked("urlSession:dataTask:didReceive:")
      .subscribe(onNext: { arguments in
        if arguments[2] is Data { anyChunks.withLock { $0 += 1 } }
      })
      .disposed(by: bag)

    session.dataTask(with: server.url).resume()
    #expect(app.done.wait(timeout: .now() + 30) == .success)
    // methodInvoked follows the forward: the app's delegate is told first.
    #expect(observedCompletion.wait(timeout: .now() + 30) == .success)

    #expect(app.received.withLock { $0 } == Data(body), "the app's delegate got every byte")
    #expect(observed.withLock { $0 } == Data(body), "so did the observer")
    #expect(anyChunks.withLock { $0 } > 0)
    #expect(app.responses.withLock { $0 } == 1, "the completion handler passed through intact")
    #expect(app.completions.withLock { $0 } == ["ok"])
    #expect(completed.withLock { $0 } == 1, "didCompleteWithError delivered once")
    installed.dispose()
  }

  /// Without a forward delegate, the protocol's defaults answer: the response is allowed (the
  /// default calls the completion handler with `.allow`) and the data still arrives, observed.
  @Test func withoutAForwardDelegateTheDefaultsLetTheTaskRun() throws {
    let body = Array("hello over loopback".utf8)
    let server = try LoopbackHTTPServer(body: body)
    defer { server.stop() }
    let proxy = URLSessionDataDelegateProxy()
    let session = URLSession(configuration: .ephemeral, delegate: proxy, delegateQueue: nil)
    defer { invalidate(session) }
    let observed = Mutex(Data())
    let done = DispatchSemaphore(value: 0)
    let bag = DisposeBag()
    proxy.rx.dataTaskDidReceiveData.subscribe(onNext: { chunk in observed.withLock { $0.append(chunk.1) } })
      .disposed(by: bag)
    proxy.rx.taskDidCompleteWithError.subscribe(onNext: { _ in done.signal() }).disposed(by: bag)
    session.dataTask(with: server.url).resume()
    #expect(done.wait(timeout: .now() + 30) == .success)
    #expect(observed.withLock { $0 } == Data(body))
  }
}

@Suite struct URLSessionMistakeTests {
  /// A session made with a delegate of its own can not take a proxy: the trap says how to make the
  /// session with one, and names the API the documentation uses to set the app's delegate.
  @Test func rxOfASessionMadeWithoutAProxyStopsWithTheFix() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let session = URLSession(
        configuration: .ephemeral, delegate: CollectingDataDelegate(), delegateQueue: nil)
      _ = session.rx.dataTaskDidReceiveData
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("URLSession's delegate is fixed when the session is made"))
    #expect(message.contains("with a URLSessionDataDelegateProxy() as its delegate"))
    #expect(
      message.contains(
        "URLSessionDataDelegateProxy.installForwardDelegate(_:retainDelegate:onProxyForObject:)"))
  }
}
