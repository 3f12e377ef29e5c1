import DynamicProxyRuntime

// The typed paths, inlinable so that they are specialized where the Swift types are known: a typed
// call, a typed closure's trampoline body and a typed subscriber's delivery then copy bits and
// references directly, with no generic value witnesses and no metadata look-ups per call.

extension TypedCodings {
  /// The body of a typed closure's trampoline: reads the arguments (borrowed where the call left
  /// them when every coding allows it), runs `body`, writes its result. The closure it returns is
  /// a trampoline body for these codings' signature: the trampoline made with it (of that
  /// signature) calls it only with invocations of it.
  @inlinable
  func handler<each Argument, Result>(
    _ body: @escaping @Sendable (repeat each Argument) -> Result
  ) -> @Sendable (inout Invocation) -> Void {
    let codings = self
    return { invocation in
      var index = codings.first
      let result: Result
      // An invocation of the codings' signature (the trampoline's); the in-place pointers are read
      // during the call, while the frame lives.
      if codings.argumentsInPlace {
        result = unsafe body(repeat codings.argumentInPlace((each Argument).self, &index, invocation).pointee)
      } else {
        result = unsafe body(repeat codings.argument((each Argument).self, &index, invocation))
      }
      if codings.returnsValue { unsafe codings.setReturnValue(result, &invocation) }
    }
  }

  /// The argument at `index` where it lies, checked; moves `index` on. `@unsafe`: the caller proves
  /// that `invocation` is a call of these codings' signature (so `index` one of its arguments, of
  /// its slot's type), and reads the pointer only while the frame lives.
  @unsafe @inlinable @inline(__always)
  func argumentInPlace<T>(
    _: T.Type, _ index: inout Int, _ invocation: borrowing Invocation
  ) -> UnsafePointer<T> {
    defer { index += 1 }
    // The frame's argument `index`, of its slot's type (the caller's proof), checked as a `T`.
    let pointer = unsafe invocation.argumentPointers[index]!
    unsafe arguments[index - first].check(
      T.self, pointer, position: .argument(index), selector: invocation.selector)
    return unsafe UnsafePointer(pointer.assumingMemoryBound(to: T.self))
  }

  /// The argument at `index`, read as `T`; moves `index` on. `@unsafe`, as
  /// ``argumentInPlace(_:_:_:)``.
  @unsafe @inlinable @inline(__always)
  func argument<T>(_: T.Type, _ index: inout Int, _ invocation: borrowing Invocation) -> T {
    defer { index += 1 }
    // The frame's argument `index`, of its slot's type (the caller's proof).
    return unsafe arguments[index - first].load(
      T.self, argumentSlots[index], from: invocation.argumentPointers[index]!, position: .argument(index),
      selector: invocation.selector)
  }

  /// Writes a typed closure's result as the call's return value. `@unsafe`: the caller proves that
  /// `invocation` is a call of these codings' signature.
  @unsafe @inlinable @inline(__always)
  func setReturnValue<T>(_ value: T, _ invocation: inout Invocation) {
    invocation.prepareReturnValue()
    var keepAlive: [AnyObject] = []
    do {
      // The frame's return buffer, of the return slot's type (the caller's proof).
      try unsafe returnValue.store(
        value, returnSlot, to: invocation.returnBuffer, position: .returnValue, isReturn: true,
        keepAlive: &keepAlive)
    } catch {
      TypedCoding.fail(invocation.selector, .returnValue, "does not convert: \(error)")
    }
  }

  /// The call's return value as `T` (a returned object is not taken: the caller owns it).
  /// `@unsafe`: the caller proves that `invocation` is a call of these codings' signature.
  @unsafe @inlinable @inline(__always)
  func returnValue<T>(_: T.Type, _ invocation: borrowing Invocation) -> T {
    // The frame's return buffer, of the return slot's type (the caller's proof).
    unsafe returnValue.load(
      T.self, returnSlot, from: invocation.returnBuffer, position: .returnValue,
      selector: invocation.selector,
      isReturn: true)
  }

  /// Writes one argument of a typed call into its slot of the call's frame; moves `index` on.
  /// `@unsafe`: the caller proves that `frame` is laid out for these codings' signature.
  @unsafe @inlinable @inline(__always)
  func storeArgument<T>(
    _ value: T, _ index: inout Int, _ frame: CallFrameLayout, _ keepAlive: inout [AnyObject]
  ) {
    defer { index += 1 }
    do {
      // The frame's argument `index`, of its slot's type (the caller's proof).
      try unsafe arguments[index - first].store(
        value, argumentSlots[index], to: frame.pointers[index]!, position: .argument(index), isReturn: false,
        keepAlive: &keepAlive)
    } catch {
      TypedCoding.fail(nil, .argument(index), "does not convert: \(error)")
    }
  }
}

