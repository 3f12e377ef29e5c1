import DynamicProxyRuntime

// The typed paths, inlinable so that they are specialized where the Swift types are known: a typed
// call, a typed closure's trampoline body and a typed subscriber's delivery then copy bits and
// references directly, with no generic value witnesses and no metadata look-ups per call.

extension TypedCodings {
  /// The body of a typed closure's trampoline: reads the arguments (borrowed where the call left
  /// them when every coding allows it), runs `body`, writes its result.
  @inlinable
  func handler<each Argument, Result>(
    _ body: @escaping @Sendable (repeat each Argument) -> Result
  ) -> @Sendable (inout Invocation) -> Void {
    let codings = self
    return { invocation in
      var index = codings.first
      let result: Result
      if codings.argumentsInPlace {
        result = body(repeat codings.argumentInPlace((each Argument).self, &index, invocation).pointee)
      } else {
        result = body(repeat codings.argument((each Argument).self, &index, invocation))
      }
      if codings.returnsValue { codings.setReturnValue(result, &invocation) }
    }
  }

  /// The argument at `index` where it lies, checked; moves `index` on.
  @inlinable @inline(__always)
  func argumentInPlace<T>(
    _: T.Type, _ index: inout Int, _ invocation: borrowing Invocation
  ) -> UnsafePointer<T> {
    defer { index += 1 }
    let pointer = invocation.argumentPointers[index]!
    arguments[index - first].check(T.self, pointer, position: .argument(index), selector: invocation.selector)
    return UnsafePointer(pointer.assumingMemoryBound(to: T.self))
  }

  /// The argument at `index`, read as `T`; moves `index` on.
  @inlinable @inline(__always)
  func argument<T>(_: T.Type, _ index: inout Int, _ invocation: borrowing Invocation) -> T {
    defer { index += 1 }
    return arguments[index - first].load(
      T.self, argumentSlots[index], from: invocation.argumentPointers[index]!, position: .argument(index),
      selector: invocation.selector)
  }

  /// Writes a typed closure's result as the call's return value.
  @inlinable @inline(__always)
  func setReturnValue<T>(_ value: T, _ invocation: inout Invocation) {
    invocation.prepareReturnValue()
    var keepAlive: [AnyObject] = []
    do {
      try returnValue.store(
        value, returnSlot, to: invocation.returnBuffer, position: .returnValue, isReturn: true,
        keepAlive: &keepAlive)
    } catch {
      TypedCoding.fail(invocation.selector, .returnValue, "does not convert: \(error)")
    }
  }

  /// The call's return value as `T` (a returned object is not taken: the caller owns it).
  @inlinable @inline(__always)
  func returnValue<T>(_: T.Type, _ invocation: borrowing Invocation) -> T {
    returnValue.load(
      T.self, returnSlot, from: invocation.returnBuffer, position: .returnValue,
      selector: invocation.selector,
      isReturn: true)
  }

  /// Writes one argument of a typed call into its slot of the call's frame; moves `index` on.
  @inlinable @inline(__always)
  func storeArgument<T>(
    _ value: T, _ index: inout Int, _ frame: CallFrameLayout, _ keepAlive: inout [AnyObject]
  ) {
    defer { index += 1 }
    do {
      try arguments[index - first].store(
        value, argumentSlots[index], to: frame.pointers[index]!, position: .argument(index), isReturn: false,
        keepAlive: &keepAlive)
    } catch {
      TypedCoding.fail(nil, .argument(index), "does not convert: \(error)")
    }
  }
}

/// The frame of a typed call: the return buffer, the argument-pointer array and the arguments, laid
/// out as an owned invocation's buffer.
@usableFromInline
struct CallFrameLayout {
  @usableFromInline let base: UnsafeMutableRawPointer
  @usableFromInline let pointers: UnsafeMutablePointer<UnsafeMutableRawPointer?>
  /// Whether the frame was too large for the stack storage and lives on the heap.
  let isHeap: Bool

  /// Frees a heap frame.
  @usableFromInline
  func release() {
    if isHeap { base.deallocate() }
  }
}

/// Stack storage for a typed call's frame: 512 bytes, 16-byte aligned (a larger frame goes to the
/// heap).
@usableFromInline
struct CallFrameStorage {
  @usableFromInline var words: (SIMD16<UInt64>, SIMD16<UInt64>, SIMD16<UInt64>, SIMD16<UInt64>)

  @inlinable
  init() { words = (.zero, .zero, .zero, .zero) }
}

extension TypedCodings {
  /// Lays out a zeroed frame for one call of the signature in `stack` (or on the heap when it does
  /// not fit).
  @usableFromInline
  func prepareFrame(_ stack: UnsafeMutableRawBufferPointer) -> CallFrameLayout {
    let storage = signature!.storage
    let size = storage.bufferSize
    let isHeap = size > stack.count
    let base = isHeap ? UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16) : stack.baseAddress!
    base.initializeMemory(as: UInt8.self, repeating: 0, count: size)
    let count = storage.argumentSlots.count
    let pointers = (base + storage.returnBufferSize).bindMemory(
      to: UnsafeMutableRawPointer?.self, capacity: count)
    storage.argumentOffsets.withUnsafeBufferPointer { offsets in
      for index in 0..<count { pointers[index] = base + offsets[index] }
    }
    return CallFrameLayout(base: base, pointers: pointers, isHeap: isHeap)
  }
}

extension TypedCodings {
  /// Lays out a typed call as a C frame on the stack (on the heap when it does not fit) and runs
  /// `body` with an invocation over it: `receiver` and the selector first for a *method* call,
  /// then the arguments. Objects and C strings the conversions make live until `body` returns.
  @inlinable @inline(__always)
  func withInvocation<each Argument, R>(
    receiver: UnsafeMutableRawPointer, _ argument: repeat each Argument, body: (inout Invocation) -> R
  ) -> R {
    var storage = CallFrameStorage()
    return withUnsafeMutableBytes(of: &storage) { stack -> R in
      let frame = prepareFrame(stack)
      defer { frame.release() }
      var keepAlive: [AnyObject] = []
      var index = first
      repeat storeArgument(each argument, &index, frame, &keepAlive)
      var invocation = makeInvocation(frame, receiver: receiver)
      let result = body(&invocation)
      withExtendedLifetime(keepAlive) {}
      return result
    }
  }

  /// The invocation over a typed call's frame, its receiver and selector set for a *method* call.
  @usableFromInline
  func makeInvocation(_ frame: CallFrameLayout, receiver: UnsafeMutableRawPointer) -> Invocation {
    if first == 2 {
      frame.pointers[0]!.storeBytes(of: receiver, as: UnsafeMutableRawPointer.self)
      frame.pointers[1]!.storeBytes(of: selector!.opaquePointer, as: UnsafeMutableRawPointer.self)
    }
    return Invocation(
      borrowing: signature!.storage, selector: selector, arguments: frame.pointers, returnValue: frame.base)
  }
}
