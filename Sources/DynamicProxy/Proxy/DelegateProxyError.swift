/// Why a proxy stream failed.
public enum DelegateProxyError: Error, Sendable, CustomStringConvertible {
  /// The selector is not a method of the proxy's protocol.
  case unknownSelector(Selector, protocol: String)
  /// The method returns a value and nobody implements or answers it, so the proxy can not claim to
  /// respond: set a forward delegate that implements it, or install an answer with `answer(_:_:)`.
  case returnValueUnavailable(Selector)

  /// A sentence saying what is wrong and how to fix it.
  public var description: String {
    switch self {
    case .unknownSelector(let selector, let name):
      return "\(selector) is not a method of \(name)"
    case .returnValueUnavailable(let selector):
      return
        "\(selector) returns a value and nobody implements it: the proxy can not invent the value, "
        + "so it does not respond and the method can not be observed. Set a forward delegate that "
        + "implements it, or install an answer with answer(_:_:)."
    }
  }
}
