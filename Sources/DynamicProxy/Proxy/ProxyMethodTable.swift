import DynamicProxyRuntime
import DynamicProxySupport
import Synchronization

/// A proxy's own state, in one object that its core (``DelegateProxyCore/methodStates``) makes
/// with the proxy and keeps for its life: behind a pthread mutex (the proxy's lock), the state that
/// calls do not read (``ProxyState``); beside it, one ``ProxyMethodState`` per method of the
/// protocol — the proxy's own implementation and answer, its
/// resolution of the forward delegate's implementation (atomics, read by calls without the lock),
/// and what the proxy keeps for the method behind the lock (``ProxyMethodState/locked``). One
/// allocation for the lock and the states.
///
/// It sits beside the delegate's slot table (``SlotTable``), which holds only what any caller of
/// any delegate reads: the function, and the route a proxy publishes there (its state and
/// observers). A plain delegate object has no such table. States never move: a pointer to one stays
/// valid for as long as the table lives, and a call path reads a state through one without a
/// retain or a release.
///
/// Not generic, so that its deinit and its accessors are compiled for its own types (a generic
/// table's deinit would destroy each state's atomics through value witnesses: about 20,000
/// instructions more per proxy set-up and tear-down, counted with `callgrind.sh "setup: create
/// proxy + subscribe (10 methods)" libffi`).
///
/// `@safe`: it owns its header, mutex and states (initialized in `make`, destroyed in `deinit`),
/// and hands out their addresses only through accessors that check the index (``pointer(at:)``)
/// or say what their caller proves (`@unsafe`: ``uncheckedPointer(at:)``, ``locked(at:)``). Using
/// an address is its user's to prove: the table alive, which the proxy keeps it for its life.
@safe @usableFromInline
final class ProxyMethodTable: ManagedBuffer<ProxyMethodTable.Header, ProxyMethodState> {
  // Not Sendable (ManagedBuffer never is): its proxy, which is, shares it. The header's count and
  // offsets are immutable after `make`; its state is touched only with the mutex held; the
  // elements are atomics, and a `ProxySlot` touched only with the mutex held.

  /// The table's count, where its state, its mutex and a method state's `locked` part lie (offsets,
  /// set once by `make`), its state and its mutex. `@safe`: the mutex's storage (a C struct with
  /// pointers) never leaves the table; it is initialized in place in `make`, destroyed in `deinit`.
  @safe @usableFromInline
  struct Header {
    @usableFromInline var count: Int
    /// Where the state and the mutex lie in the header: later accesses address them from the
    /// header's pointer, without an access to the whole header (whose count other threads read
    /// meanwhile).
    let stateOffset = MemoryLayout<Header>.offset(of: \.state)!
    // An offset (the mutex's storage is a C struct of pointers): nothing read.
    let mutexOffset = unsafe MemoryLayout<Header>.offset(of: \.mutex)!
    var lockedOffset = 0
    var state = ProxyState()
    // Plain storage, initialized in place by `make`.
    var mutex = unsafe PthreadMutex.storage()

    init(count: Int) { self.count = count }
  }

  /// The table of a proxy of `count` methods: an empty state, each method's state empty (no
  /// implementation, no answer, no resolution).
  static func make(count: Int) -> ProxyMethodTable {
    let table = create(minimumCapacity: count) { _ in Header(count: count) } as! ProxyMethodTable
    // `count` states (the capacity asked for), in place while no other thread can see the table,
    // each initialized once; then the mutex, in place, once.
    let states = unsafe table.elementsAddress
    for index in 0..<count { unsafe (states + index).initialize(to: ProxyMethodState()) }
    if count > 0 {
      // Where a method state's `locked` part lies, taken now: later accesses address it from the
      // state's pointer, without an access to the whole state (whose atomics calls read). Two
      // addresses subtracted: the first state's field and the first state.
      table.headerAddress.pointee.lockedOffset = unsafe withUnsafeMutablePointer(to: &states.pointee.locked) {
        unsafe UnsafeMutableRawPointer($0) - UnsafeMutableRawPointer(states)
      }
    }
    unsafe PthreadMutex.initialize(table.mutex)
    return table
  }

  deinit {
    // The states and the mutex `make` initialized; nobody holds the mutex or reads the states any
    // more.
    unsafe elementsAddress.deinitialize(count: count)
    unsafe PthreadMutex.destroy(mutex)
  }

  /// The mutex's address, at the offset `make` took from the header's. `@safe`: an address inside
  /// this table; using it is its user's to prove.
  @safe private var mutex: UnsafeMutablePointer<PthreadMutex.Storage> {
    unsafe (UnsafeMutableRawPointer(headerAddress) + headerAddress.pointee.mutexOffset).assumingMemoryBound(
      to: PthreadMutex.Storage.self)
  }

  /// Runs `body` with the proxy's state, the proxy's lock held: the lock that serializes every
  /// write of the proxy's state, its slots and its method states.
  func withLock<Result>(_ body: (inout ProxyState) throws -> Result) rethrows -> Result {
    // The state addressed by its offset, as the mutex is: an access to it is not an access to the
    // whole header, whose count other threads read meanwhile. Touched only with the mutex held.
    let state = unsafe (UnsafeMutableRawPointer(headerAddress) + headerAddress.pointee.stateOffset)
      .assumingMemoryBound(to: ProxyState.self)
    return try unsafe PthreadMutex.withLocked(mutex) { try unsafe body(&state.pointee) }
  }

