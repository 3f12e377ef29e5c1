internal import CShims
import DynamicProxyRuntime
import DynamicProxySupport
import Synchronization

// A call from C through a proxy's trampoline, once the runtime has wrapped it in an invocation
// (`trampolineHandler`, Implementation.swift): the observing body (capture, emit, forward, emit),
// the deliveries, and the forward to where the slot's landing says (the proxy's own
// implementation, the forward delegate's, or an answer). See <doc:LifeOfACall>.

extension DelegateProxy {
  /// The body of the observing trampoline of the method at `index`: one observed call, captured,
  /// emitted, forwarded, emitted. Subscribers receive the call itself; `[Any]` subscribers share one
  /// boxing of the arguments, typed ones read them from the call.
  ///
  /// It reaches the proxy unretained: the trampoline lives as long as the proxy, whose caller holds
  /// it, and a call must not pay a retain and release of the proxy (a weakly referenced object: its
  /// reference counts live in a side table).
  final func observingTrampolineBody(
    _ observers: MethodObservers, at index: Int
  ) -> @Sendable (inout Invocation) -> Void {
    let proxy = Unretained(self)
    return { invocation in
      invocation.methodIndex = index
      proxy.with { proxy in
        let first = proxy.delegateProtocol.convention == .method ? 2 : 0
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
        let swiftStructs = proxy.slots[observers.index].swiftStructs
        if let swiftStructs, boxedArguments != nil {
          swiftStructs.with { $0.rebox(&boxedArguments!, from: invocation, first: first) }
        }
        var lateBoxed: [Any]? = nil
        withUnsafeMutablePointer(to: &invocation) { invocation in
          withUnsafeMutablePointer(to: &lateBoxed) { lateBoxed in
            // The array moved into the frame, and back out after the deliveries: not copied.
            let frame = CallFrame(
              invocation: invocation, boxedArguments: boxedArguments.take(), lateBoxed: lateBoxed,
              first: first,
              swiftStructs: swiftStructs)
            observers.withDelivery {
              observers.send(frame, to: .sent)
              proxy.forwardInvocation(&invocation.pointee)
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
    }
  }
}

extension MethodObservers {
  /// Runs `body`, a call's deliveries, in one read section: the snapshots that
  /// ``forEachSink(of:_:)`` loads inside stay alive until `body` returns (the rule of
  /// ``PublishedObject``), so a sink may subscribe or dispose, itself or another, meanwhile.
  @inlinable @inline(__always)
  func withDelivery<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
    beginDelivery()
    defer { endDelivery() }
    return try body()
  }

  /// Hands `frame` to each current sink of `stream`, in subscription order. Called only inside
  /// ``withDelivery(_:)``.
  @inline(__always)
  func send(_ frame: CallFrame, to stream: CallStream) {
    forEachSink(of: stream) { $0.deliver(frame) }
  }
}

extension CallSink {
  /// Hands `frame` to the handler unless the sink has stopped or been disposed: an `[Any]`
  /// subscriber's handler gets the boxed arguments directly.
  @usableFromInline @inline(__always)
  func deliver(_ frame: CallFrame) {
    guard isActive else { return }
    if observer.lendsArguments {
      frame.withArguments(observer.arguments)
    } else {
      observer.call(frame)
    }
  }
}

extension Invocation {
  /// ``Invocation/invokeFunction(_:via:)`` for a proxy's forward, its hot path: called from here,
  /// where the C shim is visible, rather than through one more call into the runtime module (about
  /// 20 instructions per forwarded call, counted with
  /// `Benchmarks/Scripts/callgrind.sh "void 1+1" libffi`).
  @inline(__always)
  mutating func forwardCall(to function: UnsafeRawPointer) {
    dropReturnValue()
    CShims_CallVia(
      storage.cSignature, function, returnBuffer, argumentPointers, Invocation.CallPath.automatic.rawValue)
    returnValueSet = true
  }
}
