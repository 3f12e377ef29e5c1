internal import CShims
import DynamicProxyRuntime
import DynamicProxyRx
import DynamicProxySupport
import Synchronization

/// A proxy's mutable state, behind its lock. Not nested in the generic `DelegateProxy`: it depends
/// on neither of its type parameters, and a nested type's metadata would be looked up at run time
/// on every slot update (the lock's generic code needs it).
///
/// The lock also guards each method's ``ProxySlot``, kept in the proxy's method states
/// (`ProxyMethodTable.locked(at:)`).
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
/// `DelegateProxy.updateSlots(in:)`). `@safe`: its addresses are the target's, which it keeps.
@safe struct SlotInputs {
  /// The proxy's own implementation of the method, if any.
  var own: Implementation? = nil
  /// The forward delegate's target for the method, if it implements it: kept for the update, it
  /// keeps `forwardSlot` valid.
  var forwardTarget: DelegateTarget? = nil
  /// The target's function, read without copying the target. Safe to take (an address).
  @safe var forwardFunction: UnsafeRawPointer? = nil
  /// The target's slot, read without copying the target. Safe to take (an address).
  @safe var forwardSlot: UnsafePointer<MethodSlot>? = nil
  /// The trampoline behind the target's function, when it is one of this library's (the forward
  /// delegate keeps it).
  var forwardTrampoline: Unretained<Trampoline>? = nil
}

/// What a proxy keeps for one method, behind its lock (its ``ProxyMethodState``'s atomics, and the
/// slot's, are what calls read).
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
///
/// Its elements are, per method index, the Swift body (``Trampoline/swiftBody``) of the trampoline
/// that `delegate` implements the method with, as a bit pattern, unretained (`delegate` keeps it);
/// 0 for none, or when a caller may not call it directly. Written under the proxy's lock when a
/// slot's resolution is made for this box (`DelegateProxyCore.updateResolution`), read without a
/// lock by typed calls (``typedBody(inBox:at:)``): a body found in a box was resolved for that very
/// box's delegate, so a caller that holds that delegate may call it — no sequence lock.
///
/// `@safe`: it owns its elements (initialized in `make`, deinitialized in `deinit`, one per method,
/// the header's count) and reads them only at a checked index, or, from a box's bits (the
/// `@unsafe` statics), at an index its caller proves.
@safe @usableFromInline
final class ForwardBox: ManagedBuffer<ForwardBox.Header, Atomic<UInt>> {
  // Not Sendable (ManagedBuffer never is): its proxy, which is, shares it. The delegate reference
  // is set in make and never changes (weak loads are thread-safe); the elements are atomics; the
  // replaced box is set in make and taken only by the proxy's deinit, when no call can run.

  /// The box's delegate, the box it replaced and its element count.
  @usableFromInline
  struct Header {
    @usableFromInline weak var delegate: DelegateObject?
    /// The box this one replaced, kept alive with it.
    var replaced: ForwardBox?
    let methodCount: Int
  }

  /// A box of `delegate` for a proxy of `methodCount` methods, no typed body published yet.
  static func make(
    _ delegate: DelegateObject?, methodCount: Int, replacing replaced: ForwardBox?
  ) -> ForwardBox {
    let box =
      create(minimumCapacity: methodCount) { _ in
        Header(delegate: delegate, replaced: replaced, methodCount: methodCount)
      } as! ForwardBox
    for index in 0..<methodCount {
      // In place, `methodCount` of them (the capacity asked for), each initialized once.
      unsafe (box.elementsAddress + index).initialize(to: Atomic<UInt>(0))
    }
    return box
  }

  deinit {
    // The elements `make` initialized, counted by the header; nobody reads them any more.
    unsafe elementsAddress.deinitialize(count: methodCount)
  }

  /// The number of elements, one per method of the proxy's protocol (immutable after `make`).
  var methodCount: Int { headerAddress.pointee.methodCount }

  /// The box's delegate, loaded strong.
  @inlinable
  var delegate: DelegateObject? {
    // The header's weak reference, loaded (atomic in the runtime).
    @inline(__always) get { headerAddress.pointee.delegate }
  }

