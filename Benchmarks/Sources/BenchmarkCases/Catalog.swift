import CFloors
import DynamicProxy
import DynamicProxyRx

/// How the libffi approach's parent reaches the forward delegate's target when a method is only
/// forwarded.
struct LibffiPath: Sendable, Equatable {
  /// Whether the proxy retains its forward delegate (`setForwardToDelegate(_:retainDelegate: true)`)
  /// or holds it weakly (what `proxy(for:)` does: RxCocoa's default).
  var retained: Bool
  /// Whether the parent resolves `target(for: Method)` (pre-resolved) or `target(for: Selector)`
  /// (the lookup path).
  var preResolved: Bool

  /// The weak, lookup path: what a parent written as the seeds' parents gets.
  static let weakLookup = LibffiPath(retained: false, preResolved: false)

  var label: String { (retained ? "retained" : "weak") + (preResolved ? "+resolved" : "+lookup") }

  /// The row's label in the table: `weak, lookup`, `retained, resolved`, ….
  var tableLabel: String { (retained ? "retained, " : "weak, ") + (preResolved ? "resolved" : "lookup") }
}

/// Every case of the comparison.
public enum Catalog {
  /// The subscriber configurations of the per-shape cases.
  static let configurations: [(label: String, counts: SubscriberCounts)] = [
    ("0+fwd", SubscriberCounts(sent: 0, invoked: 0)),
    ("1+1", SubscriberCounts(sent: 1, invoked: 1)),
    ("4+4", SubscriberCounts(sent: 4, invoked: 4)),
  ]

  /// All cases, in order.
  public static let all: [BenchCase] =
    calls + counting + paths + scaling + setup + floors + contention + threads

  /// The approaches of the per-shape cases: every one but the GNUstep peer's (its own process).
  static let shapeApproaches: [Approach] =
    Approach.comparison + [.libffiMethods, .libffiGeneric, .send, .typed, .swiftProtocol, .swiftProtocolAny]
    + [.tableExpert, .tableTyped]

  /// Sets up one approach of a per-shape case.
  static func shapeCase(
    _ shape: Shape, _ counts: SubscriberCounts
  ) -> @Sendable (Approach, Consumer) -> Fixture {
    { approach, consumer in
      switch approach {
      case .typed: typedFixture(shape, counts, consumer)
      case .tableTyped: tableTypedFixture(shape, counts, consumer)
      case .swiftProtocol, .swiftProtocolAny: swiftProtocolFixture(shape, counts, approach, consumer)
      default: shapeFixture(shape, counts, approach, consumer.handler, path: .weakLookup)
      }
    }
  }

  /// Each shape × {0 subscribers + forward delegate, 1 + 1, 4 + 4}.
  static let calls: [BenchCase] = Shape.allCases.flatMap { shape in
    configurations.map { configuration in
      BenchCase(
        name: "\(shape.label) \(configuration.label)", group: .calls, approaches: shapeApproaches,
        shape: shape, counts: configuration.counts, make: shapeCase(shape, configuration.counts),
        perCall: true)
    }
  }

  /// Each shape, 1 + 1, with subscribers that only count the calls: what a delivery costs, without
  /// the subscribers' use of the arguments.
  static let counting: [BenchCase] = Shape.allCases.map { shape in
    let counts = SubscriberCounts(sent: 1, invoked: 1)
    return BenchCase(
      name: "\(shape.label) 1+1 counting", group: .counting, approaches: shapeApproaches, shape: shape,
      counts: counts, make: shapeCase(shape, counts), perCall: true, label: "\(shape.label) 1+1",
      countingSubscribers: true)
  }

