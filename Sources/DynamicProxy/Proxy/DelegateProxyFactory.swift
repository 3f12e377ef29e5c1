import DynamicProxySupport

/// The factories of one proxy family, keyed by parent class (RxCocoa's `DelegateProxyFactory`).
///
/// A family is every proxy type of one ``DelegateProxyType/identifier`` (by default, of one
/// protocol): a base proxy class and the subclasses made for subclasses of its parent. They share
/// one factory table, as RxCocoa's `_sharedFactories[identifier]` does: a registration through any
/// type of the family extends it, `registerKnownImplementations()` runs once for the family (that
/// of the type that asked first), and whichever type asks, a parent gets the proxy made by the
/// factory of its most derived registered class.
final class DelegateProxyFactory: @unchecked Sendable {  // under FactoryRegistry.lock
  // `factories` is only touched under `FactoryRegistry.lock`.
  private var factories: [ObjectIdentifier: (AnyObject) -> AnyObject] = [:]
  /// The type that created the family, named in messages.
  private let firstProxyType: Any.Type

  private init(firstProxyType: Any.Type) {
    self.firstProxyType = firstProxyType
  }

  /// The factory of a proxy type's family, created (and the known implementations registered) on
  /// first use by any type of the family.
  static func sharedFactory<Proxy: DelegateProxyType>(for proxyType: Proxy.Type) -> DelegateProxyFactory {
    let registry = FactoryRegistry.shared
    return registry.lock.withLock {
      let key = Proxy.identifier
      if let existing = registry.factories[key] { return existing }
      let factory = DelegateProxyFactory(firstProxyType: proxyType)
      registry.factories[key] = factory
      Proxy.registerKnownImplementations()
      return factory
    }
  }

  func extend<Proxy: DelegateProxyType, Parent>(make: @escaping (Parent) -> Proxy) {
    FactoryRegistry.shared.lock.withLock {
      let key = ObjectIdentifier(Parent.self)
      precondition(
        factories[key] == nil,
        "\(Proxy.self): the proxy family of \(Proxy.delegateProtocol.name) (first used as \(firstProxyType)) "
          + "already has a factory for \(Parent.self): register each parent type once in the family, in "
          + "registerKnownImplementations()")
      factories[key] = { object in
        guard let parent = object as? Parent else {
          preconditionFailure("\(type(of: object)) is not a \(Parent.self)")
        }
        return make(parent)
      }
    }
  }

  /// Makes a proxy with the factory of the most-derived registered class of `object`, walking
  /// superclasses as RxCocoa's Mirror walk does.
  func createProxy(for object: AnyObject, asking proxyType: Any.Type) -> AnyObject {
    let factory: ((AnyObject) -> AnyObject)? = FactoryRegistry.shared.lock.withLock {
      var current: Any.Type? = type(of: object)
      while let type = current {
        if let factory = factories[ObjectIdentifier(type)] { return factory }
        current = (type as? AnyClass).flatMap { _getSuperclass($0) }
      }
      return nil
    }
    guard let factory else {
      preconditionFailure(
        "\(proxyType) has no factory for \(type(of: object)): register one for its class or a "
          + "superclass with register { … } (register(make:)) in registerKnownImplementations()")
    }
    return factory(object)
  }
}

/// The process-wide table of proxy families, by identifier, behind one recursive lock:
/// `registerKnownImplementations` registers while the table is locked.
final class FactoryRegistry: @unchecked Sendable {  // `factories` under `lock`
  // `factories` is only touched under `lock`, as each family's own table is.
  /// The one registry.
  static let shared = FactoryRegistry()
  var factories: [ObjectIdentifier: DelegateProxyFactory] = [:]
  let lock = RecursiveLock()

  private init() {}
}