  /// The delegate of the box whose bits are `box` (a proxy's `forwardPointer`), loaded strong, the
  /// box unretained: boxes live until their proxy's deinit. `@unsafe`: the caller proves
  /// ``KeptObjectPointer``'s rule for the `forwardPointer` it loaded `box` from.
  @unsafe @inlinable @inline(__always)
  static func delegate(inBox box: UInt) -> DelegateObject? {
    unsafe KeptObjectPointer.withObject(bits: box, as: ForwardBox.self) { $0.delegate } ?? nil
  }

  /// The typed body published in the box whose bits are `box` (a proxy's `forwardPointer`) for the
  /// method at `index`, as a bit pattern; 0 for none, or when `box` is 0. Read before the box's
  /// delegate is loaded, dereferenced only after: that delegate keeps it. `@unsafe`: the caller
  /// proves ``KeptObjectPointer``'s rule for the `forwardPointer` it loaded `box` from, and that
  /// `index` is a method index of that proxy's protocol (unchecked).
  @unsafe @inlinable @inline(__always)
  static func typedBody(inBox box: UInt, at index: Int) -> UInt {
    unsafe KeptObjectPointer.withObject(bits: box, as: ForwardBox.self) { box in
      // In range: one element per method of the proxy's protocol (the caller's proof).
      unsafe box.elementsAddress[index].load(ordering: .acquiring)
    } ?? 0
  }

  /// Publishes the typed body of the method at `index`; called with the proxy's lock held, the
  /// delegate held.
  func setTypedBody(_ bits: UInt, at index: Int) {
    precondition(index >= 0 && index < methodCount, "method index \(index) out of range")
    // In range: checked above.
    let body = unsafe elementsAddress + index
    guard unsafe body.pointee.load(ordering: .relaxed) != bits else { return }
    unsafe body.pointee.store(bits, ordering: .releasing)
  }

  /// Unlinks and returns the box this one replaced (the proxy's deinit, box by box).
  func takeReplaced() -> ForwardBox? {
    // The header in place; `replaced` touched only by the proxy's deinit.
    defer { headerAddress.pointee.replaced = nil }
    return headerAddress.pointee.replaced
  }
}

/// A reference to a parent that reads nil once the parent deinitializes, as a weak reference does,
/// without being one: a weak reference moves every reference count of its object into a side
/// table, so each retain and release of the parent — the sender of every call a proxy captures —
/// would take the runtime's slow path. An unowned reference keeps the parent's memory (not the
/// parent) allocated, and the runtime's try-retain says whether the parent still lives.
///
/// The one entry point of the Swift runtime the package calls that Swift does not promise
/// (`swift_tryRetain`, through `CShims_TryRetain`): measured with `Benchmarks/Scripts/callgrind.sh`
/// (300 calls), a `weak let` here costs 10–51% on 24 of the regression matrix's 37 rows (every
/// call whose subscribers receive the parent: `void 1+1` libffi 1,062 → 1,191 instructions,
/// `struct24 1+1` swift-protocol-any 1,020 → 1,540), about 130 instructions per retain and
/// release of a parent that has a side table. Swift offers no try-retain of its own; an `unowned`
/// load traps on a deinitializing parent, where a proxy must read nil.
///
/// `@safe`: `pointer` is the address of the object `memory` keeps allocated, never handed out; the
/// try-retain reads it atomically, and only a successful one takes a reference.
@safe struct ParentReference<Object: AnyObject>: @unchecked Sendable {  // immutable; atomic try-retain
  // @unchecked: set in init, never changed; the try-retain is atomic.
  /// Never read: it keeps the parent's memory allocated while this reference exists.
  private unowned let memory: Object
  private let pointer: UnsafeRawPointer

  init(_ object: Object) {
    memory = object
    unsafe pointer = UnsafeRawPointer(Unretained.address(of: object))
  }

  /// The parent, retained, or nil once it deinitializes.
  var object: Object? {
    // The parent's memory, kept allocated by `memory`: the try-retain reads its count atomically.
    guard unsafe CShims_TryRetain(pointer) else { return nil }
    // Retained just now: the +1 the try-retain took moves into the result (RetainedPointer's rule).
    return unsafe RetainedPointer.take(pointer, as: Object.self)
  }
}