  /// Each shape, unobserved and 1 + 1, called by 1, 2 and as many threads as the machine has cores,
  /// each thread on its own parent (its own proxy, subscribers and forward delegate): what one
  /// thread's calls cost the others. Every per-shape approach but libffi-generic, which turns a
  /// switch of the whole process off while it runs.
  static let threads: [BenchCase] = Shape.allCases.flatMap { shape in
    configurations.prefix(2).map { configuration in
      BenchCase(
        name: "threads: \(shape.label) \(configuration.label)", group: .threads,
        approaches: shapeApproaches.filter { $0 != .libffiGeneric }, shape: shape,
        counts: configuration.counts, make: shapeCase(shape, configuration.counts), perCall: true,
        label: "\(shape.label) \(configuration.label)")
    }
  }

  /// The unobserved `void` call against a direct call through a C function pointer, for each way
  /// the libffi parent can reach the forward delegate's target.
  static let paths: [BenchCase] = [
    LibffiPath(retained: false, preResolved: false), LibffiPath(retained: false, preResolved: true),
    LibffiPath(retained: true, preResolved: false), LibffiPath(retained: true, preResolved: true),
  ].map { path in
    BenchCase(
      name: "void 0+fwd \(path.label) vs fn ptr", group: .paths, approaches: [.direct, .libffi],
      shape: .void, counts: SubscriberCounts(sent: 0, invoked: 0),
      make: { approach, consumer in
        guard approach == .direct else {
          return shapeFixture(
            .void, SubscriberCounts(sent: 0, invoked: 0), .libffi, consumer.handler, path: path)
        }
        let real = FFIRealDelegate()
        let parent = FunctionPointerParent(receiver: real)
        return Fixture(
          run: { count in for _ in 0..<count { parent.fireVoid() } }, delegateTally: real.tally,
          sender: parent, retained: [parent, real])
      }, perCall: true, label: path.tableLabel)
  }

  /// Protocols of 1, 10 and 100 methods (unobserved and 1 + 1), and 1, 10, 100 subscribers.
  ///
  /// The protocol of 100 methods is measured for the libffi approach alone: the direct and
  /// closure-table approaches call through a witness table or a dictionary of one entry whatever
  /// the protocol's size (they measured flat from 1 to 100 methods), so the 10-method rows are
  /// their baselines.
  static let scaling: [BenchCase] =
    [1, 10, 100].flatMap { size in
      configurations.prefix(2).map { configuration in
        BenchCase(
          name: "protocol of \(size) \(configuration.label)", group: .scaling,
          approaches: size == 100 ? [.libffi] : Approach.comparison + [.tableExpert],
          shape: .void, counts: configuration.counts,
          make: { approach, consumer in
            scaleFixture(size: size, configuration.counts, approach, consumer.handler)
          }, perCall: true)
      }
    }
    + [1, 10, 100].map { subscribers in
      let counts = SubscriberCounts(sent: 0, invoked: subscribers)
      return BenchCase(
        name: "void 0+\(subscribers) subscribers", group: .scaling,
        approaches: Approach.comparison + [.tableExpert, .tableTyped], shape: .void, counts: counts,
        make: { approach, consumer in
          approach == .tableTyped
            ? tableTypedFixture(.void, counts, consumer)
            : shapeFixture(.void, counts, approach, consumer.handler, path: .weakLookup)
        }, perCall: true, label: "void, \(subscribers) subscriber" + (subscribers == 1 ? "" : "s"))
    }

  /// Set-up cost for a 10-method protocol.
  static let setup: [BenchCase] = [
    BenchCase(
      name: "setup: create proxy + subscribe (10 methods)", group: .setup,
      approaches: [.tableDynamic, .tableResolved, .libffi], shape: nil,
      counts: SubscriberCounts(sent: 0, invoked: 1),
      make: { approach, consumer in SetupFixtures.createAndSubscribe(approach, consumer.handler) },
      perCall: false, label: "create + subscribe"),
    BenchCase(
      name: "setup: create, subscribe, dispose, destroy (10 methods)", group: .setup,
      approaches: [.tableDynamic, .tableResolved, .libffi], shape: nil,
      counts: SubscriberCounts(sent: 0, invoked: 1),
      make: { approach, consumer in SetupFixtures.fullCycle(approach, consumer.handler) },
      perCall: false, label: "… + dispose, destroy"),
  ]

