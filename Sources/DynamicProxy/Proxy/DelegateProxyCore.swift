import DynamicProxyRuntime
import DynamicProxySupport
import Synchronization

/// The non-generic core of every ``DelegateProxy``: a proxy's state and the functions that read
/// and write it, written once for both kinds of proxy — as RxCocoa's generic `DelegateProxy<P, D>`
/// sits on its non-generic `_RXDelegateProxy`, which does the forwarding.
///
/// What it owns:
/// - the forward-delegate holders: a C-ABI proxy's chain of `ForwardBox`es, the newest published
///   in `forwardPointer`; a Swift-protocol proxy's chain of `SwiftForwardBox`es, the newest in
///   `swiftForwardPointer`; the retained delegate (RxCocoa's `_retainedDelegate`);
/// - what each slot update publishes for a method, in the slot (its `SlotRoute`): its state, where
///   a call lands, and whether a generated proxy's call of it takes the route;
/// - each method's state (`ProxyMethodTable`, one per proxy): the proxy's own implementation and
///   answer, the
///   resolution of the forward delegate's implementation, and, behind the lock, its observers,
///   trampoline and answer (`ProxySlot`);
/// - the lock that serializes every write of that state (`proxyState`).
///
/// Both kinds of proxy keep their calls' state here. A C-ABI proxy (a ``DelegateObject``
/// forward delegate) adds libffi trampolines, made when a method is first observed; a generated
/// Swift-protocol proxy allocates none: its methods are the trampolines, and find the observers in
/// the method's slot by index.
///
/// A call captured by a trampoline is forwarded by ``forwardInvocation(_:)``, open to subclasses,
/// where the method's landing says: RxCocoa's `forwardInvocation:`.
///
/// Not subclassed directly (it has no public initializer): subclass ``DelegateProxy``. Its stored
/// properties lie at fixed offsets and the functions of its call paths are final, so the observers
/// (which hold the proxy unretained, as its core) and typed calls (which read it from a
/// ``DelegateObject`` whose slot state says it is a proxy) reach them without a dynamic dispatch,
/// a cast or a retain.
open class DelegateProxyCore: DelegateObject, @unchecked Sendable {  // atomics, else under `proxyState`
  // mutable state is behind `proxyState`'s Lock or in atomics; see DelegateObject.

  /// The current forward delegate of a C-ABI proxy: its `ForwardBox`, swapped atomically (boxes
  /// are kept until the proxy's deinit, see ``KeptObjectPointer``), as a bit pattern; 0 before the
  /// first `setForwardToDelegate`.
  @usableFromInline final let forwardPointer = Atomic<UInt>(0)
  /// ``Forwarding/fastPathsEnabled``, shared by every proxy: what typed calls read (see
  /// ``DelegateObject/proxyFastPathsEnabled()``).
  @usableFromInline final let fastPaths: FastPathsSwitch = {
    // Read once, so that the switch holds the environment's choice.
    _ = Forwarding.fastPathsEnabled
    return FastPathsSwitch.shared
  }()
  /// The current forward delegate of a Swift-protocol proxy (``forwardsToSwiftDelegates``), a
  /// `SwiftForwardBox`, swapped atomically; boxes are kept until deinit.
  @usableFromInline final let swiftForwardPointer = Atomic<UInt>(0)
  /// Whether the delegate type is a Swift protocol (any conformer forwarded to through the
  /// generated proxy's methods) rather than ``DelegateObject``; decided by `Delegate`, once.
  @usableFromInline final let forwardsToSwiftDelegates: Bool
  /// The mutable state that calls do not read, behind the proxy's lock: the retained delegates, the
  /// boxes' chains, each method's `ProxySlot`; the lock serializes every write of the slots and of
  /// the method states too. Kept in ``methodStates``, one object with them.
  @inline(__always)
  final var proxyState: ProxyMethodTable { methodStates }
  /// Each method's state, by method index (see ``ProxyMethodTable``): where a call lands, the
  /// proxy's own implementation and answer, the forward delegate's resolved implementation.
  @usableFromInline final let methodStates: ProxyMethodTable
  /// ``DelegateProxy/interceptsForwarding``, read once, when the proxy is made.
  final let interceptsForwardingOfTypedCalls: Bool
  /// Whether the protocol's convention is ``DelegateProtocol/Convention/method`` (read on every
  /// call, so kept here rather than behind the protocol's reference).
  final let forwardsToMethods: Bool

