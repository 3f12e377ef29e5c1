import Foundation
import Synchronization
import Testing

@testable import DynamicProxy
@testable import DynamicProxyRx

/// Helpers shared by the Events test suites.
enum EventsTesting {
  /// A thread-safe counter.
  final class Counter: Sendable {
    private let storage = Atomic<Int>(0)

    var value: Int { storage.load(ordering: .acquiring) }

    func increment(by amount: Int = 1) {
      storage.wrappingAdd(amount, ordering: .acquiringAndReleasing)
    }
  }

  /// A thread-safe flag.
  final class Flag: Sendable {
    private let storage = Atomic<Bool>(false)

    var isSet: Bool { storage.load(ordering: .acquiring) }

    func set() {
      storage.store(true, ordering: .releasing)
    }
  }

  /// Polls `condition` until it holds or `timeout` seconds pass.
  ///
  /// - Returns: Whether `condition` held in time.
  static func waitUntil(timeout: Double = 10, _ condition: () -> Bool) -> Bool {
    let deadline = DispatchTime.now() + timeout
    while !condition() {
      if DispatchTime.now() > deadline {
        return false
      }
      usleep(100)
    }
    return true
  }

  /// Runs each body on its own thread, all released together, and waits (bounded) for all.
  ///
  /// - Returns: Whether every thread finished within `timeout` seconds.
  static func runOnThreads(timeout: Double = 60, _ bodies: [@Sendable () -> Void]) -> Bool {
    let start = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    for body in bodies {
      Thread.detachNewThread {
        start.wait()
        body()
        done.signal()
      }
    }
    for _ in bodies {
      start.signal()
    }
    let deadline = DispatchTime.now() + timeout
    for _ in bodies where done.wait(timeout: deadline) == .timedOut {
      return false
    }
    return true
  }
}

/// Records events for single-threaded tests.
final class EventRecorder<Element> {
  var events: [Event<Element>] = []

  var elements: [Element] { events.compactMap(\.element) }

  var descriptions: [String] { events.map(\.debugDescription) }

  func record(_ event: Event<Element>) {
    events.append(event)
  }
}

struct TestError: Error, Equatable {
  var code = 1
}

@Suite("PublishSubject")
struct PublishSubjectTests {
  @Test("delivers events in order to each subscriber")
  func deliversInOrder() {
    let subject = PublishSubject<Int>()
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    let a = subject.subscribe(first.record)
    subject.onNext(1)
    let b = subject.subscribe(second.record)
    subject.onNext(2)
    subject.onNext(3)
    #expect(first.elements == [1, 2, 3])
    #expect(second.elements == [2, 3])
    a.dispose()
    b.dispose()
  }

  @Test("delivers to subscribers in subscription order")
  func subscriptionOrder() {
    let subject = PublishSubject<Int>()
    var order: [String] = []
    let bag = DisposeBag()
    for name in ["a", "b", "c"] {
      subject.subscribe(onNext: { order.append("\(name)\($0)") }).disposed(by: bag)
    }
    subject.onNext(1)
    subject.onNext(2)
    #expect(order == ["a1", "b1", "c1", "a2", "b2", "c2"])
  }

  @Test("multiple subscribers are disposed independently; dispose stops events and is idempotent")
  func independentDisposal() {
    let subject = PublishSubject<Int>()
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    let a = subject.subscribe(first.record)
    let b = subject.subscribe(second.record)
    subject.onNext(1)
    a.dispose()
    subject.onNext(2)
    a.dispose()
    subject.onNext(3)
    #expect(first.elements == [1])
    #expect(second.elements == [1, 2, 3])
    #expect(subject.subscribers.count == 1)
    b.dispose()
    b.dispose()
    subject.onNext(4)
    #expect(second.elements == [1, 2, 3])
    #expect(subject.subscribers.count == 0)
  }

  @Test("completion reaches existing subscribers once and late subscribers at once")
  func completion() {
    let subject = PublishSubject<Int>()
    let early = EventRecorder<Int>()
    let subscription = subject.subscribe(early.record)
    subject.onNext(1)
    subject.onCompleted()
    subject.onNext(2)
    subject.onCompleted()
    subject.onError(TestError())
    #expect(early.descriptions == ["next(1)", "completed"])
    #expect(!subject.hasObservers)

    let late = EventRecorder<Int>()
    let lateSubscription = subject.subscribe(late.record)
    #expect(late.descriptions == ["completed"])
    #expect(!subject.hasObservers)
    subscription.dispose()
    lateSubscription.dispose()
  }

  @Test("an error reaches existing and late subscribers")
  func error() {
    let subject = PublishSubject<Int>()
    var errors: [TestError] = []
    var completions = 0
    var disposals = 0
    _ = subject.subscribe(
      onError: { errors.append($0 as! TestError) },
      onCompleted: { completions += 1 },
      onDisposed: { disposals += 1 }
    )
    subject.onError(TestError(code: 7))
    subject.onCompleted()
    #expect(errors == [TestError(code: 7)])
    #expect(completions == 0)
    #expect(disposals == 1)
    _ = subject.subscribe(onError: { errors.append($0 as! TestError) })
    #expect(errors == [TestError(code: 7), TestError(code: 7)])
  }