  /// The libffi floors for every shape: `ffi_call`, a closure entered with a no-op handler, a
  /// closure forwarding with `ffi_call`; the direct column is the same C callee called directly.
  static let floors: [BenchCase] = [
    (CFloorsModeFfiCall, "ffi_call", "ffi_call"), (CFloorsModeClosureEntry, "closure entry", "entry"),
    (CFloorsModeClosureForward, "closure → ffi_call", "entry+call"),
  ].flatMap { mode, label, floorLabel in
    Shape.allCases.map { shape in
      BenchCase(
        name: "floor \(label): \(shape.label)", group: .floors, approaches: [.direct, .libffi], shape: nil,
        counts: SubscriberCounts(sent: 0, invoked: 0),
        make: { approach, _ in
          FloorFixture.make(shape.floorShape, approach == .direct ? CFloorsModeDirect : mode)
        }, perCall: true, label: "\(floorLabel) \(shape.label)")
    }
  }

  /// Two threads calling one parent (whose proxy has no subscriber) while a third subscribes and
  /// disposes a `methodInvoked` subscriber in a loop: the slot flips between forward-only and
  /// observed under the callers. Reported only.
  static let contention: [BenchCase] = [
    BenchCase(
      name: "contention: 2 callers + subscribe/dispose", group: .contention, approaches: Approach.comparison,
      shape: .void, counts: SubscriberCounts(sent: 0, invoked: 0),
      make: { approach, consumer in
        shapeFixture(
          .void, SubscriberCounts(sent: 0, invoked: 0), approach, consumer.handler, path: .weakLookup,
          churn: true)
      }, perCall: true, label: "2 callers + churn")
  ]
}

/// A C floor as a fixture.
enum FloorFixture {
  final class Handle: @unchecked Sendable {  // the floor is called by the fixture's thread only
    let floor: OpaquePointer
    init(_ floor: OpaquePointer) { self.floor = floor }
    deinit { CFloors_Destroy(floor) }
  }

  static func make(_ shape: CFloorsShape, _ mode: CFloorsMode) -> Fixture {
    guard let floor = CFloors_Create(shape, mode) else { preconditionFailure("libffi refused a floor") }
    let handle = Handle(floor)
    return Fixture(run: { count in CFloors_Run(handle.floor, count) }, retained: [handle])
  }
}

