import Synchronization

/// The forward delegate of a Swift-protocol proxy: any conformer, held weakly or retained.
extension DelegateProxy {
  /// The forward delegate of a Swift-protocol proxy, retained for the call, or nil.
  ///
  /// Inlinable, so that it is specialized for the protocol in the generated proxy's module: the
  /// existential is made from the weak load's own reference, one retain and one release a call,
  /// as a closure table's weak load costs.
  @inlinable @inline(__always)
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
    // The slots' landings say whether there is a forward delegate.
    updateAllSlots()
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
/// read only after the weak reference has produced a strong one, whose reference the existential
/// made of the bytes then owns. A `Delegate` whose value is not a class instance in its
/// first word (not a class-bound protocol's existential) is kept strongly instead, as it can not
/// be held weakly. Boxes live until the proxy's deinit (one per `setForwardToDelegate`), so a
/// caller that loaded one never reads freed memory.
@usableFromInline
final class SwiftForwardBox<Delegate>: @unchecked Sendable {
  // @unchecked: set in init and never changed, but for `replaced`, which only the proxy's deinit
  // takes; weak loads are thread-safe.
  @usableFromInline weak let object: AnyObject?
  /// The existential's bytes, its object word unowned; nil for a nil or strongly kept delegate.
  @usableFromInline let existential: UnsafeMutableRawPointer?
  @usableFromInline let strongValue: Delegate?
  /// The box this one replaced, kept alive with it.
  private var replaced: SwiftForwardBox<Delegate>?

  init(_ delegate: Delegate?, replacing replaced: SwiftForwardBox<Delegate>?) {
    self.replaced = replaced
    guard let delegate else {
      object = nil
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
      self.object = nil
      existential = nil
      strongValue = delegate
    }
  }

  deinit {
    // Deallocated without deinitializing: the bytes own nothing.
    existential?.deallocate()
  }

  /// The forward delegate, retained, or nil once a weakly held one is gone: the weak load's
  /// reference becomes the existential's (its object word), the witness tables are copied from
  /// the template bytes. No second retain.
  @inlinable @inline(__always)
  func load() -> Delegate? {
    guard let existential else { return strongValue }
    guard let strong = object else { return nil }
    if MemoryLayout<Delegate>.size == MemoryLayout<(AnyObject, UInt)>.size {
      // One witness table, the usual case: the object and the table as one value, without the
      // temporary buffer below (whose stack protector the unobserved call would pay). The copy
      // the cast makes and the release of `strong` cancel out once optimized.
      let witnessTable = existential.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self)
      return unsafeBitCast((strong, witnessTable), to: Delegate.self)
    }
    return withUnsafeTemporaryAllocation(of: Delegate.self, capacity: 1) { buffer in
      let value = UnsafeMutableRawPointer(buffer.baseAddress!)
      value.copyMemory(from: existential, byteCount: MemoryLayout<Delegate>.size)
      // The weak load's +1 moves into the value: retained here, released with `strong` below.
      value.storeBytes(of: Unmanaged.passRetained(strong).toOpaque(), as: UnsafeMutableRawPointer.self)
      return buffer.baseAddress!.move()
    }
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
