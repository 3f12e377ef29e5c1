import Dispatch
import Synchronization
import Testing

@testable import DynamicProxy

/// Runs each worker on its own thread (one private serial queue each, so they run at once even on a
/// machine with few cores) and resumes when all are done.
private func parityRunConcurrently(_ workers: [@Sendable () -> Void]) async {
  let group = DispatchGroup()
  for (index, worker) in workers.enumerated() {
    DispatchQueue(label: "parity.worker.\(index)").async(group: group, execute: worker)
  }
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    group.notify(queue: .global()) { continuation.resume() }
  }
}

/// Calls on one proxy from four threads while subscribers come and go and the forward delegate
/// changes: no crash, nothing lost, nothing duplicated.
@Suite struct DelegateProxyConcurrencyTests {
  static let callers = 4
  static let callsPerCaller = 2_000

  @Test func aWholeRunSubscriberSeesExactlyEveryCallWhileOthersComeAndGo() async throws {
    let view = ParityView()
    let mock = ParityMockDelegate()
    view.delegate = mock
    let proxy = ParityViewDelegateProxy.proxy(for: view)
    let seen = LockedBox<[Int]>([])
    let sentCount = ParityCounter()
    let whole = proxy.methodInvoked("threeDView:listenToMeee:")
      .subscribe(onNext: { arguments in
        let value = arguments[1] as! Int
        seen.update { $0.append(value) }
      })
    let wholeSent = proxy.sentMessage("threeDView:listenToMeee:")
      .subscribe(onNext: { _ in sentCount.increment() })
    let finished = Atomic<Int>(0)
    let toggles = ParityCounter()

    var workers: [@Sendable () -> Void] = (0..<Self.callers).map { caller in
      { @Sendable in
        for index in 0..<Self.callsPerCaller {
          // Resolve through the proxy at each call, as a parent reading its slot table does.
          let target = proxy.target(for: "threeDView:listenToMeee:")!
          _ = try! target.call([view, caller * 1_000_000 + index])
        }
        finished.add(1, ordering: .releasing)
      }
    }
    workers.append { @Sendable in
      // Subscribers of the same method, of a forwarded one, and of an unimplemented one (whose
      // responds(to:) answer flips), again and again until the callers are done.
      var rounds = 0
      while finished.load(ordering: .acquiring) < Self.callers || rounds < 100 {
        let transient = [
          proxy.sentMessage("threeDView:listenToMeee:").subscribe(onNext: { _ in }),
          proxy.methodInvoked("threeDView:listenToMeee:").subscribe(onNext: { _ in }),
          proxy.methodInvoked("threeDView:feedMe:").subscribe(onNext: { _ in }),
          proxy.methodInvoked("threeDView:didGetXXX:").subscribe(onNext: { _ in }),
        ]
        for subscription in transient { subscription.dispose() }
        toggles.increment()
        rounds += 1
      }
    }
    await parityRunConcurrently(workers)
    whole.dispose()
    wholeSent.dispose()

    let expected = (0..<Self.callers).flatMap { caller in
      (0..<Self.callsPerCaller).map { caller * 1_000_000 + $0 }
    }
    let received = seen.value
    #expect(received.count == expected.count)
    #expect(received.sorted() == expected, "every call exactly once")
    #expect(sentCount.value == expected.count)
    #expect(mock.listened.value.count == expected.count, "every call forwarded")
    #expect(toggles.value >= 100)
    // Each caller's calls arrive in its own order.
    for caller in 0..<Self.callers {
      let own = received.filter { $0 / 1_000_000 == caller }
      #expect(own == own.sorted())
    }
  }

