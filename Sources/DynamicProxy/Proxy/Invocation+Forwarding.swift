internal import CShims

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
