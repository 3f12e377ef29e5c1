import DynamicProxyRuntime
import DynamicProxySupport
import Synchronization

/// A delegate's slots, one per protocol method, tail-allocated in one object: a delegate costs one
/// allocation for its table, not one per method. Slots never move: a pointer to one stays valid for
/// as long as the table lives (its delegate object keeps it), and a call path reads a slot through
/// one without a retain or a release.
///
/// `@safe`: it owns its slots (initialized in `make`, deinitialized in `deinit`, the header counting
/// the initialized ones) and hands out their addresses only through accessors that check the index
/// (``pointer(at:)``) or say they do not (``uncheckedPointer(at:)``, `@unsafe`). Using an address is
/// its user's to prove: the table alive, which its owner (the delegate object, or a target's owner)
/// keeps it.
@safe @usableFromInline
final class SlotTable: ManagedBuffer<SlotTable.Header, MethodSlot> {
  // Not Sendable (ManagedBuffer never is): its owners, which are, share it. The header (the count)
  // is immutable after `make`; slots are atomics and constants.

  /// A table of one slot per method, in order; `receiver` is kept by each slot (for a target made
  /// with ``DelegateTarget``'s public initializer).
  static func make(_ methods: [DelegateProtocol.Method], keeping receiver: AnyObject? = nil) -> SlotTable {
    let table = create(minimumCapacity: methods.count) { _ in Header(count: 0) } as! SlotTable
    for method in methods {
      // The next slot, within the capacity asked for, initialized in place; the count raised after
      // each, so that deinit deinitializes exactly the initialized slots.
      unsafe (table.elementsAddress + table.count).initialize(
        to: MethodSlot(method: method, keeping: receiver))
      table.headerAddress.pointee.count += 1
    }
    return table
  }

  /// The table's count.
  @usableFromInline
  struct Header {
    @usableFromInline var count: Int
  }

  deinit {
    // The initialized slots, counted by the header; nobody reads them any more.
    unsafe elementsAddress.deinitialize(count: count)
  }

  /// The number of slots.
  @inlinable var count: Int {
    // The header, in place for the table's life; its count never changes after `make`.
    @inline(__always) get { headerAddress.pointee.count }
  }

  /// The slots' indices.
  var indices: Range<Int> { 0..<count }

  /// The slot at `index`, checked, which stays where it is for the table's life. `@safe`: taking the
  /// address is safe; using it, the table kept alive, is its user's to prove.
  @safe @inlinable @inline(__always)
  func pointer(at index: Int) -> UnsafePointer<MethodSlot> {
    precondition(index >= 0 && index < count, "slot index \(index) out of range")
    // In range: checked above.
    return unsafe UnsafePointer(elementsAddress + index)
  }

  /// The slot at `index` of a table known to have it (a table of the same protocol as one whose
  /// slot `index` was just read): no bounds check. `@unsafe`: the caller proves the index in range.
  @unsafe @inlinable @inline(__always)
  func uncheckedPointer(at index: Int) -> UnsafePointer<MethodSlot> {
    unsafe UnsafePointer(elementsAddress + index)
  }

  /// The method of the slot at `index`.
  func method(at index: Int) -> DelegateProtocol.Method {
    pointer(at: index).pointee.method
  }

  /// The slot at `index`, borrowed.
  subscript(index: Int) -> MethodSlot {
    // Checked; the slot lives as long as this table, which the caller holds to call this.
    @inline(__always) unsafeAddress { pointer(at: index) }
    // Swift 6.2.3 refuses a property read through a read-only addressor of a noncopyable value
    // ("'self.slots.subscript' is borrowed and cannot be consumed"); with a mutable addressor
    // beside it, it reads in place, as 6.3 does without. Nothing assigns through it.
    @inline(__always) unsafeMutableAddress { unsafe UnsafeMutablePointer(mutating: pointer(at: index)) }
  }
}

