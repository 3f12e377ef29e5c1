internal import CShims
import DynamicProxySupport

/// A C function pointer and the signature it is called with, the counterpart of Objective-C's `IMP`.
///
/// Make one from an existing C function (``init(_:signature:)``) or from a Swift closure that
/// receives each call as an ``Invocation`` (``init(signature:selector:body:)``, the role of
/// `imp_implementationWithBlock`). A closure-backed implementation's ``functionPointer`` is a libffi
/// trampoline: a real C function pointer of the signature, callable from C and from ``Invocation``,
/// freed when the last reference to the implementation goes.
///
/// `@safe`: its function pointer is, by construction, a function of its signature (a trampoline
/// it owns, or a C function whose signature the `@unsafe` ``init(_:signature:)``'s caller vouched
/// for), so ``Invocation/invoke(_:)`` may call it.
@safe public final class Implementation: @unchecked Sendable {  // immutable after init
  // every stored property is immutable; the trampoline is immutable after init.

  /// The signature the function is called with.
  public let signature: MethodSignature
  /// The C function pointer. Safe to take (`@safe`): what is done with it is its user's to prove.
  @safe public let functionPointer: UnsafeRawPointer
  /// The trampoline behind a closure-backed implementation.
  package let trampoline: Trampoline?
  /// Wraps a C function pointer.
  ///
  /// The signature can not be checked against the function: a signature that lies about a C
  /// function is a programmer error, as a wrong cast of a function pointer is in C. `@unsafe`:
  /// the caller proves that `functionPointer` is a C function of `signature`, alive for as long
  /// as the implementation is called.
  ///
  /// - Parameters:
  ///   - functionPointer: The C function.
  ///   - signature: Its signature.
  @unsafe public init(_ functionPointer: UnsafeRawPointer, signature: MethodSignature) {
    self.signature = signature
    // This initializer's contract: a C function of `signature`.
    unsafe self.functionPointer = functionPointer
    self.trampoline = nil
  }

  /// Makes a C function pointer whose calls run `body` (`imp_implementationWithBlock`).
  ///
  /// `body` runs on the calling thread, once per call, with the call's arguments borrowed in an
  /// ``Invocation``: read them, forward the call with ``Invocation/invoke(_:)``, set the return value.
  /// A return value the body does not set is zero (or null).
  ///
  /// - Parameters:
  ///   - signature: The C signature of the function pointer.
  ///   - selector: The selector calls report, if any.
  ///   - body: The code each call runs; it must not throw into C, so it handles its own errors.
  /// - Throws: ``ImplementationError/trampolineUnavailable`` when no closure memory can be had.
  public convenience init(
    signature: MethodSignature, selector: Selector? = nil,
    body: @escaping @Sendable (inout Invocation) -> Void
  ) throws(ImplementationError) {
    try self.init(signature: signature, selector: selector, swiftBody: nil, body: body)
  }

  /// ``init(signature:selector:body:)`` with the Swift object a typed call uses instead of the C
  /// entry (see ``Trampoline/swiftBody``). `@safe`: the argument check is only kept; the buffer it
  /// receives is its own code's to use.
  @safe package init(
    signature: MethodSignature, selector: Selector?, swiftBody: AnyObject?,
    argumentCheck: ArgumentCheck? = nil,
    body: @escaping @Sendable (inout Invocation) -> Void
  ) throws(ImplementationError) {
    let trampoline = try Trampoline(
      signature: signature, selector: selector, swiftBody: swiftBody, argumentCheck: argumentCheck, body: body
    )
    self.signature = signature
    self.functionPointer = trampoline.code
    self.trampoline = trampoline
  }

  /// Whether the function pointer is a trampoline made by this library.
  public var isTrampoline: Bool { trampoline != nil }
}

/// Checks boxed declared arguments against a typed closure's parameter types (those a C value can
/// not be checked against); returns the first offending argument's index and type, or nil.
@usableFromInline
package typealias ArgumentCheck = @Sendable (UnsafeBufferPointer<Any>) -> (index: Int, actual: String)?

/// Why an implementation could not be made.
public enum ImplementationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// libffi could not allocate or prepare closure memory.
  case trampolineUnavailable

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .trampolineUnavailable:
      return "libffi could not allocate or prepare a closure (out of memory, or executable memory refused)"
    }
  }
}

