import Synchronization

/// Proxies of Swift delegate protocols: a generated proxy class conforms to the protocol, and each
/// of its methods hands its call to ``DelegateProxy/route(_:_:forward:otherwise:)``.
///
/// Such a proxy's `Delegate` is the protocol's existential (`any XMLParserDelegate`), not
/// ``DelegateObject``: its forward delegate is any conformer, held weakly or retained as RxCocoa
/// does, and called through the protocol's own Swift methods.
extension DelegateProxy {
  /// Routes one call of a method of a generated Swift-protocol proxy: the typed arguments go to
  /// the `sentMessage` subscribers, the call to the forward delegate (`forward`), else to an
  /// answer installed with ``answer(_:_:)-(DelegateMethod<Argument,Result>,_)``, else to
  /// `otherwise` (the protocol's default implementation); then the arguments and the result go to
  /// the `methodInvoked` and `methodReturned` subscribers. Typed subscribers get the Swift values;
  /// `[Any]` subscribers of the selector get them boxed, as RxCocoa's events.
  ///
  /// Unobserved, a call costs the slot's state, the forward delegate's weak load and the call.
  ///
  /// ```swift
  /// public func parserDidStartDocument(_ parser: XMLParser) {
  ///   route(Methods.didStartDocument, parser) {
  ///     $0.parserDidStartDocument(parser)
  ///   } otherwise: {
  ///     Self.defaults.parserDidStartDocument(parser)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - method: The method, a method of the proxy's protocol.
  ///   - argument: The call's arguments.
  ///   - forward: Calls the method on the forward delegate.
  ///   - otherwise: The result when there is no forward delegate and no answer.
  /// - Returns: The forward delegate's result, the answer's or the default's.
  /// - Throws: What `forward` or `otherwise` threw (typed: a `throws(E)` method's `E`, nothing for
  ///   a method that does not throw); `methodInvoked` and `methodReturned` are not sent for a call
  ///   that threw, as RxCocoa sends nothing after an exception.
  @inlinable @inline(__always)
  public final func route<each Argument, Result, Failure: Error>(
    _ method: DelegateMethod<repeat each Argument, Result>, _ argument: repeat each Argument,
    forward: (Delegate) throws(Failure) -> Result, otherwise: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    // The binding unretained: the method keeps it, and the caller holds the method.
    let binding = method.requiredBindingReference(for: delegateProtocol)
    let index = binding._withUnsafeGuaranteedRef { $0.index }
    guard let observers = routeObservers(at: index) else {
      if let delegate = swiftForwardDelegate() { return try forward(delegate) }
      return try routeWithoutForwardDelegate(
        index, binding, method, repeat each argument, otherwise: otherwise)
    }
    let proxy = Unmanaged<DelegateObject>.passUnretained(self)
    let element = (repeat each argument)
    MethodObservers.deliverSent(observers, proxy, method, binding, repeat each element)
    let result: Result
    if let delegate = swiftForwardDelegate() {
      result = try forward(delegate)
    } else {
      result = try routeWithoutForwardDelegate(
        index, binding, method, repeat each element, otherwise: otherwise)
    }
    MethodObservers.deliverInvoked(observers, proxy, method, binding, result: result, repeat each element)
    withExtendedLifetime(self) {}
    return result
  }

  /// A routed call with no forward delegate: an installed answer's result, else `otherwise`'s.
  @inlinable
  final func routeWithoutForwardDelegate<each Argument, Result, Failure: Error>(
    _ index: Int, _ binding: Unmanaged<MethodBinding>, _ method: DelegateMethod<repeat each Argument, Result>,
    _ argument: repeat each Argument, otherwise: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    guard let answer = answerTarget(at: index) else { return try otherwise() }
    if let body = answer.typedBody(method.typedBodyType) {
      let result = Unmanaged<TypedBody<repeat each Argument, Result>>.fromOpaque(body)
        ._withUnsafeGuaranteedRef { $0.body(repeat each argument) }
      withExtendedLifetime(answer) {}
      return result
    }
    return callThroughFrame(binding, answer, repeat each argument)
  }

  /// The observers of the method at `index` while its calls are observed (its slot holds the
  /// proxy's trampoline, whose Swift body they are), unretained: the proxy keeps them.
  @usableFromInline
  final func routeObservers(at index: Int) -> Unmanaged<MethodObservers>? {
    let slot = slots.pointer(at: index)
    guard slot.pointee.state.load(ordering: .acquiring) == SlotState.observed.rawValue,
      let function = UnsafeRawPointer(bitPattern: slot.pointee.function.load(ordering: .acquiring)),
      let trampoline = slot.pointee.trampolinePointer(calling: function)
    else { return nil }
    return Unmanaged<Trampoline>.fromOpaque(trampoline)._withUnsafeGuaranteedRef { trampoline in
      guard let body = trampoline.swiftBody as? MethodObservers else { return nil }
      return Unmanaged.passUnretained(body)
    }
  }

  /// The answer installed for the method at `index`, as a target of this proxy, or nil.
  @usableFromInline
  final func answerTarget(at index: Int) -> DelegateTarget? {
    let slot = slots.pointer(at: index)
    guard let answer = UnsafeRawPointer(bitPattern: slot.pointee.answerFunction.load(ordering: .acquiring))
    else { return nil }
    return DelegateTarget(receiver: self, function: answer, slot: slot)
  }

