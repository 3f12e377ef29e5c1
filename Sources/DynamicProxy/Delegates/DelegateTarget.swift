import DynamicProxyRuntime
import DynamicProxySupport
import Synchronization

/// RxCocoa's form of a call: a method called with its arguments as `Any` values, its result boxed.
/// The call goes where a C caller's goes: to the method's target, through
/// ``DelegateTarget/call(_:)`` — for a method a proxy observes, straight to the proxy's observing
/// call (what its trampoline's body runs), where the call is captured and forwarded.
extension DelegateObject {
  /// Calls a method with Swift values and returns its result, boxed (RxCocoa's form).
  ///
  /// - Parameters:
  ///   - selector: The method's selector.
  ///   - arguments: The declared arguments (no receiver, no selector), converted as
  ///     `Invocation.setArgument(_:at:)` does.
  /// - Returns: The boxed return value (`()` for `void`), or nil when nobody implements the method.
  /// - Throws: ``DelegateError`` for a selector outside the protocol that nobody implements, a
  ///   wrong argument count, or an argument that does not convert.
  @inlinable @discardableResult
  public final func send(_ selector: Selector, _ arguments: Any...) throws(DelegateError) -> Any? {
    // Inlined, so that the variadic array, which never escapes, can live on the caller's stack.
    // The buffer is the array's, alive for the closure; the call reads it only there.
    try unsafe arguments.withUnsafeBufferPointer { arguments throws(DelegateError) -> Any? in
      guard let target = target(for: selector) else { return try unansweredSend(selector) }
      return try unsafe target.call(boxed: arguments)
    }
  }

  /// The result of ``send(_:_:)`` when nobody implements the method: nil for a method of the
  /// protocol; a selector outside it throws.
  @usableFromInline
  final func unansweredSend(_ selector: Selector) throws(DelegateError) -> Any? {
    guard delegateProtocol.method(for: selector) != nil else {
      throw .unknownSelector(selector, protocol: delegateProtocol.name)
    }
    return nil
  }
}

/// What a caller resolved for one call: a receiver kept alive for the call, the C function to call,
/// and the method, the counterpart of a `(receiver, IMP)` pair.
///
/// Call it with ``call(_:)`` (boxed arguments, through the register-frame call or `ffi_call`), or
/// cast ``function`` to the
/// method's `@convention(c)` type and call it directly with ``receiverPointer`` and the selector's
/// `Selector.cPointer`, inside `withExtendedLifetime(target)`.
///
/// `@safe`: its invariant is proved where a target is made (the public initializer, whose caller
/// vouches for the function, and the library's own, `@unsafe`): `function` is a C function of the
/// method's signature; the receiver and the method's slot are alive for as long as the target is
/// used — kept by the target itself (its receiver, or the one-slot table of the public
/// initializer), or, for a target a delegate object lends (``DelegateObject/withTarget(for:_:)-(Selector,_)``'s
/// `body`), by the caller that holds the delegate object for the call. Its addresses are safe to
/// take; calling ``function`` directly is the caller's to prove (``unsafeFunction(as:)``).
@safe public struct DelegateTarget: @unchecked Sendable {  // a delegate and code
  // the receiver is a delegate object (Sendable); the function pointer is immutable code.

  /// The receiver the call must go to (the forward delegate when a proxy forwards).
  public var receiver: AnyObject {
    // Alive while the target is used (the target's invariant).
    unsafe Unretained<AnyObject>(opaque: receiverPointer).object
  }
  /// The receiver as the unretained pointer a *method* call passes first, kept alive by `owner`
  /// (or, for a borrowed target, by the caller). A pointer rather than an `unowned(unsafe)`
  /// reference: reading one as a reference retains and releases the receiver, which — weakly
  /// referenced, as delegates are — takes the runtime's slow path both times. Safe to take
  /// (`@safe`); what is done with it is its user's to prove.
  @safe public let receiverPointer: UnsafeMutableRawPointer
  /// The C function to call. Safe to take (`@safe`); calling it is its user's to prove.
  @safe public let function: UnsafeRawPointer

  /// ``function`` as the method's `@convention(c)` type, to call it directly: the same pointer,
  /// its bits read as a `Function`, as `unsafeBitCast` reads them.
  ///
  /// Unsafe: nothing checks the type. It must be a `@convention(c)` function type of the method's
  /// C signature (for a *method* protocol, the receiver pointer and the selector's pointer first);
  /// any other reads the call's arguments and result as what they are not. Call the function
  /// inside `withExtendedLifetime(target)`.
  ///
  /// - Parameter type: The method's `@convention(c)` function type.
  /// - Returns: The function.
  @unsafe @inlinable @inline(__always)
  public func unsafeFunction<Function>(as type: Function.Type) -> Function {
    // The caller's promise (above): `Function` is a C function pointer type, one pointer as `function` is.
    unsafe reinterpret(function, as: type)
  }

