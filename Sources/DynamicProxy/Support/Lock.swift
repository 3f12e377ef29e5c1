#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

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
final class Lock<Value>: @unchecked Sendable {
  // @unchecked: `value` is only touched with `mutex` held.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var value: Value

  init(_ value: Value) {
    self.value = value
    mutex = .allocate(capacity: 1)
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` with the value, the mutex held.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
