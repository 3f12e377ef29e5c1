import DynamicProxyRx
import Synchronization
import Testing

@testable import DynamicProxy

/// Lifetimes: streams complete when the parent goes, the proxy goes with it, and its trampolines
/// are freed. Serialized: it counts the process's live trampolines.
@Suite(.serialized) struct DelegateProxyLifetimeTests {
  @Test func streamsCompleteWhenTheParentDeallocates() throws {
    let completions = LockedBox<[String]>([])
    let weakProxy: ParityWeak<ParityViewDelegateProxy>
    let weakMock: ParityWeak<ParityMockDelegate>
    let bag = DisposeBag()
    let mock = ParityMockDelegate()
    weakMock = ParityWeak(mock)
    do {
      let view = ParityView()
      view.delegate = mock
      let proxy = ParityViewDelegateProxy.proxy(for: view)
      weakProxy = ParityWeak(proxy)
      proxy.sentMessage("threeDView:listenToMeee:")
        .subscribe(onCompleted: { completions.update { $0.append("sentMessage") } })
        .disposed(by: bag)
      proxy.methodInvoked("threeDView:didGetXXX:")
        .subscribe(onCompleted: { completions.update { $0.append("methodInvoked") } })
        .disposed(by: bag)
      proxy.methodReturned("threeDView:howTallAmI:")
        .subscribe(onCompleted: { completions.update { $0.append("methodReturned") } })
        .disposed(by: bag)
      try view.call("threeDView:listenToMeee:", 1)
      #expect(completions.value.isEmpty)
    }
    #expect(weakProxy.object == nil, "the parent's storage token owned the proxy")
    #expect(completions.value.sorted() == ["methodInvoked", "methodReturned", "sentMessage"])
    #expect(parityIdentical(weakMock.object, mock), "the forward delegate was not the proxy's to release")
  }

  @Test func subscribingAfterTheParentWentCompletesAtOnce() {
    let observable: Observable<[Any]>
    do {
      let view = ParityView()
      observable = ParityViewDelegateProxy.proxy(for: view).methodInvoked("threeDView:didGetXXX:")
    }
    let completed = ParityCounter()
    _ = observable.subscribe(onCompleted: { completed.increment() })
    #expect(completed.value == 1)
  }

  @Test func aRetainedForwardDelegateIsReleasedWithTheProxy() {
    let weakMock: ParityWeak<ParityMockDelegate>
    do {
      let view = ParityView()
      let proxy = ParityViewDelegateProxy.proxy(for: view)
      let mock = ParityMockDelegate()
      weakMock = ParityWeak(mock)
      proxy.setForwardToDelegate(mock, retainDelegate: true)
    }
    #expect(weakMock.object == nil)
  }

  @Test func proxiesAndTheirTrampolinesAreFreedWithTheirParents() async throws {
    let count = 200
    let before = Trampoline.liveCount
    let completions = ParityCounter()
    var weakProxies: [ParityWeak<ParityViewDelegateProxy>] = []
    do {
      var views: [ParityView] = []
      let bag = DisposeBag()
      for index in 0..<count {
        let view = ParityView()
        let proxy = ParityViewDelegateProxy.proxy(for: view)
        proxy.sentMessage("threeDView:listenToMeee:")
          .subscribe(onCompleted: { completions.increment() }).disposed(by: bag)
        proxy.methodInvoked("threeDView:didGetXXX:")
          .subscribe(onCompleted: { completions.increment() }).disposed(by: bag)
        try proxy.answer("threeDView:numberOfItemsIn:") { (_: AnyObject, section: Int) -> Int in section }
        try view.call("threeDView:listenToMeee:", index)
        #expect(try view.call("threeDView:numberOfItemsIn:", index) as? Int == index)
        weakProxies.append(ParityWeak(proxy))
        views.append(view)
      }
      // Each proxy holds at least 4 trampolines now (2 observed slots, 1 answered slot, 1 answer).
      #expect(Trampoline.liveCount >= 4 * count)
      views.removeAll()
      #expect(weakProxies.allSatisfy { $0.object == nil }, "every proxy went with its parent")
      #expect(completions.value == 2 * count)
    }
    // Other suites run in parallel and make trampolines of their own: allow a small margin, and a
    // few samples for their transient ones to go.
    var after = Trampoline.liveCount
    for _ in 0..<50 where after > before + 50 {
      try await Task.sleep(for: .milliseconds(20))
      after = Trampoline.liveCount
    }
    #expect(after <= before + 50, "live trampolines: \(before) before, \(after) after")
  }
}
