import DynamicProxySupport

/// Why a delegate operation failed.
public enum DelegateError: Error, Sendable, CustomStringConvertible {
  /// A selector that is not part of the protocol (and, for a send, that nobody implements).
  case unknownSelector(Selector, protocol: String)
  /// An implementation whose signature differs from the method's.
  case signatureMismatch(Selector, expected: MethodSignature, actual: MethodSignature)
  /// A typed closure whose parameter or result type does not match the method's signature.
  case closureTypeMismatch(Selector, position: ValuePosition, expected: TypeEncoding, actual: String)
  /// A ``DelegateMethod`` whose Swift type for an argument or the result does not match the
  /// signature of the protocol's method of the same selector.
  case typeMismatch(Selector, position: ValuePosition, expected: TypeEncoding, actual: String)
  /// A closure or call with the wrong number of arguments.
  case argumentCountMismatch(Selector, expected: Int, actual: Int)
  /// An argument or result that does not convert.
  case invocation(Selector, InvocationError)
  /// No trampoline could be allocated.
  case trampolineUnavailable

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .unknownSelector(let selector, let name):
      return "\(selector) is not a method of \(name)"
    case .signatureMismatch(let selector, let expected, let actual):
      return "\(selector) has signature \(MessageQuoting.quotedEncoding(expected.encoding)), not "
        + MessageQuoting.quotedEncoding(actual.encoding)
    case .closureTypeMismatch(let selector, let position, let expected, let actual):
      return "\(selector): \(position) is \(MessageQuoting.quotedEncoding(expected.encoding)); a closure of "
        + "\(actual) does not match"
    case .typeMismatch(let selector, let position, let expected, let actual):
      return "\(selector): \(position) is \(MessageQuoting.quotedEncoding(expected.encoding)); the typed "
        + "method's \(actual) does not match"
    case .argumentCountMismatch(let selector, let expected, let actual):
      return "\(selector) takes \(expected) argument\(expected == 1 ? "" : "s"), not \(actual)"
    case .invocation(let selector, let error):
      return "\(selector): \(error)"
    case .trampolineUnavailable:
      return ImplementationError.trampolineUnavailable.description
    }
  }
}
