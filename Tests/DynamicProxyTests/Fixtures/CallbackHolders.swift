import CFixtures
import Synchronization
import Testing

@testable import DynamicProxy

// The fixture C library (CFixturesLibrary.h) behind one Swift parent, in each of the three ways a
// C library holds callbacks, and the kinds of forward delegate a proxy can have. Every way asks
// its delegate for `callbackFunction(for:)` and nothing else.

/// How a C library holds the callbacks it is given.
enum CallbackHolding: String, CaseIterable, Sendable, CustomTestStringConvertible {
  /// Copies the functions once, when they are handed over (`sqlite3_update_hook`).
  case copiesOnce
  /// Keeps a pointer to a table it reads at every call (zlib's `z_stream`).
  case readsLiveTable
  /// Takes the functions for one call only (`qsort`).
  case perCall

  var testDescription: String { rawValue }
}

/// The Swift parent of the fixture C library, holding its callbacks the way `holding` says.
final class CallbackHolder: HasDelegateProxyStorage, @unchecked Sendable {  // used by one thread at a time
  static let layout = CallbackTableLayout(
    functions: [
      "onValue": MemoryLayout<CFixtures_Callbacks>.offset(of: \.onValue)!,
      "onDone": MemoryLayout<CFixtures_Callbacks>.offset(of: \.onDone)!,
      "scale": MemoryLayout<CFixtures_Callbacks>.offset(of: \.scale)!,
    ],
    userData: MemoryLayout<CFixtures_Callbacks>.offset(of: \.userData)!)

  let holding: CallbackHolding
  let userData: UnsafeMutableRawPointer?
  let delegateProxyStorage = DelegateProxyStorage()
  /// The table a live-reading library reads; unused otherwise.
  private let table: UnsafeMutablePointer<CFixtures_Callbacks>
  private let library: OpaquePointer
  /// How many times the callbacks were handed to the library.
  private(set) var installations = 0

  /// The delegate (held weakly, as delegates are); setting it hands its callbacks to the library.
  weak var delegate: DelegateObject? {
    didSet { install() }
  }

  init(holding: CallbackHolding, userData: UnsafeMutableRawPointer?) {
    self.holding = holding
    self.userData = userData
    table = .allocate(capacity: 1)
    table.initialize(to: CFixtures_Callbacks(onValue: nil, onDone: nil, scale: nil, userData: userData))
    library =
      holding == .copiesOnce ? CFixtures_LibraryCreateCopying(table)! : CFixtures_LibraryCreate(table)!
  }

  deinit {
    CFixtures_LibraryDestroy(library)
    table.deallocate()
  }

  /// The delegate's callbacks, as `callbackFunction(for:)` gives them.
  private static func callbacks(
    of delegate: DelegateObject?, userData: UnsafeMutableRawPointer?
  ) -> CFixtures_Callbacks {
    CFixtures_Callbacks(
      onValue: delegate?.callbackFunction(for: "onValue").map {
        unsafeBitCast($0, to: (@convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32).self)
      },
      onDone: delegate?.callbackFunction(for: "onDone").map {
        unsafeBitCast($0, to: (@convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>) -> Void).self)
      },
      scale: delegate?.callbackFunction(for: "scale").map {
        unsafeBitCast($0, to: (@convention(c) (UnsafeMutableRawPointer?, Double) -> Double).self)
      },
      userData: userData)
  }

  private func install() {
    installations += 1
    switch holding {
    case .copiesOnce:
      var callbacks = Self.callbacks(of: delegate, userData: userData)
      CFixtures_LibrarySetCallbacks(library, &callbacks)
    case .readsLiveTable:
      if let delegate {
        delegate.writeCallbackTable(
          to: UnsafeMutableRawPointer(table), layout: Self.layout, userData: userData)
      } else {
        DelegateObject(delegateProtocol: .fixtureCallbacks).writeCallbackTable(
          to: UnsafeMutableRawPointer(table), layout: Self.layout, userData: userData)
      }
    case .perCall:
      break
    }
  }

  /// Runs the library over `0..<count`; returns its result.
  func run(_ count: Int32) -> Double {
    switch holding {
    case .copiesOnce, .readsLiveTable:
      return CFixtures_LibraryRun(library, count)
    case .perCall:
      let delegate = self.delegate
      var callbacks = Self.callbacks(of: delegate, userData: userData)
      return withExtendedLifetime(delegate) { CFixtures_RunWithCallbacks(&callbacks, count) }
    }
  }

  /// The `onValue` function the library holds now; for a per-call library, what it would be given.
  var heldOnValue: UnsafeRawPointer? {
    let callbacks =
      holding == .perCall
      ? Self.callbacks(of: delegate, userData: userData) : CFixtures_LibraryCallbacks(library)
    return callbacks.onValue.map { unsafeBitCast($0, to: UnsafeRawPointer.self) }
  }
}

/// The proxy of a ``CallbackHolder``.
final class CallbackHolderProxy: DelegateProxy<CallbackHolder, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // no state beyond DelegateProxy's
{
  static let delegateProtocol = DelegateProtocol.fixtureCallbacks
  /// A family of its own: other fixtures proxy the same protocol for other parents.
  static var identifier: ObjectIdentifier { ObjectIdentifier(Self.self) }

