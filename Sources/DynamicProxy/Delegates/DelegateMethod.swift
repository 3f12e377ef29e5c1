import DynamicProxyRuntime
import DynamicProxySupport
import Synchronization

/// A delegate method described by its Swift types: the typed way to describe, implement, call,
/// answer and observe a method, with no hand-written type encoding and no `[Any]`.
///
/// `Argument` are the declared arguments (for a *method* protocol without the receiver and the
/// selector; for a *function* protocol every C argument, user data included); `Result` is the
/// return type (`Void` for none). The C signature is derived through `TypeEncodable`: integers,
/// floats, `Bool` and pointers map to their C types, a `TypeEncodable` struct to its struct, and
/// anything else — a class instance, an array, a `String` — crosses as an object (`@`).
///
/// ```swift
/// enum UIScrollViewDelegateMethods {
///   static let didScroll =
///     DelegateMethod<UIScrollView, Void>.optional("scrollViewDidScroll:")
///   static let shouldScrollToTop =
///     DelegateMethod<UIScrollView, Bool>
///       .optional("scrollViewShouldScrollToTop:")
///   static let description = try! DelegateProtocol(
///     "UIScrollViewDelegate", didScroll, shouldScrollToTop)
/// }
///
/// let didScroll = UIScrollViewDelegateMethods.didScroll
/// // the parent:
/// delegate?.call(didScroll, self)
/// // a delegate:
/// try implement(didScroll) { scrollView in … }
/// // a subscriber, an Observable<UIScrollView>:
/// proxy.methodInvoked(didScroll)
/// ```
///
/// A typed method may meet a protocol described with encodings: it is checked against the
/// protocol's method when they first meet (``DelegateProtocol/check(_:)`` checks it up front), and
/// calls between typed and `[Any]` code interoperate both ways.
///
/// Keep methods in `static let`s: a method caches what it resolved for each protocol it met.
public final class DelegateMethod<each Argument, Result>: DelegateMethodDescribing, CustomStringConvertible,
  @unchecked Sendable  // immutable; the cache under a Lock
{
  // @unchecked: immutable but for the binding cache, which is behind a Lock and an atomic.

  /// The method's selector.
  public let selector: Selector
  /// Whether delegates may leave it unimplemented.
  public let isOptional: Bool
  /// The declared argument types, derived from `Argument`.
  public let argumentTypes: [TypeEncoding]
  /// The return type, derived from `Result` (`v` for `Void`).
  public let returnType: TypeEncoding

  /// The identity of ``TypedBody`` of this method's types: a typed closure of exactly these types
  /// is recognized by one comparison, without a metadata look-up per call.
  @usableFromInline let typedBodyType: ObjectIdentifier
  /// The identity of the element handler of this method's typed `sentMessage` and `methodInvoked`
  /// subscribers (a ``TypedElementHandler`` of the arguments), which a typed call hands its
  /// arguments directly.
  @usableFromInline let argumentsHandlerType: ObjectIdentifier
  /// The identity of the element handler of this method's typed `methodReturned` subscribers.
  @usableFromInline let returnHandlerType: ObjectIdentifier
  /// The identity of ``MethodObservers``, the body of a proxy's observing trampoline, kept here
  /// for typed calls: a load, where the class's metadata accessor is a call.
  @usableFromInline let observersBodyType = ObjectIdentifier(MethodObservers.self)

  /// How the arguments box as `[Any]` straight from their Swift values, exactly as a call frame
  /// boxes them (see ``ArgumentBoxing``).
  @usableFromInline let argumentBoxing: ArgumentBoxing
  /// How a C frame of this method boxes its struct arguments: as the Swift structs.
  let swiftStructs: SwiftStructBoxing?

  /// Every binding made, kept for the method's life (so `lastBinding` always points at a live one).
  private let bindings = Lock<[MethodBinding]>([])
  /// The binding used last, unretained: one load and one comparison per call.
  @usableFromInline let lastBinding = Atomic<UInt>(0)
  /// The matching binding (``MethodBinding/matches``) made or used last, unretained: what a typed
  /// call reads, one load and one comparison, with no test of `matches`.
  @usableFromInline let lastMatchingBinding = Atomic<UInt>(0)

  private init(selector: Selector, isOptional: Bool) {
    self.selector = selector
    self.isOptional = isOptional
    var types: [TypeEncoding] = []
    for type in repeat (each Argument).self {
      types.append(TypeEncoding.of(type))
    }
    self.argumentTypes = types
    self.returnType = Result.self == Void.self ? .void : TypeEncoding.of(Result.self)
    var boxing = ArgumentBoxing()
    var position = 0
    for type in repeat (each Argument).self {
      boxing.add(type, at: position)
      position += 1
    }
    self.argumentBoxing = boxing
    self.swiftStructs = SwiftStructBoxing.make(repeat (each Argument).self)
    self.typedBodyType = ObjectIdentifier(TypedBody<repeat each Argument, Result>.self)
    self.argumentsHandlerType = ObjectIdentifier(TypedElementHandler<(repeat each Argument)>.self)
    self.returnHandlerType = ObjectIdentifier(
      TypedElementHandler<(arguments: (repeat each Argument), returnValue: Result)>.self)
  }

  /// Describes an optional method (`@optional`).
  ///
  /// - Parameter selector: The method's selector.
  /// - Returns: The method.
  public static func optional(_ selector: Selector) -> DelegateMethod<repeat each Argument, Result> {
    DelegateMethod(selector: selector, isOptional: true)
  }

  /// Describes a required method.
  ///
  /// - Parameter selector: The method's selector.
  /// - Returns: The method.
  public static func required(_ selector: Selector) -> DelegateMethod<repeat each Argument, Result> {
    DelegateMethod(selector: selector, isOptional: false)
  }

  /// The method as a protocol description lists it: its selector, its derived encoding (return
  /// type, then the declared arguments) and whether it is optional.
  public var methodDescription: DelegateProtocol.MethodDescription {
    DelegateProtocol.MethodDescription(
      selector: selector, types: ([returnType] + argumentTypes).map(\.encoding).joined(),
      isOptional: isOptional, swiftStructs: swiftStructs)
  }

  /// `selector (types)`, for example `"scrollViewDidScroll:" (v@)`.
  public var description: String { "\(selector) (\(methodDescription.types))" }

  /// What this method resolved for `delegateProtocol`: the method's slot and how each value is
  /// read and written, or why it does not match. One atomic load and one comparison when the
  /// protocol is the one met last.
  @usableFromInline @inline(__always)
  func binding(for delegateProtocol: DelegateProtocol) -> MethodBinding {
    bindingReference(for: delegateProtocol).object
  }

  /// ``binding(for:)`` unretained: this method keeps every binding it made for its life, so a call
  /// holding the method needs no retain and release of one.
  @usableFromInline @inline(__always)
  func bindingReference(for delegateProtocol: DelegateProtocol) -> Unretained<MethodBinding> {
    // 0 or a binding of `bindings`, which this method keeps for its life; the caller holds the
    // method for as long as it uses the reference.
    if let binding = unsafe Unretained<MethodBinding>(bits: lastBinding.load(ordering: .acquiring)),
      binding.with({ $0.delegateProtocol === delegateProtocol })
    {
      return binding
    }
    // Appended to `bindings`, kept as the one above.
    return unsafe Unretained(makeBinding(for: delegateProtocol))
  }

  private func makeBinding(for delegateProtocol: DelegateProtocol) -> MethodBinding {
    bindings.withLock { bindings in
      let binding: MethodBinding
      if let existing = bindings.first(where: { $0.delegateProtocol === delegateProtocol }) {
        binding = existing
      } else {
        binding = MethodBinding(
          delegateProtocol: delegateProtocol, selector: selector,
          check: { method throws(DelegateError) in
            try TypedSignature.codings(
              repeat (each Argument).self, returning: Result.self, for: method, checking: .typedMethod)
          })
        bindings.append(binding)
      }
      lastBinding.store(objectBits(binding), ordering: .releasing)
      if binding.matches { lastMatchingBinding.store(objectBits(binding), ordering: .releasing) }
      return binding
    }
  }

  /// The binding for `delegateProtocol`, or the error that says why the method does not match it.
  @usableFromInline
  func checkedBinding(for delegateProtocol: DelegateProtocol) throws(DelegateError) -> MethodBinding {
    let binding = binding(for: delegateProtocol)
    if let error = binding.error { throw error }
    return binding
  }

  /// The binding for `delegateProtocol` when the caller can not throw: a mismatch is a programmer
  /// error, stopped with the error's message and how to find it early.
  @usableFromInline
  func requiredBinding(for delegateProtocol: DelegateProtocol) -> MethodBinding {
    requiredBindingReference(for: delegateProtocol).object
  }

  /// ``requiredBinding(for:)`` unretained (see ``bindingReference(for:)``). Inlined into a typed
  /// call: when the protocol is the one the method last matched (``lastMatchingBinding``), one
  /// atomic load and one comparison, without a function call.
  @inlinable @inline(__always)
  func requiredBindingReference(for delegateProtocol: DelegateProtocol) -> Unretained<MethodBinding> {
    // 0 or a binding of `bindings`, kept as in ``bindingReference(for:)``.
    if let binding = unsafe Unretained<MethodBinding>(bits: lastMatchingBinding.load(ordering: .acquiring)),
      binding.with({ $0.delegateProtocol === delegateProtocol })
    {
      return binding
    }
    return requiredBindingReferenceOutlined(for: delegateProtocol)
  }

  /// ``requiredBindingReference(for:)`` when the protocol is not the one met last, or the method
  /// does not match it: a programmer error, stopped here with the mismatch.
  @usableFromInline @inline(never)
  func requiredBindingReferenceOutlined(for delegateProtocol: DelegateProtocol) -> Unretained<MethodBinding> {
    let binding = bindingReference(for: delegateProtocol)
    if let error = binding.with({ $0.error }) {
      preconditionFailure(
        "\(error). Describe \(delegateProtocol.name) from its DelegateMethods, or find the mismatch "
          + "early with `try delegateProtocol.check(method)`.")
    }
    lastMatchingBinding.store(binding.bits, ordering: .releasing)
    return binding
  }

  /// `swiftBody` (a trampoline's Swift body) as a typed closure of this method's very types, when
  /// its class is exactly their ``TypedBody`` (``typedBodyType``, one comparison); nil otherwise.
  /// The reference is `swiftBody`'s, under the same rule.
  @inlinable @inline(__always)
  func typedBody(_ swiftBody: Unretained<AnyObject>) -> Unretained<TypedBody<repeat each Argument, Result>>? {
    guard DelegateObject.swiftBodyClass(swiftBody) == typedBodyType else { return nil }
    // Of exactly that class (compared above): the same object, seen as what it is.
    return unsafe Unretained(opaque: swiftBody.opaque)
  }

  /// `swiftBody` as a proxy's observers, when its class is exactly ``MethodObservers``
  /// (``observersBodyType``, one comparison); nil otherwise. The reference is `swiftBody`'s, under
  /// the same rule.
  @inlinable @inline(__always)
  func observers(_ swiftBody: Unretained<AnyObject>) -> Unretained<MethodObservers>? {
    guard DelegateObject.swiftBodyClass(swiftBody) == observersBodyType else { return nil }
    // Of exactly that class (compared above): the same object, seen as what it is.
    return unsafe Unretained(opaque: swiftBody.opaque)
  }
}

