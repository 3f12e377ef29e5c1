import Synchronization

// A captured call's way through a proxy: observed (capture, emit, forward, emit) and forwarded (to
// the proxy's own implementation, the forward delegate's, or an answer).

extension DelegateProxy {
  /// One observed call: capture, emit, forward, emit. Subscribers receive the call itself; `[Any]`
  /// subscribers share one boxing of the arguments, typed ones read them from the call.
  @inline(__always)
  final func handle(_ observers: MethodObservers, _ invocation: inout Invocation) {
    let first = delegateProtocol.convention == .method ? 2 : 0
    // Boxed once, before the forward, when `[Any]` subscribers are counted (RxCocoa's order), into
    // the method's spare array when no other call holds it; a subscriber counted too late for this
    // call boxes them itself, once, through `lateBoxed`.
    var boxedArguments: [Any]? = nil
    var holdsSpare = false
    if observers.boxingSubscribers.load(ordering: .relaxed) > 0 {
      if var spare = observers.takeSpareArguments() {
        if invocation.hasLargeStructArguments {
          invocation.appendDeclaredArguments(
            from: first, to: &spare, structBytes: &observers.spareStructBytes)
        } else {
          invocation.appendDeclaredArguments(from: first, to: &spare)
        }
        boxedArguments = consume spare
        holdsSpare = true
      } else {
        boxedArguments = invocation.declaredArguments(from: first)
      }
    }
    var lateBoxed: [Any]? = nil
    withUnsafeMutablePointer(to: &invocation) { invocation in
      withUnsafeMutablePointer(to: &lateBoxed) { lateBoxed in
        // The array moved into the frame, and back out after the deliveries: not copied.
        let frame = CallFrame(
          invocation: invocation, boxedArguments: boxedArguments.take(), lateBoxed: lateBoxed, first: first)
        observers.withDelivery {
          observers.send(frame, to: .sent)
          forwardInvocation(&invocation.pointee)
          observers.send(frame, to: .invoked)
          observers.send(frame, to: .returned)
        }
        boxedArguments = (consume frame).boxedArguments
      }
    }
    if holdsSpare, let boxedArguments = boxedArguments.take() {
      observers.returnSpareArguments(boxedArguments)
    }
    // Released only when a late subscriber boxed it: destroyed unconditionally, nil is a release
    // call too.
    if let late = lateBoxed.take() { _ = consume late }
  }

  /// ``forward(_:_:)`` with the slot at `index`, unretained.
  @inline(__always)
  final func forward(slotAt index: Int, _ invocation: inout Invocation) {
    forward(slots.pointer(at: index), &invocation)
  }

  /// Forwards a call of a slot's method where ``landing(_:)`` says: the proxy's own
  /// implementation, the forward delegate's (as resolved when the slot was last updated), or an
  /// answer; with nobody to land on, the return value stays zero.
  @inline(__always)
  final func forward(_ slot: UnsafePointer<MethodSlot>, _ invocation: inout Invocation) {
    var target = landing(slot)
    if case .forwardDelegate = target {
      if forwardToDelegate(slot, &invocation) { return }
      target = landing(afterForwardDelegateOf: slot)
    }
    switch target {
    case .own(let function), .answer(let function): invocation.forwardCall(to: function)
    case .forwardDelegate, .nowhere: break
    }
  }

  /// Forwards a call of a slot's method to the forward delegate (``forwardCall(_:)``); false when
  /// there is no forward delegate or it does not implement the method.
  @inline(__always)
  final func forwardToDelegate(_ slot: UnsafePointer<MethodSlot>, _ invocation: inout Invocation) -> Bool {
    guard let call = forwardCall(slot) else { return false }
    if slot.pointee.method.firstArgumentIndex == 2 {
      invocation.argumentPointers[0]!.storeBytes(of: call.receiver, as: UnsafeMutableRawPointer.self)
    }
    if let trampoline = call.trampoline, Forwarding.fastPathsEnabled {
      trampoline._withUnsafeGuaranteedRef { invocation.invokeTrampoline($0) }
    } else {
      invocation.forwardCall(to: call.function)
    }
    withExtendedLifetime(call) {}
    return true
  }

  /// The forward delegate's implementation of the method of `slot`, for one call: as resolved for
  /// this forward delegate (its box) at the last slot update, or resolved now (it was set a moment
  /// ago, or its receiver is another object); nil when there is no forward delegate or it does not
  /// implement the method. A forward delegate whose signature differs stops here. The one place
  /// where a call finds its forward delegate's function: a call from C (``forwardToDelegate(_:_:)``)
  /// and a typed call (``forwardDelegateTarget(_:_:)``) both ask it.
  @inline(__always)
  final func forwardCall(_ slot: UnsafePointer<MethodSlot>) -> ForwardCall? {
    guard let (forward, boxBits) = forwardObjectAndBox() else { return nil }
    // The resolution is used only if it was made for this forward delegate (this box); the strong
    // reference keeps the delegate, and so its implementations, alive for the call.
    if let resolution = slot.pointee.forwardResolution(for: boxBits) {
      guard let function = resolution.function else { return nil }
      if resolution.signatureMismatch {
        Self.preconditionSignaturesMatch(forwardTarget(of: forward, for: slot.pointee.method), slot)
      }
      return ForwardCall(
        delegate: forward, function: function, trampoline: resolution.trampoline, target: nil)
    }
    guard let target = forwardTarget(of: forward, for: slot.pointee.method) else { return nil }
    Self.preconditionSignaturesMatch(target, slot)
    return ForwardCall(delegate: forward, function: target.function, trampoline: nil, target: target)
  }
}

/// The forward delegate's implementation of a method, for one call (see
/// `DelegateProxy.forwardCall(_:)`): the forward delegate, strong, which keeps the function and
/// trampoline alive; the target when it was resolved for the call (its receiver may be another
/// object than the forward delegate).
struct ForwardCall {
  let delegate: DelegateObject
  let function: UnsafeRawPointer
  /// The trampoline behind `function`, when it is one of this library's, unretained.
  let trampoline: Unmanaged<Trampoline>?
  let target: DelegateTarget?

  /// The receiver a *method* protocol's call passes.
  var receiver: UnsafeMutableRawPointer {
    target?.receiverPointer ?? Unmanaged.passUnretained(delegate).toOpaque()
  }
}
