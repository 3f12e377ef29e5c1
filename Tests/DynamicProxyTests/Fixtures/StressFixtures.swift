import CFixtures
import DynamicProxySupport
import Foundation
import Synchronization

@testable import DynamicProxy

// Fixtures of the hardening suites (StressTests, ReentrancyTests, ProxyLifetimeTests,
// BadInputTests). Every name starts with `Stress` so that these suites depend on no other test
// file, and no other test file on them.

// MARK: Protocols

extension DelegateProtocol {
  /// A *method* protocol: the stressed call, a returning call for recursion, a second call for
  /// "a subscriber triggers another method", and one nobody implements.
  static let stressDelegate = try! DelegateProtocol(
    "StressDelegate",
    methods: [
      .optional("stress:call:", "v@q"),
      .optional("stress:depth:", "q@q"),
      .optional("stress:other:", "v@q"),
      .optional("stress:unimplemented:", "v@q"),
    ])
}

/// The C type of `stress:call:` and `stress:other:` (`v@q`) as a *method* implementation:
/// `void f(id receiver, SEL selector, id view, long long value)`.
typealias StressCallFunction =
  @convention(c) (UnsafeMutableRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer, Int) -> Void

// MARK: Shared helpers

/// A thread-safe list.
final class StressList<Element: Sendable>: Sendable {
  private let storage = Lock<[Element]>([])

  func append(_ element: Element) {
    storage.withLock { $0.append(element) }
  }

  var all: [Element] { storage.withLock { $0 } }
  var count: Int { storage.withLock { $0.count } }
}

/// A weak reference, for lifetime checks.
final class StressWeak<Object: AnyObject>: @unchecked Sendable {  // set in init only; weak loads are atomic
  private(set) weak var object: Object?

  init(_ object: Object?) { self.object = object }
}

/// Hands a non-Sendable value to a closure that runs on another thread, for tests whose point is
/// concurrent use.
struct StressTransfer<Value>: @unchecked Sendable {  // hands a non-Sendable value over on purpose
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// Whether two references are the same object (`===` inside `#expect` crashes the 6.3.1 compiler).
func stressIdentical(_ lhs: AnyObject?, _ rhs: AnyObject?) -> Bool {
  lhs === rhs
}

/// Reads a positive integer from the environment, or `defaultValue`.
func stressEnvironmentInteger(_ name: String, default defaultValue: Int) -> Int {
  guard let text = ProcessInfo.processInfo.environment[name], let value = Int(text), value > 0 else {
    return defaultValue
  }
  return value
}

/// Whether this process runs under AddressSanitizer (whose quarantine keeps freed memory resident).
var stressRunsUnderAddressSanitizer: Bool {
  // RTLD_DEFAULT is a null handle on glibc: search every loaded object.
  dlsym(nil, "__asan_init") != nil
}

/// Whether this process runs under ThreadSanitizer (whose shadow memory grows with the heap).
var stressRunsUnderThreadSanitizer: Bool {
  dlsym(nil, "__tsan_init") != nil
}

/// The user-mode emulator this process runs under, as the run that starts it says
/// (`DYNAMICPROXY_EMULATOR`: .ci/arm64.sh sets `qemu-aarch64`); nil when it runs natively. Under
/// one, the resident set below is the emulator's, translation cache included.
var stressEmulator: String? {
  ProcessInfo.processInfo.environment["DYNAMICPROXY_EMULATOR"].flatMap { $0.isEmpty ? nil : $0 }
}

/// The resident set size of this process in bytes, from `/proc/self/statm`.
func stressResidentBytes() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// The CPU time this process used so far, in seconds.
func stressCPUSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Returns freed heap memory to the system (glibc's `malloc_trim(0)`, which Swift's Glibc module
/// does not import), so that resident-memory figures show what is in use.
func stressTrimMalloc() {
  typealias MallocTrim = @convention(c) (Int) -> Int32
  guard let symbol = dlsym(nil, "malloc_trim") else { return }
  _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
}

/// Runs each worker on its own thread and returns when all are done.
func stressRunConcurrently(_ workers: [@Sendable () -> Void]) {
  let threads = workers.map { worker in
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      worker()
      done.signal()
    }
    thread.stackSize = 1 << 20
    thread.start()
    return done
  }
  for done in threads { done.wait() }
}

// MARK: Parents

/// A Swift parent with a weak `delegate` that calls it through the slot table, as UIKit views do:
/// resolve the target at each call, then call its C function directly.
final class StressView: HasDelegate, HasDelegateProxyStorage, Sendable {
  private struct WeakDelegate: Sendable {
    weak var object: DelegateObject?
  }

