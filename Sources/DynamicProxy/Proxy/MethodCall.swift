/// A call of an observed method with its return value, as ``DelegateProxy/methodReturned(_:)-(Selector)``
/// delivers it.
public struct MethodCall: @unchecked Sendable {  // the call's own values
  // @unchecked: the payload is boxed C values or objects the delegate passed; it is delivered
  // synchronously and only crosses threads when the subscriber moves it, as RxCocoa's `[Any]` does.

  /// The declared arguments.
  public let arguments: [Any]
  /// The return value, boxed; `()` for `void`.
  public let returnValue: Any
}
