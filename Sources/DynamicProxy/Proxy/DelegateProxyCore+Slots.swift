internal import CShims
import DynamicProxySupport
import Synchronization

// The slot states of a proxy (see <doc:SlotStates>): how subscriptions, the forward delegate and
// implementations decide, ahead of every call, where a call of each method lands.
extension DelegateProxyCore {
  /// Publishes `object` as the forward delegate of a C-ABI proxy, kept strongly when `retain`
  /// says so; returns the forward delegate it replaces and the strong reference it drops, for the
  /// caller to release outside the lock (a deinit may call back into this proxy).
  final func publishForwardObject(
    _ object: DelegateObject?, retain: Bool
  ) -> (previous: DelegateObject?, released: DelegateObject?) {
    proxyState.withLock { state in
      // The strong reference lives here, replaced on each change (RxCocoa's `_retainedDelegate`);
      // boxes hold weak references only, so a replaced retained delegate is released by the
      // caller.
      let previous = forwardObject()
      let released = state.retainedDelegate
      state.retainedDelegate = retain ? object : nil
      // Boxes are chained: each keeps the one it replaced, so a caller that loaded any of them
      // never reads freed memory (no array of boxes to allocate).
      let box = ForwardBox.make(object, methodCount: slots.count, replacing: state.forwardBox)
      // Kept by the state (and then by the box that replaces it) until deinit: the rule of the
      // `KeptObjectPointer` it is published in.
      state.forwardBox = box
      KeptObjectPointer.publish(box, in: forwardPointer)
      return (previous, released)
    }
  }

  /// The message for a forward delegate whose method's signature differs, or nil.
  static func signatureMismatch(
    of forward: DelegateProtocol.Method, with method: DelegateProtocol.Method
  ) -> String? {
    if forward.signature == method.signature { return nil }
    return "\(method.selector): the forward delegate's signature \(forward.signature) differs from "
      + "\(method.signature)"
  }

  func updateAllSlots() {
    updateSlots(in: slots.indices)
  }

  /// Recomputes the state and function of the slot at `index` (see ``updateSlots(in:)``).
  final func updateSlot(at index: Int) {
    updateSlots(in: index..<index + 1)
  }

  /// Recomputes the state and function of slots; re-installs the proxy when an answer of
  /// `responds(to:)` changed, or, for a *function* protocol, when a slot's pointer changed.
  ///
  /// What each slot needs from outside the proxy's lock — its own implementation, the forward
  /// delegate's target and the trampoline behind it — is resolved first, for all the slots; then
  /// all of them are stored under one lock. The forward delegate's `target(for:)` is open code that
  /// may call back into this proxy, so it runs outside the lock; the results are used only if the
  /// forward delegate is still the one they were resolved from, and resolved again otherwise, so a
  /// concurrent setForwardToDelegate can not leave a slot computed from the delegate it replaced.
  final func updateSlots(in indices: Range<Int>) {
    guard !indices.isEmpty else { return }
    // On the stack for up to about twenty methods: `indices.count` inputs, valid for the closure,
    // each initialized by `resolveInputs` and deinitialized below, once per round.
    let (changed, reinstalls) = unsafe withUnsafeTemporaryAllocation(
      of: SlotInputs.self, capacity: indices.count
    ) { inputs in
      while true {
        let forwardBits = forwardPointer.load(ordering: .acquiring)
        let forward = forwardObject()
        unsafe resolveInputs(indices, forward: forward, into: inputs)
        let outcome = proxyState.withLock { state -> (stored: Bool, changed: Bool, reinstalls: Bool) in
          guard forwardPointer.load(ordering: .acquiring) == forwardBits else { return (false, false, false) }
          var changed = false
          for index in indices {
            // The input of `index`, initialized above (in range: one per index).
            let input = unsafe inputs.baseAddress! + (index - indices.lowerBound)
            unsafe updateResolution(index, box: forwardBits, forward: forward, input: input)
            if unsafe updateSlot(
              index, own: input.pointee.own, forward: forward,
              forwardFunction: UInt(bitPattern: input.pointee.forwardFunction), state: &state)
            {
              changed = true
            }
          }
          return (true, changed, changed && state.reinstalls)
        }
        // Targets are released outside the lock (a release may run a deinit).
        unsafe inputs.baseAddress!.deinitialize(count: indices.count)
        if outcome.stored { return (outcome.changed, outcome.reinstalls) }
      }
    }
    // Through the proxy's `DelegateProxyType` conformance, which knows its parent's type.
    if reinstalls { (self as? any ReinstallableProxy)?.reinstallOnParent() }
    // A proxy that forwards to this one resolved what it implements from these slots.
    if changed { notifyForwardingProxies() }
  }

