import DynamicProxyRx
import Foundation
import Synchronization
import Testing

@testable import DynamicProxy

@Suite("DisposeBag")
struct DisposeBagTests {
  @Test("disposes everything on deinit, once")
  func disposesOnDeinit() {
    let runs = EventsTesting.Counter()
    let kept = Disposables.create { runs.increment(by: 100) }
    var bag: DisposeBag? = DisposeBag()
    bag?.insert(Disposables.create { runs.increment() })
    Disposables.create { runs.increment() }.disposed(by: bag!)
    bag?.insert(kept, Disposables.create { runs.increment() })
    #expect(runs.value == 0)
    bag = nil
    #expect(runs.value == 103)
    kept.dispose()
    #expect(runs.value == 103)
  }

  @Test("subscriptions end when their bag goes")
  func endsSubscriptions() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    var bag = DisposeBag()
    subject.subscribe(onNext: { received.append($0) }).disposed(by: bag)
    subject.map { $0 * 2 }.subscribe(onNext: { received.append($0) }).disposed(by: bag)
    subject.onNext(1)
    bag = DisposeBag()
    subject.onNext(2)
    #expect(received == [1, 2])
    #expect(!subject.hasObservers)
    _ = bag
  }

  @Test("inserts from several threads are all disposed")
  func concurrentInserts() {
    let runs = EventsTesting.Counter()
    do {
      let bag = DisposeBag()
      let finished = EventsTesting.runOnThreads(
        (0..<4).map { _ in
          { @Sendable in
            for _ in 0..<500 {
              Disposables.create { runs.increment() }.disposed(by: bag)
            }
          }
        })
      #expect(finished)
      #expect(runs.value == 0)
    }
    // The threads' closures also hold the bag until each thread has released its closure.
    #expect(EventsTesting.waitUntil { runs.value == 2000 })
    #expect(runs.value == 2000)
  }
}
