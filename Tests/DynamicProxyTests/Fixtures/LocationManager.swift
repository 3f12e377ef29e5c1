import DynamicProxy
import DynamicProxyRx

/// A location, as CoreLocation's `CLLocation`.
final class Location: Sendable, Equatable {
  let latitude: Double
  let longitude: Double

  init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }

  static func == (lhs: Location, rhs: Location) -> Bool {
    lhs.latitude == rhs.latitude && lhs.longitude == rhs.longitude
  }
}

/// CLLocationManagerDelegate, the part the seed uses, described from its Swift types.
enum LocationManagerDelegate {
  static let didUpdateLocations = DelegateMethod<LocationManager, [Location], Void>.optional(
    "locationManager:didUpdateLocations:")
  static let didFailWithError = DelegateMethod<LocationManager, any Error, Void>.optional(
    "locationManager:didFailWithError:")
  static let shouldDisplayHeadingCalibration = DelegateMethod<LocationManager, Bool>.optional(
    "locationManagerShouldDisplayHeadingCalibration:")

  static let description = try! DelegateProtocol(
    "LocationManagerDelegate", didUpdateLocations, didFailWithError, shouldDisplayHeadingCalibration)
}

extension DelegateProtocol {
  /// ``LocationManagerDelegate``'s description, by the name `[Any]` code uses.
  static let locationManagerDelegate = LocationManagerDelegate.description
}

/// A Linux-native stand-in for CLLocationManager: it calls its delegate through the slot table.
final class LocationManager: HasDelegate, HasDelegateProxyStorage, ReactiveCompatible,
  @unchecked Sendable  // used by one thread at a time
{
  weak var delegate: DelegateObject?
  let delegateProxyStorage = DelegateProxyStorage()

  /// What CoreLocation does when it has new fixes.
  func deliver(_ locations: [Location]) {
    delegate?.call(LocationManagerDelegate.didUpdateLocations, self, locations)
  }

  /// Asks the delegate, with CoreLocation's default when it does not implement the method.
  func shouldDisplayHeadingCalibration() -> Bool {
    delegate?.call(LocationManagerDelegate.shouldDisplayHeadingCalibration, self) ?? false
  }
}

/// The seed's RxCLLocationManagerDelegateProxy, line for line.
final class LocationManagerDelegateProxy: DelegateProxy<LocationManager, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // adds a weak ref set in init only
{
  static let delegateProtocol = LocationManagerDelegate.description

  weak private(set) var locationManager: LocationManager?

  init(locationManager: ParentObject) {
    self.locationManager = locationManager
    super.init(parentObject: locationManager, delegateProxy: LocationManagerDelegateProxy.self)
  }

  static func registerKnownImplementations() {
    register { LocationManagerDelegateProxy(locationManager: $0) }
  }
}

extension Reactive where Base: LocationManager {
  var delegate: DelegateProxy<LocationManager, DelegateObject> {
    LocationManagerDelegateProxy.proxy(for: base)
  }

  var didUpdateLocations: Observable<[Location]> {
    delegate.methodInvoked(LocationManagerDelegate.didUpdateLocations).map { _, locations in locations }
  }
}
