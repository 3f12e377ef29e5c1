import DynamicProxySupport
import Synchronization

@testable import DynamicProxy

// Fixtures of the RxCocoa parity suites (DelegateProxyTests, DelegateProxyFactoryTests,
// DelegateObjectTests, DelegateProxyConcurrencyTests). Every name starts with `Parity` so that
// these suites depend on no other test file, and no other test file on them.

// MARK: Protocols

extension DelegateProtocol {
  /// RxCocoa's `ThreeDSectionedViewProtocol` (its DelegateProxyTest), described at run time.
  static let parityViewDelegate = try! DelegateProtocol(
    "ParityViewDelegate",
    methods: [
      .required("threeDView:listenToMeee:", "v@q"),
      .required("threeDView:feedMe:", "v@q"),
      .required("threeDView:howTallAmI:", "d@q"),
      .optional("threeDView:didGetXXX:", "v@q"),
      .optional("threeDView:didLearnSomething:", "v@@"),
      .optional("threeDView:didFallAsleep:", "v@q"),
      .optional("threeDView:getMeSomeFood:", "@@q"),
      .optional("threeDView:numberOfItemsIn:", "q@q"),
    ])

  /// A C callback table: every callback takes its user-data pointer first.
  static let parityCallbacks = try! DelegateProtocol(
    "ParityCallbacks", convention: .function,
    methods: [
      .optional("onValue", "i^vi"),
      .optional("onEvent", "v^vi"),
      .optional("onQuery", "q^vq"),
    ])

  /// A small protocol for DelegateObject's own API.
  static let parityCalculator = try! DelegateProtocol(
    "ParityCalculator",
    methods: [
      .required("add:to:", "qqq"),
      .optional("describe:", "@@"),
      .optional("scale:by:", "ddd"),
      .optional("notify:", "v@"),
      .optional("length:", "d{ParityVector=dd}"),
    ])
}

// MARK: Shared helpers

/// An ordered, thread-safe log of what happened during a call.
final class ParityLog: Sendable {
  private let entries = Lock<[String]>([])

  func append(_ entry: String) {
    entries.withLock { $0.append(entry) }
  }

  var all: [String] { entries.withLock { $0 } }

  func removeAll() {
    entries.withLock { $0.removeAll() }
  }
}

/// A thread-safe counter.
final class ParityCounter: Sendable {
  private let storage = Atomic<Int>(0)

  func increment() {
    storage.add(1, ordering: .relaxed)
  }

  var value: Int { storage.load(ordering: .relaxed) }
}

/// The argument lists observers received, in order.
final class ParityArgumentLog: Sendable {
  private struct Entry: @unchecked Sendable {  // an immutable copy of the arguments
    let arguments: [Any]
  }

  private let lists = Lock<[Entry]>([])

  func append(_ arguments: [Any]) {
    let entry = Entry(arguments: arguments)
    lists.withLock { $0.append(entry) }
  }

  var all: [[Any]] { lists.withLock { $0 }.map(\.arguments) }
}

/// Whether two references are the same object (`===` on `AnyObject` and a class inside `#expect`
/// crashes the Swift 6.3.1 compiler in SILGen, so the suites compare through this function).
func parityIdentical(_ lhs: AnyObject?, _ rhs: AnyObject?) -> Bool {
  lhs === rhs
}

/// A weak reference, for lifetime checks.
final class ParityWeak<Object: AnyObject>: @unchecked Sendable {  // set in init only; weak loads are atomic
  private(set) weak var object: Object?

  init(_ object: Object?) {
    self.object = object
  }
}

/// A value a delegate returns as an object (`@`), as RxCocoa's test returns `Food`.
final class ParityFood: Sendable, Equatable {
  let name: String

  init(name: String) {
    self.name = name
  }

  static func == (lhs: ParityFood, rhs: ParityFood) -> Bool { lhs.name == rhs.name }
}

/// A C struct's Swift twin.
struct ParityVector: Equatable, TypeEncodable {
  var x: Double
  var y: Double

  static var typeEncoding: TypeEncoding { .structure(name: "ParityVector", fields: [.double, .double]) }
}

// MARK: Parents

struct ParityWeakDelegate: Sendable {
  weak var object: DelegateObject?
}

/// A parent with a weak `delegate` (as UIKit's views) that calls it through the slot table.
class ParityDelegateHost: HasDelegate, HasDelegateProxyStorage,
  @unchecked Sendable  // non-final; delegate behind a Lock, token a let
{
  private let delegateReference = Lock(ParityWeakDelegate())
  let delegateProxyStorage = DelegateProxyStorage()

  init() {}

  var delegate: DelegateObject? {
    get { delegateReference.withLock { $0.object } }
    set { delegateReference.withLock { $0.object = newValue } }
  }

  /// Calls a delegate method as the parent would: resolve the target, call it; nil when the
  /// delegate does not respond.
  @discardableResult
  func call(_ selector: Selector, _ arguments: Any...) throws(DelegateError) -> Any? {
    guard let target = delegate?.target(for: selector) else { return nil }
    return try target.call([self] + arguments)
  }
}

