import DynamicProxy
import DynamicProxyRx
import SwiftProtocolFixtures
import Testing

extension Beacon: ReactiveCompatible {}

/// The app's delegate of a beacon.
final class AppBeaconDelegate: BeaconDelegate, @unchecked Sendable {
  var strengths: [Int] = []
  var repeats = false

  func beacon(_ beacon: Beacon, didSignal strength: Int) { strengths.append(strength) }
  func beaconShouldRepeat(_ beacon: Beacon) -> Bool { repeats }
}

/// A parent whose delegate is read and set through `delegate()` and `setDelegate(_:)` (the shape of
/// Foundation's `Port`): the generated proxy installs itself through them, keeps the app's delegate
/// as its forward delegate, and restores it when the subscriptions end with the parent.
@Suite struct BeaconDelegateProxyTests {
  @Test func theProxyInstallsThroughTheAccessorMethodsAndForwards() {
    let beacon = Beacon()
    let app = AppBeaconDelegate()
    beacon.setDelegate(app)
    var observed: [Int] = []
    let bag = DisposeBag()
    beacon.rx.didSignal.subscribe(onNext: { observed.append($0) }).disposed(by: bag)
    let proxy = BeaconDelegateProxy.proxy(for: beacon)
    #expect(beacon.delegate() === proxy)
    #expect(proxy.forwardToDelegate() === app)
    #expect(beacon.signal(3) == false)
    app.repeats = true
    #expect(beacon.signal(5) == true, "the forward delegate's answer")
    #expect(app.strengths == [3, 5])
    #expect(observed == [3, 5])
  }

  @Test func withoutAForwardDelegateTheDefaultAnswers() throws {
    let beacon = Beacon()
    let proxy = BeaconDelegateProxy.proxy(for: beacon)
    var calls: [[Any]] = []
    let subscription = proxy.sentMessage("beacon:didSignal:").subscribe(onNext: { calls.append($0) })
    #expect(beacon.signal(9) == false, "the protocol's default")
    #expect(calls.count == 1)
    #expect(calls.first?.last as? Int == 9)
    #expect(calls.first?.first as? Beacon === beacon)
    subscription.dispose()
    try proxy.answer(BeaconDelegateProxy.Methods.shouldRepeat) { _ in true }
    #expect(beacon.signal(1) == true, "an answer")
  }

  @Test func anAppDelegateSetAfterTheProxyBecomesItsForwardDelegate() {
    let beacon = Beacon()
    let proxy = BeaconDelegateProxy.proxy(for: beacon)
    let app = AppBeaconDelegate()
    BeaconDelegateProxy.installForwardDelegate(app, retainDelegate: false, onProxyForObject: beacon)
      .dispose()
    #expect(proxy.forwardToDelegate() === nil, "disposing the installation removes it")
    let installed = BeaconDelegateProxy.installForwardDelegate(
      app, retainDelegate: false, onProxyForObject: beacon)
    beacon.signal(2)
    #expect(app.strengths == [2])
    installed.dispose()
    withExtendedLifetime(proxy) {}
  }
}