  private let reference = Lock(WeakDelegate())
  let delegateProxyStorage = DelegateProxyStorage()

  init() {}

  var delegate: DelegateObject? {
    get { reference.withLock { $0.object } }
    set { reference.withLock { $0.object = newValue } }
  }

  /// What ``callFast(_:_:)`` found.
  enum CallOutcome: UInt8, Sendable {
    /// The parent had no delegate (the proxy is re-installing itself: `setCurrentDelegate(nil)`).
    case noDelegate
    /// The delegate resolved no target: nobody implements the method (per its slot).
    case noTarget
    /// The target was called.
    case called
  }

  /// Calls a `v@q` method (`stress:call:`, `stress:other:`) the fast way: `target(for:)`, then a
  /// direct C call of its function with its receiver.
  @discardableResult
  func callFast(_ selector: Selector, _ value: Int) -> CallOutcome {
    guard let delegate else { return .noDelegate }
    guard let target = delegate.target(for: selector) else { return .noTarget }
    let function = unsafeBitCast(target.function, to: StressCallFunction.self)
    withExtendedLifetime(target) {
      function(target.receiverPointer, selector.cPointer, Unmanaged.passUnretained(self).toOpaque(), value)
    }
    return .called
  }

  /// Calls a method the convenient way (boxed arguments through `ffi_call`); nil when nobody
  /// implements it.
  @discardableResult
  func call(_ selector: Selector, _ arguments: Any...) throws -> Any? {
    guard let target = delegate?.target(for: selector) else { return nil }
    return try target.call([self] + arguments)
  }
}

/// The proxy of a ``StressView``.
final class StressViewProxy: DelegateProxy<StressView, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // no state beyond DelegateProxy's
{
  static let delegateProtocol = DelegateProtocol.stressDelegate

  init(view: StressView) {
    super.init(parentObject: view, delegateProxy: StressViewProxy.self)
  }

  static func registerKnownImplementations() {
    register { StressViewProxy(view: $0) }
  }
}

/// What a forward delegate saw; outlives the delegate, so that a call reaching a deallocated
/// delegate is caught (and counted) instead of vanishing with it.
final class StressForwardRecord: Sendable {
  /// The sequence numbers the delegate received, in arrival order.
  let calls = StressList<Int>()
  /// Set by the delegate's `deinit`.
  let deallocated = Atomic<Bool>(false)
  /// Calls that arrived once `deinit` had begun.
  let callsAfterDeinit = Atomic<Int>(0)

  init() {}

  /// Records a call, checking the `deinit` flag first.
  func record(_ sequence: Int) {
    if deallocated.load(ordering: .acquiring) {
      callsAfterDeinit.add(1, ordering: .relaxed)
    }
    calls.append(sequence)
  }
}

/// A pure-Swift forward delegate of ``DelegateProtocol/stressDelegate`` that records every
/// `stress:call:` into a ``StressForwardRecord`` that outlives it.
final class StressForwardDelegate: DelegateObject, @unchecked Sendable {  // adds a Sendable let
  let record: StressForwardRecord

  init(record: StressForwardRecord = StressForwardRecord()) {
    self.record = record
    super.init(delegateProtocol: .stressDelegate)
    try! implement("stress:call:") { (_: AnyObject, sequence: Int) in
      record.record(sequence)
    }
  }

  deinit {
    record.deallocated.store(true, ordering: .releasing)
  }
}

// MARK: A C library's callback table

/// A callback table in C memory with the C fixture library that reads it at every call: the
/// C side, which outlives any Swift parent that installs delegates into it.
final class StressCTable: @unchecked Sendable {  // table by atomic stores; run by one thread
  let table: UnsafeMutablePointer<CFixtures_Callbacks>
  let library: OpaquePointer

  init(_ initial: CFixtures_Callbacks) {
    table = .allocate(capacity: 1)
    table.initialize(to: initial)
    library = CFixtures_LibraryCreate(table)!
  }

  deinit {
    CFixtures_LibraryDestroy(library)
    table.deallocate()
  }

  /// `CFixtures_LibraryRun`: sums `onValue(ud, i)` (or `i`) for `i` in `0..<count`, calls `onDone`,
  /// and scales by `scale(ud, sum)` (or 1).
  func run(_ count: Int32) -> Double { CFixtures_LibraryRun(library, count) }

