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
///
/// One allocation: the value and the mutex live in one heap object (a `ManagedBuffer` whose header
/// is the value and whose one element is the mutex). `Lock` is a reference: copies share the value
/// and the mutex. (An object that keeps other state beside its lock, a delegate proxy's core, keeps
/// its mutex itself, with ``PthreadMutex``.)
package struct Lock<Value>: @unchecked Sendable {  // the value is only touched with the mutex held.
  /// The value and the mutex. `@safe`: the mutex is initialized in `init`, destroyed in `deinit`,
  /// and never moves (a `ManagedBuffer`'s element); the pointers to it and to the value never
  /// leave the closures that receive them.
  @safe private final class Storage: ManagedBuffer<Value, PthreadMutex.Storage> {
    deinit {
      unsafe withUnsafeMutablePointerToElements { unsafe PthreadMutex.destroy($0) }
    }
  }

  private let storage: Storage

  /// Creates the lock.
  ///
  /// - Parameters:
  ///   - value: The value it guards.
  ///   - recursive: Whether the thread that holds the mutex may take it again (a
  ///     `PTHREAD_MUTEX_RECURSIVE` mutex): for ``withLockHeld(_:)`` around code that may come back.
  package init(_ value: Value, recursive: Bool = false) {
    unsafe storage = Storage.create(minimumCapacity: 1) { _ in value } as! Storage
    // The element, in place: initialized once, before any use.
    unsafe storage.withUnsafeMutablePointerToElements {
      unsafe PthreadMutex.initialize($0, recursive: recursive)
    }
  }

  /// Runs `body` with the value, the mutex held.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    // The header and the element in place, for the closure only; the value touched with the
    // mutex held.
    try unsafe storage.withUnsafeMutablePointers { value, mutex in
      try unsafe PthreadMutex.withLocked(mutex) { try unsafe body(&value.pointee) }
    }
  }

  /// Runs `body` with the mutex held but the value not accessed: with a recursive lock, `body` may
  /// call ``withLock(_:)`` (no access to the value overlaps another).
  package func withLockHeld<Result>(_ body: () throws -> Result) rethrows -> Result {
    try unsafe storage.withUnsafeMutablePointerToElements { mutex in
      try unsafe PthreadMutex.withLocked(mutex, body)
    }
  }
}

/// A pthread mutex kept in place by its owner (never moved once initialized): what ``Lock`` keeps
/// beside its value, ``RecursiveLock`` on its own, and a delegate proxy's core beside its state and
/// its methods'.
///
/// Its functions take the mutex's address: each is implicitly `@unsafe`, and its caller proves
/// that the address is its owner's mutex, in place, initialized (but for ``initialize(_:recursive:)``)
/// and not yet destroyed.
package enum PthreadMutex {
  /// The mutex's storage, for an owner to keep in place.
  package typealias Storage = pthread_mutex_t

  /// Storage for a mutex, to be initialized in place with ``initialize(_:recursive:)``.
  package static func storage() -> Storage { unsafe pthread_mutex_t() }

  /// Initializes the mutex at `mutex`; a recursive one (`PTHREAD_MUTEX_RECURSIVE`) may be taken
  /// again by the thread that holds it.
  package static func initialize(_ mutex: UnsafeMutablePointer<Storage>, recursive: Bool = false) {
    let status: Int32
    if recursive {
      var attributes = pthread_mutexattr_t()
      unsafe pthread_mutexattr_init(&attributes)
      unsafe pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
      defer { unsafe pthread_mutexattr_destroy(&attributes) }
      status = unsafe pthread_mutex_init(mutex, &attributes)
    } else {
      status = unsafe pthread_mutex_init(mutex, nil)
    }
    precondition(status == 0, "pthread_mutex_init failed: \(status)")
  }

  /// Destroys the mutex at `mutex`, which nobody holds.
  package static func destroy(_ mutex: UnsafeMutablePointer<Storage>) {
    unsafe pthread_mutex_destroy(mutex)
  }

  /// Runs `body` with the mutex at `mutex` held.
  @inline(__always)
  package static func withLocked<Result>(
    _ mutex: UnsafeMutablePointer<Storage>, _ body: () throws -> Result
  ) rethrows -> Result {
    unsafe pthread_mutex_lock(mutex)
    defer { unsafe pthread_mutex_unlock(mutex) }
    return try body()
  }
}
