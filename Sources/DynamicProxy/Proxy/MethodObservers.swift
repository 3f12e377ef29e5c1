import DynamicProxyRuntime
import DynamicProxyRx
import DynamicProxySupport
import Synchronization

/// The call streams of one method — `sentMessage`, `methodInvoked`, `methodReturned` — as one
/// published snapshot of ``CallSink``s (``CallSinks``): a call enters one read section for all three
/// deliveries and calls each sink directly, without the generic event chain of a
/// `PublishSubject`; lives as long as its proxy.
///
/// It is also what a typed call finds behind the proxy's trampoline (the trampoline's Swift body):
/// a typed call of an observed method is then delivered and forwarded in its Swift types, without
/// laying out C arguments (see `typedCall`).
///
/// `@unchecked Sendable` beyond its atomics and locks for one field: the spare array, touched only
/// by the call that took it with an exchange of `spareArgumentsTaken` (and gave it back with a
/// release store), so never by two threads at once.
@usableFromInline
final class MethodObservers: SubscriberRemoving, @unchecked Sendable {  // spare array: one holder
  /// The proxy whose method this is, unretained (the proxy owns this object, and a call reaches it
  /// only through the proxy, which its caller holds), as its core, whose slots and forward
  /// delegate a typed call reads without a dynamic dispatch.
  @usableFromInline let proxy: Unretained<DelegateProxyCore>
  /// The method's slot index.
  @usableFromInline let index: Int
  /// The method's slot in the proxy's table (``DelegateObject/slots``, which never moves and lives
  /// as long as the proxy), as a bit pattern (a pointer is not `Sendable`; the slot's fields are
  /// atomics and constants): where a typed call reads the route the slot published (`slot`).
  @usableFromInline let slotBits: UInt
  /// Whether a typed call may be delivered and forwarded in its Swift types: the proxy is a C-ABI
  /// proxy (whose observed slots hold the observing trampoline; a generated Swift-protocol proxy's
  /// typed calls go through its target) and its class does not intercept forwarding
  /// (``DelegateProxy/interceptsForwarding``), so nothing needs the call as an `Invocation` but the
  /// subscribers counted in `frameSubscribers`.
  @usableFromInline let takesTypedCalls: Bool
  /// Where a C frame of the method holds its first declared argument (2, past a receiver and a
  /// selector, for a method convention): fixed with the method, read by each call from C.
  let firstDeclaredArgument: Int
  /// How a C frame's `[Any]` boxes the method's structs when a ``DelegateMethod`` describes it
  /// (its slot's, unretained as there); nil otherwise.
  let swiftStructs: Unretained<SwiftStructBoxing>?
  /// The Swift types of those structs, by position (``SwiftStructBoxing/types``), unretained as
  /// `swiftStructs`.
  let swiftStructTypes: Unretained<SwiftStructTypes>?
  /// The declared arguments (bit `i` for the `i`th, among the first 64) that a call from C boxes
  /// as a ``StructValue`` keeping its bytes in an array (a struct of more than 16 bytes, in a method
  /// no ``DelegateMethod`` describes): the spare array keeps those values between calls, and the
  /// next call writes its structs over them
  /// (`Invocation.boxDeclaredArguments(from:into:largeStructs:)`).
  let keptStructPositions: UInt64
  /// The subscribers, of all three streams, that read the boxed arguments.
  let boxingSubscribers = Atomic<Int>(0)
  /// The subscribers, of all three streams, that read the call from its `Invocation` (those of
  /// the `[Any]` streams, `MethodCall`s included): while there are any, a typed call lays out its
  /// C arguments, as a call from C does.
  @usableFromInline let frameSubscribers = Atomic<Int>(0)
  /// Whether a call holds `spareArguments` (it took it with an exchange).
  private let spareArgumentsTaken = Atomic<Bool>(false)
  /// The array the last call of the method boxed its arguments into, emptied, kept for its storage:
  /// a call that finds it free boxes its arguments into it, so that an observed call does not
  /// allocate its `[Any]` once the method has been called. Read and written only by the call that
  /// holds it. A subscriber that keeps a call's arguments keeps them unchanged: the array is a
  /// value, emptied in place only when nobody else holds its storage.
  /// Between calls it is empty or holds only placeholders (`()`, a trivial value): a call from C
  /// boxes over them without destroying them (`Invocation.boxDeclaredArguments(from:into:)`); but at
  /// ``keptStructPositions``, where it holds the last call's struct values, written over by the next
  /// call.
  @exclusivity(unchecked) private var spareArguments: [Any]? = []
  /// The writers' state: subscribing, disposing and completing take its lock.
  private struct Writers: @unchecked Sendable {  // touched under the lock
    // the retired snapshots are immutable, and touched only with the lock held.
    var nextID = 0
    var completed = false
    /// Snapshots replaced while a call may still read them.
    var retired: [CallSinks] = []
  }

