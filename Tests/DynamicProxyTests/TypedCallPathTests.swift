import DynamicProxyRx
import Synchronization
import Testing

@testable import DynamicProxy

/// A typed call of an observed method made from Swift is delivered and forwarded in its Swift
/// types; these tests hold it to what a call through the proxy's trampoline does: the same order,
/// the same forward (a typed closure, a C-level implementation, the proxy's own, an answer), and
/// subscribers that need the call as a frame still receive it.
@Suite struct TypedCallPathTests {
  private func makeGadget(
    forward implement: (DelegateObject) throws -> Void
  ) throws -> (gadget: Gadget, forward: DelegateObject, proxy: GadgetDelegateProxy) {
    let gadget = Gadget()
    let forward = DelegateObject(delegateProtocol: GadgetDelegate.description)
    try implement(forward)
    gadget.delegate = forward
    return (gadget, forward, GadgetDelegateProxy.proxy(for: gadget))
  }

  @Test func theTypedPathIsTakenOnlyWhileEverySubscriberIsTyped() throws {
    let log = TypedLog()
    let (gadget, forward, proxy) = try makeGadget { try $0.implement(GadgetDelegate.didChange) { _, _ in } }
    let typed = proxy.methodInvoked(GadgetDelegate.didChange).subscribe(onNext: { _, value in
      log.append("typed \(value)")
    })
    let observers = try #require(proxy.proxyObservers(at: GadgetDelegate.didChange))
    let silent = proxy.sentMessage(GadgetDelegate.didChange).subscribe()
    #expect(!observers.hasFrameSubscribers)
    let boxed = proxy.sentMessage("gadget:didChange:").subscribe(onNext: { arguments in
      log.append("any \(arguments[1] as! Int)")
    })
    #expect(observers.hasFrameSubscribers)
    gadget.delegate?.call(GadgetDelegate.didChange, gadget, 1)
    boxed.dispose()
    #expect(!observers.hasFrameSubscribers)
    gadget.delegate?.call(GadgetDelegate.didChange, gadget, 2)
    #expect(log.entries == ["any 1", "typed 1", "typed 2"])
    typed.dispose()
    silent.dispose()
    withExtendedLifetime(forward) {}
  }

  @Test func anAnySubscriberThatJoinsDuringATypedCallReceivesItsInvokedEvent() throws {
    let log = TypedLog()
    let (gadget, forward, proxy) = try makeGadget {
      try $0.implement(GadgetDelegate.didChange) { _, value in log.append("forward \(value)") }
    }
    let bag = DisposeBag()
    let joined = Mutex<(any Disposable)?>(nil)
    proxy.sentMessage(GadgetDelegate.didChange)
      .subscribe(onNext: { _, value in
        log.append("sent \(value)")
        joined.withLock { joined in
          guard joined == nil else { return }
          joined = proxy.methodInvoked("gadget:didChange:").subscribe(onNext: { arguments in
            log.append("joined \(arguments[1] as! Int) \(arguments[0] as AnyObject === gadget)")
          })
        }
      })
      .disposed(by: bag)
    gadget.delegate?.call(GadgetDelegate.didChange, gadget, 4)
    gadget.delegate?.call(GadgetDelegate.didChange, gadget, 5)
    #expect(log.entries == ["sent 4", "forward 4", "joined 4 true", "sent 5", "forward 5", "joined 5 true"])
    joined.withLock { $0?.dispose() }
    withExtendedLifetime(forward) {}
  }

  @Test func aTypedSubscriberOfOtherSwiftTypesReceivesTheCallConverted() throws {
    // The same selector and encoding (`v@q`), other Swift types: an object and an Int64.
    let loose = DelegateMethod<AnyObject, Int64, Void>.optional("gadget:didChange:")
    let log = TypedLog()
    let (gadget, forward, proxy) = try makeGadget { try $0.implement(GadgetDelegate.didChange) { _, _ in } }
    let bag = DisposeBag()
    proxy.methodInvoked(GadgetDelegate.didChange)
      .subscribe(onNext: { _, value in log.append("exact \(value)") }).disposed(by: bag)
    proxy.methodInvoked(loose)
      .subscribe(onNext: { sender, value in log.append("loose \(value) \(sender === gadget)") }).disposed(
        by: bag)
    gadget.delegate?.call(GadgetDelegate.didChange, gadget, -3)
    #expect(log.entries == ["exact -3", "loose -3 true"])
    withExtendedLifetime(forward) {}
  }

