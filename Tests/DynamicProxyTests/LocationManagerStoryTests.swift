import DynamicProxyRx
import DynamicProxySupport
import Testing

@testable import DynamicProxy

/// Seed 000/001: CLLocationManager's delegate as a stream, on Linux.
@Suite struct LocationManagerStoryTests {
  final class RealDelegate: DelegateObject, @unchecked Sendable {  // adds a Lock
    let received = Lock<[[Location]]>([])

    init() {
      super.init(delegateProtocol: LocationManagerDelegate.description)
      try! implement(LocationManagerDelegate.didUpdateLocations) { [unowned self] _, locations in
        self.received.withLock { $0.append(locations) }
      }
    }
  }

  @Test func didUpdateLocationsStreamsAndTheRealDelegateStillWorks() throws {
    let manager = LocationManager()
    let real = RealDelegate()
    manager.delegate = real
    let seen = Lock<[[Location]]>([])
    let bag = DisposeBag()
    manager.rx.didUpdateLocations
      .subscribe(onNext: { locations in seen.withLock { $0.append(locations) } })
      .disposed(by: bag)
    #expect(manager.delegate === manager.rx.delegate)
    let fix = [Location(latitude: 48.85, longitude: 2.35)]
    manager.deliver(fix)
    #expect(seen.withLock { $0 } == [fix])
    #expect(real.received.withLock { $0 } == [fix])
  }

  @Test func unimplementedBoolMethodKeepsTheDefault() {
    let manager = LocationManager()
    _ = manager.rx.delegate
    #expect(!manager.rx.delegate.responds(to: "locationManagerShouldDisplayHeadingCalibration:"))
    #expect(manager.shouldDisplayHeadingCalibration() == false)
  }

  @Test func callsCrossToATaskAsAnAsyncSequence() async throws {
    let manager = LocationManager()
    let stream = manager.rx.delegate.methodInvoked(LocationManagerDelegate.didUpdateLocations).values
    let fixes = (0..<3).map { [Location(latitude: Double($0), longitude: 0)] }
    let consumer = Task {
      var received: [[Location]] = []
      for await (_, locations) in stream {
        received.append(locations)
        if received.count == 3 { break }
      }
      return received
    }
    for fix in fixes { manager.deliver(fix) }
    #expect(await consumer.value == fixes)
  }

  /// The `[Any]` twin of the test above, in RxCocoa's literal form: the method named by its
  /// selector, each call an `[Any]` read with a cast, and a parent that sends with `send`.
  @Test func callsCrossToATaskAsAnAsyncSequenceOfAnyArrays() async throws {
    let manager = LocationManager()
    let stream = manager.rx.delegate.methodInvoked("locationManager:didUpdateLocations:").values
    let fixes = (0..<3).map { [Location(latitude: Double($0), longitude: 0)] }
    let consumer = Task {
      var received: [[Location]] = []
      for await call in stream {
        received.append(call[1] as! [Location])
        if received.count == 3 { break }
      }
      return received
    }
    for fix in fixes { try manager.delegate?.send("locationManager:didUpdateLocations:", manager, fix) }
    #expect(await consumer.value == fixes)
  }

  @Test func streamsCompleteWhenTheManagerGoes() {
    var manager: LocationManager? = LocationManager()
    let completed = Lock(false)
    let strongProxy = manager!.rx.delegate
    weak let proxy = strongProxy
    #expect(proxy === manager!.rx.delegate)
    let subscription = manager!.rx.didUpdateLocations.subscribe(onCompleted: {
      completed.withLock { $0 = true }
    })
    #expect(proxy != nil)
    _ = consume strongProxy
    manager = nil
    #expect(proxy == nil)
    #expect(completed.withLock { $0 })
    subscription.dispose()
  }
}