  private let writers = Lock(Writers())
  /// The sinks of all three streams, read by calls without a lock or a retain.
  @usableFromInline let published = PublishedObject<CallSinks>()
  /// The number of sinks of all three streams: one relaxed load.
  private let sinkCount = Atomic<Int>(0)

  init(proxy: DelegateProxyCore, index: Int, takesTypedCalls: Bool) {
    // The proxy owns these observers (its method states keep them for its life), and a call reaches
    // them only through the proxy, which its caller holds (`Unretained`'s rule).
    self.proxy = unsafe Unretained(proxy)
    self.index = index
    // An address as a word (checked index); the table lives as long as the proxy.
    self.slotBits = UInt(bitPattern: proxy.slots.pointer(at: index))
    self.takesTypedCalls = takesTypedCalls
    let method = proxy.slots[index].method
    self.firstDeclaredArgument = method.firstArgumentIndex
    self.swiftStructs = proxy.slots[index].swiftStructs
    // The struct boxing's types, kept by the boxing, which the slot's method keeps.
    self.swiftStructTypes = swiftStructs.map { unsafe Unretained($0.object.types) }
    self.keptStructPositions =
      swiftStructs == nil
      ? method.signature.storage.largeStructArguments >> UInt64(method.firstArgumentIndex) : 0
  }

  /// The method's spare array for a call's boxed arguments (empty, or one placeholder per argument
  /// when a call from C gave it back: see ``returnSpareArgumentsAsPlaceholders(_:)``), or nil when
  /// another call holds it; a call that gets it gives it back with ``returnSpareArguments(_:)`` or
  /// ``returnSpareArgumentsAsPlaceholders(_:)``.
  @usableFromInline @inline(__always)
  func takeSpareArguments() -> [Any]? {
    guard !spareArgumentsTaken.exchange(true, ordering: .acquiring) else { return nil }
    // Taken, leaving nil: no empty array is stored in its place, and none released when it is
    // given back. Touched only by the call that holds it: this one, since the exchange above.
    return unsafe spareArguments.take() ?? []
  }

  /// ``takeSpareArguments()`` for a call that appends (a generated Swift-protocol method's): the
  /// spare array emptied when a call from C gave it back with placeholders.
  @usableFromInline @inline(__always)
  func takeEmptySpareArguments() -> [Any]? {
    guard var spare = takeSpareArguments() else { return nil }
    if !spare.isEmpty { Self.removePlaceholders(&spare) }
    return spare
  }

  /// Empties a spare array of placeholders; out of line: a method's calls seldom come both from C
  /// and from Swift.
  @usableFromInline @inline(never)
  static func removePlaceholders(_ spare: inout [Any]) {
    spare.removeAll(keepingCapacity: true)
  }

  /// Gives back the spare array that ``takeSpareArguments()`` handed out, filled by a call that
  /// appends (a generated Swift-protocol method's): emptied, so that it keeps none of the call's
  /// arguments alive (in place when nobody else holds its storage; a subscriber that kept the
  /// arguments keeps its own).
  @usableFromInline @inline(__always)
  func returnSpareArguments(_ values: consuming [Any]) {
    var values = values
    // One element at a time for the usual few (in place; `removeAll(keepingCapacity:)` goes through
    // the general `replaceSubrange`).
    if values.count <= 4 {
      while !values.isEmpty { values.removeLast() }
    } else {
      values.removeAll(keepingCapacity: true)
    }
    putBackSpareArguments(consume values)
  }

