// GENERATED FILE, DO NOT EDIT.
// Regenerate with: python3 Benchmarks/Scripts/generate-scale-protocols.py (`--check` verifies it;
// CI runs that).
import DynamicProxy

extension DelegateProtocol {
  /// The protocol of 1 optional `v@` method, described (`Scale1Delegate`).
  static let scale1 = try! DelegateProtocol(
    "Scale1Delegate", methods: (0..<1).map { .optional(Selector("scale1Method\($0):"), "v@") })
}

/// A Swift protocol of 1 `v@` method: the protocol-size scaling case.
protocol Scale1Delegate: AnyObject, Sendable {
  /// `scale1Method0:`.
  func scale1Method0(_ sender: AnyObject)
}

/// The real Swift delegate of Scale1Delegate: every method does the `void` shape's work.
final class Scale1RealDelegate: Scale1Delegate {
  /// What the calls accumulated.
  let tally = Tally()

  /// Creates the delegate.
  init() {}

  func scale1Method0(_ sender: AnyObject) { tally.add(bits(sender)) }
}

/// The closure-table proxy of Scale1Delegate keyed per call (see ``TableDynamicProxy``).
final class Scale1TableDynamicProxy: Scale1Delegate {
  /// The subscribers by selector name.
  let table = ClosureTable()
  private weak let forward: (any Scale1Delegate)?

  /// Creates a proxy forwarding to `forward`.
  init(forwardingTo forward: any Scale1Delegate) { self.forward = forward }

  @inline(__always)
  private func relay(_ name: String, _ sender: AnyObject, _ call: (any Scale1Delegate) -> Void) {
    guard let subscribers = table.subscribers(name), !subscribers.isEmpty else {
      if let forward { call(forward) }
      return
    }
    let arguments: [Any] = [sender]
    subscribers.emitSent(arguments)
    if let forward { call(forward) }
    subscribers.emitInvoked(arguments)
  }

  func scale1Method0(_ sender: AnyObject) {
    relay("scale1Method0:", sender) { $0.scale1Method0(sender) }
  }
}

/// The closure-table proxy of Scale1Delegate resolved ahead of time (see ``TableResolvedProxy``).
final class Scale1TableResolvedProxy: Scale1Delegate {
  /// The subscribers of each method, by method index.
  let methods: [MethodSubscribers] = (0..<1).map { _ in MethodSubscribers() }
  private let subscribers0: MethodSubscribers
  private weak let forward: (any Scale1Delegate)?

  /// Creates a proxy forwarding to `forward`.
  init(forwardingTo forward: any Scale1Delegate) {
    self.forward = forward
    subscribers0 = methods[0]
  }

  @inline(__always)
  private func relay(_ list: MethodSubscribers, _ sender: AnyObject, _ call: (any Scale1Delegate) -> Void) {
    guard let subscribers = list.current(), !subscribers.isEmpty else {
      if let forward { call(forward) }
      return
    }
    let arguments: [Any] = [sender]
    subscribers.emitSent(arguments)
    if let forward { call(forward) }
    subscribers.emitInvoked(arguments)
  }

  func scale1Method0(_ sender: AnyObject) {
    relay(subscribers0, sender) { $0.scale1Method0(sender) }
  }
}

/// The closure-table proxy of Scale1Delegate as an expert writes it (see ``TableExpertProxy``).
final class Scale1TableExpertProxy: Scale1Delegate {
  /// The methods, by method index.
  let methods: [ExpertAnyMethod] = (0..<1).map { _ in ExpertAnyMethod() }
  private let method0: ExpertAnyMethod
  private weak let forward: (any Scale1Delegate)?

  /// Creates a proxy forwarding to `forward`.
  init(forwardingTo forward: any Scale1Delegate) {
    self.forward = forward
    method0 = methods[0]
  }

  @inline(__always)
  private func relay(_ method: ExpertAnyMethod, _ sender: AnyObject, _ call: (any Scale1Delegate) -> Void) {
    guard let snapshot = method.subscribers.snapshot() else {
      if let forward { call(forward) }
      return
    }
    snapshot._withUnsafeGuaranteedRef { snapshot in
      method.withArguments({ $0.append(sender) }) { arguments in
        ExpertSnapshot.each(snapshot.sent) { $0.body(arguments) }
        if let forward { call(forward) }
        ExpertSnapshot.each(snapshot.invoked) { $0.body(arguments) }
      }
    }
  }

