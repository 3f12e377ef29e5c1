import Synchronization

/// A delegate without the Objective-C runtime: a receiver plus a table of implementations, one slot
/// per method of its ``DelegateProtocol``.
///
/// A Swift class becomes a delegate by subclassing `DelegateObject` (no `@objc` needed) and
/// registering implementations for selectors — typed Swift closures, `@convention(c)` functions or
/// ``Implementation``s:
///
/// ```swift
/// final class Tracker: DelegateObject {
///   init() {
///     super.init(delegateProtocol: .locationManagerDelegate)
///     try! implement("locationManager:didUpdateLocations:") {
///       (manager: LocationManager, locations: [Location]) in print(locations)
///     }
///   }
/// }
/// ```
///
/// Parents call their delegate through the table: resolve a ``DelegateTarget`` with
/// ``target(for:)-(Selector)`` (a strong receiver plus a C function pointer; the fast path) and call
/// it, or use ``send(_:_:)`` with Swift values (the convenient path). A ``DelegateProxy`` is a
/// delegate object too.
///
/// Implementations are kept until the delegate object goes, even when replaced, so a caller that
/// resolved a target never calls freed code.
open class DelegateObject: @unchecked Sendable {
  // @unchecked: the slot table is atomics; every other mutable state is behind `registry`'s Lock.

  /// The protocol this delegate implements methods of.
  public final let delegateProtocol: DelegateProtocol
  /// One slot per protocol method: the function pointer callers call (0 when unimplemented).
  final let slots: SlotTable
  private let registry = Lock(Registry())
  /// Whether ``Registry/retained`` holds a trampoline: until it does, ``trampoline(behind:)`` has
  /// nothing to search and takes no lock (a delegate of C functions, at every slot update of a
  /// proxy forwarding to it). Set, under the registry's lock, before such an implementation is
  /// appended; never cleared.
  private let holdsTrampolines = Atomic<Bool>(false)

  struct Registry {
    /// The implementation registered for each protocol method.
    var implementations: [Int: Implementation] = [:]
    /// Methods outside the protocol, with their implementations.
    var extraMethods: [Selector: (slot: SlotTable, implementation: Implementation)] = [:]
    /// The slots of extra methods that were replaced or removed: kept until deinit, since a caller
    /// may still hold a target that points into one.
    var retiredSlots: [SlotTable] = []
    /// Every implementation ever installed: kept until deinit.
    var retained: [Implementation] = []
    /// The proxies that forward to this object, told when it goes.
    var forwardingProxies: [ObjectIdentifier: WeakDelegateObject] = [:]

    /// Keeps `implementation` until deinit; raises `flag` first when it is a trampoline.
    mutating func retain(_ implementation: Implementation, flagging flag: borrowing Atomic<Bool>) {
      if implementation.isTrampoline { flag.store(true, ordering: .releasing) }
      retained.append(implementation)
    }
  }

  /// Creates a delegate with no implementations.
  ///
  /// - Parameter delegateProtocol: The protocol whose methods it may implement.
  public init(delegateProtocol: DelegateProtocol) {
    self.delegateProtocol = delegateProtocol
    self.slots = SlotTable.make(delegateProtocol.methods)
  }

  deinit {
    // Weak references to this object already read nil: a proxy recomputing its slots now finds
    // no forward delegate, and takes its functions out of the slots (and so out of C libraries).
    notifyForwardingProxies()
  }

  // MARK: Implementing methods

  /// Implements a method with an ``Implementation`` whose signature is the method's.
  ///
  /// A selector outside the protocol may be implemented too; callers reach it through
  /// ``target(for:)-(Selector)`` and ``send(_:_:)``, and proxies forward it (RxSwift #2428).
  ///
  /// - Parameters:
  ///   - selector: The method's selector.
  ///   - implementation: The implementation; for a *method* protocol it receives the receiver and
  ///     the selector first.
  /// - Throws: ``DelegateError/signatureMismatch(_:expected:actual:)`` when the signatures differ.
  public final func implement(_ selector: Selector, with implementation: Implementation) throws(DelegateError)
  {
    guard let method = delegateProtocol.method(for: selector) else {
      let method = DelegateProtocol.Method(
        selector: selector, signature: implementation.signature, isOptional: true, index: -1,
        firstArgumentIndex: delegateProtocol.convention == .method ? 2 : 0)
      registry.withLock { registry in
        if let replaced = registry.extraMethods.updateValue(
          (SlotTable.make([method]), implementation), forKey: selector)
        {
          registry.retiredSlots.append(replaced.slot)
        }
        registry.retain(implementation, flagging: holdsTrampolines)
      }
      notifyForwardingProxies()
      return
    }
    guard method.signature == implementation.signature else {
      throw .signatureMismatch(selector, expected: method.signature, actual: implementation.signature)
    }
    registry.withLock { registry in
      registry.implementations[method.index] = implementation
      registry.retain(implementation, flagging: holdsTrampolines)
    }
    implementationDidChange(method)
    notifyForwardingProxies()
  }