  @Test func aForwardOnlySlotTogglingToObservedStillForwardsEveryCall() async throws {
    let view = ParityView()
    let mock = ParityMockDelegate()
    view.delegate = mock
    let proxy = ParityViewDelegateProxy.proxy(for: view)
    let finished = Atomic<Int>(0)
    let observedEvents = ParityCounter()

    var workers: [@Sendable () -> Void] = (0..<Self.callers).map { caller in
      { @Sendable in
        for index in 0..<Self.callsPerCaller {
          // Through the parent's own `delegate`: toggling this slot changes no responds answer,
          // so the proxy is never re-installed and the parent always finds it.
          _ = try! view.call("threeDView:feedMe:", caller * 1_000_000 + index)
          let height = try! view.call("threeDView:howTallAmI:", index) as! Double
          precondition(height == Double(index) * 1.5)
        }
        finished.add(1, ordering: .releasing)
      }
    }
    workers.append { @Sendable in
      var rounds = 0
      while finished.load(ordering: .acquiring) < Self.callers || rounds < 100 {
        let fed = proxy.methodInvoked("threeDView:feedMe:")
          .subscribe(onNext: { _ in observedEvents.increment() })
        let heights = proxy.methodReturned("threeDView:howTallAmI:").subscribe(onNext: { _ in })
        fed.dispose()
        heights.dispose()
        rounds += 1
      }
    }
    await parityRunConcurrently(workers)

    let total = Self.callers * Self.callsPerCaller
    #expect(mock.fed.value.count == total, "forwarded exactly once, observed or not")
    #expect(Set(mock.fed.value).count == total)
    #expect(mock.heightQuestions.value == total)
    #expect(observedEvents.value <= total)
    #expect(parityIdentical(view.delegate, proxy))
  }

  @Test func forwardDelegateChangesConcurrentWithCalls() async throws {
    let view = ParityView()
    let proxy = ParityViewDelegateProxy.proxy(for: view)
    let first = ParityMockDelegate(name: "first", heightFactor: 2)
    let second = ParityMockDelegate(name: "second", heightFactor: 3)
    let seen = ParityCounter()
    let whole = proxy.methodInvoked("threeDView:listenToMeee:").subscribe(onNext: { _ in seen.increment() })
    let finished = Atomic<Int>(0)
    let answers = LockedBox<[String: Int]>([:])

    var workers: [@Sendable () -> Void] = (0..<Self.callers).map { _ in
      { @Sendable in
        var local: [String: Int] = [:]
        for index in 1...Self.callsPerCaller {
          _ = try! proxy.target(for: "threeDView:listenToMeee:")!.call([view, index])
          guard let target = proxy.target(for: "threeDView:howTallAmI:") else {
            local["nobody", default: 0] += 1
            continue
          }
          let height = try! target.call([view, index], returning: Double.self)
          switch height / Double(index) {
          case 2: local["first", default: 0] += 1
          case 3: local["second", default: 0] += 1
          default: local["wrong \(height)", default: 0] += 1
          }
        }
        answers.update { answers in answers.merge(local, uniquingKeysWith: +) }
        finished.add(1, ordering: .releasing)
      }
    }
    workers.append { @Sendable in
      var rounds = 0
      let delegates: [ParityMockDelegate?] = [first, second, nil]
      while finished.load(ordering: .acquiring) < Self.callers || rounds < 100 {
        proxy.setForwardToDelegate(delegates[rounds % 3], retainDelegate: rounds % 2 == 0)
        rounds += 1
      }
    }
    await parityRunConcurrently(workers)
    whole.dispose()

    let total = Self.callers * Self.callsPerCaller
    #expect(seen.value == total, "an observed void method is captured whoever the forward delegate is")
    #expect(first.listened.value.count + second.listened.value.count <= total)
    let counts = answers.value
    #expect(counts.keys.allSatisfy { !$0.hasPrefix("wrong") }, "\(counts)")
    #expect(counts.values.reduce(0, +) == total)
    #expect(first.heightQuestions.value == counts["first", default: 0])
    #expect(second.heightQuestions.value == counts["second", default: 0])
  }

  @Test func manyParentsInstallTheirProxiesConcurrently() async throws {
    let views = (0..<64).map { _ in ParityView() }
    let proxies = LockedBox<[Int: [ObjectIdentifier]]>([:])
    let workers: [@Sendable () -> Void] = (0..<Self.callers).map { caller in
      { @Sendable in
        var mine: [ObjectIdentifier] = []
        for view in views {
          let proxy = ParityViewDelegateProxy.proxy(for: view)
          mine.append(ObjectIdentifier(proxy))
          let subscription = proxy.methodInvoked("threeDView:didGetXXX:").subscribe(onNext: { _ in })
          subscription.dispose()
        }
        proxies.update { $0[caller] = mine }
      }
    }
    await parityRunConcurrently(workers)
    let results = proxies.value
    try #require(results.count == Self.callers)
    for caller in 1..<Self.callers {
      #expect(results[caller] == results[0], "one proxy per parent, whoever asked first")
    }
    for (index, view) in views.enumerated() {
      #expect(view.delegate.map { ObjectIdentifier($0) } == results[0]?[index])
    }
  }
}
