import DynamicProxy

/// The approaches a case compares.
public enum Approach: String, CaseIterable, Sendable {
  /// The parent calls its real delegate: no proxy.
  case direct
  /// The hand-written closure-table proxy, its table keyed by selector name per call.
  case tableDynamic = "table-dynamic"
  /// The hand-written closure-table proxy with its lookups resolved ahead of time.
  case tableResolved = "table-resolved"
  /// The libffi DelegateProxy, called through the parent's slot-table dispatch.
  case libffi
  /// The same proxy with its forwarding fast paths off (`Forwarding.fastPathsEnabled = false`
  /// while it runs): the libffi closure in, every forward through `ffi_call`.
  case libffiGeneric = "libffi-generic"
  /// The same proxy called by a parent through `DelegateObject.send` (boxed arguments, the
  /// convenient path the seeds' parents use) instead of resolving the target and calling it.
  case send
  /// The same proxy with typed methods: the parent calls `call(_:_:)` with Swift values, the real
  /// delegate is typed closures, the subscribers typed: nothing boxed.
  case typed
  /// RxCocoa's own technique on GNUstep's Objective-C runtime (`forwardInvocation:`), measured by
  /// the GNUstep peer (`Benchmarks/GNUstep`), a separate process: no fixture here.
  case gnustep
  /// The GNUstep peer's parent calling its Objective-C delegate directly: that peer's baseline.
  case gnustepDirect = "gnustep-direct"

  /// The four approaches every case compares.
  public static let comparison: [Approach] = [.direct, .tableDynamic, .tableResolved, .libffi]
}

/// How many subscribers a case has: `sentMessage` and `methodInvoked`.
public struct SubscriberCounts: Sendable, Equatable {
  /// `sentMessage` subscribers.
  public var sent: Int
  /// `methodInvoked` subscribers.
  public var invoked: Int

  /// Creates counts.
  public init(sent: Int, invoked: Int) {
    self.sent = sent
    self.invoked = invoked
  }

  /// Subscribes once per subscriber, sent ones first.
  func subscribe<S>(_ body: (TableEvent) -> S) -> [S] {
    (0..<sent).map { _ in body(.sent) } + (0..<invoked).map { _ in body(.invoked) }
  }
}

/// What a subscriber does with each call: nothing but an opaque use of the arguments (timing), or
/// counting them (verification).
public enum Consumer: Sendable {
  /// `opaqueSink(arguments)`.
  case sink
  /// Adds the argument count to the tally.
  case counting(Tally)

  /// The subscriber closure; the same closure serves every approach.
  var handler: TableHandler {
    switch self {
    case .sink:
      return { arguments in opaqueSink(arguments) }
    case .counting(let tally):
      return { arguments in tally.add(UInt64(arguments.count)) }
    }
  }
}

/// One approach of one case, set up: `run(n)` makes `n` calls (or `n` set-up cycles).
public final class Fixture: @unchecked Sendable {
  // @unchecked: the closures and objects are only used by the thread(s) the runner hands them to;
  // the objects they reach are Sendable or documented as set up before calls start.

  /// Makes `n` calls.
  public let run: @Sendable (Int) -> Void
  /// Called before each timed batch of `n`, untimed (set-up cases prepare their parents here).
  public let prepare: (@Sendable (Int) -> Void)?
  /// Called after each timed batch, untimed (set-up cases tear down here).
  public let finish: (@Sendable () -> Void)?
  /// Subscribes one more subscriber and disposes it (the contention case's third thread).
  public let churn: (@Sendable () -> Void)?
  /// The real delegate's tally (verification), if the case has one.
  public let delegateTally: Tally?
  /// The parent's results tally (verification), if any.
  public let resultTally: Tally?
  /// The bit pattern of the sender the parent passes (verification).
  public let senderBits: UInt64
  private let retained: [AnyObject]
  private let disposers: [@Sendable () -> Void]

  init(
    run: @escaping @Sendable (Int) -> Void,
    prepare: (@Sendable (Int) -> Void)? = nil,
    finish: (@Sendable () -> Void)? = nil,
    churn: (@Sendable () -> Void)? = nil,
    delegateTally: Tally? = nil,
    resultTally: Tally? = nil,
    sender: AnyObject? = nil,
    senderBits: UInt64? = nil,
    retained: [AnyObject] = [],
    disposers: [@Sendable () -> Void] = []
  ) {
    self.run = run
    self.prepare = prepare
    self.finish = finish
    self.churn = churn
    self.delegateTally = delegateTally
    self.resultTally = resultTally
    self.senderBits = senderBits ?? sender.map(bits) ?? 0
    self.retained = retained
    self.disposers = disposers
  }

  deinit {
    for dispose in disposers { dispose() }
  }
}

/// The case groups, in the order the runner prints them.
public enum CaseGroup: String, CaseIterable, Sendable {
  case calls = "calls"
  case paths = "unobserved paths"
  case scaling = "scaling"
  case setup = "setup"
  case floors = "libffi floors"
  case contention = "contention"
}

/// One case: its name, the approaches it compares, and how each is set up.
public struct BenchCase: Sendable {
  /// The name printed and used as the JSON `case`.
  public let name: String
  /// The group.
  public let group: CaseGroup
  /// The approaches measured.
  public let approaches: [Approach]
  /// The shape called, when the case calls one (verification).
  public let shape: Shape?
  /// The subscribers of the proxies.
  public let counts: SubscriberCounts
  /// Sets up one approach.
  public let make: @Sendable (Approach, Consumer) -> Fixture
  /// Whether a batch of `n` is `n` calls (false for set-up cycles: "per call" means per cycle).
  public let perCall: Bool
}
