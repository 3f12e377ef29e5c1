import DynamicProxyRx
import DynamicProxySupport
import Testing

@testable import DynamicProxy

/// Seed 004: MKMapView's delegate, whose `mapView:rendererFor:` returns an object, kept answered by
/// the real delegate (`installForwardDelegate` / `setDelegate`) while the proxy observes, on Linux.
@Suite struct MapViewStoryTests {
  /// A weak reference the delegate keeps to each renderer it made.
  final class WeakRenderer: @unchecked Sendable {  // set in init only; weak loads are atomic
    weak var renderer: Renderer?

    init(_ renderer: Renderer) {
      self.renderer = renderer
    }
  }

  /// The app's own MKMapViewDelegate (the seed's `ViewController`): it makes a fresh renderer per
  /// overlay, or hands out one it keeps.
  final class RealDelegate: DelegateObject, @unchecked Sendable {  // adds Locks and a let
    let made = Lock<[WeakRenderer]>([])
    let regionChanges = Lock<[Bool]>([])
    let cachedRenderer: Renderer?

    init(cachedRenderer: Renderer? = nil) {
      self.cachedRenderer = cachedRenderer
      super.init(delegateProtocol: MapViewDelegate.description)
      try! implement(MapViewDelegate.rendererFor) { [unowned self] _, overlay in
        if let cached = self.cachedRenderer { return cached }
        let renderer = Renderer(overlay: overlay, style: "weather")
        self.made.withLock { $0.append(WeakRenderer(renderer)) }
        return renderer
      }
      try! implement(MapViewDelegate.regionDidChangeAnimated) { [unowned self] _, animated in
        self.regionChanges.withLock { $0.append(animated) }
      }
    }

    var madeRenderers: [Renderer?] { made.withLock { $0.map(\.renderer) } }
  }

  @Test func theRealDelegatesRendererComesBackThroughTheProxy() throws {
    let mapView = MapView()
    let real = RealDelegate()
    let bag = DisposeBag()
    mapView.rx.setDelegate(real).disposed(by: bag)
    let proxy = RxMapViewDelegateProxy.proxy(for: mapView)
    #expect(mapView.delegate === proxy)
    #expect(proxy.forwardToDelegate() === real)
    #expect(proxy.responds(to: "mapView:rendererFor:"))

    // Forward only: nobody observes the method.
    mapView.addOverlay(Overlay(name: "rain"))
    try #require(real.madeRenderers.count == 1)
    #expect(mapView.renderers.count == 1)
    #expect(mapView.renderers[0] != nil)
    #expect(mapView.renderers[0] === real.madeRenderers[0])
    #expect(mapView.renderers[0]?.overlay === mapView.overlays[0])

    // Observed: the proxy's trampoline forwards and hands the same object back.
    var seen: [(overlay: String, renderer: ObjectIdentifier)] = []
    mapView.rx.rendererFor
      .subscribe(onNext: { seen.append(($0.overlay.name, ObjectIdentifier($0.renderer))) })
      .disposed(by: bag)
    mapView.addOverlay(Overlay(name: "snow"))
    try #require(real.madeRenderers.count == 2)
    let returned = try #require(mapView.renderers[1])
    #expect(returned === real.madeRenderers[1])
    #expect(returned.style == "weather")
    #expect(returned.overlay === mapView.overlays[1])
    try #require(seen.count == 1)
    #expect(seen[0].overlay == "snow")
    #expect(seen[0].renderer == ObjectIdentifier(returned))
  }

  @Test func regionDidChangeStreamsAndTheRealDelegateStillGetsIt() {
    let mapView = MapView()
    let real = RealDelegate()
    let bag = DisposeBag()
    RxMapViewDelegateProxy.installForwardDelegate(real, retainDelegate: false, onProxyForObject: mapView)
      .disposed(by: bag)
    var changes: [Bool] = []
    mapView.rx.regionDidChangeAnimated.subscribe(onNext: { changes.append($0) }).disposed(by: bag)

    mapView.changeRegion(animated: true)
    mapView.changeRegion(animated: false)

    #expect(changes == [true, false])
    #expect(real.regionChanges.withLock { $0 } == [true, false])
  }

