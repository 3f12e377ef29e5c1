// With the package's "Combine" trait only: `swift test --traits Combine`.
#if Combine

  import DynamicProxy
  import DynamicProxyRx
  import DynamicProxyCombine
  import Foundation
  import OpenCombine
  import Synchronization
  import Testing

  /// A thread-safe counter.
  private final class Counter: Sendable {
    private let storage = Atomic<Int>(0)

    var value: Int { storage.load(ordering: .acquiring) }

    func increment() {
      storage.wrappingAdd(1, ordering: .acquiringAndReleasing)
    }
  }

  private struct TestError: Error, Equatable {}

  /// A subscriber that requests `initialDemand` and records what it receives.
  private final class RecordingSubscriber: Subscriber {
    typealias Input = Int
    typealias Failure = any Error

    let initialDemand: Subscribers.Demand
    var subscription: (any Subscription)?
    var received: [Int] = []
    var completions: [String] = []

    init(initialDemand: Subscribers.Demand) {
      self.initialDemand = initialDemand
    }

    func receive(subscription: any Subscription) {
      self.subscription = subscription
      if initialDemand > 0 {
        subscription.request(initialDemand)
      }
    }

    func receive(_ input: Int) -> Subscribers.Demand {
      received.append(input)
      return .none
    }

    func receive(completion: Subscribers.Completion<any Error>) {
      switch completion {
      case .finished:
        completions.append("finished")
      case .failure(let error):
        completions.append("failure \(error)")
      }
    }
  }

  @Suite("ObservablePublisher")
  struct ObservablePublisherTests {
    @Test("sink receives values and completion")
    func valuesAndCompletion() {
      let subject = PublishSubject<Int>()
      var received: [Int] = []
      var completions: [String] = []
      let cancellable = subject.publisher.sink(
        receiveCompletion: { completion in
          if case .finished = completion {
            completions.append("finished")
          }
        },
        receiveValue: { received.append($0) }
      )
      #expect(subject.hasObservers)
      subject.onNext(1)
      subject.onNext(2)
      subject.onCompleted()
      subject.onNext(3)
      #expect(received == [1, 2])
      #expect(completions == ["finished"])
      #expect(!subject.hasObservers)
      cancellable.cancel()
    }

    @Test("an error becomes a failure completion")
    func failure() {
      let subject = PublishSubject<Int>()
      var failures: [TestError] = []
      let cancellable = subject.publisher.sink(
        receiveCompletion: { completion in
          if case .failure(let error) = completion {
            failures.append(error as! TestError)
          }
        },
        receiveValue: { _ in }
      )
      subject.onError(TestError())
      #expect(failures == [TestError()])
      cancellable.cancel()
    }

    @Test("cancellation disposes the observable subscription and stops values")
    func cancellationDisposes() {
      let subject = PublishSubject<Int>()
      let disposals = Counter()
      let observable = Observable<Int>.create { observer in
        let subscription = subject.subscribe(observer)
        return Disposables.create {
          subscription.dispose()
          disposals.increment()
        }
      }
      var received: [Int] = []
      let cancellable = observable.publisher.sink(
        receiveCompletion: { _ in }, receiveValue: { received.append($0) })
      subject.onNext(1)
      #expect(disposals.value == 0)
      cancellable.cancel()
      #expect(disposals.value == 1)
      #expect(!subject.hasObservers)
      subject.onNext(2)
      cancellable.cancel()
      #expect(received == [1])
      #expect(disposals.value == 1)
    }

    @Test("dropping the AnyCancellable cancels")
    func anyCancellableDeinit() {
      let subject = PublishSubject<Int>()
      do {
        let cancellable = subject.publisher.sink(receiveCompletion: { _ in }, receiveValue: { _ in })
        #expect(subject.hasObservers)
        _ = cancellable
      }
      #expect(!subject.hasObservers)
    }

    @Test("demand is honoured: values beyond it are dropped, not buffered")
    func demand() {
      let subject = PublishSubject<Int>()
      let subscriber = RecordingSubscriber(initialDemand: .max(2))
      subject.publisher.subscribe(subscriber)
      for element in 1...4 {
        subject.onNext(element)
      }
      #expect(subscriber.received == [1, 2])
      subscriber.subscription?.request(.max(1))
      #expect(subscriber.received == [1, 2])
      subject.onNext(5)
      subject.onNext(6)
      #expect(subscriber.received == [1, 2, 5])
      subject.onCompleted()
      #expect(subscriber.completions == ["finished"])
    }

    @Test("the observable is subscribed on the first demand")
    func subscribesOnFirstDemand() {
      let subscriber = RecordingSubscriber(initialDemand: .none)
      Observable.just(7).publisher.subscribe(subscriber)
      #expect(subscriber.received.isEmpty)
      #expect(subscriber.completions.isEmpty)
      subscriber.subscription?.request(.max(1))
      #expect(subscriber.received == [7])
      #expect(subscriber.completions == ["finished"])
    }

    @Test("cancelling before any demand never subscribes")
    func cancelBeforeDemand() {
      let subject = PublishSubject<Int>()
      let subscriber = RecordingSubscriber(initialDemand: .none)
      subject.publisher.subscribe(subscriber)
      subscriber.subscription?.cancel()
      subscriber.subscription?.request(.unlimited)
      #expect(!subject.hasObservers)
    }

    @Test("concurrent sends are delivered serially and all with unlimited demand")
    func serializedDelivery() {
      let subject = PublishSubject<Int>()
      let inside = Atomic<Int>(0)
      let overlaps = Counter()
      let received = Counter()
      let cancellable = subject.publisher.sink(
        receiveCompletion: { _ in },
        receiveValue: { _ in
          if inside.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue != 1 {
            overlaps.increment()
          }
          received.increment()
          inside.wrappingSubtract(1, ordering: .acquiringAndReleasing)
        }
      )
      let perThread = 5_000
      let done = DispatchGroup()
      for _ in 0..<4 {
        done.enter()
        Thread.detachNewThread {
          for element in 0..<perThread {
            subject.onNext(element)
          }
          done.leave()
        }
      }
      #expect(done.wait(timeout: .now() + 60) == .success)
      #expect(received.value == 4 * perThread)
      #expect(overlaps.value == 0)
      cancellable.cancel()
    }
  }

#endif
