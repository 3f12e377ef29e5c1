import DynamicProxyRuntime
import DynamicProxySupport
import Synchronization

/// What both kinds of proxy share, written once: where a call lands and how it finds its forward
/// delegate's function. A C-ABI proxy (slots and libffi trampolines) and a generated Swift-protocol
/// proxy (its methods are the trampolines) both keep their calls' state in the slots of their
/// ``DelegateObject`` base: the ``Landing`` decided at each slot update, the answer, the observers
/// (``MethodSlot``), and the forward delegate's box. These functions read that state; they take the
/// proxy as its delegate object, so that the observers (which know only that) and the typed calls
/// reach them without a dynamic dispatch or a hook on ``DelegateObject``.
@usableFromInline
enum ProxyCore {
  /// The forward delegate (a strong reference, for the call) and its box's bit pattern, which
  /// says which forward delegate a slot's cached resolution was made for.
  @inline(__always)
  static func forwardObjectAndBox(_ proxy: DelegateObject) -> (delegate: DelegateObject, box: UInt)? {
    let bits = proxy.forwardPointer.load(ordering: .acquiring)
    guard let delegate = KeptObjectPointer.withObject(bits: bits, as: ForwardBox.self, { $0.delegate }) ?? nil
    else { return nil }
    return (delegate, bits)
  }

  /// The forward delegate's target for one of `proxy`'s methods: by slot when it implements the
  /// same protocol, by selector otherwise.
  @inline(__always)
  static func forwardTarget(
    of forward: DelegateObject, for method: DelegateProtocol.Method, in proxy: DelegateObject
  ) -> DelegateTarget? {
    forward.delegateProtocol === proxy.delegateProtocol
      ? forward.target(for: method) : forward.target(for: method.selector)
  }

  /// The forward delegate's implementation of the method of `slot`, for one call: as resolved for
  /// this forward delegate (its box) at the last slot update, or resolved now (it was set a moment
  /// ago, or its receiver is another object); nil when there is no forward delegate or it does not
  /// implement the method. A forward delegate whose signature differs stops here. The one place
  /// where a call finds its forward delegate's function: a call from C
  /// (`DelegateProxy.forwardInvocation(_:)`) and a typed call (``forwardingTarget(_:at:)``).
  @inline(__always)
  static func forwardCall(_ proxy: DelegateObject, _ slot: UnsafePointer<MethodSlot>) -> ForwardCall? {
    guard let (forward, boxBits) = forwardObjectAndBox(proxy) else { return nil }
    // The resolution is used only if it was made for this forward delegate (this box); the strong
    // reference keeps the delegate, and so its implementations, alive for the call.
    // Read under the slot's sequence lock; nil when it was made for another forward delegate, or
    // is being rewritten: then resolved here. The trampoline is unretained: the forward delegate,
    // held, keeps it.
    if let (function, trampoline, mismatch) = slot.pointee.readResolution(
      for: boxBits,
      {
        (
          slot.pointee.forwardFunction.load(ordering: .relaxed),
          slot.pointee.forwardTrampoline.load(ordering: .relaxed),
          slot.pointee.forwardMismatch.load(ordering: .relaxed)
        )
      })
    {
      guard let function = UnsafeRawPointer(bitPattern: function) else { return nil }
      if mismatch {
        preconditionSignaturesMatch(forwardTarget(of: forward, for: slot.pointee.method, in: proxy), slot)
      }
      return .resolved(forward, function, Unretained<Trampoline>(bits: trampoline))
    }
    guard let target = forwardTarget(of: forward, for: slot.pointee.method, in: proxy) else { return nil }
    preconditionSignaturesMatch(target, slot)
    return .target(target)
  }

  /// The target a typed call of an observed method is forwarded to, where the slot's landing says
  /// (as `DelegateProxy.forward(_:_:)` forwards a call from C): the proxy's own implementation,
  /// else the forward delegate's, else an answer; nil when nobody implements the method.
  @usableFromInline
  static func forwardingTarget(_ proxy: Unretained<DelegateObject>, at index: Int) -> DelegateTarget? {
    proxy.with { proxy in
      let slot = proxy.slots.pointer(at: index)
      var target = LandingTarget.of(slot)
      if case .forwardDelegate = target {
        if let call = forwardCall(proxy, slot) {
          switch consume call {
          case .resolved(let forward, let function, _):
            // The function resolved for this forward delegate, with its own slot (what the forward
            // delegate's own target would be), without asking it again.
            return forward.delegateProtocol === proxy.delegateProtocol
              ? DelegateTarget(receiver: forward, function: function, slot: forward.slots.pointer(at: index))
              : forwardTarget(of: forward, for: slot.pointee.method, in: proxy)
          case .target(let target):
            return target
          }
        }
        target = LandingTarget.afterForwardDelegate(of: slot)
      }
      switch target {
      case .own(let function), .answer(let function):
        return DelegateTarget(receiver: proxy, function: function, slot: slot, borrowed: true)
      case .forwardDelegate, .nowhere:
        return nil
      }
    }
  }

  /// Whether two slots' methods have different signatures (compared in place: no method copied).
  static func signaturesDiffer(
    _ forward: UnsafePointer<MethodSlot>, _ own: UnsafePointer<MethodSlot>
  ) -> Bool {
    forward.pointee.method.signature != own.pointee.method.signature
  }

  /// Stops a call forwarded to a target whose method's signature differs from the slot's method's:
  /// a programmer error (the forward delegate implements the selector with another signature),
  /// which RxCocoa would not catch before the call corrupted its arguments.
  @inline(__always)
  static func preconditionSignaturesMatch(
    _ target: DelegateTarget?, _ slot: UnsafePointer<MethodSlot>
  ) {
    guard let target, let mismatch = signatureMismatch(of: target.method, with: slot.pointee.method) else {
      return
    }
    preconditionFailure(mismatch)
  }

  /// The message for a forward delegate whose method's signature differs, or nil.
  static func signatureMismatch(
    of forward: DelegateProtocol.Method, with method: DelegateProtocol.Method
  ) -> String? {
    if forward.signature == method.signature { return nil }
    return "\(method.selector): the forward delegate's signature \(forward.signature) differs from "
      + "\(method.signature)"
  }

}

/// The forward delegate's implementation of a method, for one call (see
/// ``ProxyCore/forwardCall(_:_:)``). Consumed by its caller: the forward delegate moves into the
/// call's target, without one more retain and release (a weakly referenced object: its counts live
/// in a side table).
enum ForwardCall {
  /// As resolved at the last slot update: the forward delegate, strong (it keeps the function and
  /// the trampoline alive), its function, and the trampoline behind it when it is one of this
  /// library's, unretained.
  case resolved(DelegateObject, UnsafeRawPointer, Unretained<Trampoline>?)
  /// Resolved for the call: the forward delegate's target (its receiver may be another object).
  case target(DelegateTarget)
}

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

extension MethodSlot {
  /// The sequence lock's read side: `read` (relaxed loads of the resolution's fields) between two
  /// reads of `forwardSequence`; nil when a writer was in progress or came between them, or when the
  /// resolution was made for another box.
  @inlinable @inline(__always)
  func readResolution<Value>(for box: UInt, _ read: () -> Value) -> Value? {
    let sequence = forwardSequence.load(ordering: .acquiring)
    let resolvedBox = forwardBox.load(ordering: .relaxed)
    let value = read()
    atomicMemoryFence(ordering: .acquiring)
    guard sequence & 1 == 0, forwardSequence.load(ordering: .relaxed) == sequence, resolvedBox == box else {
      return nil
    }
    return value
  }
}
