import Testing
@testable import DynamicProxy

enum SmokeDelegate {
  static let didScroll = DelegateMethod<ScrollView, Void>.optional("scrollViewDidScroll:")
  static let shouldScrollToTop = DelegateMethod<ScrollView, Bool>.optional("scrollViewShouldScrollToTop:")
  static let willEnd = DelegateMethod<ScrollView, Point, UnsafeMutablePointer<Point>, Void>.optional(
    "scrollViewWillEndDragging:withVelocity:targetContentOffset:")
  static let description = try! DelegateProtocol("SmokeDelegate", didScroll, shouldScrollToTop, willEnd)
}

final class SmokeProxy: DelegateProxy<ScrollView, DelegateObject>, DelegateProxyType, @unchecked Sendable {
  static let delegateProtocol = SmokeDelegate.description
  init(parent: ScrollView) { super.init(parentObject: parent, delegateProxy: SmokeProxy.self) }
  static func registerKnownImplementations() { register { SmokeProxy(parent: $0) } }
}

@Suite struct TypedSmokeTests {
  @Test func smoke() throws {
    let view = ScrollView()
    let real = DelegateObject(delegateProtocol: SmokeDelegate.description)
    var got: [String] = []
    let log = Lock<[String]>([])
    let viewID = ObjectIdentifier(view)
    try real.implement(SmokeDelegate.didScroll) { v in log.withLock { $0.append("real \(ObjectIdentifier(v) == viewID)") } }
    try real.implement(SmokeDelegate.shouldScrollToTop) { _ in false }
    try real.implement(SmokeDelegate.willEnd) { _, velocity, target in target.pointee = Point(x: velocity.x, y: 9) }
    #expect(real.call(SmokeDelegate.shouldScrollToTop, view) == false)
    view.delegate = real
    let proxy = SmokeProxy.proxy(for: view)
    let bag = DisposeBag()
    proxy.sentMessage(SmokeDelegate.didScroll).subscribe(onNext: { v in got.append("sent \(v === view)") }).disposed(by: bag)
    proxy.methodInvoked(SmokeDelegate.didScroll).subscribe(onNext: { v in got.append("invoked \(v === view)") }).disposed(by: bag)
    proxy.methodInvoked("scrollViewDidScroll:").subscribe(onNext: { a in got.append("any \(a.count)") }).disposed(by: bag)
    proxy.methodReturned(SmokeDelegate.shouldScrollToTop).subscribe(onNext: { c in got.append("returned \(c.returnValue)") }).disposed(by: bag)
    var ends: [(Point, Point)] = []
    proxy.methodInvoked(SmokeDelegate.willEnd).subscribe(onNext: { _, v, t in ends.append((v, t.pointee)) }).disposed(by: bag)
    view.delegate?.call(SmokeDelegate.didScroll, view)
    #expect(view.delegate?.call(SmokeDelegate.shouldScrollToTop, view) == false)
    var target = Point(x: 0, y: 0)
    withUnsafeMutablePointer(to: &target) { p in _ = view.delegate?.call(SmokeDelegate.willEnd, view, Point(x: 3, y: 4), p) }
    #expect(target == Point(x: 3, y: 9))
    #expect(got == ["sent true", "invoked true", "any 1", "returned false"])
    #expect(log.withLock { $0 } == ["real true"])
    #expect(ends.count == 1 && ends[0].1 == Point(x: 3, y: 9))
    // send path into typed delegate through the proxy
    try view.delegate?.send("scrollViewDidScroll:", view)
    #expect(got.count == 7)
  }
}
