/// A recursive mutex (`pthread_mutex_t` of type `PTHREAD_MUTEX_RECURSIVE`), owned by this object.
///
/// Used where a thread may re-enter: factory registration (`registerKnownImplementations` registers
/// while the factory table is locked) and the serialized calls into a Combine subscriber (a thread
/// that already delivers, and whose subscriber synchronously requests more, cancels, or makes the
/// source send again, re-enters instead of deadlocking; other threads wait). `package`: shared with
/// the DynamicProxyCombine product.
///
/// `@unchecked Sendable`: the mutex is the synchronization; its storage is allocated in `init`,
/// never moves, and is destroyed in `deinit`. `@safe` for the same reason: the pointer never
/// leaves the object.
@safe package final class RecursiveLock: @unchecked Sendable {  // a mutex
  private let mutex: UnsafeMutablePointer<PthreadMutex.Storage>

  package init() {
    unsafe mutex = UnsafeMutablePointer.allocate(capacity: 1)
    // This object's mutex, in place until deinit.
    unsafe PthreadMutex.initialize(mutex, recursive: true)
  }

  deinit {
    unsafe PthreadMutex.destroy(mutex)
    unsafe mutex.deallocate()
  }

  /// Runs `body` holding the lock.
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    try unsafe PthreadMutex.withLocked(mutex, body)
  }
}
