internal import CShims
import DynamicProxySupport

/// A call captured as data: a signature, argument values and a return value, the counterpart of
/// `NSInvocation`.
///
/// An invocation either owns its storage — one made with ``init(signature:selector:)`` or with
/// ``copy()`` — or borrows the arguments of a C call in flight: the one a trampoline's body receives
/// `inout`. A borrowed invocation costs no heap allocation and is valid only during the call; it is
/// non-copyable, so it can not escape the body. To keep a call, ``copy()`` it: the copy owns deep
/// copies of the arguments (C strings copied, objects retained, as `retainArguments` does).
///
/// Arguments box into `[Any]` lazily, each as its encoding's Swift type (DynamicProxy's "Type
/// encodings" article has the table); a null object, class, C string or pointer boxes as ``NullArgument``. Reading no
/// argument boxes nothing.
///
/// Objects cross as unretained pointers (`@` arguments are +0; a `@` return value is +1, handed to
/// the caller). An object pointer can not be validated: a `@` argument that does not point at a
/// Swift object is a programmer error, as it is in Objective-C.
///
/// `@safe`: its public interface checks indices and types. Inside, its frame is raw memory; every
/// `unsafe` in this type relies on **the frame's invariant**, established where an invocation is
/// made (the owned initializer here, the `@unsafe` ones whose callers prove it): for as long as the
/// invocation lives, `storage` is alive (kept in `keepAlive`, or held by the caller of a call in
/// flight), `argumentPointers` holds one pointer per argument of `storage`, each to memory of its
/// slot's size and alignment holding a value of its C type, and `returnBuffer` has at least
/// `storage.returnBufferSize` bytes; a return value marked set in an object slot is a +1 reference.
@safe public struct Invocation: ~Copyable {
  /// The signature of the call.
  public var signature: MethodSignature { MethodSignature(storage: storage) }
  /// The selector the call was made for, if any (`selector`).
  public let selector: Selector?

  /// The signature's storage. Unowned(unsafe): an owned invocation keeps it in ``keptAlive``; a
  /// borrowed one lives only during a call whose caller (a trampoline, a typed call) holds it —
  /// so a call in flight pays no reference counting for it. `@safe`: alive for the invocation's
  /// life, by the frame's invariant (proved where an invocation is made).
  @safe @usableFromInline package unowned(unsafe) let storage: SignatureStorage
  @usableFromInline package let argumentPointers: UnsafeMutablePointer<UnsafeMutableRawPointer?>
  @usableFromInline package let returnBuffer: UnsafeMutableRawPointer
  /// The allocation an owned invocation frees; nil when the storage is borrowed from a C call.
  @usableFromInline let ownedBuffer: UnsafeMutableRawPointer?
  /// Objects and C strings this invocation keeps alive: boxed values, copied strings.
  @usableFromInline var keepAlive: [AnyObject] {
    get { keptAlive ?? [] }
    _modify {
      var value = keptAlive.take() ?? []
      defer { keptAlive = value.isEmpty ? nil : value }
      yield &value
    }
  }
  /// ``keepAlive``'s storage: nil until an object is kept, so that the invocation of a call in
  /// flight, which keeps none, is destroyed with one release of nil (its only reference). An owned
  /// invocation keeps its signature's storage here too, first.
  @usableFromInline var keptAlive: [AnyObject]? = nil
  /// Whether the return buffer holds a value (after ``invoke(_:)`` or ``setReturnValue(_:)``).
  public var hasReturnValue: Bool {
    @inlinable get { returnValueSet }
  }
  /// ``hasReturnValue``'s storage, set by inlinable calls.
  @usableFromInline package var returnValueSet: Bool
  /// The protocol method a delegate proxy's trampoline captured this call for (its slot index),
  /// so that forwarding needs no selector look-up; -1 otherwise.
  @usableFromInline package var methodIndex = -1

