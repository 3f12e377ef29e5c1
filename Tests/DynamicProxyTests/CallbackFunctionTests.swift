import CFixtures
import DynamicProxyRx
import Testing

@testable import DynamicProxy

/// `callbackFunction(for:)`: what a C library may keep. Every way a C library holds callbacks
/// (copies once, reads a live table, per call) × every kind of forward delegate (C functions, typed
/// closures, `Implementation`s, none), weakly held or retained, through one sequence: unobserved →
/// observed → disposed → forward delegate replaced → forward delegate released → observed again.
/// Each step checks exact event and call counts, the library's result, and that the library holds
/// what the proxy hands out — never a forward delegate's trampoline, which dies with it (a call into
/// a freed trampoline stops the process with SIGTRAP).
@Suite struct CallbackFunctionTests {
  static let count: Int32 = 5
  /// The library's result without callbacks: 0 + 1 + 2 + 3 + 4.
  static let plainSum = 10.0

  /// Events one subscription saw.
  final class Events: @unchecked Sendable {  // used on the test's thread only
    var values: [Int32] = []
    var done: [String] = []
    var errors: [String] = []
  }

  @Test(arguments: CallbackHolding.allCases, ForwardKind.allCases)
  func theLibraryNeverHoldsCodeThatDiesBeforeTheProxy(holding: CallbackHolding, kind: ForwardKind) throws {
    for retainFirst in kind == .none ? [false] : [false, true] {
      try runSequence(holding: holding, kind: kind, retainFirst: retainFirst)
    }
  }