  /// The `onValue` pointer the table holds now.
  var onValue: UnsafeRawPointer? { pointer(at: \.onValue) }
  var onDone: UnsafeRawPointer? { pointer(at: \.onDone) }
  var scale: UnsafeRawPointer? { pointer(at: \.scale) }

  /// Every function pointer the table holds now.
  var functions: [UnsafeRawPointer?] { [onValue, onDone, scale] }

  private func pointer<Field>(at field: KeyPath<CFixtures_Callbacks, Field>) -> UnsafeRawPointer? {
    let offset = MemoryLayout<CFixtures_Callbacks>.offset(of: field)!
    return (UnsafeRawPointer(table) + offset).withMemoryRebound(to: UnsafeRawPointer?.self, capacity: 1) {
      // Relaxed is enough: the tests read the table from the thread that last wrote it.
      $0.pointee
    }
  }
}

/// The counter the original C callbacks of ``StressCTable`` write through their user data.
final class StressCCounter: @unchecked Sendable {  // C writes with atomics; read after the runs
  let pointer = UnsafeMutablePointer<CFixtures_Counter>.allocate(capacity: 1)

  init() { pointer.initialize(to: CFixtures_Counter()) }
  deinit { pointer.deallocate() }

  var values: Int64 { pointer.pointee.values }
  var done: Int64 { pointer.pointee.done }

  /// A table holding the original callbacks (`onValue` returns `2 * value`), or none.
  func table(withOriginals: Bool) -> CFixtures_Callbacks {
    CFixtures_Callbacks(
      onValue: withOriginals ? CFixtures_counterOnValue : nil,
      onDone: withOriginals ? CFixtures_counterOnDone : nil, scale: nil,
      userData: UnsafeMutableRawPointer(pointer))
  }
}

/// The Swift parent of a C library's callback table: it adopts the table's original callbacks as
/// a delegate, and installs a delegate (a proxy) by writing its current functions into the table.
///
/// **Who must outlive whom.** The C library holds the table, not the parent: the parent owns what
/// it wrote into the table, and its proxy (with the trampolines the table points at) dies with
/// it. So the parent's `deinit` — which runs before its stored properties, the proxy storage
/// among them, are released — writes the original callbacks back, atomically (``restoresTable``).
/// A parent that does not (``restoresTable`` false) leaves the table pointing at freed
/// trampolines: the C library must then never call it again.
final class StressTableParent: HasDelegateProxyStorage,
  @unchecked Sendable  // table by atomic stores; `delegate` under parent lock
{
  let cTable: StressCTable
  let delegateProxyStorage = DelegateProxyStorage()
  /// The table's callbacks when the parent took it over, as a delegate; owned here, since a proxy
  /// holds its forward delegate weakly.
  let original: DelegateObject
  /// The user data the table passes to every callback.
  let userData: UnsafeMutableRawPointer?
  /// The delegate whose functions the table holds.
  private(set) var delegate: DelegateObject?
  let restoresTable: Bool

  init(cTable: StressCTable, restoresTable: Bool = true) throws {
    self.cTable = cTable
    self.restoresTable = restoresTable
    let adopted = try DelegateObject.adoptingCallbackTable(
      UnsafeRawPointer(cTable.table), layout: CallbackLibrary.layout, delegateProtocol: .fixtureCallbacks)
    original = adopted.delegate
    userData = adopted.userData
    delegate = adopted.delegate
  }

  deinit {
    guard restoresTable else { return }
    // Before the proxy storage goes: the table must not outlive the trampolines it points at.
    original.writeCallbackTable(
      to: UnsafeMutableRawPointer(cTable.table), layout: CallbackLibrary.layout, userData: userData)
  }

  func install(_ delegate: DelegateObject?) {
    self.delegate = delegate
    (delegate ?? DelegateObject(delegateProtocol: .fixtureCallbacks)).writeCallbackTable(
      to: UnsafeMutableRawPointer(cTable.table), layout: CallbackLibrary.layout, userData: userData)
  }
}

/// The proxy of a ``StressTableParent``'s callback table.
final class StressTableProxy: DelegateProxy<StressTableParent, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // no state beyond DelegateProxy's
{
  static let delegateProtocol = DelegateProtocol.fixtureCallbacks
  /// A family of its own: other fixtures proxy the same protocol for other parents.
  static var identifier: ObjectIdentifier { ObjectIdentifier(Self.self) }

  init(parent: StressTableParent) {
    super.init(parentObject: parent, delegateProxy: StressTableProxy.self)
  }