  func scale1Method0(_ sender: AnyObject) {
    relay(method0, sender) { $0.scale1Method0(sender) }
  }
}

/// A parent of Scale1Delegate that calls its last method (the direct and closure-table approaches).
final class Scale1Parent: @unchecked Sendable {  // set up before calls, not changed during them
  /// The delegate.
  weak var delegate: (any Scale1Delegate)?
  /// The parent's proxy, owned (what DelegateProxyStorage does for the libffi approach).
  var proxy: AnyObject?

  /// Creates a parent without a delegate.
  init() {}

  @inline(never) func fireLast() { delegate?.scale1Method0(self) }
}

extension Scale1Parent {
  /// A parent of the direct or a closure-table approach, with its real delegate and proxy.
  static func makeFixture(
    _ approach: Approach, _ counts: SubscriberCounts, _ handler: @escaping TableHandler
  ) -> Fixture {
    let parent = Scale1Parent()
    let real = Scale1RealDelegate()
    var subscriptions: [TableSubscription] = []
    switch approach {
    case .direct:
      parent.delegate = real
    case .tableDynamic:
      let proxy = Scale1TableDynamicProxy(forwardingTo: real)
      parent.delegate = proxy
      parent.proxy = proxy
      subscriptions = counts.subscribe { proxy.table.subscribe("scale1Method0:", $0, handler) }
    case .tableResolved:
      let proxy = Scale1TableResolvedProxy(forwardingTo: real)
      parent.delegate = proxy
      parent.proxy = proxy
      subscriptions = counts.subscribe { proxy.methods[0].subscribe($0, handler) }
    case .tableExpert:
      let proxy = Scale1TableExpertProxy(forwardingTo: real)
      parent.delegate = proxy
      parent.proxy = proxy
      subscriptions = counts.subscribe { proxy.methods[0].subscribe($0, handler) }
    case .libffi, .libffiMethods, .libffiGeneric, .send, .typed, .swiftProtocol, .swiftProtocolAny,
      .gnustep, .gnustepDirect, .tableTyped:
      preconditionFailure("the proxy approaches and table-typed have their own fixtures")
    }
    return Fixture(
      run: { count in for _ in 0..<count { parent.fireLast() } },
      delegateTally: real.tally, sender: parent, retained: [parent, real],
      disposers: subscriptions.map { subscription in { subscription.dispose() } })
  }
}

/// The DelegateProxy of Scale1Delegate (the libffi approach).
final class Scale1Proxy: DelegateProxy<FFIParent, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // no state beyond DelegateProxy's
{
  static let delegateProtocol = DelegateProtocol.scale1

  init(parent: FFIParent) {
    super.init(parentObject: parent, delegateProxy: Scale1Proxy.self)
  }

  static func registerKnownImplementations() {
    register { Scale1Proxy(parent: $0) }
  }
}

extension DelegateProtocol {
  /// The protocol of 10 optional `v@` methods, described (`Scale10Delegate`).
  static let scale10 = try! DelegateProtocol(
    "Scale10Delegate", methods: (0..<10).map { .optional(Selector("scale10Method\($0):"), "v@") })
}

/// A Swift protocol of 10 `v@` methods: the protocol-size scaling case.
protocol Scale10Delegate: AnyObject, Sendable {
  /// `scale10Method0:`.
  func scale10Method0(_ sender: AnyObject)
  /// `scale10Method1:`.
  func scale10Method1(_ sender: AnyObject)
  /// `scale10Method2:`.
  func scale10Method2(_ sender: AnyObject)
  /// `scale10Method3:`.
  func scale10Method3(_ sender: AnyObject)
  /// `scale10Method4:`.
  func scale10Method4(_ sender: AnyObject)
  /// `scale10Method5:`.
  func scale10Method5(_ sender: AnyObject)
  /// `scale10Method6:`.
  func scale10Method6(_ sender: AnyObject)
  /// `scale10Method7:`.
  func scale10Method7(_ sender: AnyObject)
  /// `scale10Method8:`.
  func scale10Method8(_ sender: AnyObject)
  /// `scale10Method9:`.
  func scale10Method9(_ sender: AnyObject)
}

