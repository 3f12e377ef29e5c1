import DynamicProxyRx
import Synchronization
import Testing

@testable import DynamicProxy

// The report is made in debug builds only (`swift test`, `swift build`): the suite is too.
#if DEBUG

  /// A subscription to a selector that the proxy's protocol does not have is reported in debug
  /// builds, once per proxy type and selector, naming the protocol, the selector and the protocol's
  /// closest selectors, with or without an `onError:` handler; the error still reaches `onError:`.
  /// The reports are captured (`UnknownSelectorReport.capture`, process-wide: a serialized suite)
  /// and kept only for the test's own proxies. Each test uses selectors of its own, since a
  /// selector is reported once per proxy type.
  @Suite(.serialized) struct UnknownSelectorReportTests {
    enum BellDelegate {
      static let didRing = DelegateMethod<Bell, Int, Void>.optional("bell:didRingTimes:")
      static let didStop = DelegateMethod<Bell, Void>.optional("bellDidStop:")
      static let shouldRing = DelegateMethod<Bell, Bool>.optional("bellShouldRing:")
      static let description = try! DelegateProtocol("BellDelegate", didRing, didStop, shouldRing)
    }

    final class Bell: HasDelegate, HasDelegateProxyStorage,
      @unchecked Sendable  // used on the test's thread only
    {
      weak var delegate: DelegateObject?
      let delegateProxyStorage = DelegateProxyStorage()

      func ring(_ times: Int) { delegate?.call(BellDelegate.didRing, self, times) }
    }

    final class BellProxy: DelegateProxy<Bell, DelegateObject>, DelegateProxyType,
      @unchecked Sendable  // no state beyond DelegateProxy's
    {
      static let delegateProtocol = BellDelegate.description
      init(bell: Bell) { super.init(parentObject: bell, delegateProxy: BellProxy.self) }
      static func registerKnownImplementations() { register { BellProxy(bell: $0) } }
    }

    /// The messages reported about `proxy` while `body` runs.
    func reports(about proxy: AnyObject, _ body: () throws -> Void) rethrows -> [String] {
      let captured = Mutex<[(ObjectIdentifier, String)]>([])
      UnknownSelectorReport.capture.withLock {
        $0 = { id, message in captured.withLock { $0.append((id, message)) } }
      }
      defer { UnknownSelectorReport.capture.withLock { $0 = nil } }
      try body()
      return captured.withLock { $0.filter { $0.0 == ObjectIdentifier(proxy) }.map(\.1) }
    }

    @Test func aSubscriptionWithOnNextAloneIsReportedWithTheClosestSelectors() {
      let bell = Bell()
      let proxy = BellProxy.proxy(for: bell)
      let bag = DisposeBag()
      var elements = 0
      let messages = reports(about: proxy) {
        proxy.sentMessage("bell:didRingTime:").subscribe(onNext: { _ in elements += 1 }).disposed(by: bag)
      }
      #expect(elements == 0)
      #expect(messages.count == 1)
      let message = messages.first ?? ""
      #expect(message.contains("a subscription to \"bell:didRingTime:\" on a BellProxy gets no call"))
      #expect(message.contains("BellDelegate has no method of that selector"))
      // The closest first: the selector it differs from by one letter.
      #expect(
        message.contains(
          "The closest of its selectors: \"bell:didRingTimes:\", \"bellDidStop:\", \"bellShouldRing:\"."))
    }

    @Test func theErrorStillReachesOnErrorAndIsReportedToo() {
      let bell = Bell()
      let proxy = BellProxy.proxy(for: bell)
      let bag = DisposeBag()
      var errors: [String] = []
      let messages = reports(about: proxy) {
        proxy.methodInvoked("bellDidStopp:")
          .subscribe(onError: { errors.append("\($0)") })
          .disposed(by: bag)
      }
      #expect(errors == ["\"bellDidStopp:\" is not a method of BellDelegate"])
      #expect(messages.count == 1)
      #expect(messages.first?.contains("The closest of its selectors: \"bellDidStop:\"") == true)
    }

    @Test func methodReturnedAndTypedMethodsOutsideTheProtocolAreReported() {
      let bell = Bell()
      let proxy = BellProxy.proxy(for: bell)
      let bag = DisposeBag()
      let stranger = DelegateMethod<Bell, Int, Void>.optional("bell:didRingTwice:")
      let messages = reports(about: proxy) {
        proxy.methodReturned("bellShouldRingg:").subscribe(onNext: { _ in }).disposed(by: bag)
        proxy.methodInvoked(stranger).subscribe(onNext: { _ in }).disposed(by: bag)
      }
      #expect(messages.count == 2)
      #expect(messages.first?.contains("\"bellShouldRingg:\"") == true)
      #expect(messages.last?.contains("a subscription to \"bell:didRingTwice:\"") == true)
      #expect(messages.last?.contains("The closest of its selectors: \"bell:didRingTimes:\"") == true)
    }

    @Test func aSelectorIsReportedOncePerProxyType() {
      let bag = DisposeBag()
      let first = BellProxy.proxy(for: Bell())
      let second = BellProxy.proxy(for: Bell())
      let onFirst = reports(about: first) {
        for _ in 0..<3 { first.sentMessage("bell:rang:").subscribe(onNext: { _ in }).disposed(by: bag) }
      }
      let onSecond = reports(about: second) {
        second.sentMessage("bell:rang:").subscribe(onNext: { _ in }).disposed(by: bag)
      }
      #expect(onFirst.count == 1)
      #expect(onSecond.isEmpty)
    }

    @Test func aSelectorOfTheProtocolAndAMismatchedTypeAreNotReported() {
      let bell = Bell()
      let proxy = BellProxy.proxy(for: bell)
      let bag = DisposeBag()
      let mistyped = DelegateMethod<Bell, Double, Void>.optional("bell:didRingTimes:")
      var rings: [Int] = []
      var errors = 0
      let messages = reports(about: proxy) {
        proxy.methodInvoked(BellDelegate.didRing).subscribe(onNext: { rings.append($1) }).disposed(by: bag)
        proxy.methodInvoked(mistyped).subscribe(onError: { _ in errors += 1 }).disposed(by: bag)
        bell.ring(2)
      }
      #expect(messages.isEmpty)
      #expect(rings == [2])
      #expect(errors == 1)
    }

    @Test func closestNamesPutContainingNamesFirstThenTheNearest() {
      let names = ["parser:didStartElement:", "parserDidEndDocument:", "parser:foundCharacters:"]
      #expect(
        UnknownSelectorReport.closestNames(to: "didStartElement", among: names)
          == ["parser:didStartElement:", "parserDidEndDocument:", "parser:foundCharacters:"])
      #expect(
        UnknownSelectorReport.closestNames(to: "parserDidEndDocumnt:", among: names, limit: 1)
          == ["parserDidEndDocument:"])
      #expect(UnknownSelectorReport.closestNames(to: "x", among: []).isEmpty)
      #expect(UnknownSelectorReport.levenshtein(Array("kitten"), Array("sitting")) == 3)
      #expect(UnknownSelectorReport.levenshtein(Array(""), Array("abc")) == 3)
    }
  }

#endif
