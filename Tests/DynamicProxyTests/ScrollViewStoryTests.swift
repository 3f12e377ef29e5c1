import DynamicProxyRx
import DynamicProxySupport
import Testing

@testable import DynamicProxy

/// Seed 002: UIScrollView's delegate as streams, with RxScrollViewDelegateProxy implementing
/// `scrollViewDidScroll:` itself, on Linux.
@Suite struct ScrollViewStoryTests {
  /// The app's own UIScrollViewDelegate, set before Rx is used.
  final class RealDelegate: DelegateObject, @unchecked Sendable {  // adds Locks and a let
    let log = Lock<[String]>([])
    let offsets = Lock<[Point]>([])
    let velocities = Lock<[Point]>([])
    let shouldScrollToTopCalls = Lock(0)
    let allowsScrollToTop: Bool

    init(allowsScrollToTop: Bool = false, snapY: Double = 100) {
      self.allowsScrollToTop = allowsScrollToTop
      super.init(delegateProtocol: ScrollViewDelegate.description)
      try! implement(ScrollViewDelegate.didScroll) { [unowned self] scrollView in
        self.offsets.withLock { $0.append(scrollView.contentOffset) }
        self.log.withLock { $0.append("delegate") }
      }
      try! implement(ScrollViewDelegate.willEndDragging) { [unowned self] _, velocity, target in
        self.velocities.withLock { $0.append(velocity) }
        // Snap the deceleration to a row boundary, as a paging table view does.
        target.pointee = Point(x: target.pointee.x, y: snapY)
      }
      try! implement(ScrollViewDelegate.shouldScrollToTop) { [unowned self] _ in
        self.shouldScrollToTopCalls.withLock { $0 += 1 }
        return self.allowsScrollToTop
      }
    }
  }

  @Test func didScrollFiresAndTheRealDelegateStillGetsScrollViewDidScroll() {
    let scrollView = ScrollView()
    let real = RealDelegate()
    scrollView.delegate = real
    let bag = DisposeBag()
    var scrolls = 0
    scrollView.rx.didScroll
      .subscribe(onNext: {
        scrolls += 1
        real.log.withLock { $0.append("didScroll") }
      })
      .disposed(by: bag)
    let proxy = RxScrollViewDelegateProxy.proxy(for: scrollView)
    #expect(scrollView.delegate === proxy)
    #expect(proxy.forwardToDelegate() === real)
    #expect(proxy.responds(to: "scrollViewDidScroll:"))

    scrollView.contentOffset = Point(x: 0, y: 10)
    scrollView.contentOffset = Point(x: 0, y: 25)

    #expect(scrolls == 2)
    #expect(real.offsets.withLock { $0 } == [Point(x: 0, y: 10), Point(x: 0, y: 25)])
    // The proxy's own implementation emits first, then forwards (seed 002's order).
    #expect(real.log.withLock { $0 } == ["didScroll", "delegate", "didScroll", "delegate"])
  }

  @Test func observingTheProxyImplementedMethodRunsItOnceAndForwardsOnce() {
    let scrollView = ScrollView()
    let real = RealDelegate()
    scrollView.delegate = real
    let bag = DisposeBag()
    var scrolls = 0
    var invoked: [ScrollView] = []
    scrollView.rx.didScroll.subscribe(onNext: { scrolls += 1 }).disposed(by: bag)
    scrollView.rx.delegate.methodInvoked(ScrollViewDelegate.didScroll)
      .subscribe(onNext: { invoked.append($0) })
      .disposed(by: bag)

    scrollView.contentOffset = Point(x: 3, y: 4)

    #expect(scrolls == 1)
    #expect(real.offsets.withLock { $0 } == [Point(x: 3, y: 4)])
    #expect(invoked.count == 1)
    #expect(invoked.first === scrollView)
  }

  /// The `[Any]` twin of the test above, in RxCocoa's literal form: the method named by its
  /// selector, each call an `[Any]`, and a parent that sends with `send`.
  @Test func observingTheProxyImplementedMethodAsAnyArrayRunsItOnceAndForwardsOnce() throws {
    let scrollView = ScrollView()
    let real = RealDelegate()
    scrollView.delegate = real
    let bag = DisposeBag()
    var scrolls = 0
    var invoked: [[Any]] = []
    scrollView.rx.didScroll.subscribe(onNext: { scrolls += 1 }).disposed(by: bag)
    scrollView.rx.delegate.methodInvoked("scrollViewDidScroll:")
      .subscribe(onNext: { invoked.append($0) })
      .disposed(by: bag)

    scrollView.contentOffset = Point(x: 3, y: 4)
    try scrollView.delegate?.send("scrollViewDidScroll:", scrollView)

    #expect(scrolls == 2)
    #expect(real.offsets.withLock { $0 } == [Point(x: 3, y: 4), Point(x: 3, y: 4)])
    #expect(invoked.count == 2)
    #expect(invoked.allSatisfy { $0.count == 1 })
    #expect((invoked.first?.first as AnyObject?) === scrollView)
    #expect((invoked.last?.first as AnyObject?) === scrollView)
  }

