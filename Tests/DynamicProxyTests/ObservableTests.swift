import Foundation
import Synchronization
import Testing

@testable import DynamicProxy
@testable import DynamicProxyRx

@Suite("Observable")
struct ObservableTests {
  @Test("just, empty, never and error")
  func factories() {
    let just = EventRecorder<Int>()
    _ = Observable.just(5).subscribe(just.record)
    #expect(just.descriptions == ["next(5)", "completed"])

    let empty = EventRecorder<Int>()
    _ = Observable<Int>.empty().subscribe(empty.record)
    #expect(empty.descriptions == ["completed"])

    let never = EventRecorder<Int>()
    let subscription = Observable<Int>.never().subscribe(never.record)
    #expect(never.events.isEmpty)
    subscription.dispose()

    let failed = EventRecorder<Int>()
    _ = Observable<Int>.error(TestError(code: 2)).subscribe(failed.record)
    #expect(failed.events.count == 1)
    #expect(failed.events.first?.error as? TestError == TestError(code: 2))
  }

  @Test("create runs its subscribe function once per subscription")
  func createIsCold() {
    var subscribeCount = 0
    let observable = Observable<Int>.create { observer in
      subscribeCount += 1
      observer.onNext(subscribeCount)
      return Disposables.create()
    }
    var received: [Int] = []
    let a = observable.subscribe(onNext: { received.append($0) })
    let b = observable.subscribe(onNext: { received.append($0) })
    #expect(received == [1, 2])
    a.dispose()
    b.dispose()
  }

  @Test("the grammar is enforced: nothing after a terminal event, which disposes the subscription")
  func grammar() {
    let disposed = EventsTesting.Counter()
    let observable = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onCompleted()
      observer.onNext(2)
      observer.onError(TestError())
      observer.onCompleted()
      return Disposables.create { disposed.increment() }
    }
    let recorder = EventRecorder<Int>()
    let subscription = observable.subscribe(recorder.record)
    #expect(recorder.descriptions == ["next(1)", "completed"])
    // Completed inside `subscribe`: the upstream disposable is disposed as soon as it arrives.
    #expect(disposed.value == 1)
    subscription.dispose()
    #expect(disposed.value == 1)
  }

  @Test("dispose stops events even from a source that ignores disposal, and is idempotent")
  func disposeStopsEvents() {
    let disposed = EventsTesting.Counter()
    var captured: AnyObserver<Int>?
    let observable = Observable<Int>.create { observer in
      captured = observer
      return Disposables.create { disposed.increment() }
    }
    let recorder = EventRecorder<Int>()
    let subscription = observable.subscribe(recorder.record)
    captured?.onNext(1)
    subscription.dispose()
    captured?.onNext(2)
    captured?.onCompleted()
    subscription.dispose()
    #expect(recorder.elements == [1])
    #expect(recorder.events.count == 1)
    #expect(disposed.value == 1)
  }

  @Test("onDisposed runs once, after onCompleted or on dispose")
  func onDisposed() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    _ = subject.subscribe(
      onNext: { log.append("next \($0)") },
      onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") }
    )
    let other = subject.subscribe(onDisposed: { log.append("other disposed") })
    subject.onNext(1)
    other.dispose()
    other.dispose()
    subject.onCompleted()
    #expect(log == ["next 1", "other disposed", "completed", "disposed"])
  }

  @Test("map, filter and compactMap")
  func operators() {
    let subject = PublishSubject<Int>()
    var mapped: [String] = []
    var filtered: [Int] = []
    var compacted: [Int] = []
    var chained: [Int] = []
    let bag = DisposeBag()
    subject.map { "#\($0)" }.subscribe(onNext: { mapped.append($0) }).disposed(by: bag)
    subject.filter { $0.isMultiple(of: 2) }.subscribe(onNext: { filtered.append($0) })
      .disposed(by: bag)
    subject.compactMap { $0 > 2 ? $0 * 10 : nil }.subscribe(onNext: { compacted.append($0) })
      .disposed(by: bag)
    subject.asObservable().filter { $0 != 3 }.map { $0 * $0 }.compactMap { $0 > 1 ? $0 : nil }
      .subscribe(onNext: { chained.append($0) }).disposed(by: bag)
    for element in 1...4 {
      subject.onNext(element)
    }
    #expect(mapped == ["#1", "#2", "#3", "#4"])
    #expect(filtered == [2, 4])
    #expect(compacted == [30, 40])
    #expect(chained == [4, 16])
    #expect(subject.subscribers.count == 4)
  }

  @Test("operators pass terminal events through")
  func operatorsPassTerminalEvents() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<String>()
    _ = subject.filter { $0 > 0 }.compactMap { $0 }.map { "\($0)" }.subscribe(recorder.record)
    subject.onNext(0)
    subject.onNext(1)
    subject.onCompleted()
    #expect(recorder.descriptions == ["next(1)", "completed"])

    let failing = PublishSubject<Int>()
    let errors = EventRecorder<Int>()
    _ = failing.map { $0 }.subscribe(errors.record)
    failing.onError(TestError(code: 4))
    #expect(errors.events.first?.error as? TestError == TestError(code: 4))
  }

  @Test("a throwing operator fails the sequence and disposes the upstream subscription")
  func throwingOperator() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    var disposed = false
    _ = subject.map { element -> Int in
      if element == 2 { throw TestError(code: 9) }
      return element
    }
    .subscribe(recorder.record)
    let filterRecorder = EventRecorder<Int>()
    _ = subject.filter { _ in throw TestError(code: 8) }
      .subscribe(onNext: { filterRecorder.record(.next($0)) }, onDisposed: { disposed = true })
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    #expect(recorder.elements == [1])
    #expect(recorder.events.count == 2)
    #expect(recorder.events.last?.error as? TestError == TestError(code: 9))
    #expect(filterRecorder.events.isEmpty)
    #expect(disposed)
    #expect(!subject.hasObservers)
  }

  @Test("subscribe(_:) with an observer binds a sequence to a subject")
  func bindToSubject() {
    let source = PublishSubject<Int>()
    let target = PublishSubject<Int>()
    var received: [Int] = []
    let targetSubscription = target.subscribe(onNext: { received.append($0) })
    let binding = source.map { $0 + 100 }.subscribe(target)
    source.onNext(1)
    binding.dispose()
    source.onNext(2)
    #expect(received == [101])
    #expect(!source.hasObservers)
    targetSubscription.dispose()
  }
}