  /// The forward delegate of a Swift-protocol proxy, retained for the call, or nil.
  @usableFromInline
  final func swiftForwardDelegate() -> Delegate? {
    guard let raw = UnsafeRawPointer(bitPattern: swiftForwardPointer.load(ordering: .acquiring)) else {
      return nil
    }
    // Unretained: boxes live until the proxy's deinit.
    return Unmanaged<SwiftForwardBox<Delegate>>.fromOpaque(raw)._withUnsafeGuaranteedRef { $0.load() }
  }

  /// ``setForwardToDelegate(_:retainDelegate:)`` of a Swift-protocol proxy.
  final func setSwiftForwardDelegate(_ delegate: Delegate?, retainDelegate: Bool) {
    let released = proxyState.withLock { state in
      // The strong reference lives in the state, the box holds a weak one (RxCocoa's
      // `_retainedDelegate`); a replaced retained delegate is released outside the lock.
      let released = state.retainedSwiftDelegate
      let box = SwiftForwardBox(delegate, replacing: state.swiftForwardBox as? SwiftForwardBox<Delegate>)
      state.retainedSwiftDelegate = retainDelegate ? box.strongReference(to: delegate) : nil
      state.swiftForwardBox = box
      swiftForwardPointer.store(
        UInt(bitPattern: Unmanaged.passUnretained(box).toOpaque()), ordering: .releasing)
      return released
    }
    withExtendedLifetime(released) {}
  }

  /// Releases the chain of Swift forward-delegate boxes, box by box (the proxy's deinit).
  final func releaseSwiftForwardBoxes() {
    var next = proxyState.withLock { state in
      defer { state.swiftForwardBox = nil }
      return state.swiftForwardBox as? SwiftForwardBox<Delegate>
    }
    while let box = next {
      next = box.takeReplaced()
    }
  }
}

extension DelegateProxy: ParentAttaching {
  final func attachParent(_ parent: AnyObject) -> Bool {
    guard let attachedParent, let parent = parent as? ParentObject else { return false }
    return attachedParent.withLock { current in
      guard current == nil else { return false }
      current = ParentReference(parent)
      return true
    }
  }
}

/// The forward delegate of a Swift-protocol proxy, immutable: a weak reference to the conformer,
/// loaded back as the protocol's existential without a dynamic cast.
///
/// The unsafe idiom, and its rule: `existential` holds the bytes of the `Delegate` existential the
/// box was made from (the object pointer and its witness tables) *without* owning the object; it is
/// read only after the weak reference has produced a strong one, which keeps the object alive while
/// the read copies (and so retains) it. A `Delegate` whose value is not a class instance in its
/// first word (not a class-bound protocol's existential) is kept strongly instead, as it can not
/// be held weakly. Boxes live until the proxy's deinit (one per `setForwardToDelegate`), so a
/// caller that loaded one never reads freed memory.
@usableFromInline
final class SwiftForwardBox<Delegate>: @unchecked Sendable {
  // @unchecked: set in init and never changed, but for `replaced`, which only the proxy's deinit
  // takes; weak loads are thread-safe.
  private weak var object: AnyObject?
  private let existential: UnsafeMutableRawPointer?
  private let strongValue: Delegate?
  /// The box this one replaced, kept alive with it.
  private var replaced: SwiftForwardBox<Delegate>?

  init(_ delegate: Delegate?, replacing replaced: SwiftForwardBox<Delegate>?) {
    self.replaced = replaced
    guard let delegate else {
      existential = nil
      strongValue = nil
      return
    }
    let object = delegate as AnyObject
    let pointer = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
    let firstWord = withUnsafeBytes(of: delegate) {
      $0.count >= MemoryLayout<UInt>.size ? $0.load(as: UInt.self) : 0
    }
    if firstWord == pointer {
      let bytes = UnsafeMutableRawPointer.allocate(
        byteCount: MemoryLayout<Delegate>.size, alignment: MemoryLayout<Delegate>.alignment)
      // The bytes only: the object is not retained (see the type's rule).
      withUnsafeBytes(of: delegate) { bytes.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
      self.object = object
      existential = bytes
      strongValue = nil
    } else {
      existential = nil
      strongValue = delegate
    }
  }

  deinit {
    // Deallocated without deinitializing: the bytes own nothing.
    existential?.deallocate()
  }

  /// The forward delegate, retained, or nil once a weakly held one is gone.
  @inline(__always)
  func load() -> Delegate? {
    guard let existential else { return strongValue }
    guard let strong = object else { return nil }
    let delegate = existential.assumingMemoryBound(to: Delegate.self).pointee
    withExtendedLifetime(strong) {}
    return delegate
  }

  /// What keeps `delegate` alive when the proxy retains it.
  func strongReference(to delegate: Delegate?) -> AnyObject? {
    delegate.map { $0 as AnyObject }
  }

  /// Unlinks and returns the box this one replaced (the proxy's deinit, box by box).
  func takeReplaced() -> SwiftForwardBox<Delegate>? {
    defer { replaced = nil }
    return replaced
  }
}
