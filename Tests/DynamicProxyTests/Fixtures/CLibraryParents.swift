import CSQLite3
import CZlib
import DynamicProxySupport
import Glibc
import Synchronization

@testable import DynamicProxy

// Parents that wrap real C libraries, their *function*-convention delegate protocols, proxies and
// original C callbacks. Each parent says how a proxy's slot changes reach the library:
//
// - `Sorter` (libc `qsort`) resolves the comparator slot at every sort: it reads the live slot,
//   like a Swift parent, so it needs neither re-installation nor a stable trampoline.
// - `Database` (SQLite) relies on **re-installation**: SQLite copies its hook pointers once, and
//   `setCurrentDelegate(_:to:)` calls `sqlite3_update_hook` / `sqlite3_set_authorizer` again.
// - `ZStream` (zlib) relies on **re-installation** too: `setCurrentDelegate(_:to:)` writes the
//   slots into the stream's `zalloc`, `zfree` and `opaque` fields, which zlib reads at each
//   allocation and free.

// MARK: - libc qsort

/// The C type of a `qsort` comparator.
typealias CComparator = @convention(c) (UnsafeRawPointer?, UnsafeRawPointer?) -> Int32

extension DelegateProtocol {
  /// A `qsort` comparator: `int (*)(const void *, const void *)`.
  static let comparator = try! DelegateProtocol(
    "Comparator", convention: .function, methods: [.required("compare", "i^v^v")])
}

/// The original comparator: a real C function that compares two `Int32`s and counts its calls.
enum Int32Comparator {
  /// How many times ``function`` ran.
  static let calls = Atomic<Int>(0)

  /// The comparator.
  static let function: CComparator = { lhs, rhs in
    Int32Comparator.calls.add(1, ordering: .relaxed)
    let left = lhs!.load(as: Int32.self)
    let right = rhs!.load(as: Int32.self)
    return left < right ? -1 : (left > right ? 1 : 0)
  }

  /// ``function`` as the raw pointer delegates store.
  static var pointer: UnsafeRawPointer { unsafeBitCast(function, to: UnsafeRawPointer.self) }

  /// A delegate whose `compare` is ``function``.
  static func makeDelegate() -> DelegateObject {
    let delegate = DelegateObject(delegateProtocol: .comparator)
    try! delegate.implement("compare", function: pointer)
    return delegate
  }
}

/// Sorts `Int32` arrays with libc's `qsort` and its comparator delegate.
///
/// Strategy: a callback per call. Each sort asks the delegate for its current `compare` function
/// (``DelegateObject/callbackFunction(for:)``) and hands it to `qsort`, keeping the delegate alive
/// for the sort, so a slot switched between sorts is picked up by the next one.
final class Sorter: HasDelegateProxyStorage, @unchecked Sendable {  // used by one thread at a time
  /// The comparator delegate (held weakly, as delegates are).
  weak var comparator: DelegateObject?
  let delegateProxyStorage = DelegateProxyStorage()
  /// The addresses of the elements of the last sorted buffer.
  private(set) var lastSortedAddresses: Range<UInt> = 0..<0

  /// Sorts `array` in place with `qsort`, comparing through the delegate's current function.
  func sort(_ array: inout [Int32]) {
    guard let comparator, let pointer = comparator.callbackFunction(for: "compare") else {
      preconditionFailure("Sorter: no comparator")
    }
    let function = unsafeBitCast(pointer, to: CComparator.self)
    withExtendedLifetime(comparator) {
      array.withUnsafeMutableBytes { bytes in
        guard let base = bytes.baseAddress else { return }
        let start = UInt(bitPattern: base)
        lastSortedAddresses = start..<start + UInt(bytes.count)
        qsort(base, bytes.count / MemoryLayout<Int32>.stride, MemoryLayout<Int32>.stride, function)
      }
    }
  }
}

/// The comparator proxy of a ``Sorter``.
final class SorterComparatorProxy: DelegateProxy<Sorter, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // no state beyond DelegateProxy's
{
  static let delegateProtocol = DelegateProtocol.comparator

  init(parent: Sorter) {
    super.init(parentObject: parent, delegateProxy: SorterComparatorProxy.self)
  }

  static func registerKnownImplementations() {
    register { SorterComparatorProxy(parent: $0) }
  }

  static func currentDelegate(for object: Sorter) -> DelegateObject? {
    object.comparator
  }

  static func setCurrentDelegate(_ delegate: DelegateObject?, to object: Sorter) {
    object.comparator = delegate
  }
}

// MARK: - SQLite