  /// The former name of ``unsafeFunction(as:)``, which says what it does.
  ///
  /// - Parameter type: The method's `@convention(c)` function type.
  /// - Returns: The function.
  @available(*, deprecated, renamed: "unsafeFunction(as:)")
  @unsafe @inlinable @inline(__always)
  public func function<Function>(as type: Function.Type) -> Function {
    unsafe unsafeFunction(as: type)
  }
  /// The method's slot: kept alive by the receiver (whose table it is), or by `owner`. Safe to take
  /// (`@safe`); read it through ``slot``.
  @safe @usableFromInline let slotPointer: UnsafePointer<MethodSlot>
  /// What keeps the receiver alive for the call: the receiver itself; for a target created with the
  /// public initializer, the one-slot table made for it (its slot keeps the receiver); nil for a borrowed target,
  /// whose receiver the caller holds.
  private let owner: AnyObject?

  /// The method's slot, borrowed: alive while the target is used (the target's invariant), so
  /// read safely (``MethodSlot``'s rule holds: the target holds the slot's owner, or its caller
  /// does).
  @usableFromInline
  var slot: MethodSlot {
    @inlinable @inline(__always) unsafeAddress { slotPointer }
  }

  /// The method being called.
  public var method: DelegateProtocol.Method { slot.method }

  /// Creates a target.
  ///
  /// `@unsafe`: nothing checks `function`; the caller vouches that it is a C function of the
  /// method's signature (for a *method* protocol, the receiver pointer and the selector's pointer
  /// first), as for `Implementation(_:signature:)`. The target keeps the receiver.
  ///
  /// - Parameters:
  ///   - receiver: The receiver.
  ///   - function: The C function.
  ///   - method: The method.
  @unsafe public init(receiver: AnyObject, function: UnsafeRawPointer, method: DelegateProtocol.Method) {
    let table = SlotTable.make([method], keeping: receiver)
    self.receiverPointer = Unretained.address(of: receiver)
    // The caller's promise (above); the table, kept as the owner, keeps its slot and the receiver.
    unsafe (self.function, self.slotPointer) = (function, table.pointer(at: 0))
    self.owner = table
  }

  /// `target` without its owner: valid while `target` is held. A closure that captures it retains
  /// nothing (a capture of `target` itself would retain its receiver, through its side table).
  /// `@unsafe`: the caller holds `target` for as long as it uses this one.
  @unsafe @usableFromInline
  init(unowning target: borrowing DelegateTarget) {
    // `target`'s own (its invariant), under the caller's promise to hold it.
    (receiverPointer, function, slotPointer) = (target.receiverPointer, target.function, target.slotPointer)
    self.owner = nil
  }

  /// A target whose method's slot the receiver owns (a delegate object's table): no copy of the
  /// method, no allocation.
  ///
  /// A *borrowed* target does not retain its receiver: for a call made through a method of the
  /// receiver itself (``DelegateObject/call(_:_:)-(_,Argument)``), whose caller holds the
  /// receiver for the call. The receiver is usually weakly referenced (a parent's delegate), so a
  /// retain and a release of it go through its side table; a borrowed target pays neither.
  ///
  /// `@unsafe`: the caller proves the target's invariant — `function` is an implementation of the
  /// slot's method, `slot` is in the receiver's table (or kept by it), and a borrowed target's
  /// receiver is held by the caller for as long as it uses the target.
  @unsafe @usableFromInline @inline(__always)
  init(
    receiver: AnyObject, function: UnsafeRawPointer, slot: UnsafePointer<MethodSlot>, borrowed: Bool = false
  ) {
    self.receiverPointer = Unretained.address(of: receiver)
    // The caller's proof (above).
    unsafe (self.function, self.slotPointer) = (function, slot)
    self.owner = borrowed ? nil : receiver
  }

  /// Calls the method with boxed arguments and returns the boxed result: the C function through
  /// its C signature (`ffi_call`, or a register-frame call), a trampoline's body directly.
  ///
  /// - Parameter arguments: The declared arguments (no receiver, no selector).
  /// - Returns: The boxed return value; `()` for `void`.
  /// - Throws: ``DelegateError`` for a wrong argument count or an argument that does not convert.
  public func call(_ arguments: [Any]) throws(DelegateError) -> Any {
    // The array's buffer, alive for the closure, where the call reads it.
    try unsafe arguments.withUnsafeBufferPointer { arguments throws(DelegateError) in
      try unsafe call(boxed: arguments)
    }
  }