  /// Resolves, outside the proxy's lock, what ``updateSlot(_:own:forward:forwardFunction:state:)``
  /// needs for each slot of `indices`; initializes `inputs[0..<indices.count]`, each in place (an
  /// input returned by value and passed on is copied through its value witnesses, and its target
  /// retained: about 650 instructions more per proxy set-up of ten methods, counted with
  /// `callgrind.sh "setup: create proxy + subscribe (10 methods)" libffi`). `@unsafe`: the caller
  /// passes a buffer of at least `indices.count` uninitialized inputs.
  @unsafe func resolveInputs(
    _ indices: Range<Int>, forward: DelegateObject?, into inputs: UnsafeMutableBufferPointer<SlotInputs>
  ) {
    for index in indices {
      // One input per index, in the caller's buffer (its proof), initialized here, once.
      let input = unsafe inputs.baseAddress! + (index - indices.lowerBound)
      unsafe input.initialize(to: SlotInputs())
      // The proxy's own implementation (a subclass's) is looked up only when the slot records one:
      // a proxy usually has none, and the lookup takes the registry's lock.
      if methodStates.pointer(at: index).pointee.implementationFunction.load(ordering: .acquiring) != 0 {
        unsafe input.pointee.own = implementation(at: index)
      }
      // The forward delegate lent, not copied: the caller holds it, and each copy would be a
      // retain and a release through its side table (a proxy references it weakly), per slot.
      guard let forward = forward.map({ unsafe Unretained($0) }) else { continue }
      forward.with { forward in
        guard let target = forwardTarget(of: forward, for: slots.pointer(at: index).pointee.method) else {
          return
        }
        // The input initialized above, written in place.
        unsafe input.pointee.forwardFunction = target.function
        unsafe input.pointee.forwardSlot = target.slotPointer
        // The slot's hint when the function is the trampoline it records; a search otherwise.
        // Unretained: the forward delegate keeps its trampolines.
        if let hint = target.slot.trampolineReference(calling: target.function) {
          unsafe input.pointee.forwardTrampoline = hint
        } else if let trampoline = forward.trampoline(behind: target.function) {
          // One of the forward delegate's trampolines, which it keeps; the caller holds it.
          unsafe input.pointee.forwardTrampoline = Unretained(trampoline)
        }
        unsafe input.pointee.forwardTarget = consume target
      }
    }
  }

