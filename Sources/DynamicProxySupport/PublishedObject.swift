import Synchronization

/// An immutable object published through one atomic word: any number of readers use it without a
/// lock or a retain, writers replace it under a lock of their own. The subscriber snapshots of the
/// subjects and of a proxy's call streams are published this way.
///
/// **The lifetime rule.** A reader announces itself with ``enter()``, may then ``load()`` the
/// object (as often as it likes) and use it unretained, and leaves with ``leave()``. A replaced
/// object is released only when no reader is inside: the writer that replaces it, or the last
/// reader out, releases it. The reader count and the exchange are sequentially consistent, so a
/// writer that sees no reader knows that any reader that enters later can load only the new
/// object. Until then a replaced object waits in the writer's retired list (kept under the
/// writer's lock, passed in as `inout [Object]`).
///
/// The retired objects handed back to a writer must be released *outside* its lock: an object may
/// hold closures whose captures deinit into code that takes the lock again.
@usableFromInline
package struct PublishedObject<Object: AnyObject>: ~Copyable, @unchecked Sendable {  // the rule above
  // the published object is immutable and shared only by the rule above.

  /// The current object (the address of a +1 reference, under `RetainedPointer`'s rule), 0 for none.
  @usableFromInline package let current = Atomic<UInt>(0)
  /// Readers between ``enter()`` and ``leave()``.
  @usableFromInline package let readers = Atomic<Int>(0)
  /// Whether a writer left retired objects behind for the last reader out.
  @usableFromInline package let hasRetired = Atomic<Bool>(false)

  /// Nothing published.
  package init() {}

  deinit {
    if let raw = unsafe UnsafeRawPointer(bitPattern: current.exchange(0, ordering: .sequentiallyConsistent)) {
      // The +1 reference `replace` stored (RetainedPointer's rule), given back once.
      unsafe RetainedPointer.release(raw)
    }
  }

  // MARK: Readers

  /// Enters a read section; pair it with exactly one ``leave()``.
  @inlinable @inline(__always)
  package func enter() {
    // Wrapping: one locked add, where the checked form is a compare-and-swap loop. The count is
    // at most the number of threads inside, far from overflowing.
    readers.wrappingAdd(1, ordering: .sequentiallyConsistent)
  }

  /// The current object, unretained, valid until the matching ``leave()``; nil for none.
  /// `@unsafe`: the caller calls it only inside a read section and drops the reference at its end.
  @unsafe @inlinable @inline(__always)
  package func load() -> Unretained<Object>? {
    guard let raw = unsafe UnsafeRawPointer(bitPattern: current.load(ordering: .sequentiallyConsistent))
    else {
      return nil
    }
    // A published object: released only once no reader is inside (the rule above).
    return unsafe Unretained(opaque: raw)
  }

  /// Leaves a read section. Returns true when this was the last reader out and a writer left
  /// retired objects behind: the caller then takes its writers' lock and calls
  /// ``takeRetired(_:)``, and releases what it returns outside the lock.
  @inlinable @inline(__always)
  package func leave() -> Bool {
    readers.wrappingSubtract(1, ordering: .sequentiallyConsistent).newValue == 0
      && hasRetired.load(ordering: .sequentiallyConsistent)
  }

  // MARK: Writers (under their lock)

  /// The current object, for a writer holding its lock (writers are the only ones to replace it,
  /// so it stays alive while the lock is held). `@unsafe`: the caller holds the writers' lock and
  /// drops the reference before releasing it.
  @unsafe package func lockedObject() -> Unretained<Object>? {
    // The current object, which only a writer holding the lock replaces.
    unsafe UnsafeRawPointer(bitPattern: current.load(ordering: .relaxed)).map {
      unsafe Unretained(opaque: $0)
    }
  }

  /// Publishes `object` (nil for none) in place of the current one, which joins `retired`. Returns
  /// the retired objects no reader can hold any more, for the caller to release outside its lock.
  package func replace(with object: Object?, retired: inout [Object]) -> [Object] {
    // The word owns one reference to its object (RetainedPointer's rule): taken here, given back
    // when the object is replaced (below) or in deinit.
    let bits = object.map { unsafe UInt(bitPattern: RetainedPointer.retained($0)) } ?? 0
    let old = current.exchange(bits, ordering: .sequentiallyConsistent)
    if let raw = unsafe UnsafeRawPointer(bitPattern: old) {
      unsafe retired.append(RetainedPointer.take(raw, as: Object.self))
    }
    return takeRetired(&retired)
  }

  /// Takes the retired objects when no reader is inside, for the caller to release outside its
  /// lock; otherwise leaves them, flagged for the last reader out. (A reader that enters meanwhile
  /// can only load the current object, never a retired one.)
  package func takeRetired(_ retired: inout [Object]) -> [Object] {
    guard readers.load(ordering: .sequentiallyConsistent) == 0 else {
      if !retired.isEmpty { hasRetired.store(true, ordering: .sequentiallyConsistent) }
      return []
    }
    hasRetired.store(false, ordering: .sequentiallyConsistent)
    defer { retired = [] }
    return retired
  }
}
