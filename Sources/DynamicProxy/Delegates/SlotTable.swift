import DynamicProxyRuntime
import DynamicProxySupport
import Synchronization

/// A delegate's slots, one per protocol method, tail-allocated in one object: a delegate costs one
/// allocation for its table, not one per method. Slots never move: a pointer to one stays valid for
/// as long as the table lives (its delegate object keeps it), and a call path reads a slot through
/// one without a retain or a release.
@usableFromInline
final class SlotTable: ManagedBuffer<SlotTable.Header, MethodSlot> {
  // Not Sendable (ManagedBuffer never is): its owners, which are, share it. The header (the count)
  // is immutable after `make`; slots are atomics and constants.

  /// A table of one slot per method, in order; `receiver` is kept by each slot (for a target made
  /// with ``DelegateTarget``'s public initializer).
  static func make(_ methods: [DelegateProtocol.Method], keeping receiver: AnyObject? = nil) -> SlotTable {
    let table = unsafeDowncast(
      create(minimumCapacity: methods.count) { _ in Header(count: 0) }, to: SlotTable.self
    )
    table.withUnsafeMutablePointers { header, slots in
      for method in methods {
        (slots + header.pointee.count).initialize(to: MethodSlot(method: method, keeping: receiver))
        header.pointee.count += 1
      }
    }
    return table
  }

  /// The table's count.
  @usableFromInline
  struct Header {
    @usableFromInline var count: Int
  }

  deinit {
    _ = withUnsafeMutablePointers { header, slots in slots.deinitialize(count: header.pointee.count) }
  }

  /// The number of slots (read through a pointer: `header`, a class's stored property, would be
  /// checked for exclusive access at run time on every call).
  @usableFromInline var count: Int {
    @inline(__always) get { withUnsafeMutablePointerToHeader { $0.pointee.count } }
  }

  /// The slots' indices.
  var indices: Range<Int> { 0..<count }

  /// The slot at `index`, which stays where it is for the table's life.
  @inlinable @inline(__always)
  func pointer(at index: Int) -> UnsafePointer<MethodSlot> {
    UnsafePointer(mutablePointer(at: index))
  }

  /// The slot at `index` of a table known to have it (a table of the same protocol as one whose
  /// slot `index` was just read): no bounds check.
  @inlinable @inline(__always)
  func uncheckedPointer(at index: Int) -> UnsafePointer<MethodSlot> {
    withUnsafeMutablePointerToElements { UnsafePointer($0 + index) }
  }

  /// The slot at `index`, mutable.
  @inlinable @inline(__always)
  func mutablePointer(at index: Int) -> UnsafeMutablePointer<MethodSlot> {
    withUnsafeMutablePointers { header, slots in
      precondition(index >= 0 && index < header.pointee.count, "slot index \(index) out of range")
      return slots + index
    }
  }

  /// The method of the slot at `index`.
  func method(at index: Int) -> DelegateProtocol.Method {
    pointer(at: index).pointee.method
  }

  /// The slot at `index`, borrowed.
  subscript(index: Int) -> MethodSlot {
    @inline(__always) unsafeAddress { pointer(at: index) }
    // Swift 6.2.3 refuses a property read through a read-only addressor of a noncopyable value
    // ("'self.slots.subscript' is borrowed and cannot be consumed"); with a mutable addressor
    // beside it, it reads in place, as 6.3 does without. Nothing assigns through it.
    @inline(__always) unsafeMutableAddress { mutablePointer(at: index) }
  }
}

/// One method's slot in a delegate's table (``SlotTable``): never copied, never moved.
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
  /// The route a proxy publishes in the slot for its callers, beside the function: the slot's
  /// state (``SlotState``), and, while the method is observed, its observers (below). What a typed
  /// call, `withTarget` and `send` read to take a proxy's short routes without a dynamic dispatch;
  /// 0 in a plain delegate's slots. The proxy's own state for the method (where a call lands, its
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
    self.signatureStorage = Unretained(method.signature.storage)
    self.swiftStructs = method.swiftStructs.map { Unretained($0) }
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
    trampolineHint.store(
      trampoline.map { Unretained($0).bits } ?? 0, ordering: .releasing)
  }

  /// The trampoline whose code is `function`, when the slot's hint is it: a caller holding the
  /// slot's owner for the call may run its body directly.
  @inline(__always)
  func trampoline(calling function: UnsafeRawPointer) -> Trampoline? {
    trampolinePointer(calling: function).map { Unretained<Trampoline>(opaque: $0).object }
  }

  /// The Swift body (``Trampoline/swiftBody``) of the trampoline behind `function`, when it is
  /// this slot's hint and has one, unretained: the trampoline's owner keeps it.
  @inlinable @inline(__always)
  func swiftBodyPointer(calling function: UnsafeRawPointer) -> UnsafeRawPointer? {
    guard let trampoline = trampolinePointer(calling: function) else { return nil }
    return Unretained<Trampoline>(opaque: trampoline).with { trampoline in
      trampoline.swiftBody.map { UnsafeRawPointer(Unretained.address(of: $0)) }
    }
  }

  /// ``trampoline(calling:)``, unretained.
  @inlinable @inline(__always)
  func trampolinePointer(calling function: UnsafeRawPointer) -> UnsafeRawPointer? {
    guard let raw = UnsafeRawPointer(bitPattern: trampolineHint.load(ordering: .acquiring)),
      Unretained<Trampoline>(opaque: raw).with({ $0.code == function })
    else { return nil }
    return raw
  }
}