/// A method description a ``DelegateProtocol`` can be built from: a ``DelegateMethod``.
public protocol DelegateMethodDescribing: Sendable {
  /// The method's selector.
  var selector: Selector { get }
  /// The method as a protocol description lists it.
  var methodDescription: DelegateProtocol.MethodDescription { get }
}

/// A typed method resolved against one protocol: its slot index, the protocol's method, and the
/// coding of each Swift value — or why the two do not match.
@usableFromInline
final class MethodBinding: @unchecked Sendable {  // immutable after init.
  @usableFromInline let delegateProtocol: DelegateProtocol
  /// The protocol's method; nil when the selector is not part of the protocol.
  @usableFromInline let method: DelegateProtocol.Method?
  /// The slot index, -1 when the selector is not part of the protocol.
  @usableFromInline let index: Int
  /// How each value is read and written (meaningless when `error` is set).
  @usableFromInline let codings: TypedCodings
  /// Why the typed method does not match the protocol's, if it does not.
  let error: DelegateError?
  /// Whether the typed method matches the protocol's (`error` is nil): read by an inlined typed
  /// call, which can not read the error itself.
  @usableFromInline let matches: Bool

  init(
    delegateProtocol: DelegateProtocol, selector: Selector,
    check: (DelegateProtocol.Method) throws(DelegateError) -> TypedCodings
  ) {
    self.delegateProtocol = delegateProtocol
    guard let method = delegateProtocol.method(for: selector) else {
      self.method = nil
      self.index = -1
      self.codings = .none
      self.error = .unknownSelector(selector, protocol: delegateProtocol.name)
      self.matches = false
      return
    }
    self.method = method
    self.index = method.index
    do {
      self.codings = try check(method)
      self.error = nil
      self.matches = true
    } catch {
      self.codings = .none
      self.error = error
      self.matches = false
    }
  }
}