  @Test func didScrollWorksWithoutARealDelegate() {
    let scrollView = ScrollView()
    let bag = DisposeBag()
    var scrolls = 0
    scrollView.rx.didScroll.subscribe(onNext: { scrolls += 1 }).disposed(by: bag)
    scrollView.contentOffset = Point(x: 1, y: 1)
    #expect(scrolls == 1)
  }

  @Test func contentOffsetReplaysTheCurrentOffset() {
    let scrollView = ScrollView()
    scrollView.contentOffset = Point(x: 0, y: 10)
    let bag = DisposeBag()
    let first = StreamRecorder<Point>()
    first.subscribe(scrollView.rx.contentOffset).disposed(by: bag)
    #expect(first.elements == [Point(x: 0, y: 10)])

    scrollView.contentOffset = Point(x: 0, y: 20)
    #expect(first.elements == [Point(x: 0, y: 10), Point(x: 0, y: 20)])

    let late = StreamRecorder<Point>()
    late.subscribe(scrollView.rx.contentOffset).disposed(by: bag)
    #expect(late.elements == [Point(x: 0, y: 20)])

    scrollView.contentOffset = Point(x: 5, y: 30)
    #expect(first.elements.last == Point(x: 5, y: 30))
    #expect(late.elements == [Point(x: 0, y: 20), Point(x: 5, y: 30)])
  }

  @Test func willEndDraggingDeliversTheVelocityAndTheDelegatesTargetReachesTheScrollView() throws {
    let scrollView = ScrollView()
    let real = RealDelegate(snapY: 100)
    scrollView.delegate = real
    let bag = DisposeBag()
    var seen: [(velocity: Point, target: Point)] = []
    scrollView.rx.willEndDragging
      .subscribe(onNext: { event in
        // After the real delegate ran: the pointer shows what it wrote.
        seen.append((event.velocity, event.targetContentOffset.pointee))
      })
      .disposed(by: bag)
    var targetsBefore: [Point] = []
    scrollView.rx.delegate.sentMessage(ScrollViewDelegate.willEndDragging)
      .subscribe(onNext: { _, _, target in
        // Before the real delegate ran: the pointer still shows the projected offset.
        targetsBefore.append(target.pointee)
      })
      .disposed(by: bag)
    var decelerating: [Bool] = []
    scrollView.rx.didEndDragging.subscribe(onNext: { decelerating.append($0) }).disposed(by: bag)

    scrollView.endDragging(velocity: Point(x: 0.5, y: -2.25), projectedOffset: Point(x: 0, y: 87))

    #expect(real.velocities.withLock { $0 } == [Point(x: 0.5, y: -2.25)])
    #expect(targetsBefore == [Point(x: 0, y: 87)])
    try #require(seen.count == 1)
    #expect(seen[0].velocity == Point(x: 0.5, y: -2.25))
    #expect(seen[0].target == Point(x: 0, y: 100))
    #expect(decelerating == [true])
    // The write through targetContentOffset reached the scroll view through the proxy.
    #expect(scrollView.contentOffset == Point(x: 0, y: 100))
  }

  @Test func willEndDraggingWithoutARealDelegateKeepsTheProjectedTarget() throws {
    let scrollView = ScrollView()
    let bag = DisposeBag()
    var seen: [(velocity: Point, target: Point)] = []
    scrollView.rx.willEndDragging
      .subscribe(onNext: { seen.append(($0.velocity, $0.targetContentOffset.pointee)) })
      .disposed(by: bag)

    scrollView.endDragging(velocity: Point(x: 1, y: 2), projectedOffset: Point(x: 3, y: 44))

    try #require(seen.count == 1)
    #expect(seen[0].velocity == Point(x: 1, y: 2))
    #expect(seen[0].target == Point(x: 3, y: 44))
    #expect(scrollView.contentOffset == Point(x: 3, y: 44))
  }