/// The frame of a typed call: the return buffer, the argument-pointer array and the arguments, laid
/// out as an owned invocation's buffer. `@safe`: a value of addresses, each use of which proves
/// that the frame is alive (the call that laid it out, ``TypedCodings/prepareFrame(_:)``, frees it).
@safe @usableFromInline
struct CallFrameLayout {
  @usableFromInline let base: UnsafeMutableRawPointer
  @usableFromInline let pointers: UnsafeMutablePointer<UnsafeMutableRawPointer?>
  /// Whether the frame was too large for the stack storage and lives on the heap.
  let isHeap: Bool

  /// Frees a heap frame. `@unsafe`: the caller proves that the frame is no longer used, and is
  /// released once.
  @unsafe @usableFromInline
  func release() {
    // The heap frame `prepareFrame` allocated (the caller's proof).
    if isHeap { unsafe base.deallocate() }
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
  /// not fit). `@unsafe`: the caller proves that `stack` is valid and 16-byte aligned for as long
  /// as it uses the frame, and releases the frame once.
  @unsafe @usableFromInline
  func prepareFrame(_ stack: UnsafeMutableRawBufferPointer) -> CallFrameLayout {
    let storage = signature!.storage
    let size = storage.bufferSize
    let isHeap = size > stack.count
    // `size` bytes, 16-byte aligned: the caller's stack when it fits (its proof), else allocated
    // here (freed by `release`); zeroed, then the argument-pointer array bound after the return
    // buffer (the storage's layout: `count` pointers, each to its argument's offset in the frame).
    let base = isHeap ? UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16) : stack.baseAddress!
    unsafe base.initializeMemory(as: UInt8.self, repeating: 0, count: size)
    let count = storage.argumentSlots.count
    let pointers = unsafe (base + storage.returnBufferSize).bindMemory(
      to: UnsafeMutableRawPointer?.self, capacity: count)
    unsafe storage.argumentOffsets.withUnsafeBufferPointer { offsets in
      for index in 0..<count { unsafe pointers[index] = base + offsets[index] }
    }
    return unsafe CallFrameLayout(base: base, pointers: pointers, isHeap: isHeap)
  }
}

extension TypedCodings {
  /// Lays out a typed call as a C frame on the stack (on the heap when it does not fit) and runs
  /// `body` with an invocation over it: `receiver` and the selector first for a *method* call,
  /// then the arguments. Objects and C strings the conversions make live until `body` returns.
  /// `@safe`: the frame is laid out here for these codings' signature and lives for `body`;
  /// `receiver` is only written into it.
  @safe @inlinable @inline(__always)
  func withInvocation<each Argument, R>(
    receiver: UnsafeMutableRawPointer, _ argument: repeat each Argument, body: (inout Invocation) -> R
  ) -> R {
    var storage = CallFrameStorage()
    // The storage's bytes (512, 16-byte aligned), valid for the closure, where the frame laid out
    // in them (or on the heap) is used and released.
    return unsafe withUnsafeMutableBytes(of: &storage) { stack -> R in
      let frame = unsafe prepareFrame(stack)
      defer { unsafe frame.release() }
      var keepAlive: [AnyObject] = []
      var index = first
      // The frame, laid out for these codings.
      repeat unsafe storeArgument(each argument, &index, frame, &keepAlive)
      var invocation = unsafe makeInvocation(frame, receiver: receiver)
      let result = body(&invocation)
      withExtendedLifetime(keepAlive) {}
      return result
    }
  }

  /// The invocation over a typed call's frame, its receiver and selector set for a *method* call.
  /// `@unsafe`: the caller proves that `frame` is laid out for these codings' signature, and valid
  /// for as long as it uses the invocation.
  @unsafe @usableFromInline
  func makeInvocation(_ frame: CallFrameLayout, receiver: UnsafeMutableRawPointer) -> Invocation {
    // A method signature's first two arguments, the receiver and the selector (`@`, `:`).
    if first == 2 {
      unsafe frame.pointers[0]!.storeBytes(of: receiver, as: UnsafeMutableRawPointer.self)
      unsafe frame.pointers[1]!.storeBytes(of: selector!.opaquePointer, as: UnsafeMutableRawPointer.self)
    }
    return unsafe Invocation(
      borrowing: signature!.storage, selector: selector, arguments: frame.pointers, returnValue: frame.base)
  }
}
