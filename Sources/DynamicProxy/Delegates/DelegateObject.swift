import DynamicProxyRuntime
import DynamicProxySupport
import Synchronization

/// A delegate without the Objective-C runtime: a receiver plus a table of implementations, one slot
/// per method of its ``DelegateProtocol``.
///
/// A Swift class becomes a delegate by subclassing `DelegateObject` (no `@objc` needed) and
/// implementing methods of its protocol: typed Swift closures of a ``DelegateMethod``'s types,
/// `@convention(c)` functions or `Implementation`s.
///
/// ```swift
/// final class Tracker: DelegateObject, @unchecked Sendable {  // stateless
///   init() {
///     super.init(delegateProtocol: LocationManagerDelegate.description)
///     try! implement(LocationManagerDelegate.didUpdateLocations) {
///       manager, locations in print(locations)
///     }
///   }
/// }
/// ```
///
/// A parent calls its delegate with ``call(_:_:)-(_,Argument)``: the method's ``DelegateMethod``
/// and its arguments in their Swift types, nothing boxed; the result is nil when nobody implements
/// the method (see <doc:CallOverloads>). RxCocoa's form names the method by selector:
/// ``send(_:_:)`` takes the arguments as `Any` and returns the result boxed. A parent that calls C
/// functions itself resolves a ``DelegateTarget`` with ``target(for:)-(Selector)``: a strong
/// receiver plus a C function pointer. A ``DelegateProxy`` is a delegate object too.
///
/// Implementations are kept until the delegate object goes, even when replaced, so a caller that
/// resolved a target never calls freed code.
open class DelegateObject: @unchecked Sendable {  // atomics, else under a Lock
  // the slot table is atomics; every other mutable state is behind `registry`'s Lock.

  /// The protocol this delegate implements methods of.
  public final let delegateProtocol: DelegateProtocol
  /// One slot per protocol method: the function pointer callers call (0 when unimplemented).
  @usableFromInline final let slots: SlotTable
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
    var forwardingProxies: [ObjectIdentifier: WeakForwardingProxy] = [:]

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

