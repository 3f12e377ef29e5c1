import DynamicProxyRx
import DynamicProxySupport

@testable import DynamicProxy

/// A thread-safe box for one value, behind a lock.
final class LockedBox<Value: Sendable>: Sendable {
  private let storage: Lock<Value>

  init(_ value: Value) {
    storage = Lock(value)
  }

  var value: Value {
    get { storage.withLock { $0 } }
    set { storage.withLock { $0 = newValue } }
  }

  func update<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
    storage.withLock { body(&$0) }
  }
}

/// SplitMix64, a tiny seeded pseudo-random generator, so that randomized tests are reproducible
/// and a failing run can be replayed from its seed.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (modulo the bound: a slight bias the tests do not mind).
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

/// Collects a stream's events (subscription closures run synchronously on the test's thread).
final class StreamRecorder<Element> {
  var elements: [Element] = []
  var completed = false
  var errors: [any Error] = []

  func subscribe(_ observable: Observable<Element>) -> any Disposable {
    observable.subscribe(
      onNext: { self.elements.append($0) }, onError: { self.errors.append($0) },
      onCompleted: { self.completed = true })
  }
}

/// What a story test's parent left behind once dropped.
struct DroppedParent {
  /// Whether the parent deinitialized.
  var parentGone: Bool
  /// Whether its proxy deinitialized with it.
  var proxyGone: Bool
  /// The subscriptions made on it, for the test to dispose after its checks.
  var subscriptions: [any Disposable]
}

/// The story tests' lifetime scaffolding: makes a parent with `make` (which also gives it its
/// delegate), then its proxy, runs `use` with both (it subscribes and calls, and returns its
/// subscriptions), then drops the parent and says what went with it.
func dropParent<Proxy: DelegateProxyType>(
  _ make: () -> Proxy.ParentObject, proxy _: Proxy.Type,
  _ use: (Proxy.ParentObject, Proxy) -> [any Disposable]
) -> DroppedParent {
  weak var weakParent: Proxy.ParentObject?
  weak var weakProxy: Proxy?
  var subscriptions: [any Disposable] = []
  do {
    let parent = make()
    let proxy = Proxy.proxy(for: parent)
    weakParent = parent
    weakProxy = proxy
    subscriptions = use(parent, proxy)
  }
  return DroppedParent(
    parentGone: weakParent == nil, proxyGone: weakProxy == nil, subscriptions: subscriptions)
}

/// The C address of a C function (pass a `@convention(c)` function): what the C-ABI suites hand to
/// trampolines and to the fixtures' `CFixtures_call_*` helpers.
func cAddress<Function>(_ function: Function) -> UnsafeRawPointer {
  unsafeBitCast(function, to: UnsafeRawPointer.self)
}