  /// Implements a protocol method with a typed Swift closure (parameter packs decode the call).
  ///
  /// The closure's parameters are the method's declared arguments (no receiver, no selector);
  /// its result is the method's return value. Swift types map to C types through
  /// ``TypeEncodable``; class instances and values without a C encoding cross as objects (`@`).
  /// The closure runs behind a trampoline, on the calling thread.
  ///
  /// - Parameters:
  ///   - selector: A selector of the protocol.
  ///   - body: The implementation.
  /// - Throws: ``DelegateError`` when the selector is not in the protocol or the closure's types do
  ///   not match the method's signature.
  public final func implement<each Argument, Result>(
    _ selector: Selector, _ body: @escaping @Sendable (repeat each Argument) -> Result
  ) throws(DelegateError) {
    guard let method = delegateProtocol.method(for: selector) else {
      throw .unknownSelector(selector, protocol: delegateProtocol.name)
    }
    try implement(selector, with: Self.makeImplementation(for: method, body))
  }

  /// Implements a protocol method with a C function of the method's signature.
  ///
  /// Pass a `@convention(c)` function as a raw pointer
  /// (`unsafeBitCast(f, to: UnsafeRawPointer.self)`). Its type can not be checked: a function that
  /// does not have the method's signature is a programmer error.
  ///
  /// - Parameters:
  ///   - selector: A selector of the protocol.
  ///   - function: The C function.
  /// - Throws: ``DelegateError/unknownSelector(_:protocol:)`` for a selector outside the protocol.
  public final func implement(_ selector: Selector, function: UnsafeRawPointer) throws(DelegateError) {
    guard let method = delegateProtocol.method(for: selector) else {
      throw .unknownSelector(selector, protocol: delegateProtocol.name)
    }
    try implement(selector, with: Implementation(function, signature: method.signature))
  }

  /// Removes the implementation of a method: the delegate no longer responds to it.
  ///
  /// - Parameter selector: The method's selector.
  public final func removeImplementation(for selector: Selector) {
    if let method = delegateProtocol.method(for: selector) {
      registry.withLock { _ = $0.implementations.removeValue(forKey: method.index) }
      implementationDidChange(method)
    } else {
      registry.withLock { registry in
        if let removed = registry.extraMethods.removeValue(forKey: selector) {
          registry.retiredSlots.append(removed.slot)
        }
      }
    }
    notifyForwardingProxies()
  }

  /// The implementation registered for a protocol method, if any.
  final func implementation(at index: Int) -> Implementation? {
    registry.withLock { $0.implementations[index] }
  }

  /// The method and implementation registered for a selector outside the protocol, if any.
  final func extraMethod(
    for selector: Selector
  ) -> (
    method: DelegateProtocol.Method, implementation: Implementation
  )? {
    guard let extra = registry.withLock({ $0.extraMethods[selector] }) else { return nil }
    return (extra.slot.method(at: 0), extra.implementation)
  }

  /// Keeps an implementation alive as long as this object.
  final func retain(_ implementation: Implementation) {
    registry.withLock { $0.retain(implementation, flagging: holdsTrampolines) }
  }

  /// Registers a proxy that forwards to this object, to be told when this object goes.
  final func addForwardingProxy(_ proxy: DelegateObject) {
    registry.withLock { $0.forwardingProxies[ObjectIdentifier(proxy)] = WeakDelegateObject(object: proxy) }
  }

  /// How many proxies are registered as forwarding to this object.
  var forwardingProxyCount: Int {
    registry.withLock { $0.forwardingProxies.count }
  }

  /// Unregisters a proxy that no longer forwards to this object (it was given another forward
  /// delegate, or it is deinitializing: only its identity is used).
  final func removeForwardingProxy(_ proxy: ObjectIdentifier) {
    registry.withLock { _ = $0.forwardingProxies.removeValue(forKey: proxy) }
  }

  /// Called on a proxy when its weakly held forward delegate deinitializes, or changed what it
  /// implements; a plain delegate ignores it.
  func forwardDelegateDidChange() {}

  /// Tells the proxies that forward to this object that what it implements changed, or that it
  /// goes.
  private func notifyForwardingProxies() {
    let proxies = registry.withLock { $0.forwardingProxies.values.compactMap(\.object) }
    for proxy in proxies { proxy.forwardDelegateDidChange() }
  }

  /// The trampoline behind `function`, when it is one this object made or was given: a proxy
  /// forwarding to this object runs its body directly instead of entering the closure again.
  func trampoline(behind function: UnsafeRawPointer) -> Trampoline? {
    guard holdsTrampolines.load(ordering: .acquiring) else { return nil }
    return registry.withLock { registry in
      registry.retained.last { $0.functionPointer == function }?.trampoline
    }
  }

  /// Called after the implementation of a protocol method changed; updates the slot.
  func implementationDidChange(_ method: DelegateProtocol.Method) {
    let implementation = implementation(at: method.index)
    slots[method.index].setTrampolineHint(implementation?.trampoline)
    slots[method.index].function.store(
      UInt(bitPattern: implementation?.functionPointer), ordering: .releasing)
  }

  // MARK: Dispatch

