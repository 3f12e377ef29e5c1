import DynamicProxyRx
import Synchronization
import Testing

@testable import DynamicProxy

extension DelegateProxyTests {
  // MARK: Return values

  @Test func returnValueMethodThatNobodyImplementsCanNotBeObserved() throws {
    let view = ParityView()
    let mock = ParityMockDelegate()  // implements other methods, not this one
    view.delegate = mock
    let proxy = ParityViewDelegateProxy.proxy(for: view)
    let selector: Selector = "threeDView:numberOfItemsIn:"

    let errors = LockedBox<[String]>([])
    func record(_ error: any Error) {
      guard case .returnValueUnavailable(let failed) = error as? DelegateProxyError else {
        errors.update { $0.append("unexpected \(error)") }
        return
      }
      errors.update { $0.append(failed.name) }
    }
    let bag = DisposeBag()
    proxy.sentMessage(selector).subscribe(onError: { record($0) }).disposed(by: bag)
    proxy.methodInvoked(selector).subscribe(onError: { record($0) }).disposed(by: bag)
    proxy.methodReturned(selector).subscribe(onError: { record($0) }).disposed(by: bag)

    #expect(errors.value == Array(repeating: "threeDView:numberOfItemsIn:", count: 3))
    #expect(!proxy.responds(to: selector), "the proxy must not invent a return value")
    #expect(proxy.target(for: selector) == nil)
    #expect(try view.call(selector, 1) == nil)
    #expect(parityIdentical(proxy.forwardToDelegate(), mock))
  }

  @Test func anAnswerMakesTheReturnValueMethodRespond() throws {
    let view = ParityView()
    let proxy = ParityViewDelegateProxy.proxy(for: view)
    let selector: Selector = "threeDView:numberOfItemsIn:"

    try proxy.answer(selector) { (_: AnyObject, section: Int) -> Int in section * 10 }

    #expect(proxy.responds(to: selector))
    #expect(try view.call(selector, 3) as? Int == 30)

    let returned = LockedBox<[MethodCall]>([])
    let failure = LockedBox<String?>(nil)
    let bag = DisposeBag()
    proxy.methodReturned(selector)
      .subscribe(
        onNext: { call in returned.update { $0.append(call) } },
        onError: { error in failure.value = "\(error)" }
      )
      .disposed(by: bag)
    let invoked = ParityCounter()
    proxy.methodInvoked(selector).subscribe(onNext: { _ in invoked.increment() }).disposed(by: bag)

    #expect(try view.call(selector, 4) as? Int == 40)
    #expect(failure.value == nil)
    #expect(invoked.value == 1)
    let calls = returned.value
    try #require(calls.count == 1)
    #expect(calls[0].arguments.count == 2)
    #expect(parityIdentical(calls[0].arguments[0] as AnyObject, view))
    #expect(calls[0].arguments[1] as? Int == 4)
    #expect(calls[0].returnValue as? Int == 40)
  }

  @Test func theForwardDelegatesImplementationWinsOverAnAnswer() throws {
    final class Counter: DelegateObject, @unchecked Sendable {  // no state beyond DelegateObject's
      init() {
        super.init(delegateProtocol: .parityViewDelegate)
        try! implement("threeDView:numberOfItemsIn:") { (_: AnyObject, section: Int) -> Int in section + 1 }
      }
    }
    let view = ParityView()
    let proxy = ParityViewDelegateProxy.proxy(for: view)
    try proxy.answer("threeDView:numberOfItemsIn:") { (_: AnyObject, _: Int) -> Int in -1 }
    #expect(try view.call("threeDView:numberOfItemsIn:", 5) as? Int == -1)

    let counter = Counter()
    proxy.setForwardToDelegate(counter, retainDelegate: false)
    #expect(try view.call("threeDView:numberOfItemsIn:", 5) as? Int == 6)
    proxy.setForwardToDelegate(nil, retainDelegate: false)
    #expect(try view.call("threeDView:numberOfItemsIn:", 5) as? Int == -1)
  }

  @Test func methodReturnedShowsTheForwardDelegatesReturnValue() throws {
    let view = ParityView()
    let mock = ParityMockDelegate(heightFactor: 2)
    view.delegate = mock
    let proxy = ParityViewDelegateProxy.proxy(for: view)
    let returned = LockedBox<[MethodCall]>([])
    let subscription = proxy.methodReturned("threeDView:howTallAmI:")
      .subscribe(onNext: { call in returned.update { $0.append(call) } })
    defer { subscription.dispose() }

    #expect(try view.call("threeDView:howTallAmI:", 21) as? Double == 42)

    let calls = returned.value
    try #require(calls.count == 1)
    #expect(calls[0].arguments[1] as? Int == 21)
    #expect(calls[0].returnValue as? Double == 42)
    #expect(mock.heightQuestions.value == 1)
  }

  @Test func objectReturnValuesSurviveAnObservedForward() throws {
    let view = ParityView()
    let mock = ParityMockDelegate()
    view.delegate = mock
    let proxy = ParityViewDelegateProxy.proxy(for: view)
    let returned = LockedBox<[String]>([])
    let subscription = proxy.methodReturned("threeDView:getMeSomeFood:")
      .subscribe(onNext: { call in returned.update { $0.append((call.returnValue as! ParityFood).name) } })
    defer { subscription.dispose() }

    for value in 0..<100 {
      #expect(
        try view.call("threeDView:getMeSomeFood:", value) as? ParityFood == ParityFood(name: "food \(value)"))
    }
    #expect(returned.value == (0..<100).map { "food \($0)" })
  }
}