/// RxCocoa's `ThreeDSectionedView`.
final class ParityView: ParityDelegateHost, @unchecked Sendable {}  // no state beyond ParityDelegateHost's

/// The parent of a proxy subclass that implements a method itself.
final class ParityImplementingView: ParityDelegateHost,
  @unchecked Sendable  // no state beyond ParityDelegateHost's
{}

/// A parent whose `setCurrentDelegate` calls are counted (no `HasDelegate`).
final class ParityCountingView: HasDelegateProxyStorage, Sendable {
  struct State: Sendable {
    weak var delegate: DelegateObject?
    var setCalls: [ObjectIdentifier?] = []
  }

  let delegateProxyStorage = DelegateProxyStorage()
  private let state = Lock(State())

  var delegate: DelegateObject? { state.withLock { $0.delegate } }

  /// Every `setCurrentDelegate` call, in order: the identity of the delegate set, or nil.
  var setCalls: [ObjectIdentifier?] { state.withLock { $0.setCalls } }

  func setDelegate(_ delegate: DelegateObject?) {
    state.withLock { state in
      state.delegate = delegate
      state.setCalls.append(delegate.map { ObjectIdentifier($0) })
    }
  }

  func resetCallLog() {
    state.withLock { $0.setCalls.removeAll() }
  }

  @discardableResult
  func call(_ selector: Selector, _ arguments: Any...) throws(DelegateError) -> Any? {
    guard let target = delegate?.target(for: selector) else { return nil }
    return try target.call([self] + arguments)
  }
}

// MARK: Delegates

/// RxCocoa's `MockThreeDSectionedViewProtocol`: a pure-Swift delegate (no `@objc`) that implements
/// some methods of the protocol with typed closures and logs every call.
final class ParityMockDelegate: DelegateObject, @unchecked Sendable {  // adds Sendable lets
  let name: String
  let log: ParityLog
  let heightFactor: Double
  let listened = LockedBox<[Int]>([])
  let fed = LockedBox<[Int]>([])
  let learned = LockedBox<[String]>([])
  let heightQuestions = ParityCounter()

  init(name: String = "delegate", log: ParityLog = ParityLog(), heightFactor: Double = 1.5) {
    self.name = name
    self.log = log
    self.heightFactor = heightFactor
    super.init(delegateProtocol: .parityViewDelegate)
    try! implement("threeDView:listenToMeee:") { [unowned self] (_: AnyObject, value: Int) in
      self.listened.update { $0.append(value) }
      self.log.append("\(self.name) listenToMeee \(value)")
    }
    try! implement("threeDView:feedMe:") { [unowned self] (_: AnyObject, value: Int) in
      self.fed.update { $0.append(value) }
      self.log.append("\(self.name) feedMe \(value)")
    }
    try! implement("threeDView:howTallAmI:") { [unowned self] (_: AnyObject, value: Int) -> Double in
      self.heightQuestions.increment()
      self.log.append("\(self.name) howTallAmI \(value)")
      return Double(value) * self.heightFactor
    }
    try! implement("threeDView:didLearnSomething:") { [unowned self] (_: AnyObject, text: String) in
      self.learned.update { $0.append(text) }
      self.log.append("\(self.name) didLearnSomething \(text)")
    }
    try! implement("threeDView:getMeSomeFood:") { [unowned self] (_: AnyObject, value: Int) -> ParityFood in
      self.log.append("\(self.name) getMeSomeFood \(value)")
      return ParityFood(name: "food \(value)")
    }
  }
}

// MARK: Proxies

/// RxCocoa's `ThreeDSectionedViewDelegateProxy`.
final class ParityViewDelegateProxy: DelegateProxy<ParityView, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // no state beyond DelegateProxy's
{
  static let delegateProtocol = DelegateProtocol.parityViewDelegate
  /// A family of its own: other fixtures proxy the same protocol for other parents.
  static var identifier: ObjectIdentifier { ObjectIdentifier(Self.self) }

  init(view: ParityView) {
    super.init(parentObject: view, delegateProxy: ParityViewDelegateProxy.self)
  }

  static func registerKnownImplementations() {
    register { ParityViewDelegateProxy(view: $0) }
  }
}