  /// Whether the delegate implements a method (`respondsToSelector:`).
  ///
  /// - Parameter selector: The method's selector.
  /// - Returns: Whether calling it would reach an implementation.
  open func responds(to selector: Selector) -> Bool {
    target(for: selector) != nil
  }

  /// Resolves the receiver and function that a call of `selector` must use, or nil when nobody
  /// implements it.
  ///
  /// The fast dispatch path: a dictionary lookup, a slot load, and a strong reference to the
  /// receiver, which keeps it alive for the call. A proxy may answer with its forward delegate's
  /// own target (`forwardingTargetForSelector:`).
  ///
  /// - Parameter selector: The method's selector.
  /// - Returns: The target, or nil.
  open func target(for selector: Selector) -> DelegateTarget? {
    if let index = delegateProtocol.methodIndex(for: selector) {
      return target(for: slots[index].method)
    }
    guard let extra = registry.withLock({ $0.extraMethods[selector] }) else { return nil }
    return DelegateTarget(
      receiver: self, function: extra.implementation.functionPointer, slot: extra.slot.pointer(at: 0))
  }

  /// Resolves the target of a protocol method resolved ahead of time (no dictionary lookup).
  ///
  /// - Parameter method: A method of ``delegateProtocol``.
  /// - Returns: The target, or nil when nobody implements it.
  open func target(for method: DelegateProtocol.Method) -> DelegateTarget? {
    target(at: method.index)
  }

  /// The target of the protocol method at `index` (``target(for:)-(DelegateProtocol.Method)``
  /// without copying the method); a proxy overrides it.
  @usableFromInline
  func target(at index: Int) -> DelegateTarget? {
    ownTarget(at: index, borrowing: false)
  }

  /// ``target(at:)`` for a call made through a method of this object (a typed
  /// ``call(_:_:)-(_,Argument)``): when the receiver is this object, the target does not retain it
  /// — the caller holds it for the call, and keeps it with `withExtendedLifetime(self)` until the
  /// call returns. Any other receiver (a proxy's forward delegate) is retained as usual.
  @usableFromInline
  func borrowedTarget(at index: Int) -> DelegateTarget? {
    ownTarget(at: index, borrowing: true)
  }

  /// The target of this object's own implementation at `index`, retaining this object or not.
  @inline(__always)
  private final func ownTarget(at index: Int, borrowing: Bool) -> DelegateTarget? {
    let slot = slots.pointer(at: index)
    let function = slot.pointee.function.load(ordering: .acquiring)
    guard let pointer = UnsafeRawPointer(bitPattern: function) else { return nil }
    return DelegateTarget(receiver: self, function: pointer, slot: slot, borrowed: borrowing)
  }

  /// Runs a call captured by a proxy's observing trampoline (see ``MethodObservers/trampolineBody``):
  /// capture, emit, forward, emit. Only a ``DelegateProxy`` makes such trampolines.
  func handleObservedCall(_ observers: MethodObservers, _ invocation: inout Invocation) {
    preconditionFailure("\(type(of: self)) is not a DelegateProxy: it has no observed calls")
  }

  /// Where a typed call of an observed method at `index` goes after its `sentMessage` delivery (see
  /// ``DelegateProxy``'s override); nil for a delegate object that is not a proxy.
  @usableFromInline
  func forwardingTarget(at index: Int) -> DelegateTarget? {
    nil
  }

  /// The C function a C library should hold for a method now: code that stays valid for as long
  /// as this delegate object lives, or nil when nobody implements the method.
  ///
  /// This is what a parent hands a C library that keeps a callback — one that copies it once
  /// (`sqlite3_update_hook`, `XML_SetElementHandler`), reads it from a live table, or takes it per
  /// call. For a plain delegate it is the registered implementation (a C function, or the
  /// trampoline of a Swift closure, which lives as long as the delegate). For a ``DelegateProxy``
  /// it is never the forward delegate's own trampoline, which dies with that delegate: it is the
  /// proxy's trampoline, or a forward delegate's C function while nobody observes the method
  /// (taken out again when that delegate goes). Whenever the answer changes for a *function*
  /// protocol — a first subscriber, the last one gone, a forward delegate set, replaced or
  /// released — the proxy re-installs itself through ``DelegateProxyType/setCurrentDelegate(_:to:)``,
  /// where the parent asks again (on the thread that made the change: for a released forward
  /// delegate, the thread that dropped its last reference).
  ///
  /// For a *function* protocol, call the function with the C arguments, user data included; for a
  /// *method* protocol, with this object as the receiver and the selector's ``Selector/cPointer``
  /// first.
  ///
  /// - Parameter selector: The method's selector.
  /// - Returns: The function, or nil when nobody implements the method.
  public final func callbackFunction(for selector: Selector) -> UnsafeRawPointer? {
    guard let method = delegateProtocol.method(for: selector) else {
      return extraMethod(for: selector)?.implementation.functionPointer
    }
    return callbackFunction(for: method)
  }

  /// The stable function of a protocol method (see ``callbackFunction(for:)``); a proxy overrides it.
  func callbackFunction(for method: DelegateProtocol.Method) -> UnsafeRawPointer? {
    UnsafeRawPointer(bitPattern: slots[method.index].function.load(ordering: .acquiring))
  }

