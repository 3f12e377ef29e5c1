#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A value behind a pthread mutex: the library's lock for every slow path (subscribe, dispose,
/// registration, caches). No intercepted call takes it.
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
