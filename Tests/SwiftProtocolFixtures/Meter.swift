/// The delegate of a ``Meter``: not class-bound, so a struct may conform, as NIOSSH's
/// authentication delegates (the generator's fixture for value delegates).
public protocol MeterDelegate {
  /// The meter read `value`.
  func meter(_ meter: Meter, didRead value: Double)
  /// Whether the meter resets after a reading (default: no).
  func meterShouldReset(_ meter: Meter) -> Bool
}

extension MeterDelegate {
  /// No.
  public func meterShouldReset(_ meter: Meter) -> Bool { false }
}

/// A parent that holds its delegate strongly, as a value: a protocol that is not class-bound can
/// not be held weakly.
public final class Meter {
  /// The delegate, held strongly.
  public var delegate: (any MeterDelegate)?

  /// Creates a meter.
  ///
  /// - Parameter delegate: Its delegate, or nil.
  public init(delegate: (any MeterDelegate)? = nil) {
    self.delegate = delegate
  }

  /// Tells the delegate the meter read `value`; returns whether it resets.
  ///
  /// - Parameter value: The reading.
  /// - Returns: The delegate's answer (false without one).
  @discardableResult
  public func read(_ value: Double) -> Bool {
    delegate?.meter(self, didRead: value)
    return delegate?.meterShouldReset(self) ?? false
  }
}
