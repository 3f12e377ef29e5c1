import DynamicProxy

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

extension DelegateProtocol {
  /// CLLocationManagerDelegate, the part the seed uses.
  static let locationManagerDelegate = try! DelegateProtocol(
    "LocationManagerDelegate",
    methods: [
      .optional("locationManager:didUpdateLocations:", "v@@"),
      .optional("locationManager:didFailWithError:", "v@@"),
      .optional("locationManagerShouldDisplayHeadingCalibration:", "B@"),
    ])
}

/// A Linux-native stand-in for CLLocationManager: it calls its delegate through the slot table.
final class LocationManager: HasDelegate, HasDelegateProxyStorage, ReactiveCompatible, @unchecked Sendable {
  weak var delegate: DelegateObject?
  let delegateProxyStorage = DelegateProxyStorage()

  /// What CoreLocation does when it has new fixes.
  func deliver(_ locations: [Location]) {
    try! delegate?.send("locationManager:didUpdateLocations:", self, locations)
  }

  /// Asks the delegate, with CoreLocation's default when it does not implement the method.
  func shouldDisplayHeadingCalibration() -> Bool {
    guard let target = delegate?.target(for: "locationManagerShouldDisplayHeadingCalibration:") else {
      return false
    }
    return try! target.call([self], returning: Bool.self)
  }
}

/// The seed's RxCLLocationManagerDelegateProxy, line for line.
final class LocationManagerDelegateProxy: DelegateProxy<LocationManager, DelegateObject>, DelegateProxyType,
  @unchecked Sendable
{
  static let delegateProtocol = DelegateProtocol.locationManagerDelegate

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
    delegate.methodInvoked("locationManager:didUpdateLocations:").map { parameters in
      parameters[1] as! [Location]
    }
  }
}
