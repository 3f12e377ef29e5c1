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
    // A method described by a `DelegateMethod`: its structs as the Swift structs themselves.
    let swiftStructs = slots[observers.index].swiftStructs
    if let swiftStructs, boxedArguments != nil {
      swiftStructs.with { $0.rebox(&boxedArguments!, from: invocation, first: first) }
    }
    var lateBoxed: [Any]? = nil
    withUnsafeMutablePointer(to: &invocation) { invocation in
      withUnsafeMutablePointer(to: &lateBoxed) { lateBoxed in
        // The array moved into the frame, and back out after the deliveries: not copied.
        let frame = CallFrame(
          invocation: invocation, boxedArguments: boxedArguments.take(), lateBoxed: lateBoxed, first: first,
          swiftStructs: swiftStructs)
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
    guard let call = ProxyCore.forwardCall(self, slot) else { return false }
    let passesReceiver = slot.pointee.method.firstArgumentIndex == 2
    switch consume call {
    case .resolved(let forward, let function, let trampoline):
      if passesReceiver {
        invocation.argumentPointers[0]!.storeBytes(
          of: Unretained(forward).opaquePointer, as: UnsafeMutableRawPointer.self)
      }
      if let trampoline, Forwarding.fastPathsEnabled {
        trampoline.with { invocation.invokeTrampoline($0) }
      } else {
        invocation.forwardCall(to: function)
      }
      withExtendedLifetime(forward) {}
    case .target(let target):
      if passesReceiver {
        invocation.argumentPointers[0]!.storeBytes(
          of: target.receiverPointer, as: UnsafeMutableRawPointer.self)
      }
      invocation.forwardCall(to: target.function)
      withExtendedLifetime(target) {}
    }
    return true
  }
}