/// How a typed method's or closure's values are read from and written to one signature's slots.
@usableFromInline
final class TypedCodings: Sendable {
  /// The index of the first declared argument (2 for a *method* signature).
  @usableFromInline let first: Int
  /// The declared arguments' codings.
  @usableFromInline let arguments: [TypedCoding]
  /// Every argument slot of the signature (receiver and selector included).
  @usableFromInline let argumentSlots: [SlotInfo]
  @usableFromInline let returnValue: TypedCoding
  @usableFromInline let returnSlot: SlotInfo
  @usableFromInline let returnsValue: Bool
  /// Whether every declared argument can be borrowed where the call left it.
  @usableFromInline let argumentsInPlace: Bool
  /// Why a closure of these types can not implement the method, though it can be called with
  /// them (a `String` returned as a C string); nil when it can.
  @usableFromInline let returnError: DelegateError?
  /// The signature, for the frames of typed calls (nil for a binding that failed).
  let signature: MethodSignature?
  let selector: Selector?
  /// How a frame of a typed call boxes the method's struct arguments in `[Any]`: the protocol
  /// method's own (``DelegateProtocol/Method``), as a call from C through the proxy's trampoline
  /// boxes them, so that every path gives the same form.
  let swiftStructs: SwiftStructBoxing?

