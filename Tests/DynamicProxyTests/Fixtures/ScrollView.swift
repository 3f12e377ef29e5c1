import DynamicProxy
import DynamicProxyRx

/// A point, as CoreGraphics' `CGPoint`: a C struct `{Point=dd}` crossing by value.
struct Point: Equatable, Sendable {
  var x: Double
  var y: Double
}

extension Point: TypeEncodable {
  static let typeEncoding: TypeEncoding = .structure(name: "Point", fields: [.double, .double])
}

/// UIScrollViewDelegate, the part seed 002 uses plus a struct-by-value, a struct-pointer and a
/// `BOOL`-returning method, described from its Swift types.
enum ScrollViewDelegate {
  static let didScroll = DelegateMethod<ScrollView, Void>.optional("scrollViewDidScroll:")
  static let didEndDragging = DelegateMethod<ScrollView, Bool, Void>.optional(
    "scrollViewDidEndDragging:willDecelerate:")
  static let willEndDragging = DelegateMethod<ScrollView, Point, UnsafeMutablePointer<Point>, Void>.optional(
    "scrollViewWillEndDragging:withVelocity:targetContentOffset:")
  static let shouldScrollToTop = DelegateMethod<ScrollView, Bool>.optional("scrollViewShouldScrollToTop:")

  static let description = try! DelegateProtocol(
    "ScrollViewDelegate", didScroll, didEndDragging, willEndDragging, shouldScrollToTop)
}

extension DelegateProtocol {
  /// ``ScrollViewDelegate``'s description, by the name `[Any]` code uses.
  static let scrollViewDelegate = ScrollViewDelegate.description
}

/// A Linux-native stand-in for UIScrollView: it calls its delegate through the slot table.
final class ScrollView: HasDelegate, HasDelegateProxyStorage, ReactiveCompatible {
  weak var delegate: DelegateObject?
  let delegateProxyStorage = DelegateProxyStorage()

  /// Setting it tells the delegate, as UIKit's `contentOffset` does.
  var contentOffset = Point(x: 0, y: 0) {
    didSet { delegate?.call(ScrollViewDelegate.didScroll, self) }
  }

  /// What UIKit does when the finger lifts: the delegate may retarget the deceleration by writing
  /// through `targetContentOffset` (Swift's `inout`), and the view scrolls to the final target.
  func endDragging(velocity: Point, projectedOffset: Point) {
    var target = projectedOffset
    withUnsafeMutablePointer(to: &target) { pointer in
      delegate?.call(ScrollViewDelegate.willEndDragging, self, velocity, pointer)
    }
    delegate?.call(ScrollViewDelegate.didEndDragging, self, target != contentOffset)
    contentOffset = target
  }

  /// A tap on the status bar: asks the delegate, with UIKit's default (`true`) when it does not
  /// implement the method; scrolls to the top when allowed.
  @discardableResult
  func scrollToTop() -> Bool {
    let allowed = delegate?.call(ScrollViewDelegate.shouldScrollToTop, self) ?? true
    if allowed { contentOffset = Point(x: contentOffset.x, y: 0) }
    return allowed
  }
}

/// Seed 002's RxScrollViewDelegateProxy: it implements `scrollViewDidScroll:` itself, feeding its
/// own subjects, then forwards the call to the real delegate.
final class RxScrollViewDelegateProxy: DelegateProxy<ScrollView, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // adds Sendable lets, a weak ref set in init
{
  static let delegateProtocol = ScrollViewDelegate.description

  weak private(set) var scrollView: ScrollView?

  /// The content offset, replayed to new subscribers (seed: `_contentOffsetBehaviorSubject`).
  let contentOffsetBehaviorSubject: BehaviorSubject<Point>
  /// One event per scroll (seed: `_contentOffsetPublishSubject`).
  let contentOffsetPublishSubject = PublishSubject<Void>()

  init(scrollView: ParentObject) {
    self.scrollView = scrollView
    contentOffsetBehaviorSubject = BehaviorSubject(value: scrollView.contentOffset)
    super.init(parentObject: scrollView, delegateProxy: RxScrollViewDelegateProxy.self)
    try! implement(ScrollViewDelegate.didScroll) { [unowned self] scrollView in
      self.scrollViewDidScroll(scrollView)
    }
  }

  /// The seed's `scrollViewDidScroll(_:)`: emit, then forward.
  private func scrollViewDidScroll(_ scrollView: ScrollView) {
    contentOffsetBehaviorSubject.on(.next(scrollView.contentOffset))
    contentOffsetPublishSubject.on(.next(()))
    forwardToDelegate()?.call(ScrollViewDelegate.didScroll, scrollView)
  }

  deinit {
    contentOffsetBehaviorSubject.on(.completed)
    contentOffsetPublishSubject.on(.completed)
  }

  static func registerKnownImplementations() {
    register { RxScrollViewDelegateProxy(scrollView: $0) }
  }
}

extension Reactive where Base: ScrollView {
  var delegate: DelegateProxy<ScrollView, DelegateObject> {
    RxScrollViewDelegateProxy.proxy(for: base)
  }

  /// Reactive wrapper for `scrollViewDidScroll:`, as RxCocoa's: the proxy's own subject.
  var didScroll: Observable<Void> {
    RxScrollViewDelegateProxy.proxy(for: base).contentOffsetPublishSubject.asObservable()
  }

  /// The content offset: the current one at once, then one per scroll.
  var contentOffset: Observable<Point> {
    RxScrollViewDelegateProxy.proxy(for: base).contentOffsetBehaviorSubject.asObservable()
  }

  /// `scrollViewWillEndDragging:withVelocity:targetContentOffset:`, after the real delegate ran:
  /// the velocity, and the target offset as the pointer the delegate may have written through.
  var willEndDragging: Observable<(velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>)> {
    delegate.methodInvoked(ScrollViewDelegate.willEndDragging).map { _, velocity, target in
      (velocity: velocity, targetContentOffset: target)
    }
  }

  /// `scrollViewDidEndDragging:willDecelerate:`.
  var didEndDragging: Observable<Bool> {
    delegate.methodInvoked(ScrollViewDelegate.didEndDragging).map { _, willDecelerate in willDecelerate }
  }
}
