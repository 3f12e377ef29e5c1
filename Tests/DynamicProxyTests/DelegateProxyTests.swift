import DynamicProxyRx
import Synchronization
import Testing

@testable import DynamicProxy

/// RxCocoa's DelegateProxyTest, ported: installation, forwarding, observing, responds(to:),
/// return values, forward-delegate ownership, proxy subclasses, re-installation, C callbacks.
@Suite struct DelegateProxyTests {
  // MARK: Installation

  @Test func existingDelegateBecomesTheWeaklyHeldForwardDelegateOnInstall() {
    let view = ParityView()
    var mock: ParityMockDelegate? = ParityMockDelegate()
    let weakMock = ParityWeak(mock)
    view.delegate = mock

    let proxy = ParityViewDelegateProxy.proxy(for: view)

    #expect(proxy.forwardToDelegate() === mock)
    #expect(parityIdentical(view.delegate, proxy))
    #expect(parityIdentical(proxy.parentObject, view))
    #expect(ParityViewDelegateProxy.proxy(for: view) === proxy)
    #expect(ParityViewDelegateProxy.currentDelegate(for: view) === proxy)

    mock = nil
    #expect(weakMock.object == nil, "the proxy must hold the adopted delegate weakly")
    #expect(proxy.forwardToDelegate() == nil)
    #expect(!proxy.responds(to: "threeDView:feedMe:"))
  }

  @Test func installingWithoutADelegateLeavesNoForwardDelegate() {
    let view = ParityView()
    let proxy = ParityViewDelegateProxy.proxy(for: view)
    #expect(proxy.forwardToDelegate() == nil)
    #expect(parityIdentical(view.delegate, proxy))
    for method in DelegateProtocol.parityViewDelegate.methods {
      #expect(!proxy.responds(to: method.selector), "\(method.selector)")
      #expect(proxy.target(for: method.selector) == nil, "\(method.selector)")
    }
  }

  // MARK: Forwarding

