import CSQLite3
import CZlib
import DynamicProxyRx
import DynamicProxySupport
import Testing

@testable import DynamicProxy

/// Proxies as the callbacks of real C libraries (libc `qsort`, SQLite, zlib): the library runs to
/// the right result with the proxy in place, subscribers see every call with its arguments, and the
/// original C callback still does the work.
@Suite struct CLibraryProxyTests {
  /// The boxed types of a call's arguments, for messages about malformed events.
  static func types(_ arguments: [Any]) -> String {
    arguments.map { "\(type(of: $0))" }.joined(separator: ", ")
  }

  // MARK: - libc qsort

  /// `qsort` with a proxy as its comparator. Serialized: the original comparator counts its calls in
  /// a global.
  @Suite(.serialized) struct QSort {
    /// Pseudo-random values from a fixed seed.
    static func values(count: Int, seed: UInt64) -> [Int32] {
      var state = seed
      return (0..<count).map { _ in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int32(truncatingIfNeeded: state >> 33) % 1000
      }
    }

    /// One comparison as a subscriber saw it.
    struct Comparison: Sendable {
      var lhs: UInt
      var rhs: UInt
      var result: Int32
      /// Whether the result has the sign of comparing the values the pointers pointed at.
      var resultIsRight: Bool
    }

    @Test func sortsCorrectlyWhileSubscribersSeeEveryComparison() {
      let sorter = Sorter()
      let original = Int32Comparator.makeDelegate()
      sorter.comparator = original
      let proxy = SorterComparatorProxy.proxy(for: sorter)
      #expect(sorter.comparator === proxy)
      #expect(proxy.forwardToDelegate() === original)

      let invoked = Lock<[(UInt, UInt)]>([])
      let returned = Lock<[Comparison]>([])
      let malformed = Lock<[String]>([])
      let bag = DisposeBag()
      proxy.methodInvoked("compare")
        .subscribe(onNext: { arguments in
          guard arguments.count == 2, let lhs = arguments[0] as? UnsafeRawPointer,
            let rhs = arguments[1] as? UnsafeRawPointer
          else {
            malformed.withLock { $0.append("compare: \(CLibraryProxyTests.types(arguments))") }
            return
          }
          invoked.withLock { $0.append((UInt(bitPattern: lhs), UInt(bitPattern: rhs))) }
        })
        .disposed(by: bag)
      proxy.methodReturned("compare")
        .subscribe(onNext: { call in
          guard let lhs = call.arguments[0] as? UnsafeRawPointer,
            let rhs = call.arguments[1] as? UnsafeRawPointer, let result = call.returnValue as? Int32
          else {
            malformed.withLock { $0.append("compare returned \(type(of: call.returnValue))") }
            return
          }
          // Emitted during the call: the pointers still point at the compared elements.
          let left = lhs.load(as: Int32.self)
          let right = rhs.load(as: Int32.self)
          let expected: Int32 = left < right ? -1 : (left > right ? 1 : 0)
          returned.withLock {
            $0.append(
              Comparison(
                lhs: UInt(bitPattern: lhs), rhs: UInt(bitPattern: rhs), result: result,
                resultIsRight: result.signum() == expected))
          }
        })
        .disposed(by: bag)
      // Observed: the slot is the proxy's trampoline, not the original.
      #expect(proxy.target(for: "compare")?.function != Int32Comparator.pointer)

      var values = Self.values(count: 200, seed: 42)
      let expected = values.sorted()
      let before = Int32Comparator.calls.load(ordering: .relaxed)
      sorter.sort(&values)
      let originalCalls = Int32Comparator.calls.load(ordering: .relaxed) - before

      #expect(values == expected)
      #expect(malformed.withLock { $0 } == [])
      #expect(originalCalls > 0)
      let seen = invoked.withLock { $0 }
      #expect(seen.count == originalCalls)
      let addresses = sorter.lastSortedAddresses
      let stride = UInt(MemoryLayout<Int32>.stride)
      let outside = seen.filter { pair in
        [pair.0, pair.1].contains { !addresses.contains($0) || ($0 - addresses.lowerBound) % stride != 0 }
      }
      #expect(outside.isEmpty, "comparisons of pointers outside the array \(addresses)")
      let comparisons = returned.withLock { $0 }
      #expect(comparisons.count == originalCalls)
      #expect(comparisons.filter { !$0.resultIsRight }.isEmpty)
      #expect(comparisons.map { [$0.lhs, $0.rhs] } == seen.map { [$0.0, $0.1] })
    }