  /// Calls a method with Swift values and returns its result, boxed (the convenient path).
  ///
  /// - Parameters:
  ///   - selector: The method's selector.
  ///   - arguments: The declared arguments (no receiver, no selector), converted as
  ///     ``Invocation/setArgument(_:at:)`` does.
  /// - Returns: The boxed return value (`()` for `void`), or nil when nobody implements the method.
  /// - Throws: ``DelegateError`` for a selector outside the protocol that nobody implements, a
  ///   wrong argument count, or an argument that does not convert.
  @inlinable @discardableResult
  public final func send(_ selector: Selector, _ arguments: Any...) throws(DelegateError) -> Any? {
    // Inlined, so that the variadic array, which never escapes, can live on the caller's stack.
    try arguments.withUnsafeBufferPointer { arguments throws(DelegateError) in
      try send(selector, boxed: arguments)
    }
  }

  /// ``send(_:_:)`` with the arguments in a buffer.
  @usableFromInline
  final func send(
    _ selector: Selector, boxed arguments: UnsafeBufferPointer<Any>
  ) throws(DelegateError) -> Any? {
    guard let target = target(for: selector) else {
      guard delegateProtocol.method(for: selector) != nil else {
        throw .unknownSelector(selector, protocol: delegateProtocol.name)
      }
      return nil
    }
    return try target.call(boxed: arguments)
  }

  // MARK: Typed closures

  /// Builds the trampoline for a typed closure, checking its types against the method.
  static func makeImplementation<each Argument, Result>(
    for method: DelegateProtocol.Method, _ body: @escaping @Sendable (repeat each Argument) -> Result
  ) throws(DelegateError) -> Implementation {
    let codings = try TypedSignature.codings(
      repeat (each Argument).self, returning: Result.self, for: method, checking: .closure)
    if let error = codings.returnError { throw error }
    return try makeImplementation(
      for: method, handler: codings.handler(body), swiftBody: TypedBody(body),
      argumentCheck: argumentCheck(repeat (each Argument).self))
  }

  /// Builds the trampoline of a typed closure from its handler (``TypedCodings/handler(_:)``).
  @usableFromInline
  static func makeImplementation(
    for method: DelegateProtocol.Method, handler: @escaping @Sendable (inout Invocation) -> Void,
    swiftBody: AnyObject?, argumentCheck: @escaping ArgumentCheck
  ) throws(DelegateError) -> Implementation {
    do {
      return try Implementation(
        signature: method.signature, selector: method.selector, swiftBody: swiftBody,
        argumentCheck: argumentCheck, body: handler)
    } catch {
      throw .trampolineUnavailable
    }
  }

  /// Checks boxed arguments (of `send` and `DelegateTarget.call`) against a typed closure's
  /// parameter types, which objects can not be checked against once they are C pointers.
  @usableFromInline
  static func argumentCheck<each Argument>(
    _ types: repeat (each Argument).Type
  ) -> ArgumentCheck {
    var collected: [@Sendable (Any) -> Bool] = []
    for type in repeat each types {
      collected.append(argumentAccepts(type))
    }
    let checks = collected
    return { arguments in
      for (index, value) in arguments.enumerated() where index < checks.count && !checks[index](value) {
        return (index, "\(type(of: value))")
      }
      return nil
    }
  }
}

/// Whether a boxed argument can be decoded as `T` by a typed closure: the same type (or a
/// subclass), nil for an optional, or any C value (converted by the C signature already).
private func argumentAccepts<T>(_: T.Type) -> @Sendable (Any) -> Bool {
  guard !(T.self is any TypeEncodable.Type), T.self != Any.self else { return { _ in true } }
  let optional = T.self is any OptionalValue.Type
  return { value in
    if let wrapped = value as? any OptionalValue, wrapped.wrappedAny == nil { return optional }
    if value is NullArgument { return optional }
    return value is T
  }
}

/// A weak reference to a delegate object.
struct WeakDelegateObject {
  weak var object: DelegateObject?
}

/// A delegate's slots, one per protocol method, tail-allocated in one object: a delegate costs one
/// allocation for its table, not one per method. Slots never move: a pointer to one stays valid for
/// as long as the table lives (its delegate object keeps it), and a call path reads a slot through
/// one without a retain or a release.
final class SlotTable: ManagedBuffer<SlotTable.Header, MethodSlot> {
  // Not Sendable (ManagedBuffer never is): its owners, which are, share it. The header (the count)
  // is immutable after `make`; slots are atomics and constants.

  /// A table of one slot per method, in order; `receiver` is kept by each slot (for a target made
  /// with ``DelegateTarget``'s public initializer).
  static func make(_ methods: [DelegateProtocol.Method], keeping receiver: AnyObject? = nil) -> SlotTable {
    let table = unsafeDowncast(
      create(minimumCapacity: methods.count) { _ in Header(count: 0, proxySlotOffset: 0) }, to: SlotTable.self
    )
    table.withUnsafeMutablePointers { header, slots in
      for method in methods {
        (slots + header.pointee.count).initialize(to: MethodSlot(method: method, keeping: receiver))
        header.pointee.count += 1
      }
      // Where `proxySlot` lies in a slot, taken now, while no other thread can see the table: later
      // accesses address it from the slot's pointer, without an access to the whole slot (which
      // callers read concurrently).
      if header.pointee.count > 0 {
        header.pointee.proxySlotOffset = withUnsafeMutablePointer(to: &slots.pointee.proxySlot) {
          UnsafeMutableRawPointer($0) - UnsafeMutableRawPointer(slots)
        }
      }
    }
    return table
  }

