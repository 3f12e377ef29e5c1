import DynamicProxySupport
import Synchronization

/// The forward delegate of a Swift-protocol proxy: any conformer, held weakly or retained.
extension DelegateProxy {
  /// The forward delegate of a Swift-protocol proxy, retained for the call, or nil.
  ///
  /// Inlinable, so that it is specialized for the protocol in the generated proxy's module.
  @inlinable @inline(__always)
  final func swiftForwardDelegate() -> Delegate? {
    // This proxy's `SwiftForwardBox`es of its `Delegate`, each kept by the newest, the newest by
    // the proxy (`KeptObjectPointer`'s rule); the caller holds this proxy.
    unsafe KeptObjectPointer.withObject(in: swiftForwardPointer, as: SwiftForwardBox<Delegate>.self) { box in
      // The generated proxy's own load (devirtualized and inlined there: its class is final).
      if let holder = box.weakExistential { return holder.with { loadForwardDelegate(from: $0) } }
      return box.load()
    } ?? nil
  }

  /// ``setForwardToDelegate(_:retainDelegate:)`` of a Swift-protocol proxy.
  final func setSwiftForwardDelegate(_ delegate: Delegate?, retainDelegate: Bool) {
    let weakHolder = delegate.flatMap { delegate in
      type(of: delegate as Any) is AnyObject.Type ? Self.makeWeakForwardDelegate(holding: delegate) : nil
    }
    let released = proxyState.withLock { state in
      // The strong reference of an object lives in the state, the box holds a weak one (RxCocoa's
      // `_retainedDelegate`); a replaced retained delegate is released outside the lock.
      let released = state.retainedSwiftDelegate
      let box = SwiftForwardBox(
        delegate, weakHolder: weakHolder, replacing: state.swiftForwardBox as? SwiftForwardBox<Delegate>)
      state.retainedSwiftDelegate = retainDelegate ? box.object : nil
      // Kept by the state (and then by the box that replaces it) until deinit: the rule of the
      // `KeptObjectPointer` it is published in.
      state.swiftForwardBox = box
      KeptObjectPointer.publish(box, in: swiftForwardPointer)
      return released
    }
    withExtendedLifetime(released) {}
    // The slots' landings say whether there is a forward delegate.
    updateAllSlots()
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

/// Holds the forward delegate of a proxy of a class-bound Swift protocol weakly, as the protocol's
/// existential: a subclass declares `weak let value: (any P)?`, set in its initializer, and
/// overrides ``load()``, so that the weak load, and the existential it makes, are the compiler's. A
/// generated proxy supplies one (``DelegateProxy/makeWeakForwardDelegate(holding:)``); a protocol
/// that is not class-bound has none (its existential can not be held weakly).
open class WeakForwardDelegate<Delegate>: @unchecked Sendable {  // immutable; weak loads
  // immutable; a subclass's weak constant is loaded atomically by the runtime.

  /// Creates a holder; a subclass stores the delegate before calling it.
  public init() {}

  /// The delegate, retained for the caller, or nil once it is gone.
  ///
  /// - Returns: The delegate, or nil.
  open func load() -> Delegate? {
    preconditionFailure("\(type(of: self)) must override load()")
  }
}

/// The forward delegate of a Swift-protocol proxy as one `setForwardToDelegate` set it, immutable.
/// Boxes live until the proxy's deinit (each keeps the one it replaced), so a caller that loaded
/// one, unretained, never reads freed memory; the proxy publishes the newest in its
/// `swiftForwardPointer` (see ``KeptObjectPointer``).
///
/// How the delegate is held, decided once, when it is set:
/// - an object of a class-bound protocol whose proxy supplies a ``WeakForwardDelegate``: weakly,
///   in it, loaded by the compiler;
/// - any other object: weakly, as `AnyObject`, cast back to `Delegate` on each call;
/// - a value (a struct or enum conformer of a protocol that is not class-bound): in the box,
///   retained until the proxy goes (a caller may still be reading a replaced box).
///
/// A retained object's strong reference is the proxy's (`ProxyState.retainedSwiftDelegate`),
/// released when it is replaced.
@usableFromInline
final class SwiftForwardBox<Delegate>: @unchecked Sendable {  // immutable; weak loads
  // @unchecked: set in init and never changed, but for `replaced`, which only the proxy's deinit
  // takes; weak loads are thread-safe.

  /// A weak reference to an object.
  @usableFromInline
  final class WeakObject: @unchecked Sendable {  // set in init, never changed; weak loads are thread-safe.
    @usableFromInline weak let object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  /// The holder of an object of a class-bound protocol, whose proxy supplied one; read unretained
  /// (`holder` owns it), so that a call does not retain and release it.
  @usableFromInline let weakExistential: Unretained<WeakForwardDelegate<Delegate>>?
  private let holder: WeakForwardDelegate<Delegate>?
  /// Any other object, held weakly.
  @usableFromInline let weakObject: WeakObject?
  /// A value.
  @usableFromInline let value: Delegate?
  /// The box this one replaced, kept alive with it.
  private var replaced: SwiftForwardBox<Delegate>?

  /// A box holding `delegate` (nil: no forward delegate): an object weakly, in `weakHolder` when
  /// the proxy made one for it, a value as it is.
  init(
    _ delegate: Delegate?, weakHolder: WeakForwardDelegate<Delegate>?,
    replacing replaced: SwiftForwardBox<Delegate>?
  ) {
    self.replaced = replaced
    holder = weakHolder
    // Kept by `holder`, a constant of this box, for the box's life.
    weakExistential = unsafe weakHolder.map(Unretained.init)
    guard let delegate, type(of: delegate as Any) is AnyObject.Type else {
      (weakObject, value) = (nil, delegate)
      return
    }
    (weakObject, value) = (weakHolder == nil ? WeakObject(delegate as AnyObject) : nil, nil)
  }

  /// The delegate as an object, for the proxy's strong reference; nil for a value or none.
  var object: AnyObject? {
    if let holder { return holder.load().map { $0 as AnyObject } }
    return weakObject?.object
  }

  /// The forward delegate, retained, or nil once a weakly held one is gone.
  @inlinable @inline(__always)
  func load() -> Delegate? {
    if let weakExistential { return weakExistential.with { $0.load() } }
    if let weakObject { return weakObject.object.flatMap { $0 as? Delegate } }
    return value
  }

  /// Unlinks and returns the box this one replaced (the proxy's deinit, box by box).
  func takeReplacedBox() -> (any SwiftForwardBoxing)? {
    defer { replaced = nil }
    return replaced
  }
}

extension SwiftForwardBox: SwiftForwardBoxing {
  var holdsDelegate: Bool { load() != nil }
}

/// A Swift-protocol proxy's forward-delegate box as the proxy's core sees it, without the
/// protocol's type: whether it holds a delegate (a slot update's landing), and the chain of boxes
/// it keeps (the core's deinit releases it box by box).
protocol SwiftForwardBoxing: AnyObject, Sendable {
  /// Whether the box holds a delegate now (a weakly held one may be gone).
  var holdsDelegate: Bool { get }
  /// Unlinks and returns the box this one replaced.
  func takeReplacedBox() -> (any SwiftForwardBoxing)?
}