    @Test func unobservedSlotIsTheOriginalFunctionItself() {
      let sorter = Sorter()
      let original = Int32Comparator.makeDelegate()
      sorter.comparator = original
      let proxy = SorterComparatorProxy.proxy(for: sorter)
      #expect(sorter.comparator === proxy)
      // Forward only: qsort gets the original C function, no trampoline.
      #expect(proxy.target(for: "compare")?.function == Int32Comparator.pointer)
      var values = Self.values(count: 100, seed: 7)
      let before = Int32Comparator.calls.load(ordering: .relaxed)
      sorter.sort(&values)
      #expect(values == values.sorted())
      #expect(Int32Comparator.calls.load(ordering: .relaxed) > before)

      let count = Lock(0)
      let subscription = proxy.methodInvoked("compare").subscribe(onNext: { _ in count.withLock { $0 += 1 } })
      #expect(proxy.target(for: "compare")?.function != Int32Comparator.pointer)
      var more = Self.values(count: 100, seed: 8)
      sorter.sort(&more)
      #expect(more == more.sorted())
      #expect(count.withLock { $0 } > 0)

      subscription.dispose()
      #expect(proxy.target(for: "compare")?.function == Int32Comparator.pointer)
      let seenBefore = count.withLock { $0 }
      var last = Self.values(count: 100, seed: 9)
      sorter.sort(&last)
      #expect(last == last.sorted())
      #expect(count.withLock { $0 } == seenBefore)
    }
  }

  // MARK: - SQLite

  /// SQLite's update hook and authorizer with a proxy in their place.
  @Suite struct SQLite {
    /// Decodes an update hook's boxed arguments, checking their exact types.
    static func update(_ arguments: [Any]) -> (userData: UInt, update: SQLiteUpdate)? {
      guard arguments.count == 5, let userData = arguments[0] as? UnsafeRawPointer,
        let operation = arguments[1] as? Int32, let database = arguments[2] as? String,
        let table = arguments[3] as? String, let rowID = arguments[4] as? Int
      else { return nil }
      let update = SQLiteUpdate(operation: operation, database: database, table: table, rowID: rowID)
      return (UInt(bitPattern: userData), update)
    }

    /// Records the update hook calls a proxy's subscribers see.
    final class UpdateRecorder: Sendable {
      let updates = Lock<[SQLiteUpdate]>([])
      let userData = Lock<Set<UInt>>([])
      let malformed = Lock<[String]>([])

      func record(_ arguments: [Any]) {
        guard let (userData, update) = SQLite.update(arguments) else {
          malformed.withLock { $0.append("update: \(CLibraryProxyTests.types(arguments))") }
          return
        }
        updates.withLock { $0.append(update) }
        self.userData.withLock { _ = $0.insert(userData) }
      }
    }

    static let insertUpdateDelete = """
      INSERT INTO people(name) VALUES ('Ada');
      INSERT INTO people(name) VALUES ('Grace');
      UPDATE people SET name = 'Ada Lovelace' WHERE id = 1;
      DELETE FROM people WHERE id = 2;
      """

    static let expectedUpdates = [
      SQLiteUpdate(operation: SQLITE_INSERT, database: "main", table: "people", rowID: 1),
      SQLiteUpdate(operation: SQLITE_INSERT, database: "main", table: "people", rowID: 2),
      SQLiteUpdate(operation: SQLITE_UPDATE, database: "main", table: "people", rowID: 1),
      SQLiteUpdate(operation: SQLITE_DELETE, database: "main", table: "people", rowID: 2),
    ]

    static func makeDatabase(_ log: SQLiteHookLog) -> Database {
      let database = Database(userData: log.userData)
      let created = database.execute(
        "CREATE TABLE people(id INTEGER PRIMARY KEY, name TEXT); CREATE TABLE secrets(value INTEGER);")
      precondition(created == SQLITE_OK)
      return database
    }

    @Test func updateHookStreamsEveryChangeAndTheOriginalStillRecords() {
      #expect(SQLITE_INSERT == 18)
      let log = SQLiteHookLog()
      let database = Self.makeDatabase(log)
      let original = SQLiteHooks.makeDelegate(authorize: false)
      database.hooks = original
      #expect(database.installedUpdate == SQLiteHooks.updatePointer)
      let proxy = DatabaseHooksProxy.proxy(for: database)
      #expect(database.hooks === proxy)
      #expect(proxy.forwardToDelegate() === original)

      let recorder = UpdateRecorder()
      let subscription = proxy.methodInvoked("update").subscribe(onNext: recorder.record)
      // SQLite copied the hook pointer once: the proxy must have re-installed itself, so that
      // SQLite now calls the observing trampoline.
      #expect(proxy.target(for: "update")?.function != SQLiteHooks.updatePointer)
      #expect(
        database.installedUpdate == proxy.target(for: "update")?.function,
        "subscribing did not re-install the proxy: SQLite still calls the function installed before")

      #expect(database.execute(Self.insertUpdateDelete) == SQLITE_OK)
      #expect(log.updates.withLock { $0 } == Self.expectedUpdates)
      #expect(recorder.malformed.withLock { $0 } == [])
      #expect(recorder.updates.withLock { $0 } == Self.expectedUpdates)
      #expect(recorder.userData.withLock { $0 } == [UInt(bitPattern: log.userData)])

