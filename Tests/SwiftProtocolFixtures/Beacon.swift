/// The delegate of a ``Beacon``: a parent whose delegate is read and set through methods, as
/// Foundation's `Port` (`delegate()`, `setDelegate(_:)`) has it, instead of a property.
public protocol BeaconDelegate: AnyObject {
  /// The beacon sent a signal of `strength`.
  func beacon(_ beacon: Beacon, didSignal strength: Int)
  /// Whether the beacon may repeat its signal (default: no).
  func beaconShouldRepeat(_ beacon: Beacon) -> Bool
  /// The distance from the beacon to `fix`, a position passed by value (default: -1, unknown).
  func beacon(_ beacon: Beacon, rangeTo fix: BeaconFix) -> Double
}

extension BeaconDelegate {
  /// No.
  public func beaconShouldRepeat(_ beacon: Beacon) -> Bool { false }
  /// -1: unknown.
  public func beacon(_ beacon: Beacon, rangeTo fix: BeaconFix) -> Double { -1 }
}

/// A position, 24 bytes of the C layout of `struct { double latitude, longitude, accuracy; }`.
public struct BeaconFix: Equatable, Sendable {
  /// Degrees north.
  public var latitude: Double
  /// Degrees east.
  public var longitude: Double
  /// Metres.
  public var accuracy: Double

  /// Creates a position.
  public init(latitude: Double, longitude: Double, accuracy: Double) {
    self.latitude = latitude
    self.longitude = longitude
    self.accuracy = accuracy
  }
}

/// A parent with the accessor methods of an Objective-C-style API (the generator's fixture for
/// them).
public final class Beacon: @unchecked Sendable {  // the tests use a beacon on one thread
  private weak var storedDelegate: (any BeaconDelegate)?

  /// Creates a beacon without a delegate.
  public init() {}

  /// The delegate, held weakly.
  ///
  /// - Returns: The delegate, or nil.
  public func delegate() -> (any BeaconDelegate)? { storedDelegate }

  /// Sets the delegate, held weakly.
  ///
  /// - Parameter delegate: The new delegate, or nil.
  public func setDelegate(_ delegate: (any BeaconDelegate)?) { storedDelegate = delegate }

  /// Signals `strength` to the delegate; returns whether it asks for a repeat.
  ///
  /// - Parameter strength: The signal's strength.
  /// - Returns: The delegate's answer (false without one).
  @discardableResult
  public func signal(_ strength: Int) -> Bool {
    let delegate = storedDelegate
    delegate?.beacon(self, didSignal: strength)
    return delegate?.beaconShouldRepeat(self) ?? false
  }

  /// Asks the delegate for the distance to `fix`.
  ///
  /// - Parameter fix: The position.
  /// - Returns: The delegate's answer, or nil without a delegate.
  public func range(to fix: BeaconFix) -> Double? {
    storedDelegate?.beacon(self, rangeTo: fix)
  }
}
