// The trampolines of typed closures (`implement(_:_:)` with a closure): their types checked
// against the method, their arguments read in Swift types, and the check `send` makes of boxed
// arguments.

extension DelegateObject {
  /// Builds the trampoline for a typed closure, checking its types against the method.
  static func makeImplementation<each Argument, Result>(
    for method: DelegateProtocol.Method, _ body: @escaping @Sendable (repeat each Argument) -> Result
  ) throws(DelegateError) -> Implementation {
    let codings = try TypedSignature.codings(
      repeat (each Argument).self, returning: Result.self, for: method, checking: .closure)
    if let error = codings.returnError { throw error }
    return try makeImplementation(
      for: method, handler: codings.handler(body), swiftBody: TypedBody(body),
      argumentCheck: argumentCheck(repeat (each Argument).self))
  }

  /// Builds the trampoline of a typed closure from its handler (``TypedCodings/handler(_:)``).
  /// `@safe`: the argument check is only kept, as `Implementation`'s initializer keeps it.
  @safe @usableFromInline
  static func makeImplementation(
    for method: DelegateProtocol.Method, handler: @escaping @Sendable (inout Invocation) -> Void,
    swiftBody: AnyObject?, argumentCheck: @escaping ArgumentCheck
  ) throws(DelegateError) -> Implementation {
    do {
      return try Implementation(
        signature: method.signature, selector: method.selector, swiftBody: swiftBody,
        argumentCheck: argumentCheck, body: handler)
    } catch {
      throw .trampolineUnavailable
    }
  }

  /// Checks boxed arguments (of `send` and `DelegateTarget.call`) against a typed closure's
  /// parameter types, which objects can not be checked against once they are C pointers.
  /// `@safe`: it makes the check; calling it takes a buffer its caller proves.
  @safe @usableFromInline
  static func argumentCheck<each Argument>(
    _ types: repeat (each Argument).Type
  ) -> ArgumentCheck {
    var collected: [@Sendable (Any) -> Bool] = []
    for type in repeat each types {
      collected.append(argumentAccepts(type))
    }
    let checks = collected
    return { arguments in
      for index in 0..<min(arguments.count, checks.count) {
        // The caller's buffer, valid for the call (what an argument check is given); in range.
        let value = unsafe arguments[index]
        if !checks[index](value) { return (index, "\(type(of: value))") }
      }
      return nil
    }
  }
}

/// Whether a boxed argument can be decoded as `T` by a typed closure: the same type (or a
/// subclass), nil for an optional, or any C value (converted by the C signature already).
private func argumentAccepts<T>(_: T.Type) -> @Sendable (Any) -> Bool {
  guard !(T.self is any TypeEncodable.Type), T.self != Any.self else { return { _ in true } }
  let optional = T.self is any OptionalValue.Type
  return { value in
    if let wrapped = value as? any OptionalValue, wrapped.wrappedAny == nil { return optional }
    if value is NullArgument { return optional }
    return value is T
  }
}