  /// ``call(_:)`` with the arguments in a buffer, in one function: the arguments checked (their
  /// count, and their types against a typed closure's), laid out as C arguments in a temporary frame
  /// (on the stack for the usual sizes: no allocation), the call run there, and its return value
  /// read by `result`, or boxed (`()` for `void`) when there is none.
  ///
  /// The call runs as ``run(_:)`` runs it, with one more shortcut: a proxy's observing trampoline
  /// (the function of a method it observes) is not entered, its call goes straight to the proxy's
  /// observing `handle` (what the trampoline's body would run).
  ///
  /// The target keeps the receiver, and `arguments` the objects they hold, for the whole call: an
  /// object argument is written unretained, without the invocation keeping it. `@unsafe`: the
  /// caller proves that `arguments` is valid for the call.
  @unsafe @usableFromInline
  func call(
    boxed arguments: UnsafeBufferPointer<Any>,
    result: ((inout Invocation) throws(DelegateError) -> Void)? = nil
  ) throws(DelegateError) -> Any {
    // Read once, in place (the slot's method is not copied), outside the frame's closures: they
    // capture no copy of the target.
    let selector = slot.method.selector
    let first = slot.method.firstArgumentIndex
    // The trampoline behind the function, if it is one of this library's (the slot's hint),
    // unretained: the receiver keeps it.
    let trampoline = slot.trampolineReference(calling: function)
    // A typed closure's check of the boxed arguments' types (a C caller's objects can not be
    // checked). The caller's buffer, valid for the call.
    if let check = unsafe trampoline?.with({ $0.argumentCheck }),
      let (index, actual) = unsafe check(arguments)
    {
      let position = first + index
      throw .invocation(
        selector,
        .typeMismatch(
          .argument(position), expected: slot.method.signature.argumentType(at: position), actual: actual))
    }
    let (argumentCount, returnsVoid, bufferSize) = slot.withSignatureStorage {
      ($0.argumentSlots.count, $0.returnSlot.kind == .void, $0.bufferSize)
    }
    let expected = argumentCount - first
    guard arguments.count == expected else {
      throw .argumentCountMismatch(selector, expected: expected, actual: arguments.count)
    }
    // A proxy's observing trampoline, when it is the function: its Swift body is the observers the
    // slot holds.
    let observersBits = slot.observers.load(ordering: .acquiring)
    var observers: Unretained<MethodObservers>? = nil
    if observersBits != 0, let trampoline, trampoline.with({ $0.swiftBody.map(objectBits) }) == observersBits
    {
      // The slot's observers, published by the proxy that keeps them (the receiver, held for the
      // call): the very object the trampoline's body is.
      observers = unsafe Unretained<MethodObservers>(bits: observersBits)
    }
    let fastPaths = Forwarding.fastPathsEnabled
    let receiver = receiverPointer
    let function = function
    let slotPointer = slotPointer
    // Each failure is kept here: the frame's closures do not throw.
    var failure: DelegateError?
    var value: Any = ()
    // Scalars and pointers keep nothing alive.
    var unusedKeepAlive: [AnyObject] = []
    // The temporary frame, `bufferSize` bytes of the slot's signature, 16-byte aligned, valid for
    // the closure, where the invocation over it lives and dies.
    unsafe withUnsafeTemporaryAllocation(byteCount: bufferSize, alignment: 16) { frame in
      // The signature's storage borrowed from the slot (alive: the target's invariant), inside the
      // frame's closure (captured, it would be retained and released: a write to what every
      // delegate of the protocol shares).
      unsafe slotPointer.pointee.withSignatureStorage { storage in
        // The frame zeroed and laid out (the selector set for a method signature): it is this
        // storage's size and alignment.
        var invocation = unsafe Invocation(signature: storage, selector: selector, frame: frame.baseAddress!)
        defer { invocation.dropReturnValue() }
        if first == 2 {
          // A method signature's first argument, the receiver (`@`).
          unsafe invocation.argumentPointers[0]!.storeBytes(of: receiver, as: UnsafeMutableRawPointer.self)
        }
        // The buffer's indices are the signature's declared arguments (their count checked above):
        // each `offset` an element of the buffer, each `index` an argument of the frame, whose
        // pointer is to a value of its slot's type.
        for offset in arguments.indices {
          let index = first + offset
          // The common cases read in place (a copy of an `Any` is a call through its type's value
          // witnesses); an object unretained, kept by `arguments`.
          let argument = unsafe arguments.baseAddress! + offset
          // The kind alone (a copy of the slot would copy its type encoding: a retain and a release).
          let kind = storage.argumentSlots[index].kind
          if kind == .object, let object = unsafe ValueCoding.objectAddress(at: argument) {
            unsafe invocation.argumentPointers[index]!.storeBytes(
              of: object, as: UnsafeMutableRawPointer.self)
            continue
          }
          if kind == .structure {
            // A struct of the type the slot accepted before, read in place (the fields alone).
            if unsafe ValueCoding.storeAcceptedStruct(
              at: argument, accepted: storage.argumentSlots[index].acceptedStructType,
              size: storage.argumentSlots[index].size, to: invocation.argumentPointers[index]!)
            {
              continue
            }
          } else if kind != .object,
            unsafe ValueCoding.storeExact(
              argument, kind, to: invocation.argumentPointers[index]!, isReturn: false,
              keepAlive: &unusedKeepAlive)
          {
            continue
          }
          do throws(InvocationError) {
            try invocation.setBoxedArgument(unsafe arguments[offset], at: index)
          } catch {
            failure = .invocation(selector, error)
            return
          }
        }
        // The call: a proxy's observed method straight to its observing `handle`; another
        // trampoline's body directly (the call a C caller would make through its code, without
        // libffi's closure entry); a C function through its C signature.
        if fastPaths, let trampoline {
          if let observers {
            invocation.methodIndex = observers.with { $0.index }
            observers.with { observers in
              let keepingStructs = observers.keptStructPositions != 0
              // What the trampoline's body would run: the observers of the slot's method, their
              // proxy (the receiver) held for the call, the frame laid out for the method.
              observers.proxy.with {
                unsafe $0.handle(observers, &invocation, keepingStructs: keepingStructs)
              }
            }
            invocation.returnValueSet = true
          } else {
            // The slot's trampoline, whose signature is the slot's method's, as the frame's.
            trampoline.with { unsafe invocation.invokeTrampoline($0) }
          }
        } else {
          // The target's function, an implementation of the slot's method (the target's invariant).
          unsafe invocation.forwardCall(to: function)
        }
        if let result {
          do throws(DelegateError) {
            try result(&invocation)
          } catch {
            failure = error
          }
        } else if !returnsVoid {
          value = invocation.returnValue
        }
      }
    }
    if let failure { throw failure }
    return consume value
  }

