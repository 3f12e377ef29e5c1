import DynamicProxyRuntime
import DynamicProxySupport
import Synchronization

/// A proxy's own state, in one object that its core (``DelegateProxyCore/methodStates``) makes
/// with the proxy and keeps for its life: behind a pthread mutex (the proxy's lock), the state that
/// calls do not read (``ProxyState``); beside it, one ``ProxyMethodState`` per method of the
/// protocol — where a call of the method lands, the proxy's own implementation and answer, its
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
@usableFromInline
final class ProxyMethodTable: ManagedBuffer<ProxyMethodTable.Header, ProxyMethodState> {
  // Not Sendable (ManagedBuffer never is): its proxy, which is, shares it. The header's count and
  // offsets are immutable after `make`; its state is touched only with the mutex held; the
  // elements are atomics, and a `ProxySlot` touched only with the mutex held.

  /// The table's count, where its state, its mutex and a method state's `locked` part lie (offsets,
  /// set once by `make`), its state and its mutex.
  @usableFromInline
  struct Header {
    @usableFromInline var count: Int
    var stateOffset = 0
    var mutexOffset = 0
    var lockedOffset = 0
    var state = ProxyState()
    var mutex = PthreadMutex.storage()

    init(count: Int) { self.count = count }
  }

  /// The table of a proxy of `count` methods: an empty state, each method's state empty (no
  /// landing, no resolution).
  static func make(count: Int) -> ProxyMethodTable {
    let table = unsafeDowncast(
      create(minimumCapacity: count) { _ in Header(count: count) }, to: ProxyMethodTable.self)
    table.withUnsafeMutablePointers { header, states in
      for index in 0..<count { (states + index).initialize(to: ProxyMethodState()) }
      // Where the state, the mutex and a method state's `locked` part lie, taken now, while no
      // other thread can see the table: later accesses address them from the header's or the
      // method state's pointer, without an access to the whole header (whose count other threads
      // read meanwhile) or method state (whose atomics calls read).
      let base = UnsafeMutableRawPointer(header)
      header.pointee.stateOffset = withUnsafeMutablePointer(to: &header.pointee.state) {
        UnsafeMutableRawPointer($0) - base
      }
      header.pointee.mutexOffset = withUnsafeMutablePointer(to: &header.pointee.mutex) {
        UnsafeMutableRawPointer($0) - base
      }
      if count > 0 {
        header.pointee.lockedOffset = withUnsafeMutablePointer(to: &states.pointee.locked) {
          UnsafeMutableRawPointer($0) - UnsafeMutableRawPointer(states)
        }
      }
      PthreadMutex.initialize(mutexPointer(header))
    }
    return table
  }

  deinit {
    withUnsafeMutablePointers { header, states in
      states.deinitialize(count: header.pointee.count)
      PthreadMutex.destroy(Self.mutexPointer(header))
    }
  }

  /// The mutex, addressed from the header's pointer.
  private static func mutexPointer(
    _ header: UnsafeMutablePointer<Header>
  ) -> UnsafeMutablePointer<
    PthreadMutex.Storage
  > {
    (UnsafeMutableRawPointer(header) + header.pointee.mutexOffset).assumingMemoryBound(
      to: PthreadMutex.Storage.self)
  }

  /// Runs `body` with the proxy's state, the proxy's lock held: the lock that serializes every
  /// write of the proxy's state, its slots and its method states.
  func withLock<Result>(_ body: (inout ProxyState) throws -> Result) rethrows -> Result {
    try withUnsafeMutablePointerToHeader { header in
      // The state addressed by its offset, as the mutex is: an access to it is not an access to the
      // whole header, whose count other threads read meanwhile.
      let state = (UnsafeMutableRawPointer(header) + header.pointee.stateOffset).assumingMemoryBound(
        to: ProxyState.self)
      return try PthreadMutex.withLocked(Self.mutexPointer(header)) { try body(&state.pointee) }
    }
  }

  /// The number of method states: the proxy's protocol's methods.
  var count: Int { withUnsafeMutablePointerToHeader { $0.pointee.count } }

  /// The state of the method at `index`, which stays where it is for the table's life.
  @inlinable @inline(__always)
  func pointer(at index: Int) -> UnsafePointer<ProxyMethodState> {
    withUnsafeMutablePointers { header, states in
      precondition(index >= 0 && index < header.pointee.count, "method index \(index) out of range")
      return UnsafePointer(states + index)
    }
  }

  /// The state at `index` of a table known to have it (an index checked against the proxy's
  /// protocol): no bounds check.
  @inlinable @inline(__always)
  func uncheckedPointer(at index: Int) -> UnsafePointer<ProxyMethodState> {
    withUnsafeMutablePointerToElements { UnsafePointer($0 + index) }
  }

  /// The ``ProxyMethodState/locked`` part of the state at `index`, addressed from the state's
  /// pointer (no access to the whole state, which other threads read meanwhile); for the proxy's
  /// reads and writes under its lock.
  @inline(__always)
  func locked(at index: Int) -> UnsafeMutablePointer<ProxySlot> {
    withUnsafeMutablePointers { header, states in
      precondition(index >= 0 && index < header.pointee.count, "method index \(index) out of range")
      return (UnsafeMutableRawPointer(states + index) + header.pointee.lockedOffset).assumingMemoryBound(
        to: ProxySlot.self)
    }
  }

  /// The state at `index`, borrowed.
  subscript(index: Int) -> ProxyMethodState {
    @inline(__always) unsafeAddress { pointer(at: index) }
    // For Swift 6.2.3, as `SlotTable`'s subscript: a property read through a read-only addressor
    // of a noncopyable value is refused there. Nothing assigns through it.
    @inline(__always) unsafeMutableAddress { UnsafeMutablePointer(mutating: pointer(at: index)) }
  }
}

/// A proxy's state for one method (see ``ProxyMethodTable``): never copied, never moved. Written by
/// the proxy's core under its lock, read by calls without one.
@usableFromInline
struct ProxyMethodState: ~Copyable, @unchecked Sendable {  // atomics, and `locked` under the proxy's lock
  /// Where a call of the method that reaches the proxy lands (a ``Landing``), decided when the slot
  /// last updated.
  @usableFromInline let landing = Atomic<UInt8>(0)
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
