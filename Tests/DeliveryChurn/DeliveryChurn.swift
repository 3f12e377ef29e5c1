import CFixtures
import DynamicProxy
import DynamicProxyRx
import DynamicProxySupport
import Foundation
import Synchronization

/// Seconds of calls into proxies whose state changes under them, every delivery checked for its
/// form and its values.
///
/// Callers on threads of their own call a parent's delegate (its proxy) through every entry
/// (``ChurnEntry``): a typed call, `send`, `target(for:)`, `withTarget` and a C function calling
/// `callbackFunction(for:)`'s pointer. Meanwhile other threads subscribe and dispose `[Any]` and
/// typed subscribers of all three streams, swap forward delegates (retained and not, and none) and
/// answers, and make and drop parents with their proxies. The protocol is described by
/// ``DelegateMethod``s, so a struct argument must reach every `[Any]` as the Swift struct itself —
/// never as a `StructValue` — on every path and through every state change; and its values must be
/// the call's own.
///
/// Each call is numbered (the number is one of its arguments, its entry in the low bits) and every
/// value a subscriber, a forward delegate or the caller receives is derived from that number, so
/// each delivery is checked where it arrives.
public final class DeliveryChurn: Sendable {
  /// The parents callers call; the parent churn replaces them one at a time.
  static let parentCount = 4
  /// The forward delegates swapped in and out; all live for the whole run, so that a C caller's
  /// function pointer never outlives the trampoline behind it.
  static let forwardCount = 4
  /// How long a forward delegate works per call: the time a state change on another thread has to
  /// land in the middle of a call, as it does in an app whose delegate does work.
  static let forwardWork = Duration.microseconds(2)

  let duration: Duration
  let callers: Int
  /// Behind a pthread lock (`Lock`), which ThreadSanitizer sees, unlike `Mutex`'s futex.
  private let parents: Lock<[ChurnParent]>
  private let forwards: [DelegateObject]
  let counts = ChurnCounts()
  private let stop = Atomic<Bool>(false)
  private let sequence = Atomic<Int>(0)

  /// A run of `duration` with `callers` calling threads.
  public init(duration: Duration, callers: Int = 3) throws {
    self.duration = duration
    self.callers = callers
    let counts = self.counts
    forwards = try (0..<Self.forwardCount).map { index in
      let forward = DelegateObject(delegateProtocol: ChurnDelegate.description)
      if index % 2 == 0 {
        try forward.implement(ChurnDelegate.didSpan) { parent, span, sequence in
          counts.forwarded(span == ChurnSpan(sequence: sequence), sequence, "didSpan")
        }
        try forward.implement(ChurnDelegate.measure) { _, reading, sequence in
          counts.forwarded(reading == ChurnReading(sequence: sequence), sequence, "measure")
          return Double(2 * sequence)
        }
      } else {
        // Closures of the selector and its Swift types, not the protocol's `DelegateMethod`s.
        try forward.implement("parent:didSpan:sequence:") {
          (_: ChurnParent, span: ChurnSpan, sequence: Int) in
          counts.forwarded(span == ChurnSpan(sequence: sequence), sequence, "didSpan")
        }
        try forward.implement("parent:measure:sequence:") {
          (_: ChurnParent, reading: ChurnReading, sequence: Int) -> Double in
          counts.forwarded(reading == ChurnReading(sequence: sequence), sequence, "measure")
          return Double(2 * sequence)
        }
      }
      return forward
    }
    parents = Lock([])
    let made = try (0..<Self.parentCount).map { _ in try makeParent() }
    parents.withLock { $0 = made }
  }

  /// Runs the callers and the churn for the run's duration; returns what was checked.
  public func run() -> ChurnReport {
    let started = ContinuousClock.now
    let deadline = started + duration
    var threads: [@Sendable () -> Void] = []
    for caller in 0..<callers {
      threads.append { [self] in callLoop(caller: caller) }
    }
    threads.append { [self] in subscriptionChurn() }
    threads.append { [self] in forwardChurn() }
    threads.append { [self] in parentChurn() }
    let done = DispatchGroup()
    for body in threads {
      done.enter()
      let thread = Thread {
        body()
        done.leave()
      }
      thread.start()
    }
    while ContinuousClock.now < deadline {
      Thread.sleep(forTimeInterval: 0.01)
    }
    stop.store(true, ordering: .relaxed)
    done.wait()
    return counts.report(elapsed: ContinuousClock.now - started)
  }