  @Test func shouldScrollToTopDefaultsToTrueWhenNobodyImplementsIt() {
    let bare = ScrollView()
    bare.contentOffset = Point(x: 0, y: 50)
    #expect(bare.scrollToTop())
    #expect(bare.contentOffset == Point(x: 0, y: 0))

    // With the proxy installed and no real delegate, the proxy does not claim the method.
    let scrollView = ScrollView()
    let bag = DisposeBag()
    scrollView.rx.didScroll.subscribe(onNext: {}).disposed(by: bag)
    #expect(scrollView.delegate === scrollView.rx.delegate)
    #expect(!scrollView.rx.delegate.responds(to: "scrollViewShouldScrollToTop:"))
    scrollView.contentOffset = Point(x: 0, y: 50)
    #expect(scrollView.scrollToTop())
    #expect(scrollView.contentOffset == Point(x: 0, y: 0))
  }

  @Test func theRealDelegatesFalseComesBackThroughTheProxy() {
    let scrollView = ScrollView()
    let real = RealDelegate(allowsScrollToTop: false)
    scrollView.delegate = real
    let proxy = scrollView.rx.delegate
    #expect(scrollView.delegate === proxy)
    #expect(proxy.responds(to: "scrollViewShouldScrollToTop:"))
    scrollView.contentOffset = Point(x: 0, y: 50)

    #expect(scrollView.scrollToTop() == false)
    #expect(real.shouldScrollToTopCalls.withLock { $0 } == 1)
    #expect(scrollView.contentOffset == Point(x: 0, y: 50))
  }

  @Test func shouldScrollToTopIsObservableWithItsReturnValue() throws {
    let scrollView = ScrollView()
    let real = RealDelegate(allowsScrollToTop: false)
    scrollView.delegate = real
    let bag = DisposeBag()
    let calls = StreamRecorder<(arguments: ScrollView, returnValue: Bool)>()
    calls.subscribe(scrollView.rx.delegate.methodReturned(ScrollViewDelegate.shouldScrollToTop))
      .disposed(by: bag)

    #expect(scrollView.scrollToTop() == false)

    #expect(calls.errors.isEmpty)
    try #require(calls.elements.count == 1)
    let call = calls.elements[0]
    #expect(call.arguments === scrollView)
    #expect(call.returnValue == false)
    #expect(real.shouldScrollToTopCalls.withLock { $0 } == 1)
  }

  @Test func shouldScrollToTopCanNotBeObservedWhenNobodyImplementsIt() {
    let scrollView = ScrollView()
    let calls = StreamRecorder<(arguments: ScrollView, returnValue: Bool)>()
    let subscription = calls.subscribe(
      scrollView.rx.delegate.methodReturned(ScrollViewDelegate.shouldScrollToTop))
    defer { subscription.dispose() }
    #expect(calls.elements.isEmpty)
    #expect(calls.errors.count == 1)
    if case .returnValueUnavailable(let selector) = calls.errors.first as? DelegateProxyError {
      #expect(selector == "scrollViewShouldScrollToTop:")
    } else {
      Issue.record("expected DelegateProxyError.returnValueUnavailable, got \(calls.errors)")
    }
    #expect(!scrollView.rx.delegate.responds(to: "scrollViewShouldScrollToTop:"))
    #expect(scrollView.scrollToTop())
  }

  @Test func streamsCompleteAndTheProxyGoesWhenTheScrollViewGoes() {
    let real = RealDelegate()
    let didScroll = StreamRecorder<Void>()
    let contentOffset = StreamRecorder<Point>()
    // Counts only: recording the arguments would keep the scroll view alive.
    let invoked = StreamRecorder<Int>()
    let willEndDragging = StreamRecorder<
      (velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>)
    >()
    let dropped = dropParent(
      {
        let scrollView = ScrollView()
        scrollView.delegate = real
        return scrollView
      }, proxy: RxScrollViewDelegateProxy.self
    ) { scrollView, _ in
      let subscriptions = [
        didScroll.subscribe(scrollView.rx.didScroll), contentOffset.subscribe(scrollView.rx.contentOffset),
        invoked.subscribe(scrollView.rx.delegate.methodInvoked(ScrollViewDelegate.didScroll).map { _ in 1 }),
        willEndDragging.subscribe(scrollView.rx.willEndDragging),
      ]
      scrollView.contentOffset = Point(x: 0, y: 1)
      return subscriptions
    }
    #expect(dropped.parentGone)
    #expect(dropped.proxyGone)
    #expect(didScroll.elements.count == 1)
    #expect(didScroll.completed)
    #expect(contentOffset.elements == [Point(x: 0, y: 0), Point(x: 0, y: 1)])
    #expect(contentOffset.completed)
    #expect(invoked.elements == [1])
    #expect(invoked.completed)
    #expect(willEndDragging.completed)
    // The proxy held the real delegate weakly and did not keep it from the app.
    #expect(real.offsets.withLock { $0 } == [Point(x: 0, y: 1)])
    for subscription in dropped.subscriptions { subscription.dispose() }
  }
}
