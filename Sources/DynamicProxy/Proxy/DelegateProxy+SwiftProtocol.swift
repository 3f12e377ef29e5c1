import Synchronization

/// Proxies of Swift delegate protocols: a generated proxy class conforms to the protocol, and each
/// of its methods calls ``DelegateProxy/unobservedForwardDelegate(at:)``, then
/// ``DelegateProxy/route(_:at:_:forward:otherwise:)-(_,_,Argument,_,_)``.
///
/// Such a proxy's `Delegate` is the protocol's existential (`any XMLParserDelegate`), not
/// ``DelegateObject``: its forward delegate is any conformer, held weakly or retained as RxCocoa
/// does, and called through the protocol's own Swift methods.
extension DelegateProxy {
  /// Routes one call of a method of a generated Swift-protocol proxy: the typed arguments go to
  /// the `sentMessage` subscribers, the call to the forward delegate (`forward`), else to an
  /// answer installed with ``answer(_:_:)-(DelegateMethod<Argument,Result>,_)``, else to
  /// `otherwise` (the protocol's default implementation); then the arguments and the result go to
  /// the `methodInvoked` and `methodReturned` subscribers. Typed subscribers get the Swift values;
  /// `[Any]` subscribers of the selector get them boxed, as RxCocoa's events.
  ///
  /// Unobserved, a call costs one atomic load (the proxy's observed methods), the forward
  /// delegate's weak load and the call: `method` is not even evaluated.
  ///
  /// ```swift
  /// public func parserDidStartDocument(_ parser: XMLParser) {
  ///   route(Methods.didStartDocument, at: 0, parser) {
  ///     $0.parserDidStartDocument(parser)
  ///   } otherwise: {
  ///     Self.defaults.parserDidStartDocument(parser)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - method: The method, a method of the proxy's protocol; evaluated only when the call is
  ///     observed or answered.
  ///   - index: The method's index in the proxy's protocol (its position in
  ///     ``DelegateProtocol/methods``), which the generator writes; checked against `method`
  ///     whenever `method` is evaluated.
  ///   - argument: The call's arguments.
  ///   - forward: Calls the method on the forward delegate.
  ///   - otherwise: The result when there is no forward delegate and no answer.
  /// - Returns: The forward delegate's result, the answer's or the default's.
  /// - Throws: What `forward` or `otherwise` threw (typed: a `throws(E)` method's `E`, nothing for
  ///   a method that does not throw); `methodInvoked` and `methodReturned` are not sent for a call
  ///   that threw, as RxCocoa sends nothing after an exception.
  @inlinable @inline(__always)
  public final func route<each Argument, Result, Failure: Error>(
    _ method: @autoclosure () -> DelegateMethod<repeat each Argument, Result>, at index: Int,
    _ argument: repeat each Argument,
    forward: (Delegate) throws(Failure) -> Result, otherwise: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    if let result = try routeUnobserved(at: index, forward: forward, otherwise: otherwise) { return result }
    return try routeObserved(
      method(), at: index, repeat each argument, forward: forward, otherwise: otherwise)
  }

  /// The unobserved call, the most frequent, decided first by every `route`: when the method's bit
  /// in the proxy's set of observed methods (the first 64; the others ask their slot) is clear,
  /// the forward delegate's result, else, unanswered, the default's; nil when the call must be
  /// routed as observed or answered.
  @inlinable @inline(__always)
  final func routeUnobserved<Result, Failure: Error>(
    at index: Int, forward: (Delegate) throws(Failure) -> Result, otherwise: () throws(Failure) -> Result
  ) throws(Failure) -> Result? {
    guard index < UInt.bitWidth && observedMethods.load(ordering: .relaxed) & (1 << index) == 0 else {
      return nil
    }
    if let delegate = swiftForwardDelegate() { return try forward(delegate) }
    if answeredMethods.load(ordering: .relaxed) & (1 << index) == 0 { return try otherwise() }
    return nil
  }

  /// The forward delegate, for the fast path of a generated proxy's method: when the method at
  /// `index` is not observed, the forward delegate (retained for the call) that the method calls
  /// directly; nil when the call must go through ``route(_:at:_:forward:otherwise:)-(_,_,Argument,_,_)`` (the method
  /// is observed, or there is no forward delegate).
  ///
  /// One atomic load and the forward delegate's weak load. A generated method calls it first and
  /// keeps its `route` call in a function of its own, so that the fast path stays short.
  ///
  /// - Parameter index: The method's index in the proxy's protocol.
  /// - Returns: The forward delegate, or nil.
  @inlinable @inline(__always)
  public final func unobservedForwardDelegate(at index: Int) -> Delegate? {
    guard index < UInt.bitWidth && observedMethods.load(ordering: .relaxed) & (1 << index) == 0 else {
      return nil
    }
    return swiftForwardDelegate()
  }
}
