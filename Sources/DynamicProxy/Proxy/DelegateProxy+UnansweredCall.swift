import DynamicProxySupport

// A Void method of a generated proxy with no forward delegate, no answer and no default does
// nothing; when it carries a completion closure or a promise (NIOSSH's `nextChallengePromise`),
// whoever waits for it waits forever, without a word. The generated method says so, once per
// proxy type and method, in the app's debug builds, on standard error; nothing traps.

/// The methods already reported, by proxy type and method index.
private let reportedUnansweredCalls = Lock<Set<UnansweredCallKey>>([])

/// A proxy type and a method index.
private struct UnansweredCallKey: Hashable {
  var proxyType: ObjectIdentifier
  var index: Int
}

extension DelegateProxy {
  /// Reports, once per proxy type and method, on standard error, that a call of the method at
  /// `index` found no forward delegate, no answer and no default while one of its arguments (a
  /// completion closure, a promise) waits to be completed. A generated proxy calls it in debug
  /// builds (`#if DEBUG`) for such methods.
  ///
  /// ```swift
  /// #if DEBUG
  ///   reportUnansweredCall(
  ///     "ledger(_:auditWith:)", waiting: "promise", at: 3)
  /// #endif
  /// ```
  ///
  /// - Parameters:
  ///   - method: The method's Swift name (`nextAuthenticationType(availableMethods:nextChallengePromise:)`).
  ///   - argument: The argument that will not be completed.
  ///   - index: The method's index in the proxy's protocol.
  /// - Returns: Whether this call reported it (the first of the proxy type's for the method).
  @discardableResult
  public final func reportUnansweredCall(_ method: String, waiting argument: String, at index: Int) -> Bool {
    let key = UnansweredCallKey(proxyType: ObjectIdentifier(type(of: self)), index: index)
    guard reportedUnansweredCalls.withLock({ $0.insert(key).inserted }) else { return false }
    ReplacedDelegateReport.send(
      "\(type(of: self)): \(method) was called with no forward delegate, no answer and no default "
        + "implementation: nothing completes its argument \(argument), so whoever waits for it waits "
        + "forever. Set a forward delegate (setForwardToDelegate(_:retainDelegate:)) or an answer "
        + "(answer(_:_:)) before the call. (Reported once; debug builds only.)",
      about: self)
    return true
  }
}