  init(
    method: DelegateProtocol.Method, arguments: [TypedCoding], returnValue: TypedCoding,
    returnError: DelegateError? = nil
  ) {
    let storage = method.signature.storage
    self.first = method.firstArgumentIndex
    self.arguments = arguments
    self.argumentSlots = storage.argumentSlots
    self.returnValue = returnValue
    self.returnSlot = storage.returnSlot
    self.returnsValue = method.returnsValue
    self.argumentsInPlace = arguments.allSatisfy(\.isInPlace)
    self.returnError = returnError
    self.signature = method.signature
    self.selector = method.selector
    self.swiftStructs = method.swiftStructs
  }

  private init() {
    first = 0
    arguments = []
    argumentSlots = []
    returnValue = .general
    // No accepted-struct cell (a `void` slot): nothing to keep alive.
    returnSlot = unsafe SlotInfo(type: .void, kind: .void, size: 0, alignment: 1)
    returnsValue = false
    argumentsInPlace = false
    returnError = nil
    signature = nil
    selector = nil
    swiftStructs = nil
  }

  /// The codings of a binding that failed.
  static let none = TypedCodings()
}

/// The checks shared by every typed entry point: typed methods and typed closures.
enum TypedSignature {
  /// Who brings the Swift types, for the error a mismatch throws.
  enum Source {
    case closure
    case typedMethod
  }

