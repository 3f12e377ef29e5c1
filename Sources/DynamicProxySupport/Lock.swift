/// A value behind a pthread mutex: the library's lock for the slow paths (subscribing and
/// disposing, registering and replacing implementations, setting the forward delegate, creating
/// proxies, the selector table and the signature cache).
///
/// A call of a protocol method, intercepted or sent with a stored `Selector`, takes none: it goes
/// through the slots' atomics. What does take one: making a `Selector` from a string interns it
/// under the selector table's lock (so `send("name:", …)` with a literal takes it at each call,
/// where a selector made once and kept does not), as does making a `MethodSignature` from an
/// encoding (the signature cache); boxing a `:` argument as a `Selector` looks its pointer up
/// under the selector table's lock; and `target(for:)` of a selector outside the protocol reads
/// the delegate's extra methods under the delegate's lock.
///
/// Not the standard library's `Mutex`: on Linux that one is built on raw futex calls, whose
/// happens-before edges ThreadSanitizer can not see, so every access it protects is reported as
/// a race. ThreadSanitizer understands pthread mutexes, so `swift test --sanitize=thread` stays
/// meaningful. The cost is the same uncontended.
///
/// One allocation: the value and the mutex live in one heap object (a ``LockedTable`` of no
/// element). `Lock` is a reference: copies share the value and the mutex.
package struct Lock<Value>: @unchecked Sendable {  // the value is only touched with the mutex held.
  private let storage: LockedTable<Value, Never>

  /// Creates the lock.
  ///
  /// - Parameters:
  ///   - value: The value it guards.
  ///   - recursive: Whether the thread that holds the mutex may take it again (a
  ///     `PTHREAD_MUTEX_RECURSIVE` mutex): for ``withLockHeld(_:)`` around code that may come back.
  package init(_ value: Value, recursive: Bool = false) {
    storage = LockedTable.make(value, count: 0, recursive: recursive) { _ in fatalError("no element") }
  }

  /// Runs `body` with the value, the mutex held.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try storage.withLock(body)
  }

  /// Runs `body` with the mutex held but the value not accessed: with a recursive lock, `body` may
  /// call ``withLock(_:)`` (no access to the value overlaps another).
  package func withLockHeld<Result>(_ body: () throws -> Result) rethrows -> Result {
    try storage.withLockHeld(body)
  }
}
