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
    let landing = state.landing.load(ordering: .acquiring)
    if landing == Landing.nowhere.rawValue { return .nowhere }
    // The functions below are addresses, moved into the answer: nothing called here.
    if landing == Landing.own.rawValue,
      let function = unsafe UnsafeRawPointer(
        bitPattern: state.implementationFunction.load(ordering: .acquiring))
    {
      return unsafe .proxy(function)
    }
    // The forward delegate, for `forward` and for `own` when the implementation was removed since
    // the slot updated (the next in the order); past it, or for `answer`, the installed answer.
    if landing != Landing.answer.rawValue, let delegate = forward() { return .forwardDelegate(delegate) }
    guard let answer = unsafe UnsafeRawPointer(bitPattern: state.answerFunction.load(ordering: .acquiring))
    else {
      return .nowhere
    }
    return unsafe .proxy(answer)
  }
}
