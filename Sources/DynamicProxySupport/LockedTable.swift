#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A value behind a pthread mutex, and beside it a fixed number of elements that readers use
/// without the mutex (atomics and constants), all in one heap object: one allocation where a
/// ``Lock`` and a table of its own would take two. ``Lock`` is one with no element; a delegate
/// proxy's core keeps its state and each method's atomics in one.
///
/// The header holds the element count, the value and the mutex; the elements follow it. Nothing
/// moves: a pointer to an element stays valid for as long as the table lives, and the mutex is
/// initialized in place.
@usableFromInline
package final class LockedTable<Value, Element: ~Copyable>: ManagedBuffer<LockedTableHeader<Value>, Element> {
  // @unchecked-free: the class is not Sendable itself (ManagedBuffer never is); its owners, which
  // are, share it. The value is touched only with the mutex held; the elements are the owner's
  // atomics and constants.

  /// A table of `count` elements, `element(index)` each, and `value` behind a mutex (recursive
  /// when `recursive` says so: the thread that holds it may take it again).
  package static func make(
    _ value: Value, count: Int, recursive: Bool = false, element: (Int) -> Element
  ) -> LockedTable {
    let table = unsafeDowncast(
      create(minimumCapacity: count) { _ in
        LockedTableHeader(count: 0, value: value, mutex: pthread_mutex_t())
      },
      to: LockedTable.self)
    let status = table.withUnsafeMutablePointerToHeader { header in
      let mutex = mutexPointer(header)
      guard recursive else { return pthread_mutex_init(mutex, nil) }
      var attributes = pthread_mutexattr_t()
      pthread_mutexattr_init(&attributes)
      pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
      defer { pthread_mutexattr_destroy(&attributes) }
      return pthread_mutex_init(mutex, &attributes)
    }
    precondition(status == 0, "pthread_mutex_init failed: \(status)")
    table.withUnsafeMutablePointers { header, elements in
      for index in 0..<count {
        (elements + index).initialize(to: element(index))
        header.pointee.count += 1
      }
    }
    return table
  }

  deinit {
    withUnsafeMutablePointers { header, elements in
      elements.deinitialize(count: header.pointee.count)
      pthread_mutex_destroy(Self.mutexPointer(header))
    }
  }

  /// The mutex, addressed from the header's pointer: no Swift access to the header (whose value
  /// the caller may be accessing) is made.
  private static func mutexPointer(
    _ header: UnsafeMutablePointer<LockedTableHeader<Value>>
  ) -> UnsafeMutablePointer<pthread_mutex_t> {
    (UnsafeMutableRawPointer(header) + MemoryLayout<LockedTableHeader<Value>>.offset(of: \.mutex)!)
      .assumingMemoryBound(to: pthread_mutex_t.self)
  }

  /// The number of elements.
  @inlinable
  package var count: Int {
    @inline(__always) get { withUnsafeMutablePointerToHeader { $0.pointee.count } }
  }

  /// The element at `index`, which stays where it is for the table's life.
  @inlinable @inline(__always)
  package func pointer(at index: Int) -> UnsafePointer<Element> {
    withUnsafeMutablePointers { header, elements in
      precondition(index >= 0 && index < header.pointee.count, "index \(index) out of range")
      return UnsafePointer(elements + index)
    }
  }

  /// The element at `index` of a table known to have it (an index checked against the table's
  /// count before): no bounds check.
  @inlinable @inline(__always)
  package func uncheckedPointer(at index: Int) -> UnsafePointer<Element> {
    withUnsafeMutablePointerToElements { UnsafePointer($0 + index) }
  }

  /// The element at `index`, mutable: for the parts of it that the mutex guards, read and written
  /// only with the mutex held.
  package func mutablePointer(at index: Int) -> UnsafeMutablePointer<Element> {
    withUnsafeMutablePointers { header, elements in
      precondition(index >= 0 && index < header.pointee.count, "index \(index) out of range")
      return elements + index
    }
  }

  /// The value, addressed from the header's pointer, as the mutex is: an access to it is not an
  /// access to the whole header, whose count other threads read meanwhile.
  private static func valuePointer(
    _ header: UnsafeMutablePointer<LockedTableHeader<Value>>
  ) -> UnsafeMutablePointer<Value> {
    (UnsafeMutableRawPointer(header) + MemoryLayout<LockedTableHeader<Value>>.offset(of: \.value)!)
      .assumingMemoryBound(to: Value.self)
  }

  /// Runs `body` with the value, the mutex held.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try withUnsafeMutablePointerToHeader { header in
      let mutex = Self.mutexPointer(header)
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return try body(&Self.valuePointer(header).pointee)
    }
  }

  /// Runs `body` with the mutex held but the value not accessed: with a recursive mutex, `body`
  /// may call ``withLock(_:)`` (no access to the value overlaps another).
  package func withLockHeld<Result>(_ body: () throws -> Result) rethrows -> Result {
    try withUnsafeMutablePointerToHeader { header in
      let mutex = Self.mutexPointer(header)
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return try body()
    }
  }
}

/// A ``LockedTable``'s header: its element count, its value and its mutex.
@usableFromInline
package struct LockedTableHeader<Value> {
  @usableFromInline var count: Int
  var value: Value
  var mutex: pthread_mutex_t
}
