import DynamicProxyRx

/// Delegate objects and their proxies have the `.rx` namespace, where RxCocoa-style extensions
/// add streams (`parent.rx.didUpdate` over `DelegateProxy.methodInvoked`).
extension DelegateObject: ReactiveCompatible {}