  // MARK: The parents

  private func makeParent() throws -> ChurnParent {
    let parent = ChurnParent()
    parent.delegate = forwards[Int.random(in: 0..<forwards.count)]
    let proxy = ChurnDelegateProxy.proxy(for: parent)
    try installAnswer(on: proxy)
    // Typed subscribers for the parent's life: while no `[Any]` subscriber comes, a typed call
    // goes in its Swift types, and one that joins meanwhile is handed the call as a frame.
    subscribe(kind: 4, to: proxy).disposed(by: parent.bag)
    subscribe(kind: 5, to: proxy).disposed(by: parent.bag)
    counts.parentsMade.increment()
    return parent
  }

  private func installAnswer(on proxy: ChurnDelegateProxy) throws {
    let counts = self.counts
    try proxy.answer(ChurnDelegate.measure) { _, reading, sequence in
      counts.forwarded(reading == ChurnReading(sequence: sequence), sequence, "measure (answer)")
      return Double(2 * sequence)
    }
  }

  private func randomParent() -> ChurnParent {
    parents.withLock { $0[Int.random(in: 0..<$0.count)] }
  }

  private func parentChurn() {
    while !stop.load(ordering: .relaxed) {
      guard let parent = try? makeParent() else {
        counts.problem("a parent's proxy could not be made")
        return
      }
      // Dropped outside the lock: its proxy deinitializes here, completing its streams.
      let dropped = parents.withLock { parents in
        let index = Int.random(in: 0..<parents.count)
        defer { parents[index] = parent }
        return parents[index]
      }
      _ = dropped
      Thread.sleep(forTimeInterval: 0.0005)
    }
  }

  // MARK: The calls

  private func callLoop(caller: Int) {
    var round = caller
    while !stop.load(ordering: .relaxed) {
      let parent = randomParent()
      for entry in ChurnEntry.allCases {
        round &+= 1
        let number = sequence.add(1, ordering: .relaxed).newValue << 3 | entry.rawValue
        call(entry, parent, number, measuring: round & 1 == 0)
      }
    }
  }

  private func call(_ entry: ChurnEntry, _ parent: ChurnParent, _ sequence: Int, measuring: Bool) {
    guard let delegate = parent.delegate else {
      counts.problem("a parent lost its proxy")
      return
    }
    let span = ChurnSpan(sequence: sequence)
    let reading = ChurnReading(sequence: sequence)
    let selector: Selector = measuring ? "parent:measure:sequence:" : "parent:didSpan:sequence:"
    var result: Any? = nil
    switch entry {
    case .typedCall:
      result =
        measuring
        ? delegate.call(ChurnDelegate.measure, parent, reading, sequence)
        : delegate.call(ChurnDelegate.didSpan, parent, span, sequence)
    case .send:
      result =
        measuring
        ? try? delegate.send(selector, parent, reading, sequence)
        : try? delegate.send(selector, parent, span, sequence)
    case .target:
      let arguments: [Any] = [parent, measuring ? reading as Any : span, sequence]
      result = try? delegate.target(for: selector)?.call(arguments)
    case .withTarget:
      let arguments: [Any] = [parent, measuring ? reading as Any : span, sequence]
      result = delegate.withTarget(for: selector) { try? $0.call(arguments) } ?? nil
    case .cCaller:
      guard let function = delegate.callbackFunction(for: selector) else { break }
      let receiver = Unmanaged.passUnretained(delegate).toOpaque()
      let parentPointer = Unmanaged.passUnretained(parent).toOpaque()
      withExtendedLifetime((delegate, parent)) {
        if measuring {
          result = CFixtures_callReadingMethod(
            function, receiver, selector.cPointer, parentPointer, reading.cValue, Int64(sequence))
        } else {
          CFixtures_callSpanMethod(
            function, receiver, selector.cPointer, parentPointer, span.cValue, Int64(sequence))
        }
      }
    }
    counts.calls[entry.rawValue].increment()
    // Every parent's proxy has an answer for `measure`: a call always returns `2 * sequence`.
    if measuring, let result, (result as? Double) != Double(2 * sequence) {
      counts.problem("\(entry) of measure returned \(result), not \(2 * sequence)")
    }
  }