  /// Checks Swift argument and result types against a method's signature and chooses how each
  /// value is read and written.
  ///
  /// - Throws: ``DelegateError`` for a wrong argument count, an argument or result type the
  ///   signature does not accept, or an optional result a C scalar can not carry.
  static func codings<each Argument, Result>(
    _ arguments: repeat (each Argument).Type, returning _: Result.Type, for method: DelegateProtocol.Method,
    checking source: Source
  ) throws(DelegateError) -> TypedCodings {
    func mismatch(_ position: ValuePosition, _ expected: TypeEncoding, _ actual: String) -> DelegateError {
      switch source {
      case .closure:
        return .closureTypeMismatch(method.selector, position: position, expected: expected, actual: actual)
      case .typedMethod:
        return .typeMismatch(method.selector, position: position, expected: expected, actual: actual)
      }
    }
    let declared = method.argumentTypes
    let slots = method.signature.storage.argumentSlots
    let first = method.firstArgumentIndex
    var count = 0
    var failure: DelegateError?
    var codings: [TypedCoding] = []
    for type in repeat each arguments {
      if failure == nil {
        if count >= declared.count || !declared[count].accepts(type) {
          failure = count < declared.count ? mismatch(.argument(count), declared[count], "\(type)") : nil
        } else {
          codings.append(TypedCoding.make(type, for: slots[first + count]))
        }
      }
      count += 1
    }
    guard count == declared.count else {
      throw .argumentCountMismatch(method.selector, expected: declared.count, actual: count)
    }
    if let failure { throw failure }
    let returnType = method.signature.returnType
    if returnType == .void {
      guard Result.self == Void.self else { throw mismatch(.returnValue, .void, "\(Result.self)") }
      return TypedCodings(method: method, arguments: codings, returnValue: .bits)
    }
    if let kind = ValueCoding.kind(of: returnType),
      ![.object, .cString, .objectClass, .selector, .pointer].contains(kind),
      Result.self is any OptionalValue.Type
    {
      throw mismatch(.returnValue, returnType, "\(Result.self) (a C \(returnType.encoding) has no nil)")
    }
    guard returnType.accepts(Result.self) else {
      throw mismatch(.returnValue, returnType, "\(Result.self)")
    }
    // Read, a C string becomes a String; returned, a String would have no owner once the call
    // returns: implementing or answering with it is refused (``TypedCodings/returnError``).
    let unowned =
      ValueCoding.kind(of: returnType) == .cString
      && (Result.self == String.self || Result.self == String?.self)
    return TypedCodings(
      method: method, arguments: codings,
      returnValue: TypedCoding.make(Result.self, for: method.signature.storage.returnSlot),
      returnError: unowned
        ? mismatch(
          .returnValue, returnType,
          "\(Result.self) (returned as a C string, a String would have no owner once the call returns; return "
            + "a pointer to storage that outlives the call)") : nil)
  }
}

extension DelegateProtocol {
  /// Describes a protocol from typed methods: each method's signature is derived from its Swift
  /// types.
  ///
  /// - Parameters:
  ///   - name: The protocol's name.
  ///   - convention: How its methods are called; ``CallingConvention/method`` by default.
  ///   - inheritedProtocols: Protocols whose methods this one includes (same convention).
  ///   - methods: The protocol's own methods, ``DelegateMethod``s.
  /// - Throws: ``DelegateProtocolError`` for a selector declared twice, an inherited protocol of
  ///   another convention, or a Swift type whose encoding can not be called (a `TypeEncodable`
  ///   struct with a union, say).
  public convenience init(
    _ name: String, convention: CallingConvention = .method,
    inherits inheritedProtocols: [DelegateProtocol] = [], _ methods: any DelegateMethodDescribing...
  ) throws(DelegateProtocolError) {
    try self.init(
      name, convention: convention, inherits: inheritedProtocols, methods: methods.map(\.methodDescription))
  }

  /// Checks a typed method against this protocol: the place to find out that a typed method and a
  /// protocol described with encodings disagree, before a call, subscription or implementation
  /// meets the mismatch.
  ///
  /// - Parameter method: A typed method.
  /// - Throws: ``DelegateError/unknownSelector(_:protocol:)`` when the protocol has no such
  ///   method, ``DelegateError/argumentCountMismatch(_:expected:actual:)`` or
  ///   ``DelegateError/typeMismatch(_:position:expected:actual:)`` when its signature differs.
  public func check<each Argument, Result>(
    _ method: DelegateMethod<repeat each Argument, Result>
  ) throws(DelegateError) {
    _ = try method.checkedBinding(for: self)
  }
}
