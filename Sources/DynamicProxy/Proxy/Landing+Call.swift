import DynamicProxySupport
import Synchronization

// Where a call that has reached a proxy lands: the order "own implementation, forward delegate,
// answer, default" (RxCocoa's `forwardInvocation:`), written once. Every entry path — the libffi
// trampoline and `withTarget` (through `forwardInvocation(_:)`), `send` (through the observing
// call), a typed call (`forwardingTarget(at:)`), a generated Swift-protocol method (`land`, and
// `landAsync` for an `async` one) — asks ``DelegateProxyCore/landed(_:forward:)`` and makes the
// call where the answer says; none reads the landing itself.

/// Where a call that has reached the proxy lands, as ``DelegateProxyCore/landed(_:forward:)``
/// decides it: the forward delegate, as its path loaded it; or one of the proxy's functions (its
/// own implementation or an installed answer); or nobody. `@safe`: the function is an address
/// the proxy keeps for its life; calling it is its user's to prove.
@safe @usableFromInline
enum Landed<Forward> {
  /// The forward delegate, as the path's loader gave it (retained for the call).
  case forwardDelegate(Forward)
  /// The proxy's own implementation or installed answer of the method: its function.
  case proxy(UnsafeRawPointer)
  /// Nobody: the protocol's default, or nothing.
  case nowhere
}

extension DelegateProxyCore {
  /// Where a call of the method whose state is `state` lands: the one function that acts on the
  /// landing the method's last slot update published (``Landing``, in `state`).
  ///
  /// The landing names the proxy's own implementation, the forward delegate, an answer or nobody.
  /// For the forward delegate, `forward` loads it as the path holds it (a C-ABI proxy's resolved
  /// function or target, a Swift-protocol proxy's delegate); when it has none (a weakly held one
  /// gone, one that does not implement the method), the call lands past it: on the answer, else
  /// nowhere. An own implementation removed since the update is passed over the same way.
  ///
  /// - Parameters:
  ///   - state: The method's state in this proxy's ``methodStates``.
  ///   - forward: Loads the forward delegate for the call, or nil.
  /// - Returns: Where the call lands.
  @inlinable @inline(__always)
  final func landed<Forward>(
    _ state: borrowing ProxyMethodState, forward: () -> Forward?
  ) -> Landed<Forward> {
    let target = LandingTarget.of(state)
    if case .forwardDelegate = target {
      if let delegate = forward() { return .forwardDelegate(delegate) }
      return LandingTarget.afterForwardDelegate(of: state).landed()
    }
    return target.landed()
  }
}

/// The landing of a method, as its state publishes it, for
/// ``DelegateProxyCore/landed(_:forward:)``. `@safe`: its functions are addresses (the proxy's,
/// kept for its life); calling one is its user's to prove.
@safe @usableFromInline
enum LandingTarget {
  /// The proxy's own implementation: its function.
  case own(UnsafeRawPointer)
  /// The forward delegate, which the caller loads; if it is not there (a weakly held one gone, or
  /// one that does not implement the method), the call lands where
  /// ``LandingTarget/afterForwardDelegate(of:)`` says.
  case forwardDelegate
  /// An installed answer: its function.
  case answer(UnsafeRawPointer)
  /// Nobody: the protocol's default, or nothing.
  case nowhere
}

extension LandingTarget {
  /// The landing of `state`, read once.
  @inlinable @inline(__always)
  static func of(_ state: borrowing ProxyMethodState) -> LandingTarget {
    let landing = state.landing.load(ordering: .acquiring)
    if landing == Landing.forward.rawValue { return .forwardDelegate }
    if landing == Landing.nowhere.rawValue { return .nowhere }
    if landing == Landing.own.rawValue {
      // An address, as a function: nothing called here. An implementation removed since the slot
      // updated: the next in the order.
      return unsafe UnsafeRawPointer(bitPattern: state.implementationFunction.load(ordering: .acquiring))
        .map(LandingTarget.own) ?? .forwardDelegate
    }
    return afterForwardDelegate(of: state)
  }

  /// Where a call lands past the forward delegate: the installed answer, else nobody.
  @inlinable @inline(__always)
  static func afterForwardDelegate(of state: borrowing ProxyMethodState) -> LandingTarget {
    // An address, as a function: nothing called here.
    unsafe UnsafeRawPointer(bitPattern: state.answerFunction.load(ordering: .acquiring)).map(
      LandingTarget.answer)
      ?? .nowhere
  }

  /// The target past the forward delegate, as a ``Landed``: the proxy's function, or nobody.
  @inlinable @inline(__always)
  func landed<Forward>() -> Landed<Forward> {
    switch self {
    // The address, moved: nothing called.
    case .own(let function), .answer(let function): unsafe .proxy(function)
    case .forwardDelegate, .nowhere: .nowhere
    }
  }
}