/// The C type of `sqlite3_update_hook`'s callback.
typealias SQLiteUpdateHook =
  @convention(c) (
    UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, UnsafePointer<CChar>?, sqlite3_int64
  ) -> Void

/// The C type of `sqlite3_set_authorizer`'s callback.
typealias SQLiteAuthorizer =
  @convention(c) (
    UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
    UnsafePointer<CChar>?, UnsafePointer<CChar>?
  ) -> Int32

extension DelegateProtocol {
  /// SQLite's connection hooks: `void (*)(void *, int, const char *, const char *, sqlite3_int64)`
  /// and `int (*)(void *, int, const char *, const char *, const char *, const char *)`.
  static let sqliteHooks = try! DelegateProtocol(
    "SQLiteHooks", convention: .function,
    methods: [
      .optional("update", "v^vi**q"),
      .optional("authorize", "i^vi****"),
    ])
}

/// One call of an update hook.
struct SQLiteUpdate: Equatable, Sendable {
  var operation: Int32
  var database: String
  var table: String
  var rowID: Int
}

/// One call of an authorizer and its answer.
struct SQLiteAuthorization: Equatable, Sendable {
  var action: Int32
  var arguments: [String?]
  var result: Int32
}

/// The user data of the original hooks: what they saw.
final class SQLiteHookLog: Sendable {
  let updates = Lock<[SQLiteUpdate]>([])
  let authorizations = Lock<[SQLiteAuthorization]>([])

  /// The table the original authorizer refuses inserts into.
  static let deniedTable = "secrets"

  /// The log as the user data pointer SQLite passes back.
  var userData: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  static func from(_ userData: UnsafeMutableRawPointer?) -> SQLiteHookLog {
    Unmanaged<SQLiteHookLog>.fromOpaque(userData!).takeUnretainedValue()
  }
}

/// The original SQLite hooks: real C functions recording into the ``SQLiteHookLog`` user data.
enum SQLiteHooks {
  static let update: SQLiteUpdateHook = { userData, operation, database, table, rowID in
    let update = SQLiteUpdate(
      operation: operation, database: String(cString: database!), table: String(cString: table!),
      rowID: Int(rowID))
    SQLiteHookLog.from(userData).updates.withLock { $0.append(update) }
  }

  /// Denies inserts into ``SQLiteHookLog/deniedTable``, allows everything else.
  static let authorize: SQLiteAuthorizer = { userData, action, first, second, third, fourth in
    let arguments = [first, second, third, fourth].map { $0.map { String(cString: $0) } }
    let result =
      action == SQLITE_INSERT && arguments[0] == SQLiteHookLog.deniedTable ? SQLITE_DENY : SQLITE_OK
    SQLiteHookLog.from(userData).authorizations.withLock {
      $0.append(SQLiteAuthorization(action: action, arguments: arguments, result: result))
    }
    return result
  }

  static var updatePointer: UnsafeRawPointer { unsafeBitCast(update, to: UnsafeRawPointer.self) }
  static var authorizePointer: UnsafeRawPointer { unsafeBitCast(authorize, to: UnsafeRawPointer.self) }

  /// A hooks delegate whose methods are the original C functions.
  static func makeDelegate(update: Bool = true, authorize: Bool = true) -> DelegateObject {
    let delegate = DelegateObject(delegateProtocol: .sqliteHooks)
    if update { try! delegate.implement("update", function: updatePointer) }
    if authorize { try! delegate.implement("authorize", function: authorizePointer) }
    return delegate
  }
}

/// An in-memory SQLite database whose update hook and authorizer are a hooks delegate.
///
/// Strategy: re-installation. SQLite copies the hook pointers when they are set, so setting
/// ``hooks`` (what the proxy's `setCurrentDelegate(_:to:)` does, also when it re-installs itself
/// after a slot change) passes the delegate's current slots to SQLite again. The user data passes
/// through the proxy unchanged.
final class Database: HasDelegateProxyStorage, @unchecked Sendable {  // used by one thread at a time
  let handle: OpaquePointer
  /// The user data SQLite passes to the hooks.
  let userData: UnsafeMutableRawPointer?
  let delegateProxyStorage = DelegateProxyStorage()
  /// The update hook and authorizer last handed to SQLite.
  private(set) var installedUpdate: UnsafeRawPointer?
  private(set) var installedAuthorizer: UnsafeRawPointer?
  /// How many times the hooks were handed to SQLite.
  private(set) var installations = 0

  /// The hooks delegate (held weakly); setting it installs its current slots into SQLite.
  weak var hooks: DelegateObject? {
    didSet { install() }
  }

