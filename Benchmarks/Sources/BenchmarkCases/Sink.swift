import Synchronization

/// Does nothing with `value`, opaquely: the optimizer must assume it is read, so the work that made
/// it (an `[Any]` boxed for subscribers, a returned object) can not be eliminated.
@inline(never)
@_optimize(none)
public func opaqueSink<T>(_ value: T) {}

/// A checksum the delegates' work accumulates into: relaxed atomic loads and stores (plain moves on
/// x86-64, no locked instruction), so that two caller threads may share it without a data race;
/// concurrent updates may be lost, which only the contention case allows.
public final class Tally: Sendable {
  private let sum = Atomic<UInt64>(0)
  private let calls = Atomic<Int>(0)

  /// Creates a zero tally.
  public init() {}

  /// Adds `value` and counts one call.
  @inline(__always)
  public func add(_ value: UInt64) {
    sum.store(sum.load(ordering: .relaxed) &+ value, ordering: .relaxed)
    calls.store(calls.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
  }

  /// The accumulated sum and number of calls.
  public var value: (sum: UInt64, calls: Int) {
    (sum.load(ordering: .relaxed), calls.load(ordering: .relaxed))
  }
}

/// The bit pattern of an object's address, the value an object argument adds to a checksum.
@inline(__always)
func bits(_ object: AnyObject) -> UInt64 {
  UInt64(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()))
}

/// The bit pattern of a pointer, the value an object argument crossing C adds to a checksum.
@inline(__always)
func bits(_ pointer: UnsafeMutableRawPointer) -> UInt64 {
  UInt64(UInt(bitPattern: pointer))
}