  /// Creates an invocation that owns zeroed storage for `signature`'s arguments and return value.
  ///
  /// For a method signature (receiver and selector first), the selector argument is set too.
  ///
  /// - Parameters:
  ///   - signature: The signature of the call.
  ///   - selector: The selector, if the call has one.
  public init(signature: MethodSignature, selector: Selector? = nil) {
    let storage = signature.storage
    // The frame's invariant, established: a buffer of the signature's size and alignment, laid
    // out for it, owned (freed in deinit); the storage kept in `keptAlive`.
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: storage.bufferSize, alignment: 16)
    let pointers = unsafe Self.layOut(storage, selector: selector, in: buffer)
    self.selector = selector
    self.storage = storage
    self.keptAlive = [storage]
    unsafe self.argumentPointers = pointers
    unsafe self.returnBuffer = buffer
    unsafe self.ownedBuffer = buffer
    self.returnValueSet = false
  }

  /// Creates an invocation over `frame`, memory of `storage.bufferSize` bytes aligned to 16 that
  /// the caller provides (a temporary allocation) and keeps until the invocation is gone: laid out
  /// and zeroed as an owned invocation's buffer, but not freed, and valid only while the caller's
  /// `signature` lives. A returned object left in it is the caller's to release
  /// (``dropReturnValue()``).
  ///
  /// `@unsafe`: the caller proves the frame's invariant — `frame` is that large and aligned, and
  /// it and `storage` outlive the invocation.
  @unsafe @inlinable
  package init(signature storage: SignatureStorage, selector: Selector?, frame: UnsafeMutableRawPointer) {
    // This initializer's contract: `frame` is the signature's size and alignment, and outlives
    // the invocation with `storage`.
    let pointers = unsafe Self.layOut(storage, selector: selector, in: frame)
    unsafe self.init(borrowing: storage, selector: selector, arguments: pointers, returnValue: frame)
  }

  /// Zeroes `buffer` and lays an invocation's storage out in it: the return buffer, the argument
  /// pointers, the arguments (the selector set for a method signature). `@unsafe`: the caller
  /// proves that `buffer` has `storage.bufferSize` bytes, aligned to 16.
  @unsafe @usableFromInline
  static func layOut(
    _ storage: SignatureStorage, selector: Selector?, in buffer: UnsafeMutableRawPointer
  ) -> UnsafeMutablePointer<UnsafeMutableRawPointer?> {
    // Within `buffer`'s `bufferSize` bytes (this function's contract), as the storage laid it
    // out: the return buffer, then one pointer per argument (index < the argument count), then
    // the arguments at their offsets, each slot's size and alignment; a method's argument 1 is
    // its selector's pointer-sized slot.
    unsafe buffer.initializeMemory(as: UInt8.self, repeating: 0, count: storage.bufferSize)
    let pointers = unsafe (buffer + storage.returnBufferSize).bindMemory(
      to: UnsafeMutableRawPointer?.self, capacity: storage.argumentSlots.count)
    for index in storage.argumentOffsets.indices {
      unsafe pointers[index] = buffer + storage.argumentOffsets[index]
    }
    if let selector, storage.isMethod {
      unsafe pointers[1]!.storeBytes(of: selector.opaquePointer, as: UnsafeMutableRawPointer.self)
    }
    return unsafe pointers
  }

  /// Wraps the arguments and return buffer of a call in flight (no allocation). `@unsafe`: the
  /// caller proves the frame's invariant — `arguments` and `returnValue` are the call's, laid out
  /// for `storage`, and they and `storage` outlive the invocation.
  @unsafe @inlinable
  package init(
    borrowing storage: SignatureStorage, selector: Selector?,
    arguments: UnsafeMutablePointer<UnsafeMutableRawPointer?>, returnValue: UnsafeMutableRawPointer
  ) {
    self.selector = selector
    self.storage = storage
    // The frame's invariant: this initializer's contract.
    unsafe self.argumentPointers = arguments
    unsafe self.returnBuffer = returnValue
    unsafe self.ownedBuffer = nil
    self.returnValueSet = false
  }

  @inlinable
  deinit {
    // An owned invocation's buffer, freed once, here; a returned object in it (set, in an object
    // slot: checked) released first.
    guard let ownedBuffer = unsafe ownedBuffer else { return }
    if hasReturnValue && storage.returnSlot.kind == .object {
      unsafe releaseReturnedObject()
    }
    unsafe ownedBuffer.deallocate()
  }

  /// The number of arguments.
  public var numberOfArguments: Int { storage.argumentSlots.count }

  // MARK: Arguments

  /// The argument at `index`, boxed (`getArgument:atIndex:`).
  ///
  /// - Parameter index: An index below ``numberOfArguments``; out of range is a programmer error.
  /// - Returns: The boxed value (see the table in the type's documentation).
  public func argument(at index: Int) -> Any {
    let slots = storage.argumentSlots
    precondition(
      index >= 0 && index < slots.count,
      "argument index \(index) out of range: \(MessageQuoting.quotedEncoding(storage.encoding)) has "
        + "\(slots.count) argument\(slots.count == 1 ? "" : "s")")
    // `index` checked above; the argument holds a value of its slot's type (the frame's invariant).
    return unsafe ValueCoding.box(slots[index], at: argumentPointers[index]!, isReturn: false)
  }

  /// Every argument, boxed, in order (a method call's receiver and selector included;
  /// `sentMessage` and `methodInvoked` deliver the ones after them).
  public var arguments: [Any] {
    // From 0, not negative: every argument.
    unsafe declaredArguments(from: 0)
  }

  /// The argument at `index` as `T`, converting integers between widths where the value fits.
  ///
  /// - Parameters:
  ///   - index: The argument's index.
  ///   - type: The type to read: the boxed type, another integer type, `Optional` of either (a
  ///     null reads as `nil`), a typed pointer for a pointer, a layout-matching Swift struct for a
  ///     struct, or the Swift value an object argument boxes.
  /// - Returns: The value.
  /// - Throws: ``InvocationError`` when the index is out of range, the type does not match, or the
  ///   value does not fit.
  public func argument<T>(at index: Int, as type: T.Type = T.self) throws(InvocationError) -> T {
    let slots = storage.argumentSlots
    guard index >= 0 && index < slots.count else {
      throw .argumentIndexOutOfRange(index, count: slots.count)
    }
    // `index` checked above; the argument holds a value of its slot's type (the frame's invariant).
    return try unsafe ValueCoding.load(
      slots[index], at: argumentPointers[index]!, isReturn: false, position: .argument(index),
      as: T.self)
  }

  /// Sets the argument at `index` (`setArgument:atIndex:`).
  ///
  /// Integers convert to the argument's width when the value fits; a `String` for a C string is
  /// copied into storage the invocation owns; a Swift value for an object (`@`) that is not a class
  /// instance is boxed in an object the invocation keeps alive; `nil` sets a null pointer. A struct
  /// takes a ``StructValue`` or a Swift struct that declares its C struct (``TypeEncodable``), with
  /// the argument's fields (names aside) and size, or a plain-data Swift struct of its size and
  /// alignment (its fields are then the caller's promise).
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - index: The argument's index.
  /// - Throws: ``InvocationError`` when the index is out of range, the type does not match, or the
  ///   value does not fit.
  public mutating func setArgument<T>(_ value: T, at index: Int) throws(InvocationError) {
    let slots = storage.argumentSlots
    guard index >= 0 && index < slots.count else {
      throw .argumentIndexOutOfRange(index, count: slots.count)
    }
    try setBoxedArgument(value, at: index)
  }

  /// ``setArgument(_:at:)`` after its index check (`index` is in range): the conversion of the
  /// value an `Any` holds. `DelegateTarget.call(boxed:result:)` calls it with each boxed argument, not the generic
  /// `setArgument`, which, specialized there for `T == Any`, refused a boxed struct.
  @usableFromInline
  package mutating func setBoxedArgument(_ value: Any, at index: Int) throws(InvocationError) {
    // `index` is checked by the array's subscript, evaluated before the pointer's; the argument
    // has its slot's size and alignment (the frame's invariant).
    try unsafe ValueCoding.store(
      value, storage.argumentSlots[index], to: argumentPointers[index]!, isReturn: false,
      position: .argument(index), keepAlive: &keepAlive)
  }

  /// The receiver of a method call (argument 0), or nil when the call is not a method call or the
  /// receiver is null (`target`).
  public var target: AnyObject? {
    guard signature.isMethod else { return nil }
    let receiver = argument(at: 0)
    guard type(of: receiver) is AnyClass else { return nil }
    return receiver as AnyObject
  }

  // MARK: Return value

  /// The return value, boxed (`getReturnValue:`); `()` for `void`.
  ///
  /// Before the call ran (or a body set it), it reads as zero / null.
  public var returnValue: Any {
    // The storage unretained (alive for the invocation's life): a retain would write what every
    // delegate of the protocol shares. The return buffer holds the return slot's value (zero
    // before it is set). Both by the frame's invariant.
    unsafe Unretained(storage).with {
      unsafe ValueCoding.box($0.returnSlot, at: returnBuffer, isReturn: true)
    }
  }

  /// The return value as `T`, converting as ``argument(at:as:)`` does.
  ///
  /// - Parameter type: The type to read.
  /// - Returns: The value.
  /// - Throws: ``InvocationError`` when the signature returns `void`, the type does not match or
  ///   the value does not fit.
  public func returnValue<T>(as type: T.Type = T.self) throws(InvocationError) -> T {
    guard storage.returnSlot.kind != .void else { throw .voidReturn }
    // The return buffer holds the return slot's value (the frame's invariant).
    return try unsafe ValueCoding.load(
      storage.returnSlot, at: returnBuffer, isReturn: true, position: .returnValue, as: T.self)
  }

  /// Sets the return value (`setReturnValue:`), with the conversions of ``setArgument(_:at:)``.
  ///
  /// An object is stored retained (+1), for the caller to take; a Swift value that is not an object
  /// is boxed. A `String` can not be returned as a C string (`*`): nothing would own its bytes.
  ///
  /// - Parameter value: The value.
  /// - Throws: ``InvocationError`` when the signature returns `void`, the type does not match or
  ///   the value does not fit.
  public mutating func setReturnValue<T>(_ value: T) throws(InvocationError) {
    let slot = storage.returnSlot
    guard slot.kind != .void else { throw .voidReturn }
    dropReturnValue()
    var unused: [AnyObject] = []
    // The return buffer has the return slot's size (the frame's invariant).
    try unsafe ValueCoding.store(
      value, slot, to: returnBuffer, isReturn: true, position: .returnValue, keepAlive: &unused)
    returnValueSet = true
  }

  /// Releases a previous return value and marks the return value set, before a typed closure writes
  /// its result into the return buffer.
  @usableFromInline
  package mutating func prepareReturnValue() {
    dropReturnValue()
    returnValueSet = true
  }

  /// Releases the returned object. `@unsafe`: the caller proves that the return buffer holds one
  /// (+1): the return value is set and the return slot is an object's.
  @unsafe @usableFromInline
  func releaseReturnedObject() {
    // This function's contract: the buffer's first word is a +1 reference (or null), given
    // back once here.
    if let raw = unsafe returnBuffer.loadUnaligned(as: UnsafeMutableRawPointer?.self) {
      unsafe RetainedPointer.release(raw)
    }
  }

  // MARK: Invoking

  /// Calls `implementation` with the current arguments and stores its return value here
  /// (`invokeWithTarget:` / `invokeUsingIMP:`).
  ///
  /// The call goes through the register-frame call when the signature qualifies (x86-64 System
  /// V: no long double return, at most 256 bytes of stack arguments), else through `ffi_call` with
  /// a copy of the argument-pointer array, so libffi's re-pointing of large struct arguments never
  /// reaches this invocation.
  ///
  /// - Parameter implementation: The function to call; its signature must equal this one's.
  /// - Throws: ``InvocationError/signatureMismatch(expected:actual:)`` when the signatures differ.
  public mutating func invoke(_ implementation: Implementation) throws(InvocationError) {
    guard implementation.signature.storage === storage || implementation.signature == signature else {
      throw .signatureMismatch(expected: signature, actual: implementation.signature)
    }
    // A function of this signature (checked above; an Implementation's pointer is a function
    // of its signature), kept alive until the call returns.
    unsafe invokeFunction(implementation.functionPointer)
    withExtendedLifetime(implementation) {}
  }

  /// Calls a C function pointer whose signature is this one's (unchecked: the caller vouches),
  /// with the return-value bookkeeping of ``invoke(_:)``.
  ///
  /// - Parameter path: How: the register frame when the signature qualifies (the default), or
  ///   forced through `ffi_call` or the register frame, for the tests that prove both equal.
  ///
  /// `@unsafe`: the caller proves that `function` is a C function of this signature.
  @unsafe @inlinable
  package mutating func invokeFunction(_ function: UnsafeRawPointer, via path: CallPath = .automatic) {
    dropReturnValue()
    // This function's contract: `function` is of this signature.
    unsafe callUnchecked(function, via: path)
    returnValueSet = true
  }

  /// How a call reaches a C function.
  @usableFromInline
  package enum CallPath: Int32 {
    /// The register frame when the signature qualifies and it is enabled, else `ffi_call`.
    case automatic = 0
    /// Always `ffi_call`.
    case libffi = 1
    /// The register frame when the signature qualifies, else `ffi_call`.
    case registers = 2
  }

  /// Releases a returned object this invocation holds (+1) and marks the return value unset; also
  /// what the caller of an invocation over its own frame does when done with it.
  @inlinable
  package mutating func dropReturnValue() {
    // Set, in an object slot: the buffer holds a +1 reference (the frame's invariant).
    if returnValueSet && storage.returnSlot.kind == .object { unsafe releaseReturnedObject() }
    returnValueSet = false
  }

  /// Calls a C function pointer whose signature is this one's (unchecked: the caller vouches).
  /// `@unsafe`: the caller proves that `function` is a C function of this signature.
  @unsafe @usableFromInline
  func callUnchecked(_ function: UnsafeRawPointer, via path: CallPath) {
    // The storage's prepared signature and this frame's buffers (the frame's invariant), with a
    // function of that signature (this function's contract).
    unsafe CShims_CallVia(storage.cSignature, function, returnBuffer, argumentPointers, path.rawValue)
  }

  // MARK: Copying

  /// A deep copy that owns its storage and may outlive the call (`retainArguments`).
  ///
  /// Argument bytes and the return value are copied; C strings are copied; objects are retained.
  /// Objects and strings reached through pointers or struct fields are not followed.
  ///
  /// - Returns: The copy.
  public func copy() -> Invocation {
    var copy = Invocation(signature: signature, selector: selector)
    let slots = storage.argumentSlots
    // Both frames are laid out for the same signature (the frame's invariant): each argument is
    // its slot's size in both, and holds a value of its C type. A C string is a NUL-terminated
    // string of the caller's, alive for the call; an object argument a live object the caller
    // holds for the call (retained here, into the copy's keep-alive list).
    for index in slots.indices {
      let slot = slots[index]
      let source = unsafe UnsafeRawPointer(argumentPointers[index]!)
      let destination = unsafe copy.argumentPointers[index]!
      unsafe destination.copyMemory(from: source, byteCount: slot.size)
      switch slot.kind {
      case .cString:
        if let string = unsafe source.loadUnaligned(as: UnsafePointer<CChar>?.self) {
          let box = unsafe CStringBox(copying: string)
          copy.keepAlive.append(box)
          unsafe destination.storeBytes(of: UnsafeRawPointer(box.pointer), as: UnsafeRawPointer.self)
        }
      case .object:
        if let raw = unsafe source.loadUnaligned(as: UnsafeRawPointer?.self) {
          unsafe copy.keepAlive.append(Unretained<AnyObject>(opaque: raw).object)
        }
      default:
        break
      }
    }
    copy.keepAlive.append(contentsOf: keepAlive)
    if hasReturnValue {
      // Both return buffers are `returnBufferSize` bytes; a returned object (set, in an object
      // slot) is +1 here, and one more reference is taken for the copy to give back.
      unsafe copy.returnBuffer.copyMemory(from: returnBuffer, byteCount: storage.returnBufferSize)
      if storage.returnSlot.kind == .object,
        let raw = unsafe returnBuffer.loadUnaligned(as: UnsafeMutableRawPointer?.self)
      {
        unsafe RetainedPointer.retain(raw)
      }
      copy.returnValueSet = true
    }
    return copy
  }
}

