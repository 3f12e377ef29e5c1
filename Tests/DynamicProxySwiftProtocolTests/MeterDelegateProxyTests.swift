import DynamicProxy
import DynamicProxyRx
import SwiftProtocolFixtures
import Testing

extension Meter: ReactiveCompatible {}

/// What the app's delegates saw, shared by a struct's copies.
final class MeterLog: @unchecked Sendable {  // used on the test's thread only
  var readings: [Double] = []
}

/// The app's delegate, a struct: a value conformer of a protocol that is not class-bound.
struct AppMeterValue: MeterDelegate {
  let log: MeterLog
  var resets = false

  func meter(_ meter: Meter, didRead value: Double) { log.readings.append(value) }
  func meterShouldReset(_ meter: Meter) -> Bool { resets }
}

/// The app's delegate, a class.
final class AppMeterObject: MeterDelegate, @unchecked Sendable {  // used on the test's thread only
  var readings: [Double] = []
  func meter(_ meter: Meter, didRead value: Double) { readings.append(value) }
}

/// A proxy of a protocol that is not class-bound: its forward delegate is any conformer, a value
/// held retained or an object held weakly or retained.
@Suite struct MeterDelegateProxyTests {
  @Test func aStructDelegateIsAdoptedAndForwardedTo() {
    let log = MeterLog()
    let meter = Meter(delegate: AppMeterValue(log: log, resets: true))
    var observed: [Double] = []
    let bag = DisposeBag()
    meter.rx.didRead.subscribe(onNext: { observed.append($0) }).disposed(by: bag)
    let proxy = MeterDelegateProxy.proxy(for: meter)
    #expect((meter.delegate as AnyObject?) === proxy)
    #expect(proxy.forwardToDelegate() is AppMeterValue)
    #expect(meter.read(1.5) == true, "the struct's answer")
    #expect(meter.read(2.5) == true)
    #expect(log.readings == [1.5, 2.5])
    #expect(observed == [1.5, 2.5])
  }

  @Test func aStructIsHeldRetainedEvenWhenNotAskedTo() {
    let log = MeterLog()
    let meter = Meter()
    let proxy = MeterDelegateProxy.proxy(for: meter)
    proxy.setForwardToDelegate(AppMeterValue(log: log), retainDelegate: false)
    var any: [[Any]] = []
    let subscription = proxy.methodInvoked("meter:didRead:").subscribe(onNext: { any.append($0) })
    meter.read(3)
    #expect(log.readings == [3], "a value can not be held weakly: it is kept")
    #expect(any.count == 1 && any.first?.last as? Double == 3)
    #expect(any.first?.first as? Meter === meter)
    subscription.dispose()
  }

  @Test func anObjectDelegateTheParentHeldStaysRetained() {
    let meter = Meter()
    weak var released: AppMeterObject?
    do {
      let app = AppMeterObject()
      released = app
      meter.delegate = app
    }
    let proxy = MeterDelegateProxy.proxy(for: meter)
    #expect(released != nil, "the meter held it strongly; its proxy keeps it")
    meter.read(4)
    #expect(released?.readings == [4])
    #expect((proxy.forwardToDelegate() as AnyObject?) === released)
  }

  @Test func anObjectIsHeldWeaklyWhenTheAppSaysSo() {
    let meter = Meter()
    let proxy = MeterDelegateProxy.proxy(for: meter)
    weak var released: AppMeterObject?
    do {
      let app = AppMeterObject()
      released = app
      proxy.setForwardToDelegate(app, retainDelegate: false)
      meter.read(5)
      #expect(app.readings == [5])
    }
    #expect(released == nil, "held weakly")
    #expect(proxy.forwardToDelegate() == nil)
    #expect(meter.read(6) == false, "the protocol's default, without a forward delegate")
    let retained = AppMeterObject()
    proxy.setForwardToDelegate(retained, retainDelegate: true)
    meter.read(7)
    #expect(retained.readings == [7])
  }

  @Test func installForwardDelegateTakesAValue() {
    let log = MeterLog()
    let meter = Meter()
    let installed = MeterDelegateProxy.installForwardDelegate(
      AppMeterValue(log: log), retainDelegate: true, onProxyForObject: meter)
    meter.read(8)
    #expect(log.readings == [8])
    installed.dispose()
    meter.read(9)
    #expect(log.readings == [8], "disposed: no forward delegate")
  }
}