/// The real Swift delegate of Scale10Delegate: every method does the `void` shape's work.
final class Scale10RealDelegate: Scale10Delegate {
  /// What the calls accumulated.
  let tally = Tally()

  /// Creates the delegate.
  init() {}

  func scale10Method0(_ sender: AnyObject) { tally.add(bits(sender)) }
  func scale10Method1(_ sender: AnyObject) { tally.add(bits(sender)) }
  func scale10Method2(_ sender: AnyObject) { tally.add(bits(sender)) }
  func scale10Method3(_ sender: AnyObject) { tally.add(bits(sender)) }
  func scale10Method4(_ sender: AnyObject) { tally.add(bits(sender)) }
  func scale10Method5(_ sender: AnyObject) { tally.add(bits(sender)) }
  func scale10Method6(_ sender: AnyObject) { tally.add(bits(sender)) }
  func scale10Method7(_ sender: AnyObject) { tally.add(bits(sender)) }
  func scale10Method8(_ sender: AnyObject) { tally.add(bits(sender)) }
  func scale10Method9(_ sender: AnyObject) { tally.add(bits(sender)) }
}

/// The closure-table proxy of Scale10Delegate keyed per call (see ``TableDynamicProxy``).
final class Scale10TableDynamicProxy: Scale10Delegate {
  /// The subscribers by selector name.
  let table = ClosureTable()
  private weak let forward: (any Scale10Delegate)?

  /// Creates a proxy forwarding to `forward`.
  init(forwardingTo forward: any Scale10Delegate) { self.forward = forward }

  @inline(__always)
  private func relay(_ name: String, _ sender: AnyObject, _ call: (any Scale10Delegate) -> Void) {
    guard let subscribers = table.subscribers(name), !subscribers.isEmpty else {
      if let forward { call(forward) }
      return
    }
    let arguments: [Any] = [sender]
    subscribers.emitSent(arguments)
    if let forward { call(forward) }
    subscribers.emitInvoked(arguments)
  }

  func scale10Method0(_ sender: AnyObject) {
    relay("scale10Method0:", sender) { $0.scale10Method0(sender) }
  }

  func scale10Method1(_ sender: AnyObject) {
    relay("scale10Method1:", sender) { $0.scale10Method1(sender) }
  }

  func scale10Method2(_ sender: AnyObject) {
    relay("scale10Method2:", sender) { $0.scale10Method2(sender) }
  }

  func scale10Method3(_ sender: AnyObject) {
    relay("scale10Method3:", sender) { $0.scale10Method3(sender) }
  }

  func scale10Method4(_ sender: AnyObject) {
    relay("scale10Method4:", sender) { $0.scale10Method4(sender) }
  }

  func scale10Method5(_ sender: AnyObject) {
    relay("scale10Method5:", sender) { $0.scale10Method5(sender) }
  }

  func scale10Method6(_ sender: AnyObject) {
    relay("scale10Method6:", sender) { $0.scale10Method6(sender) }
  }

  func scale10Method7(_ sender: AnyObject) {
    relay("scale10Method7:", sender) { $0.scale10Method7(sender) }
  }

  func scale10Method8(_ sender: AnyObject) {
    relay("scale10Method8:", sender) { $0.scale10Method8(sender) }
  }

  func scale10Method9(_ sender: AnyObject) {
    relay("scale10Method9:", sender) { $0.scale10Method9(sender) }
  }
}

/// The closure-table proxy of Scale10Delegate resolved ahead of time (see ``TableResolvedProxy``).
final class Scale10TableResolvedProxy: Scale10Delegate {
  /// The subscribers of each method, by method index.
  let methods: [MethodSubscribers] = (0..<10).map { _ in MethodSubscribers() }
  private let subscribers0: MethodSubscribers
  private let subscribers1: MethodSubscribers
  private let subscribers2: MethodSubscribers
  private let subscribers3: MethodSubscribers
  private let subscribers4: MethodSubscribers
  private let subscribers5: MethodSubscribers
  private let subscribers6: MethodSubscribers
  private let subscribers7: MethodSubscribers
  private let subscribers8: MethodSubscribers
  private let subscribers9: MethodSubscribers
  private weak let forward: (any Scale10Delegate)?