  /// A core for a proxy of `delegateProtocol`.
  init(delegateProtocol: DelegateProtocol, forwardsToSwiftDelegates: Bool, interceptsForwarding: Bool) {
    self.forwardsToSwiftDelegates = forwardsToSwiftDelegates
    interceptsForwardingOfTypedCalls = interceptsForwarding
    forwardsToMethods = delegateProtocol.convention == .method
    methodStates = ProxyMethodTable.make(count: delegateProtocol.methods.count)
    super.init(delegateProtocol: delegateProtocol)
  }

  deinit {
    // Leave the forward delegate's registry: it lists the proxies that forward to it.
    forwardObject()?.removeForwardingProxy(ObjectIdentifier(self))
    let observers = proxyState.withLock { _ in
      // The lock held (here), the index checked.
      slots.indices.compactMap { unsafe methodStates.locked(at: $0).pointee.observers }
    }
    for methodObservers in observers { methodObservers.complete() }
    // The chain of boxes released one by one, so that the depth of its release never depends on
    // how the compiler emits a box's deinit (a forward delegate set many times makes a long one).
    var next = proxyState.withLock { state in
      defer { state.forwardBox = nil }
      return state.forwardBox
    }
    while let box = next {
      next = box.takeReplaced()
    }
    var nextSwift = proxyState.withLock { state in
      defer { state.swiftForwardBox = nil }
      return state.swiftForwardBox
    }
    while let box = nextSwift {
      nextSwift = box.takeReplacedBox()
    }
  }

  // MARK: Forward delegate

  /// The forward delegate of a C-ABI proxy, retained, or nil; its box read unretained (see
  /// ``KeptObjectPointer``).
  @inline(__always)
  final func forwardObject() -> DelegateObject? {
    // This proxy's box of `ForwardBox`es, each kept by the newest (`KeptObjectPointer`'s rule); the
    // caller holds this proxy.
    unsafe KeptObjectPointer.withObject(in: forwardPointer, as: ForwardBox.self) { $0.delegate } ?? nil
  }

  @safe override func trampoline(behind function: UnsafeRawPointer) -> Trampoline? {
    if let own = super.trampoline(behind: function) { return own }
    return proxyState.withLock { _ in
      // The lock held (here), the indices checked; addresses compared, nothing called.
      slots.indices.lazy.compactMap { unsafe self.methodStates.locked(at: $0).pointee.trampoline }
        .first { unsafe $0.functionPointer == function }?.trampoline
    }
  }

  /// The forward delegate (a strong reference, for the call) and its box's bit pattern, which
  /// says which forward delegate a slot's cached resolution was made for.
  @inline(__always)
  final func forwardObjectAndBox() -> (delegate: DelegateObject, box: UInt)? {
    let bits = forwardPointer.load(ordering: .acquiring)
    // As in `forwardObject()`: this proxy's box, kept; the caller holds this proxy.
    guard
      let delegate = unsafe KeptObjectPointer.withObject(bits: bits, as: ForwardBox.self, { $0.delegate })
        ?? nil
    else { return nil }
    return (delegate, bits)
  }

  /// The forward delegate's target for one of this proxy's methods: by slot when it implements
  /// the same protocol, by selector otherwise.
  @inline(__always)
  final func forwardTarget(
    of forward: DelegateObject, for method: DelegateProtocol.Method
  ) -> DelegateTarget? {
    forward.delegateProtocol === delegateProtocol
      ? forward.target(for: method) : forward.target(for: method.selector)
  }

  // MARK: Landing