  static func registerKnownImplementations() {
    register { StressTableProxy(parent: $0) }
  }

  static func currentDelegate(for object: StressTableParent) -> DelegateObject? { object.delegate }

  static func setCurrentDelegate(_ delegate: DelegateObject?, to object: StressTableParent) {
    object.install(delegate)
  }
}

/// The sequence number the C caller's current run starts at: the C library passes `0..<count` to
/// `onValue`, and observers add this base to get a call's unique sequence number.
final class StressRunBase: Sendable {
  let base = Atomic<Int>(0)
  init() {}
}

/// A pure-Swift forward delegate of ``DelegateProtocol/fixtureCallbacks`` (CallbackTableTests.swift): its `onValue` (a typed
/// closure behind a trampoline) records `base + value` and returns `value * 3`.
final class StressCallbackDelegate: DelegateObject, @unchecked Sendable {  // adds a Sendable let
  let record: StressForwardRecord

  init(record: StressForwardRecord = StressForwardRecord(), base: StressRunBase) {
    self.record = record
    super.init(delegateProtocol: .fixtureCallbacks)
    try! implement("onValue") { (_: UnsafeRawPointer?, value: Int32) -> Int32 in
      record.record(base.base.load(ordering: .relaxed) + Int(value))
      return value &* 3
    }
  }

  deinit {
    record.deallocated.store(true, ordering: .releasing)
  }
}

// MARK: Reentrancy

/// A forward delegate of ``DelegateProtocol/stressDelegate`` that logs every call in order, and
/// whose `stress:depth:` calls back into its parent until `depthLimit`: the parent calls its
/// delegate (the proxy) again, which forwards here again.
final class StressLoggingDelegate: DelegateObject, @unchecked Sendable {  // adds a Sendable let
  let log: StressList<String>

  init(log: StressList<String>, depthLimit: Int = 0) {
    self.log = log
    super.init(delegateProtocol: .stressDelegate)
    try! implement("stress:call:") { (_: AnyObject, value: Int) in
      log.append("forward call \(value)")
    }
    try! implement("stress:other:") { (_: AnyObject, value: Int) in
      log.append("forward other \(value)")
    }
    try! implement("stress:depth:") { (view: AnyObject, depth: Int) -> Int in
      log.append("forward depth \(depth) begins")
      var below = 0
      if depth < depthLimit {
        // Back into the parent, which calls its delegate — the proxy — again.
        below = (try? (view as? StressView)?.call("stress:depth:", depth + 1)) as? Int ?? -1000
      }
      log.append("forward depth \(depth) returns \(below + 1)")
      return below + 1
    }
  }
}

/// A ``StressView`` whose delegate setter runs a hook: it lets a test act at the moment the proxy
/// re-installs itself, as another thread calling the parent then would.
final class StressHookedView: HasDelegate, HasDelegateProxyStorage,
  @unchecked Sendable  // used on the test's thread only
{
  let view = StressView()
  let delegateProxyStorage = DelegateProxyStorage()
  /// Runs after each `delegate` change, with the new delegate.
  var onSet: ((DelegateObject?) -> Void)?

  init() {}

  var delegate: DelegateObject? {
    get { view.delegate }
    set {
      view.delegate = newValue
      onSet?(newValue)
    }
  }
}

/// The proxy of a ``StressHookedView``.
final class StressHookedViewProxy: DelegateProxy<StressHookedView, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // no state beyond DelegateProxy's
{
  static let delegateProtocol = DelegateProtocol.stressDelegate
  /// A family of its own: other fixtures proxy the same protocol for other parents.
  static var identifier: ObjectIdentifier { ObjectIdentifier(Self.self) }

  init(view: StressHookedView) {
    super.init(parentObject: view, delegateProxy: StressHookedViewProxy.self)
  }

  static func registerKnownImplementations() {
    register { StressHookedViewProxy(view: $0) }
  }
}

/// A forward delegate that implements nothing, and whose `target(for:)` runs a hook once when
/// armed: it lets a test act while a proxy is computing a slot state from it, as another thread
/// changing the forward delegate then would.
final class StressHookedDelegate: DelegateObject,
  @unchecked Sendable  // `hook` used on the test's thread only
{
  var hook: (() -> Void)?

  init() {
    super.init(delegateProtocol: .stressDelegate)
  }

  override func target(for method: DelegateProtocol.Method) -> DelegateTarget? {
    if let hook {
      self.hook = nil
      hook()
    }
    return super.target(for: method)
  }
}
