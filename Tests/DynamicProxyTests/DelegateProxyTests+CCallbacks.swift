import DynamicProxyRx
import Synchronization
import Testing

@testable import DynamicProxy

extension DelegateProxyTests {
  // MARK: C callbacks (function convention)

  @Test func functionConventionUnobservedSlotHoldsTheForwardFunctionItself() throws {
    let source = ParityCallbackSource()
    let table = DelegateObject(delegateProtocol: .parityCallbacks)
    try table.implement("onValue", function: ParityCallbackFunctions.onValue)
    source.delegate = table
    let proxy = ParityCallbacksProxy.proxy(for: source)
    #expect(parityIdentical(source.delegate, proxy))
    #expect(proxy.forwardToDelegate() === table)

    let method = try #require(DelegateProtocol.parityCallbacks.method(for: "onValue"))
    let target = try #require(proxy.target(for: "onValue"))
    #expect(target.function == ParityCallbackFunctions.onValue)
    #expect(
      proxy.slots[method.index].function.load(ordering: .acquiring)
        == UInt(bitPattern: ParityCallbackFunctions.onValue))

    #expect(source.emitValue(21) == 42)
    #expect(
      source.recorder.calls.value == [
        ParityCallbackCall(function: "onValue", userData: UInt(bitPattern: source.userData), value: 21)
      ])
  }

  @Test func functionConventionObservedSlotHoldsTheTrampolineAndPassesUserDataThrough() throws {
    let source = ParityCallbackSource()
    let table = DelegateObject(delegateProtocol: .parityCallbacks)
    try table.implement("onValue", function: ParityCallbackFunctions.onValue)
    source.delegate = table
    let proxy = ParityCallbacksProxy.proxy(for: source)

    let sent = ParityArgumentLog()
    let returned = LockedBox<[MethodCall]>([])
    let subscriptions = [
      proxy.sentMessage("onValue").subscribe(onNext: { args in sent.append(args) }),
      proxy.methodReturned("onValue").subscribe(onNext: { call in returned.update { $0.append(call) } }),
    ]

    let method = try #require(DelegateProtocol.parityCallbacks.method(for: "onValue"))
    let slot = proxy.slots[method.index].function.load(ordering: .acquiring)
    let target = try #require(proxy.target(for: "onValue"))
    #expect(target.function != ParityCallbackFunctions.onValue)
    #expect(parityIdentical(target.receiver, proxy))
    #expect(target.function == UnsafeRawPointer(bitPattern: slot), "the slot holds the trampoline")

    #expect(source.emitValue(5) == 10)

    let userData = UnsafeRawPointer(source.userData)
    #expect(
      source.recorder.calls.value == [
        ParityCallbackCall(function: "onValue", userData: UInt(bitPattern: userData), value: 5)
      ], "the forward function got the same user data")
    let calls = sent.all
    try #require(calls.count == 1)
    #expect(calls[0].count == 2, "a function protocol's observers see every argument")
    #expect(calls[0][0] as? UnsafeRawPointer == userData)
    #expect(calls[0][1] as? Int32 == 5)
    #expect(returned.value.first?.returnValue as? Int32 == 10)

    // Back to the forward function itself once nobody observes.
    for subscription in subscriptions { subscription.dispose() }
    let unobserved = try #require(proxy.target(for: "onValue"))
    #expect(unobserved.function == ParityCallbackFunctions.onValue)
  }

  @Test func functionConventionVoidCallbackWithoutForwardIsObservable() throws {
    let source = ParityCallbackSource()
    let proxy = ParityCallbacksProxy.proxy(for: source)
    #expect(!source.emitEvent(1), "no callback installed")

    let seen = ParityArgumentLog()
    let subscription = proxy.methodInvoked("onEvent")
      .subscribe(onNext: { args in seen.append(args) })
    #expect(source.emitEvent(2))
    subscription.dispose()
    #expect(!source.emitEvent(3))

    let calls = seen.all
    try #require(calls.count == 1)
    #expect(calls[0][0] as? UnsafeRawPointer == UnsafeRawPointer(source.userData))
    #expect(calls[0][1] as? Int32 == 2)
    #expect(source.recorder.calls.value.isEmpty)
  }

  @Test func functionConventionForwardDelegateSetLaterIsUsed() throws {
    let source = ParityCallbackSource()
    let proxy = ParityCallbacksProxy.proxy(for: source)
    #expect(source.emitValue(1) == nil)

    let table = DelegateObject(delegateProtocol: .parityCallbacks)
    try table.implement("onEvent", function: ParityCallbackFunctions.onEvent)
    proxy.setForwardToDelegate(table, retainDelegate: false)
    #expect(proxy.target(for: "onEvent")?.function == ParityCallbackFunctions.onEvent)
    #expect(source.emitEvent(9))
    #expect(
      source.recorder.calls.value == [
        ParityCallbackCall(function: "onEvent", userData: UInt(bitPattern: source.userData), value: 9)
      ])
  }

  @Test func functionConventionReturnValueCallbackWithoutImplementationNeedsAnAnswer() throws {
    let source = ParityCallbackSource()
    let proxy = ParityCallbacksProxy.proxy(for: source)
    let failure = LockedBox<String?>(nil)
    let subscription = proxy.methodInvoked("onQuery").subscribe(onError: { error in
      if case .returnValueUnavailable(let selector) = error as? DelegateProxyError {
        failure.value = selector.name
      }
    })
    subscription.dispose()
    #expect(failure.value == "onQuery")
    #expect(source.emitQuery(1) == nil)

    try proxy.answer("onQuery") { (userData: UnsafeMutableRawPointer?, value: Int64) -> Int64 in
      userData == nil ? -1 : value + 100
    }
    #expect(source.emitQuery(1) == 101)
  }
}