/// Sets up one approach of a per-shape case.
func shapeFixture(
  _ shape: Shape, _ counts: SubscriberCounts, _ approach: Approach, _ handler: @escaping TableHandler,
  path: LibffiPath, churn: Bool = false
) -> Fixture {
  switch approach {
  case .direct, .tableDynamic, .tableResolved, .tableExpert:
    let parent = SwiftParent()
    let real = SwiftRealDelegate()
    var retained: [AnyObject] = [parent, real]
    var subscriptions: [TableSubscription] = []
    var churner: (@Sendable () -> Void)?
    switch approach {
    case .tableDynamic:
      let proxy = TableDynamicProxy(forwardingTo: real)
      parent.delegate = proxy
      retained.append(proxy)
      subscriptions = counts.subscribe { proxy.table.subscribe(shape.name, $0, handler) }
      if churn { churner = { proxy.table.subscribe(shape.name, .invoked, handler).dispose() } }
    case .tableResolved:
      let proxy = TableResolvedProxy(forwardingTo: real)
      parent.delegate = proxy
      retained.append(proxy)
      subscriptions = counts.subscribe { proxy.methods[shape.rawValue].subscribe($0, handler) }
      if churn { churner = { proxy.methods[shape.rawValue].subscribe(.invoked, handler).dispose() } }
    case .tableExpert:
      let proxy = TableExpertProxy(forwardingTo: real)
      parent.delegate = proxy
      retained.append(proxy)
      subscriptions = counts.subscribe { proxy.methods[shape.rawValue].subscribe($0, handler) }
      if churn { churner = { proxy.methods[shape.rawValue].subscribe(.invoked, handler).dispose() } }
    default:
      parent.delegate = real
    }
    return Fixture(
      run: swiftRun(parent, shape), churn: churner, delegateTally: real.tally, resultTally: parent.results,
      sender: parent, retained: retained,
      disposers: subscriptions.map { subscription in { subscription.dispose() } })
  case .gnustep, .gnustepDirect:
    preconditionFailure("\(approach.rawValue) is measured by the GNUstep peer, in its own process")
  case .typed:
    preconditionFailure("the typed approach is set up by typedFixture")
  case .tableTyped:
    preconditionFailure("the table-typed approach is set up by tableTypedFixture")
  case .swiftProtocol, .swiftProtocolAny:
    preconditionFailure("the swift-protocol approaches are set up by swiftProtocolFixture")
  case .libffiGeneric:
    let fixture = shapeFixture(shape, counts, .libffi, handler, path: path, churn: churn)
    let run = fixture.run
    return Fixture(
      run: { count in
        Forwarding.fastPathsEnabled = false
        defer { Forwarding.fastPathsEnabled = true }
        run(count)
      }, churn: fixture.churn, delegateTally: fixture.delegateTally, resultTally: fixture.resultTally,
      senderBits: fixture.senderBits, retained: [fixture])
  case .libffi, .libffiMethods, .send:
    let parent = FFIParent()
    let methods = approach == .libffiMethods
    let real = FFIRealDelegate(methods ? .benchMethods : .bench)
    parent.delegate = real
    let proxy =
      methods ? installProxy(BenchMethodsProxy.self, on: parent) : installProxy(BenchProxy.self, on: parent)
    if path.retained { proxy.setForwardToDelegate(real, retainDelegate: true) }
    let subscriptions = counts.subscribe { event in
      (event == .sent ? proxy.sentMessage(shape.selector) : proxy.methodInvoked(shape.selector))
        .subscribe(onNext: handler)
    }
    let selector = shape.selector
    var churner: (@Sendable () -> Void)?
    if churn {
      churner = { @Sendable in proxy.methodInvoked(selector).subscribe(onNext: handler).dispose() }
    }
    // The same proxy; a send parent calls through `send`, the others resolve the target.
    let run =
      approach == .send
      ? sendRun(parent, shape)
      : path.preResolved ? ffiRun(parent, shape, shape.method) : ffiRun(parent, shape, shape.selector)
    return Fixture(
      run: run, churn: churner, delegateTally: real.tally, resultTally: parent.results, sender: parent,
      retained: [parent, real, proxy],
      disposers: subscriptions.map { subscription in { subscription.dispose() } })
  }
}

/// `n` calls of `shape` by a Swift parent.
func swiftRun(_ parent: SwiftParent, _ shape: Shape) -> @Sendable (Int) -> Void {
  switch shape {
  case .void: { count in for _ in 0..<count { parent.fireVoid() } }
  case .mixed: { count in for _ in 0..<count { parent.fireMixed() } }
  case .int64: { count in for _ in 0..<count { parent.fireInt64() } }
  case .returnsInt: { count in for _ in 0..<count { parent.askInt() } }
  case .returnsBool: { count in for _ in 0..<count { parent.askBool() } }
  case .returnsObject: { count in for _ in 0..<count { parent.askObject() } }
  case .struct16: { count in for _ in 0..<count { parent.fireStruct16() } }
  case .struct24: { count in for _ in 0..<count { parent.fireStruct24() } }
  case .struct32: { count in for _ in 0..<count { parent.fireStruct32() } }
  case .structPointer: { count in for _ in 0..<count { parent.fireStructPointer() } }
  }
}