/// A libffi closure whose calls land in a Swift body; owns the closure, frees it in deinit.
///
/// `@safe`: the closure is made in `init` for this trampoline's signature (which it keeps, so the
/// signature outlives it), its context set to this trampoline, and destroyed in `deinit`; while
/// the trampoline lives its ``code`` is a C function of its signature.
@safe @usableFromInline
package final class Trampoline: @unchecked Sendable {  // immutable; C only calls it
  // immutable after init; the C closure is only called, never changed.
  let signature: MethodSignature
  let selector: Selector?
  let body: @Sendable (inout Invocation) -> Void
  /// What a typed call uses instead of entering the trampoline, without laying out C arguments: a
  /// typed closure's Swift closure (a `TypedBody` of DynamicProxy), called directly by a typed call of the same
  /// Swift types; a delegate proxy's `MethodObservers` behind its observing trampoline, which deliver and
  /// forward a typed call in its Swift types; nil otherwise.
  @usableFromInline package let swiftBody: AnyObject?
  /// For a typed closure, the check of boxed arguments (`send`, `DelegateTarget.call`). Safe to
  /// take (`@safe`): calling it takes a buffer its caller proves.
  @safe package let argumentCheck: ArgumentCheck?
  /// The C function pointer. Every stored property is a `let`: reading them on the call path needs
  /// no dynamic exclusivity check. Safe to take (`@safe`), as ``Implementation/functionPointer``.
  @safe @usableFromInline package let code: UnsafeRawPointer
  /// The libffi closure; made before `self` exists (so that `code` and `closure` are constants),
  /// its context set to this trampoline once it is initialized.
  private let closure: OpaquePointer
  fileprivate let returnZeroCount: Int

  /// Makes the closure. `@safe`, as ``Implementation``'s initializer: the check is only kept.
  @safe package init(
    signature: MethodSignature, selector: Selector?, swiftBody: AnyObject? = nil,
    argumentCheck: ArgumentCheck? = nil, body: @escaping @Sendable (inout Invocation) -> Void
  ) throws(ImplementationError) {
    self.signature = signature
    self.selector = selector
    self.body = body
    self.swiftBody = swiftBody
    // Kept, not called here.
    unsafe self.argumentCheck = argumentCheck
    let slot = signature.storage.returnSlot
    switch slot.kind {
    case .void: returnZeroCount = 0
    case .structure: returnZeroCount = slot.size
    default: returnZeroCount = max(slot.size, Int(SignatureStorage.returnSlotSize))
    }
    // The closure, owned: made for the signature this trampoline keeps (so it outlives the
    // closure), its context set to this trampoline before its code is handed out (the handler
    // reaches the trampoline through it), destroyed once, in deinit.
    var code: UnsafeRawPointer?
    guard
      let closure = unsafe CShims_ClosureCreate(signature.storage.cSignature, trampolineHandler, nil, &code),
      let code = unsafe code
    else { throw .trampolineUnavailable }
    unsafe self.closure = closure
    unsafe self.code = code
    unsafe CShims_ClosureSetContext(closure, Unretained.address(of: self))
  }

  deinit {
    // Made in init, destroyed once; nobody calls its code any more (a caller holds its owner).
    unsafe CShims_ClosureDestroy(closure)
  }

  /// Runs the body for one call in flight: the return buffer zeroed, the call wrapped in an
  /// ``Invocation`` that borrows the argument pointers. `@unsafe`: the caller proves that they are
  /// a call's of this signature, valid until it returns.
  @unsafe @inline(__always)
  func handle(
    returnValue: UnsafeMutableRawPointer, arguments: UnsafeMutablePointer<UnsafeMutableRawPointer?>
  ) {
    // This function's contract: the call's own buffers, for this signature (its return buffer
    // is at least `returnZeroCount` bytes), valid until the body returns.
    if returnZeroCount > 0 {
      unsafe returnValue.initializeMemory(as: UInt8.self, repeating: 0, count: returnZeroCount)
    }
    var invocation = unsafe Invocation(
      borrowing: signature.storage, selector: selector, arguments: arguments, returnValue: returnValue)
    body(&invocation)
  }

  /// The number of libffi closures currently allocated by this process.
  package static var liveCount: Int { Int(CShims_LiveClosureCount()) }
}

/// The C entry every trampoline call lands in: the trampoline reached unretained (it lives as long
/// as its owner, whose caller holds it), its body run (``Trampoline/handle(returnValue:arguments:)``,
/// inlined: a closure of more than a call would not be).
private let trampolineHandler: CShims_ClosureHandler = { returnValue, arguments, context in
  // The context is the trampoline whose closure was called (set in its init); its caller holds
  // the trampoline's owner for the call. The buffers are the C call's, for its signature.
  unsafe Unretained<Trampoline>(opaque: context!).with {
    unsafe $0.handle(returnValue: returnValue, arguments: arguments)
  }
}

extension Invocation {
  /// Runs a trampoline's body on this call's arguments and return buffer: the call a C caller
  /// would make through `trampoline.code`, without a second closure entry. `@unsafe`: the caller
  /// proves that the trampoline's signature is this call's (the same storage, or an equal one).
  @unsafe package mutating func invokeTrampoline(_ trampoline: Trampoline) {
    dropReturnValue()
    if storage === trampoline.signature.storage {
      if trampoline.returnZeroCount > 0 {
        // The same signature: the return buffer has at least that many bytes.
        unsafe returnBuffer.initializeMemory(as: UInt8.self, repeating: 0, count: trampoline.returnZeroCount)
      }
      // The body may be a proxy's, which records its own method index: the caller's stays.
      let methodIndex = self.methodIndex
      trampoline.body(&self)
      self.methodIndex = methodIndex
    } else {
      // A frame of another signature: the call a C caller makes. An equal one (this function's
      // contract), so this frame is laid out as the trampoline's signature expects.
      unsafe trampoline.handle(returnValue: returnBuffer, arguments: argumentPointers)
    }
    returnValueSet = true
  }
}
