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

  @Test("concurrent subscribers see contiguous increasing values ending with the last one")
  func concurrentSubscribeWhileSending() {
    let subject = BehaviorSubject(value: 0)
    let count = 20_000
    let sending = EventsTesting.Flag()
    let done = EventsTesting.Flag()
    let violations = EventsTesting.Counter()
    let subscriptions = EventsTesting.Counter()
    let lastSeen = EventsTesting.Box<[Int]>([])

    /// Subscribes repeatedly; each subscription checks its own sequence.
    @Sendable func churn() {
      while !sending.isSet {
        sched_yield()
      }
      var keepLast = false
      while !keepLast {
        keepLast = done.isSet
        let received = EventsTesting.Box<[Int]>([])
        let subscription = subject.subscribe(onNext: { element in
          received.update { $0.append(element) }
        })
        if !keepLast {
          sched_yield()
        }
        subscription.dispose()
        // Sorted: the replay (this thread) and a delivery (the sender's) may append in either
        // order; what must hold is no duplicate and no gap.
        let values = received.value.sorted()
        subscriptions.increment()
        if values.isEmpty || zip(values, values.dropFirst()).contains(where: { $1 != $0 + 1 }) {
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
        for element in 1...count {
          subject.onNext(element)
        }
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
}
