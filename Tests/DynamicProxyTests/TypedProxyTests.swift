import Dispatch
import DynamicProxyRx
import DynamicProxySupport
import Synchronization
import Testing

@testable import DynamicProxy

/// Typed observation of a proxy: order of events, typed and `[Any]` subscribers together, disposal,
/// completion, methods with return values, typed answers, and the stream forms.
@Suite struct TypedProxyTests {
  /// A gadget with a forward delegate that logs `didChange`, and its proxy.
  private func makeProxy(
    log: TypedLog
  ) throws -> (gadget: Gadget, forward: DelegateObject, proxy: GadgetDelegateProxy) {
    let gadget = Gadget()
    let forward = DelegateObject(delegateProtocol: GadgetDelegate.description)
    try forward.implement(GadgetDelegate.didChange) { _, value in log.append("forward \(value)") }
    gadget.delegate = forward
    let proxy = GadgetDelegateProxy.proxy(for: gadget)
    return (gadget, forward, proxy)
  }

  @Test func sentComesBeforeTheForwardAndInvokedAfter() throws {
    let log = TypedLog()
    let (gadget, forward, proxy) = try makeProxy(log: log)
    #expect(gadget.delegate === proxy)
    let bag = DisposeBag()
    proxy.methodInvoked(GadgetDelegate.didChange)
      .subscribe(onNext: { changed, value in log.append("invoked \(value) \(changed === gadget)") })
      .disposed(by: bag)
    proxy.sentMessage(GadgetDelegate.didChange)
      .subscribe(onNext: { changed, value in log.append("sent \(value) \(changed === gadget)") })
      .disposed(by: bag)
    gadget.delegate?.call(GadgetDelegate.didChange, gadget, 7)
    gadget.delegate?.call(GadgetDelegate.didChange, gadget, -8)
    #expect(
      log.entries == [
        "sent 7 true", "forward 7", "invoked 7 true", "sent -8 true", "forward -8", "invoked -8 true",
      ])
    withExtendedLifetime(forward) {}
  }

  @Test func typedAndAnySubscribersKeepTheirSubscriptionOrderWithinEachStream() throws {
    let log = TypedLog()
    let (gadget, forward, proxy) = try makeProxy(log: log)
    let bag = DisposeBag()
    proxy.methodInvoked(GadgetDelegate.didChange)
      .subscribe(onNext: { _, value in log.append("invoked typed 1: \(value)") }).disposed(by: bag)
    proxy.sentMessage("gadget:didChange:")
      .subscribe(onNext: { arguments in log.append("sent any: \(arguments[1] as! Int)") }).disposed(by: bag)
    proxy.methodInvoked("gadget:didChange:")
      .subscribe(onNext: { arguments in log.append("invoked any: \(arguments[1] as! Int)") })
      .disposed(by: bag)
    proxy.methodReturned(GadgetDelegate.didChange)
      .subscribe(onNext: { call in log.append("returned typed: \(call.arguments.1)") }).disposed(by: bag)
    proxy.sentMessage(GadgetDelegate.didChange)
      .subscribe(onNext: { _, value in log.append("sent typed: \(value)") }).disposed(by: bag)
    proxy.methodInvoked(GadgetDelegate.didChange)
      .subscribe(onNext: { _, value in log.append("invoked typed 2: \(value)") }).disposed(by: bag)
    proxy.methodReturned("gadget:didChange:")
      .subscribe(onNext: { call in
        log.append("returned any: \(call.arguments[1] as! Int) \(call.returnValue)")
      })
      .disposed(by: bag)
    gadget.delegate?.call(GadgetDelegate.didChange, gadget, 5)
    #expect(
      log.entries == [
        "sent any: 5", "sent typed: 5", "forward 5", "invoked typed 1: 5", "invoked any: 5",
        "invoked typed 2: 5",
        "returned typed: 5", "returned any: 5 ()",
      ])
    withExtendedLifetime(forward) {}
  }

  @Test func disposingStopsDeliveryAndReturnsTheSlotToUnobserved() throws {
    let gadget = Gadget()
    let proxy = GadgetDelegateProxy.proxy(for: gadget)
    #expect(!proxy.responds(to: GadgetDelegate.progress.selector))
    #expect(gadget.delegate?.call(GadgetDelegate.progress, 0.5) == nil)
    let seen = Lock<[Double]>([])
    let first = proxy.methodInvoked(GadgetDelegate.progress).subscribe(onNext: { value in
      seen.withLock { $0.append(value) }
    })
    let second = proxy.sentMessage(GadgetDelegate.progress).subscribe(onNext: { value in
      seen.withLock { $0.append(-value) }
    })
    #expect(proxy.responds(to: GadgetDelegate.progress.selector))
    #expect(gadget.delegate?.call(GadgetDelegate.progress, 0.25) != nil)
    first.dispose()
    #expect(proxy.responds(to: GadgetDelegate.progress.selector), "one subscriber remains")
    #expect(gadget.delegate?.call(GadgetDelegate.progress, 0.75) != nil)
    second.dispose()
    #expect(!proxy.responds(to: GadgetDelegate.progress.selector))
    #expect(gadget.delegate?.call(GadgetDelegate.progress, 1) == nil)
    #expect(seen.withLock { $0 } == [-0.25, 0.25, -0.75])
  }

  @Test func aMethodWithoutArgumentsEmitsVoid() throws {
    let gadget = Gadget()
    let proxy = GadgetDelegateProxy.proxy(for: gadget)
    var ticks = 0
    let subscription = proxy.methodInvoked(GadgetDelegate.tick).subscribe(onNext: { () in ticks += 1 })
    gadget.delegate?.call(GadgetDelegate.tick)
    gadget.delegate?.call(GadgetDelegate.tick)
    subscription.dispose()
    gadget.delegate?.call(GadgetDelegate.tick)
    #expect(ticks == 2)
  }

  @Test func streamsCompleteWhenTheProxyGoes() throws {
    var gadget: Gadget? = Gadget()
    weak var weakProxy: GadgetDelegateProxy?
    var completed: [String] = []
    var late: Observable<Double>?
    var subscriptions: [any Disposable] = []
    do {
      let proxy = GadgetDelegateProxy.proxy(for: gadget!)
      weakProxy = proxy
      subscriptions.append(
        proxy.methodInvoked(GadgetDelegate.didChange).subscribe(onCompleted: { completed.append("invoked") }))
      subscriptions.append(
        proxy.sentMessage(GadgetDelegate.progress).subscribe(onCompleted: { completed.append("sent") }))
      late = proxy.methodInvoked(GadgetDelegate.progress)
    }
    #expect(completed == [])
    gadget = nil
    #expect(weakProxy == nil)
    #expect(completed.sorted() == ["invoked", "sent"])
    // A stream made while the proxy lived, subscribed after it went, completes at once.
    var lateEvents: [String] = []
    _ = late!.subscribe(
      onNext: { _ in lateEvents.append("next") }, onError: { _ in lateEvents.append("error") },
      onCompleted: { lateEvents.append("completed") })
    #expect(lateEvents == ["completed"])
    for subscription in subscriptions { subscription.dispose() }
  }

  @Test func aTypedCallKeepsTheProxyAliveWhenItsLastOwnerGoesDuringTheCall() throws {
    // A typed call does not retain the proxy it is made on (its caller holds it): the parent going
    // away inside a subscriber, with the proxy it owned, must still let the call finish — the
    // forward and the later subscribers — before the proxy goes.
    let log = TypedLog()
    var gadget: Gadget? = Gadget()
    let forward = DelegateObject(delegateProtocol: GadgetDelegate.description)
    try forward.implement(GadgetDelegate.didChange) { _, value in log.append("forward \(value)") }
    gadget!.delegate = forward
    weak var weakProxy: GadgetDelegateProxy?
    var subscriptions: [any Disposable] = []
    do {
      let proxy = GadgetDelegateProxy.proxy(for: gadget!)
      weakProxy = proxy
      subscriptions.append(
        proxy.sentMessage(GadgetDelegate.didChange).subscribe(onNext: { _, value in
          log.append("sent \(value)")
          gadget = nil
        }))
      subscriptions.append(
        proxy.methodInvoked(GadgetDelegate.didChange).subscribe(
          onNext: { _, value in log.append("invoked \(value)") },
          onCompleted: { log.append("completed") }))
    }
    let sender = Gadget()
    // Through a weak reference, as a parent holds its delegate.
    weakProxy?.call(GadgetDelegate.didChange, sender, 3)
    #expect(gadget == nil)
    #expect(weakProxy == nil)
    #expect(log.entries == ["sent 3", "forward 3", "invoked 3", "completed"])
    for subscription in subscriptions { subscription.dispose() }
  }

  @Test func aReturningMethodNobodyImplementsFailsUntilAnswered() throws {
    let gadget = Gadget()
    let proxy = GadgetDelegateProxy.proxy(for: gadget)
    var errors: [DelegateProxyError] = []
    for stream in [
      proxy.sentMessage(GadgetDelegate.shouldBegin).map { _ in () },
      proxy.methodInvoked(GadgetDelegate.shouldBegin).map { _ in () },
      proxy.methodReturned(GadgetDelegate.shouldBegin).map { _ in () },
    ] {
      _ = stream.subscribe(onError: { error in errors.append(error as! DelegateProxyError) })
    }
    #expect(errors.count == 3)
    for error in errors {
      guard case .returnValueUnavailable(let selector) = error else {
        Issue.record("expected returnValueUnavailable, got \(error)")
        continue
      }
      #expect(selector == GadgetDelegate.shouldBegin.selector)
    }
    #expect(!proxy.responds(to: GadgetDelegate.shouldBegin.selector))
    #expect(gadget.delegate?.call(GadgetDelegate.shouldBegin, gadget) == nil)

    // A typed answer makes it observable, with the answer's value.
    // The answer lives as long as the proxy, which the gadget owns: it must not hold the gadget.
    let gadgetID = ObjectIdentifier(gadget)
    try proxy.answer(GadgetDelegate.shouldBegin) { asked in ObjectIdentifier(asked) == gadgetID }
    #expect(proxy.responds(to: GadgetDelegate.shouldBegin.selector))
    var returned: [Bool] = []
    let subscription = proxy.methodReturned(GadgetDelegate.shouldBegin)
      .subscribe(onNext: { call in returned.append(call.returnValue && call.arguments === gadget) })
    #expect(gadget.delegate?.call(GadgetDelegate.shouldBegin, gadget) == true)
    #expect(gadget.delegate?.call(GadgetDelegate.shouldBegin, Gadget()) == false)
    #expect(returned == [true, false])

    // The forward delegate's implementation wins over the answer.
    let forward = DelegateObject(delegateProtocol: GadgetDelegate.description)
    try forward.implement(GadgetDelegate.shouldBegin) { _ in false }
    proxy.setForwardToDelegate(forward, retainDelegate: false)
    #expect(gadget.delegate?.call(GadgetDelegate.shouldBegin, gadget) == false)
    #expect(returned == [true, false, false])
    subscription.dispose()
    withExtendedLifetime(forward) {}
  }

  @Test func aTypedAnswerReturnsAnObjectAndIsSeenByTypedAndAnySubscribers() throws {
    let gadget = Gadget()
    let proxy = GadgetDelegateProxy.proxy(for: gadget)
    try proxy.answer(GadgetDelegate.titleFor) { _, index in "title \(index)" }
    var typed: [String] = []
    var boxed: [String] = []
    let bag = DisposeBag()
    proxy.methodReturned(GadgetDelegate.titleFor)
      .subscribe(onNext: { call in typed.append("\(call.arguments.1): \(call.returnValue)") }).disposed(
        by: bag)
    proxy.methodReturned("gadget:titleFor:")
      .subscribe(onNext: { call in boxed.append("\(call.arguments[1]): \(call.returnValue)") }).disposed(
        by: bag)
    #expect(gadget.delegate?.call(GadgetDelegate.titleFor, gadget, 3) == "title 3")
    #expect(try gadget.delegate?.send("gadget:titleFor:", gadget, 4) as? String == "title 4")
    #expect(typed == ["3: title 3", "4: title 4"])
    #expect(boxed == ["3: title 3", "4: title 4"])
  }

  @Test func aStructAndAPointerAreReadFromTheCallAfterTheForwardWroteThroughIt() throws {
    let gadget = Gadget()
    let forward = DelegateObject(delegateProtocol: GadgetDelegate.description)
    try forward.implement(GadgetDelegate.willMove) { _, velocity, target in
      target.pointee = Point(x: velocity.x * 2, y: velocity.y * 2)
    }
    gadget.delegate = forward
    let proxy = GadgetDelegateProxy.proxy(for: gadget)
    var sent: [Point] = []
    var invoked: [Point] = []
    let bag = DisposeBag()
    proxy.sentMessage(GadgetDelegate.willMove)
      .subscribe(onNext: { _, _, target in sent.append(target.pointee) }).disposed(by: bag)
    proxy.methodInvoked(GadgetDelegate.willMove)
      .subscribe(onNext: { _, velocity, target in
        invoked.append(velocity); invoked.append(target.pointee)
      })
      .disposed(by: bag)
    var target = Point(x: 0, y: 0)
    withUnsafeMutablePointer(to: &target) {
      _ = gadget.delegate?.call(GadgetDelegate.willMove, gadget, Point(x: 1, y: 2), $0)
    }
    #expect(target == Point(x: 2, y: 4))
    #expect(sent == [Point(x: 0, y: 0)])
    #expect(invoked == [Point(x: 1, y: 2), Point(x: 2, y: 4)])
    withExtendedLifetime(forward) {}
  }

  @Test func manyArgumentsAreReadByATypedSubscriber() throws {
    let gadget = Gadget()
    let proxy = GadgetDelegateProxy.proxy(for: gadget)
    var seen: [String] = []
    let subscription = proxy.methodInvoked(GadgetDelegate.many).subscribe(onNext: { arguments in
      seen = [
        "\(arguments.0)", "\(arguments.3)", "\(arguments.7)", "\(arguments.8)", "\(arguments.9)",
        "\(arguments.16)", "\(arguments.17)", "\(arguments.18)", "\(arguments.19.to.x)",
      ]
    })
    gadget.delegate?.call(
      GadgetDelegate.many, Int8(-7), Int16(2), Int32(3), Int64.min, UInt8(5), UInt16(6), UInt32(7),
      UInt64.max,
      0.5, Float(1.5), 2.5, Float(3.5), 4.5, Float(5.5), 6.5, Float(7.5), 8.5, Float(9.5), Int.max,
      Segment(from: Point(x: 1, y: 2), to: Point(x: 3, y: 4)))
    subscription.dispose()
    #expect(
      seen == [
        "-7", "-9223372036854775808", "18446744073709551615", "0.5", "1.5", "8.5", "9.5",
        "9223372036854775807",
        "3.0",
      ])
  }

  @Test func anObjectArgumentSeenByASubscriberIsNotLeaked() throws {
    let counter = DeinitCounter()
    let gadget = Gadget()
    let proxy = GadgetDelegateProxy.proxy(for: gadget)
    try proxy.answer(GadgetDelegate.makeTracked) { name in Tracked(name, counter: counter) }
    var names: [String] = []
    let bag = DisposeBag()
    proxy.methodReturned(GadgetDelegate.makeTracked)
      .subscribe(onNext: { call in names.append("\(call.arguments) \(call.returnValue.name)") }).disposed(
        by: bag)
    proxy.methodReturned("makeTracked:")
      .subscribe(onNext: { call in names.append((call.returnValue as! Tracked).name) }).disposed(by: bag)
    weak var weakResult: Tracked?
    do {
      let result = try #require(gadget.delegate?.call(GadgetDelegate.makeTracked, "made"))
      weakResult = result
      #expect(counter.value == 0)
    }
    #expect(weakResult == nil)
    #expect(counter.value == 1)
    #expect(names == ["made made", "made"])
  }

  // MARK: Stream forms

  @Test func mapAndFilterTransformTypedElements() throws {
    let gadget = Gadget()
    let proxy = GadgetDelegateProxy.proxy(for: gadget)
    var doubled: [Int] = []
    let subscription = proxy.methodInvoked(GadgetDelegate.didChange)
      .map { _, value in value * 2 }
      .filter { $0 > 0 }
      .subscribe(onNext: { doubled.append($0) })
    for value in [1, -2, 3] { gadget.delegate?.call(GadgetDelegate.didChange, gadget, value) }
    subscription.dispose()
    #expect(doubled == [2, 6])
  }

  @Test func valuesIsAnAsyncSequenceOfTypedElements() async throws {
    var gadget: Gadget? = Gadget()
    let stream = GadgetDelegateProxy.proxy(for: gadget!).methodInvoked(GadgetDelegate.progress).values
    for value in [0.25, 0.5, 1] { gadget!.delegate?.call(GadgetDelegate.progress, value) }
    gadget = nil  // the proxy goes: the stream finishes after the buffered elements
    var received: [Double] = []
    for await value in stream { received.append(value) }
    #expect(received == [0.25, 0.5, 1])
  }

  @Test func valuesOfASendableTupleCrossToAnotherTask() async throws {
    var gadget: Gadget? = Gadget()
    // `(arguments: Double, returnValue: Void)` is Sendable: the stream takes it as is.
    let stream = GadgetDelegateProxy.proxy(for: gadget!).methodReturned(GadgetDelegate.progress).values
    let consumer = Task { () -> [Double] in
      var received: [Double] = []
      for await call in stream { received.append(call.arguments) }
      return received
    }
    for value in [1.0, 2.0, 3.0] { gadget!.delegate?.call(GadgetDelegate.progress, value) }
    gadget = nil
    #expect(await consumer.value == [1, 2, 3])
  }

  // MARK: Concurrency

  @Test func typedCallsFromSeveralThreadsWhileSubscribersComeAndGo() async throws {
    let callers = 4
    let callsPerCaller = 2_000
    let gadget = Gadget()
    let forward = DelegateObject(delegateProtocol: GadgetDelegate.description)
    let forwardCount = DeinitCounter()
    try forward.implement(GadgetDelegate.didChange) { _, _ in forwardCount.increment() }
    gadget.delegate = forward
    let proxy = GadgetDelegateProxy.proxy(for: gadget)
    let typedSeen = Lock<[Int]>([])
    let anyCount = DeinitCounter()
    let sentCount = DeinitCounter()
    let whole = [
      proxy.methodInvoked(GadgetDelegate.didChange).subscribe(onNext: { _, value in
        typedSeen.withLock { $0.append(value) }
      }),
      proxy.methodInvoked("gadget:didChange:").subscribe(onNext: { _ in anyCount.increment() }),
      proxy.sentMessage(GadgetDelegate.didChange).subscribe(onNext: { _ in sentCount.increment() }),
    ]
    let finished = Atomic<Int>(0)
    let rounds = Atomic<Int>(0)
    let group = DispatchGroup()
    for caller in 0..<callers {
      DispatchQueue(label: "typed.caller.\(caller)").async(group: group) {
        for index in 0..<callsPerCaller {
          gadget.delegate?.call(GadgetDelegate.didChange, gadget, caller * 1_000_000 + index)
          _ = gadget.delegate?.call(GadgetDelegate.progress, Double(index))
        }
        finished.add(1, ordering: .releasing)
      }
    }
    DispatchQueue(label: "typed.subscriber").async(group: group) {
      while finished.load(ordering: .acquiring) < callers || rounds.load(ordering: .relaxed) < 100 {
        let transient = [
          proxy.sentMessage(GadgetDelegate.didChange).subscribe(onNext: { _ in }),
          proxy.methodReturned(GadgetDelegate.didChange).subscribe(onNext: { _ in }),
          proxy.methodInvoked(GadgetDelegate.progress).subscribe(onNext: { _ in }),
          proxy.methodInvoked("progress:").subscribe(onNext: { _ in }),
        ]
        for subscription in transient { subscription.dispose() }
        rounds.add(1, ordering: .relaxed)
      }
    }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      group.notify(queue: .global()) { continuation.resume() }
    }
    for subscription in whole { subscription.dispose() }

    let expected = (0..<callers).flatMap { caller in (0..<callsPerCaller).map { caller * 1_000_000 + $0 } }
    let received = typedSeen.withLock { $0 }
    #expect(received.sorted() == expected, "every call exactly once")
    #expect(anyCount.value == expected.count)
    #expect(sentCount.value == expected.count)
    #expect(forwardCount.value == expected.count, "every call forwarded")
    #expect(rounds.load(ordering: .relaxed) >= 100)
    for caller in 0..<callers {
      let own = received.filter { $0 / 1_000_000 == caller }
      #expect(own == own.sorted(), "caller \(caller)'s calls in its order")
    }
    #expect(!proxy.responds(to: GadgetDelegate.progress.selector), "unobserved again")
    withExtendedLifetime(forward) {}
  }
}