  @Test func aTypedCallIsForwardedToAnImplementationOfOtherSwiftTypesThroughAFrame() throws {
    let log = TypedLog()
    let (gadget, forward, proxy) = try makeGadget { forward in
      try forward.implement("gadget:titleFor:") { (sender: AnyObject, index: Int64) -> String in
        "title \(index) \(sender is Gadget)"
      }
      try forward.implement(
        "gadget:weigh:",
        with: Implementation(signature: MethodSignature("d@:@{IntDouble=qd}")) { invocation in
          let value = try! invocation.argument(at: 3, as: IntDouble.self)
          try! invocation.setReturnValue(Double(value.count) * value.weight)
        })
    }
    let bag = DisposeBag()
    proxy.methodReturned(GadgetDelegate.titleFor)
      .subscribe(onNext: { call in log.append("returned \(call.returnValue)") }).disposed(by: bag)
    proxy.sentMessage(GadgetDelegate.weigh)
      .subscribe(onNext: { _, value in log.append("weigh \(value.count)") }).disposed(by: bag)
    #expect(gadget.delegate?.call(GadgetDelegate.titleFor, gadget, 2) == "title 2 true")
    #expect(gadget.delegate?.call(GadgetDelegate.weigh, gadget, IntDouble(count: 3, weight: 1.5)) == 4.5)
    #expect(log.entries == ["returned title 2 true", "weigh 3"])
    withExtendedLifetime(forward) {}
  }

  @Test func theProxysOwnImplementationAndAnAnswerAreWhereATypedCallGoes() throws {
    let log = TypedLog()
    let gadget = Gadget()
    let proxy = GadgetDelegateProxy.proxy(for: gadget)
    try proxy.implement(GadgetDelegate.didChange) { _, value in log.append("own \(value)") }
    try proxy.answer(GadgetDelegate.shouldBegin) { _ in true }
    let bag = DisposeBag()
    proxy.methodInvoked(GadgetDelegate.didChange)
      .subscribe(onNext: { _, value in log.append("invoked \(value)") }).disposed(by: bag)
    proxy.methodReturned(GadgetDelegate.shouldBegin)
      .subscribe(onNext: { call in log.append("answered \(call.returnValue)") }).disposed(by: bag)
    gadget.delegate?.call(GadgetDelegate.didChange, gadget, 8)
    #expect(gadget.delegate?.call(GadgetDelegate.shouldBegin, gadget) == true)
    #expect(log.entries == ["own 8", "invoked 8", "answered true"])
  }

  @Test func aVoidMethodNobodyImplementsIsStillDelivered() throws {
    let gadget = Gadget()
    let proxy = GadgetDelegateProxy.proxy(for: gadget)
    var seen: [Double] = []
    let subscription = proxy.methodInvoked(GadgetDelegate.progress).subscribe(onNext: { seen.append($0) })
    let result: Void? = gadget.delegate?.call(GadgetDelegate.progress, 0.5)
    #expect(result != nil, "a call that reached the proxy returns (), as one from C does")
    #expect(seen == [0.5])
    subscription.dispose()
  }

  @Test func aTypedCallAndASentCallAreDeliveredAlike() throws {
    let (gadget, forward, proxy) = try makeGadget { forward in
      try forward.implement(GadgetDelegate.titleFor) { _, index in "title \(index)" }
    }
    let log = TypedLog()
    let bag = DisposeBag()
    proxy.sentMessage(GadgetDelegate.titleFor)
      .subscribe(onNext: { _, index in log.append("sent \(index)") }).disposed(by: bag)
    proxy.methodReturned(GadgetDelegate.titleFor)
      .subscribe(onNext: { call in log.append("returned \(call.returnValue)") }).disposed(by: bag)
    let typed = gadget.delegate?.call(GadgetDelegate.titleFor, gadget, 1)
    let sent = try gadget.delegate?.send("gadget:titleFor:", gadget, 1) as? String
    #expect(typed == "title 1")
    #expect(sent == "title 1")
    #expect(log.entries == ["sent 1", "returned title 1", "sent 1", "returned title 1"])
    withExtendedLifetime(forward) {}
  }
}

extension DelegateProxy {
  /// The observers behind the proxy's trampoline for a method, if it was observed.
  func proxyObservers<each Argument, Result>(
    at method: DelegateMethod<repeat each Argument, Result>
  ) -> MethodObservers? {
    guard let target = target(for: method.selector), target.receiver === self,
      let body = target.swiftBody
    else { return nil }
    return body.object as? MethodObservers
  }
}
