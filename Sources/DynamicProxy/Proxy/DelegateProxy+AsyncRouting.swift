import DynamicProxyRuntime
import DynamicProxySupport
import Synchronization

// The route of a generated proxy's `async` methods: the synchronous route's steps (the unobserved
// check, the method's binding and observers, `sentMessage`, the landing, `methodInvoked` and
// `methodReturned`), with the forward delegate, or the default, awaited between the events. Built
// on the internal functions the synchronous routes use, in a file of its own.

extension DelegateProxy {
  /// Routes one call of an `async` method of a generated Swift-protocol proxy (a name of its own,
  /// so that neither the compiler nor a documentation link has to choose between it and the
  /// synchronous route), as
  /// ``route(_:at:_:forward:otherwise:)-(_,_,Argument,_,_)`` routes a synchronous one: the
  /// arguments go to the `sentMessage` subscribers, the call to the forward delegate (`forward`,
  /// awaited), else to an answer, else to `otherwise` (the protocol's default, awaited); then the
  /// arguments and the result go to the `methodInvoked` and `methodReturned` subscribers, after the
  /// awaited call returned. The call runs in the caller's task (and on its actor:
  /// `nonisolated(nonsending)`), so the caller's cancellation reaches the forward delegate as it
  /// is, and a `CancellationError` it throws comes back to the caller.
  ///
  /// ```swift
  /// public func fetcher(
  ///   _ fetcher: Fetcher, shouldFetch path: String
  /// ) async -> Bool {
  ///   await routeAsync(Methods.shouldFetch, at: 0, fetcher, path) {
  ///     await $0.fetcher(fetcher, shouldFetch: path)
  ///   } otherwise: {
  ///     await Self.defaults.fetcher(fetcher, shouldFetch: path)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - method: The method, a method of the proxy's protocol.
  ///   - index: The method's index in the proxy's protocol.
  ///   - argument: The call's arguments.
  ///   - forward: Calls the method on the forward delegate.
  ///   - otherwise: The result when there is no forward delegate and no answer.
  /// - Returns: The forward delegate's result, the answer's or the default's.
  /// - Throws: What `forward` or `otherwise` threw (typed: a `throws(E)` method's `E`);
  ///   `methodInvoked` and `methodReturned` are not sent for a call that threw.
  nonisolated(nonsending)
    public final func routeAsync<each Argument, Result, Failure: Error>(
      _ method: DelegateMethod<repeat each Argument, Result>, at index: Int,
      _ argument: repeat each Argument,
      forward: (Delegate) async throws(Failure) -> Result, otherwise: () async throws(Failure) -> Result
    ) async throws(Failure) -> Result
  {
    // `method` is a value, not an autoclosure as in the synchronous routes (evaluated only when the
    // call is observed): Swift 6.2.3 crashes (SILGen, PackElementGenerator: "origPackType
    // .matchesPack(substPackType)") on a caller's closure that returns a parameter-pack generic.
    // Unrouted: where the slot's route lands it, the forward delegate or the default; an answer,
    // a forward delegate gone since, and everything routed, below.
    if let landing = unroutedLanding(at: index) {
      if landing == .forward, let delegate = swiftForwardDelegate() { return try await forward(delegate) }
      if landing == .nowhere { return try await otherwise() }
    }
    let binding = method.requiredBindingReference(for: delegateProtocol)
    precondition(
      binding.with { $0.index } == index,
      "\(method.selector): routeAsync(_:at:_:forward:otherwise:) was given the index \(index), "
        + "not the method's in the protocol")
    // Retained across the awaited call: the subscriptions may change meanwhile.
    guard let observers = routeObservers(at: index)?.object else {
      return try await landAsync(
        index, binding, method, repeat each argument, forward: forward, otherwise: otherwise)
    }
    let element = (repeat each argument)
    // Held by `observers`, this function's strong reference, until it returns.
    let unmanaged = unsafe Unretained(observers)
    // Each delivery in the read section around it; `element` is the arguments' tuple, as the
    // method's typed subscribers receive them; the index as above.
    observers.beginDelivery()
    unsafe MethodObservers.deliverSent(unmanaged, method, element) { sink, result in
      deliverFrame(binding, to: sink, result: result, repeat each argument)
    }
    observers.endDelivery()
    let result = try await landAsync(
      index, binding, method, repeat each argument, forward: forward, otherwise: otherwise)
    observers.beginDelivery()
    unsafe MethodObservers.deliverInvoked(unmanaged, method, element, result: result) { sink, result in
      deliverFrame(binding, to: sink, result: result, repeat each argument)
    }
    observers.endDelivery()
    withExtendedLifetime((self, observers)) {}
    return result
  }

  /// Where a routed `async` call lands, as the synchronous route's `land` decides: the forward
  /// delegate (awaited), else the proxy's own implementation or an installed answer (synchronous
  /// closures), else `otherwise` (awaited). `index` is checked against the proxy's tables, as in
  /// `land`.
  nonisolated(nonsending)
    final func landAsync<each Argument, Result, Failure: Error>(
      _ index: Int, _ binding: Unretained<MethodBinding>,
      _ method: DelegateMethod<repeat each Argument, Result>,
      _ argument: repeat each Argument, forward: (Delegate) async throws(Failure) -> Result,
      otherwise: () async throws(Failure) -> Result
    ) async throws(Failure) -> Result
  {
    // The slot and the state at `index`, checked, in this proxy's tables, which the caller holds.
    // Decided before any await: only the call it names is awaited.
    let landing = landed(slots.pointer(at: index).pointee.route, methodStates.pointer(at: index).pointee) {
      swiftForwardDelegate()
    }
    switch consume landing {
    case .forwardDelegate(let delegate):
      return try await forward(delegate)
    case .proxy(let function):
      // This proxy's own implementation or answer of the slot's method, as `landed` found it.
      return callOnProxy(
        unsafe ProxyFunction(function, in: slots.pointer(at: index)), binding, method, repeat each argument)
    case .nowhere:
      return try await otherwise()
    }
  }
}
