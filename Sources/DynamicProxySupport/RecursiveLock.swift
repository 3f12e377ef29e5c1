#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A recursive mutex (`pthread_mutex_t` of type `PTHREAD_MUTEX_RECURSIVE`), owned by this object.
///
/// Used where a thread may re-enter: factory registration (`registerKnownImplementations` registers
/// while the factory table is locked) and the serialized calls into a Combine subscriber (a thread
/// that already delivers, and whose subscriber synchronously requests more, cancels, or makes the
/// source send again, re-enters instead of deadlocking; other threads wait). `package`: shared with
/// the DynamicProxyCombine product.
///
/// `@unchecked Sendable`: the mutex is the synchronization; its storage is allocated in `init`,
/// never moves, and is destroyed in `deinit`.
package final class RecursiveLock: @unchecked Sendable {  // a mutex
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  package init() {
    mutex = .allocate(capacity: 1)
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    let status = pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
    precondition(status == 0, "pthread_mutex_init failed: \(status)")
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` holding the lock.
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