/// Why an invocation could not read, write or call.
public enum InvocationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An argument index at or past the argument count.
  case argumentIndexOutOfRange(Int, count: Int)
  /// A Swift type that does not convert to or from the C type at that position.
  case typeMismatch(ValuePosition, expected: TypeEncoding, actual: String)
  /// A value that does not fit the C type (an integer out of range, an inexact float).
  case valueOutOfRange(ValuePosition, expected: TypeEncoding, value: String)
  /// A return value was read or set for a `void` signature.
  case voidReturn
  /// An implementation whose signature differs from the invocation's.
  case signatureMismatch(expected: MethodSignature, actual: MethodSignature)
  /// A value that would have no owner once the call returns.
  case unownedReturnValue(ValuePosition, reason: String)

  /// A sentence saying what is wrong; encodings are quoted as Swift string literals (see
  /// ``TypeEncodingError/description``).
  ///
  /// A ``ValuePosition/structValue`` mismatch also gives the struct's size and alignment, or says
  /// that the encoding is not a struct with fields: `struct value is "{Point=dd}" (16 bytes,
  /// alignment 8); Int does not convert to or from it`.
  public var description: String {
    switch self {
    case .argumentIndexOutOfRange(let index, let count):
      let arguments = count == 1 ? "1 argument" : "\(count) arguments"
      return "argument index \(index) is out of range: the signature has \(arguments)"
    case .typeMismatch(.structValue, let expected, let actual):
      let quoted = MessageQuoting.quotedEncoding(expected.encoding)
      guard case .structure = expected, let layout = expected.layout else {
        return "struct value is \(quoted), not a struct with fields; \(actual) does not convert to or from it"
      }
      return "struct value is \(quoted) (\(layout.size) bytes, alignment \(layout.alignment)); \(actual) "
        + "does not convert to or from it"
    case .typeMismatch(let position, let expected, let actual):
      return "\(position) is \(MessageQuoting.quotedEncoding(expected.encoding)); \(actual) does not convert "
        + "to or from it"
    case .valueOutOfRange(let position, let expected, let value):
      return "\(value) does not fit \(position) of type \(MessageQuoting.quotedEncoding(expected.encoding))"
    case .voidReturn:
      return "the signature returns void: there is no return value"
    case .signatureMismatch(let expected, let actual):
      return "the implementation's signature \(MessageQuoting.quotedEncoding(actual.encoding)) differs from "
        + "the invocation's \(MessageQuoting.quotedEncoding(expected.encoding))"
    case .unownedReturnValue(let position, let reason):
      return "\(position): \(reason)"
    }
  }
}
