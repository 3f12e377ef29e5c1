import DynamicProxyRx
import Testing

@testable import DynamicProxy

/// Where a call lands, decided once per slot (``Landing``) and acted on by every entry: the proxy's
/// own implementation, else the forward delegate, else an answer, else nothing — for every
/// combination of the three, a weakly held forward delegate that went away, every way a call
/// reaches the proxy, observed or not.
@Suite struct LandingOrderTests {
  /// A parent whose delegate answers a number.
  final class Meter: HasDelegate, HasDelegateProxyStorage,
    @unchecked Sendable  // used on the test's thread only
  {
    weak var delegate: DelegateObject?
    let delegateProxyStorage = DelegateProxyStorage()
  }

  enum MeterDelegate {
    static let measure = DelegateMethod<Meter, Int, Int>.optional("meter:measure:")
    static let description = try! DelegateProtocol("MeterDelegate", measure)
  }

  final class MeterDelegateProxy: DelegateProxy<Meter, DelegateObject>, DelegateProxyType,
    @unchecked Sendable  // no state beyond DelegateProxy's
  {
    static let delegateProtocol = MeterDelegate.description

    static func registerKnownImplementations() {
      register { MeterDelegateProxy(parentObject: $0, delegateProxy: MeterDelegateProxy.self) }
    }
  }

  /// What implements the method.
  struct Setup: Sendable, CustomTestStringConvertible {
    var own: Bool
    var forward: Bool
    var answer: Bool
    /// The forward delegate implements it, but is held weakly and goes before the call.
    var forwardGone = false

    /// What the call returns: 100, 200 or 300 plus the argument for the own implementation, the
    /// forward delegate and the answer; nil when nobody implements it.
    func expected(_ value: Int) -> Int? {
      if own { return 100 + value }
      if forward && !forwardGone { return 200 + value }
      if answer { return 300 + value }
      return nil
    }

    static let all: [Setup] =
      [false, true].flatMap { own in
        [false, true].flatMap { forward in
          [false, true].map { answer in Setup(own: own, forward: forward, answer: answer) }
        }
      } + [
        Setup(own: false, forward: true, answer: true, forwardGone: true),
        Setup(own: false, forward: true, answer: false, forwardGone: true),
      ]

    var testDescription: String {
      let parts = [
        own ? "own" : nil, forward ? (forwardGone ? "forward (gone)" : "forward") : nil,
        answer ? "answer" : nil,
      ].compactMap { $0 }
      return parts.isEmpty ? "nobody" : parts.joined(separator: " + ")
    }
  }

  /// How the call reaches the parent's delegate.
  enum Entry: String, Sendable, CaseIterable {
    /// A C caller: the function of the resolved target, called with the C types (the libffi
    /// trampoline when the proxy captures the call).
    case cCaller
    /// `call(_:_:)` with Swift values.
    case typedCall
    /// `send(_:_:)` with boxed arguments.
    case send
    /// `withTarget(for:_:)` and the target's boxed call.
    case withTarget

    func call(_ meter: Meter, _ value: Int) -> Int? {
      switch self {
      case .cCaller:
        typealias Measure =
          @convention(c) (
            UnsafeMutableRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer, Int
          ) -> Int
        guard let target = meter.delegate?.target(for: "meter:measure:") else { return nil }
        let function = unsafeBitCast(target.function, to: Measure.self)
        return withExtendedLifetime(target) {
          function(
            target.receiverPointer, Selector("meter:measure:").cPointer,
            Unmanaged.passUnretained(meter).toOpaque(), value)
        }
      case .typedCall:
        return meter.delegate?.call(MeterDelegate.measure, meter, value)
      case .send:
        return (try? meter.delegate?.send("meter:measure:", meter, value)) as? Int
      case .withTarget:
        return meter.delegate?.withTarget(for: "meter:measure:") { target in
          try? target.call([meter, value], returning: Int.self)
        } ?? nil
      }
    }
  }