  /// Creates a proxy forwarding to `forward`.
  init(forwardingTo forward: any Scale10Delegate) {
    self.forward = forward
    subscribers0 = methods[0]
    subscribers1 = methods[1]
    subscribers2 = methods[2]
    subscribers3 = methods[3]
    subscribers4 = methods[4]
    subscribers5 = methods[5]
    subscribers6 = methods[6]
    subscribers7 = methods[7]
    subscribers8 = methods[8]
    subscribers9 = methods[9]
  }

  @inline(__always)
  private func relay(_ list: MethodSubscribers, _ sender: AnyObject, _ call: (any Scale10Delegate) -> Void) {
    guard let subscribers = list.current(), !subscribers.isEmpty else {
      if let forward { call(forward) }
      return
    }
    let arguments: [Any] = [sender]
    subscribers.emitSent(arguments)
    if let forward { call(forward) }
    subscribers.emitInvoked(arguments)
  }

  func scale10Method0(_ sender: AnyObject) {
    relay(subscribers0, sender) { $0.scale10Method0(sender) }
  }

  func scale10Method1(_ sender: AnyObject) {
    relay(subscribers1, sender) { $0.scale10Method1(sender) }
  }

  func scale10Method2(_ sender: AnyObject) {
    relay(subscribers2, sender) { $0.scale10Method2(sender) }
  }

  func scale10Method3(_ sender: AnyObject) {
    relay(subscribers3, sender) { $0.scale10Method3(sender) }
  }

  func scale10Method4(_ sender: AnyObject) {
    relay(subscribers4, sender) { $0.scale10Method4(sender) }
  }

  func scale10Method5(_ sender: AnyObject) {
    relay(subscribers5, sender) { $0.scale10Method5(sender) }
  }

  func scale10Method6(_ sender: AnyObject) {
    relay(subscribers6, sender) { $0.scale10Method6(sender) }
  }

  func scale10Method7(_ sender: AnyObject) {
    relay(subscribers7, sender) { $0.scale10Method7(sender) }
  }

  func scale10Method8(_ sender: AnyObject) {
    relay(subscribers8, sender) { $0.scale10Method8(sender) }
  }

  func scale10Method9(_ sender: AnyObject) {
    relay(subscribers9, sender) { $0.scale10Method9(sender) }
  }
}

/// The closure-table proxy of Scale10Delegate as an expert writes it (see ``TableExpertProxy``).
final class Scale10TableExpertProxy: Scale10Delegate {
  /// The methods, by method index.
  let methods: [ExpertAnyMethod] = (0..<10).map { _ in ExpertAnyMethod() }
  private let method0: ExpertAnyMethod
  private let method1: ExpertAnyMethod
  private let method2: ExpertAnyMethod
  private let method3: ExpertAnyMethod
  private let method4: ExpertAnyMethod
  private let method5: ExpertAnyMethod
  private let method6: ExpertAnyMethod
  private let method7: ExpertAnyMethod
  private let method8: ExpertAnyMethod
  private let method9: ExpertAnyMethod
  private weak let forward: (any Scale10Delegate)?

  /// Creates a proxy forwarding to `forward`.
  init(forwardingTo forward: any Scale10Delegate) {
    self.forward = forward
    method0 = methods[0]
    method1 = methods[1]
    method2 = methods[2]
    method3 = methods[3]
    method4 = methods[4]
    method5 = methods[5]
    method6 = methods[6]
    method7 = methods[7]
    method8 = methods[8]
    method9 = methods[9]
  }

  @inline(__always)
  private func relay(_ method: ExpertAnyMethod, _ sender: AnyObject, _ call: (any Scale10Delegate) -> Void) {
    guard let snapshot = method.subscribers.snapshot() else {
      if let forward { call(forward) }
      return
    }
    snapshot._withUnsafeGuaranteedRef { snapshot in
      method.withArguments({ $0.append(sender) }) { arguments in
        ExpertSnapshot.each(snapshot.sent) { $0.body(arguments) }
        if let forward { call(forward) }
        ExpertSnapshot.each(snapshot.invoked) { $0.body(arguments) }
      }
    }
  }

  func scale10Method0(_ sender: AnyObject) {
    relay(method0, sender) { $0.scale10Method0(sender) }
  }

  func scale10Method1(_ sender: AnyObject) {
    relay(method1, sender) { $0.scale10Method1(sender) }
  }

  func scale10Method2(_ sender: AnyObject) {
    relay(method2, sender) { $0.scale10Method2(sender) }
  }

