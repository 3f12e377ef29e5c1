import DynamicProxyRx
import Synchronization

/// Observing and answering a proxy's methods by selector (RxCocoa's forms) and the
/// connection of every call stream.
extension DelegateProxy {
  // MARK: Observing

  /// The calls of a method, before they are forwarded: each as its declared arguments
  /// (RxCocoa's `sentMessage(_:)`).
  ///
  /// Subscribing makes the proxy respond to the method (it is forwarded when the forward delegate
  /// implements it); disposing the last subscription returns the slot to its unobserved state.
  ///
  /// - Parameter selector: A method of the proxy's protocol.
  /// - Returns: The calls' arguments. Fails with ``DelegateProxyError`` for a selector outside the
  ///   protocol (which debug builds also report on standard error, with the protocol's closest
  ///   selectors), or a method with a return value that nobody answers. Completes when the proxy
  ///   goes.
  public func sentMessage(_ selector: Selector) -> Observable<[Any]> {
    observeArguments(selector, .sent)
  }

  /// The calls of a method, after they were forwarded: each as its declared arguments
  /// (RxCocoa's `methodInvoked(_:)`).
  ///
  /// - Parameter selector: A method of the proxy's protocol.
  /// - Returns: The calls' arguments; see ``sentMessage(_:)-(Selector)``.
  public func methodInvoked(_ selector: Selector) -> Observable<[Any]> {
    observeArguments(selector, .invoked)
  }

  /// The calls of a method, after they were forwarded, with their return values (beyond RxCocoa:
  /// RxSwift #300, #986).
  ///
  /// - Parameter selector: A method of the proxy's protocol.
  /// - Returns: Each call's arguments and return value; see ``sentMessage(_:)-(Selector)``.
  public func methodReturned(_ selector: Selector) -> Observable<MethodCall> {
    observe(selector, .returned) { onNext in
      CallObserver(boxesArguments: true) { frame in onNext(frame.methodCall()) }
    }
  }

  /// A stream of `[Any]` of the method of `selector`.
  private func observeArguments(_ selector: Selector, _ stream: CallStream) -> Observable<[Any]> {
    guard let method = delegateProtocol.method(for: selector) else {
      return failingStream(DelegateProxyError.unknownSelector(selector, protocol: delegateProtocol.name))
    }
    return Observable.connectingArguments(proxy: self, method: method, stream: stream)
  }

  @inline(__always)
  private func observe<Element>(
    _ selector: Selector, _ stream: CallStream,
    _ handler: @escaping (@escaping (Element) -> Void) -> CallObserver
  ) -> Observable<Element> {
    guard let method = delegateProtocol.method(for: selector) else {
      return failingStream(DelegateProxyError.unknownSelector(selector, protocol: delegateProtocol.name))
    }
    return Observable.connecting(proxy: self, method: method, stream: stream, handler: handler)
  }

  /// Subscribes a call observer to one of a method's subjects and updates the slot (the work of
  /// every subscription, typed or not); refuses a method whose return value nobody produces.
  @usableFromInline
  final func connect(
    _ method: DelegateProtocol.Method, _ stream: CallStream, _ sink: CallSink
  ) -> any Disposable {
    #if DEBUG
      noticeReplacedDelegate(subscribingTo: method.selector)
    #endif
    if method.returnsValue && !canProduceReturnValue(method) {
      sink.terminate(.error(DelegateProxyError.returnValueUnavailable(method.selector)))
      return Disposables.create()
    }
    let methodObservers = observers(for: method)
    if sink.boxesArguments { methodObservers.boxingSubscribers.add(1, ordering: .relaxed) }
    if sink.readsFrame { methodObservers.frameSubscribers.add(1, ordering: .relaxed) }
    let key = methodObservers.subscribe(sink, to: stream)
    updateSlot(at: method.index)
    return CallSubscription(
      proxy: self, observers: methodObservers, key: key, methodIndex: method.index,
      boxes: sink.boxesArguments,
      readsFrame: sink.readsFrame)
  }

  private func canProduceReturnValue(_ method: DelegateProtocol.Method) -> Bool {
    // A generated proxy's method returns the forward delegate's value or the protocol's default.
    if forwardsToSwiftDelegates { return true }
    // Somewhere to land, as the route the slot last published says (the proxy's own
    // implementation, the forward delegate's or an answer); the slot's index, checked.
    return slots.pointer(at: method.index).pointee.route.landing != Landing.nowhere.rawValue
  }

  // MARK: Answering

  /// Answers a method with a return value that nobody else implements, from a Swift closure
  /// (beyond RxCocoa: RxSwift #654). The forward delegate's implementation, when there is one,
  /// still wins.
  ///
  /// - Parameters:
  ///   - selector: A method of the proxy's protocol.
  ///   - body: The answer: the declared arguments in, the return value out.
  /// - Throws: ``DelegateError`` when the selector is not in the protocol or the closure's types do
  ///   not match.
  public final func answer<each Argument, Result>(
    _ selector: Selector, _ body: @escaping @Sendable (repeat each Argument) -> Result
  ) throws(DelegateError) {
    guard let method = delegateProtocol.method(for: selector) else {
      throw .unknownSelector(selector, protocol: delegateProtocol.name)
    }
    installAnswer(try Self.makeImplementation(for: method, body), at: method.index)
  }
}

/// The observers and answers of a proxy's methods, kept in its core.
extension DelegateProxyCore {
  /// The observers of the method at `index`, made on first use, kept for the proxy's life and
  /// published in the method's slot (where a generated proxy's call finds them by index). Called
  /// with `proxyState` locked.
  func observers(at index: Int) -> MethodObservers {
    // The lock held (the caller's), the index checked.
    let proxySlot = unsafe methodStates.locked(at: index)
    if let existing = unsafe proxySlot.pointee.observers { return existing }
    let created = MethodObservers(
      proxy: self, index: index,
      takesTypedCalls: !interceptsForwardingOfTypedCalls && !forwardsToSwiftDelegates)
    // Kept in the method's state for the proxy's life: the rule of the `KeptObjectPointer` it is
    // published in.
    unsafe proxySlot.pointee.observers = created
    KeptObjectPointer.publish(created, in: slots[index].observers)
    return created
  }

  func observers(for method: DelegateProtocol.Method) -> MethodObservers {
    proxyState.withLock { _ in observers(at: method.index) }
  }

  /// Installs an answer's implementation for the method at `index`.
  @usableFromInline
  final func installAnswer(_ implementation: Implementation, at index: Int) {
    retain(implementation)
    // The lock held (here), the index checked.
    proxyState.withLock { _ in unsafe methodStates.locked(at: index).pointee.answer = implementation }
    methodStates[index].answerFunction.store(
      UInt(bitPattern: implementation.functionPointer), ordering: .releasing)
    updateSlot(at: index)
  }
}