  /// Stores how a slot forwards to the forward delegate in `box`. Called with `proxyState` locked
  /// (the slot's writers are serialized by it).
  ///
  /// Only a target whose receiver is the forward delegate itself is kept. A forward delegate that is
  /// a proxy answers with another receiver while it only forwards the method (its own forward
  /// delegate's target): what a caller holding the proxy may not call — it does not hold that
  /// receiver — and what changes whenever the proxy's own slot does. The resolution is then made
  /// for no box, and each call asks the forward delegate.
  ///
  /// A *method* protocol's proxy whose forward delegate implements the same protocol also
  /// publishes the forward delegate's slot, and the body behind its trampoline, which callers use
  /// directly (see `DelegateObject.resolvedForwardTarget(at:)` and `forwardedTypedBody(_:)`).
  ///
  /// `@unsafe`: `input` is the slot's input, initialized by ``resolveInputs(_:forward:into:)`` (read
  /// in place: a copy would retain its target).
  @unsafe func updateResolution(
    _ index: Int, box: UInt, forward: DelegateObject?, input: UnsafePointer<SlotInputs>
  ) {
    // The caller's input, initialized; its target's receiver compared as an address.
    let foreignReceiver =
      forward.map { forward in
        unsafe input.pointee.forwardTarget.map { objectBits(forward) != UInt(bitPattern: $0.receiverPointer) }
          ?? false
      } ?? false
    var signatureMismatch = false
    if let forwardSlot = unsafe input.pointee.forwardSlot {
      // The target's slot, kept by the target the input holds; its method compared with this
      // proxy's slot's, in place.
      signatureMismatch =
        unsafe forwardSlot.pointee.method.signature != slots.pointer(at: index).pointee.method.signature
    }
    let body = unsafe methodStates[index].setForwardResolution(
      box: foreignReceiver ? 0 : box, function: input.pointee.forwardFunction,
      trampoline: input.pointee.forwardTrampoline, signatureMismatch: signatureMismatch,
      directSlot: forwardsToMethods && !forwardsToSwiftDelegates
        && forward?.delegateProtocol === delegateProtocol
        ? forward?.slots.pointer(at: index) : nil)
    // The box's own copy of the body, for typed calls: only a resolution made for the box itself.
    // `box` was loaded from this proxy's `forwardPointer` (`KeptObjectPointer`'s rule; this proxy
    // is held by the caller).
    _ = unsafe KeptObjectPointer.withObject(bits: box, as: ForwardBox.self) {
      $0.setTypedBody(foreignReceiver ? 0 : body, at: index)
    }
  }

  /// Computes and stores one slot's state and function; returns whether the proxy must be
  /// re-installed. Called with `proxyState` locked. `forwardFunction` is the forward delegate's
  /// function for the method, as a bit pattern (0 for none): only compared, and stored in the slot
  /// only once found to be the forward delegate's own C implementation of the method
  /// (``outlivesItsDelegate(_:of:at:)``).
  func updateSlot(
    _ index: Int, own: Implementation?, forward: DelegateObject?, forwardFunction: UInt,
    state: inout ProxyState
  ) -> Bool {
    // The lock held (the caller's, `state` its proof) for the whole update, the index checked.
    let proxySlot = unsafe methodStates.locked(at: index)
    let (observed, answered) = unsafe (
      proxySlot.pointee.observers?.hasObservers ?? false, proxySlot.pointee.answer != nil
    )
    let newState: SlotState
    if forwardsToSwiftDelegates {
      // A generated proxy's method always has somewhere to go (the forward delegate, an answer or
      // the protocol's default); the state says only whether its calls are observed.
      newState = observed ? .observed : .forwardOnly
    } else if own != nil {
      newState = .proxyImplemented
    } else if forwardFunction != 0 {
      newState = observed ? .observed : .forwardOnly
    } else if answered {
      newState = .answered
    } else if observed && !slots.pointer(at: index).pointee.method.returnsValue {
      newState = .observed
    } else {
      newState = .empty
    }
    let function: UInt
    switch newState {
    case .empty:
      function = 0
    case .proxyImplemented where !observed:
      function = UInt(bitPattern: own!.functionPointer)
    case .forwardOnly where forwardsToSwiftDelegates, .observed where forwardsToSwiftDelegates:
      // A generated proxy's methods are its trampolines: its slots hold no function, and its
      // observed calls find their observers by index (`routeObservers(at:)`).
      function = 0
    case .forwardOnly where delegateProtocol.convention == .method:
      // Callers resolve the forward delegate's own target; no trampoline is made until someone
      // observes the method (creation stays cheap). Once made, it stays in the slot: a caller
      // that read the previous state (observed) then loads this function must still find
      // code that forwards.
      function = unsafe proxySlot.pointee.trampoline.map { UInt(bitPattern: $0.functionPointer) } ?? 0
    case .forwardOnly
    where delegateProtocol.convention == .function
      && Self.outlivesItsDelegate(forwardFunction, of: forward!, at: index):
      function = forwardFunction
    default:
      function = UInt(bitPattern: trampoline(at: index, in: &state).functionPointer)
    }
    let before = unsafe proxySlot.pointee.state
    unsafe proxySlot.pointee.state = newState
    // Where a call that reaches the proxy lands (the forward delegate of a Swift protocol is any
    // conformer, present when its box holds one), and whether a generated proxy's call takes its
    // route (observed, or implemented by the proxy itself): published below with the state, in
    // one value.
    let forwards =
      forwardsToSwiftDelegates ? state.swiftForwardBox?.holdsDelegate ?? false : forwardFunction != 0
    let route = SlotRoute(
      state: newState, landing: Landing.decide(own: own != nil, forward: forwards, answered: answered),
      routed: newState == .observed || own != nil)
    let proxyTrampoline = unsafe proxySlot.pointee.trampoline
    slots.pointer(at: index).pointee.setTrampolineHint(
      own.map { UInt(bitPattern: $0.functionPointer) } == function
        ? own?.trampoline
        : proxyTrampoline.map { UInt(bitPattern: $0.functionPointer) } == function
          ? proxyTrampoline?.trampoline : nil)
    let previousFunction = slots.pointer(at: index).pointee.function.exchange(
      function, ordering: .acquiringAndReleasing)
    slots.pointer(at: index).pointee.state.store(route.rawValue, ordering: .releasing)
    // A C library copies function pointers: for a *function* protocol, a new pointer in a
    // slot needs a re-installation even when the answer of responds(to:) stays the same.
    let pointerChanged = delegateProtocol.convention == .function && previousFunction != function
    return (before != .empty) != (newState != .empty) || pointerChanged
  }

