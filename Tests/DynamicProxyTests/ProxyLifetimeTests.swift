import CFixtures
import DynamicProxyRx
import DynamicProxySupport
import Foundation
import Synchronization
import Testing

@testable import DynamicProxy

/// Proxies die with their parents, and so do their trampolines: creating and destroying many
/// leaves resident memory flat; a C library's table must not outlive what it points at.
///
/// Serialized: it measures resident memory (in a child process of its own, so that the suites
/// running alongside do not move the figure) and counts live trampolines.
@Suite(.serialized) struct ProxyLifetimeTests {
  /// Proxies created and destroyed after the warm-up: `DYNAMICPROXY_LIFETIME_ITERATIONS`, default
  /// 100,000 (each with a forward delegate, two subscriptions and three trampolines; a third of
  /// them also present themselves as a C library's table): about 12 s of CPU in a debug build, in
  /// a child process of its own.
  static let iterations = stressEnvironmentInteger("DYNAMICPROXY_LIFETIME_ITERATIONS", default: 100_000)
  /// The growth of resident memory allowed between the end of the warm-up and the end.
  static let allowedGrowth = 8 << 20

  /// What the child process measured, printed on its standard error as one line.
  struct Figures: Codable, Sendable {
    var iterations: Int
    var warmUp: Int
    var residentAfterWarmUp: Int
    var residentAtEnd: Int
    var liveTrampolinesBefore: Int
    var liveTrampolinesAtEnd: Int
    var proxiesStillAlive: Int
    var completions: Int
    var deliveries: Int
    var tablesInstalled: Int
    var tablesRestored: Int
    var seconds: Double
    /// CPU time of the churn (user + system), which other load on the machine does not inflate.
    var cpuSeconds: Double
    var underAddressSanitizer: Bool
    /// The heap in use (`CFixtures_heapInUse`) after the warm-up and at the end.
    var heapAfterWarmUp: Int
    var heapAtEnd: Int
    /// The user-mode emulator the child ran under (`stressEmulator`), nil natively.
    var emulator: String?

    static let marker = "DYNAMICPROXY-LIFETIME "
  }

  /// Figures of a run (debug build, 2 cores shared with other jobs, 100,000 proxies after 5,000
  /// warm-up ones): resident 26.46 MB after the warm-up, 26.67 MB at the end (+0.21 MB); live
  /// trampolines 0 before and after; 12.8 s (11.3 s of CPU). Under ThreadSanitizer: 56.6 MB, then
  /// 55.7 MB. Under AddressSanitizer the figure is not checked (138 MB, then 500 MB: the
  /// quarantine), but the child process exits through LeakSanitizer, which fails this test if
  /// anything leaked.
  @Test func creatingAndDestroyingManyProxiesLeavesResidentMemoryFlat() async throws {
    // The child reads DYNAMICPROXY_LIFETIME_ITERATIONS itself: it inherits the environment (and
    // an exit test captures no value before Swift 6.3).
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      let figures = ProxyLifetimeTests.churn(iterations: ProxyLifetimeTests.iterations)
      let data = try JSONEncoder().encode(figures)
      FileHandle.standardError.write(Data(Figures.marker.utf8) + data + Data("\n".utf8))
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    let line = try #require(
      output.split(separator: "\n").first { $0.hasPrefix(Figures.marker) }, "the child printed its figures")
    let figures = try JSONDecoder().decode(
      Figures.self, from: Data(line.dropFirst(Figures.marker.count).utf8))
    let growth = figures.residentAtEnd - figures.residentAfterWarmUp
    print(
      "ProxyLifetimeTests: \(figures.iterations) proxies in \(figures.seconds) s "
        + "(\(figures.cpuSeconds) s of CPU); resident "
        + "\(figures.residentAfterWarmUp) bytes after \(figures.warmUp) warm-up proxies, "
        + "\(figures.residentAtEnd) at the end (\(growth >= 0 ? "+" : "")\(growth)); live trampolines "
        + "\(figures.liveTrampolinesBefore) before, \(figures.liveTrampolinesAtEnd) after"
        + (figures.underAddressSanitizer ? "; AddressSanitizer: resident memory not checked" : "")
        + (figures.emulator.map {
          "; under \($0) the resident memory is the emulator's: the heap in use is checked instead, "
            + "\(figures.heapAfterWarmUp) bytes after the warm-up, \(figures.heapAtEnd) at the end"
        } ?? ""))