  /// The forward delegate's implementation of the method of `slot` (whose proxy state is `state`),
  /// for one call: as resolved for
  /// this forward delegate (its box) at the last slot update, or resolved now (it was set a moment
  /// ago, or its receiver is another object); nil when there is no forward delegate or it does not
  /// implement the method. A forward delegate whose signature differs stops here. The one place
  /// where a call finds its forward delegate's function: a call from C
  /// (`DelegateProxy.forwardInvocation(_:)`) and a typed call (``forwardingTarget(at:)``).
  @inline(__always)
  final func forwardCall(_ slot: borrowing MethodSlot, _ state: borrowing ProxyMethodState) -> ForwardCall? {
    guard let (forward, boxBits) = forwardObjectAndBox() else { return nil }
    // The resolution is used only if it was made for this forward delegate (this box); the strong
    // reference keeps the delegate, and so its implementations, alive for the call.
    // Read here under the state's sequence lock (``ProxyMethodState/readResolution(for:_:)``'s rule,
    // written out: its fields loaded between two reads of the sequence); not used when it was made
    // for another forward delegate, or is being rewritten: then resolved here. The trampoline is
    // unretained: the forward delegate, held, keeps it.
    let sequence = state.forwardSequence.load(ordering: .acquiring)
    let resolvedBox = state.forwardBox.load(ordering: .relaxed)
    let function = state.forwardFunction.load(ordering: .relaxed)
    let trampoline = state.forwardTrampoline.load(ordering: .relaxed)
    let mismatch = state.forwardMismatch.load(ordering: .relaxed)
    atomicMemoryFence(ordering: .acquiring)
    if sequence & 1 == 0, resolvedBox == boxBits, state.forwardSequence.load(ordering: .relaxed) == sequence {
      if mismatch {
        Self.preconditionSignaturesMatch(forwardTarget(of: forward, for: slot.method), slot)
      }
      // Resolved for this very forward delegate, held here, which keeps its function (an
      // implementation of the method) and its trampoline.
      guard let function = unsafe UnsafeRawPointer(bitPattern: function) else { return nil }
      return unsafe .resolved(forward, function, Unretained<Trampoline>(bits: trampoline))
    }
    guard let target = forwardTarget(of: forward, for: slot.method) else { return nil }
    Self.preconditionSignaturesMatch(target, slot)
    return .target(target)
  }

  /// The target a typed call of the observed method at `index` is forwarded to, where the slot's
  /// landing says (as `DelegateProxy.forwardInvocation(_:)` forwards a call from C): the proxy's
  /// own implementation, else the forward delegate's, else an answer; nil when nobody implements
  /// the method.
  @usableFromInline
  final func forwardingTarget(at index: Int) -> DelegateTarget? {
    let slot = slots.pointer(at: index)
    // In range: the slot's index, checked on the line before; both tables are this proxy's, which
    // the caller holds.
    let state = unsafe methodStates.uncheckedPointer(at: index)
    let landing = unsafe landed(slot.pointee.route, state.pointee) {
      unsafe forwardCall(slot.pointee, state.pointee)
    }
    switch consume landing {
    case .forwardDelegate(let call):
      switch consume call {
      case .resolved(let forward, let function, _):
        // The function resolved for this forward delegate, with its own slot (what the forward
        // delegate's own target would be), without asking it again: a delegate of the same
        // protocol has the method at the same index; the target holds it.
        return unsafe forward.delegateProtocol === delegateProtocol
          ? DelegateTarget(receiver: forward, function: function, slot: forward.slots.pointer(at: index))
          : forwardTarget(of: forward, for: slot.pointee.method)
      case .target(let target):
        return target
      }
    case .proxy(let function):
      // This proxy's own implementation or answer of the slot's method, the proxy held by the
      // caller for the call.
      return unsafe DelegateTarget(receiver: self, function: function, slot: slot, borrowed: true)
    case .nowhere:
      return nil
    }
  }

  /// Stops a call forwarded to a target whose method's signature differs from the slot's method's:
  /// a programmer error (the forward delegate implements the selector with another signature),
  /// which RxCocoa would not catch before the call corrupted its arguments.
  @inline(__always)
  static func preconditionSignaturesMatch(_ target: DelegateTarget?, _ slot: borrowing MethodSlot) {
    guard let target, let mismatch = signatureMismatch(of: target.method, with: slot.method) else {
      return
    }
    preconditionFailure(mismatch)
  }

  // MARK: Dispatch

  // How a proxy finds the target of a method: its own slot's function, or the forward delegate's as
  // resolved at the last slot update; for `target(for:)` and the borrowed forms below.

  /// Resolves a call's target; a selector outside the protocol goes to the forward delegate.
  ///
  /// - Parameter selector: A selector.
  /// - Returns: The target, or nil.
  open override func target(for selector: Selector) -> DelegateTarget? {
    guard let index = delegateProtocol.methodIndex(for: selector) else {
      return forwardObject()?.target(for: selector)
    }
    // The protocol's own index: the table, made from its methods, has the slot.
    return unsafe resolveTarget(index: index, slot: slots.uncheckedPointer(at: index))
  }

