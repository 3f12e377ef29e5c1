import DynamicProxySupport

// A call laid out from boxed arguments in a frame on the stack: what `send` and
// `DelegateTarget.call(boxed:)` run.

extension Invocation {
  /// Runs `body` with an invocation over a frame on the stack (``init(signature:selector:frame:)``)
  /// that holds `receiver` (for a *method* signature) and `arguments` from index `first` on, then
  /// drops its return value. An object argument is written unretained: `arguments` keeps it for
  /// the call; scalars and pointers are stored exactly, the rest as ``setArgument(_:at:)`` converts them.
  ///
  /// The invocation is made, filled, used and destroyed here, in one call from another module
  /// (from there, its initializer, each argument's conversion and its deinitializer would be
  /// calls of their own).
  ///
  /// - Throws: The ``InvocationError`` of the first argument that does not convert; `body` does
  ///   not run then.
  @inlinable @inline(__always)
  package static func withFrame(
    signature storage: SignatureStorage, selector: Selector?, receiver: UnsafeMutableRawPointer,
    arguments: UnsafeBufferPointer<Any>, from first: Int, _ body: (inout Invocation) -> Void
  ) throws(InvocationError) {
    var failure: InvocationError?
    // Scalars and pointers keep nothing alive.
    var unusedKeepAlive: [AnyObject] = []
    // The storage lent to the frame's closure unretained (the caller holds it for the call): a
    // capture would retain and release it, a write to what every delegate of the protocol shares.
    let lent = Unretained(storage)
    withUnsafeTemporaryAllocation(byteCount: storage.bufferSize, alignment: 16) { frame in
      lent.with { storage in
        var invocation = Invocation(signature: storage, selector: selector, frame: frame.baseAddress!)
        defer { invocation.dropReturnValue() }
        if first == 2 {
          invocation.argumentPointers[0]!.storeBytes(of: receiver, as: UnsafeMutableRawPointer.self)
        }
        for offset in arguments.indices {
          let index = first + offset
          // The common cases read in place (a copy of an `Any` is a call through its type's value
          // witnesses); an object unretained, kept by `arguments`.
          let argument = arguments.baseAddress! + offset
          // The kind alone (a copy of the slot would copy its type encoding: a retain and a release).
          let kind = storage.argumentSlots[index].kind
          if kind == .object, ValueCoding.storedType(at: argument) is AnyClass {
            invocation.argumentPointers[index]!.storeBytes(
              of: ValueCoding.objectPointer(at: argument), as: UnsafeMutableRawPointer.self)
            continue
          }
          if kind == .structure {
            // A struct of the type the slot accepted before, read in place (the fields alone).
            if ValueCoding.storeAcceptedStruct(
              at: argument, accepted: storage.argumentSlots[index].acceptedStructType,
              size: storage.argumentSlots[index].size, to: invocation.argumentPointers[index]!)
            {
              continue
            }
          } else if kind != .object,
            ValueCoding.storeExact(
              argument, kind, to: invocation.argumentPointers[index]!, isReturn: false,
              keepAlive: &unusedKeepAlive)
          {
            continue
          }
          do throws(InvocationError) {
            try invocation.setBoxedArgument(arguments[offset], at: index)
          } catch {
            failure = error
            return
          }
        }
        body(&invocation)
      }
    }
    if let failure { throw failure }
  }
}