  init(holder: CallbackHolder) {
    super.init(parentObject: holder, delegateProxy: CallbackHolderProxy.self)
  }

  static func registerKnownImplementations() {
    register { CallbackHolderProxy(holder: $0) }
  }

  static func currentDelegate(for object: CallbackHolder) -> DelegateObject? { object.delegate }

  static func setCurrentDelegate(_ delegate: DelegateObject?, to object: CallbackHolder) {
    object.delegate = delegate
  }
}

/// What a forward delegate is made of.
enum ForwardKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  /// C functions (`implement(_:function:)`).
  case cFunction
  /// Typed Swift closures behind trampolines (`implement(_:_:)`).
  case typedClosure
  /// ``Implementation``s with an invocation body (`implement(_:with:)`).
  case implementation
  /// No forward delegate at all.
  case none

  var testDescription: String { rawValue }
}

/// What one forward delegate's callbacks did.
final class ForwardTally: Sendable {
  let values = Atomic<Int>(0)
  let done = Atomic<Int>(0)
  let scaled = Atomic<Int>(0)

  var counts: [Int] {
    [values.load(ordering: .relaxed), done.load(ordering: .relaxed), scaled.load(ordering: .relaxed)]
  }
}

/// The counters the C-function forward delegates write through the user data.
final class HolderCounter: @unchecked Sendable {  // C writes with atomics; read after the runs
  let pointer = UnsafeMutablePointer<CFixtures_Counter>.allocate(capacity: 1)
  init() { pointer.initialize(to: CFixtures_Counter()) }
  deinit { pointer.deallocate() }

  /// What the first set of C callbacks counted: values, done, scaled.
  var first: [Int] { [pointer.pointee.values, pointer.pointee.done, pointer.pointee.scaled].map { Int($0) } }
  /// What the second set counted.
  var second: [Int] {
    [pointer.pointee.otherValues, pointer.pointee.otherDone, pointer.pointee.otherScaled].map { Int($0) }
  }
}

extension ForwardKind {
  /// A forward delegate of this kind: `onValue` returns the value times `factor` (2 or 3), `scale`
  /// returns `1 / (2 * (factor - 1))` (0.5 or 0.25), as the fixture's two sets of C callbacks do.
  /// Swift kinds count into `tally`; C functions count into the user data's counter.
  func makeDelegate(second: Bool, tally: ForwardTally) throws -> DelegateObject? {
    let factor: Int32 = second ? 3 : 2
    let scale = second ? 0.25 : 0.5
    let delegate = DelegateObject(delegateProtocol: .fixtureCallbacks)
    switch self {
    case .none:
      return nil
    case .cFunction:
      typealias OnValue = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32
      typealias OnDone = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>) -> Void
      typealias Scale = @convention(c) (UnsafeMutableRawPointer?, Double) -> Double
      let onValue: OnValue = second ? CFixtures_otherCounterOnValue : CFixtures_counterOnValue
      let onDone: OnDone = second ? CFixtures_otherCounterOnDone : CFixtures_counterOnDone
      let scaleFunction: Scale = second ? CFixtures_otherCounterScale : CFixtures_counterScale
      try delegate.implement("onValue", function: unsafeBitCast(onValue, to: UnsafeRawPointer.self))
      try delegate.implement("onDone", function: unsafeBitCast(onDone, to: UnsafeRawPointer.self))
      try delegate.implement("scale", function: unsafeBitCast(scaleFunction, to: UnsafeRawPointer.self))
    case .typedClosure:
      try delegate.implement("onValue") { (_: UnsafeMutableRawPointer?, value: Int32) -> Int32 in
        tally.values.add(1, ordering: .relaxed)
        return value * factor
      }
      try delegate.implement("onDone") { (_: UnsafeMutableRawPointer?, summary: String) in
        precondition(summary.hasPrefix("done "), "onDone got \(summary)")
        tally.done.add(1, ordering: .relaxed)
      }
      try delegate.implement("scale") { (_: UnsafeMutableRawPointer?, _: Double) -> Double in
        tally.scaled.add(1, ordering: .relaxed)
        return scale
      }
    case .implementation:
      let methods = DelegateProtocol.fixtureCallbacks
      try delegate.implement(
        "onValue",
        with: Implementation(signature: methods.method(for: "onValue")!.signature) { invocation in
          tally.values.add(1, ordering: .relaxed)
          try! invocation.setReturnValue(try! invocation.argument(at: 1, as: Int32.self) * factor)
        })
      try delegate.implement(
        "onDone",
        with: Implementation(signature: methods.method(for: "onDone")!.signature) { _ in
          tally.done.add(1, ordering: .relaxed)
        })
      try delegate.implement(
        "scale",
        with: Implementation(signature: methods.method(for: "scale")!.signature) { invocation in
          tally.scaled.add(1, ordering: .relaxed)
          try! invocation.setReturnValue(scale)
        })
    }
    return delegate
  }
}