  /// Resolves a call's target: the forward delegate's own target for a method that is only
  /// forwarded (`forwardingTargetForSelector:`), the proxy otherwise, nil when nobody answers.
  ///
  /// - Parameter method: A method of the protocol.
  /// - Returns: The target, or nil.
  open override func target(for method: DelegateProtocol.Method) -> DelegateTarget? {
    resolveTarget(index: index(of: method))
  }

  /// ``target(for:)-(DelegateProtocol.Method)`` by slot index: both entry points share it, and
  /// neither copies the method.
  @inline(__always)
  final func resolveTarget(index: Int) -> DelegateTarget? {
    // The slot at `index`, checked.
    unsafe resolveTarget(index: index, slot: slots.pointer(at: index))
  }

  /// The target of the method at `index`, whose slot is `slot`. `@unsafe`: the caller proves that
  /// `slot` is this proxy's slot `index`, and, `borrowingSelf`, that it holds this proxy for as long
  /// as it uses the target.
  @unsafe @inline(__always)
  final func resolveTarget(
    index: Int, slot: UnsafePointer<MethodSlot>, borrowingSelf: Bool = false
  ) -> DelegateTarget? {
    let state = unsafe slot.pointee.route.state
    // The unobserved method of a method protocol, the most frequent call of all, first: the
    // forward delegate's function as resolved at the last slot update, for this forward delegate
    // (its box), when it implements the same protocol (then its own slot, at the same index,
    // describes the method). Otherwise, ask it (out of line).
    if state == SlotState.forwardOnly.rawValue && forwardsToMethods {
      // This object is a proxy (this one), the index its slot's.
      if let target = unsafe resolvedForwardTarget(at: index) { return target }
      guard let forward = forwardObject() else { return nil }
      return unsafe outlinedTarget(forward, slot.pointee)
    }
    switch SlotState(rawValue: state) {
    case .empty, .none:
      return nil
    case .forwardOnly:
      // A C callback: the slot's function, which a C library may keep (this proxy's trampoline,
      // or a forward C function that outlives its delegate), never the forward delegate's own
      // trampoline, which dies with it.
      guard forwardObject() != nil else { return nil }
      fallthrough
    default:
      return unsafe slotTarget(slot, borrowed: borrowingSelf)
    }
  }

  /// `forwardTarget(of:for:)` for the method of `slot`, out of the call path's line: the forward
  /// delegate's target when no resolution was made for it (a delegate of another protocol, or a
  /// slot update in progress).
  @inline(never)
  final func outlinedTarget(_ forward: DelegateObject, _ slot: borrowing MethodSlot) -> DelegateTarget? {
    forwardTarget(of: forward, for: slot.method)
  }

  @usableFromInline
  override func target(at index: Int) -> DelegateTarget? {
    resolveTarget(index: index)
  }

  @unsafe @usableFromInline
  override func borrowedTarget(for selector: Selector) -> DelegateTarget? {
    guard let index = delegateProtocol.methodIndex(for: selector) else {
      return forwardObject()?.target(for: selector)
    }
    // The protocol's own index (its table has the slot); the caller holds this proxy (its proof).
    return unsafe resolveTarget(index: index, slot: slots.uncheckedPointer(at: index), borrowingSelf: true)
  }

  @unsafe override func borrowedTarget(at index: Int) -> DelegateTarget? {
    // The slot at `index`, checked; the caller holds this proxy (its proof).
    unsafe resolveTarget(index: index, slot: slots.pointer(at: index), borrowingSelf: true)
  }

  /// The function a C library should hold: for a *function* protocol the slot's, for a *method*
  /// protocol the proxy's trampoline (made now if the method was only forwarded so far), called
  /// with the proxy as the receiver.
  @safe override func callbackFunction(for method: DelegateProtocol.Method) -> UnsafeRawPointer? {
    if delegateProtocol.convention == .method
      && slots.pointer(at: method.index).pointee.route.state == SlotState.forwardOnly.rawValue
      && slots.pointer(at: method.index).pointee.function.load(ordering: .acquiring) == 0
    {
      proxyState.withLock { state in _ = trampoline(at: method.index, in: &state) }
      updateSlot(at: method.index)
    }
    // The slot's function, as an address: nothing dereferenced.
    return target(for: method) == nil
      ? nil
      : unsafe UnsafeRawPointer(
        bitPattern: slots.pointer(at: method.index).pointee.function.load(ordering: .acquiring))
  }