  func scale10Method3(_ sender: AnyObject) {
    relay(method3, sender) { $0.scale10Method3(sender) }
  }

  func scale10Method4(_ sender: AnyObject) {
    relay(method4, sender) { $0.scale10Method4(sender) }
  }

  func scale10Method5(_ sender: AnyObject) {
    relay(method5, sender) { $0.scale10Method5(sender) }
  }

  func scale10Method6(_ sender: AnyObject) {
    relay(method6, sender) { $0.scale10Method6(sender) }
  }

  func scale10Method7(_ sender: AnyObject) {
    relay(method7, sender) { $0.scale10Method7(sender) }
  }

  func scale10Method8(_ sender: AnyObject) {
    relay(method8, sender) { $0.scale10Method8(sender) }
  }

  func scale10Method9(_ sender: AnyObject) {
    relay(method9, sender) { $0.scale10Method9(sender) }
  }
}

/// A parent of Scale10Delegate that calls its last method (the direct and closure-table approaches).
final class Scale10Parent: @unchecked Sendable {  // set up before calls, not changed during them
  /// The delegate.
  weak var delegate: (any Scale10Delegate)?
  /// The parent's proxy, owned (what DelegateProxyStorage does for the libffi approach).
  var proxy: AnyObject?

  /// Creates a parent without a delegate.
  init() {}

  @inline(never) func fireLast() { delegate?.scale10Method9(self) }
}

extension Scale10Parent {
  /// A parent of the direct or a closure-table approach, with its real delegate and proxy.
  static func makeFixture(
    _ approach: Approach, _ counts: SubscriberCounts, _ handler: @escaping TableHandler
  ) -> Fixture {
    let parent = Scale10Parent()
    let real = Scale10RealDelegate()
    var subscriptions: [TableSubscription] = []
    switch approach {
    case .direct:
      parent.delegate = real
    case .tableDynamic:
      let proxy = Scale10TableDynamicProxy(forwardingTo: real)
      parent.delegate = proxy
      parent.proxy = proxy
      subscriptions = counts.subscribe { proxy.table.subscribe("scale10Method9:", $0, handler) }
    case .tableResolved:
      let proxy = Scale10TableResolvedProxy(forwardingTo: real)
      parent.delegate = proxy
      parent.proxy = proxy
      subscriptions = counts.subscribe { proxy.methods[9].subscribe($0, handler) }
    case .tableExpert:
      let proxy = Scale10TableExpertProxy(forwardingTo: real)
      parent.delegate = proxy
      parent.proxy = proxy
      subscriptions = counts.subscribe { proxy.methods[9].subscribe($0, handler) }
    case .libffi, .libffiMethods, .libffiGeneric, .send, .typed, .swiftProtocol, .swiftProtocolAny,
      .gnustep, .gnustepDirect, .tableTyped:
      preconditionFailure("the proxy approaches and table-typed have their own fixtures")
    }
    return Fixture(
      run: { count in for _ in 0..<count { parent.fireLast() } },
      delegateTally: real.tally, sender: parent, retained: [parent, real],
      disposers: subscriptions.map { subscription in { subscription.dispose() } })
  }
}

/// The DelegateProxy of Scale10Delegate (the libffi approach).
final class Scale10Proxy: DelegateProxy<FFIParent, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // no state beyond DelegateProxy's
{
  static let delegateProtocol = DelegateProtocol.scale10

  init(parent: FFIParent) {
    super.init(parentObject: parent, delegateProxy: Scale10Proxy.self)
  }

  static func registerKnownImplementations() {
    register { Scale10Proxy(parent: $0) }
  }
}

extension DelegateProtocol {
  /// The protocol of 100 optional `v@` methods, described (`Scale100Delegate`).
  static let scale100 = try! DelegateProtocol(
    "Scale100Delegate", methods: (0..<100).map { .optional(Selector("scale100Method\($0):"), "v@") })
}

/// The DelegateProxy of Scale100Delegate (the libffi approach).
final class Scale100Proxy: DelegateProxy<FFIParent, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // no state beyond DelegateProxy's
{
  static let delegateProtocol = DelegateProtocol.scale100

  init(parent: FFIParent) {
    super.init(parentObject: parent, delegateProxy: Scale100Proxy.self)
  }

  static func registerKnownImplementations() {
    register { Scale100Proxy(parent: $0) }
  }
}
