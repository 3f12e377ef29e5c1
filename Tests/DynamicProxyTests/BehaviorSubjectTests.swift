import DynamicProxyRx
import Foundation
import Synchronization
import Testing

@testable import DynamicProxy

@Suite("BehaviorSubject")
struct BehaviorSubjectTests {
  @Test("replays the current value on subscribe, then sends later values")
  func replay() throws {
    let subject = BehaviorSubject(value: 0)
    let first = EventRecorder<Int>()
    let a = subject.subscribe(first.record)
    #expect(first.elements == [0])
    subject.onNext(1)
    subject.onNext(2)
    let second = EventRecorder<Int>()
    let b = subject.subscribe(second.record)
    subject.onNext(3)
    #expect(first.elements == [0, 1, 2, 3])
    #expect(second.elements == [2, 3])
    #expect(try subject.value() == 3)
    a.dispose()
    subject.onNext(4)
    #expect(first.elements == [0, 1, 2, 3])
    #expect(second.elements == [2, 3, 4])
    b.dispose()
    #expect(!subject.hasObservers)
  }

  @Test("works through asObservable and operators")
  func throughObservable() {
    let subject = BehaviorSubject(value: "a")
    var received: [String] = []
    let subscription = subject.asObservable().map { $0.uppercased() }
      .subscribe(onNext: { received.append($0) })
    subject.onNext("b")
    #expect(received == ["A", "B"])
    subscription.dispose()
    #expect(!subject.hasObservers)
  }

  @Test("after completion: the value stays, late subscribers get only completed")
  func completion() throws {
    let subject = BehaviorSubject(value: 1)
    let early = EventRecorder<Int>()
    _ = subject.subscribe(early.record)
    subject.onNext(2)
    subject.onCompleted()
    subject.onNext(3)
    #expect(early.descriptions == ["next(1)", "next(2)", "completed"])
    #expect(try subject.value() == 2)
    let late = EventRecorder<Int>()
    _ = subject.subscribe(late.record)
    #expect(late.descriptions == ["completed"])
    #expect(!subject.hasObservers)
  }

  @Test("after an error, value() throws it and late subscribers get it")
  func error() {
    let subject = BehaviorSubject(value: 1)
    subject.onError(TestError(code: 3))
    #expect(throws: TestError(code: 3)) { try subject.value() }
    let late = EventRecorder<Int>()
    _ = subject.subscribe(late.record)
    #expect(late.events.count == 1)
    #expect(late.events.first?.error as? TestError == TestError(code: 3))
  }

  @Test("subscribing during a delivery replays the value being delivered, once")
  func subscribeDuringDelivery() {
    let subject = BehaviorSubject(value: 0)
    let late = EventRecorder<Int>()
    var lateSubscription: (any Disposable)?
    let first = subject.subscribe(onNext: { element in
      if element == 1 {
        lateSubscription = subject.subscribe(late.record)
      }
    })
    subject.onNext(1)
    subject.onNext(2)
    #expect(late.elements == [1, 2])
    first.dispose()
    lateSubscription?.dispose()
  }

  @Test("an observer may send, subscribe, read the value and dispose from inside its replay")
  func reenterFromReplay() throws {
    let subject = BehaviorSubject(value: 0)
    let outer = EventRecorder<Int>()
    let inner = EventRecorder<Int>()
    var innerSubscription: (any Disposable)?
    var valueInReplay: Int?
    let outerSubscription = subject.subscribe { event in
      outer.record(event)
      guard case .next(0) = event else { return }
      // Each of these takes the subject's lock, which this replay holds: it must not deadlock.
      subject.onNext(1)
      valueInReplay = try? subject.value()
      innerSubscription = subject.subscribe(inner.record)
    }
    #expect(outer.elements == [0, 1])
    #expect(valueInReplay == 1)
    #expect(inner.elements == [1])
    innerSubscription?.dispose()
    subject.onNext(2)
    #expect(outer.elements == [0, 1, 2])
    #expect(inner.elements == [1])
    outerSubscription.dispose()
    #expect(!subject.hasObservers)
    #expect(try subject.value() == 2)
  }

