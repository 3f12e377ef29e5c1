/// The factories of one proxy type, keyed by parent class (RxCocoa's `DelegateProxyFactory`).
final class DelegateProxyFactory: @unchecked Sendable {
  // @unchecked: `factories` is only touched under `FactoryRegistry.lock`.
  private var factories: [ObjectIdentifier: (AnyObject) -> AnyObject] = [:]
  private let proxyType: Any.Type

  private init(proxyType: Any.Type) {
    self.proxyType = proxyType
  }

  /// The factory of a proxy type, created (and its known implementations registered) on first use.
  static func sharedFactory<Proxy: DelegateProxyType>(for proxyType: Proxy.Type) -> DelegateProxyFactory {
    FactoryRegistry.lock.withLock {
      let key = ObjectIdentifier(proxyType)
      if let existing = FactoryRegistry.factories[key] { return existing }
      let factory = DelegateProxyFactory(proxyType: proxyType)
      FactoryRegistry.factories[key] = factory
      Proxy.registerKnownImplementations()
      return factory
    }
  }

  func extend<Proxy: DelegateProxyType, Parent>(make: @escaping (Parent) -> Proxy) {
    FactoryRegistry.lock.withLock {
      let key = ObjectIdentifier(Parent.self)
      precondition(
        factories[key] == nil,
        "\(proxyType) already has a factory for \(Parent.self): register each parent type once, "
          + "in registerKnownImplementations()")
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
  func createProxy(for object: AnyObject) -> AnyObject {
    let factory: ((AnyObject) -> AnyObject)? = FactoryRegistry.lock.withLock {
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
          + "superclass in registerKnownImplementations()")
    }
    return factory(object)
  }
}

/// The process-wide table of factories, behind one recursive lock: `registerKnownImplementations`
/// registers while the table is locked.
enum FactoryRegistry {
  nonisolated(unsafe) static var factories: [ObjectIdentifier: DelegateProxyFactory] = [:]
  static let lock = RecursiveLock()
}
