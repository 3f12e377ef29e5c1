import DynamicProxy

/// The DelegateProxy of ``DelegateProtocol/bench`` (the libffi approach), written as the seeds'
/// proxies are.
final class BenchProxy: DelegateProxy<FFIParent, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // no state beyond DelegateProxy's
{
  static let delegateProtocol = DelegateProtocol.bench

  init(parent: FFIParent) {
    super.init(parentObject: parent, delegateProxy: BenchProxy.self)
  }

  static func registerKnownImplementations() {
    register { BenchProxy(parent: $0) }
  }
}

/// The DelegateProxy of ``DelegateProtocol/benchMethods`` (the libffi-methods approach): the same
/// proxy, its protocol described by Swift types.
final class BenchMethodsProxy: DelegateProxy<FFIParent, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // no state beyond DelegateProxy's
{
  static let delegateProtocol = DelegateProtocol.benchMethods

  init(parent: FFIParent) {
    super.init(parentObject: parent, delegateProxy: BenchMethodsProxy.self)
  }

  static func registerKnownImplementations() {
    register { BenchMethodsProxy(parent: $0) }
  }
}

/// The parent's proxy of type `Proxy`, created and installed on first use (`proxy(for:)`).
func installProxy<Proxy: DelegateProxyType>(
  _ type: Proxy.Type, on parent: FFIParent
) -> DelegateProxy<FFIParent, DelegateObject> where Proxy.ParentObject == FFIParent {
  Proxy.proxy(for: parent) as! DelegateProxy<FFIParent, DelegateObject>
}