  @Test("concurrent subscribers see contiguous increasing values ending with the last one")
  func concurrentSubscribeWhileSending() {
    let subject = BehaviorSubject(value: 0)
    let count = 20_000
    let sending = EventsTesting.Flag()
    let done = EventsTesting.Flag()
    let violations = EventsTesting.Counter()
    let subscriptions = EventsTesting.Counter()
    let lastSeen = LockedBox<[Int]>([])

    /// Subscribes repeatedly; each subscription checks its own sequence.
    @Sendable func churn() {
      while !sending.isSet {
        sched_yield()
      }
      var keepLast = false
      while !keepLast {
        keepLast = done.isSet
        let received = LockedBox<[Int]>([])
        let inside = EventsTesting.Counter()
        let overlapping = EventsTesting.Flag()
        let subscription = subject.subscribe(onNext: { element in
          inside.increment()
          if inside.value > 1 {
            overlapping.set()
          }
          received.update { $0.append(element) }
          inside.increment(by: -1)
        })
        // The replay has been delivered before `subscribe` returns.
        let replayed = !received.value.isEmpty
        if !keepLast {
          sched_yield()
        }
        subscription.dispose()
        // Not sorted: with one sender the replay comes first and the later values follow in
        // order, one call at a time. A delivery still running on the sender's thread may land
        // after this read; that only shortens the sequence at its end.
        let values = received.value
        subscriptions.increment()
        if !replayed || overlapping.isSet || values.isEmpty
          || zip(values, values.dropFirst()).contains(where: { $1 != $0 + 1 })
        {
          violations.increment()
        }
        if keepLast, let last = values.last {
          lastSeen.update { $0.append(last) }
        }
      }
    }

    let finished = EventsTesting.runOnThreads([
      {
        sending.set()
        for element in 1..<count {
          subject.onNext(element)
        }
        // At least one subscription made and ended while values were still coming, whatever the
        // scheduler did: on a loaded machine the sends could otherwise all finish before either
        // subscribing thread ran, leaving only the two final subscriptions.
        while subscriptions.value == 0 {
          sched_yield()
        }
        subject.onNext(count)
        done.set()
      },
      churn,
      churn,
    ])
    #expect(finished)
    #expect(subscriptions.value > 2)
    #expect(violations.value == 0)
    #expect(lastSeen.value == [count, count])
    #expect(!subject.hasObservers)
  }

  @Test("a value sent during a subscriber's replay reaches it after the replay, not during it")
  func sendDuringReplay() {
    let subject = BehaviorSubject(value: 0)
    let inReplay = DispatchSemaphore(value: 0)
    let sent = EventsTesting.Flag()
    let received = LockedBox<[Int]>([])
    let inside = EventsTesting.Counter()
    let overlapping = EventsTesting.Flag()
    let subscription = LockedBox<(any Disposable)?>(nil)

    let finished = EventsTesting.runOnThreads([
      {
        let disposable = subject.subscribe(onNext: { element in
          inside.increment()
          if inside.value > 1 {
            overlapping.set()
          }
          if element == 0 {
            // The replay: let the sender run, and give its send time to reach this observer if
            // nothing holds it back.
            inReplay.signal()
            _ = EventsTesting.waitUntil(timeout: 0.2) { sent.isSet }
          }
          received.update { $0.append(element) }
          inside.increment(by: -1)
        })
        subscription.value = disposable
      },
      {
        inReplay.wait()
        subject.onNext(1)
        sent.set()
      },
    ])
    #expect(finished)
    #expect(received.value == [0, 1])
    #expect(!overlapping.isSet)
    subscription.value?.dispose()
    #expect(!subject.hasObservers)
  }
}