  @Test func afterDisposingTheForwardDelegateRendererForIsNoLongerAnswered() throws {
    let mapView = MapView()
    let real = RealDelegate()
    let installed = RxMapViewDelegateProxy.installForwardDelegate(
      real, retainDelegate: false, onProxyForObject: mapView)
    let proxy = RxMapViewDelegateProxy.proxy(for: mapView)
    #expect(proxy.responds(to: "mapView:rendererFor:"))
    mapView.addOverlay(Overlay(name: "wind"))
    #expect(mapView.renderers[0] != nil)

    installed.dispose()

    #expect(proxy.forwardToDelegate() == nil)
    #expect(mapView.delegate === proxy)
    #expect(!proxy.responds(to: "mapView:rendererFor:"))
    mapView.addOverlay(Overlay(name: "fog"))
    #expect(mapView.renderers[1] == nil)  // MapKit's default: no renderer
    #expect(real.madeRenderers.count == 1)

    // Nobody implements it: the proxy can not invent a renderer, and says so.
    let unanswered = StreamRecorder<(overlay: Overlay, renderer: Renderer)>()
    unanswered.subscribe(mapView.rx.rendererFor).dispose()
    #expect(unanswered.elements.isEmpty)
    #expect(unanswered.errors.count == 1)
    if case .returnValueUnavailable(let selector) = unanswered.errors.first as? DelegateProxyError {
      #expect(selector == "mapView:rendererFor:")
    } else {
      Issue.record("expected DelegateProxyError.returnValueUnavailable, got \(unanswered.errors)")
    }
    #expect(!proxy.responds(to: "mapView:rendererFor:"))

    // With an answer installed, the proxy responds and returns it.
    try proxy.answer(MapViewDelegate.rendererFor) { _, overlay in
      Renderer(overlay: overlay, style: "answered")
    }
    #expect(proxy.responds(to: "mapView:rendererFor:"))
    mapView.addOverlay(Overlay(name: "hail"))
    let answered = try #require(mapView.renderers[2])
    #expect(answered.style == "answered")
    #expect(answered.overlay === mapView.overlays[2])

    let observed = StreamRecorder<(overlay: Overlay, renderer: Renderer)>()
    let subscription = observed.subscribe(mapView.rx.rendererFor)
    defer { subscription.dispose() }
    #expect(observed.errors.isEmpty)
    mapView.addOverlay(Overlay(name: "sleet"))
    try #require(observed.elements.count == 1)
    #expect(observed.elements[0].overlay.name == "sleet")
    #expect(observed.elements[0].renderer.style == "answered")
    #expect(observed.elements[0].renderer === mapView.renderers[3])
    #expect(real.madeRenderers.count == 1)
  }

  @Test func aFreshRendererIsNeitherLeakedNorOverReleased() throws {
    let mapView = MapView()
    let real = RealDelegate()
    let bag = DisposeBag()
    mapView.rx.setDelegate(real).disposed(by: bag)

    // Forward only.
    mapView.addOverlay(Overlay(name: "rain"))
    // Observed (the trampoline path).
    var seen = 0
    let subscription = mapView.rx.rendererFor.subscribe(onNext: { _ in seen += 1 })
    mapView.addOverlay(Overlay(name: "snow"))
    subscription.dispose()
    #expect(seen == 1)
    try #require(real.madeRenderers.count == 2)
    #expect(real.madeRenderers.allSatisfy { $0 != nil })
    #expect(mapView.renderers[0]?.style == "weather")
    #expect(mapView.renderers[1]?.style == "weather")

    mapView.removeOverlays()

    #expect(real.madeRenderers.count == 2)
    #expect(real.madeRenderers.allSatisfy { $0 == nil })
  }

  /// The `[Any]` twin of the test above, in RxCocoa's literal form: the method named by its
  /// selector, each call a `MethodCall` of `[Any]` arguments and an `Any` return value read with
  /// casts, and a real delegate implemented with a selector and a closure of annotated types.
  @Test func aFreshRendererObservedAsAnyIsNeitherLeakedNorOverReleased() throws {
    let mapView = MapView()
    let real = DelegateObject(delegateProtocol: .mapViewDelegate)
    let made = Lock<[WeakRenderer]>([])
    try real.implement("mapView:rendererFor:") { (_: MapView, overlay: Overlay) -> Renderer in
      let renderer = Renderer(overlay: overlay, style: "weather")
      made.withLock { $0.append(WeakRenderer(renderer)) }
      return renderer
    }
    let bag = DisposeBag()
    mapView.rx.setDelegate(real).disposed(by: bag)

    // Forward only.
    mapView.addOverlay(Overlay(name: "rain"))
    // Observed (the trampoline path).
    var seen: [(count: Int, mapView: ObjectIdentifier, overlay: String, style: String)] = []
    let subscription = mapView.rx.delegate.methodReturned("mapView:rendererFor:")
      .subscribe(onNext: { call in
        seen.append(
          (
            call.arguments.count, ObjectIdentifier(call.arguments[0] as AnyObject),
            (call.arguments[1] as! Overlay).name, (call.returnValue as! Renderer).style
          ))
      })
    mapView.addOverlay(Overlay(name: "snow"))
    // A parent that sends with `send` gets the renderer back as `Any`.
    let sent = try mapView.delegate?.send("mapView:rendererFor:", mapView, Overlay(name: "hail"))
    subscription.dispose()
    try #require(seen.count == 2)
    let mapViewID = ObjectIdentifier(mapView)
    #expect(seen[0] == (2, mapViewID, "snow", "weather"))
    #expect(seen[1] == (2, mapViewID, "hail", "weather"))
    #expect((sent as? Renderer)?.overlay.name == "hail")
    _ = consume sent
    try #require(made.withLock { $0.count } == 3)
    #expect(made.withLock { $0[0].renderer != nil && $0[1].renderer != nil })
    #expect(mapView.renderers[0]?.style == "weather")
    #expect(mapView.renderers[1]?.style == "weather")

    mapView.removeOverlays()

    #expect(made.withLock { $0.allSatisfy { $0.renderer == nil } })
  }

