// Protocols the generator must refuse, each for one reason; the generator's tests check the errors.

/// Refused: a generic method.
public protocol GenericMethodDelegate: AnyObject {
  /// A generic method.
  func transfer<Value>(_ transfer: Transfer, didDecode value: Value)
}

/// Refused: an associated type.
public protocol AssociatedTypeDelegate: AnyObject {
  /// The payload type.
  associatedtype Payload
  /// Takes a payload.
  func transfer(_ transfer: Transfer, didReceive payload: Payload)
}

/// Refused: a settable property requirement (a get-only one is read from the forward delegate).
public protocol PropertyDelegate: AnyObject {
  /// A property.
  var progress: Progress { get set }
}

/// Refused: a subscript requirement.
public protocol SubscriptDelegate: AnyObject {
  /// A subscript.
  subscript(index: Int) -> Chunk { get }
}

/// Refused: a `rethrows` method (an `async` one is proxied).
public protocol RethrowsMethodDelegate: AnyObject {
  /// A rethrows method.
  func transfer(_ transfer: Transfer, visit: @escaping (Chunk) throws -> Void) rethrows
}

/// Refused: an `inout` parameter.
public protocol InoutParameterDelegate: AnyObject {
  /// A method with an `inout` parameter.
  func transfer(_ transfer: Transfer, adjust progress: inout Progress)
}

/// Refused: a static requirement.
public protocol StaticMethodDelegate: AnyObject {
  /// A static method.
  static func transferDidStart(_ transfer: Transfer)
}

/// Refused: a closure parameter that is not `@escaping` (subscribers could keep it).
public protocol NonEscapingClosureDelegate: AnyObject {
  /// A method with a non-escaping closure.
  func transfer(_ transfer: Transfer, visit: (Chunk) -> Void)
}