  struct Path: Sendable, CustomTestStringConvertible {
    var entry: Entry
    var observed: Bool
    var testDescription: String { "\(entry.rawValue)\(observed ? ", observed" : "")" }
    static let all = Entry.allCases.flatMap { entry in [false, true].map { Path(entry: entry, observed: $0) }
    }
  }

  @Test(arguments: Setup.all, Path.all)
  func aCallLandsOnTheFirstOfOwnForwardAnswer(setup: Setup, path: Path) throws {
    let meter = Meter()
    var forward: DelegateObject? = DelegateObject(delegateProtocol: MeterDelegate.description)
    if setup.forward { try forward?.implement(MeterDelegate.measure) { _, value in 200 + value } }
    meter.delegate = forward
    let proxy = MeterDelegateProxy.proxy(for: meter)
    #expect(proxy.forwardToDelegate() === forward)
    if setup.own { try proxy.implement(MeterDelegate.measure) { _, value in 100 + value } }
    if setup.answer { try proxy.answer(MeterDelegate.measure) { _, value in 300 + value } }
    if setup.forwardGone {
      forward = nil
      #expect(proxy.forwardToDelegate() == nil)
    }
    var invoked: [Int] = []
    let bag = DisposeBag()
    if path.observed {
      proxy.methodInvoked(MeterDelegate.measure).subscribe(
        onNext: { _, value in invoked.append(value) }, onError: { _ in }
      ).disposed(by: bag)
    }
    let expected = setup.expected(7)
    #expect(path.entry.call(meter, 7) == expected)
    #expect(proxy.responds(to: "meter:measure:") == (expected != nil))
    if path.observed {
      #expect(invoked == (expected == nil ? [] : [7]), "observed once when the call lands")
    }
    withExtendedLifetime(forward) {}
  }

  /// The landing is decided when the slot changes and published in the proxy's slot, in the one
  /// route every path reads (with the slot's state and whether a generated proxy's call is
  /// routed); the proxy's own implementation and answer stay in its core (its method states); the
  /// forward delegate, a plain delegate object, keeps no proxy state in its slots.
  @Test(arguments: Setup.all.filter { !$0.forwardGone })
  func theLandingIsPublishedInTheProxysSlotRoute(setup: Setup) throws {
    let meter = Meter()
    let forward = DelegateObject(delegateProtocol: MeterDelegate.description)
    if setup.forward { try forward.implement(MeterDelegate.measure) { _, value in 200 + value } }
    meter.delegate = forward
    let proxy = MeterDelegateProxy.proxy(for: meter)
    if setup.own { try proxy.implement(MeterDelegate.measure) { _, value in 100 + value } }
    if setup.answer { try proxy.answer(MeterDelegate.measure) { _, value in 300 + value } }
    let core: DelegateProxyCore = proxy
    #expect(core.methodStates.count == MeterDelegate.description.methods.count)
    let index = MeterDelegate.description.methodIndex(for: "meter:measure:")!
    let expected = Landing.decide(own: setup.own, forward: setup.forward, answered: setup.answer)
    let route = core.slots[index].route
    #expect(route.landing == expected.rawValue)
    #expect(
      route.state
        == (setup.own
        ? SlotState.proxyImplemented : setup.forward ? .forwardOnly : setup.answer ? .answered : .empty)
        .rawValue)
    #expect(route.isRouted == setup.own)
    #expect((core.methodStates[index].answerFunction.load(ordering: .acquiring) != 0) == setup.answer)
    #expect((core.methodStates[index].implementationFunction.load(ordering: .acquiring) != 0) == setup.own)
    // The forward delegate's slot: its function, nothing of the proxy's.
    #expect(forward.slots[index].state.load(ordering: .acquiring) == 0)
    #expect(forward.slots[index].observers.load(ordering: .acquiring) == 0)
    #expect((forward.slots[index].function.load(ordering: .acquiring) != 0) == setup.forward)
    withExtendedLifetime(forward) {}
  }
}
