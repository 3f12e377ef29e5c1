import DynamicProxyRuntime

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
  /// (`DelegateProxy.forwardToDelegate(_:_:)`) and a typed call (``forwardingTarget(_:at:)``).
  @inline(__always)
  static func forwardCall(_ proxy: DelegateObject, _ slot: UnsafePointer<MethodSlot>) -> ForwardCall? {
    guard let (forward, boxBits) = forwardObjectAndBox(proxy) else { return nil }
    // The resolution is used only if it was made for this forward delegate (this box); the strong
    // reference keeps the delegate, and so its implementations, alive for the call.
    if let resolution = slot.pointee.forwardResolution(for: boxBits) {
      guard let function = resolution.function else { return nil }
      if resolution.signatureMismatch {
        preconditionSignaturesMatch(forwardTarget(of: forward, for: slot.pointee.method, in: proxy), slot)
      }
      return .resolved(forward, function, resolution.trampoline.map { Unretained($0.takeUnretainedValue()) })
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