  /// Implements a method with an `Implementation` whose signature is the method's.
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
  /// `TypeEncodable`; class instances and values without a C encoding cross as objects (`@`).
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
  /// Pass a `@convention(c)` function as a raw pointer (the function's bits, cast bit for bit to
  /// `UnsafeRawPointer`). Its type can not be checked: a function that does not have the method's
  /// signature is a programmer error. `@unsafe`: the caller vouches for the signature, as for
  /// `Implementation(_:signature:)`; every call of the method runs the function as one of it.
  ///
  /// - Parameters:
  ///   - selector: A selector of the protocol.
  ///   - function: The C function.
  /// - Throws: ``DelegateError/unknownSelector(_:protocol:)`` for a selector outside the protocol.
  @unsafe public final func implement(_ selector: Selector, function: UnsafeRawPointer) throws(DelegateError)
  {
    guard let method = delegateProtocol.method(for: selector) else {
      throw .unknownSelector(selector, protocol: delegateProtocol.name)
    }
    // The caller's promise (above): `function` has the method's signature.
    try unsafe implement(selector, with: Implementation(function, signature: method.signature))
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
  final func addForwardingProxy(_ proxy: any ForwardingProxy) {
    registry.withLock { $0.forwardingProxies[ObjectIdentifier(proxy)] = WeakForwardingProxy(proxy: proxy) }
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

  /// Tells the proxies that forward to this object that what it implements changed, or that it
  /// goes.
  final func notifyForwardingProxies() {
    let proxies = registry.withLock { $0.forwardingProxies.values.compactMap(\.proxy) }
    for proxy in proxies { proxy.forwardDelegateDidChange() }
  }

  /// The trampoline behind `function`, when it is one this object made or was given: a proxy
  /// forwarding to this object runs its body directly instead of entering the closure again.
  /// `@safe`: `function` is only compared.
  @safe func trampoline(behind function: UnsafeRawPointer) -> Trampoline? {
    guard holdsTrampolines.load(ordering: .acquiring) else { return nil }
    return registry.withLock { registry in
      // Addresses compared, nothing called.
      registry.retained.last { unsafe $0.functionPointer == function }?.trampoline
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
    // The implementation's function, of the slot's method (made from its signature); the slot kept
    // by this object (a replaced one in `retiredSlots`), which the target retains.
    return unsafe DelegateTarget(
      receiver: self, function: extra.implementation.functionPointer, slot: extra.slot.pointer(at: 0))
  }

  /// Resolves the target of a protocol method resolved ahead of time (no dictionary lookup).
  ///
  /// - Parameter method: A method of ``delegateProtocol``.
  /// - Returns: The target, or nil when nobody implements it.
  open func target(for method: DelegateProtocol.Method) -> DelegateTarget? {
    target(at: index(of: method))
  }

  /// `method`'s slot index, checked: a `Method` of another protocol (whose index here may be
  /// another method's, of another signature) is a programmer error that traps with the fix.
  @inlinable @inline(__always)
  final func index(of method: DelegateProtocol.Method) -> Int {
    // The slot's selector against the method's: one load and a comparison of interned pointers.
    let index = method.index
    // In range: checked on the line before, in this object's table, which it keeps.
    guard index >= 0, index < slots.count,
      unsafe slots.uncheckedPointer(at: index).pointee.method.selector == method.selector
    else { methodOfAnotherProtocol(method) }
    return index
  }

  /// Traps for ``index(of:)``.
  @usableFromInline
  final func methodOfAnotherProtocol(_ method: DelegateProtocol.Method) -> Never {
    let methods = delegateProtocol.methods
    let slot =
      methods.indices.contains(method.index)
      ? "its slot \(method.index) holds \(methods[method.index].selector)"
      : "it has \(methods.count) methods"
    preconditionFailure(
      "\(type(of: self)): \(method.selector) is not a method of \(delegateProtocol.name) (\(slot)); "
        + "take the Method from this object's delegateProtocol (delegateProtocol.method(for:))")
  }

  /// ``borrowedTarget(at:)`` of a selector, in one call; a selector outside the protocol resolves
  /// as ``target(for:)-(Selector)`` does, retaining its receiver. A proxy overrides it. `@unsafe`,
  /// as ``borrowedTarget(at:)``.
  @unsafe @usableFromInline
  func borrowedTarget(for selector: Selector) -> DelegateTarget? {
    guard let index = delegateProtocol.methodIndex(for: selector) else { return target(for: selector) }
    return ownTarget(at: index, borrowing: true)
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
  /// call returns. Any other receiver (a proxy's forward delegate) is retained as usual. `@unsafe`:
  /// the caller holds this object for as long as it uses the target.
  @unsafe @usableFromInline
  func borrowedTarget(at index: Int) -> DelegateTarget? {
    ownTarget(at: index, borrowing: true)
  }

  /// The target of this object's own implementation at `index`, retaining this object or not.
  @inline(__always)
  private final func ownTarget(at index: Int, borrowing: Bool) -> DelegateTarget? {
    // A slot of this object's table (checked), which this object keeps; a borrowed target's caller
    // holds this object.
    unsafe slotTarget(slots.pointer(at: index), borrowed: borrowing)
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
  /// *method* protocol, with this object as the receiver and the selector's `Selector.cPointer`
  /// first.
  ///
  /// `@safe`: the function's address is safe to take; calling it is the caller's to prove (its C
  /// signature, and this delegate object alive).
  ///
  /// - Parameter selector: The method's selector.
  /// - Returns: The function, or nil when nobody implements the method.
  @safe public final func callbackFunction(for selector: Selector) -> UnsafeRawPointer? {
    guard let method = delegateProtocol.method(for: selector) else {
      return extraMethod(for: selector)?.implementation.functionPointer
    }
    return callbackFunction(for: method)
  }

  /// The stable function of a protocol method (see ``callbackFunction(for:)``); a proxy overrides it.
  /// `@safe`, as ``callbackFunction(for:)``: an address.
  @safe func callbackFunction(for method: DelegateProtocol.Method) -> UnsafeRawPointer? {
    // The slot's function, as an address: nothing dereferenced.
    unsafe UnsafeRawPointer(
      bitPattern: slots.pointer(at: method.index).pointee.function.load(ordering: .acquiring))
  }
}

/// A proxy that forwards to a delegate object, as that object sees it (``DelegateProxy`` is the one
/// conformer): told when the object changes what it implements or goes, and followed along a chain
/// of forward delegates.
protocol ForwardingProxy: AnyObject {
  /// The object the proxy hands its calls on to (its forward delegate), or nil.
  var forwardedObject: AnyObject? { get }
  /// Its weakly held forward delegate deinitializes, or changed what it implements: the proxy
  /// updates its slots.
  func forwardDelegateDidChange()
}

/// A weak reference to a proxy that forwards to a delegate object.
struct WeakForwardingProxy {
  weak var proxy: (any ForwardingProxy)?
}