/// A proxy subclass that implements `threeDView:didLearnSomething:` itself (a proxy-implemented
/// slot, as RxScrollViewDelegateProxy's `scrollViewDidScroll`) and calls the forward delegate.
final class ParityImplementingDelegateProxy: DelegateProxy<ParityImplementingView, DelegateObject>,
  DelegateProxyType, @unchecked Sendable  // adds Sendable lets
{
  static let delegateProtocol = DelegateProtocol.parityViewDelegate
  /// A family of its own: other fixtures proxy the same protocol for other parents.
  static var identifier: ObjectIdentifier { ObjectIdentifier(Self.self) }

  let log = ParityLog()
  let learned = LockedBox<[String]>([])

  init(view: ParityImplementingView) {
    super.init(parentObject: view, delegateProxy: ParityImplementingDelegateProxy.self)
    try! implement("threeDView:didLearnSomething:") { [unowned self] (view: AnyObject, text: String) in
      self.learned.update { $0.append(text) }
      self.log.append("proxy didLearnSomething \(text)")
      _ = try? self.forwardToDelegate()?.send("threeDView:didLearnSomething:", view, text)
    }
  }

  static func registerKnownImplementations() {
    register { ParityImplementingDelegateProxy(view: $0) }
  }
}

/// A proxy type with its own `currentDelegate`/`setCurrentDelegate` that the parent counts.
final class ParityCountingDelegateProxy: DelegateProxy<ParityCountingView, DelegateObject>,
  DelegateProxyType, @unchecked Sendable  // no state beyond DelegateProxy's
{
  static let delegateProtocol = DelegateProtocol.parityViewDelegate
  /// A family of its own: other fixtures proxy the same protocol for other parents.
  static var identifier: ObjectIdentifier { ObjectIdentifier(Self.self) }
  /// RxCocoa's reset(): nil, then the proxy (this parent's tests count both calls).
  static var reinstallsThroughNil: Bool { true }

  init(view: ParityCountingView) {
    super.init(parentObject: view, delegateProxy: ParityCountingDelegateProxy.self)
  }

  static func registerKnownImplementations() {
    register { ParityCountingDelegateProxy(view: $0) }
  }

  static func currentDelegate(for object: ParityCountingView) -> DelegateObject? {
    object.delegate
  }

  static func setCurrentDelegate(_ delegate: DelegateObject?, to object: ParityCountingView) {
    object.setDelegate(delegate)
  }
}

// MARK: C callbacks (function convention)

/// One call a C callback received.
struct ParityCallbackCall: Equatable, Sendable {
  var function: String
  var userData: UInt
  var value: Int64
}

/// What the C callbacks record; the user-data pointer points at it.
final class ParityCallbackRecorder: Sendable {
  let calls = LockedBox<[ParityCallbackCall]>([])
}

/// The C functions of the callback table.
enum ParityCallbackFunctions {
  typealias OnValue = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32
  typealias OnEvent = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Void
  typealias OnQuery = @convention(c) (UnsafeMutableRawPointer?, Int64) -> Int64

  /// `int on_value(void *ud, int value)`: records, returns `value * 2`.
  nonisolated(unsafe) static let onValue: UnsafeRawPointer = unsafeBitCast(
    parityOnValue as OnValue, to: UnsafeRawPointer.self)
  /// `void on_event(void *ud, int value)`: records.
  nonisolated(unsafe) static let onEvent: UnsafeRawPointer = unsafeBitCast(
    parityOnEvent as OnEvent, to: UnsafeRawPointer.self)
}

private func parityRecord(_ function: String, _ userData: UnsafeMutableRawPointer?, _ value: Int64) {
  guard let userData else { return }
  let recorder = Unmanaged<ParityCallbackRecorder>.fromOpaque(userData).takeUnretainedValue()
  let call = ParityCallbackCall(function: function, userData: UInt(bitPattern: userData), value: value)
  recorder.calls.update { $0.append(call) }
}

private func parityOnValue(_ userData: UnsafeMutableRawPointer?, _ value: Int32) -> Int32 {
  parityRecord("onValue", userData, Int64(value))
  return value &* 2
}

private func parityOnEvent(_ userData: UnsafeMutableRawPointer?, _ value: Int32) {
  parityRecord("onEvent", userData, Int64(value))
}

/// A C library's stand-in: it takes its delegate's callbacks per call
/// (`callbackFunction(for:)`) and calls them as C does, through the raw function pointers, with its
/// user-data pointer first.
final class ParityCallbackSource: ParityDelegateHost, @unchecked Sendable {  // adds a Sendable let
  let recorder = ParityCallbackRecorder()

  var userData: UnsafeMutableRawPointer { Unmanaged.passUnretained(recorder).toOpaque() }

  /// Calls `onValue`, or returns nil when the table has no such callback.
  func emitValue(_ value: Int32) -> Int32? {
    guard let delegate, let pointer = delegate.callbackFunction(for: "onValue") else { return nil }
    let function = unsafeBitCast(pointer, to: ParityCallbackFunctions.OnValue.self)
    return withExtendedLifetime(delegate) { function(userData, value) }
  }

