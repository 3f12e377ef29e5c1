import DynamicProxyRx
import DynamicProxySupport
import Testing

@testable import DynamicProxy

/// Code that runs inside a delivery or a forwarded call and changes the proxy it runs in:
/// subscribers disposing themselves or others, subscribing, calling other methods; forward
/// delegates calling back into their parent. Order and counts are exact.
@Suite struct ReentrancyTests {
  /// A parent, its logging forward delegate, and its proxy.
  struct Setup {
    let view = StressView()
    let log = StressList<String>()
    let forward: StressLoggingDelegate
    let proxy: StressViewProxy

    init(depthLimit: Int = 0) {
      forward = StressLoggingDelegate(log: log, depthLimit: depthLimit)
      view.delegate = forward
      proxy = StressViewProxy.proxy(for: view)
    }
  }

  /// A place for a subscription's own disposable, so that its handler can reach it. Disposing
  /// takes the disposable out: the handler holds the box, so the box must not keep holding the
  /// subscription (and so the handler) once it is disposed.
  final class DisposableBox: Sendable {
    private let storage = Lock<(any Disposable)?>(nil)

    func set(_ disposable: any Disposable) { storage.withLock { $0 = disposable } }

    func dispose() {
      let taken = storage.withLock { storage in
        defer { storage = nil }
        return storage
      }
      taken?.dispose()
    }
  }

  // MARK: Disposing during delivery

