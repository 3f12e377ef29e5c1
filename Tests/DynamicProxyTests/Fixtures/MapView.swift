import DynamicProxy
import DynamicProxyRx

/// An overlay, as MapKit's `MKOverlay`.
final class Overlay: Sendable {
  let name: String

  init(name: String) {
    self.name = name
  }
}

/// An overlay renderer, as MapKit's `MKOverlayRenderer`: the object a delegate creates and returns.
final class Renderer: Sendable {
  let overlay: Overlay
  let style: String

  init(overlay: Overlay, style: String) {
    self.overlay = overlay
    self.style = style
  }
}

/// MKMapViewDelegate, the part seed 004 uses: a method returning an object, and a plain event;
/// described from their Swift types.
enum MapViewDelegate {
  static let rendererFor = DelegateMethod<MapView, Overlay, Renderer>.optional("mapView:rendererFor:")
  static let regionDidChangeAnimated = DelegateMethod<MapView, Bool, Void>.optional(
    "mapView:regionDidChangeAnimated:")

  static let description = try! DelegateProtocol("MapViewDelegate", rendererFor, regionDidChangeAnimated)
}

extension DelegateProtocol {
  /// ``MapViewDelegate``'s description, by the name `[Any]` code uses.
  static let mapViewDelegate = MapViewDelegate.description
}

/// A Linux-native stand-in for MKMapView: it asks its delegate for a renderer per overlay and
/// keeps what it gets, as MapKit does.
final class MapView: HasDelegate, HasDelegateProxyStorage, ReactiveCompatible {
  weak var delegate: DelegateObject?
  let delegateProxyStorage = DelegateProxyStorage()

  private(set) var overlays: [Overlay] = []
  /// The renderers the delegate returned, by overlay; nil where the delegate had none (MapKit then
  /// draws nothing for the overlay).
  private(set) var renderers: [Renderer?] = []

  /// Adds an overlay and asks the delegate for its renderer.
  func addOverlay(_ overlay: Overlay) {
    overlays.append(overlay)
    renderers.append(renderer(for: overlay))
  }

  /// Removes every overlay and drops their renderers.
  func removeOverlays() {
    overlays.removeAll()
    renderers.removeAll()
  }

  /// Asks the delegate for a renderer; nil (MapKit's default) when it does not implement the method.
  func renderer(for overlay: Overlay) -> Renderer? {
    delegate?.call(MapViewDelegate.rendererFor, self, overlay)
  }

  /// What MapKit does after the user panned the map.
  func changeRegion(animated: Bool) {
    delegate?.call(MapViewDelegate.regionDidChangeAnimated, self, animated)
  }
}

/// Seed 004's RxMKMapViewDelegateProxy.
final class RxMapViewDelegateProxy: DelegateProxy<MapView, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // adds a weak ref set in init only
{
  static let delegateProtocol = MapViewDelegate.description

  weak private(set) var mapView: MapView?

  init(mapView: ParentObject) {
    self.mapView = mapView
    super.init(parentObject: mapView, delegateProxy: RxMapViewDelegateProxy.self)
  }

  static func registerKnownImplementations() {
    register { RxMapViewDelegateProxy(mapView: $0) }
  }
}

extension Reactive where Base: MapView {
  var delegate: DelegateProxy<MapView, DelegateObject> {
    RxMapViewDelegateProxy.proxy(for: base)
  }

  /// The seed's `setDelegate(_:)`: the real delegate keeps answering the methods with a return
  /// value (the renderer) while the proxy observes; dispose to remove it.
  func setDelegate(_ delegate: DelegateObject) -> any Disposable {
    RxMapViewDelegateProxy.installForwardDelegate(delegate, retainDelegate: false, onProxyForObject: base)
  }

  /// `mapView:regionDidChangeAnimated:`: whether the change was animated.
  var regionDidChangeAnimated: Observable<Bool> {
    delegate.methodInvoked(MapViewDelegate.regionDidChangeAnimated).map { _, animated in animated }
  }

  /// `mapView:rendererFor:` calls with the renderer returned to the map view. Fails with
  /// `DelegateProxyError.returnValueUnavailable` when nobody implements or answers it.
  var rendererFor: Observable<(overlay: Overlay, renderer: Renderer)> {
    delegate.methodReturned(MapViewDelegate.rendererFor).map { call in
      (overlay: call.arguments.1, renderer: call.returnValue)
    }
  }
}