  /// Forwards a captured call: to the proxy's own implementation of the method if it has one,
  /// else to the forward delegate, else to an installed answer (`forwardInvocation:`), as the
  /// slot's landing says; with nobody to land on, the return value stays
  /// zero. The forward delegate's function is the one resolved when the slot was last updated for
  /// this very forward delegate.
  ///
  /// Subclasses may override it to change forwarding; call `super` to forward. A subclass that
  /// overrides it also overrides ``DelegateProxy/interceptsForwarding`` to return true, so that typed calls
  /// reach it too.
  ///
  /// - Parameter invocation: The call in flight; its return value is set by the forward.
  open func forwardInvocation(_ invocation: inout Invocation) {
    // A call captured by this proxy's trampoline knows its method: no selector look-up.
    let index = invocation.methodIndex
    let slotIndex: Int
    if index >= 0 && index < slots.count && slots[index].method.selector == invocation.selector {
      slotIndex = index
    } else {
      guard let selector = invocation.selector, let method = delegateProtocol.method(for: selector) else {
        return
      }
      slotIndex = method.index
    }
    let slot = slots.pointer(at: slotIndex)
    // In range: a method index of this proxy's protocol (checked against the slots on the line
    // before, or the method's own); both tables this proxy's, alive while the caller holds it (the
    // call in flight does).
    let state = unsafe methodStates.uncheckedPointer(at: slotIndex)
    // The forward delegate, when the landing names it, is called as it is loaded: its
    // `ForwardCall` consumed there, not carried out in the landing.
    let landing = unsafe landed(slot.pointee.route, state.pointee) { () -> Void? in
      guard let call = unsafe forwardCall(slot.pointee, state.pointee) else { return nil }
      // The invocation is a call of the slot's method: for a method protocol (whose methods' first
      // declared argument is the third) its first argument is the receiver (`@`), replaced by the
      // one the forward goes to; the functions below are implementations of the method, kept by the
      // forward delegate held for the call.
      let passesReceiver = forwardsToMethods
      switch consume call {
      case .resolved(let forward, let function, let trampoline):
        if passesReceiver {
          unsafe invocation.argumentPointers[0]!.storeBytes(
            of: Unretained.address(of: forward), as: UnsafeMutableRawPointer.self)
        }
        if let trampoline, Forwarding.fastPathsEnabled {
          trampoline.with { unsafe invocation.invokeTrampoline($0) }
        } else {
          unsafe invocation.forwardCall(to: function)
        }
        withExtendedLifetime(forward) {}
      case .target(let target):
        if passesReceiver {
          unsafe invocation.argumentPointers[0]!.storeBytes(
            of: target.receiverPointer, as: UnsafeMutableRawPointer.self)
        }
        unsafe invocation.forwardCall(to: target.function)
        withExtendedLifetime(target) {}
      }
      return ()
    }
    switch landing {
    // Forwarded, above.
    case .forwardDelegate: break
    // This proxy's own implementation or answer of the method, the proxy held for the call.
    case .proxy(let function): unsafe invocation.forwardCall(to: function)
    case .nowhere: break
    }
  }

  // MARK: Slot states

  override func implementationDidChange(_ method: DelegateProtocol.Method) {
    let function = implementation(at: method.index)?.functionPointer
    methodStates[method.index].implementationFunction.store(UInt(bitPattern: function), ordering: .releasing)
    updateSlot(at: method.index)
  }
}

/// The forward delegate's implementation of a method, for one call (see
/// ``DelegateProxyCore/forwardCall(_:)``). Consumed by its caller: the forward delegate moves into the
/// call's target, without one more retain and release (a weakly referenced object: its counts live
/// in a side table). `@safe`: the function is an address the forward delegate, held in the value,
/// keeps; calling it is its user's to prove.
@safe enum ForwardCall {
  /// As resolved at the last slot update: the forward delegate, strong (it keeps the function and
  /// the trampoline alive), its function, and the trampoline behind it when it is one of this
  /// library's, unretained.
  case resolved(DelegateObject, UnsafeRawPointer, Unretained<Trampoline>?)
  /// Resolved for the call: the forward delegate's target (its receiver may be another object).
  case target(DelegateTarget)
}