  /// The table's count, and where a slot's ``MethodSlot/proxySlot`` lies in it.
  struct Header {
    var count: Int
    var proxySlotOffset: Int
  }

  deinit {
    _ = withUnsafeMutablePointers { header, slots in slots.deinitialize(count: header.pointee.count) }
  }

  /// The number of slots (read through a pointer: `header`, a class's stored property, would be
  /// checked for exclusive access at run time on every call).
  var count: Int {
    @inline(__always) get { withUnsafeMutablePointerToHeader { $0.pointee.count } }
  }

  /// The slots' indices.
  var indices: Range<Int> { 0..<count }

  /// The slot at `index`, which stays where it is for the table's life.
  @inline(__always)
  func pointer(at index: Int) -> UnsafePointer<MethodSlot> {
    UnsafePointer(mutablePointer(at: index))
  }

  /// The slot at `index` of a table known to have it (a table of the same protocol as one whose
  /// slot `index` was just read): no bounds check.
  @inline(__always)
  func uncheckedPointer(at index: Int) -> UnsafePointer<MethodSlot> {
    withUnsafeMutablePointerToElements { UnsafePointer($0 + index) }
  }

  /// The slot at `index`, for the writes its owner serializes (a proxy's ``MethodSlot/proxySlot``,
  /// under the proxy's lock).
  @inline(__always)
  func mutablePointer(at index: Int) -> UnsafeMutablePointer<MethodSlot> {
    withUnsafeMutablePointers { header, slots in
      precondition(index >= 0 && index < header.pointee.count, "slot index \(index) out of range")
      return slots + index
    }
  }

  /// The ``MethodSlot/proxySlot`` of the slot at `index`, addressed from the slot's pointer (no
  /// access to the whole slot, which other threads read meanwhile); for its owner's writes,
  /// serialized by the proxy's lock.
  @inline(__always)
  func proxySlot(at index: Int) -> UnsafeMutablePointer<ProxySlot> {
    let offset = withUnsafeMutablePointerToHeader { $0.pointee.proxySlotOffset }
    return (UnsafeMutableRawPointer(mutablePointer(at: index)) + offset).assumingMemoryBound(
      to: ProxySlot.self)
  }

  /// The method of the slot at `index`.
  func method(at index: Int) -> DelegateProtocol.Method {
    pointer(at: index).pointee.method
  }

  /// The slot at `index`, borrowed.
  subscript(index: Int) -> MethodSlot {
    @inline(__always) unsafeAddress { pointer(at: index) }
  }
}

/// One method's slot in a delegate's table (``SlotTable``): never copied, never moved.
@usableFromInline
struct MethodSlot: ~Copyable, @unchecked Sendable {
  // @unchecked: the method and receiver are constants; everything else is atomics.
  let method: DelegateProtocol.Method
  /// The C function pointer callers call, as a bit pattern; 0 when unimplemented.
  let function = Atomic<UInt>(0)
  /// A proxy's slot state (``SlotState``); unused by plain delegates.
  let state = Atomic<UInt8>(0)
  /// A proxy's own implementation of the method (a subclass's), as a bit pattern; 0 for none.
  let implementationFunction = Atomic<UInt>(0)
  /// A proxy's answer for the method, as a bit pattern; 0 for none.
  let answerFunction = Atomic<UInt>(0)
  /// A proxy's resolution of its forward delegate's implementation, made when the slot updates:
  /// the forward delegate's box it was made for, its function, and the trampoline behind the
  /// function when it is one of this library's. Written under the proxy's lock, read without a
  /// lock through ``forwardResolution(for:)``, guarded by `forwardSequence` (a sequence lock: odd
  /// while a write is in progress).
  private let forwardSequence = Atomic<UInt>(0)
  private let forwardBox = Atomic<UInt>(0)
  private let forwardFunction = Atomic<UInt>(0)
  private let forwardTrampoline = Atomic<UInt>(0)
  private let forwardMismatch = Atomic<Bool>(false)

  /// The trampoline behind `function` when the slot holds one of this library's (unretained: its
  /// owner keeps every trampoline it installed until it deinitializes), as a bit pattern; 0 for
  /// none. A typed call runs its body directly instead of entering the closure.
  @usableFromInline let trampolineHint = Atomic<UInt>(0)

  /// What a proxy keeps for the method behind its lock, read and written only with that lock
  /// held (through ``SlotTable``'s `proxySlot(at:)`); empty in other delegates' slots. Kept here,
  /// not in an array of the proxy's, so that a proxy allocates one table, not two.
  var proxySlot = ProxySlot()