    #expect(figures.iterations == Self.iterations, "the child read the parent's iteration count")
    let total = figures.iterations + figures.warmUp
    #expect(figures.proxiesStillAlive == 0, "every proxy died with its parent")
    #expect(figures.liveTrampolinesAtEnd == figures.liveTrampolinesBefore, "every trampoline was freed")
    #expect(figures.completions == total, "each proxy's deinit completed its remaining stream")
    #expect(figures.deliveries == 2 * total, "each proxy delivered its two calls")
    #expect(figures.tablesInstalled == (total + 2) / 3, "each table parent installed its proxy's trampoline")
    #expect(figures.tablesRestored == (total + 2) / 3, "each table parent restored its C table")
    // ASan's quarantine keeps freed memory resident on purpose: the figure means nothing there.
    // Under a user-mode emulator (the arm64 run under qemu), the process is the emulator, whose
    // translation cache grows as trampolines are rewritten in reused slots: the program's own
    // heap stands in for it.
    if figures.emulator != nil {
      let heapGrowth = figures.heapAtEnd - figures.heapAfterWarmUp
      #expect(heapGrowth <= Self.allowedGrowth, "the heap in use grew by \(heapGrowth) bytes")
    } else if !figures.underAddressSanitizer {
      #expect(growth <= Self.allowedGrowth, "resident memory grew by \(growth) bytes")
    }
  }

  /// Creates and destroys `iterations` proxies after a warm-up; runs in the child process.
  static func churn(iterations: Int) -> Figures {
    let warmUp = min(5_000, max(1, iterations / 10))
    let cTable = StressCTable(StressCCounter().table(withOriginals: false))
    let state = ChurnState()
    let liveBefore = Trampoline.liveCount
    for index in 0..<warmUp { churnOne(index, cTable, state) }
    stressTrimMalloc()
    let residentAfterWarmUp = stressResidentBytes()
    let heapAfterWarmUp = CFixtures_heapInUse()
    let started = ContinuousClock.now
    let cpuStarted = stressCPUSeconds()
    for index in warmUp..<(warmUp + iterations) { churnOne(index, cTable, state) }
    let cpuSeconds = stressCPUSeconds() - cpuStarted
    let elapsed = ContinuousClock.now - started
    stressTrimMalloc()
    let residentAtEnd = stressResidentBytes()
    let heapAtEnd = CFixtures_heapInUse()
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return Figures(
      iterations: iterations, warmUp: warmUp, residentAfterWarmUp: residentAfterWarmUp,
      residentAtEnd: residentAtEnd, liveTrampolinesBefore: liveBefore,
      liveTrampolinesAtEnd: Trampoline.liveCount,
      proxiesStillAlive: state.survivors.count { $0.object != nil },
      completions: state.completions.load(ordering: .relaxed),
      deliveries: state.deliveries.load(ordering: .relaxed),
      tablesInstalled: state.tablesInstalled.load(ordering: .relaxed),
      tablesRestored: state.tablesRestored.load(ordering: .relaxed),
      seconds: seconds, cpuSeconds: cpuSeconds, underAddressSanitizer: stressRunsUnderAddressSanitizer,
      heapAfterWarmUp: heapAfterWarmUp, heapAtEnd: heapAtEnd, emulator: stressEmulator)
  }

  final class ChurnState: @unchecked Sendable {  // used on the test's thread only
    let completions = Atomic<Int>(0)
    let deliveries = Atomic<Int>(0)
    let tablesRestored = Atomic<Int>(0)
    let tablesInstalled = Atomic<Int>(0)
    /// Every 1000th proxy, to check that it is gone.
    var survivors: [StressWeak<AnyObject>] = []
  }

  /// One proxy's life: parent, forward delegate, proxy, two subscriptions (three trampolines: the
  /// proxy's for two methods, the forward delegate's typed closure), two calls; one subscription
  /// disposed, the other completed by the proxy's deinit. Every third one also presents itself as
  /// a C library's table, observed, and its parent restores the table when it goes.
  static func churnOne(_ index: Int, _ cTable: StressCTable, _ state: ChurnState) {
    do {
      let view = StressView()
      let forward = StressForwardDelegate()
      view.delegate = forward
      let proxy = StressViewProxy.proxy(for: view)
      let sent = proxy.sentMessage("stress:call:").subscribe(onNext: { _ in
        state.deliveries.add(1, ordering: .relaxed)
      })
      _ = proxy.methodInvoked("stress:other:").subscribe(
        onNext: { _ in state.deliveries.add(1, ordering: .relaxed) },
        onCompleted: { state.completions.add(1, ordering: .relaxed) })
      view.callFast("stress:call:", index)
      view.callFast("stress:other:", index)
      sent.dispose()
      if index % 1000 == 0 { state.survivors.append(StressWeak(proxy)) }
    }
    if index % 3 == 0 {
      do {
        let parent = try! StressTableParent(cTable: cTable)
        let proxy = StressTableProxy.proxy(for: parent)
        let subscription = proxy.methodInvoked("onDone").subscribe(onNext: { _ in })
        _ = cTable.run(1)
        subscription.dispose()
        // Left to the proxy's deinit: while the parent lives, the table holds the trampoline.
        _ = proxy.methodInvoked("onDone").subscribe(onNext: { _ in })
        if cTable.onDone != nil { state.tablesInstalled.add(1, ordering: .relaxed) }
        if index % 1000 == 0 { state.survivors.append(StressWeak(proxy)) }
      }
      if cTable.functions.allSatisfy({ $0 == nil }) {
        state.tablesRestored.add(1, ordering: .relaxed)
      }
    }
  }

  // MARK: The parent goes while a C library still holds the table

  /// The contract (for the README): a proxy lives as long as its parent, and its trampolines die
  /// with it. A C library keeps the table the parent installed the proxy into, so the parent owns
  /// what it wrote there: its `deinit` — which runs before the proxy storage is released — writes
  /// back what the table held before (or nulls), and the C library must not be inside a callback
  /// at that moment. Then the library falls back to the original callbacks, or to its defaults.
  @Test(arguments: [true, false])
  func theParentRestoresTheTableBeforeItsProxyGoes(withOriginals: Bool) throws {
    let counter = StressCCounter()
    let cTable = StressCTable(counter.table(withOriginals: withOriginals))
    let original = cTable.functions
    let weakProxy: StressWeak<StressTableProxy>
    let trampolines: [UnsafeRawPointer?]
    let observed = StressList<Int32>()
    do {
      let parent = try StressTableParent(cTable: cTable)
      let proxy = StressTableProxy.proxy(for: parent)
      weakProxy = StressWeak(proxy)
      if !withOriginals {
        try proxy.answer("onValue") { (_: UnsafeRawPointer?, value: Int32) -> Int32 in value * 10 }
      }
      _ = proxy.methodInvoked("onValue").subscribe(onNext: { arguments in
        observed.append(arguments[1] as! Int32)
      })
      _ = proxy.sentMessage("onDone").subscribe(onNext: { _ in })
      trampolines = cTable.functions
      #expect(trampolines[0] != original[0], "the table holds the proxy's trampolines")
      #expect(trampolines[1] != original[1])
      // 0 + 1 + 2, each doubled by the original or times ten by the answer.
      #expect(cTable.run(3) == (withOriginals ? 6 : 30))
      #expect(observed.all == [0, 1, 2])
    }

    #expect(weakProxy.object == nil, "the proxy died with its parent")
    #expect(cTable.functions == original, "the parent put the original callbacks back")
    for trampoline in trampolines where trampoline != nil {
      #expect(!cTable.functions.contains(trampoline), "no pointer into freed trampolines")
    }
    // The library runs on: the original callbacks, or its own defaults (the sum itself).
    #expect(cTable.run(3) == (withOriginals ? 6 : 3))
    #expect(observed.all == [0, 1, 2], "nothing observed once the proxy is gone")
    #expect(counter.values == (withOriginals ? 6 : 0))
  }

  /// Why the contract exists: a parent that does not restore the table leaves it pointing at the
  /// trampolines its proxy freed. (The test only looks at the pointer; calling it would be a
  /// use-after-free.)
  @Test func aParentThatDoesNotRestoreTheTableLeavesItPointingAtFreedTrampolines() throws {
    let counter = StressCCounter()
    let cTable = StressCTable(counter.table(withOriginals: true))
    let original = cTable.onValue
    let weakProxy: StressWeak<StressTableProxy>
    let trampoline: UnsafeRawPointer?
    do {
      let parent = try StressTableParent(cTable: cTable, restoresTable: false)
      let proxy = StressTableProxy.proxy(for: parent)
      weakProxy = StressWeak(proxy)
      _ = proxy.methodInvoked("onValue").subscribe(onNext: { _ in })
      trampoline = cTable.onValue
      #expect(cTable.run(2) == 2)
    }
    #expect(weakProxy.object == nil)
    #expect(trampoline != original)
    #expect(cTable.onValue == trampoline, "the table still points at the freed trampoline")
  }

  /// Bug (found by LeakSanitizer): a subscription disposed inside a delivery — a subscriber that
  /// disposes itself, as `take(1)` does — stays referenced by the subject's retired snapshot
  /// (SubscriberList.swift, `publish`: a snapshot replaced while a sender is inside waits in
  /// `state.retired` until the next write that finds no sender). Nothing writes again, so when its
  /// handler captures the parent, the parent → storage → proxy → subject → retired snapshot →
  /// handler → parent cycle never breaks: parent, proxy and trampolines leak. Fix: the last sender
  /// out (the reader count dropping to zero in `deliver`) releases the retired snapshots.
  /// A proxy keeps one box per forward delegate it was given (a caller may still read any of
  /// them), chained; its deinit releases the chain box by box, so that 20,000 boxes go on a
  /// thread with a 256 KB stack whatever code the compiler emits for a box's deinit.
  @Test func aProxyWhoseForwardDelegateChangedManyTimesGoesWithoutExhaustingItsThreadsStack() {
    final class Outcome: @unchecked Sendable {  // written before `done` is signalled, read after
      var proxyGone = false
      var delivered = 0
      let done = DispatchSemaphore(value: 0)
    }
    let outcome = Outcome()
    let thread = Thread {
      weak var weakProxy: RxDelegateButtonDelegateProxy?
      do {
        let button = DelegateButton()
        let delegates = [
          DelegateObject(delegateProtocol: .delegateButtonDelegate),
          DelegateObject(delegateProtocol: .delegateButtonDelegate),
        ]
        let proxy = RxDelegateButtonDelegateProxy.proxy(for: button)
        weakProxy = proxy
        let subscription = proxy.methodInvoked(DelegateButtonDelegate.trigger).subscribe(onNext: {
          outcome.delivered += 1
        })
        for index in 0..<20_000 {
          proxy.setForwardToDelegate(delegates[index % 2], retainDelegate: false)
        }
        button.tap()
        subscription.dispose()
      }
      outcome.proxyGone = weakProxy == nil
      outcome.done.signal()
    }
    // A small stack: 20,000 nested releases, were they nested, would need several megabytes.
    thread.stackSize = 256 << 10
    thread.start()
    outcome.done.wait()
    #expect(outcome.delivered == 1)
    #expect(outcome.proxyGone, "the proxy goes with its parent")
  }

  @Test func aSubscriberThatDisposesItselfDuringDeliveryDoesNotKeepItsParentAlive() {
    let weakView: StressWeak<StressView>
    let weakProxy: StressWeak<StressViewProxy>
    do {
      let view = StressView()
      let proxy = StressViewProxy.proxy(for: view)
      weakView = StressWeak(view)
      weakProxy = StressWeak(proxy)
      let own = Lock<(any Disposable)?>(nil)
      let subscription = proxy.sentMessage("stress:call:").subscribe(onNext: { _ in
        withExtendedLifetime(view) {}  // the handler uses its parent, as handlers do
        let taken = own.withLock { own in
          defer { own = nil }
          return own
        }
        taken?.dispose()
      })
      own.withLock { $0 = subscription }
      #expect(view.callFast("stress:call:", 1) == .called)
      #expect(own.withLock { $0 } == nil, "the subscriber disposed itself")
    }
    #expect(weakView.object == nil, "bug: the parent is kept alive by the disposed subscription")
    #expect(weakProxy.object == nil, "bug: so are its proxy and trampolines")
  }

  /// For a *function* protocol, a method that is forwarded but not observed may put the forward
  /// function itself in the slot — and in the live C table — only when that function outlives its
  /// delegate (a C function). A Swift forward delegate's function is its trampoline, freed with
  /// it, and a weakly held forward delegate can go at any time: the slot then holds the proxy's own
  /// trampoline, which lives as long as the proxy. (Swift callers resolve the forward delegate at
  /// each call and hold it for the call.)
  @Test func aWeakSwiftForwardDelegateOfAFunctionProtocolLeavesNoFreedTrampolineInTheTable() throws {
    let counter = StressCCounter()
    let cTable = StressCTable(counter.table(withOriginals: false))
    let parent = try StressTableParent(cTable: cTable)
    let proxy = StressTableProxy.proxy(for: parent)
    var forward: StressCallbackDelegate? = StressCallbackDelegate(base: StressRunBase())
    proxy.setForwardToDelegate(forward, retainDelegate: false)
    let function = forward?.target(for: "onValue")?.function
    #expect(cTable.onValue != nil)
    #expect(cTable.onValue != function, "the table holds the proxy's trampoline, not the delegate's")
    #expect(cTable.run(2) == 3, "0 * 3 + 1 * 3")
    let weakForward = StressWeak(forward)
    forward = nil
    #expect(weakForward.object == nil, "the forward delegate and its trampoline are gone")
    #expect(!proxy.responds(to: "onValue"), "Swift callers see that nobody implements it")

    #expect(
      cTable.onValue != function,
      "the C table does not point at the freed trampoline of a deallocated forward delegate")
    withExtendedLifetime(parent) {}
  }
}