  /// Whether the forward delegate's function may sit in the proxy's slot (and so in a C table):
  /// only code that does not die with the delegate — a C function, not a trampoline. A
  /// trampoline of a weakly held delegate could be freed while a C library still holds it.
  static func outlivesItsDelegate(_ function: UInt, of forward: DelegateObject, at index: Int) -> Bool {
    guard let implementation = forward.implementation(at: index) else { return false }
    return !implementation.isTrampoline && UInt(bitPattern: implementation.functionPointer) == function
  }

  /// The trampoline of the method at `index`, made on first use and kept for the proxy's life.
  func trampoline(at index: Int, in state: inout ProxyState) -> Implementation {
    // The lock held (the caller's, `state` its proof), the index checked.
    let proxySlot = unsafe methodStates.locked(at: index)
    if let existing = unsafe proxySlot.pointee.trampoline { return existing }
    let observers = observers(at: index)
    let method = slots[index].method
    let implementation: Implementation
    do {
      // The observers are the trampoline's Swift body: a typed call finds them there.
      implementation = try Implementation(
        signature: method.signature, selector: method.selector, swiftBody: observers,
        body: observingTrampolineBody(observers, at: index))
    } catch {
      preconditionFailure("\(method.selector): \(error)")
    }
    unsafe proxySlot.pointee.trampoline = implementation
    return implementation
  }

  /// Makes the proxy re-install itself on its parent when its `responds(to:)` answers change.
  final func enableReinstallation() {
    proxyState.withLock { $0.reinstalls = true }
  }

}

/// Where a call that reaches a proxy's method lands: RxCocoa's `forwardInvocation:` decides it on
/// one line, and so does ``DelegateProxyCore/landed(_:_:forward:)``.
///
/// The order is the proxy's own implementation (a subclass's), else the forward delegate, else an
/// installed answer, else the protocol's default (a generated Swift-protocol proxy's `otherwise`)
/// or nothing (a C-ABI proxy: the return value stays zero). The value is decided when the slot
/// changes — an implementation, a forward delegate or an answer comes or goes (`updateSlot`) — and
/// stored in the slot; a call reads it once. A call that finds the chosen target gone (a weakly
/// held forward delegate deallocated since) takes the next one in the order.
@usableFromInline
enum Landing: UInt8 {
  /// Nobody implements the method: the protocol's default, or nothing.
  case nowhere = 0
  /// The proxy's own implementation.
  case own
  /// The forward delegate.
  case forward
  /// An answer installed with `answer(_:_:)`.
  case answer

  /// The landing of a slot whose proxy has `own` implementation or none, a forward delegate that
  /// implements the method or not, and an answer or none.
  static func decide(own: Bool, forward: Bool, answered: Bool) -> Landing {
    own ? .own : forward ? .forward : answered ? .answer : .nowhere
  }
}
