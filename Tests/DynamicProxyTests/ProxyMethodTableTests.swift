import DynamicProxySupport
import Synchronization
import Testing

@testable import DynamicProxy

/// A proxy core's own object: its state behind the proxy's lock and one state per method beside
/// it (`ProxyMethodTable`), and the pthread mutex it shares with `Lock`.
@Suite struct ProxyMethodTableTests {
  @Test func aTableHasOneEmptyStatePerMethodThatStaysInPlace() {
    let table = ProxyMethodTable.make(count: 6)
    #expect(table.count == 6)
    let first = table.pointer(at: 0)
    for index in 0..<6 {
      #expect(table.uncheckedPointer(at: index) == table.pointer(at: index))
      #expect(table[index].implementationFunction.load(ordering: .relaxed) == 0)
      #expect(table[index].answerFunction.load(ordering: .relaxed) == 0)
      #expect(table[index].forwardSequence.load(ordering: .relaxed) == 0)
      let locked = table.withLock { _ in table.locked(at: index).pointee }
      #expect(locked.state == .empty && locked.observers == nil && locked.answer == nil)
    }
    // The locked part of each state is its own, and writing it leaves the atomics alone.
    table.withLock { _ in
      for index in 0..<6 { table.locked(at: index).pointee.state = .observed }
    }
    for index in 0..<6 {
      #expect(table.withLock { _ in table.locked(at: index).pointee.state } == .observed)
      #expect(table[index].implementationFunction.load(ordering: .relaxed) == 0)
    }
    // The proxy's state, behind the lock, beside them.
    table.withLock { $0.reinstalls = true }
    #expect(table.withLock { $0.reinstalls })
    #expect(table.pointer(at: 0) == first)
  }

  /// A count that only the lock protects.
  final class Counter: @unchecked Sendable {  // `value` is touched only with the table's lock held
    var value = 0
  }

  /// The table, shared across threads as a proxy's core shares it.
  struct Shared: @unchecked Sendable {  // the state is behind the lock; the method states are atomics
    let table: ProxyMethodTable
  }

  @Test func theLockLetsOneThreadInAtATimeWhileOthersReadTheStates() async {
    let shared = Shared(table: ProxyMethodTable.make(count: 4))
    let counter = Counter()
    await withTaskGroup(of: Void.self) { group in
      for thread in 0..<4 {
        group.addTask {
          let table = shared.table
          for round in 0..<10_000 {
            table.withLock { _ in counter.value += 1 }
            // What a call does meanwhile: read a method's state without the lock.
            _ = table.pointer(at: (thread + round) % 4).pointee.answerFunction.load(ordering: .acquiring)
          }
        }
      }
    }
    #expect(shared.table.withLock { _ in counter.value } == 40_000)
  }

  @Test func aRecursiveLockMayBeTakenAgainByItsHolder() {
    let lock = Lock(1, recursive: true)
    let value = lock.withLockHeld {
      lock.withLock {
        $0 += 1
        return $0
      }
    }
    #expect(value == 2)
    #expect(lock.withLock { $0 } == 2)
  }
}
