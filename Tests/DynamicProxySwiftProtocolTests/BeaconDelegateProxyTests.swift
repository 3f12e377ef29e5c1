import DynamicProxy
import DynamicProxyRx
import SwiftProtocolFixtures
import Testing

extension Beacon: ReactiveCompatible {}

/// The app's delegate of a beacon.
final class AppBeaconDelegate: BeaconDelegate, @unchecked Sendable {  // used on the test's thread only
  var strengths: [Int] = []
  var repeats = false
  var fixes: [BeaconFix] = []

  func beacon(_ beacon: Beacon, didSignal strength: Int) { strengths.append(strength) }
  func beaconShouldRepeat(_ beacon: Beacon) -> Bool { repeats }
  func beacon(_ beacon: Beacon, rangeTo fix: BeaconFix) -> Double {
    fixes.append(fix)
    return fix.accuracy * 2
  }
}

// The app declares the fixture's struct a C struct (it may pass it to a C library too): a Swift
// protocol's `[Any]` still holds the struct itself.
extension BeaconFix: TypeEncodable {
  /// `{BeaconFix=ddd}`.
  public static let typeEncoding = TypeEncoding.structure(
    name: "BeaconFix", fields: [.double, .double, .double])
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

  /// RxCocoa's `castOrThrow(CGPoint.self, a[1])` ports as `a[1] as? BeaconFix`: a struct argument
  /// of a Swift protocol boxes as itself — a C struct (`TypeEncodable`, 24 bytes) too — in every
  /// `[Any]` of the call, `methodReturned`'s (which reads the call as a frame) included.
  @Test func aStructArgumentBoxesAsItselfInEveryAnyForm() {
    let beacon = Beacon()
    let app = AppBeaconDelegate()
    beacon.setDelegate(app)
    let proxy = BeaconDelegateProxy.proxy(for: beacon)
    var events: [String] = []
    var sent: [BeaconFix?] = []
    var invoked: [BeaconFix?] = []
    var returned: [(BeaconFix?, Double?)] = []
    var typed: [BeaconFix] = []
    let bag = DisposeBag()
    proxy.sentMessage("beacon:rangeTo:")
      .subscribe(onNext: {
        sent.append($0[1] as? BeaconFix)
        events.append("sent")
      })
      .disposed(by: bag)
    proxy.methodInvoked("beacon:rangeTo:")
      .subscribe(onNext: {
        invoked.append($0[1] as? BeaconFix)
        events.append("invoked")
      })
      .disposed(by: bag)
    proxy.methodReturned("beacon:rangeTo:")
      .subscribe(onNext: { call in
        returned.append((call.arguments[1] as? BeaconFix, call.returnValue as? Double))
        events.append("returned")
      })
      .disposed(by: bag)
    beacon.rx.rangeTo.subscribe(onNext: { typed.append($0) }).disposed(by: bag)

    let fixes = (1...3).map {
      BeaconFix(latitude: Double($0), longitude: -Double($0), accuracy: 0.5 * Double($0))
    }
    let ranges = fixes.map { beacon.range(to: $0) }

    #expect(ranges == [1, 2, 3], "the app's delegate answers")
    #expect(app.fixes == fixes)
    #expect(sent == fixes)
    #expect(invoked == fixes)
    #expect(returned.map(\.0) == fixes)
    #expect(returned.map(\.1) == [1, 2, 3])
    #expect(typed == fixes)
    #expect(events == Array(repeating: ["sent", "invoked", "returned"], count: 3).flatMap { $0 })
  }

  /// A call observed only by typed subscribers goes in its Swift types; an `[Any]` subscriber that
  /// joins during it (here, from the app's delegate, during the forward: on another thread it is a
  /// race) is handed the call as a frame laid out from the Swift values. Its `[Any]` holds the
  /// struct itself, as every other `[Any]` of the proxy does.
  @Test func anArgumentsSubscriberThatJoinsDuringACallGetsTheStructItself() {
    final class JoiningDelegate: BeaconDelegate, @unchecked Sendable {  // the test's thread only
      var join: (() -> Void)?
      func beacon(_ beacon: Beacon, didSignal strength: Int) {}
      func beacon(_ beacon: Beacon, rangeTo fix: BeaconFix) -> Double {
        join?()
        join = nil
        return fix.accuracy
      }
    }
    let beacon = Beacon()
    let app = JoiningDelegate()
    beacon.setDelegate(app)
    let proxy = BeaconDelegateProxy.proxy(for: beacon)
    let bag = DisposeBag()
    var typed: [BeaconFix] = []
    beacon.rx.rangeTo.subscribe(onNext: { typed.append($0) }).disposed(by: bag)
    var invoked: [Any] = []
    var returned: [Any] = []
    app.join = {
      proxy.methodInvoked("beacon:rangeTo:").subscribe(onNext: { invoked = $0 }).disposed(by: bag)
      proxy.methodReturned("beacon:rangeTo:").subscribe(onNext: { returned = $0.arguments }).disposed(by: bag)
    }
    let fix = BeaconFix(latitude: 1, longitude: 2, accuracy: 3)
    #expect(beacon.range(to: fix) == 3)
    #expect(typed == [fix])
    #expect(invoked.last as? BeaconFix == fix, "methodInvoked: the struct itself, not a StructValue")
    #expect(returned.last as? BeaconFix == fix, "methodReturned: the struct itself, not a StructValue")
  }

  @Test func withoutAForwardDelegateAStructArgumentStillBoxesAsItself() {
    let beacon = Beacon()
    let proxy = BeaconDelegateProxy.proxy(for: beacon)
    var sent: [Any] = []
    let subscription = proxy.sentMessage("beacon:rangeTo:").subscribe(onNext: { sent = $0 })
    let fix = BeaconFix(latitude: 48.85, longitude: 2.35, accuracy: 10)
    #expect(beacon.range(to: fix) == -1, "the protocol's default")
    #expect(sent.count == 2)
    #expect(sent.first as? Beacon === beacon)
    #expect(sent.last as? BeaconFix == fix)
    subscription.dispose()
  }
}