  /// Gives back the spare array of a call from C, filled by
  /// `Invocation.boxDeclaredArguments(from:into:)`: each element replaced by a placeholder (`()`),
  /// in place when nobody else holds its storage (a subscriber that kept the arguments keeps its
  /// own), so that it keeps none of the call's arguments alive; the next call from C boxes over
  /// the placeholders, a call that appends empties it first.
  ///
  /// With `keepingStructs` (a constant of the method's observing body: its
  /// ``keptStructPositions`` are not empty), the elements at ``keptStructPositions`` are left in
  /// place: the ``StructValue``s of structs too large to box inline, whose bytes the next call
  /// writes over; bytes only, no references.
  @usableFromInline @inline(__always)
  func returnSpareArgumentsAsPlaceholders(_ values: consuming [Any], keepingStructs: Bool) {
    var values = values
    let kept = keptStructPositions
    // One uniqueness check for all (`removeLast` checks at each element, and the next call's
    // appends again). The array's own buffer, unique, valid for the closure.
    unsafe values.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      // Each placeholder initialized in place (an assignment copies it through an outlined copy of
      // the `Any`: about 16 instructions more per element, counted with
      // `callgrind.sh "mixed(@dd) 1+1" libffi`).
      // `keepingStructs` is a constant of the inlined body: the test folds away without it.
      for index in 0..<buffer.count where !keepingStructs || index >= 64 || kept & (1 << UInt64(index)) == 0 {
        // An initialized element of the buffer (in range), replaced in place.
        unsafe (base + index).deinitialize(count: 1)
        unsafe (base + index).initialize(to: ())
      }
    }
    putBackSpareArguments(consume values)
  }

  /// Stores the spare array back and marks it free for the next call: what both ways of giving it
  /// back end with.
  @inline(__always)
  private func putBackSpareArguments(_ values: consuming [Any]) {
    // Nil while taken: stored without releasing the nil (a release call) it replaces. Touched only
    // by the call that holds it (this one), until the release store below.
    if unsafe spareArguments == nil {
      unsafe spareArguments = consume values
    } else {
      unsafe spareArguments = consume values
    }
    spareArgumentsTaken.store(false, ordering: .releasing)
  }

  /// Whether any stream of the method has a sink.
  var hasObservers: Bool { sinkCount.load(ordering: .relaxed) > 0 }

  // MARK: Delivery

  /// Enters a call's read section: the snapshots that ``forEachSink(of:_:)`` loads inside stay
  /// alive until ``endDelivery()`` (the rule of ``PublishedObject``), so a sink may subscribe or
  /// dispose, itself or another, meanwhile.
  @inlinable @inline(__always)
  func beginDelivery() {
    published.enter()
  }

  /// Leaves a call's read section; the last call out frees the snapshots replaced meanwhile.
  @inlinable @inline(__always)
  func endDelivery() {
    if published.leave() { releaseRetired() }
  }

  /// Frees, outside the lock, the snapshots replaced while calls read them.
  @usableFromInline @inline(never)
  func releaseRetired() {
    let retired = writers.withLock { published.takeRetired(&$0.retired) }
    _ = retired
  }

  /// Calls `body` with each current sink of `stream`, in subscription order, unretained (the
  /// snapshot owns its sinks): inlined into the call with `body`, no closure is called per sink.
  /// Called only inside a read section (``beginDelivery()``); each call loads the current
  /// snapshot: a sink that subscribed to `methodInvoked` during the forward receives this call.
  /// `@unsafe`: the caller is inside a read section, for the whole call.
  @unsafe @inlinable @inline(__always)
  func forEachSink(of stream: CallStream, _ body: (CallSink) -> Void) {
    // Inside the caller's read section (its proof): the snapshot stays until it ends.
    unsafe published.load()?.with { $0.forEachSink(of: stream, body) }
  }

  // MARK: Subscribing

  /// Publishes `snapshot` (nil: no sinks); called with the lock held. Returns the snapshots to
  /// release outside the lock.
  private func publish(_ snapshot: CallSinks?, _ writers: inout Writers) -> [CallSinks] {
    sinkCount.store(snapshot?.count ?? 0, ordering: .relaxed)
    return published.replace(with: snapshot, retired: &writers.retired)
  }

  /// Subscribes `sink` to `stream`; returns its key for ``removeSubscriber(_:)``, or nil when the
  /// streams had completed: the sink is then completed at once.
  func subscribe(_ sink: CallSink, to stream: CallStream) -> Int? {
    let (key, retired) = writers.withLock { writers -> (Int?, [CallSinks]) in
      guard !writers.completed else { return (nil, []) }
      let key = writers.nextID << 2 | stream.rawValue
      writers.nextID += 1
      // With the writers' lock held (here), the current snapshot stays while it is read.
      let snapshot = unsafe CallSinks.adding(
        CallSinks.Entry(key: key, sink: sink), to: published.lockedObject())
      return (key, publish(snapshot, &writers))
    }
    _ = retired
    if key == nil { sink.terminate(.completed) }
    return key
  }

  func removeSubscriber(_ key: Int) {
    let retired = writers.withLock { writers -> [CallSinks] in
      // With the writers' lock held (here), the current snapshot stays while it is read.
      guard let current = unsafe published.lockedObject() else { return [] }
      let removal = current.with { $0.removing(key) }
      return removal.found ? publish(removal.remaining, &writers) : []
    }
    // Released outside the lock: the removed sink's captures may deinit into code that disposes
    // other subscriptions of this method.
    _ = retired
  }

  /// Completes every sink of every stream, once.
  func complete() {
    let (sinks, retired) = writers.withLock { writers -> ([CallSink], [CallSinks]) in
      guard !writers.completed else { return ([], []) }
      writers.completed = true
      // With the writers' lock held (here), the current snapshot stays while it is read: its sinks
      // are retained here, before it is retired. (Its entries, unretained, would not outlive it:
      // the retired snapshot may be released as soon as it is last used below, or by the last
      // call out of a read section, on another thread.)
      let sinks = unsafe published.lockedObject().map { $0.with { $0.entries.map(\.sink) } } ?? []
      return (sinks, publish(nil, &writers))
    }
    _ = retired
    for sink in sinks { sink.terminate(.completed) }
  }
}