  /// Calls the method and returns its result as `R`.
  ///
  /// - Parameters:
  ///   - arguments: The declared arguments.
  ///   - type: The result type.
  /// - Returns: The result.
  /// - Throws: ``DelegateError`` for wrong arguments or a result that does not convert.
  public func call<R>(_ arguments: [Any], returning type: R.Type) throws(DelegateError) -> R {
    let selector = slot.method.selector
    var value: R?
    // The reader passed as an optional (so escaping) parameter, without escaping: its context
    // stays on the stack.
    _ = try withoutActuallyEscaping(
      { (invocation: inout Invocation) throws(DelegateError) -> Void in
        do throws(InvocationError) {
          value = try invocation.returnValue(as: R.self)
        } catch {
          throw .invocation(selector, error)
        }
      }
    ) { read throws(DelegateError) in
      // The array's buffer, alive for the closure, where the call reads it.
      try unsafe arguments.withUnsafeBufferPointer { arguments throws(DelegateError) in
        try unsafe call(boxed: arguments, result: read)
      }
    }
    // Set whenever no error was thrown (`R` itself may be an optional).
    return unsafe value.unsafelyUnwrapped
  }
}

extension DelegateTarget {
  /// Runs the call `invocation` holds on this target: a trampoline's body directly (the call a C
  /// caller would make through its code, without libffi's closure entry), a C function through its
  /// C signature; the return value is left in the invocation. The caller holds the target.
  /// `@unsafe`: the caller proves that `invocation` is laid out for the signature of the target's
  /// method.
  @unsafe @usableFromInline
  func run(_ invocation: inout Invocation) {
    if Forwarding.fastPathsEnabled, let trampoline = slot.trampolineReference(calling: function) {
      // The slot's trampoline, of the method's signature, as the frame (the caller's proof).
      trampoline.with { unsafe invocation.invokeTrampoline($0) }
    } else {
      // The target's function, of the method's signature, as the frame (the caller's proof).
      unsafe invocation.forwardCall(to: function)
    }
  }

  /// The Swift body (``Trampoline/swiftBody``) behind the target's function, if it is a trampoline
  /// with one, unretained: the receiver keeps it.
  @inlinable
  var swiftBody: Unretained<AnyObject>? {
    @inline(__always) get { slot.swiftBody(calling: function) }
  }
}