  /// The receiver of a target made with ``DelegateTarget``'s public initializer, whose slot this
  /// is; nil for a delegate object's own slots. (Immutable; a target hands its receiver across
  /// threads only as its caller does.)
  private let receiver: AnyObject?

  init(method: DelegateProtocol.Method, keeping receiver: AnyObject? = nil) {
    self.method = method
    self.receiver = receiver
  }

  /// Records the trampoline of the function about to be stored (store it before the function).
  func setTrampolineHint(_ trampoline: Trampoline?) {
    trampolineHint.store(
      trampoline.map { UInt(bitPattern: Unmanaged.passUnretained($0).toOpaque()) } ?? 0, ordering: .releasing)
  }

  /// The trampoline whose code is `function`, when the slot's hint is it: a caller holding the
  /// slot's owner for the call may run its body directly.
  @inline(__always)
  func trampoline(calling function: UnsafeRawPointer) -> Trampoline? {
    trampolinePointer(calling: function).map { Unmanaged<Trampoline>.fromOpaque($0).takeUnretainedValue() }
  }

  /// ``trampoline(calling:)``, unretained.
  @inlinable @inline(__always)
  func trampolinePointer(calling function: UnsafeRawPointer) -> UnsafeRawPointer? {
    guard let raw = UnsafeRawPointer(bitPattern: trampolineHint.load(ordering: .acquiring)),
      Unmanaged<Trampoline>.fromOpaque(raw)._withUnsafeGuaranteedRef({ $0.code == function })
    else { return nil }
    return raw
  }

  /// How a proxy forwards this method to the forward delegate in `box` (a `ForwardBox`'s bit
  /// pattern), as resolved at the last slot update; nil when it was resolved for another forward
  /// delegate, or is being rewritten: the caller then resolves it itself. The trampoline is
  /// unretained: the caller holds the forward delegate, which keeps it.
  @inline(__always)
  func forwardResolution(
    for box: UInt
  ) -> (function: UnsafeRawPointer?, trampoline: Unmanaged<Trampoline>?, signatureMismatch: Bool)? {
    guard
      let (function, trampoline, mismatch) = readResolution(
        for: box,
        {
          (
            forwardFunction.load(ordering: .relaxed), forwardTrampoline.load(ordering: .relaxed),
            forwardMismatch.load(ordering: .relaxed)
          )
        })
    else { return nil }
    return (
      UnsafeRawPointer(bitPattern: function),
      UnsafeRawPointer(bitPattern: trampoline).map { Unmanaged<Trampoline>.fromOpaque($0) },
      mismatch
    )
  }

  /// The function of ``forwardResolution(for:)`` alone (a target needs nothing else).
  @inline(__always)
  func forwardFunction(for box: UInt) -> UnsafeRawPointer? {
    guard let function = readResolution(for: box, { forwardFunction.load(ordering: .relaxed) }) else {
      return nil
    }
    return UnsafeRawPointer(bitPattern: function)
  }

  /// The sequence lock's read side: `read` (relaxed loads of the resolution's fields) between two
  /// reads of `forwardSequence`; nil when a writer was in progress or came between them, or when the
  /// resolution was made for another box.
  @inline(__always)
  private func readResolution<Value>(for box: UInt, _ read: () -> Value) -> Value? {
    let sequence = forwardSequence.load(ordering: .acquiring)
    let resolvedBox = forwardBox.load(ordering: .relaxed)
    let value = read()
    atomicMemoryFence(ordering: .acquiring)
    guard sequence & 1 == 0, forwardSequence.load(ordering: .relaxed) == sequence, resolvedBox == box else {
      return nil
    }
    return value
  }

  /// Stores a resolution (see ``forwardResolution(for:)``); the caller serializes writers (the
  /// proxy's lock). The trampoline is unretained: the forward delegate keeps it, and a caller holds
  /// the forward delegate for the call.
  func setForwardResolution(
    box: UInt, function: UnsafeRawPointer?, trampoline: Unmanaged<Trampoline>?, signatureMismatch: Bool
  ) {
    let functionBits = UInt(bitPattern: function)
    let trampolineBits = trampoline.map { UInt(bitPattern: $0.toOpaque()) } ?? 0
    if forwardBox.load(ordering: .relaxed) == box && forwardFunction.load(ordering: .relaxed) == functionBits
      && forwardTrampoline.load(ordering: .relaxed) == trampolineBits
      && forwardMismatch.load(ordering: .relaxed) == signatureMismatch
    {
      return
    }
    let sequence = forwardSequence.load(ordering: .relaxed)
    forwardSequence.store(sequence &+ 1, ordering: .relaxed)
    atomicMemoryFence(ordering: .releasing)
    forwardBox.store(box, ordering: .relaxed)
    forwardFunction.store(functionBits, ordering: .relaxed)
    forwardTrampoline.store(trampolineBits, ordering: .relaxed)
    forwardMismatch.store(signatureMismatch, ordering: .relaxed)
    forwardSequence.store(sequence &+ 2, ordering: .releasing)
  }
}

