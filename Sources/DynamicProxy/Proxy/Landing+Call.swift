import DynamicProxySupport
import Synchronization

// Where a call that has reached a proxy lands: the order "own implementation, forward delegate,
// answer, default" (RxCocoa's `forwardInvocation:`), written once. Every entry path — the libffi
// trampoline and `withTarget` (through `forwardInvocation(_:)`), `send` (through the observing
// call), a typed call (`forwardingTarget(at:)`), a generated Swift-protocol method (`land`, and
// `landAsync` for an `async` one) — asks ``DelegateProxyCore/landed(_:_:forward:)`` and makes the
// call where the answer says. The landing it acts on is the one value each slot update publishes
// (`SlotRoute`, below); the shortcuts read that value too, and none decides the order again.

/// Where a call that has reached the proxy lands, as ``DelegateProxyCore/landed(_:_:forward:)``
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

/// One of a proxy's own functions for a method, where ``DelegateProxyCore/landed(_:_:forward:)``
/// landed a call on the proxy (``Landed/proxy(_:)``): its own implementation of the method or an
/// installed answer, with the method's slot in the proxy's table. What a generated proxy's route
/// calls the proxy's function with (`callOnProxy`), without proving anything at the call: the
/// proof is made once, where it is made. `@safe`: holding it is safe; the function is an
/// implementation of the slot's method, which the proxy keeps for its life.
@safe @usableFromInline
struct ProxyFunction {
  @safe @usableFromInline let function: UnsafeRawPointer
  @safe @usableFromInline let slot: UnsafePointer<MethodSlot>

  /// `@unsafe`: the caller proves that `function` is the proxy's own implementation or answer of
  /// the method of `slot`, a slot of the proxy's table (what `landed` answered for that slot).
  @unsafe @inlinable @inline(__always)
  init(_ function: UnsafeRawPointer, in slot: UnsafePointer<MethodSlot>) {
    // Addresses, kept.
    unsafe self.function = function
    unsafe self.slot = slot
  }
}

/// The one value a proxy's slot update publishes for a method, in the slot's `state` byte
/// (``MethodSlot/state``), beside the function a C caller calls: the slot's state (``SlotState``),
/// where a call that reaches the proxy lands (``Landing``), and whether a generated
/// Swift-protocol proxy's call of it must take the route (it is observed, or the proxy implements
/// it itself). `updateSlot` derives all three once, from the same inputs, and stores them in one
/// release; every path and shortcut reads them from the one load.
@usableFromInline
struct SlotRoute {
  /// The byte as the slot holds it (0 in a plain delegate's slots: empty, nowhere, unrouted).
  @usableFromInline let rawValue: UInt8

  // Computed, so that they fold into the caller: a `static let` is a lazily made global, which
  // each access from another module would check with `swift_once`.
  @inlinable static var stateMask: UInt8 { 0b111 }
  @inlinable static var landingShift: UInt8 { 3 }
  @inlinable static var routedBit: UInt8 { 1 << 5 }

  /// The route a slot holds as `rawValue`.
  @inlinable @inline(__always)
  init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The route of a slot in `state`, whose calls land at `landing` and take a generated proxy's
  /// route or not.
  init(state: SlotState, landing: Landing, routed: Bool) {
    rawValue = state.rawValue | landing.rawValue << Self.landingShift | (routed ? Self.routedBit : 0)
  }

  /// The slot's state, as its raw value (compared without building the enum).
  @inlinable @inline(__always)
  var state: UInt8 { rawValue & Self.stateMask }

  /// Where a call lands, as ``Landing``'s raw value.
  @inlinable @inline(__always)
  var landing: UInt8 { rawValue >> Self.landingShift & 0b11 }

  /// Whether a generated Swift-protocol proxy's call of the method goes through its route (the
  /// method is observed, or the proxy implements it) rather than straight where it lands.
  @inlinable @inline(__always)
  var isRouted: Bool { rawValue & Self.routedBit != 0 }
}

extension MethodSlot {
  /// The route the slot's proxy last published (``SlotRoute``), with the acquiring load that
  /// orders it before whatever the route names.
  @inlinable @inline(__always)
  var route: SlotRoute { SlotRoute(rawValue: state.load(ordering: .acquiring)) }
}

extension DelegateProxyCore {
  /// Where a call of the method whose published route is `route` and whose state is `state` lands:
  /// the one function that acts on the landing the method's last slot update published (``Landing``,
  /// in `route`).
  ///
  /// The landing names the proxy's own implementation, the forward delegate, an answer or nobody.
  /// For the forward delegate, `forward` loads it as the path holds it (a C-ABI proxy's resolved
  /// function or target, a Swift-protocol proxy's delegate); when it has none (a weakly held one
  /// gone, one that does not implement the method), the call lands past it: on the answer, else
  /// nowhere. An own implementation removed since the update is passed over the same way.
  ///
  /// - Parameters:
  ///   - route: The route the method's slot holds, loaded once by the caller.
  ///   - state: The method's state in this proxy's ``methodStates``.
  ///   - forward: Loads the forward delegate for the call, or nil.
  /// - Returns: Where the call lands.
  @inlinable @inline(__always)
  final func landed<Forward>(
    _ route: SlotRoute, _ state: borrowing ProxyMethodState, forward: () -> Forward?
  ) -> Landed<Forward> {
    let landing = route.landing
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