  /// Calls `onEvent`; returns whether the table had the callback.
  @discardableResult
  func emitEvent(_ value: Int32) -> Bool {
    guard let delegate, let pointer = delegate.callbackFunction(for: "onEvent") else { return false }
    let function = unsafeBitCast(pointer, to: ParityCallbackFunctions.OnEvent.self)
    withExtendedLifetime(delegate) { function(userData, value) }
    return true
  }

  /// Calls `onQuery`, or returns nil when the table has no such callback.
  func emitQuery(_ value: Int64) -> Int64? {
    guard let delegate, let pointer = delegate.callbackFunction(for: "onQuery") else { return nil }
    let function = unsafeBitCast(pointer, to: ParityCallbackFunctions.OnQuery.self)
    return withExtendedLifetime(delegate) { function(userData, value) }
  }
}

/// The proxy of a callback table.
final class ParityCallbacksProxy: DelegateProxy<ParityCallbackSource, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // no state beyond DelegateProxy's
{
  static let delegateProtocol = DelegateProtocol.parityCallbacks

  init(source: ParityCallbackSource) {
    super.init(parentObject: source, delegateProxy: ParityCallbacksProxy.self)
  }

  static func registerKnownImplementations() {
    register { ParityCallbacksProxy(source: $0) }
  }
}

// MARK: Factories

/// A parent class hierarchy for the factory suite.
class ParityFactoryBase: ParityDelegateHost, @unchecked Sendable {}  // no state beyond ParityDelegateHost's
class ParityFactoryDerived: ParityFactoryBase, @unchecked Sendable {}  // no state beyond ParityDelegateHost's
/// Has no factory of its own: it gets ParityFactoryDerived's.
final class ParityFactoryMostDerived: ParityFactoryDerived,
  @unchecked Sendable  // no state beyond ParityDelegateHost's
{}
/// Not a ParityFactoryBase at all: no factory applies.
final class ParityFactoryUnrelated {}

/// A proxy type with factories for ParityFactoryBase and ParityFactoryDerived; `madeBy` says which
/// factory made it.
final class ParityFactoryProxy: DelegateProxy<ParityFactoryBase, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // adds a Sendable let
{
  static let delegateProtocol = DelegateProtocol.parityViewDelegate
  /// A family of its own: other fixtures proxy the same protocol for other parents.
  static var identifier: ObjectIdentifier { ObjectIdentifier(Self.self) }

  let madeBy: String

  init(parent: ParityFactoryBase, madeBy: String) {
    self.madeBy = madeBy
    super.init(parentObject: parent, delegateProxy: ParityFactoryProxy.self)
  }

  static func registerKnownImplementations() {
    register { (parent: ParityFactoryBase) in ParityFactoryProxy(parent: parent, madeBy: "base") }
    register { (parent: ParityFactoryDerived) in ParityFactoryProxy(parent: parent, madeBy: "derived") }
  }
}

/// A proxy type that knows only ParityFactoryBase at first; a test registers more later.
final class ParityLateFactoryProxy: DelegateProxy<ParityFactoryBase, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // adds a Sendable let
{
  static let delegateProtocol = DelegateProtocol.parityViewDelegate
  /// A family of its own: other fixtures proxy the same protocol for other parents.
  static var identifier: ObjectIdentifier { ObjectIdentifier(Self.self) }

  let madeBy: String

  init(parent: ParityFactoryBase, madeBy: String) {
    self.madeBy = madeBy
    super.init(parentObject: parent, delegateProxy: ParityLateFactoryProxy.self)
  }

  static func registerKnownImplementations() {
    register { (parent: ParityFactoryBase) in ParityLateFactoryProxy(parent: parent, madeBy: "base") }
  }
}

/// A proxy type that registers the same parent class twice: a programmer error.
final class ParityDuplicateFactoryProxy: DelegateProxy<ParityFactoryBase, DelegateObject>,
  DelegateProxyType, @unchecked Sendable  // no state beyond DelegateProxy's
{
  static let delegateProtocol = DelegateProtocol.parityViewDelegate
  /// A family of its own: other fixtures proxy the same protocol for other parents.
  static var identifier: ObjectIdentifier { ObjectIdentifier(Self.self) }

  init(parent: ParityFactoryBase) {
    super.init(parentObject: parent, delegateProxy: ParityDuplicateFactoryProxy.self)
  }

  static func registerKnownImplementations() {
    register { (parent: ParityFactoryBase) in ParityDuplicateFactoryProxy(parent: parent) }
    register { (parent: ParityFactoryBase) in ParityDuplicateFactoryProxy(parent: parent) }
  }
}
