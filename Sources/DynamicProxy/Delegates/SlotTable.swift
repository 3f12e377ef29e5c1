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
  @usableFromInline
  struct Header {
    @usableFromInline var count: Int
    var proxySlotOffset: Int
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

  /// The slot at `index`, for the writes its owner serializes (a proxy's ``MethodSlot/proxySlot``,
  /// under the proxy's lock).
  @inlinable @inline(__always)
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
  /// A proxy's slot state (``SlotState``); unused by plain delegates.
  @usableFromInline let state = Atomic<UInt8>(0)
  /// Where a proxy lands a call of the method that reaches it (a ``Landing``), decided when the
  /// slot last updated; unused by plain delegates.
  @usableFromInline let landing = Atomic<UInt8>(0)
  /// A proxy's own implementation of the method (a subclass's), as a bit pattern; 0 for none.
  @usableFromInline let implementationFunction = Atomic<UInt>(0)
  /// A proxy's answer for the method, as a bit pattern; 0 for none.
  @usableFromInline let answerFunction = Atomic<UInt>(0)
  /// A proxy's resolution of its forward delegate's implementation, made when the slot updates:
  /// the forward delegate's box it was made for, its function, the trampoline behind the
  /// function when it is one of this library's, and — when a caller may call the function on the
  /// forward delegate directly — the forward delegate's slot (see ``forwardRoute(for:)``; the
  /// trampoline's Swift body is published in the box, `ForwardBox`). Written under the proxy's lock, read without a
  /// lock by `DelegateProxyCore.forwardCall` and the typed routes (``forwardRoute(for:)``), guarded by `forwardSequence` (a sequence lock: odd
  /// while a write is in progress).
  @usableFromInline let forwardSequence = Atomic<UInt>(0)
  @usableFromInline let forwardBox = Atomic<UInt>(0)
  @usableFromInline let forwardFunction = Atomic<UInt>(0)
  let forwardTrampoline = Atomic<UInt>(0)
  @usableFromInline let forwardSlot = Atomic<UInt>(0)
  let forwardMismatch = Atomic<Bool>(false)

  /// The trampoline behind `function` when the slot holds one of this library's (unretained: its
  /// owner keeps every trampoline it installed until it deinitializes), as a bit pattern; 0 for
  /// none. A typed call runs its body directly instead of entering the closure.
  @usableFromInline let trampolineHint = Atomic<UInt>(0)

  /// A proxy's observers of the method (a `MethodObservers`, see ``KeptObjectPointer``: the proxy
  /// keeps them for its life), published when they are made; 0 before. What a generated
  /// Swift-protocol proxy's observed call reads, by method index, without a trampoline.
  @usableFromInline let observers = Atomic<UInt>(0)

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

  /// What a caller that holds the forward delegate of `box` calls directly, as bit patterns,
  /// unretained: the function, and the forward delegate's own slot for the method (0 when the
  /// function may not be called on the forward delegate directly, see
  /// ``setForwardResolution(box:function:trampoline:signatureMismatch:directSlot:)``). The forward
  /// delegate keeps both: read them before loading it, dereference them only after.
  @inlinable @inline(__always)
  func forwardRoute(for box: UInt) -> (function: UInt, slot: UInt)? {
    readResolution(
      for: box, { (forwardFunction.load(ordering: .relaxed), forwardSlot.load(ordering: .relaxed)) })
  }

  /// The sequence lock's read side: `read` (relaxed loads of the resolution's fields) between two
  /// reads of `forwardSequence`; nil when a writer was in progress or came between them, or when the
  /// resolution was made for another box. (`DelegateProxyCore.forwardCall` writes it out, on the
  /// path of every forwarded call.)
  @inlinable @inline(__always)
  func readResolution<Value>(for box: UInt, _ read: () -> Value) -> Value? {
    let sequence = forwardSequence.load(ordering: .acquiring)
    let resolvedBox = forwardBox.load(ordering: .relaxed)
    let value = read()
    atomicMemoryFence(ordering: .acquiring)
    guard sequence & 1 == 0, forwardSequence.load(ordering: .relaxed) == sequence, resolvedBox == box else {
      return nil
    }
    return value
  }

  /// Stores a resolution (read by ``readResolution(for:_:)``); the caller serializes writers (the
  /// proxy's lock) and holds the forward delegate. The trampoline and the slot are unretained: the
  /// forward delegate keeps them, and a caller holds the forward delegate for the call.
  ///
  /// `directSlot` is the forward delegate's slot for the method when a caller may call `function`
  /// with the forward delegate as the receiver and that slot as the method's: a proxy of a
  /// *method* protocol whose forward delegate implements the same protocol (so the signatures
  /// agree). Only then is there a body a typed call may run directly.
  ///
  /// Returns that body: the trampoline's Swift body, as a bit pattern, unretained; 0 for none. The
  /// proxy publishes it in the forward delegate's box (`ForwardBox`), where typed calls read it.
  func setForwardResolution(
    box: UInt, function: UnsafeRawPointer?, trampoline: Unretained<Trampoline>?, signatureMismatch: Bool,
    directSlot: UnsafePointer<MethodSlot>?
  ) -> UInt {
    let functionBits = UInt(bitPattern: function)
    let trampolineBits = trampoline.map { $0.bits } ?? 0
    let slotBits = function == nil ? 0 : UInt(bitPattern: directSlot)
    let bodyBits =
      slotBits == 0
      ? 0
      : trampoline?.with { trampoline in
        trampoline.swiftBody.map { Unretained($0).bits }
      } ?? 0
    if forwardBox.load(ordering: .relaxed) == box && forwardFunction.load(ordering: .relaxed) == functionBits
      && forwardTrampoline.load(ordering: .relaxed) == trampolineBits
      && forwardSlot.load(ordering: .relaxed) == slotBits
      && forwardMismatch.load(ordering: .relaxed) == signatureMismatch
    {
      return bodyBits
    }
    let sequence = forwardSequence.load(ordering: .relaxed)
    forwardSequence.store(sequence &+ 1, ordering: .relaxed)
    atomicMemoryFence(ordering: .releasing)
    forwardBox.store(box, ordering: .relaxed)
    forwardFunction.store(functionBits, ordering: .relaxed)
    forwardTrampoline.store(trampolineBits, ordering: .relaxed)
    forwardSlot.store(slotBits, ordering: .relaxed)
    forwardMismatch.store(signatureMismatch, ordering: .relaxed)
    forwardSequence.store(sequence &+ 2, ordering: .releasing)
    return bodyBits
  }
}
