extension DelegateObject {
  /// Implements a typed method with a Swift closure of its types.
  ///
  /// The closure receives the declared arguments (no receiver, no selector) and returns the
  /// method's result; it runs behind a trampoline, on the calling thread, and reads each call's
  /// arguments straight from the C call: scalars, pointers, objects and structs are not boxed.
  ///
  /// - Parameters:
  ///   - method: A method of this delegate's protocol.
  ///   - body: The implementation.
  /// - Throws: ``DelegateError/unknownSelector(_:protocol:)`` when the protocol has no method of
  ///   that selector, ``DelegateError/typeMismatch(_:position:expected:actual:)`` or
  ///   ``DelegateError/argumentCountMismatch(_:expected:actual:)`` when the protocol (described
  ///   with encodings) declares it with another signature.
  public final func implement<each Argument, Result>(
    _ method: DelegateMethod<repeat each Argument, Result>,
    _ body: @escaping @Sendable (repeat each Argument) -> Result
  ) throws(DelegateError) {
    let binding = try method.checkedBinding(for: delegateProtocol)
    let implementation = try Self.makeImplementation(
      for: binding.method!, codings: (binding.argumentCodings, binding.returnCoding), body)
    try implement(method.selector, with: implementation)
  }

  /// Calls a typed method on this delegate — what a parent does where Objective-C writes
  /// `[delegate scrollViewDidScroll:self]` — and returns its result, or nil when nobody implements
  /// it (the parent then keeps its default, as after a negative `respondsToSelector:`).
  ///
  /// Nothing is boxed: the arguments are laid out as C arguments on the stack and the call goes to
  /// the resolved target — the body of a Swift closure or a proxy's trampoline directly, a C
  /// function through its C signature.
  ///
  /// ```swift
  /// delegate?.call(ScrollViewDelegate.didScroll, self)
  /// let allowed = delegate?.call(ScrollViewDelegate.shouldScrollToTop, self) ?? true
  /// ```
  ///
  /// A method that does not match this delegate's protocol (a protocol described with encodings
  /// that declares it otherwise, or not at all) is a programmer error that stops here with the
  /// mismatch; ``DelegateProtocol/check(_:)`` finds it earlier as a thrown error.
  ///
  /// - Parameters:
  ///   - method: A method of this delegate's protocol.
  ///   - argument: The declared arguments.
  /// - Returns: The result, or nil when the method is not implemented.
  @discardableResult
  public final func call<each Argument, Result>(
    _ method: DelegateMethod<repeat each Argument, Result>, _ argument: repeat each Argument
  ) -> Result? {
    let binding = method.requiredBinding(for: delegateProtocol)
    guard let target = target(at: binding.index) else { return nil }
    return binding.call(target, repeat each argument, returning: Result.self)
  }
}

extension MethodBinding {
  /// Calls a resolved target with typed arguments laid out as C arguments in stack memory, and
  /// reads the result.
  func call<each Argument, Result>(
    _ target: DelegateTarget, _ argument: repeat each Argument, returning _: Result.Type
  ) -> Result {
    let method = method!
    let storage = method.signature.storage
    return withCallFrame(storage) { base, pointers in
      let first = method.firstArgumentIndex
      if first == 2 {
        pointers[0]!.storeBytes(of: target.receiverPointer, as: UnsafeMutableRawPointer.self)
        pointers[1]!.storeBytes(of: method.selector.opaquePointer, as: UnsafeMutableRawPointer.self)
      }
      var keepAlive: [AnyObject] = []
      var index = first
      for value in repeat each argument {
        do {
          try argumentCodings[index - first].store(
            value, storage.argumentSlots[index], to: pointers[index]!, position: .argument(index),
            isReturn: false, keepAlive: &keepAlive)
        } catch {
          preconditionFailure("\(method.selector): \(error)")
        }
        index += 1
      }
      var invocation = Invocation(
        borrowing: method.signature, selector: method.selector, arguments: pointers, returnValue: base)
      if Forwarding.fastPathsEnabled, let trampoline = target.slot.trampoline(calling: target.function) {
        invocation.invokeTrampoline(trampoline)
      } else {
        invocation.invokeFunction(target.function)
      }
      withExtendedLifetime(target) {}
      withExtendedLifetime(keepAlive) {}
      return invocation.typedReturnValue(Result.self, returnCoding, takesObject: true)
    }
  }

  /// Runs `body` with zeroed storage for one call of `storage`'s signature, laid out as an owned
  /// invocation's buffer (return value, argument pointers, arguments): on the stack when it is
  /// small, as nearly every signature is.
  private func withCallFrame<Result>(
    _ storage: SignatureStorage,
    _ body: (UnsafeMutableRawPointer, UnsafeMutablePointer<UnsafeMutableRawPointer?>) -> Result
  ) -> Result {
    let size = storage.bufferSize
    let count = storage.argumentSlots.count
    func run(_ base: UnsafeMutableRawPointer) -> Result {
      base.initializeMemory(as: UInt8.self, repeating: 0, count: size)
      let pointers = (base + storage.returnBufferSize).bindMemory(to: UnsafeMutableRawPointer?.self, capacity: count)
      storage.argumentOffsets.withUnsafeBufferPointer { offsets in
        for index in 0..<count { pointers[index] = base + offsets[index] }
      }
      return body(base, pointers)
    }
    guard size <= MemoryLayout<CallFrameStorage>.size else {
      let base = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
      defer { base.deallocate() }
      return run(base)
    }
    var frame = CallFrameStorage()
    return withUnsafeMutableBytes(of: &frame) { run($0.baseAddress!) }
  }
}

/// Stack storage for a typed call's frame: 512 bytes, 16-byte aligned.
private struct CallFrameStorage {
  var words: (SIMD16<UInt64>, SIMD16<UInt64>, SIMD16<UInt64>, SIMD16<UInt64>) = (.zero, .zero, .zero, .zero)
}