  /// The number of method states: the proxy's protocol's methods.
  @inlinable var count: Int {
    // The header, in place for the table's life; its count never changes after `make`.
    @inline(__always) get { headerAddress.pointee.count }
  }

  /// The state of the method at `index`, checked, which stays where it is for the table's life.
  /// `@safe`: taking the address is safe; using it, the table kept alive, is its user's to prove.
  @safe @inlinable @inline(__always)
  func pointer(at index: Int) -> UnsafePointer<ProxyMethodState> {
    precondition(index >= 0 && index < count, "method index \(index) out of range")
    // In range: checked above.
    return unsafe UnsafePointer(elementsAddress + index)
  }

  /// The state at `index` of a table known to have it (an index checked against the proxy's
  /// protocol): no bounds check. `@unsafe`: the caller proves the index in range.
  @unsafe @inlinable @inline(__always)
  func uncheckedPointer(at index: Int) -> UnsafePointer<ProxyMethodState> {
    unsafe UnsafePointer(elementsAddress + index)
  }

  /// The ``ProxyMethodState/locked`` part of the state at `index` (checked), addressed from the
  /// state's pointer (no access to the whole state, which other threads read meanwhile); for the
  /// proxy's reads and writes under its lock. `@unsafe`: the caller holds the proxy's lock
  /// (``withLock(_:)``) for as long as it uses the pointer.
  @unsafe @inline(__always)
  func locked(at index: Int) -> UnsafeMutablePointer<ProxySlot> {
    // In range (checked); the part at the offset `make` took, in a state that never moves.
    unsafe (UnsafeMutableRawPointer(mutating: pointer(at: index)) + headerAddress.pointee.lockedOffset)
      .assumingMemoryBound(to: ProxySlot.self)
  }

  /// The state at `index`, borrowed.
  subscript(index: Int) -> ProxyMethodState {
    // Checked; the state lives as long as this table, which the caller holds to call this.
    @inline(__always) unsafeAddress { pointer(at: index) }
    // For Swift 6.2.3, as `SlotTable`'s subscript: a property read through a read-only addressor
    // of a noncopyable value is refused there. Nothing assigns through it.
    @inline(__always) unsafeMutableAddress { unsafe UnsafeMutablePointer(mutating: pointer(at: index)) }
  }
}

/// A proxy's state for one method (see ``ProxyMethodTable``): never copied, never moved. Written by
/// the proxy's core under its lock, read by calls without one.
@usableFromInline
struct ProxyMethodState: ~Copyable, @unchecked Sendable {  // atomics, and `locked` under the proxy's lock
  /// The proxy's own implementation of the method (a subclass's), as a bit pattern; 0 for none.
  @usableFromInline let implementationFunction = Atomic<UInt>(0)
  /// The proxy's answer for the method, as a bit pattern; 0 for none.
  @usableFromInline let answerFunction = Atomic<UInt>(0)
  /// The proxy's resolution of its forward delegate's implementation, made when the slot updates:
  /// the forward delegate's box it was made for, its function, the trampoline behind the function
  /// when it is one of this library's, and — when a caller may call the function on the forward
  /// delegate directly — the forward delegate's slot (see ``forwardRoute(for:)``; the trampoline's
  /// Swift body is published in the box, `ForwardBox`). Written under the proxy's lock, read
  /// without a lock by `DelegateProxyCore.forwardCall` and the typed routes
  /// (``forwardRoute(for:)``), guarded by `forwardSequence` (a sequence lock: odd while a write is
  /// in progress).
  @usableFromInline let forwardSequence = Atomic<UInt>(0)
  @usableFromInline let forwardBox = Atomic<UInt>(0)
  @usableFromInline let forwardFunction = Atomic<UInt>(0)
  @usableFromInline let forwardTrampoline = Atomic<UInt>(0)
  @usableFromInline let forwardSlot = Atomic<UInt>(0)
  @usableFromInline let forwardMismatch = Atomic<Bool>(false)

  /// What the proxy keeps for the method behind its lock, read and written only with that lock
  /// held (through ``ProxyMethodTable/locked(at:)``).
  var locked = ProxySlot()

  init() {}

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
  ///
  /// `@safe`: the function and the slot are kept as bit patterns, never dereferenced here; the
  /// trampoline is borrowed for the call, under the caller's hold of the forward delegate.
  @safe func setForwardResolution(
    box: UInt, function: UnsafeRawPointer?, trampoline: Unretained<Trampoline>?, signatureMismatch: Bool,
    directSlot: UnsafePointer<MethodSlot>?
  ) -> UInt {
    // Addresses as words, nothing dereferenced.
    let (functionBits, slotBits) = unsafe (
      UInt(bitPattern: function), function == nil ? 0 : UInt(bitPattern: directSlot)
    )
    let trampolineBits = trampoline.map { $0.bits } ?? 0
    let bodyBits = slotBits == 0 ? 0 : trampoline?.with { $0.swiftBody.map(objectBits) } ?? 0
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