  @Test func unobservedAndUnobservableMethodsAreStillForwarded() throws {
    let view = ParityView()
    let mock = ParityMockDelegate()
    view.delegate = mock
    let proxy = ParityViewDelegateProxy.proxy(for: view)
    let bag = DisposeBag()
    // Another method is observed meanwhile, as in RxCocoa's test.
    proxy.methodInvoked("threeDView:listenToMeee:").subscribe(onNext: { _ in }).disposed(by: bag)

    // void, unobserved
    try view.call("threeDView:feedMe:", 3)
    #expect(mock.fed.value == [3])
    // return values, unobserved: they come back from the forward delegate
    #expect(try view.call("threeDView:howTallAmI:", 4) as? Double == 6)
    #expect(try view.call("threeDView:getMeSomeFood:", 5) as? ParityFood == ParityFood(name: "food 5"))
    // typed call path
    let target = try #require(view.delegate?.target(for: "threeDView:howTallAmI:"))
    #expect(try target.call([view, 10], returning: Double.self) == 15)
    // the observed one is forwarded too
    try view.call("threeDView:listenToMeee:", 7)
    #expect(mock.listened.value == [7])
    #expect(
      mock.log.all == [
        "delegate feedMe 3", "delegate howTallAmI 4", "delegate getMeSomeFood 5",
        "delegate howTallAmI 10", "delegate listenToMeee 7",
      ])
  }

  @Test func anUnobservedMethodResolvesToTheForwardDelegatesOwnTarget() throws {
    let view = ParityView()
    let mock = ParityMockDelegate()
    view.delegate = mock
    let proxy = ParityViewDelegateProxy.proxy(for: view)

    // forwardingTargetForSelector: the fast path calls the forward delegate directly.
    let forwarded = try #require(proxy.target(for: "threeDView:feedMe:"))
    let own = try #require(mock.target(for: "threeDView:feedMe:"))
    #expect(parityIdentical(forwarded.receiver, mock))
    #expect(forwarded.function == own.function)

    // observed: the proxy's trampoline, with the proxy as receiver
    let subscription = proxy.sentMessage("threeDView:feedMe:").subscribe(onNext: { _ in })
    let observed = try #require(proxy.target(for: "threeDView:feedMe:"))
    #expect(parityIdentical(observed.receiver, proxy))
    #expect(observed.function != own.function)
    subscription.dispose()

    let again = try #require(proxy.target(for: "threeDView:feedMe:"))
    #expect(parityIdentical(again.receiver, mock))
    #expect(again.function == own.function)
  }

  // MARK: Observing

  @Test func observedMethodEmitsSentMessageThenCallsTheDelegateThenEmitsMethodInvoked() throws {
    let view = ParityView()
    let log = ParityLog()
    let mock = ParityMockDelegate(log: log)
    view.delegate = mock
    let proxy = ParityViewDelegateProxy.proxy(for: view)
    let bag = DisposeBag()
    proxy.sentMessage("threeDView:listenToMeee:")
      .subscribe(onNext: { arguments in log.append("sentMessage \(arguments[1])") })
      .disposed(by: bag)
    proxy.methodInvoked("threeDView:listenToMeee:")
      .subscribe(onNext: { arguments in log.append("methodInvoked \(arguments[1])") })
      .disposed(by: bag)

    try view.call("threeDView:listenToMeee:", 42)

    #expect(log.all == ["sentMessage 42", "delegate listenToMeee 42", "methodInvoked 42"])
  }

  @Test func observersReceiveTheDeclaredArguments() throws {
    let view = ParityView()
    let proxy = ParityViewDelegateProxy.proxy(for: view)
    let received = ParityArgumentLog()
    let subscription = proxy.methodInvoked("threeDView:didLearnSomething:")
      .subscribe(onNext: { arguments in received.append(arguments) })
    defer { subscription.dispose() }

    try view.call("threeDView:didLearnSomething:", "Swift on Linux")

    let calls = received.all
    try #require(calls.count == 1)
    #expect(calls[0].count == 2, "receiver and selector are left out")
    #expect(parityIdentical(calls[0][0] as AnyObject, view))
    #expect(calls[0][1] as? String == "Swift on Linux")
  }

  @Test func anyNumberOfSubscribersEachIndependentlyDisposable() throws {
    let view = ParityView()
    let log = ParityLog()
    let mock = ParityMockDelegate(log: log)
    view.delegate = mock
    let proxy = ParityViewDelegateProxy.proxy(for: view)
    var sent: [any Disposable] = []
    var invoked: [any Disposable] = []
    for index in 0..<3 {
      sent.append(
        proxy.sentMessage("threeDView:listenToMeee:")
          .subscribe(onNext: { arguments in log.append("sent\(index) \(arguments[1])") }))
      invoked.append(
        proxy.methodInvoked("threeDView:listenToMeee:")
          .subscribe(onNext: { arguments in log.append("invoked\(index) \(arguments[1])") }))
    }

    try view.call("threeDView:listenToMeee:", 1)
    #expect(
      log.all == [
        "sent0 1", "sent1 1", "sent2 1", "delegate listenToMeee 1", "invoked0 1", "invoked1 1",
        "invoked2 1",
      ])

    log.removeAll()
    sent[1].dispose()
    invoked[0].dispose()
    try view.call("threeDView:listenToMeee:", 2)
    #expect(log.all == ["sent0 2", "sent2 2", "delegate listenToMeee 2", "invoked1 2", "invoked2 2"])

    log.removeAll()
    sent[0].dispose()
    sent[2].dispose()
    invoked[2].dispose()
    try view.call("threeDView:listenToMeee:", 3)
    #expect(log.all == ["delegate listenToMeee 3", "invoked1 3"])
    invoked[1].dispose()
    #expect(mock.listened.value == [1, 2, 3])
  }

  @Test func disposingStopsEventsButNotForwarding() throws {
    let view = ParityView()
    let mock = ParityMockDelegate()
    view.delegate = mock
    let proxy = ParityViewDelegateProxy.proxy(for: view)
    let events = ParityCounter()
    let sentSubscription = proxy.sentMessage("threeDView:listenToMeee:")
      .subscribe(onNext: { _ in events.increment() })
    let invokedSubscription = proxy.methodInvoked("threeDView:listenToMeee:")
      .subscribe(onNext: { _ in events.increment() })

    try view.call("threeDView:listenToMeee:", 1)
    #expect(events.value == 2)

    sentSubscription.dispose()
    invokedSubscription.dispose()
    try view.call("threeDView:listenToMeee:", 2)
    try view.call("threeDView:listenToMeee:", 3)

    #expect(events.value == 2)
    #expect(mock.listened.value == [1, 2, 3])
    #expect(proxy.responds(to: "threeDView:listenToMeee:"))
  }

  // MARK: responds(to:)

  @Test func unimplementedOptionalMethodBecomesObservableWhileSubscribed() throws {
    let view = ParityView()
    let mock = ParityMockDelegate()  // does not implement threeDView:didGetXXX:
    view.delegate = mock
    let proxy = ParityViewDelegateProxy.proxy(for: view)
    let selector: Selector = "threeDView:didGetXXX:"
    #expect(!proxy.responds(to: selector))
    #expect(proxy.target(for: selector) == nil)
    #expect(try view.call(selector, 1) == nil, "nobody implements it: the parent keeps its default")

    let seen = LockedBox<[Int]>([])
    let first = proxy.methodInvoked(selector)
      .subscribe(onNext: { arguments in seen.update { $0.append(arguments[1] as! Int) } })
    #expect(proxy.responds(to: selector))
    let target = try #require(proxy.target(for: selector))
    #expect(parityIdentical(target.receiver, proxy))

    let second = proxy.sentMessage(selector).subscribe(onNext: { _ in })
    try view.call(selector, 2)
    #expect(seen.value == [2])

    first.dispose()
    #expect(proxy.responds(to: selector), "one subscriber is left")
    second.dispose()
    #expect(!proxy.responds(to: selector))
    #expect(proxy.target(for: selector) == nil)
    #expect(try view.call(selector, 3) == nil)
    #expect(seen.value == [2])
  }

  @Test func theObservedTrampolineIsKeptAcrossSubscriptions() throws {
    let view = ParityView()
    let proxy = ParityViewDelegateProxy.proxy(for: view)
    let selector: Selector = "threeDView:didFallAsleep:"
    var functions: [UnsafeRawPointer] = []
    for _ in 0..<5 {
      let subscription = proxy.methodInvoked(selector).subscribe(onNext: { _ in })
      functions.append(try #require(proxy.target(for: selector)).function)
      subscription.dispose()
      #expect(proxy.target(for: selector) == nil)
    }
    #expect(Set(functions).count == 1, "one trampoline per method, for the proxy's life")
  }

  // MARK: Pure-Swift delegates

  @Test func pureSwiftDelegateWithTypedClosuresIsInstalled() throws {
    final class Student: DelegateObject, @unchecked Sendable {  // adds a Sendable let
      let lessons = LockedBox<[String]>([])
      init() {
        super.init(delegateProtocol: .parityViewDelegate)
        try! implement("threeDView:didLearnSomething:") { [unowned self] (_: ParityView, lesson: String) in
          self.lessons.update { $0.append(lesson) }
        }
      }
    }
    let view = ParityView()
    let student = Student()
    view.delegate = student
    let proxy = ParityViewDelegateProxy.proxy(for: view)
    #expect(proxy.forwardToDelegate() === student)
    #expect(proxy.responds(to: "threeDView:didLearnSomething:"))
    #expect(!proxy.responds(to: "threeDView:listenToMeee:"))

    let seen = LockedBox<[String]>([])
    let subscription = proxy.sentMessage("threeDView:didLearnSomething:")
      .subscribe(onNext: { arguments in seen.update { $0.append(arguments[1] as! String) } })
    try view.call("threeDView:didLearnSomething:", "parameter packs")
    subscription.dispose()
    try view.call("threeDView:didLearnSomething:", "no @objc")

    #expect(seen.value == ["parameter packs"])
    #expect(student.lessons.value == ["parameter packs", "no @objc"])
  }

  // MARK: Selectors outside the protocol

  @Test func aSelectorOutsideTheProtocolReachesAForwardDelegateThatImplementsIt() throws {
    let selector: Selector = "threeDView:extraQuestion:"
    let mock = ParityMockDelegate()
    let signature = try MethodSignature("q@:@q")
    try mock.implement(
      selector,
      with: Implementation(signature: signature, selector: selector) { invocation in
        let value = try! invocation.argument(at: 3, as: Int.self)
        try! invocation.setReturnValue(value * 3)
      })
    let view = ParityView()
    view.delegate = mock
    let proxy = ParityViewDelegateProxy.proxy(for: view)

    #expect(proxy.responds(to: selector))
    let target = try #require(proxy.target(for: selector))
    #expect(parityIdentical(target.receiver, mock))
    #expect(try proxy.send(selector, view, 14) as? Int == 42)
    #expect(try view.call(selector, 5) as? Int == 15)
  }

  @Test func aSelectorOutsideTheProtocolThatNobodyImplementsIsAClearError() throws {
    let selector: Selector = "threeDView:extraQuestion:"
    let view = ParityView()
    let mock = ParityMockDelegate()  // implements other methods, not this one
    view.delegate = mock
    let proxy = ParityViewDelegateProxy.proxy(for: view)

    #expect(!proxy.responds(to: selector))
    #expect(proxy.target(for: selector) == nil)
    let error = #expect(throws: DelegateError.self) { try proxy.send(selector, view, 1) }
    if case .unknownSelector(let unknown, let name)? = error {
      #expect(unknown == selector)
      #expect(name == "ParityViewDelegate")
    } else {
      Issue.record("expected DelegateError.unknownSelector, got \(String(describing: error))")
    }

    let streamError = LockedBox<String?>(nil)
    let subscription = proxy.methodInvoked(selector)
      .subscribe(onError: { error in
        if case .unknownSelector(let unknown, _) = error as? DelegateProxyError {
          streamError.value = "unknownSelector \(unknown.name)"
        } else {
          streamError.value = "unexpected \(error)"
        }
      })
    subscription.dispose()
    #expect(streamError.value == "unknownSelector threeDView:extraQuestion:")
    #expect(parityIdentical(proxy.forwardToDelegate(), mock))
  }

  // MARK: Forward delegate ownership

  @Test func aWeakForwardDelegateDeallocatesWhenTheTestDropsIt() {
    let view = ParityView()
    let proxy = ParityViewDelegateProxy.proxy(for: view)
    var mock: ParityMockDelegate? = ParityMockDelegate()
    let weakMock = ParityWeak(mock)
    proxy.setForwardToDelegate(mock, retainDelegate: false)
    #expect(proxy.forwardToDelegate() === mock)
    #expect(proxy.responds(to: "threeDView:feedMe:"))

    mock = nil
    #expect(weakMock.object == nil)
    #expect(proxy.forwardToDelegate() == nil)
    #expect(proxy.target(for: "threeDView:feedMe:") == nil)
  }

  @Test func aRetainedForwardDelegateStaysAliveWhileTheProxyLives() throws {
    let view = ParityView()
    let proxy = ParityViewDelegateProxy.proxy(for: view)
    var mock: ParityMockDelegate? = ParityMockDelegate()
    let weakMock = ParityWeak(mock)
    proxy.setForwardToDelegate(mock, retainDelegate: true)

    mock = nil
    #expect(weakMock.object != nil)
    #expect(proxy.forwardToDelegate() === weakMock.object)
    try view.call("threeDView:feedMe:", 8)
    #expect(weakMock.object?.fed.value == [8])

    proxy.setForwardToDelegate(nil, retainDelegate: false)
    #expect(proxy.forwardToDelegate() == nil)
    #expect(weakMock.object == nil, "replacing a retained forward delegate releases it (RxCocoa)")
  }

  @Test func installForwardDelegatesDisposableUninstallsIt() throws {
    let view = ParityView()
    let mock = ParityMockDelegate()
    let installation = ParityViewDelegateProxy.installForwardDelegate(
      mock, retainDelegate: false, onProxyForObject: view)
    let proxy = ParityViewDelegateProxy.proxy(for: view)
    #expect(parityIdentical(view.delegate, proxy))
    #expect(proxy.forwardToDelegate() === mock)
    try view.call("threeDView:feedMe:", 1)
    #expect(mock.fed.value == [1])

    installation.dispose()

    #expect(proxy.forwardToDelegate() == nil)
    #expect(parityIdentical(view.delegate, proxy), "the proxy stays installed")
    #expect(try view.call("threeDView:feedMe:", 2) == nil)
    #expect(mock.fed.value == [1])
  }

  @Test func installForwardDelegateWithRetainKeepsTheDelegateUntilDisposed() {
    let view = ParityView()
    var mock: ParityMockDelegate? = ParityMockDelegate()
    let weakMock = ParityWeak(mock)
    let installation = ParityViewDelegateProxy.installForwardDelegate(
      mock!, retainDelegate: true, onProxyForObject: view)
    mock = nil
    #expect(weakMock.object != nil)
    installation.dispose()
    #expect(weakMock.object == nil)
  }

  // MARK: Proxy-implemented methods

  @Test func aProxyImplementedMethodIsObservableAndCallsTheForwardDelegate() throws {
    let view = ParityImplementingView()
    let proxy = ParityImplementingDelegateProxy.proxy(for: view)
    let mock = ParityMockDelegate(log: proxy.log)
    proxy.setForwardToDelegate(mock, retainDelegate: false)
    let selector: Selector = "threeDView:didLearnSomething:"
    #expect(proxy.responds(to: selector))

    // unobserved: the proxy's own implementation runs and forwards
    try view.call(selector, "a")
    #expect(proxy.log.all == ["proxy didLearnSomething a", "delegate didLearnSomething a"])

    proxy.log.removeAll()
    let bag = DisposeBag()
    proxy.sentMessage(selector)
      .subscribe(onNext: { arguments in proxy.log.append("sentMessage \(arguments[1])") })
      .disposed(by: bag)
    proxy.methodInvoked(selector)
      .subscribe(onNext: { arguments in proxy.log.append("methodInvoked \(arguments[1])") })
      .disposed(by: bag)
    try view.call(selector, "b")
    #expect(
      proxy.log.all == [
        "sentMessage b", "proxy didLearnSomething b", "delegate didLearnSomething b", "methodInvoked b",
      ])
    #expect(proxy.learned.value == ["a", "b"])
    #expect(mock.learned.value == ["a", "b"])
  }

  @Test func aProxyImplementedMethodRespondsWithoutAForwardDelegate() throws {
    let view = ParityImplementingView()
    let proxy = ParityImplementingDelegateProxy.proxy(for: view)
    #expect(proxy.responds(to: "threeDView:didLearnSomething:"))
    #expect(!proxy.responds(to: "threeDView:feedMe:"))
    try view.call("threeDView:didLearnSomething:", "alone")
    #expect(proxy.learned.value == ["alone"])
  }

  // MARK: Re-installation

  @Test func theProxyIsReinstalledWhenItsRespondsAnswerChanges() throws {
    let view = ParityCountingView()
    let proxy = ParityCountingDelegateProxy.proxy(for: view)
    let proxyID = ObjectIdentifier(proxy)
    #expect(view.setCalls == [proxyID], "installed once")
    #expect(parityIdentical(view.delegate, proxy))

    view.resetCallLog()
    let first = proxy.methodInvoked("threeDView:didGetXXX:").subscribe(onNext: { _ in })
    #expect(view.setCalls == [nil, proxyID], "first subscriber: reset()")

    view.resetCallLog()
    let second = proxy.methodInvoked("threeDView:didGetXXX:").subscribe(onNext: { _ in })
    #expect(view.setCalls.isEmpty, "no change of answer, no re-installation")
    first.dispose()
    #expect(view.setCalls.isEmpty)

    second.dispose()
    #expect(view.setCalls == [nil, proxyID], "last subscriber gone: reset()")
    #expect(parityIdentical(view.delegate, proxy))
  }

  @Test func aForwardDelegateThatImplementsMoreReinstallsTheProxy() {
    let view = ParityCountingView()
    let proxy = ParityCountingDelegateProxy.proxy(for: view)
    let proxyID = ObjectIdentifier(proxy)
    view.resetCallLog()

    let mock = ParityMockDelegate()
    proxy.setForwardToDelegate(mock, retainDelegate: false)
    #expect(view.setCalls == [nil, proxyID])

    view.resetCallLog()
    // Observing a method the forward delegate already implements changes no answer.
    let subscription = proxy.methodInvoked("threeDView:feedMe:").subscribe(onNext: { _ in })
    #expect(view.setCalls.isEmpty)
    subscription.dispose()
    #expect(view.setCalls.isEmpty)
  }
}
