/// The app's own delegate protocol, internal to its module: the plugin finds it in the target
/// itself and writes an internal proxy there (ProgressDelegateProxy.swift, not committed either).
protocol ProgressDelegate: AnyObject {
  /// The work reached `fraction` (0 to 1).
  func progress(_ progress: ProgressReporter, didReach fraction: Double)
}

/// Reports fractions of some work to its delegate.
final class ProgressReporter {
  weak var delegate: (any ProgressDelegate)?

  func report(_ fraction: Double) { delegate?.progress(self, didReach: fraction) }
}
