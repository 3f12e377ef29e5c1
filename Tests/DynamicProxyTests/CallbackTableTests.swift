import CFixtures
import Dispatch
import DynamicProxyRx
import DynamicProxySupport
import Synchronization
import Testing

@testable import DynamicProxy

/// A C callback table (CFixtures_Callbacks) as a delegate, and a proxy presenting itself as that
/// table to a C library that reads it live.
extension DelegateProtocol {
  static let fixtureCallbacks = try! DelegateProtocol(
    "CFixtures_Callbacks", convention: .function,
    methods: [
      .optional("onValue", "i^vi"),
      .optional("onDone", "v^v*"),
      .optional("scale", "d^vd"),
    ])
}

/// The Swift parent of a C library whose callback table it owns. The library reads the table at
/// every call, so `setCurrentDelegate` writes the delegate's current functions into it: the
/// re-installation on slot changes keeps the live table current.
final class CallbackLibrary: HasDelegateProxyStorage,
  @unchecked Sendable  // table by atomic stores; `delegate` under the parent lock
{
  static let layout = CallbackTableLayout(
    functions: [
      "onValue": MemoryLayout<CFixtures_Callbacks>.offset(of: \.onValue)!,
      "onDone": MemoryLayout<CFixtures_Callbacks>.offset(of: \.onDone)!,
      "scale": MemoryLayout<CFixtures_Callbacks>.offset(of: \.scale)!,
    ],
    userData: MemoryLayout<CFixtures_Callbacks>.offset(of: \.userData)!)

  let table: UnsafeMutablePointer<CFixtures_Callbacks>
  let library: OpaquePointer
  let delegateProxyStorage = DelegateProxyStorage()
  /// The delegate whose functions the table holds, and the user data the table passes.
  var delegate: DelegateObject?
  let userData: UnsafeMutableRawPointer?
  /// The adopted original table, owned here: a proxy holds its forward delegate weakly.
  let adopted: DelegateObject

  /// Wraps a C table that already holds the original callbacks.
  init(original: CFixtures_Callbacks) throws {
    table = .allocate(capacity: 1)
    table.initialize(to: original)
    library = CFixtures_LibraryCreate(table)!
    let found = try DelegateObject.adoptingCallbackTable(
      UnsafeRawPointer(self.table), layout: Self.layout, delegateProtocol: .fixtureCallbacks)
    adopted = found.delegate
    delegate = found.delegate
    userData = found.userData
  }

  deinit {
    CFixtures_LibraryDestroy(library)
    table.deallocate()
  }

  func run(_ count: Int32) -> Double { CFixtures_LibraryRun(library, count) }

  func install(_ delegate: DelegateObject?) {
    self.delegate = delegate
    if let delegate {
      delegate.writeCallbackTable(to: UnsafeMutableRawPointer(table), layout: Self.layout, userData: userData)
    } else {
      // No delegate: no callbacks. The user data stays, for a library call already in flight.
      DelegateObject(delegateProtocol: .fixtureCallbacks).writeCallbackTable(
        to: UnsafeMutableRawPointer(table), layout: Self.layout, userData: userData)
    }
  }
}

final class CallbackLibraryProxy: DelegateProxy<CallbackLibrary, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // no state beyond DelegateProxy's
{
  static let delegateProtocol = DelegateProtocol.fixtureCallbacks
  /// A family of its own: other fixtures proxy the same protocol for other parents.
  static var identifier: ObjectIdentifier { ObjectIdentifier(Self.self) }

  init(library: CallbackLibrary) {
    super.init(parentObject: library, delegateProxy: CallbackLibraryProxy.self)
  }

  static func registerKnownImplementations() {
    register { CallbackLibraryProxy(library: $0) }
  }

  static func currentDelegate(for object: CallbackLibrary) -> DelegateObject? { object.delegate }

  static func setCurrentDelegate(_ delegate: DelegateObject?, to object: CallbackLibrary) {
    object.install(delegate)
  }
}

@Suite struct CallbackTableTests {
  /// A counter the original callbacks write through the user data.
  final class Counter: @unchecked Sendable {  // C writes with atomics; read after the runs
    let pointer = UnsafeMutablePointer<CFixtures_Counter>.allocate(capacity: 1)
    init() { pointer.initialize(to: CFixtures_Counter()) }
    deinit { pointer.deallocate() }
    var values: Int64 { pointer.pointee.values }
    var done: Int64 { pointer.pointee.done }
  }

  static func originalTable(_ counter: Counter) -> CFixtures_Callbacks {
    CFixtures_Callbacks(
      onValue: CFixtures_counterOnValue, onDone: CFixtures_counterOnDone, scale: nil,
      userData: UnsafeMutableRawPointer(counter.pointer))
  }

