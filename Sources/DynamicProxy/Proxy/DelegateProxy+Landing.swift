import DynamicProxyRuntime
import Synchronization

/// Where a call that reaches a proxy's method lands: RxCocoa's `forwardInvocation:` decides it on
/// one line, and so does ``DelegateProxy/landing(_:)``.
///
/// The order is the proxy's own implementation (a subclass's), else the forward delegate, else an
/// installed answer, else the protocol's default (a generated Swift-protocol proxy's `otherwise`)
/// or nothing (a C-ABI proxy: the return value stays zero). The value is decided when the slot
/// changes — an implementation, a forward delegate or an answer comes or goes (`updateSlot`) — and
/// stored in the slot; a call reads it once. A call that finds the chosen target gone (a weakly
/// held forward delegate deallocated since) takes the next one in the order.
@usableFromInline
enum Landing: UInt8 {
  /// Nobody implements the method: the protocol's default, or nothing.
  case nowhere = 0
  /// The proxy's own implementation.
  case own
  /// The forward delegate.
  case forward
  /// An answer installed with `answer(_:_:)`.
  case answer

  /// The landing of a slot whose proxy has `own` implementation or none, a forward delegate that
  /// implements the method or not, and an answer or none.
  static func decide(own: Bool, forward: Bool, answered: Bool) -> Landing {
    own ? .own : forward ? .forward : answered ? .answer : .nowhere
  }
}

/// The target a call lands on, as ``DelegateProxy/landing(_:)`` decides it.
@usableFromInline
enum LandingTarget {
  /// The proxy's own implementation: its function.
  case own(UnsafeRawPointer)
  /// The forward delegate, which the caller loads; if it is not there (a weakly held one gone, or
  /// one that does not implement the method), the call lands where
  /// ``DelegateProxy/landing(afterForwardDelegateOf:)`` says.
  case forwardDelegate
  /// An installed answer: its function.
  case answer(UnsafeRawPointer)
  /// Nobody: the protocol's default, or nothing.
  case nowhere
}

extension DelegateProxy {
  /// Where a call of the method of `slot` lands, as the slot's ``Landing`` says: the one place
  /// where the order "own implementation, forward delegate, answer, default" is written (with
  /// ``landing(afterForwardDelegateOf:)``, its last two steps). Every entry — the libffi
  /// trampoline, `send` and `withTarget` (through the trampoline), a typed call, a generated
  /// Swift-protocol method — asks it once its call has reached the proxy, then makes the call on
  /// the target it names:
  ///
  /// ```swift
  /// var target = landing(slot)
  /// if case .forwardDelegate = target {
  ///   if let delegate = forwardDelegate() { return call(delegate) }
  ///   target = landing(afterForwardDelegateOf: slot)
  /// }
  /// // .own, .answer: the proxy's function; .nowhere: the default
  /// switch target { … }
  /// ```
  ///
  /// - Parameter slot: The method's slot in this proxy's table.
  /// - Returns: The target.
  @inlinable @inline(__always)
  final func landing(_ slot: UnsafePointer<MethodSlot>) -> LandingTarget {
    LandingTarget.of(slot)
  }

  /// Where a call lands past the forward delegate: the installed answer, else nobody.
  ///
  /// - Parameter slot: The method's slot in this proxy's table.
  /// - Returns: ``LandingTarget/answer(_:)`` or ``LandingTarget/nowhere``.
  @inlinable @inline(__always)
  final func landing(afterForwardDelegateOf slot: UnsafePointer<MethodSlot>) -> LandingTarget {
    LandingTarget.afterForwardDelegate(of: slot)
  }
}

extension LandingTarget {
  /// ``DelegateProxy/landing(_:)``: the landing of `slot`, read once.
  @inlinable @inline(__always)
  static func of(_ slot: UnsafePointer<MethodSlot>) -> LandingTarget {
    let landing = slot.pointee.landing.load(ordering: .acquiring)
    if landing == Landing.forward.rawValue { return .forwardDelegate }
    if landing == Landing.nowhere.rawValue { return .nowhere }
    if landing == Landing.own.rawValue {
      // An implementation removed since the slot updated: the next in the order.
      guard
        let function = UnsafeRawPointer(
          bitPattern: slot.pointee.implementationFunction.load(ordering: .acquiring))
      else { return .forwardDelegate }
      return .own(function)
    }
    return afterForwardDelegate(of: slot)
  }

  /// ``DelegateProxy/landing(afterForwardDelegateOf:)``: the installed answer, else nobody.
  @inlinable @inline(__always)
  static func afterForwardDelegate(of slot: UnsafePointer<MethodSlot>) -> LandingTarget {
    guard let function = UnsafeRawPointer(bitPattern: slot.pointee.answerFunction.load(ordering: .acquiring))
    else { return .nowhere }
    return .answer(function)
  }
}