  init(userData: UnsafeMutableRawPointer?) {
    var handle: OpaquePointer?
    guard sqlite3_open(":memory:", &handle) == SQLITE_OK, let handle else {
      preconditionFailure("Database: sqlite3_open failed")
    }
    self.handle = handle
    self.userData = userData
  }

  deinit {
    sqlite3_close(handle)
  }

  private func install() {
    installedUpdate = hooks?.callbackFunction(for: "update")
    installedAuthorizer = hooks?.callbackFunction(for: "authorize")
    installations += 1
    sqlite3_update_hook(
      handle, installedUpdate.map { unsafeBitCast($0, to: SQLiteUpdateHook.self) }, userData)
    sqlite3_set_authorizer(
      handle, installedAuthorizer.map { unsafeBitCast($0, to: SQLiteAuthorizer.self) }, userData)
  }

  /// Runs SQL statements; returns SQLite's result code.
  @discardableResult
  func execute(_ sql: String) -> Int32 {
    sqlite3_exec(handle, sql, nil, nil, nil)
  }
}

/// The hooks proxy of a ``Database``.
final class DatabaseHooksProxy: DelegateProxy<Database, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // no state beyond DelegateProxy's
{
  static let delegateProtocol = DelegateProtocol.sqliteHooks

  init(parent: Database) {
    super.init(parentObject: parent, delegateProxy: DatabaseHooksProxy.self)
  }

  static func registerKnownImplementations() {
    register { DatabaseHooksProxy(parent: $0) }
  }

  static func currentDelegate(for object: Database) -> DelegateObject? {
    object.hooks
  }

  /// Hands the delegate's current slots to SQLite (`sqlite3_update_hook`, `sqlite3_set_authorizer`).
  static func setCurrentDelegate(_ delegate: DelegateObject?, to object: Database) {
    object.hooks = delegate
  }
}

// MARK: - zlib

/// The C type of zlib's `zalloc`.
typealias ZlibAlloc = @convention(c) (UnsafeMutableRawPointer?, UInt32, UInt32) -> UnsafeMutableRawPointer?
/// The C type of zlib's `zfree`.
typealias ZlibFree = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void

extension DelegateProtocol {
  /// zlib's allocator: `void *(*)(void *opaque, uInt items, uInt size)` and
  /// `void (*)(void *opaque, void *address)`; `uInt` is 32-bit (`I`).
  static let zlibAllocator = try! DelegateProtocol(
    "ZlibAllocator", convention: .function,
    methods: [
      .required("zalloc", "^v^vII"),
      .required("zfree", "v^v^v"),
    ])
}

/// One allocation or free, as the original allocator or a subscriber saw it.
enum ZlibMemoryEvent: Equatable, Sendable {
  case allocation(items: UInt32, size: UInt32, address: UInt)
  case free(address: UInt)
}

/// The opaque context of the original allocator: every allocation and free it made.
final class ZlibAllocationLog: Sendable {
  let events = Lock<[ZlibMemoryEvent]>([])

  var opaque: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  var allocationCount: Int {
    events.withLock { $0.count { if case .allocation = $0 { true } else { false } } }
  }

  var freeCount: Int {
    events.withLock { $0.count { if case .free = $0 { true } else { false } } }
  }

  static func from(_ opaque: UnsafeMutableRawPointer?) -> ZlibAllocationLog {
    Unmanaged<ZlibAllocationLog>.fromOpaque(opaque!).takeUnretainedValue()
  }
}

/// The original allocator: real C functions on `malloc`/`free`, logging into their opaque.
enum ZlibAllocator {
  static let zalloc: ZlibAlloc = { opaque, items, size in
    let address = malloc(Int(items) * Int(size))
    ZlibAllocationLog.from(opaque).events.withLock {
      $0.append(.allocation(items: items, size: size, address: UInt(bitPattern: address)))
    }
    return address
  }

  static let zfree: ZlibFree = { opaque, address in
    ZlibAllocationLog.from(opaque).events.withLock { $0.append(.free(address: UInt(bitPattern: address))) }
    free(address)
  }

  static var zallocPointer: UnsafeRawPointer { unsafeBitCast(zalloc, to: UnsafeRawPointer.self) }
  static var zfreePointer: UnsafeRawPointer { unsafeBitCast(zfree, to: UnsafeRawPointer.self) }

  /// An allocator delegate whose methods are the original C functions.
  static func makeDelegate() -> DelegateObject {
    let delegate = DelegateObject(delegateProtocol: .zlibAllocator)
    try! delegate.implement("zalloc", function: zallocPointer)
    try! delegate.implement("zfree", function: zfreePointer)
    return delegate
  }
}