  // MARK: The churn

  private func subscriptionChurn() {
    var subscriptions: [any Disposable] = []
    while !stop.load(ordering: .relaxed) {
      let proxy = ChurnDelegateProxy.proxy(for: randomParent())
      subscriptions.append(subscribe(kind: Int.random(in: 0..<8), to: proxy))
      counts.subscriptions.increment()
      if subscriptions.count > 6 {
        subscriptions.remove(at: Int.random(in: 0..<subscriptions.count)).dispose()
      }
      if Int.random(in: 0..<64) == 0 {
        for subscription in subscriptions { subscription.dispose() }
        subscriptions.removeAll()
      }
    }
    for subscription in subscriptions { subscription.dispose() }
  }

  private func subscribe(kind: Int, to proxy: ChurnDelegateProxy) -> any Disposable {
    let counts = self.counts
    let measuring = Bool.random()
    let selector: Selector = measuring ? "parent:measure:sequence:" : "parent:didSpan:sequence:"
    switch kind {
    case 0:
      return proxy.sentMessage(selector).subscribe(onNext: { counts.check($0, .sentMessage) })
    case 1:
      return proxy.methodInvoked(selector).subscribe(onNext: { counts.check($0, .methodInvoked) })
    case 2:
      return proxy.methodReturned(selector).subscribe(onNext: { call in
        counts.check(call.arguments, .methodReturned)
        counts.checkReturn(call.returnValue, call.arguments)
      })
    case 3:
      // Both streams at once, as an observer.
      return proxy.sentMessage(selector).subscribe(
        AnyObserver { event in if case .next(let arguments) = event { counts.check(arguments, .sentMessage) }
        })
    case 4:
      return proxy.sentMessage(ChurnDelegate.didSpan).subscribe(onNext: { _, span, sequence in
        counts.checkTyped(span == ChurnSpan(sequence: sequence), sequence, "typed sentMessage")
      })
    case 5:
      return proxy.methodInvoked(ChurnDelegate.measure).subscribe(onNext: { _, reading, sequence in
        counts.checkTyped(reading == ChurnReading(sequence: sequence), sequence, "typed methodInvoked")
      })
    case 6:
      return proxy.methodReturned(ChurnDelegate.measure).subscribe(onNext: { call in
        let (_, reading, sequence) = call.arguments
        counts.checkTyped(
          reading == ChurnReading(sequence: sequence) && call.returnValue == Double(2 * sequence), sequence,
          "typed methodReturned")
      })
    default:
      return proxy.methodInvoked(ChurnDelegate.didSpan).subscribe(onNext: { _, span, sequence in
        counts.checkTyped(span == ChurnSpan(sequence: sequence), sequence, "typed methodInvoked")
      })
    }
  }

  private func forwardChurn() {
    var swaps = 0
    while !stop.load(ordering: .relaxed) {
      let proxy = ChurnDelegateProxy.proxy(for: randomParent())
      swaps += 1
      switch swaps % 8 {
      case 0:
        proxy.setForwardToDelegate(nil, retainDelegate: false)
      case 3:
        do { try installAnswer(on: proxy) } catch { counts.problem("an answer was refused: \(error)") }
        counts.answerSwaps.increment()
      default:
        proxy.setForwardToDelegate(
          forwards[Int.random(in: 0..<forwards.count)], retainDelegate: Bool.random())
      }
      counts.forwardSwaps.increment()
      if swaps % 16 == 0 { Thread.sleep(forTimeInterval: 0.0001) }
    }
  }
}