/// `n` calls of `shape` by a parent that calls through `send`.
func sendRun(_ parent: FFIParent, _ shape: Shape) -> @Sendable (Int) -> Void {
  switch shape {
  case .void: { count in for _ in 0..<count { parent.sendVoid() } }
  case .mixed: { count in for _ in 0..<count { parent.sendMixed() } }
  case .int64: { count in for _ in 0..<count { parent.sendInt64() } }
  case .returnsInt: { count in for _ in 0..<count { parent.sendAskInt() } }
  case .returnsBool: { count in for _ in 0..<count { parent.sendAskBool() } }
  case .returnsObject: { count in for _ in 0..<count { parent.sendAskObject() } }
  case .structPointer: { count in for _ in 0..<count { parent.sendStructPointer() } }
  case .struct16: { count in for _ in 0..<count { parent.sendStruct16() } }
  case .struct24: { count in for _ in 0..<count { parent.sendStruct24() } }
  case .struct32: { count in for _ in 0..<count { parent.sendStruct32() } }
  }
}

/// `n` calls of `shape` by a parent of the described protocol, through `key`'s resolution path.
func ffiRun<Key: TargetKey & Sendable>(
  _ parent: FFIParent, _ shape: Shape, _ key: Key
) -> @Sendable (Int) -> Void {
  switch shape {
  case .void: { count in for _ in 0..<count { parent.fireVoid(key) } }
  case .mixed: { count in for _ in 0..<count { parent.fireMixed(key) } }
  case .int64: { count in for _ in 0..<count { parent.fireInt64(key) } }
  case .returnsInt: { count in for _ in 0..<count { parent.askInt(key) } }
  case .returnsBool: { count in for _ in 0..<count { parent.askBool(key) } }
  case .returnsObject: { count in for _ in 0..<count { parent.askObject(key) } }
  case .struct16: { count in for _ in 0..<count { parent.fireStruct16(key) } }
  case .struct24: { count in for _ in 0..<count { parent.fireStruct24(key) } }
  case .struct32: { count in for _ in 0..<count { parent.fireStruct32(key) } }
  case .structPointer: { count in for _ in 0..<count { parent.fireStructPointer(key) } }
  }
}

/// Sets up one approach of a protocol-size case: the last method of a protocol of `size` methods.
func scaleFixture(
  size: Int, _ counts: SubscriberCounts, _ approach: Approach, _ handler: @escaping TableHandler
) -> Fixture {
  guard approach == .libffi else {
    switch size {
    case 1: return Scale1Parent.makeFixture(approach, counts, handler)
    case 10: return Scale10Parent.makeFixture(approach, counts, handler)
    default: preconditionFailure("the protocol of \(size) methods has no \(approach) baseline")
    }
  }
  let parent = FFIParent()
  let protocolDescription: DelegateProtocol
  let proxy: DelegateProxy<FFIParent, DelegateObject>
  let real: FFIRealDelegate
  switch size {
  case 1:
    protocolDescription = .scale1
    real = FFIRealDelegate(protocolDescription)
    parent.delegate = real
    proxy = installProxy(Scale1Proxy.self, on: parent)
  case 10:
    protocolDescription = .scale10
    real = FFIRealDelegate(protocolDescription)
    parent.delegate = real
    proxy = installProxy(Scale10Proxy.self, on: parent)
  default:
    protocolDescription = .scale100
    real = FFIRealDelegate(protocolDescription)
    parent.delegate = real
    proxy = installProxy(Scale100Proxy.self, on: parent)
  }
  let selector = protocolDescription.methods[size - 1].selector
  let subscriptions = counts.subscribe { event in
    (event == .sent ? proxy.sentMessage(selector) : proxy.methodInvoked(selector)).subscribe(onNext: handler)
  }
  return Fixture(
    run: { count in for _ in 0..<count { parent.fireVoid(selector) } }, delegateTally: real.tally,
    resultTally: parent.results, sender: parent, retained: [parent, real, proxy],
    disposers: subscriptions.map { subscription in { subscription.dispose() } })
}