  func runSequence(holding: CallbackHolding, kind: ForwardKind, retainFirst: Bool) throws {
    let context = "\(holding), \(kind), first forward delegate \(retainFirst ? "retained" : "weak")"
    let counter = HolderCounter()
    let holder = CallbackHolder(holding: holding, userData: UnsafeMutableRawPointer(counter.pointer))
    let firstTally = ForwardTally()
    let secondTally = ForwardTally()
    var first = try kind.makeDelegate(second: false, tally: firstTally)
    weak let firstWeak = first
    var firstTrampoline = first.flatMap { $0.implementation(at: 0) }.flatMap {
      $0.isTrampoline ? $0.functionPointer : nil
    }

    // RxCocoa's path: the parent's delegate becomes the (weakly held) forward delegate.
    holder.delegate = first
    let proxy = CallbackHolderProxy.proxy(for: holder)
    #expect(holder.delegate === proxy, "\(context)")
    if retainFirst {
      proxy.setForwardToDelegate(first, retainDelegate: true)
      first = nil
      #expect(firstWeak != nil, "\(context): a retained forward delegate stays")
    }

    func firstCounts() -> [Int] { kind == .cFunction ? counter.first : firstTally.counts }
    func secondCounts() -> [Int] { kind == .cFunction ? counter.second : secondTally.counts }
    var secondTrampoline: UnsafeRawPointer?
    func expectHeld(_ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
      let held = holder.heldOnValue
      #expect(
        held == proxy.callbackFunction(for: "onValue"), "\(context), \(step)", sourceLocation: sourceLocation)
      if let held {
        #expect(
          held != firstTrampoline && held != secondTrampoline, "\(context), \(step)",
          sourceLocation: sourceLocation)
      }
    }

    // Unobserved.
    expectHeld("unobserved")
    var result = holder.run(Self.count)
    #expect(result == (kind == .none ? Self.plainSum : 10), "\(context), unobserved")
    #expect(firstCounts() == (kind == .none ? [0, 0, 0] : [5, 1, 1]), "\(context), unobserved")

    // Observed.
    var events = Events()
    var bag: DisposeBag? = DisposeBag()
    proxy.methodInvoked("onValue")
      .subscribe(
        onNext: { [events] in events.values.append($0[1] as! Int32) },
        onError: { [events] in events.errors.append("\($0)") }
      )
      .disposed(by: bag!)
    proxy.sentMessage("onDone")
      .subscribe(onNext: { [events] in events.done.append($0[1] as! String) })
      .disposed(by: bag!)
    expectHeld("observed")
    result = holder.run(Self.count)
    if kind == .none {
      // onValue returns a value nobody implements: it can not be observed, and stays empty.
      #expect(events.errors.count == 1, "\(context), observed")
      #expect(events.values == [], "\(context), observed")
      #expect(result == Self.plainSum, "\(context), observed")
    } else {
      #expect(events.errors == [], "\(context), observed")
      #expect(events.values == [0, 1, 2, 3, 4], "\(context), observed")
      #expect(firstCounts() == [10, 2, 2], "\(context), observed")
      #expect(result == 10, "\(context), observed")
    }
    #expect(events.done == ["done 5"], "\(context), observed")

    // Disposed.
    bag = nil
    expectHeld("disposed")
    result = holder.run(Self.count)
    #expect(events.values.count == (kind == .none ? 0 : 5), "\(context), disposed")
    #expect(events.done.count == 1, "\(context), disposed")
    #expect(firstCounts() == (kind == .none ? [0, 0, 0] : [15, 3, 3]), "\(context), disposed")

    // Replaced.
    var second = try kind.makeDelegate(second: true, tally: secondTally)
    weak let secondWeak = second
    secondTrampoline = second.flatMap { $0.implementation(at: 0) }.flatMap {
      $0.isTrampoline ? $0.functionPointer : nil
    }
    proxy.setForwardToDelegate(second, retainDelegate: false)
    if retainFirst {
      #expect(firstWeak == nil, "\(context): the proxy released the retained delegate it replaced")
    }
    first = nil
    #expect(firstWeak == nil, "\(context), replaced")
    firstTrampoline = nil  // may be reused by the next trampoline made
    expectHeld("replaced")
    result = holder.run(Self.count)
    #expect(result == (kind == .none ? Self.plainSum : 7.5), "\(context), replaced")
    #expect(firstCounts() == (kind == .none ? [0, 0, 0] : [15, 3, 3]), "\(context), replaced")
    #expect(secondCounts() == (kind == .none ? [0, 0, 0] : [5, 1, 1]), "\(context), replaced")

    // Released: the weakly held forward delegate goes, its trampolines with it.
    second = nil
    #expect(secondWeak == nil, "\(context), released")
    expectHeld("released")
    secondTrampoline = nil
    #expect(!proxy.responds(to: "onValue"), "\(context), released")
    result = holder.run(Self.count)
    #expect(result == Self.plainSum, "\(context), released")
    #expect(secondCounts() == (kind == .none ? [0, 0, 0] : [5, 1, 1]), "\(context), released")

    // Observed again, with nobody to forward to.
    events = Events()
    bag = DisposeBag()
    proxy.sentMessage("onDone")
      .subscribe(onNext: { [events] in events.done.append($0[1] as! String) })
      .disposed(by: bag!)
    expectHeld("observed again")
    result = holder.run(Self.count)
    #expect(events.done == ["done 5"], "\(context), observed again")
    #expect(result == Self.plainSum, "\(context), observed again")
    #expect(firstCounts() == (kind == .none ? [0, 0, 0] : [15, 3, 3]), "\(context), observed again")
    #expect(secondCounts() == (kind == .none ? [0, 0, 0] : [5, 1, 1]), "\(context), observed again")
    bag = nil
  }

  @Test func aPlainDelegatesCallbackFunctionIsItsImplementation() throws {
    let tally = ForwardTally()
    let typed = try #require(try ForwardKind.typedClosure.makeDelegate(second: false, tally: tally))
    let function = try #require(typed.implementation(at: 0))
    #expect(typed.callbackFunction(for: "onValue") == function.functionPointer)
    let native = try #require(try ForwardKind.cFunction.makeDelegate(second: false, tally: tally))
    #expect(
      native.callbackFunction(for: "onValue")
        == unsafeBitCast(
          CFixtures_counterOnValue as @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32,
          to: UnsafeRawPointer.self))
    #expect(DelegateObject(delegateProtocol: .fixtureCallbacks).callbackFunction(for: "onValue") == nil)
    #expect(native.callbackFunction(for: "notAMethod") == nil)
  }

  @Test func aMethodProxysCallbackFunctionIsItsOwnTrampolineCalledWithItself() throws {
    // A *method* protocol: the proxy's trampoline, made on demand, which forwards to the delegate.
    let clicker = Clicker()
    let delegate = DelegateObject(delegateProtocol: .clickerDelegate)
    let clicks = ForwardTally()
    try delegate.implement("clicker:clicked:") { (_: Clicker, count: Int) in
      _ = clicks.values.add(count, ordering: .relaxed)
    }
    clicker.delegate = delegate
    let proxy = ClickerDelegateProxy.proxy(for: clicker)
    let forwardTarget = try #require(proxy.target(for: "clicker:clicked:"))
    let forwardedToTheDelegate = forwardTarget.receiver === delegate
    #expect(forwardedToTheDelegate)
    let function = try #require(proxy.callbackFunction(for: "clicker:clicked:"))
    #expect(function != forwardTarget.function)
    #expect(proxy.callbackFunction(for: "clicker:clicked:") == function)
    typealias Clicked =
      @convention(c) (UnsafeMutableRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer, Int) -> Void
    let call = unsafeBitCast(function, to: Clicked.self)
    withExtendedLifetime((proxy, clicker)) {
      call(
        Unmanaged.passUnretained(proxy).toOpaque(), Selector("clicker:clicked:").cPointer,
        Unmanaged.passUnretained(clicker).toOpaque(), 3)
    }
    #expect(clicks.values.load(ordering: .relaxed) == 3)
  }
}

extension DelegateProtocol {
  static let clickerDelegate = try! DelegateProtocol(
    "ClickerDelegate", methods: [.optional("clicker:clicked:", "v@q")])
}

final class Clicker: HasDelegate, HasDelegateProxyStorage,
  @unchecked Sendable  // used on the test's thread only
{
  weak var delegate: DelegateObject?
  let delegateProxyStorage = DelegateProxyStorage()
}

final class ClickerDelegateProxy: DelegateProxy<Clicker, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // no state beyond DelegateProxy's
{
  static let delegateProtocol = DelegateProtocol.clickerDelegate

  init(clicker: Clicker) {
    super.init(parentObject: clicker, delegateProxy: ClickerDelegateProxy.self)
  }

  static func registerKnownImplementations() {
    register { ClickerDelegateProxy(clicker: $0) }
  }
}