/// What a caller resolved for one call: a receiver kept alive for the call, the C function to call,
/// and the method, the counterpart of a `(receiver, IMP)` pair.
///
/// Call it with ``call(_:)`` (boxed arguments, through the register-frame call or `ffi_call`), or
/// cast ``function`` to the
/// method's `@convention(c)` type and call it directly with ``receiverPointer`` and the selector's
/// ``Selector/cPointer``, inside `withExtendedLifetime(target)`.
public struct DelegateTarget: @unchecked Sendable {
  // @unchecked: the receiver is a delegate object (Sendable); the function pointer is immutable code.

  /// The receiver the call must go to (the forward delegate when a proxy forwards).
  public var receiver: AnyObject { Unmanaged<AnyObject>.fromOpaque(receiverPointer).takeUnretainedValue() }
  /// The receiver as the unretained pointer a *method* call passes first, kept alive by `owner`
  /// (or, for a borrowed target, by the caller). A pointer rather than an `unowned(unsafe)`
  /// reference: reading one as a reference retains and releases the receiver, which — weakly
  /// referenced, as delegates are — takes the runtime's slow path both times.
  public let receiverPointer: UnsafeMutableRawPointer
  /// The C function to call.
  public let function: UnsafeRawPointer
  /// The method's slot: kept alive by the receiver (whose table it is), or by `owner`.
  @usableFromInline let slotPointer: UnsafePointer<MethodSlot>
  /// What keeps the receiver alive for the call: the receiver itself; for a target created with the
  /// public initializer, the one-slot table made for it (its slot keeps the receiver); nil for a borrowed target,
  /// whose receiver the caller holds.
  private let owner: AnyObject?

  /// The method's slot, borrowed.
  @usableFromInline
  var slot: MethodSlot {
    @inlinable @inline(__always) unsafeAddress { slotPointer }
  }

  /// The method being called.
  public var method: DelegateProtocol.Method { slot.method }

  /// Creates a target.
  ///
  /// - Parameters:
  ///   - receiver: The receiver.
  ///   - function: The C function.
  ///   - method: The method.
  public init(receiver: AnyObject, function: UnsafeRawPointer, method: DelegateProtocol.Method) {
    let table = SlotTable.make([method], keeping: receiver)
    self.receiverPointer = Unmanaged.passUnretained(receiver).toOpaque()
    self.function = function
    self.slotPointer = table.pointer(at: 0)
    self.owner = table
  }

  /// `target` without its owner: valid while `target` is held. A closure that captures it retains
  /// nothing (a capture of `target` itself would retain its receiver, through its side table).
  @usableFromInline
  init(unowning target: borrowing DelegateTarget) {
    self.receiverPointer = target.receiverPointer
    self.function = target.function
    self.slotPointer = target.slotPointer
    self.owner = nil
  }

  /// A target whose method's slot the receiver owns (a delegate object's table): no copy of the
  /// method, no allocation.
  ///
  /// A *borrowed* target does not retain its receiver: for a call made through a method of the
  /// receiver itself (``DelegateObject/call(_:_:)-(_,Argument)``), whose caller holds the
  /// receiver for the call. The receiver is usually weakly referenced (a parent's delegate), so a
  /// retain and a release of it go through its side table; a borrowed target pays neither.
  @inline(__always)
  init(
    receiver: AnyObject, function: UnsafeRawPointer, slot: UnsafePointer<MethodSlot>, borrowed: Bool = false
  ) {
    self.receiverPointer = Unmanaged.passUnretained(receiver).toOpaque()
    self.function = function
    self.slotPointer = slot
    self.owner = borrowed ? nil : receiver
  }

  /// Calls the method with boxed arguments and returns the boxed result: the C function through
  /// its C signature (`ffi_call`, or a register-frame call), a trampoline's body directly.
  ///
  /// - Parameter arguments: The declared arguments (no receiver, no selector).
  /// - Returns: The boxed return value; `()` for `void`.
  /// - Throws: ``DelegateError`` for a wrong argument count or an argument that does not convert.
  public func call(_ arguments: [Any]) throws(DelegateError) -> Any {
    try arguments.withUnsafeBufferPointer { arguments throws(DelegateError) in try call(boxed: arguments) }
  }

  /// ``call(_:)`` with the arguments in a buffer.
  func call(boxed arguments: UnsafeBufferPointer<Any>) throws(DelegateError) -> Any {
    let returnsVoid = slotPointer.pointee.method.signature.storage.returnSlot.kind == .void
    var value: Any = ()
    try withInvocation(arguments) { target, invocation in
      target.run(&invocation)
      if !returnsVoid { value = invocation.returnValue }
    }
    return value
  }

  /// Calls the method and returns its result as `R`.
  ///
  /// - Parameters:
  ///   - arguments: The declared arguments.
  ///   - type: The result type.
  /// - Returns: The result.
  /// - Throws: ``DelegateError`` for wrong arguments or a result that does not convert.
  public func call<R>(_ arguments: [Any], returning type: R.Type) throws(DelegateError) -> R {
    try arguments.withUnsafeBufferPointer { arguments throws(DelegateError) in
      var value: R?
      try withInvocation(arguments) { target, invocation throws(DelegateError) in
        target.run(&invocation)
        do throws(InvocationError) {
          value = try invocation.returnValue(as: R.self)
        } catch {
          throw .invocation(target.method.selector, error)
        }
      }
      // Set whenever no error was thrown (`R` itself may be an optional).
      return value.unsafelyUnwrapped
    }
  }