/// The sinks of a method's three call streams as published (see ``MethodObservers``): immutable
/// after it is made, the entries in the object itself, `sentMessage`'s first, then
/// `methodInvoked`'s, then `methodReturned`'s, each in subscription order.
///
/// `@safe`: it owns its entries (initialized in `make`, `initialized` of them, each holding one
/// retain of its sink, given back in `deinit`) and reads them only in range: checked
/// (``entry(at:)``), or within its bounds (``forEachSink(of:_:)``, its stream's part).
@safe @usableFromInline
final class CallSinks: ManagedBuffer<CallSinks.Bounds, CallSinks.Entry> {
  // Not Sendable (ManagedBuffer never is): shared by calls only under `PublishedObject`'s rule.

  /// One subscribed sink and its key (its id and stream, see ``MethodObservers/subscribe(_:to:)``).
  ///
  /// The sink unretained: each snapshot that holds an entry holds one retain of its sink (taken in
  /// `make`, given back in `deinit`), so reading an entry retains nothing.
  @usableFromInline
  struct Entry {
    let key: Int
    @usableFromInline let sinkReference: Unretained<CallSink>

    init(key: Int, sink: CallSink) {
      self.key = key
      // The caller holds `sink` until the snapshot it is made for retains it (`make`); from then
      // on, every snapshot that holds the entry holds a retain of the sink.
      self.sinkReference = unsafe Unretained(sink)
    }

    /// The sink, retained (for the writers).
    var sink: CallSink { sinkReference.object }
    var stream: Int { key & 3 }
  }

  /// Where each stream's entries end, and how many are initialized.
  @usableFromInline
  struct Bounds {
    /// The end of each stream's entries (indexed by `CallStream.rawValue`).
    @usableFromInline var ends: (Int, Int, Int) = (0, 0, 0)
    @usableFromInline var initialized = 0

    init(ends: (Int, Int, Int)) {
      self.ends = ends
    }

    @inlinable @inline(__always)
    func start(of stream: Int) -> Int {
      switch stream {
      case 0: 0
      case 1: ends.0
      default: ends.1
      }
    }

