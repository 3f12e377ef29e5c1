import Dispatch
import DynamicProxyRx
import Synchronization
import Testing

@testable import DynamicProxy

// The first `proxy(for:)` of a parent from two threads at once: the decision "is the proxy
// installed?" and the installation happen under the parent's lock, so exactly one caller installs
// and a caller that finds the proxy installed changes nothing. Each test lines two threads up on a
// fresh parent, round after round (a spin barrier), and checks every round.

enum RaceFamily: FamilyTag {
  static let delegateProtocol = makeFamilyProtocol("Race")
  static let registrations = Atomic<Int>(0)
}

/// A parent its proxies keep in the library's side table (no storage token), with a plain
/// `weak var delegate`: only the parent's lock serializes its writes.
final class SideTableRaceView: HasDelegate, @unchecked Sendable {  // `delegate` written under the parent lock
  weak var delegate: DelegateObject?
}

final class SideTableRaceProxy: DelegateProxy<SideTableRaceView, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // no state beyond DelegateProxy's
{
  static let delegateProtocol = makeFamilyProtocol("SideTableRace")

  static func registerKnownImplementations() {
    register { SideTableRaceProxy(parentObject: $0, delegateProxy: SideTableRaceProxy.self) }
  }
}

/// Runs `rounds` rounds of `first` and `second` on two threads released together each round, then
/// `check` on the calling thread.
private func race<Context: Sendable>(
  rounds: Int, setUp: @escaping @Sendable (Int) -> Context, first: @escaping @Sendable (Context) -> Void,
  second: @escaping @Sendable (Context) -> Void, check: (Context) -> Void
) async {
  let contexts = (0..<rounds).map(setUp)
  let arrived = Atomic<Int>(0)
  let group = DispatchGroup()
  for (index, body) in [first, second].enumerated() {
    DispatchQueue(label: "race.\(index)").async(group: group) {
      for round in 0..<rounds {
        // Both arrive, then both go: the round's calls overlap as closely as threads allow.
        arrived.add(1, ordering: .acquiringAndReleasing)
        while arrived.load(ordering: .acquiring) < 2 * (round + 1) {}
        body(contexts[round])
      }
    }
  }
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    group.notify(queue: .global()) { continuation.resume() }
  }
  for context in contexts { check(context) }
}

/// A parent, its delegate before the proxy, and the delegate a thread sets.
struct RaceRound: Sendable {
  let view = FamilyView()
  let before: DelegateObject
  let after: DelegateObject

  init() {
    before = DelegateObject(delegateProtocol: RaceFamily.delegateProtocol)
    after = DelegateObject(delegateProtocol: RaceFamily.delegateProtocol)
    view.delegate = before
    view.delegateWrites.store(0, ordering: .relaxed)
  }
}

@Suite(.serialized) struct ProxyInstallRaceTests {
  static let rounds = 2_000

  @Test func twoFirstProxyForCallsInstallOneProxyOnce() async {
    typealias Proxy = FamilyViewProxy<RaceFamily>
    await race(
      rounds: Self.rounds, setUp: { _ in RaceRound() },
      first: { round in _ = Proxy.proxy(for: round.view) },
      second: { round in _ = Proxy.proxy(for: round.view) }
    ) { round in
      let proxy = Proxy.proxy(for: round.view)
      #expect(round.view.delegate === proxy)
      #expect(round.view.delegateWrites.load(ordering: .relaxed) == 1, "installed once")
      #expect(proxy.forwardToDelegate() === round.before)
    }
  }

  @Test func aForwardDelegateSetRightAfterTheFirstProxyForIsKept() async {
    typealias Proxy = FamilyViewProxy<RaceFamily>
    await race(
      rounds: Self.rounds, setUp: { _ in RaceRound() },
      first: { round in Proxy.proxy(for: round.view).setForwardToDelegate(round.after, retainDelegate: true)
      },
      second: { round in _ = Proxy.proxy(for: round.view) }
    ) { round in
      let proxy = Proxy.proxy(for: round.view)
      #expect(
        proxy.forwardToDelegate() === round.after, "the other caller found the proxy and changed nothing")
      #expect(round.view.delegate === proxy)
    }
  }

  @Test func installForwardDelegateRacingProxyForKeepsTheInstalledDelegate() async {
    typealias Proxy = FamilyViewProxy<RaceFamily>
    let disposables = Mutex<[any Disposable]>([])
    await race(
      rounds: Self.rounds,
      setUp: { _ in
        let round = RaceRound()
        round.view.delegate = nil
        return round
      },
      first: { round in
        let disposable = Proxy.installForwardDelegate(
          round.after, retainDelegate: false, onProxyForObject: round.view)
        disposables.withLock { $0.append(disposable) }
      },
      second: { round in _ = Proxy.proxy(for: round.view) }
    ) { round in
      let proxy = Proxy.proxy(for: round.view)
      #expect(proxy.forwardToDelegate() === round.after)
      #expect(round.view.delegate === proxy)
    }
    for disposable in disposables.withLock({ $0 }) { disposable.dispose() }
  }

  @Test func aSideTableParentsFirstProxyForIsInstalledOnce() async {
    struct Round: Sendable {
      let view = SideTableRaceView()
      let before = DelegateObject(delegateProtocol: SideTableRaceProxy.delegateProtocol)
      init() { view.delegate = before }
    }
    await race(
      rounds: Self.rounds, setUp: { _ in Round() },
      first: { round in _ = SideTableRaceProxy.proxy(for: round.view) },
      second: { round in _ = SideTableRaceProxy.proxy(for: round.view) }
    ) { round in
      let proxy = SideTableRaceProxy.proxy(for: round.view)
      #expect(round.view.delegate === proxy)
      #expect(proxy.forwardToDelegate() === round.before)
    }
    // The rounds' parents are gone: their proxies leave the side table.
    DelegateProxyStorage.releaseProxiesOfDeallocatedParents()
  }
}
