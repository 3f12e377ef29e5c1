import DynamicProxySupport
import Synchronization
import Testing

/// `LockedTable`: a value behind a pthread mutex and elements beside it in one object, what a
/// proxy's core keeps its state in (and what `Lock` is, without elements).
@Suite struct LockedTableTests {
  /// An element that counts its deinitializations.
  final class Tracker: Sendable {
    let deinits: Counter
    let index: Int
    init(_ deinits: Counter, _ index: Int) {
      self.deinits = deinits
      self.index = index
    }
    deinit { deinits.value.add(1, ordering: .relaxed) }
  }

  final class Counter: Sendable {
    let value = Atomic<Int>(0)
  }

  struct Element: ~Copyable {
    let tracker: Tracker
    let number = Atomic<Int>(0)
  }

  @Test func elementsAreMadeInOrderAndDestroyedWithTheTable() {
    let deinits = Counter()
    var table: LockedTable<[Int], Element>? = LockedTable.make([1], count: 5) { index in
      Element(tracker: Tracker(deinits, index))
    }
    #expect(table?.count == 5)
    let first = table!.pointer(at: 0)
    for index in 0..<5 {
      #expect(table!.pointer(at: index).pointee.tracker.index == index)
      #expect(table!.uncheckedPointer(at: index) == table!.pointer(at: index))
    }
    // Elements do not move when the value changes.
    table!.withLock { $0.append(contentsOf: 0..<1000) }
    #expect(table!.pointer(at: 0) == first)
    #expect(table!.withLock { $0.count } == 1001)
    #expect(deinits.value.load(ordering: .relaxed) == 0)
    table = nil
    #expect(deinits.value.load(ordering: .relaxed) == 5)
  }

  /// The table, shared across threads as a proxy's core shares it.
  struct Shared: @unchecked Sendable {  // the value is behind the mutex; the elements are atomics
    let table: LockedTable<Int, Element>
  }

  @Test func theValueIsChangedByOneThreadAtATime() async {
    let shared = Shared(
      table: LockedTable.make(0, count: 4) { index in Element(tracker: Tracker(Counter(), index)) })
    let table = shared.table
    // Four threads add to the value under the lock, and to their element's atomic without it.
    await withTaskGroup(of: Void.self) { group in
      for thread in 0..<4 {
        group.addTask {
          let table = shared.table
          for _ in 0..<10_000 {
            table.withLock { $0 += 1 }
            table.pointer(at: thread).pointee.number.add(1, ordering: .relaxed)
          }
        }
      }
    }
    #expect(table.withLock { $0 } == 40_000)
    for index in 0..<4 { #expect(table.pointer(at: index).pointee.number.load(ordering: .relaxed) == 10_000) }
  }

  @Test func aRecursiveTableMayBeLockedAgainByItsHolder() {
    let table = LockedTable<Int, Never>.make(1, count: 0, recursive: true) { _ in fatalError("no element") }
    let value = table.withLockHeld {
      table.withLock {
        $0 += 1
        return $0
      }
    }
    #expect(value == 2)
    #expect(table.count == 0)
  }

  @Test func aLockIsATableWithoutElements() {
    let lock = Lock([String]())
    lock.withLock { $0.append("a") }
    #expect(lock.withLock { $0 } == ["a"])
  }
}
