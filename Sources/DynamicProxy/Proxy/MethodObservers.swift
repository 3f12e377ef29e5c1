import Synchronization

/// The call streams of one method — `sentMessage`, `methodInvoked`, `methodReturned` — each a list
/// of ``CallSink``s delivered as a loop over its current snapshot with one direct call per sink,
/// without the generic event chain of a ``PublishSubject``; lives as long as its proxy.
///
/// It is also what a typed call finds behind the proxy's trampoline (the trampoline's Swift body):
/// a typed call of an observed method is then delivered and forwarded in its Swift types, without
/// laying out C arguments (see `typedCall`).
@usableFromInline
final class MethodObservers: SubscriberRemoving {
  /// The proxy whose method this is, unretained (the proxy owns this object, and a typed call reaches
  /// it only through the proxy's trampoline, whose caller holds the proxy).
  @usableFromInline let proxy: Unmanaged<DelegateObject>
  /// The method's slot index.
  @usableFromInline let index: Int
  /// Whether a typed call may be delivered and forwarded in its Swift types: the proxy's class
  /// does not intercept forwarding (``DelegateProxy/interceptsForwarding``), so nothing needs the
  /// call as an ``Invocation`` but the subscribers counted in `frameSubscribers`.
  @usableFromInline let takesTypedCalls: Bool
  /// The subscribers, of all three streams, that read the boxed arguments.
  let boxingSubscribers = Atomic<Int>(0)
  /// The subscribers, of all three streams, that read the call from its ``Invocation`` (those of
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
  @exclusivity(unchecked) nonisolated(unsafe) private var spareArguments: [Any] = []
  /// The three streams' subscribers; their writers share one lock.
  let sent: SubscriberList<CallSink>
  let invoked: SubscriberList<CallSink>
  let returned: SubscriberList<CallSink>

  init(proxy: DelegateObject, index: Int, takesTypedCalls: Bool) {
    let lock = SubscriberList<CallSink>.makeSharedLock()
    sent = SubscriberList(sharing: lock, member: 0)
    invoked = SubscriberList(sharing: lock, member: 1)
    returned = SubscriberList(sharing: lock, member: 2)
    self.proxy = Unmanaged.passUnretained(proxy)
    self.index = index
    self.takesTypedCalls = takesTypedCalls
  }

  /// The body of the proxy's observing trampoline for the method. It captures only this object,
  /// which is then the closure's context (no context is allocated), and reaches the proxy
  /// unretained: the trampoline lives as long as the proxy, and a call must not pay a retain and
  /// release of the proxy (a weakly referenced object: its reference counts live in a side table).
  var trampolineBody: @Sendable (inout Invocation) -> Void {
    { [self] invocation in
      invocation.methodIndex = index
      proxy._withUnsafeGuaranteedRef { $0.handleObservedCall(self, &invocation) }
    }
  }

  /// The method's spare array for a call's boxed arguments (empty, with the capacity the last call
  /// gave it), or nil when another call holds it; a call that gets it gives it back with
  /// ``returnSpareArguments(_:)``.
  @inline(__always)
  func takeSpareArguments() -> [Any]? {
    guard !spareArgumentsTaken.exchange(true, ordering: .acquiring) else { return nil }
    var values: [Any] = []
    swap(&values, &spareArguments)
    return values
  }

  /// Gives back the spare array that ``takeSpareArguments()`` handed out, filled by the call:
  /// emptied, so that it keeps none of the call's arguments alive (in place when nobody else holds
  /// its storage; a subscriber that kept the arguments keeps its own).
  @inline(__always)
  func returnSpareArguments(_ values: consuming [Any]) {
    var values = values
    // One element at a time for the usual few (in place; `removeAll(keepingCapacity:)` goes through
    // the general `replaceSubrange`).
    if values.count <= 4 {
      while !values.isEmpty { values.removeLast() }
    } else {
      values.removeAll(keepingCapacity: true)
    }
    swap(&values, &spareArguments)
    spareArgumentsTaken.store(false, ordering: .releasing)
  }

  var hasObservers: Bool { sent.count > 0 || invoked.count > 0 || returned.count > 0 }

  /// Calls `body` with each current sink of `stream`, in subscription order, without taking a lock
  /// (the typed calls' delivery loop, inlined into them with `body`: no closure is called per sink;
  /// the sinks are unretained, kept by the snapshot, which the reader count keeps).
  @inlinable @inline(__always)
  func forEachSink(of stream: CallStream, _ body: (CallSink) -> Void) {
    guard let entries = beginReading(stream) else { return }
    for index in entries.indices {
      Unmanaged.passUnretained(entries[index].observer)._withUnsafeGuaranteedRef(body)
    }
    endReading(stream)
  }

  /// The current sinks of `stream`, kept by the list's reader count until ``endReading(_:)``, or
  /// nil when it has none (see `SubscriberList.beginReading()`).
  @usableFromInline
  func beginReading(_ stream: CallStream) -> UnsafeBufferPointer<SubscriberList<CallSink>.Entry>? {
    switch stream {
    case .sent: sent.beginReading()
    case .invoked: invoked.beginReading()
    case .returned: returned.beginReading()
    }
  }

  /// Ends a delivery that ``beginReading(_:)`` began.
  @usableFromInline
  func endReading(_ stream: CallStream) {
    switch stream {
    case .sent: sent.endReading()
    case .invoked: invoked.endReading()
    case .returned: returned.endReading()
    }
  }

  /// Hands `frame` to each current sink of `list`, in subscription order, without taking a lock.
  @inline(__always)
  static func send(_ frame: CallFrame, to list: borrowing SubscriberList<CallSink>) {
    list.withCurrentEntries { entries in
      for index in entries.indices {
        // Unretained: the snapshot owns its sinks, and the reader count keeps the snapshot.
        Unmanaged.passUnretained(entries[index].observer)._withUnsafeGuaranteedRef { $0.deliver(frame) }
      }
    }
  }

  /// Subscribes `sink` to `stream`; returns its key for ``removeSubscriber(_:)`` (the list's id
  /// and the stream), or nil when the stream had completed: the sink is then completed at once.
  func subscribe(_ sink: CallSink, to stream: CallStream) -> Int? {
    let addition: SubscriberList<CallSink>.Addition
    switch stream {
    case .sent: addition = sent.add(sink)
    case .invoked: addition = invoked.add(sink)
    case .returned: addition = returned.add(sink)
    }
    switch addition {
    case .added(let id):
      return id << 2 | stream.rawValue
    case .terminated(let termination):
      sink.terminate(termination)
      return nil
    }
  }

  func removeSubscriber(_ key: Int) {
    let id = key >> 2
    switch CallStream(rawValue: key & 3) {
    case .sent: sent.remove(id)
    case .invoked: invoked.remove(id)
    case .returned: returned.remove(id)
    case nil: break
    }
  }

  /// Completes every sink of every stream, once.
  func complete() {
    for entries in [sent.complete(), invoked.complete(), returned.complete()] {
      for entry in entries ?? [] { entry.observer.terminate(.completed) }
    }
  }
}