      // Unobserved again: SQLite gets the original function back (forward only).
      subscription.dispose()
      #expect(proxy.target(for: "update")?.function == SQLiteHooks.updatePointer)
      #expect(database.installedUpdate == SQLiteHooks.updatePointer)
      #expect(database.execute("INSERT INTO people(name) VALUES ('Barbara')") == SQLITE_OK)
      #expect(log.updates.withLock { $0.count } == Self.expectedUpdates.count + 1)
      #expect(recorder.updates.withLock { $0.count } == Self.expectedUpdates.count)
    }

    @Test func forwardDelegateInstalledAfterSubscribingStillDoesTheWork() {
      let log = SQLiteHookLog()
      let database = Self.makeDatabase(log)
      let proxy = DatabaseHooksProxy.proxy(for: database)
      #expect(database.hooks === proxy)
      #expect(proxy.forwardToDelegate() == nil)
      #expect(database.installedUpdate == nil)

      let recorder = UpdateRecorder()
      let subscription = proxy.methodInvoked("update").subscribe(onNext: recorder.record)
      // A first subscriber makes the proxy respond: it re-installed itself into SQLite.
      #expect(database.installedUpdate != nil)
      #expect(database.installedUpdate == proxy.target(for: "update")?.function)
      #expect(database.execute("INSERT INTO people(name) VALUES ('Alan')") == SQLITE_OK)
      #expect(recorder.updates.withLock { $0.map(\.rowID) } == [1])
      #expect(log.updates.withLock { $0 } == [])

      let original = SQLiteHooks.makeDelegate(authorize: false)
      let installation = DatabaseHooksProxy.installForwardDelegate(
        original, retainDelegate: false, onProxyForObject: database)
      #expect(database.execute("DELETE FROM people") == SQLITE_OK)
      recorder.updates.withLock { $0 = [] }
      log.updates.withLock { $0 = [] }
      // Row ids restart at 1 after the table is emptied (no AUTOINCREMENT).
      #expect(database.execute(Self.insertUpdateDelete) == SQLITE_OK)
      #expect(log.updates.withLock { $0 } == Self.expectedUpdates)
      #expect(recorder.updates.withLock { $0 } == Self.expectedUpdates)
      #expect(recorder.malformed.withLock { $0 } == [])
      #expect(recorder.userData.withLock { $0 } == [UInt(bitPattern: log.userData)])
      installation.dispose()
      subscription.dispose()
    }

    @Test func authorizerDecidesThroughTheProxy() {
      let log = SQLiteHookLog()
      let database = Self.makeDatabase(log)
      let original = SQLiteHooks.makeDelegate(update: false)
      database.hooks = original
      let proxy = DatabaseHooksProxy.proxy(for: database)

      let seen = Lock<[SQLiteAuthorization]>([])
      let userData = Lock<Set<UInt>>([])
      let malformed = Lock<[String]>([])
      let subscription = proxy.methodReturned("authorize")
        .subscribe(onNext: { call in
          let arguments = call.arguments
          guard arguments.count == 6, let pointer = arguments[0] as? UnsafeRawPointer,
            let action = arguments[1] as? Int32, let result = call.returnValue as? Int32
          else {
            malformed.withLock {
              $0.append("authorize: \(CLibraryProxyTests.types(arguments)) -> \(type(of: call.returnValue))")
            }
            return
          }
          var strings: [String?] = []
          for argument in arguments[2...] {
            if let string = argument as? String {
              strings.append(string)
            } else if argument is NullArgument {
              strings.append(nil)
            } else {
              malformed.withLock { $0.append("authorize: \(CLibraryProxyTests.types(arguments))") }
              return
            }
          }
          userData.withLock { _ = $0.insert(UInt(bitPattern: pointer)) }
          seen.withLock {
            $0.append(SQLiteAuthorization(action: action, arguments: strings, result: result))
          }
        })
      #expect(
        database.installedAuthorizer == proxy.target(for: "authorize")?.function,
        "subscribing did not re-install the proxy: SQLite still calls the function installed before")

      // The original's SQLITE_DENY comes back through the proxy: the statement is not authorized.
      #expect(database.execute("INSERT INTO secrets VALUES (1)") == SQLITE_AUTH)
      #expect(database.execute("INSERT INTO people(name) VALUES ('Ada')") == SQLITE_OK)
      let denied = SQLiteAuthorization(
        action: SQLITE_INSERT, arguments: ["secrets", nil, "main", nil], result: SQLITE_DENY)
      let allowed = SQLiteAuthorization(
        action: SQLITE_INSERT, arguments: ["people", nil, "main", nil], result: SQLITE_OK)
      let recorded = log.authorizations.withLock { $0 }
      #expect(recorded.contains(denied))
      #expect(recorded.contains(allowed))
      #expect(malformed.withLock { $0 } == [])
      #expect(seen.withLock { $0 } == recorded)
      #expect(userData.withLock { $0 } == [UInt(bitPattern: log.userData)])
      subscription.dispose()
      #expect(database.execute("INSERT INTO secrets VALUES (2)") == SQLITE_AUTH)
    }
  }
}