@Suite("Disposables")
struct DisposablesTests {
  @Test("create(with:) runs its action once, even when disposed from many threads")
  func runsOnce() {
    let runs = EventsTesting.Counter()
    for _ in 0..<20 {
      let disposable = Disposables.create { runs.increment() }
      let finished = EventsTesting.runOnThreads(
        (0..<4).map { _ in
          { @Sendable in
            for _ in 0..<100 {
              disposable.dispose()
            }
          }
        })
      #expect(finished)
    }
    #expect(runs.value == 20)
  }

  @Test("create() does nothing; create(_:...) disposes all, once")
  func compositeAndNop() {
    Disposables.create().dispose()
    let runs = EventsTesting.Counter()
    let composite = Disposables.create(
      Disposables.create { runs.increment() }, Disposables.create { runs.increment(by: 10) })
    composite.dispose()
    composite.dispose()
    #expect(runs.value == 11)
  }

  @Test("SingleAssignmentDisposable disposes a late disposable at once")
  func singleAssignment() {
    let runs = EventsTesting.Counter()
    let early = SingleAssignmentDisposable()
    early.attach(Disposables.create { runs.increment() })
    #expect(runs.value == 0)
    early.dispose()
    #expect(runs.value == 1)

    let late = SingleAssignmentDisposable()
    late.dispose()
    late.attach(Disposables.create { runs.increment() })
    #expect(runs.value == 2)
  }
}

@Suite("Observable.values")
struct ObservableValuesTests {
  @Test("receives values and finishes on completion")
  func receivesAndFinishes() async {
    let subject = PublishSubject<Int>()
    let stream = subject.values
    #expect(subject.hasObservers)
    subject.onNext(1)
    subject.onNext(2)
    subject.onCompleted()
    var received: [Int] = []
    for await element in stream {
      received.append(element)
    }
    #expect(received == [1, 2])
    #expect(!subject.hasObservers)
  }

  @Test("receives values sent from another thread while iterating")
  func receivesFromAnotherThread() async {
    let subject = PublishSubject<Int>()
    let stream = subject.values
    Thread.detachNewThread {
      for element in 1...100 {
        subject.onNext(element)
      }
      subject.onCompleted()
    }
    var received: [Int] = []
    for await element in stream {
      received.append(element)
    }
    #expect(received == Array(1...100))
  }

  @Test("an error finishes the stream")
  func errorFinishes() async {
    let stream = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onError(TestError())
      return Disposables.create()
    }.values
    var received: [Int] = []
    for await element in stream {
      received.append(element)
    }
    #expect(received == [1])
  }

  @Test("cancelling the iterating task disposes the subscription")
  func cancellationDisposes() async {
    let subject = PublishSubject<Int>()
    let disposed = EventsTesting.Flag()
    let observable = Observable<Int>.create { observer in
      let subscription = subject.subscribe(observer)
      return Disposables.create {
        subscription.dispose()
        disposed.set()
      }
    }
    let stream = observable.values
    let (firstReceived, firstReceivedContinuation) = AsyncStream<Void>.makeStream()
    let task = Task {
      var received: [Int] = []
      for await element in stream {
        received.append(element)
        firstReceivedContinuation.yield()
      }
      return received
    }
    subject.onNext(1)
    var signals = firstReceived.makeAsyncIterator()
    await signals.next()
    #expect(!disposed.isSet)
    task.cancel()
    let received = await task.value
    #expect(received == [1])
    #expect(disposed.isSet)
    #expect(!subject.hasObservers)
  }

  @Test("dropping an unused stream disposes the subscription")
  func droppingDisposes() {
    let subject = PublishSubject<Int>()
    do {
      let stream = subject.values
      #expect(subject.hasObservers)
      _ = stream
    }
    #expect(!subject.hasObservers)
  }

  @Test("bufferingNewest keeps only the newest elements")
  func bufferingPolicy() async {
    let subject = PublishSubject<Int>()
    let stream = subject.values(bufferingPolicy: .bufferingNewest(2))
    for element in 1...5 {
      subject.onNext(element)
    }
    subject.onCompleted()
    var received: [Int] = []
    for await element in stream {
      received.append(element)
    }
    #expect(received == [4, 5])
  }
}
