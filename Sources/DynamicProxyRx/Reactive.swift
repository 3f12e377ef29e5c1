/// The `.rx` namespace: extensions on `Reactive<Base>` add streams to a base type
/// (RxSwift's `Reactive`).
@dynamicMemberLookup
public struct Reactive<Base> {
  /// The extended object.
  public let base: Base

  /// Wraps `base`.
  ///
  /// - Parameter base: The object to extend.
  public init(_ base: Base) {
    self.base = base
  }

  /// Reads a property of the base through the namespace.
  ///
  /// - Parameter keyPath: The property.
  /// - Returns: Its value.
  public subscript<Property>(dynamicMember keyPath: KeyPath<Base, Property>) -> Property {
    base[keyPath: keyPath]
  }
}

/// A type with the `.rx` namespace (RxSwift's `ReactiveCompatible`).
public protocol ReactiveCompatible {
  /// The extended type.
  associatedtype ReactiveBase

  /// The namespace of the type.
  static var rx: Reactive<ReactiveBase>.Type { get set }

  /// The namespace of the value.
  var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
  /// The namespace of the type.
  public static var rx: Reactive<Self>.Type {
    get { Reactive<Self>.self }
    set {}  // lets `Reactive` "mutate" the base type, as RxSwift allows
  }

  /// The namespace of the value.
  public var rx: Reactive<Self> {
    get { Reactive(self) }
    set {}  // lets `Reactive` "mutate" the base value, as RxSwift allows
  }
}
