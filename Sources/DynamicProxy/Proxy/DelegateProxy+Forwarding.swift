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

  /// Forwards a call of a slot's method: to the proxy's own implementation, the forward delegate's
  /// (as resolved when the slot was last updated), or an answer.
  @inline(__always)
  final func forward(_ slot: UnsafePointer<MethodSlot>, _ invocation: inout Invocation) {
    if let own = UnsafeRawPointer(bitPattern: slot.pointee.implementationFunction.load(ordering: .acquiring))
    {
      invocation.forwardCall(to: own)
      return
    }
    if let (forward, boxBits) = forwardObjectAndBox() {
      // The resolution is used only if it was made for this forward delegate (this box); the
      // strong reference keeps the delegate, and so its implementations, alive for the call.
      if let resolution = slot.pointee.forwardResolution(for: boxBits) {
        if let function = resolution.function {
          if resolution.signatureMismatch {
            Self.preconditionSignaturesMatch(forwardTarget(of: forward, for: slot.pointee.method), slot)
          }
          if slot.pointee.method.firstArgumentIndex == 2 {
            invocation.argumentPointers[0]!.storeBytes(
              of: Unmanaged.passUnretained(forward).toOpaque(), as: UnsafeMutableRawPointer.self)
          }
          if let trampoline = resolution.trampoline, Forwarding.fastPathsEnabled {
            trampoline._withUnsafeGuaranteedRef { invocation.invokeTrampoline($0) }
          } else {
            invocation.forwardCall(to: function)
          }
          withExtendedLifetime(forward) {}
          return
        }
      } else if let target = forwardTarget(of: forward, for: slot.pointee.method) {
        // Not resolved for this forward delegate yet (it was set a moment ago): resolve now.
        Self.preconditionSignaturesMatch(target, slot)
        if slot.pointee.method.firstArgumentIndex == 2 {
          invocation.argumentPointers[0]!.storeBytes(
            of: target.receiverPointer, as: UnsafeMutableRawPointer.self)
        }
        invocation.forwardCall(to: target.function)
        withExtendedLifetime(target) {}
        return
      }
    }
    if let answer = UnsafeRawPointer(bitPattern: slot.pointee.answerFunction.load(ordering: .acquiring)) {
      invocation.forwardCall(to: answer)
    }
  }
}
