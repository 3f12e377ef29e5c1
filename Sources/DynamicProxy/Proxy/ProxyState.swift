internal import CShims
import DynamicProxyRuntime
import DynamicProxyRx
import DynamicProxySupport
import Synchronization

/// A proxy's mutable state, behind its lock. Not nested in the generic `DelegateProxy`: it depends
/// on neither of its type parameters, and a nested type's metadata would be looked up at run time
/// on every slot update (the lock's generic code needs it).
///
/// The lock also guards each method's ``ProxySlot``, kept in the proxy's slot table
/// (`SlotTable.proxySlot(at:)`).
struct ProxyState {
  var retainedDelegate: DelegateObject?
  /// The retained forward delegate of a proxy of a Swift protocol.
  var retainedSwiftDelegate: AnyObject?
  /// The latest Swift forward-delegate box (a `SwiftForwardBox<Delegate>`, seen by the core without
  /// its type); it keeps every box it replaced (until the proxy's deinit).
  var swiftForwardBox: (any SwiftForwardBoxing)?
  /// The latest forward delegate box; it keeps every box it replaced (until the proxy's deinit).
  var forwardBox: ForwardBox?
  /// Whether the proxy re-installs itself (outside any lock) when a method's `responds(to:)`
  /// answer changed, for parents that cache callbacks (RxCocoa's `reset()`): set by `proxy(for:)`
  /// once the proxy is made.
  var reinstalls = false
  /// Whether `proxy(for:)` installed the proxy, for the debug report of a replaced delegate.
  var installation = ProxyInstallation.notInstalled
}

/// What a slot update resolves for one slot outside the proxy's lock (see
/// `DelegateProxy.updateSlots(in:)`).
struct SlotInputs {
  /// The proxy's own implementation of the method, if any.
  var own: Implementation? = nil
  /// The forward delegate's target for the method, if it implements it: kept for the update, it
  /// keeps `forwardSlot` valid.
  var forwardTarget: DelegateTarget? = nil
  /// The target's function, read without copying the target.
  var forwardFunction: UnsafeRawPointer? = nil
  /// The target's slot, read without copying the target.
  var forwardSlot: UnsafePointer<MethodSlot>? = nil
  /// The trampoline behind the target's function, when it is one of this library's (the forward
  /// delegate keeps it).
  var forwardTrampoline: Unretained<Trampoline>? = nil
}

/// What a proxy keeps for one method, behind its lock (the slot's atomics are what calls read).
struct ProxySlot {
  /// The state last stored in the slot.
  var state = SlotState.empty
  /// The method's call streams, made at the first subscription (or with the trampoline).
  var observers: MethodObservers?
  /// The proxy's trampoline for the method, made on first use and kept for the proxy's life.
  var trampoline: Implementation?
  /// An answer installed with `answer(_:_:)`.
  var answer: Implementation?
}

/// A proxy slot's state.
@usableFromInline
enum SlotState: UInt8 {
  case empty = 0
  case forwardOnly
  case observed
  case proxyImplemented
  case answered
}

/// What updates a proxy's slot when a call subscription ends.
protocol SlotUpdating: AnyObject, Sendable {
  /// Recomputes the state and function of the slot at `index`.
  func updateSlot(at index: Int)
}

extension DelegateProxyCore: SlotUpdating {}
extension DelegateProxy: CallConnecting {}

/// The disposable of a subscription to a proxy's call stream: takes the sink out of its stream,
/// stops counting it as an `[Any]` subscriber and updates the method's slot, once. It holds the
/// proxy weakly (a subscription kept in a `DisposeBag` does not keep the proxy alive).
final class CallSubscription: Disposable {
  private weak let proxy: (any SlotUpdating)?
  private let observers: MethodObservers
  /// The sink's key in `observers`; nil when the stream had completed and it was never added.
  private let key: Int?
  private let methodIndex: Int
  private let boxes: Bool
  private let readsFrame: Bool
  private let disposed = Atomic<Bool>(false)

  init(
    proxy: any SlotUpdating, observers: MethodObservers, key: Int?, methodIndex: Int, boxes: Bool,
    readsFrame: Bool
  ) {
    self.proxy = proxy
    self.observers = observers
    self.key = key
    self.methodIndex = methodIndex
    self.boxes = boxes
    self.readsFrame = readsFrame
  }

  func dispose() {
    guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    if let key { observers.removeSubscriber(key) }
    if boxes { observers.boxingSubscribers.subtract(1, ordering: .relaxed) }
    if readsFrame { observers.frameSubscribers.subtract(1, ordering: .relaxed) }
    proxy?.updateSlot(at: methodIndex)
  }
}

/// A weak forward delegate reference, immutable; a retained delegate's strong reference is kept in
/// the proxy's state. Boxes live until the proxy's deinit (one per `setForwardToDelegate`), so a
/// caller that loaded one never reads freed memory.
@usableFromInline
final class ForwardBox: @unchecked Sendable {  // immutable; weak loads
  // @unchecked: the reference is set in init and never changes; weak loads are thread-safe. The
  // replaced box is set in init and taken only by the proxy's deinit, when no call can run.
  @usableFromInline weak let delegate: DelegateObject?
  /// The box this one replaced, kept alive with it.
  private var replaced: ForwardBox?

  /// The delegate of the box at `box` (a proxy's `forwardPointer`), loaded strong, the box
  /// unretained: boxes live until their proxy's deinit.
  @inlinable @inline(__always)
  static func delegate(inBox box: UnsafeRawPointer) -> DelegateObject? {
    KeptObjectPointer.withObject(bits: UInt(bitPattern: box), as: ForwardBox.self) { $0.delegate } ?? nil
  }

  init(_ delegate: DelegateObject?, replacing replaced: ForwardBox?) {
    self.delegate = delegate
    self.replaced = replaced
  }

  /// Unlinks and returns the box this one replaced (the proxy's deinit, box by box).
  func takeReplaced() -> ForwardBox? {
    defer { replaced = nil }
    return replaced
  }
}

/// A reference to a parent that reads nil once the parent deinitializes, as a weak reference does,
/// without being one: a weak reference moves every reference count of its object into a side
/// table, so each retain and release of the parent — the sender of every call a proxy captures —
/// would take the runtime's slow path. An unowned reference keeps the parent's memory (not the
/// parent) allocated, and the runtime's try-retain says whether the parent still lives.
struct ParentReference<Object: AnyObject>: @unchecked Sendable {  // immutable; atomic try-retain
  // @unchecked: set in init, never changed; the try-retain is atomic.
  /// Never read: it keeps the parent's memory allocated while this reference exists.
  private unowned let memory: Object
  private let pointer: UnsafeRawPointer

  init(_ object: Object) {
    memory = object
    pointer = UnsafeRawPointer(Unretained.address(of: object))
  }

  /// The parent, retained, or nil once it deinitializes.
  var object: Object? {
    guard CShims_TryRetain(pointer) else { return nil }
    return RetainedPointer.take(pointer, as: Object.self)
  }
}