  @Test func anAnsweredRendererIsNeitherLeakedNorOverReleased() throws {
    let mapView = MapView()
    let proxy = RxMapViewDelegateProxy.proxy(for: mapView)
    let made = Lock<[WeakRenderer]>([])
    try proxy.answer(MapViewDelegate.rendererFor) { _, overlay in
      let renderer = Renderer(overlay: overlay, style: "answered")
      made.withLock { $0.append(WeakRenderer(renderer)) }
      return renderer
    }
    mapView.addOverlay(Overlay(name: "rain"))
    var seen = 0
    let subscription = mapView.rx.rendererFor.subscribe(onNext: { _ in seen += 1 })
    mapView.addOverlay(Overlay(name: "snow"))
    subscription.dispose()
    #expect(seen == 1)
    try #require(made.withLock { $0.count } == 2)
    #expect(made.withLock { $0.allSatisfy { $0.renderer != nil } })

    mapView.removeOverlays()

    #expect(made.withLock { $0.allSatisfy { $0.renderer == nil } })
  }

  @Test func aRendererTheDelegateKeepsSurvivesBeingReturnedManyTimes() {
    weak var weakCached: Renderer?
    do {
      let cached = Renderer(overlay: Overlay(name: "shared"), style: "cached")
      weakCached = cached
      let mapView = MapView()
      let real = RealDelegate(cachedRenderer: cached)
      let bag = DisposeBag()
      mapView.rx.setDelegate(real).disposed(by: bag)
      for index in 0..<5 {
        mapView.addOverlay(Overlay(name: "forwarded \(index)"))
      }
      var seen = 0
      mapView.rx.rendererFor.subscribe(onNext: { _ in seen += 1 }).disposed(by: bag)
      for index in 0..<5 {
        mapView.addOverlay(Overlay(name: "observed \(index)"))
      }
      #expect(seen == 5)
      #expect(mapView.renderers.allSatisfy { $0 === cached })
      mapView.removeOverlays()
      // Still the delegate's: it was not over-released by the calls that returned it.
      #expect(weakCached != nil)
      #expect(real.cachedRenderer?.style == "cached")
    }
    // And not leaked: once the delegate and the map view are gone, so is the renderer.
    #expect(weakCached == nil)
  }

  @Test func streamsCompleteAndTheProxyGoesWhenTheMapViewGoes() {
    let real = RealDelegate()
    let regionChanges = StreamRecorder<Bool>()
    let renderers = StreamRecorder<(overlay: Overlay, renderer: Renderer)>()
    let dropped = dropParent(
      {
        let mapView = MapView()
        mapView.delegate = real
        return mapView
      }, proxy: RxMapViewDelegateProxy.self
    ) { mapView, _ in
      let subscriptions = [
        regionChanges.subscribe(mapView.rx.regionDidChangeAnimated),
        renderers.subscribe(mapView.rx.rendererFor),
      ]
      mapView.changeRegion(animated: true)
      mapView.addOverlay(Overlay(name: "rain"))
      return subscriptions
    }
    #expect(dropped.parentGone)
    #expect(dropped.proxyGone)
    #expect(regionChanges.elements == [true])
    #expect(regionChanges.completed)
    #expect(renderers.elements.count == 1)
    #expect(renderers.errors.isEmpty)
    #expect(renderers.completed)
    #expect(real.regionChanges.withLock { $0 } == [true])
    for subscription in dropped.subscriptions { subscription.dispose() }
  }

  @Test func streamsCompleteWhenTheMapViewGoesWhileSetDelegateIsStillInstalled() {
    // The seed's usage: `mapView.rx.setDelegate(self).disposed(by: bag)` with the view controller's
    // bag, which outlives a map view removed from the screen.
    let real = RealDelegate()
    let bag = DisposeBag()
    let regionChanges = StreamRecorder<Bool>()
    let dropped = dropParent(
      {
        let mapView = MapView()
        mapView.rx.setDelegate(real).disposed(by: bag)
        return mapView
      }, proxy: RxMapViewDelegateProxy.self
    ) { mapView, _ in
      let subscription = regionChanges.subscribe(mapView.rx.regionDidChangeAnimated)
      mapView.changeRegion(animated: false)
      return [subscription]
    }
    #expect(dropped.parentGone)
    #expect(dropped.proxyGone)
    #expect(regionChanges.elements == [false])
    #expect(regionChanges.completed)
    for subscription in dropped.subscriptions { subscription.dispose() }
  }
}
