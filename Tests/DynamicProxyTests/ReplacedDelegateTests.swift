import DynamicProxyRx
import Synchronization
import Testing

@testable import DynamicProxy

// The report is made in debug builds only (`swift test`, `swift build`): the suite is too.
#if DEBUG

  /// A parent whose delegate is replaced after its proxy was installed (`lamp.delegate = mine` after
  /// `lamp.rx` was used) is noticed by the next `proxy(for:)` or subscription, and reported once per
  /// proxy, in debug builds, with the fix. The reports are captured (`ReplacedDelegateReport.capture`,
  /// process-wide: a serialized suite) and kept only for the test's own proxies.
  @Suite(.serialized) struct ReplacedDelegateTests {
    enum LampDelegate {
      static let didSwitch = DelegateMethod<Lamp, Bool, Void>.optional("lamp:didSwitch:")
      static let description = try! DelegateProtocol("LampDelegate", didSwitch)
    }

    final class Lamp: HasDelegate, HasDelegateProxyStorage,
      @unchecked Sendable  // used on the test's thread only
    {
      weak var delegate: DelegateObject?
      let delegateProxyStorage = DelegateProxyStorage()

      func toggle(_ on: Bool) { delegate?.call(LampDelegate.didSwitch, self, on) }
    }

    final class LampProxy: DelegateProxy<Lamp, DelegateObject>, DelegateProxyType,
      @unchecked Sendable  // no state beyond DelegateProxy's
    {
      static let delegateProtocol = LampDelegate.description
      init(lamp: Lamp) { super.init(parentObject: lamp, delegateProxy: LampProxy.self) }
      static func registerKnownImplementations() { register { LampProxy(lamp: $0) } }
    }

    /// A second proxy family of the same protocol, installed in front of a `LampProxy`.
    final class LampFrontProxy: DelegateProxy<Lamp, DelegateObject>, DelegateProxyType,
      @unchecked Sendable  // no state beyond DelegateProxy's
    {
      static let delegateProtocol = LampDelegate.description
      static var identifier: ObjectIdentifier { ObjectIdentifier(LampFrontProxy.self) }
      init(lamp: Lamp) { super.init(parentObject: lamp, delegateProxy: LampFrontProxy.self) }
      static func registerKnownImplementations() { register { LampFrontProxy(lamp: $0) } }
    }

    /// The app's own delegate: counts its calls.
    final class Switches: DelegateObject, @unchecked Sendable {  // adds an atomic count
      let count = Atomic<Int>(0)
      init() {
        super.init(delegateProtocol: LampDelegate.description)
        try! implement(LampDelegate.didSwitch) { [unowned self] _, _ in count.add(1, ordering: .relaxed) }
      }
    }

    /// The messages reported about `proxies` while `body` runs.
    func reports(about proxies: () -> [AnyObject], _ body: () throws -> Void) rethrows -> [String] {
      let captured = Mutex<[(ObjectIdentifier, String)]>([])
      ReplacedDelegateReport.capture.withLock {
        $0 = { id, message in captured.withLock { $0.append((id, message)) } }
      }
      defer { ReplacedDelegateReport.capture.withLock { $0 = nil } }
      try body()
      let ids = Set(proxies().map(ObjectIdentifier.init))
      return captured.withLock { $0.filter { ids.contains($0.0) }.map(\.1) }
    }

    @Test func aDelegateReplacedAfterTheProxyIsReportedOnceAtTheNextProxyForObject() {
      let lamp = Lamp()
      let first = Switches()
      let mine = Switches()
      lamp.delegate = first
      let proxy = LampProxy.proxy(for: lamp)
      let seen = Atomic<Int>(0)
      let bag = DisposeBag()
      let messages = reports(about: { [proxy] }) {
        proxy.methodInvoked(LampDelegate.didSwitch).subscribe(onNext: { _ in seen.add(1, ordering: .relaxed) }
        )
        .disposed(by: bag)
        lamp.toggle(true)
        lamp.delegate = mine  // the mistake: the proxy no longer sees the calls
        lamp.toggle(false)
        #expect(seen.load(ordering: .relaxed) == 1, "the call after the replacement was not observed")
        #expect(mine.count.load(ordering: .relaxed) == 1)
        _ = LampProxy.proxy(for: lamp)  // noticed: reported, and the proxy installed again
        _ = LampProxy.proxy(for: lamp)
        lamp.toggle(true)
        #expect(seen.load(ordering: .relaxed) == 2, "installed again, with mine as its forward delegate")
        #expect(mine.count.load(ordering: .relaxed) == 2)
        lamp.delegate = first  // replaced again: already reported for this proxy
        _ = LampProxy.proxy(for: lamp)
      }
      #expect(messages.count == 1)
      let message = messages.first ?? ""
      #expect(
        message.contains("the Lamp's delegate was replaced by a Switches after its LampProxy was installed"))
      #expect(message.contains("calls made since then reached the Switches without being observed"))
      #expect(message.contains("has installed the proxy again, with the Switches as its forward delegate"))
      #expect(message.contains("set the delegate before the proxy's first use"))
      #expect(message.contains("LampProxy.installForwardDelegate(_:retainDelegate:onProxyForObject:)"))
      #expect(message.contains("Reported once per proxy, in debug builds"))
    }

    @Test func aDelegateReplacedAfterTheProxyIsReportedOnceAtTheNextSubscription() {
      let lamp = Lamp()
      let proxy = LampProxy.proxy(for: lamp)
      let bag = DisposeBag()
      let messages = reports(about: { [proxy] }) {
        lamp.delegate = nil
        proxy.methodInvoked(LampDelegate.didSwitch).subscribe().disposed(by: bag)
        proxy.sentMessage("lamp:didSwitch:").subscribe().disposed(by: bag)
      }
      #expect(messages.count == 1)
      #expect(
        messages.first?.contains(
          "the Lamp's delegate was set to nil after its LampProxy was installed, so its streams see none of the "
            + "calls: this subscription to \"lamp:didSwitch:\" gets nothing until the proxy is installed again"
        )
          == true)
    }

    @Test func nothingIsReportedWhenTheDelegateIsSetTheDocumentedWays() {
      let lamp = Lamp()
      let first = Switches()
      let second = Switches()
      var proxies: [AnyObject] = []
      let bag = DisposeBag()
      let messages = reports(about: { proxies }) {
        lamp.delegate = first  // before the proxy's first use
        let proxy = LampProxy.proxy(for: lamp)
        proxies.append(proxy)
        proxy.methodInvoked(LampDelegate.didSwitch).subscribe().disposed(by: bag)
        _ = LampProxy.proxy(for: lamp)
        proxy.setForwardToDelegate(nil, retainDelegate: false)
        // Once the proxy is installed: through it.
        let installed = LampProxy.installForwardDelegate(
          second, retainDelegate: false, onProxyForObject: lamp)
        lamp.toggle(true)
        proxy.sentMessage(LampDelegate.didSwitch).subscribe().disposed(by: bag)
        installed.dispose()
        _ = LampProxy.proxy(for: lamp)
        #expect(second.count.load(ordering: .relaxed) == 1)
        // A proxy of another family installed in front forwards to this one: it still sees every call.
        let front = LampFrontProxy.proxy(for: lamp)
        proxies.append(front)
        proxy.methodInvoked(LampDelegate.didSwitch).subscribe().disposed(by: bag)
        front.methodInvoked(LampDelegate.didSwitch).subscribe().disposed(by: bag)
        _ = LampFrontProxy.proxy(for: lamp)
        // A proxy made but never installed (createProxy) is not watched.
        let loose = LampProxy.createProxy(for: Lamp())
        proxies.append(loose)
        loose.methodInvoked(LampDelegate.didSwitch).subscribe().disposed(by: bag)
      }
      #expect(messages.isEmpty, "\(messages)")
    }
  }

#endif