  /// Checks boxed arguments against a typed closure implementation's parameter types (the slow
  /// path only: a C caller's objects can not be checked).
  private func checkArguments(_ arguments: UnsafeBufferPointer<Any>) throws(DelegateError) {
    // The check of the typed closure behind the function, if it is one (found through the slot,
    // without a lock or a cast of the receiver).
    guard let trampoline = slot.trampoline(calling: function), let check = trampoline.argumentCheck,
      let (index, actual) = check(arguments)
    else { return }
    let position = method.firstArgumentIndex + index
    throw .invocation(
      method.selector,
      .typeMismatch(
        .argument(position), expected: method.signature.argumentType(at: position), actual: actual))
  }

  /// Checks `arguments` (their count, and their types against a typed closure's), then runs `body`
  /// with this target, without its owner (a closure that captured the target itself would retain
  /// its receiver, weakly referenced and so through its side table), and the call laid out as an
  /// invocation in a temporary frame (on the stack for the usual sizes): no allocation. The
  /// target keeps the receiver, and `arguments` the objects they hold, for the whole call: an
  /// object argument is written unretained, without the invocation keeping it.
  private func withInvocation(
    _ arguments: UnsafeBufferPointer<Any>,
    _ body: (borrowing DelegateTarget, inout Invocation) throws(DelegateError) -> Void
  ) throws(DelegateError) {
    try checkArguments(arguments)
    // Read once, in place (the slot's method is not copied), outside the frame's closure: it
    // captures no copy of the target.
    let storage = slotPointer.pointee.method.signature.storage
    let selector = slotPointer.pointee.method.selector
    let first = slotPointer.pointee.method.firstArgumentIndex
    let receiver = receiverPointer
    let expected = storage.argumentSlots.count - first
    guard arguments.count == expected else {
      throw .argumentCountMismatch(selector, expected: expected, actual: arguments.count)
    }
    // The failure, if any, is kept here: the frame's closure does not throw.
    var failure: DelegateError?
    let target = DelegateTarget(unowning: self)
    // Scalars and pointers keep nothing alive.
    var unusedKeepAlive: [AnyObject] = []
    withUnsafeTemporaryAllocation(byteCount: storage.bufferSize, alignment: 16) { frame in
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
        if kind != .object,
          ValueCoding.storeExact(
            argument, kind, to: invocation.argumentPointers[index]!, isReturn: false,
            keepAlive: &unusedKeepAlive)
        {
          continue
        }
        do throws(InvocationError) {
          let argument = arguments[offset]
          try invocation.setArgument(argument, at: index)
        } catch {
          failure = .invocation(selector, error)
          return
        }
      }
      do throws(DelegateError) {
        try body(target, &invocation)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
  }
}

/// Why a delegate operation failed.
public enum DelegateError: Error, Sendable, CustomStringConvertible {
  /// A selector that is not part of the protocol (and, for a send, that nobody implements).
  case unknownSelector(Selector, protocol: String)
  /// An implementation whose signature differs from the method's.
  case signatureMismatch(Selector, expected: MethodSignature, actual: MethodSignature)
  /// A typed closure whose parameter or result type does not match the method's signature.
  case closureTypeMismatch(Selector, position: ValuePosition, expected: TypeEncoding, actual: String)
  /// A ``DelegateMethod`` whose Swift type for an argument or the result does not match the
  /// signature of the protocol's method of the same selector.
  case typeMismatch(Selector, position: ValuePosition, expected: TypeEncoding, actual: String)
  /// A closure or call with the wrong number of arguments.
  case argumentCountMismatch(Selector, expected: Int, actual: Int)
  /// An argument or result that does not convert.
  case invocation(Selector, InvocationError)
  /// No trampoline could be allocated.
  case trampolineUnavailable

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .unknownSelector(let selector, let name):
      return "\(selector) is not a method of \(name)"
    case .signatureMismatch(let selector, let expected, let actual):
      return "\(selector) has signature \(MessageQuoting.quotedEncoding(expected.encoding)), not "
        + MessageQuoting.quotedEncoding(actual.encoding)
    case .closureTypeMismatch(let selector, let position, let expected, let actual):
      return "\(selector): \(position) is \(MessageQuoting.quotedEncoding(expected.encoding)); a closure of "
        + "\(actual) does not match"
    case .typeMismatch(let selector, let position, let expected, let actual):
      return "\(selector): \(position) is \(MessageQuoting.quotedEncoding(expected.encoding)); the typed "
        + "method's \(actual) does not match"
    case .argumentCountMismatch(let selector, let expected, let actual):
      return "\(selector) takes \(expected) argument\(expected == 1 ? "" : "s"), not \(actual)"
    case .invocation(let selector, let error):
      return "\(selector): \(error)"
    case .trampolineUnavailable:
      return ImplementationError.trampolineUnavailable.description
    }
  }
}