/// A zlib stream whose memory comes from an allocator delegate.
///
/// Strategy: re-installation. Setting ``allocator`` (what the proxy's `setCurrentDelegate(_:to:)`
/// does, also when it re-installs itself after a slot change) writes the delegate's current
/// `zalloc` and `zfree` slots and the opaque context into the `z_stream`; zlib reads those fields
/// at every allocation and free. With no allocator the fields are null and zlib uses its own.
final class ZStream: HasDelegateProxyStorage, @unchecked Sendable {  // used by one thread at a time
  let stream: UnsafeMutablePointer<z_stream>
  /// The opaque pointer zlib passes to the allocator.
  let opaque: UnsafeMutableRawPointer?
  let delegateProxyStorage = DelegateProxyStorage()

  /// The allocator delegate (held weakly); setting it writes its slots into the stream.
  weak var allocator: DelegateObject? {
    didSet { install() }
  }

  /// The `zalloc` and `zfree` the stream holds.
  var installedZalloc: UnsafeRawPointer? { unsafeBitCast(stream.pointee.zalloc, to: UnsafeRawPointer?.self) }
  var installedZfree: UnsafeRawPointer? { unsafeBitCast(stream.pointee.zfree, to: UnsafeRawPointer?.self) }

  init(opaque: UnsafeMutableRawPointer?) {
    self.opaque = opaque
    stream = .allocate(capacity: 1)
    stream.initialize(to: z_stream())
  }

  deinit {
    stream.deinitialize(count: 1)
    stream.deallocate()
  }

  private func install() {
    let zalloc = allocator?.callbackFunction(for: "zalloc")
    let zfree = allocator?.callbackFunction(for: "zfree")
    stream.pointee.zalloc = zalloc.map { unsafeBitCast($0, to: ZlibAlloc.self) }
    stream.pointee.zfree = zfree.map { unsafeBitCast($0, to: ZlibFree.self) }
    stream.pointee.opaque = opaque
  }

  /// Deflates `input` in one go (`deflateInit_`, `deflate(Z_FINISH)`, `deflateEnd`).
  func compress(_ input: [UInt8]) -> [UInt8]? {
    let size = Int32(MemoryLayout<z_stream>.size)
    guard deflateInit_(stream, Z_DEFAULT_COMPRESSION, zlibVersion(), size) == Z_OK else { return nil }
    defer { deflateEnd(stream) }
    var output = [UInt8](repeating: 0, count: Int(deflateBound(stream, UInt(input.count))))
    let status = run(input, into: &output) { deflate($0, Z_FINISH) }
    guard status == Z_STREAM_END else { return nil }
    return Array(output.prefix(Int(stream.pointee.total_out)))
  }

  /// Inflates `input`, whose inflated size is `size` (`inflateInit_`, `inflate(Z_FINISH)`,
  /// `inflateEnd`).
  func decompress(_ input: [UInt8], size: Int) -> [UInt8]? {
    guard inflateInit_(stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
    defer { inflateEnd(stream) }
    var output = [UInt8](repeating: 0, count: size)
    let status = run(input, into: &output) { inflate($0, Z_FINISH) }
    guard status == Z_STREAM_END, Int(stream.pointee.total_out) == size else { return nil }
    return output
  }

  private func run(
    _ input: [UInt8], into output: inout [UInt8], _ step: (UnsafeMutablePointer<z_stream>) -> Int32
  ) -> Int32 {
    var input = input
    let status = input.withUnsafeMutableBufferPointer { inBuffer in
      output.withUnsafeMutableBufferPointer { outBuffer in
        stream.pointee.next_in = inBuffer.baseAddress
        stream.pointee.avail_in = UInt32(inBuffer.count)
        stream.pointee.next_out = outBuffer.baseAddress
        stream.pointee.avail_out = UInt32(outBuffer.count)
        return step(stream)
      }
    }
    stream.pointee.next_in = nil
    stream.pointee.next_out = nil
    return status
  }
}

/// The allocator proxy of a ``ZStream``.
final class ZStreamAllocatorProxy: DelegateProxy<ZStream, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // no state beyond DelegateProxy's
{
  static let delegateProtocol = DelegateProtocol.zlibAllocator

  init(parent: ZStream) {
    super.init(parentObject: parent, delegateProxy: ZStreamAllocatorProxy.self)
  }

  static func registerKnownImplementations() {
    register { ZStreamAllocatorProxy(parent: $0) }
  }

  static func currentDelegate(for object: ZStream) -> DelegateObject? {
    object.allocator
  }

  /// Writes the delegate's current `zalloc`, `zfree` and the opaque into the `z_stream`.
  static func setCurrentDelegate(_ delegate: DelegateObject?, to object: ZStream) {
    object.allocator = delegate
  }
}