  @Test("hasObservers follows subscriptions, disposal and completion")
  func hasObservers() {
    let subject = PublishSubject<Int>()
    #expect(!subject.hasObservers)
    let a = subject.subscribe { _ in }
    #expect(subject.hasObservers)
    let b = subject.asObservable().map { $0 + 1 }.subscribe { _ in }
    #expect(subject.subscribers.count == 2)
    a.dispose()
    #expect(subject.hasObservers)
    b.dispose()
    #expect(!subject.hasObservers)
    let c = subject.subscribe { _ in }
    #expect(subject.hasObservers)
    subject.onCompleted()
    #expect(!subject.hasObservers)
    c.dispose()
  }

  @Test("sending with no observers is a no-op")
  func sendWithoutObservers() {
    let subject = PublishSubject<[Any]>()
    for index in 0..<1000 {
      subject.onNext([index])
    }
    #expect(!subject.hasObservers)
    #expect(subject.subscribers.snapshot().isEmpty)
  }

  @Test("a subscriber can dispose itself during a delivery")
  func selfDisposeDuringDelivery() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    var subscription: (any Disposable)?
    subscription = subject.subscribe(onNext: { element in
      received.append(element)
      subscription?.dispose()
    })
    let other = EventRecorder<Int>()
    let otherSubscription = subject.subscribe(other.record)
    subject.onNext(1)
    subject.onNext(2)
    #expect(received == [1])
    #expect(other.elements == [1, 2])
    #expect(subject.subscribers.count == 1)
    otherSubscription.dispose()
    // The closure captures `subscription`, which holds the closure: break the cycle, as a user
    // of a self-disposing subscription must (RxSwift's would leak the same way).
    subscription = nil
  }

  @Test("a subscriber can dispose another one during a delivery (it gets that event, no later one)")
  func disposeOtherDuringDelivery() {
    let subject = PublishSubject<Int>()
    var victim: (any Disposable)?
    let first = subject.subscribe { _ in victim?.dispose() }
    let victimEvents = EventRecorder<Int>()
    victim = subject.subscribe(victimEvents.record)
    subject.onNext(1)
    subject.onNext(2)
    // The delivery of 1 goes on with the snapshot it started with (RxSwift's semantics).
    #expect(victimEvents.elements == [1])
    #expect(subject.subscribers.count == 1)
    first.dispose()
  }

  @Test("a subscriber added during a delivery receives from the next event on")
  func subscribeDuringDelivery() {
    let subject = PublishSubject<Int>()
    let late = EventRecorder<Int>()
    var lateSubscription: (any Disposable)?
    let first = subject.subscribe(onNext: { element in
      if element == 1 {
        lateSubscription = subject.subscribe(late.record)
      }
    })
    subject.onNext(1)
    subject.onNext(2)
    #expect(late.elements == [2])
    first.dispose()
    lateSubscription?.dispose()
    #expect(!subject.hasObservers)
  }

  @Test("an observer can send to its subject during a delivery (nested delivery)")
  func reentrantSend() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    let subscription = subject.subscribe(onNext: { element in
      received.append(element)
      if element < 3 {
        subject.onNext(element + 1)
      }
    })
    subject.onNext(1)
    #expect(received == [1, 2, 3])
    subscription.dispose()
  }

  @Test("a subscription does not keep its subject alive")
  func subscriptionDoesNotRetainSubject() {
    weak var weakSubject: PublishSubject<Int>?
    var subscription: (any Disposable)?
    do {
      let subject = PublishSubject<Int>()
      weakSubject = subject
      subscription = subject.subscribe { _ in }
    }
    #expect(weakSubject == nil)
    subscription?.dispose()
  }

  @Test("concurrent sends from 4 threads while others subscribe and dispose")
  func concurrentSendSubscribeDispose() {
    let subject = PublishSubject<Int>()
    let sendersPerThread = 20_000
    let lifetimeCount = EventsTesting.Counter()
    let lifetimeSum = EventsTesting.Counter()
    let churnDeliveries = EventsTesting.Counter()
    let sendersDone = EventsTesting.Counter()
    let lifetime = subject.subscribe(onNext: { element in
      lifetimeCount.increment()
      lifetimeSum.increment(by: element)
    })

    var bodies: [@Sendable () -> Void] = []
    for _ in 0..<4 {
      bodies.append {
        for element in 1...sendersPerThread {
          subject.onNext(element)
        }
        sendersDone.increment()
      }
    }
    // Subscribes and disposes from outside deliveries.
    bodies.append {
      while sendersDone.value < 4 {
        let subscription = subject.subscribe(onNext: { _ in churnDeliveries.increment() })
        subscription.dispose()
      }
    }
    // Subscribes observers that dispose themselves from inside their first delivery.
    bodies.append {
      while sendersDone.value < 4 {
        let holder = SingleAssignmentDisposable()
        let delivered = EventsTesting.Flag()
        holder.attach(
          subject.subscribe(onNext: { _ in
            churnDeliveries.increment()
            delivered.set()
            holder.dispose()
          }))
        while !delivered.isSet && sendersDone.value < 4 {
          sched_yield()
        }
        holder.dispose()
      }
    }

    #expect(EventsTesting.runOnThreads(bodies))
    #expect(lifetimeCount.value == 4 * sendersPerThread)
    #expect(lifetimeSum.value == 4 * sendersPerThread * (sendersPerThread + 1) / 2)
    #expect(subject.subscribers.count == 1)
    lifetime.dispose()
    #expect(!subject.hasObservers)
    subject.onNext(0)
    #expect(lifetimeCount.value == 4 * sendersPerThread)
  }
}
