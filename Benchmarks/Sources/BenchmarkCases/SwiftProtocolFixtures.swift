import CFloors
import DynamicProxy
import DynamicProxyRx

/// Sets up the swift-protocol approaches of a per-shape case: the Swift parent (``SwiftParent``)
/// calls its Swift-protocol delegate, which is the generated proxy (``BenchDelegateProxy``,
/// installed with `proxy(for:)`); the forward delegate is the plain Swift class of the direct
/// approach (``SwiftRealDelegate``), held weakly by the proxy as RxCocoa holds it. Its subscribers
/// are typed (`swiftProtocol`: `methodInvoked(BenchDelegateProxy.Methods.…)`, the Swift argument
/// tuple) or get `[Any]` (`swiftProtocolAny`: `methodInvoked(selector)`, the closure tables' handler).
func swiftProtocolFixture(
  _ shape: Shape, _ counts: SubscriberCounts, _ approach: Approach, _ consumer: Consumer
) -> Fixture {
  let parent = SwiftParent()
  let real = SwiftRealDelegate()
  parent.delegate = real
  let proxy = BenchDelegateProxy.proxy(for: parent)
  precondition(parent.delegate === proxy, "proxy(for:) did not install the proxy")
  let subscriptions: [any Disposable]
  switch approach {
  case .swiftProtocol:
    subscriptions = typedSwiftProtocolSubscriptions(proxy, shape, counts, consumer)
  case .swiftProtocolAny:
    let selector = BenchDelegateProxy.selector(of: shape)
    let handler = consumer.handler
    subscriptions = counts.subscribe { event in
      let observable = event == .sent ? proxy.sentMessage(selector) : proxy.methodInvoked(selector)
      return observable.subscribe(onNext: handler)
    }
  default:
    preconditionFailure("\(approach.rawValue) is not a swift-protocol approach")
  }
  let disposables = DisposableList(subscriptions)
  return Fixture(
    run: swiftRun(parent, shape), delegateTally: real.tally, resultTally: parent.results, sender: parent,
    retained: [parent, real, proxy], disposers: [{ disposables.dispose() }])
}

extension BenchDelegateProxy {
  /// The selector of the generated proxy's method of `shape` (the `[Any]` subscribers' key).
  static func selector(of shape: Shape) -> Selector {
    switch shape {
    case .void: Methods.benchDidFire.selector
    case .mixed: Methods.benchDidMoveToX.selector
    case .int64: Methods.benchDidCount.selector
    case .returnsInt: Methods.numberOfItems.selector
    case .returnsBool: Methods.benchShouldBegin.selector
    case .returnsObject: Methods.item.selector
    case .struct16: Methods.benchDidChangeOffset.selector
    case .struct24: Methods.benchDidChangeSize.selector
    case .struct32: Methods.benchDidChangeFrame.selector
    case .structPointer: Methods.benchWillChangeFrame.selector
    }
  }
}

/// The typed subscribers of the generated proxy's method of `shape`: each gets the call's Swift
/// arguments (the sender, then the declared arguments), as the typed approach's subscribers do.
private func typedSwiftProtocolSubscriptions(
  _ proxy: BenchDelegateProxy, _ shape: Shape, _ counts: SubscriberCounts, _ consumer: Consumer
) -> [any Disposable] {
  typealias Methods = BenchDelegateProxy.Methods
  switch shape {
  case .void:
    return typedSubscriptions(
      counts, consumer, sent: proxy.sentMessage(Methods.benchDidFire),
      invoked: proxy.methodInvoked(Methods.benchDidFire),
      sink: { sender in opaqueSink(sender) }, verify: { _, tally in tally.add(1) })
  case .mixed:
    return typedSubscriptions(
      counts, consumer, sent: proxy.sentMessage(Methods.benchDidMoveToX),
      invoked: proxy.methodInvoked(Methods.benchDidMoveToX),
      sink: { sender, x, y in opaqueSink((sender, x, y)) }, verify: { _, tally in tally.add(3) })
  case .int64:
    return typedSubscriptions(
      counts, consumer, sent: proxy.sentMessage(Methods.benchDidCount),
      invoked: proxy.methodInvoked(Methods.benchDidCount),
      sink: { sender, count in opaqueSink((sender, count)) }, verify: { _, tally in tally.add(2) })
  case .returnsInt:
    return typedSubscriptions(
      counts, consumer, sent: proxy.sentMessage(Methods.numberOfItems),
      invoked: proxy.methodInvoked(Methods.numberOfItems),
      sink: { sender in opaqueSink(sender) }, verify: { _, tally in tally.add(1) })
  case .returnsBool:
    return typedSubscriptions(
      counts, consumer, sent: proxy.sentMessage(Methods.benchShouldBegin),
      invoked: proxy.methodInvoked(Methods.benchShouldBegin),
      sink: { sender in opaqueSink(sender) }, verify: { _, tally in tally.add(1) })
  case .returnsObject:
    return typedSubscriptions(
      counts, consumer, sent: proxy.sentMessage(Methods.item), invoked: proxy.methodInvoked(Methods.item),
      sink: { sender in opaqueSink(sender) }, verify: { _, tally in tally.add(1) })
  case .struct16:
    return typedSubscriptions(
      counts, consumer, sent: proxy.sentMessage(Methods.benchDidChangeOffset),
      invoked: proxy.methodInvoked(Methods.benchDidChangeOffset),
      sink: { sender, offset in opaqueSink((sender, offset)) }, verify: { _, tally in tally.add(2) })
  case .struct24:
    return typedSubscriptions(
      counts, consumer, sent: proxy.sentMessage(Methods.benchDidChangeSize),
      invoked: proxy.methodInvoked(Methods.benchDidChangeSize),
      sink: { sender, size in opaqueSink((sender, size)) }, verify: { _, tally in tally.add(2) })
  case .struct32:
    return typedSubscriptions(
      counts, consumer, sent: proxy.sentMessage(Methods.benchDidChangeFrame),
      invoked: proxy.methodInvoked(Methods.benchDidChangeFrame),
      sink: { sender, frame in opaqueSink((sender, frame)) }, verify: { _, tally in tally.add(2) })
  case .structPointer:
    return typedSubscriptions(
      counts, consumer, sent: proxy.sentMessage(Methods.benchWillChangeFrame),
      invoked: proxy.methodInvoked(Methods.benchWillChangeFrame),
      sink: { sender, frame in opaqueSink((sender, frame)) }, verify: { _, tally in tally.add(2) })
  }
}
