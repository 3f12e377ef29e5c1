/// Optional values, seen through an existential: lets conversions unwrap and wrap them.
package protocol OptionalValue: SendableMetatype {
  static var nilValue: Self { get }
  static var wrappedType: Any.Type { get }
  var wrappedAny: Any? { get }
  /// The optional at `pointer` boxed as its value, or `NullArgument` for nil: an `[Any]` element.
  static func boxWrapped(at pointer: UnsafeRawPointer) -> Any
  static func wrapping(
    _ boxed: Any, slot: SlotInfo, position: ValuePosition
  ) throws(InvocationError)
    -> Self
}

extension Optional: OptionalValue {
  package static var nilValue: Self { nil }
  package static var wrappedType: Any.Type { Wrapped.self }

  package var wrappedAny: Any? {
    switch self {
    case .some(let value): return value
    case .none: return nil
    }
  }

  package static func boxWrapped(at pointer: UnsafeRawPointer) -> Any {
    // The caller's proof: an initialized optional of this type at `pointer`.
    unsafe pointer.assumingMemoryBound(to: Self.self).pointee.wrappedAny ?? NullArgument()
  }

  package static func wrapping(
    _ boxed: Any, slot: SlotInfo, position: ValuePosition
  ) throws(InvocationError)
    -> Self
  {
    .some(try ValueCoding.convert(boxed, to: Wrapped.self, slot: slot, position: position))
  }
}
