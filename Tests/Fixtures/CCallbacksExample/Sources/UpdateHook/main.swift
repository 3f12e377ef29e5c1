import CSQLite3
import DynamicProxy
import DynamicProxyRx

extension DelegateProtocol {
  /// A *function* protocol: plain C callbacks, the user data among the
  /// arguments.
  static let sqliteUpdateHook = try! DelegateProtocol(
    "SQLiteUpdateHook", convention: .function,
    methods: [.optional("update", "v^vi**q")])
}

/// The hook's typed method: every C argument, the user data included;
/// the C strings as `String`.
enum SQLiteUpdateHook {
  static let update = DelegateMethod<
    UnsafeMutableRawPointer?, Int32, String, String, Int, Void
  >.optional("update")
}
// The types match "v^vi**q".
try DelegateProtocol.sqliteUpdateHook.check(SQLiteUpdateHook.update)

typealias UpdateHook =
  @convention(c) (
    UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?,
    UnsafePointer<CChar>?, sqlite3_int64
  ) -> Void

final class Database: HasDelegateProxyStorage,
  @unchecked Sendable  // constants only
{
  let handle: OpaquePointer
  let delegateProxyStorage = DelegateProxyStorage()

  /// SQLite copies the hook: setting the delegate hands SQLite the
  /// function to keep now.
  weak var updateDelegate: DelegateObject? {
    didSet {
      let hook = updateDelegate?.callbackFunction(for: "update")
      sqlite3_update_hook(
        handle, hook.map { unsafeBitCast($0, to: UpdateHook.self) }, nil)
    }
  }

  init() {
    var handle: OpaquePointer?
    guard sqlite3_open(":memory:", &handle) == SQLITE_OK, let handle
    else { fatalError("sqlite3_open") }
    self.handle = handle
  }

  deinit { sqlite3_close(handle) }

  func execute(_ sql: String) { sqlite3_exec(handle, sql, nil, nil, nil) }
}

final class DatabaseUpdateProxy:
  DelegateProxy<Database, DelegateObject>,
  DelegateProxyType,
  @unchecked Sendable  // state: DelegateProxy's own, thread-safe
{
  static let delegateProtocol = DelegateProtocol.sqliteUpdateHook

  init(database: Database) {
    super.init(
      parentObject: database, delegateProxy: DatabaseUpdateProxy.self)
  }

  static func registerKnownImplementations() {
    register { DatabaseUpdateProxy(database: $0) }
  }

  static func currentDelegate(for object: Database) -> DelegateObject? {
    object.updateDelegate
  }

  static func setCurrentDelegate(
    _ delegate: DelegateObject?, to object: Database
  ) {
    object.updateDelegate = delegate
  }
}

// The app's own hook: a typed Swift closure behind a trampoline.
var logger: DelegateObject? =
  DelegateObject(delegateProtocol: .sqliteUpdateHook)
try logger!.implement(SQLiteUpdateHook.update) {
  _, operation, _, table, rowID in
  let change = operation == SQLITE_INSERT ? "insert into" : "change in"
  print("logger:", change, table, "row", rowID)
}

let database = Database()
database.updateDelegate = logger
// The logger becomes the proxy's forward delegate.
let proxy = DatabaseUpdateProxy.proxy(for: database)
let bag = DisposeBag()
proxy.methodInvoked(SQLiteUpdateHook.update)
  .subscribe(onNext: { _, _, _, _, rowID in
    print("observed: row", rowID)
  })
  .disposed(by: bag)
// logger: … row 1, observed: row 1
database.execute("CREATE TABLE t(x); INSERT INTO t VALUES (1);")

// Held weakly by the proxy: the logger goes, the proxy stays.
logger = nil
database.execute("INSERT INTO t VALUES (2);")  // observed: row 2
