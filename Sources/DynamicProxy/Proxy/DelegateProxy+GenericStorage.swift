import DynamicProxySupport

// A generic proxy class (the generated proxy of a protocol with associated types, generic over its
// forward delegate's type) can not have static stored properties, yet each of its specializations
// needs its own `DelegateProtocol` and `DelegateMethod`s, made once: a proxy's identity is its
// protocol's. They are kept here, one value per specialization.

/// The values each specialization of a generic proxy type makes once (its methods and its
/// `DelegateProtocol`), kept by the metatype's identity for the life of the process.
public enum GenericProxyStorage {
  /// The values made so far, by type.
  private static let values = Lock<[ObjectIdentifier: any Sendable]>([:])

  /// The value of `type`, made by `make` on the first call for `type` (under a lock: `make` runs
  /// once per type) and returned by every later one.
  ///
  /// ```swift
  /// private static var storage: Storage {
  ///   GenericProxyStorage.value(for: Self.self) { Storage() }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The specialization (`Self.self` in a generic proxy).
  ///   - make: Makes the value; it must not ask for another type's value.
  /// - Returns: The value of `type`.
  public static func value<Value: Sendable>(for type: Any.Type, make: () -> Value) -> Value {
    values.withLock { values in
      let key = ObjectIdentifier(type)
      if let value = values[key] as? Value { return value }
      let value = make()
      values[key] = value
      return value
    }
  }
}