    @inlinable @inline(__always)
    func end(of stream: Int) -> Int {
      switch stream {
      case 0: ends.0
      case 1: ends.1
      default: ends.2
      }
    }
  }

  /// A snapshot of `count` entries, the `entry(index)`th at each index, with `ends`.
  private static func make(count: Int, ends: (Int, Int, Int), _ entry: (Int) -> Entry) -> CallSinks {
    let snapshot = create(minimumCapacity: count) { _ in Bounds(ends: ends) } as! CallSinks
    for index in 0..<count {
      let entry = entry(index)
      // One retain of the sink for this snapshot (`RetainedPointer`'s rule: the entry's address of
      // a live sink, which the caller holds), given back once, in deinit.
      unsafe RetainedPointer.retain(entry.sinkReference.opaque)
      // In place, within the capacity asked for; counted, so that deinit gives back exactly these.
      unsafe (snapshot.elementsAddress + index).initialize(to: entry)
      snapshot.headerAddress.pointee.initialized += 1
    }
    return snapshot
  }

  deinit {
    for index in 0..<count {
      // The retain `make` took for this snapshot's entry, given back once.
      unsafe RetainedPointer.release(entry(at: index).sinkReference.opaque)
    }
  }

  /// The bounds (immutable after `make`), read through the header's address: `header`, a class's
  /// stored property, would be checked for exclusive access at run time on every delivery.
  @inlinable
  var bounds: Bounds {
    // In place for the snapshot's life.
    @inline(__always) get { headerAddress.pointee }
  }

  /// The number of entries.
  var count: Int { bounds.initialized }

  /// The entry at `index`, checked: for the writers, off the calls' path.
  func entry(at index: Int) -> Entry {
    precondition(index >= 0 && index < count, "entry index \(index) out of range")
    // In range: checked above, an entry `make` initialized.
    return unsafe elementsAddress[index]
  }

  /// Calls `body` with each sink of `stream`, in subscription order, unretained (this snapshot
  /// retains its sinks): the call's loop, inlined with `body`, no closure called per sink.
  @inlinable @inline(__always)
  func forEachSink(of stream: CallStream, _ body: (CallSink) -> Void) {
    let bounds = bounds
    var index = bounds.start(of: stream.rawValue)
    let end = bounds.end(of: stream.rawValue)
    while index < end {
      // Within the stream's bounds, initialized entries (the bounds made in order by `make`'s
      // callers, within its count).
      unsafe elementsAddress[index].sinkReference.with(body)
      index &+= 1
    }
  }

  /// Every entry, in order.
  var entries: [Entry] { (0..<count).map(entry(at:)) }

  /// `snapshot`'s entries (none for nil) with `entry` after the others of its stream.
  static func adding(_ entry: Entry, to snapshot: Unretained<CallSinks>?) -> CallSinks {
    guard let snapshot else {
      var ends = (0, 0, 0)
      if entry.stream <= 0 { ends.0 = 1 }
      if entry.stream <= 1 { ends.1 = 1 }
      ends.2 = 1
      return make(count: 1, ends: ends) { _ in entry }
    }
    return snapshot.with { old in
      let position = old.bounds.end(of: entry.stream)
      var ends = old.bounds.ends
      if entry.stream <= 0 { ends.0 += 1 }
      if entry.stream <= 1 { ends.1 += 1 }
      ends.2 += 1
      return make(count: ends.2, ends: ends) { index in
        index < position ? old.entry(at: index) : index == position ? entry : old.entry(at: index - 1)
      }
    }
  }

  /// The entries without the one of `key` (`remaining` nil when it was the last); `found` false,
  /// and nothing made, when it is not there.
  func removing(_ key: Int) -> (found: Bool, remaining: CallSinks?) {
    guard let position = (0..<count).first(where: { entry(at: $0).key == key }) else { return (false, nil) }
    let stream = entry(at: position).stream
    var ends = bounds.ends
    if stream <= 0 { ends.0 -= 1 }
    if stream <= 1 { ends.1 -= 1 }
    ends.2 -= 1
    guard ends.2 > 0 else { return (true, nil) }
    return (true, CallSinks.make(count: ends.2, ends: ends) { entry(at: $0 < position ? $0 : $0 + 1) })
  }
}