  static func function(_ table: UnsafeMutablePointer<CFixtures_Callbacks>) -> UnsafeRawPointer? {
    table.pointee.onValue.map { unsafeBitCast($0, to: UnsafeRawPointer.self) }
  }

  @Test func anAdoptedTableIsADelegateWithTheTablesFunctions() throws {
    let counter = Counter()
    let library = try CallbackLibrary(original: Self.originalTable(counter))
    let delegate = try #require(library.delegate)
    #expect(delegate.responds(to: "onValue"))
    #expect(delegate.responds(to: "onDone"))
    #expect(!delegate.responds(to: "scale"))
    #expect(delegate.target(for: "onValue")?.function == Self.function(library.table))
    #expect(library.userData == UnsafeMutableRawPointer(counter.pointer))
    #expect(try delegate.send("onValue", library.userData as Any, Int32(21)) as? Int32 == 42)
    #expect(counter.values == 1)
  }

  @Test func theProxyPresentsItselfAsTheTableAndTheOriginalsStillWork() throws {
    let counter = Counter()
    let library = try CallbackLibrary(original: Self.originalTable(counter))
    let original = Self.function(library.table)
    let proxy = CallbackLibraryProxy.proxy(for: library)
    // Unobserved: the live table holds the original function itself.
    #expect(Self.function(library.table) == original)
    #expect(library.run(10) == 90)

    let seen = Lock<[[Int32]]>([])
    let returned = Lock<[Int32]>([])
    let done = Lock<[String]>([])
    let bag = DisposeBag()
    proxy.methodInvoked("onValue").subscribe(onNext: { arguments in
      #expect(arguments[0] as? UnsafeRawPointer == UnsafeRawPointer(counter.pointer))
      seen.withLock { $0.append([arguments[1] as! Int32]) }
    }).disposed(by: bag)
    proxy.methodReturned("onValue").subscribe(onNext: { call in
      returned.withLock { $0.append(call.returnValue as! Int32) }
    }).disposed(by: bag)
    proxy.sentMessage("onDone").subscribe(onNext: { arguments in
      done.withLock { $0.append(arguments[1] as! String) }
    }).disposed(by: bag)
    // Observed: the table holds the proxy's trampoline; the original still does the work.
    #expect(Self.function(library.table) != original)
    #expect(library.run(5) == 20)
    #expect(seen.withLock { $0 } == (0..<5).map { [Int32($0)] })
    #expect(returned.withLock { $0 } == [0, 2, 4, 6, 8])
    #expect(done.withLock { $0 } == ["done 5"])
    #expect(counter.values == 15)
    #expect(counter.done == 2)

    // A method the original table did not have: answered from Swift, the library sees it.
    try proxy.answer("scale") { (_: UnsafeRawPointer?, sum: Double) -> Double in sum == 0 ? 1 : 0.25 }
    #expect(library.run(5) == 5)

    withExtendedLifetime(bag) {}
  }

  @Test func theLiveTableSwitchesWhileTheLibraryRunsOnAnotherThread() throws {
    let counter = Counter()
    let library = try CallbackLibrary(original: Self.originalTable(counter))
    let proxy = CallbackLibraryProxy.proxy(for: library)
    let observed = Atomic<Int>(0)
    let runs = 200
    let perRun: Int32 = 500
    let finished = Atomic<Bool>(false)
    let unsafeLibrary = UnsafeTransfer(library)
    let worker = DispatchQueue(label: "library")
    let group = DispatchGroup()
    let sums = Lock<[Double]>([])
    worker.async(group: group) {
      for _ in 0..<runs {
        let sum = unsafeLibrary.value.run(perRun)
        sums.withLock { $0.append(sum) }
      }
      finished.store(true, ordering: .releasing)
    }
    while !finished.load(ordering: .acquiring) {
      let subscription = proxy.methodInvoked("onValue").subscribe(onNext: { _ in
        observed.add(1, ordering: .relaxed)
      })
      subscription.dispose()
    }
    group.wait()
    // Every value reached the original callback exactly once, whichever slot was live.
    #expect(counter.values == Int64(runs) * Int64(perRun))
    #expect(sums.withLock { $0 }.allSatisfy { $0 == Double(perRun * (perRun - 1)) })
    #expect(observed.load(ordering: .relaxed) <= runs * Int(perRun))
  }
}

/// Hands a non-Sendable value to a closure that runs on another thread, for tests whose point is
/// concurrent use.
struct UnsafeTransfer<Value>: @unchecked Sendable {  // hands a non-Sendable value over on purpose
  let value: Value
  init(_ value: Value) { self.value = value }
}