  /// A method's three streams share their writers' lock: a delivery of one stream that subscribes
  /// to the others and later disposes them neither deadlocks nor loses an event or their order.
  /// Subscribers that join during a call's `sentMessage` delivery get that call's later events.
  @Test func aDeliveryOfOneStreamSubscribesToAndDisposesTheMethodsOtherStreams() {
    let setup = Setup()
    let invoked = DisposableBox()
    let returned = DisposableBox()
    let sent = setup.proxy.sentMessage("stress:call:").subscribe(onNext: { arguments in
      let value = arguments[1] as! Int
      setup.log.append("sent \(value)")
      switch value {
      case 1:
        invoked.set(
          setup.proxy.methodInvoked("stress:call:").subscribe(onNext: { arguments in
            setup.log.append("invoked \(arguments[1])")
          }))
        returned.set(
          setup.proxy.methodReturned("stress:call:").subscribe(onNext: { call in
            setup.log.append("returned \(call.arguments[1])")
          }))
      case 2:
        invoked.dispose()
      default:
        returned.dispose()
      }
    })

    for value in 1...4 { setup.view.callFast("stress:call:", value) }
    sent.dispose()
    setup.view.callFast("stress:call:", 5)

    #expect(
      setup.log.all == [
        "sent 1", "forward call 1", "invoked 1", "returned 1",
        "sent 2", "forward call 2", "returned 2",
        "sent 3", "forward call 3",
        "sent 4", "forward call 4",
        "forward call 5",
      ])
  }

  @Test func aSubscriberThatDisposesItselfGetsThatCallAndNoLaterOne() throws {
    let setup = Setup()
    let own = DisposableBox()
    own.set(
      setup.proxy.sentMessage("stress:call:").subscribe(onNext: { arguments in
        setup.log.append("self-disposing \(arguments[1])")
        own.dispose()
      }))
    let other = setup.proxy.methodInvoked("stress:call:").subscribe(onNext: { arguments in
      setup.log.append("other \(arguments[1])")
    })

    setup.view.callFast("stress:call:", 1)
    setup.view.callFast("stress:call:", 2)

    #expect(
      setup.log.all == [
        "self-disposing 1", "forward call 1", "other 1",
        "forward call 2", "other 2",
      ])
    other.dispose()
    Self.releaseRetiredSubscribers(of: setup.proxy)
  }

  /// A subscription disposed inside a delivery stays in a retired snapshot of its subject until
  /// the next subscribe or dispose on that subject outside a delivery (the leak that
  /// ProxyLifetimeTests' `aSubscriberThatDisposesItselfDuringDeliveryDoesNotKeepItsParentAlive`
  /// witnesses); one such write lets these tests' captures go.
  static func releaseRetiredSubscribers(of proxy: StressViewProxy) {
    proxy.sentMessage("stress:call:").subscribe(onNext: { _ in }).dispose()
  }

  @Test func theLastSubscriberDisposingItselfStillLetsItsCallBeForwardedOnce() throws {
    let setup = Setup()
    let own = DisposableBox()
    own.set(
      setup.proxy.sentMessage("stress:call:").subscribe(onNext: { arguments in
        setup.log.append("sent \(arguments[1])")
        own.dispose()
      }))
    let observed = try #require(setup.proxy.target(for: "stress:call:"))
    #expect(stressIdentical(observed.receiver, setup.proxy), "observed: the proxy's trampoline")

    #expect(setup.view.callFast("stress:call:", 1) == .called)
    #expect(setup.view.callFast("stress:call:", 2) == .called)

    #expect(setup.log.all == ["sent 1", "forward call 1", "forward call 2"])
    // Back to forward-only: the slot resolves to the forward delegate's own target.
    let forwarded = try #require(setup.proxy.target(for: "stress:call:"))
    #expect(stressIdentical(forwarded.receiver, setup.forward))
    Self.releaseRetiredSubscribers(of: setup.proxy)
  }

  @Test func aSubscriberThatDisposesOthersStopsTheirDeliveriesFromThatPointOn() throws {
    let setup = Setup()
    let earlier = DisposableBox()
    let later = DisposableBox()
    let afterwards = DisposableBox()
    earlier.set(
      setup.proxy.sentMessage("stress:call:").subscribe(onNext: { arguments in
        setup.log.append("earlier \(arguments[1])")
      }))
    let disposer = setup.proxy.sentMessage("stress:call:").subscribe(onNext: { arguments in
      setup.log.append("disposer \(arguments[1])")
      earlier.dispose()
      later.dispose()
      afterwards.dispose()
    })
    later.set(
      setup.proxy.sentMessage("stress:call:").subscribe(onNext: { arguments in
        setup.log.append("later \(arguments[1])")
      }))
    afterwards.set(
      setup.proxy.methodInvoked("stress:call:").subscribe(onNext: { arguments in
        setup.log.append("afterwards \(arguments[1])")
      }))

    setup.view.callFast("stress:call:", 1)
    setup.view.callFast("stress:call:", 2)

    // `earlier` had its event before it was disposed; `later` (same delivery, after the disposer)
    // and `afterwards` (methodInvoked, after forwarding) get nothing once disposed.
    #expect(
      setup.log.all == [
        "earlier 1", "disposer 1", "forward call 1",
        "disposer 2", "forward call 2",
      ])
    disposer.dispose()
  }

  // MARK: Subscribing during delivery

  @Test func aSubscriptionMadeDuringADeliveryReceivesFromItsStreamsNextSendOn() throws {
    let setup = Setup()
    let made = Lock<[any Disposable]>([])
    let subscriber = setup.proxy.sentMessage("stress:call:").subscribe(onNext: { arguments in
      setup.log.append("subscriber \(arguments[1])")
      guard arguments[1] as? Int == 1 else { return }
      let sent = setup.proxy.sentMessage("stress:call:").subscribe(onNext: { arguments in
        setup.log.append("new sentMessage \(arguments[1])")
      })
      let invoked = setup.proxy.methodInvoked("stress:call:").subscribe(onNext: { arguments in
        setup.log.append("new methodInvoked \(arguments[1])")
      })
      made.withLock { $0 += [sent, invoked] }
    })

    setup.view.callFast("stress:call:", 1)
    setup.view.callFast("stress:call:", 2)

    // The new sentMessage subscription missed call 1's sentMessage (its delivery had started);
    // the new methodInvoked one gets call 1's methodInvoked, sent after it subscribed.
    #expect(
      setup.log.all == [
        "subscriber 1", "forward call 1", "new methodInvoked 1",
        "subscriber 2", "new sentMessage 2", "forward call 2", "new methodInvoked 2",
      ])
    subscriber.dispose()
    for subscription in made.withLock({ $0 }) { subscription.dispose() }
  }

  /// A call boxes its `[Any]` arguments before the forward only when `[Any]` subscribers are
  /// counted at its start; one that joins later in the call (here the only other subscriber is
  /// typed, so nothing was boxed) still receives that call's arguments, boxed for it then, and a
  /// composed subscription (through an operator) as well.
  @Test func anAnySubscriberMadeDuringAForwardReceivesThatCallsArguments() throws {
    let setup = Setup()
    let call = DelegateMethod<AnyObject, Int, Void>.optional("stress:call:")
    let made = Lock<[any Disposable]>([])
    let typed = setup.proxy.sentMessage(call).subscribe(onNext: { _, value in
      setup.log.append("typed \(value)")
      guard value == 1 else { return }
      let invoked = setup.proxy.methodInvoked("stress:call:").subscribe(onNext: { arguments in
        setup.log.append("new methodInvoked \(arguments[1]) of \(arguments.count)")
      })
      let composed = setup.proxy.methodInvoked("stress:call:").map { $0[1] as? Int ?? -1 }
        .subscribe(onNext: { value in setup.log.append("composed \(value)") })
      let returned = setup.proxy.methodReturned("stress:call:").subscribe(onNext: { call in
        setup.log.append("new methodReturned \(call.arguments[1]) \(call.returnValue is Void)")
      })
      made.withLock { $0 += [invoked, composed, returned] }
    })

    setup.view.callFast("stress:call:", 1)
    setup.view.callFast("stress:call:", 2)

    #expect(
      setup.log.all == [
        "typed 1", "forward call 1", "new methodInvoked 1 of 2", "composed 1",
        "new methodReturned 1 true",
        "typed 2", "forward call 2", "new methodInvoked 2 of 2", "composed 2",
        "new methodReturned 2 true",
      ])
    typed.dispose()
    for subscription in made.withLock({ $0 }) { subscription.dispose() }
    // Every subscription gone: the method is forwarded only, and nothing is delivered.
    setup.view.callFast("stress:call:", 3)
    #expect(setup.log.all.last == "forward call 3")
  }

  @Test func subscribingToAnUnimplementedMethodFromInsideACallbackMakesTheProxyRespond() throws {
    let setup = Setup()
    let inner = Lock<(any Disposable)?>(nil)
    #expect(!setup.proxy.responds(to: "stress:unimplemented:"))
    let outer = setup.proxy.methodInvoked("stress:call:").subscribe(onNext: { arguments in
      setup.log.append("outer \(arguments[1])")
      guard inner.withLock({ $0 }) == nil else { return }
      let subscription = setup.proxy.methodInvoked("stress:unimplemented:").subscribe(onNext: { arguments in
        setup.log.append("unimplemented \(arguments[1])")
      })
      inner.withLock { $0 = subscription }
      // The slot changed (and the proxy re-installed itself) inside this delivery: a call made now
      // already reaches the new subscriber.
      setup.view.callFast("stress:unimplemented:", 10)
    })

    setup.view.callFast("stress:call:", 1)
    setup.view.callFast("stress:unimplemented:", 11)

    #expect(
      setup.log.all == [
        "forward call 1", "outer 1", "unimplemented 10", "unimplemented 11",
      ])
    #expect(setup.proxy.responds(to: "stress:unimplemented:"))
    #expect(stressIdentical(setup.view.delegate, setup.proxy), "still installed after re-installing itself")
    outer.dispose()
    inner.withLock { $0 }?.dispose()
    #expect(!setup.proxy.responds(to: "stress:unimplemented:"))
  }

  // MARK: Calls from inside calls

  @Test(arguments: [false, true])
  func aForwardDelegateThatCallsBackIntoItsParentRecursesInOrder(observed: Bool) throws {
    let depth = 4
    let setup = Setup(depthLimit: depth)
    let bag = DisposeBag()
    if observed {
      setup.proxy.sentMessage("stress:depth:").subscribe(onNext: { arguments in
        setup.log.append("sentMessage \(arguments[1])")
      }).disposed(by: bag)
      setup.proxy.methodReturned("stress:depth:").subscribe(onNext: { call in
        setup.log.append("methodReturned \(call.arguments[1]) -> \(call.returnValue)")
      }).disposed(by: bag)
    }

    let result = try setup.view.call("stress:depth:", 0)

    #expect(result as? Int == depth + 1)
    var expected: [String] = []
    for level in 0...depth {
      if observed { expected.append("sentMessage \(level)") }
      expected.append("forward depth \(level) begins")
    }
    for level in (0...depth).reversed() {
      expected.append("forward depth \(level) returns \(depth - level + 1)")
      if observed { expected.append("methodReturned \(level) -> \(depth - level + 1)") }
    }
    #expect(setup.log.all == expected)
    withExtendedLifetime(bag) {}
  }

  @Test func aSentMessageSubscriberThatCallsAnotherMethodNestsThatCallWhole() throws {
    let setup = Setup()
    let bag = DisposeBag()
    setup.proxy.sentMessage("stress:call:").subscribe(onNext: { arguments in
      setup.log.append("sentMessage call \(arguments[1])")
      setup.view.callFast("stress:other:", (arguments[1] as! Int) * 10)
    }).disposed(by: bag)
    setup.proxy.methodInvoked("stress:call:").subscribe(onNext: { arguments in
      setup.log.append("methodInvoked call \(arguments[1])")
    }).disposed(by: bag)
    setup.proxy.methodInvoked("stress:other:").subscribe(onNext: { arguments in
      setup.log.append("methodInvoked other \(arguments[1])")
    }).disposed(by: bag)

    setup.view.callFast("stress:call:", 1)
    setup.view.callFast("stress:call:", 2)

    #expect(
      setup.log.all == [
        "sentMessage call 1", "forward other 10", "methodInvoked other 10", "forward call 1",
        "methodInvoked call 1",
        "sentMessage call 2", "forward other 20", "methodInvoked other 20", "forward call 2",
        "methodInvoked call 2",
      ])
    withExtendedLifetime(bag) {}
  }

  @Test func aSentMessageSubscriberThatCallsTheSameMethodAgainRecursesOnceEachLevel() throws {
    let setup = Setup()
    let bag = DisposeBag()
    setup.proxy.sentMessage("stress:call:").subscribe(onNext: { arguments in
      let value = arguments[1] as! Int
      setup.log.append("sentMessage \(value)")
      if value < 3 { setup.view.callFast("stress:call:", value + 1) }
    }).disposed(by: bag)
    setup.proxy.methodInvoked("stress:call:").subscribe(onNext: { arguments in
      setup.log.append("methodInvoked \(arguments[1])")
    }).disposed(by: bag)

    setup.view.callFast("stress:call:", 1)

    #expect(
      setup.log.all == [
        "sentMessage 1", "sentMessage 2", "sentMessage 3",
        "forward call 3", "methodInvoked 3",
        "forward call 2", "methodInvoked 2",
        "forward call 1", "methodInvoked 1",
      ])
    withExtendedLifetime(bag) {}
  }

  // MARK: Witnesses of two races (library bugs), made deterministic by reentrancy

  /// When a *method* protocol's `responds(to:)` answer changes, the proxy re-installs itself with
  /// `setCurrentDelegate(proxy)` — not through nil first (RxCocoa's reset, now opt-in with
  /// `reinstallsThroughNil`), which left the parent without a delegate for a moment, so a call
  /// made then on another thread reached nobody. The hook makes a call during the
  /// re-installation: it reaches the subscribers and the forward delegate.
  @Test func aCallDuringReinstallationReachesTheSubscribersAndTheForwardDelegate() throws {
    let view = StressHookedView()
    let log = StressList<String>()
    let forward = StressLoggingDelegate(log: log)
    view.delegate = forward
    let proxy = StressHookedViewProxy.proxy(for: view)
    let subscription = proxy.sentMessage("stress:call:").subscribe(onNext: { arguments in
      log.append("sentMessage \(arguments[1])")
    })
    let outcome = Lock<StressView.CallOutcome?>(nil)
    view.onSet = { _ in
      guard outcome.withLock({ $0 }) == nil else { return }
      // Another thread's call, landing between the two halves of the re-installation.
      let result = view.view.callFast("stress:call:", 7)
      outcome.withLock { $0 = result }
    }
    // A first subscriber of an unimplemented method flips responds(to:): re-installation.
    let flip = proxy.methodInvoked("stress:unimplemented:").subscribe(onNext: { _ in })

    #expect(outcome.withLock { $0 } != nil, "the proxy re-installed itself")
    #expect(
      outcome.withLock { $0 } == .called,
      "during re-installation the parent keeps its delegate, so a concurrent call is not lost")
    #expect(log.all == ["sentMessage 7", "forward call 7"])
    subscription.dispose()
    flip.dispose()
    view.onSet = nil
  }

  /// Bug: `DelegateProxy.updateSlots` (DelegateProxy.swift) resolves the forward delegate's target
  /// outside its lock, then writes the slot state under it. If the forward delegate changes in
  /// between (on another thread), the slot state is computed from the old one: here the old one
  /// implements nothing, so the slot says "empty" although the new forward delegate implements the
  /// method — `responds(to:)` is false and calls are not forwarded until the next slot update. The
  /// old delegate's `target(for:)` makes the change at that moment. (StressTests can see the same
  /// loss.)
  @Test func aForwardDelegateChangeDuringASlotUpdateIsNotLost() throws {
    let view = StressView()
    let log = StressList<String>()
    let old = StressHookedDelegate()
    let new = StressLoggingDelegate(log: log)
    view.delegate = old
    let proxy = StressViewProxy.proxy(for: view)
    let subscription = proxy.sentMessage("stress:call:").subscribe(onNext: { _ in })
    old.hook = { proxy.setForwardToDelegate(new, retainDelegate: false) }

    // Disposing updates the slot: it asks the (old) forward delegate for its target, and the
    // forward delegate changes meanwhile.
    subscription.dispose()

    #expect(old.hook == nil, "the change happened during the update")
    #expect(stressIdentical(proxy.forwardToDelegate(), new))
    #expect(
      proxy.responds(to: "stress:call:"),
      "bug: the slot state was computed from the replaced forward delegate")
    #expect(view.callFast("stress:call:", 5) == .called)
    #expect(log.all == ["forward call 5"])
  }
}