/// One method's slot in a delegate's table (``SlotTable``): never copied, never moved.
///
/// **The slot's rule, written once here.** A slot is read only by a caller that holds the slot's
/// owner for its call: the delegate object whose table it is (a parent's delegate, a proxy's
/// forward delegate loaded strong, a proxy reached from its own trampoline), or the owner of a
/// ``DelegateTarget`` made for it. Everything a slot names unretained is kept at least that long:
/// its signature storage and Swift struct boxing by its `method` (a constant of the slot), the
/// trampoline of its hint by its owner (which keeps every trampoline it installed until it
/// deinitializes), and with it the trampoline's Swift body. So the slot's functions that read them
/// are safe, once the caller has proved the rule where it reached the slot (its `unsafe` pointer
/// read), or through a ``DelegateTarget``, which keeps it.
@usableFromInline
struct MethodSlot: ~Copyable, @unchecked Sendable {  // constants and atomics
  // the method and receiver are constants; everything else is atomics.
  @usableFromInline let method: DelegateProtocol.Method
  /// The method's signature storage, unretained: `method` holds it for as long as the slot lives.
  /// Read through ``withSignatureStorage(_:)``, without a retain: a retain would write the
  /// reference count of what every delegate of the protocol shares.
  private let signatureStorage: Unretained<SignatureStorage>
  /// The method's Swift struct boxing (``SwiftStructBoxing``), unretained as the signature storage
  /// is, and for the same reason; nil for a method described by encodings.
  let swiftStructs: Unretained<SwiftStructBoxing>?
  /// The C function pointer callers call, as a bit pattern; 0 when unimplemented.
  @usableFromInline let function = Atomic<UInt>(0)
  /// The route a proxy publishes in the slot for its callers, beside the function (`SlotRoute`, in
  /// one byte: the slot's state, where a call lands, and whether a generated proxy's call takes its
  /// route), and, while the method is observed, its observers (below). What a typed call,
  /// `withTarget` and `send` read to take a proxy's short routes without a dynamic dispatch; 0 in a
  /// plain delegate's slots. The proxy's own state for the method (where a call lands, its
  /// answer, its resolution of the forward delegate) is in the proxy's core, not here
  /// (`ProxyMethodTable`).
  @usableFromInline let state = Atomic<UInt8>(0)
  /// A proxy's observers of the method (a `MethodObservers`, see ``KeptObjectPointer``: the proxy
  /// keeps them for its life), published when they are made; 0 before. What a generated
  /// Swift-protocol proxy's observed call reads, by method index, without a trampoline, and what a
  /// typed call or `send` runs instead of the observing trampoline.
  @usableFromInline let observers = Atomic<UInt>(0)
  /// The trampoline behind `function` when the slot holds one of this library's (unretained: its
  /// owner keeps every trampoline it installed until it deinitializes), as a bit pattern; 0 for
  /// none. A typed call runs its body directly instead of entering the closure.
  @usableFromInline let trampolineHint = Atomic<UInt>(0)

  /// The receiver of a target made with ``DelegateTarget``'s public initializer, whose slot this
  /// is; nil for a delegate object's own slots. (Immutable; a target hands its receiver across
  /// threads only as its caller does.)
  private let receiver: AnyObject?

  init(method: DelegateProtocol.Method, keeping receiver: AnyObject? = nil) {
    self.method = method
    // Both kept by `method`, a constant of this slot, for as long as the slot lives.
    unsafe (signatureStorage, swiftStructs) = (
      Unretained(method.signature.storage), method.swiftStructs.map(Unretained<SwiftStructBoxing>.init)
    )
    self.receiver = receiver
  }

  /// Calls `body` with the method's signature storage, borrowed for the call (the slot's method
  /// keeps it): no reference count is written.
  @inline(__always)
  func withSignatureStorage<Result>(_ body: (SignatureStorage) -> Result) -> Result {
    signatureStorage.with(body)
  }

  /// Records the trampoline of the function about to be stored (store it before the function).
  func setTrampolineHint(_ trampoline: Trampoline?) {
    trampolineHint.store(trampoline.map(objectBits) ?? 0, ordering: .releasing)
  }

  /// The trampoline whose code is `function`, when the slot's hint is it, unretained: a caller
  /// holding the slot's owner for the call may run its body directly. `@safe`: `function` is only
  /// compared, and the trampoline is kept by the slot's owner (the slot's rule).
  @safe @inlinable @inline(__always)
  func trampolineReference(calling function: UnsafeRawPointer) -> Unretained<Trampoline>? {
    // The hint is 0 or a trampoline the slot's owner keeps (the slot's rule).
    guard let trampoline = unsafe Unretained<Trampoline>(bits: trampolineHint.load(ordering: .acquiring)),
      unsafe trampoline.with({ $0.code }) == function
    else { return nil }
    return trampoline
  }

  /// The Swift body (``Trampoline/swiftBody``) of the trampoline behind `function`, when it is
  /// this slot's hint and has one, unretained. `@safe`: as ``trampolineReference(calling:)``.
  @safe @inlinable @inline(__always)
  func swiftBody(calling function: UnsafeRawPointer) -> Unretained<AnyObject>? {
    trampolineReference(calling: function)?.with { trampoline in
      // Kept by the trampoline, which the slot's owner keeps (the slot's rule).
      trampoline.swiftBody.map { unsafe Unretained($0) }
    }
  }
}
