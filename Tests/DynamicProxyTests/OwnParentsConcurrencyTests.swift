import Dispatch
import DynamicProxyRx
import DynamicProxySupport
import Synchronization
import Testing

@testable import DynamicProxy

/// Callers on their own threads, each calling its own parent, whose proxies share nothing but their
/// protocol's descriptions: every path of a call (a C caller entering the trampoline, a typed call,
/// `send`, a resolved target) observed by `[Any]` and typed subscribers and forwarded, four threads
/// at once. Run under ThreadSanitizer in CI: a write to what the proxies share would be a race.
@Suite struct OwnParentsConcurrencyTests {
  /// What one caller's delegate and subscribers counted.
  final class Counts: Sendable {
    let forwarded = Atomic<Int>(0)
    let sentWeights = Atomic<Int>(0)
    let invokedCounts = Atomic<Int>(0)
    let changes = Atomic<Int>(0)
    let wrongValues = Atomic<Int>(0)
  }

  /// One caller's parent, proxy, forward delegate and what its subscribers saw.
  final class Caller: Sendable {
    let gadget: Gadget
    let forward: DelegateObject
    let proxy: GadgetDelegateProxy
    let bag = DisposeBag()
    let counts: Counts

    init() throws {
      let gadget = Gadget()
      let forward = DelegateObject(delegateProtocol: GadgetDelegate.description)
      let counts = Counts()
      try forward.implement(GadgetDelegate.weigh) { [counts] _, value in
        counts.forwarded.add(1, ordering: .relaxed)
        return Double(value.count) * value.weight
      }
      try forward.implement(GadgetDelegate.didChange) { [counts] _, _ in
        counts.forwarded.add(1, ordering: .relaxed)
      }
      gadget.delegate = forward
      let proxy = GadgetDelegateProxy.proxy(for: gadget)
      self.gadget = gadget
      self.forward = forward
      self.proxy = proxy
      self.counts = counts
      // `[Any]` subscribers: the struct as the method's Swift type (a `DelegateMethod` describes it),
      // on every path; a `StructValue` counts as a wrong value.
      proxy.sentMessage("gadget:weigh:").subscribe(onNext: { [counts] arguments in
        guard let value = arguments[1] as? IntDouble, arguments[0] as AnyObject === gadget,
          value.weight == Double(value.count) / 4
        else {
          counts.wrongValues.add(1, ordering: .relaxed)
          return
        }
        counts.sentWeights.add(value.count, ordering: .relaxed)
      }).disposed(by: bag)
      // Typed subscribers.
      proxy.methodInvoked(GadgetDelegate.weigh).subscribe(onNext: {
        [counts] sender, value in
        guard sender === gadget, value.weight == Double(value.count) / 4 else {
          counts.wrongValues.add(1, ordering: .relaxed)
          return
        }
        counts.invokedCounts.add(value.count, ordering: .relaxed)
      }).disposed(by: bag)
      proxy.methodInvoked(GadgetDelegate.didChange).subscribe(onNext: {
        [counts] sender, value in
        guard sender === gadget else {
          counts.wrongValues.add(1, ordering: .relaxed)
          return
        }
        counts.changes.add(value, ordering: .relaxed)
      }).disposed(by: bag)
    }

    /// Call `call` of this caller's parent, through the path `call % 4` picks; the result of a
    /// `weigh` call, checked.
    func make(_ call: Int) throws -> Bool {
      let value = IntDouble(count: call, weight: Double(call) / 4)
      let expected = Double(call) * Double(call) / 4
      switch call % 4 {
      case 0:
        return gadget.delegate?.call(GadgetDelegate.weigh, gadget, value) == expected
      case 1:
        return try gadget.delegate?.send("gadget:weigh:", gadget, value) as? Double == expected
      case 2:
        guard let target = gadget.delegate?.target(for: "gadget:weigh:") else { return false }
        return try target.call([gadget, value], returning: Double.self) == expected
      default:
        // A C caller: the function the slot holds (the proxy's trampoline, as the method is
        // observed), called with the C types.
        typealias DidChange =
          @convention(c) (
            UnsafeMutableRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer, Int
          ) -> Void
        guard let target = gadget.delegate?.target(for: "gadget:didChange:") else { return false }
        let function = unsafeBitCast(target.function, to: DidChange.self)
        withExtendedLifetime(target) {
          function(
            target.receiverPointer, Selector("gadget:didChange:").cPointer,
            Unmanaged.passUnretained(gadget).toOpaque(), call)
        }
        return true
      }
    }
  }

  @Test func fourCallersOnTheirOwnParentsSeeExactlyTheirOwnCalls() async throws {
    let callers = try (0..<4).map { _ in try Caller() }
    let callsPerCaller = 2_000
    let failedCalls = Atomic<Int>(0)
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let group = DispatchGroup()
      for (index, caller) in callers.enumerated() {
        DispatchQueue(label: "own-parents.\(index)").async(group: group) {
          for call in 1...callsPerCaller where (try? caller.make(call)) != true {
            failedCalls.add(1, ordering: .relaxed)
          }
        }
      }
      group.notify(queue: .global()) { continuation.resume() }
    }
    #expect(failedCalls.load(ordering: .relaxed) == 0)
    // The sums of the call numbers each path carried, per caller: 3 of every 4 calls weigh, the
    // fourth changes.
    let weighed = (1...callsPerCaller).filter { $0 % 4 != 3 }.reduce(0, +)
    let changed = (1...callsPerCaller).filter { $0 % 4 == 3 }.reduce(0, +)
    for caller in callers {
      #expect(
        caller.counts.wrongValues.load(ordering: .relaxed) == 0, "a subscriber saw another caller's call")
      #expect(caller.counts.sentWeights.load(ordering: .relaxed) == weighed)
      #expect(caller.counts.invokedCounts.load(ordering: .relaxed) == weighed)
      #expect(caller.counts.changes.load(ordering: .relaxed) == changed)
      #expect(caller.counts.forwarded.load(ordering: .relaxed) == callsPerCaller)
    }
  }
}
