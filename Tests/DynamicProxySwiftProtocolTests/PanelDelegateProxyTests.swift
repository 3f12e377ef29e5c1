import DynamicProxy
import DynamicProxyRx
import SwiftProtocolFixtures
import Testing

extension Panel: ReactiveCompatible {}

/// The app's delegate of a panel: on the main actor, as the protocol is.
@MainActor final class AppPanelDelegate: PanelDelegate {
  var appeared = 0
  var refusal: PanelError?

  func panelDidAppear(_ panel: Panel) { appeared += 1 }
  func panel(_ panel: Panel, heightForRow row: Int) -> Double { Double(row) * 10 }
  var willClose = 0
  func panelWillClose(_ panel: Panel) async {
    await Task.yield()
    willClose += 1
  }
  func panelShouldClose(_ panel: Panel) throws(PanelError) -> Bool {
    if let refusal { throw refusal }
    return false
  }
}

/// A protocol isolated to the main actor, with a parent isolated to it, and a method of typed
/// throws: the generated proxy's witnesses run on the main actor, its `DelegateProxyType` members
/// read the parent's delegate there, and the typed error reaches the parent as it is.
@MainActor @Suite final class PanelDelegateProxyTests {
  isolated deinit { DelegateProxyStorage.releaseProxiesOfDeallocatedParents() }

  @Test func aMainActorProtocolsProxyForwardsAndIsObserved() {
    let panel = Panel()
    let app = AppPanelDelegate()
    panel.delegate = app
    var heights: [Int] = []
    var appeared = 0
    let bag = DisposeBag()
    panel.rx.heightForRow.subscribe(onNext: { heights.append($0) }).disposed(by: bag)
    panel.rx.didAppear.subscribe(onNext: { appeared += 1 }).disposed(by: bag)
    #expect(panel.delegate === PanelDelegateProxy.proxy(for: panel))
    panel.appear()
    #expect(panel.height(ofRow: 3) == 30)
    #expect(app.appeared == 1)
    #expect(appeared == 1)
    #expect(heights == [3])
  }

  @Test func anAsyncMethodOnTheMainActorIsObservedAroundTheAwaitedForward() async {
    let panel = Panel()
    let app = AppPanelDelegate()
    panel.delegate = app
    var events: [String] = []
    let proxy = PanelDelegateProxy.proxy(for: panel)
    let bag = DisposeBag()
    proxy.sentMessage(PanelDelegateProxy.Methods.willClose)
      .subscribe(onNext: { _ in events.append("sent \(app.willClose)") }).disposed(by: bag)
    panel.rx.willClose.subscribe(onNext: { events.append("invoked \(app.willClose)") }).disposed(by: bag)
    await panel.animateClose()
    #expect(events == ["sent 0", "invoked 1"])
  }

  @Test func aTypedErrorReachesTheParentAsItIs() throws {
    let panel = Panel()
    let app = AppPanelDelegate()
    panel.delegate = app
    let proxy = PanelDelegateProxy.proxy(for: panel)
    var returned: [Bool] = []
    let subscription = proxy.methodReturned(PanelDelegateProxy.Methods.shouldClose)
      .subscribe(onNext: { returned.append($0.returnValue) })
    #expect(try panel.close() == false)
    app.refusal = PanelError(code: 7)
    do {
      _ = try panel.close()
      Issue.record("expected the delegate's error")
    } catch {
      #expect(error == PanelError(code: 7))  // typed: a PanelError, no cast
    }
    #expect(returned == [false], "nothing is sent after a call that threw")
    subscription.dispose()
    // Without a forward delegate, the protocol's defaults.
    proxy.setForwardToDelegate(nil, retainDelegate: false)
    #expect(try panel.close())
    #expect(panel.height(ofRow: 1) == 44)
  }
}
