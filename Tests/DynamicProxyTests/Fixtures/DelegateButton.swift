import DynamicProxy
import DynamicProxyRx

/// Seed 003's `RxDelegateButtonDelegate`: one optional method without arguments.
enum DelegateButtonDelegate {
  static let trigger = DelegateMethod<Void>.optional("trigger")

  static let description = try! DelegateProtocol("DelegateButtonDelegate", trigger)
}

extension DelegateProtocol {
  /// ``DelegateButtonDelegate``'s description, by the name `[Any]` code uses.
  static let delegateButtonDelegate = DelegateButtonDelegate.description
}

/// Seed 003's `RxDelegateButton`: a tap calls `delegate?.trigger?()`.
final class DelegateButton: HasDelegate, HasDelegateProxyStorage, ReactiveCompatible {
  weak var delegate: DelegateObject?
  let delegateProxyStorage = DelegateProxyStorage()

  /// The seed's `buttonTap()`.
  func tap() {
    delegate?.call(DelegateButtonDelegate.trigger)
  }
}

/// Seed 003's `RxDelegateButtonDelegateProxy`.
final class RxDelegateButtonDelegateProxy: DelegateProxy<DelegateButton, DelegateObject>,
  DelegateProxyType, @unchecked Sendable  // adds a weak ref set in init only
{
  static let delegateProtocol = DelegateButtonDelegate.description

  weak private(set) var delegateButton: DelegateButton?

  init(delegateButton: ParentObject) {
    self.delegateButton = delegateButton
    super.init(parentObject: delegateButton, delegateProxy: RxDelegateButtonDelegateProxy.self)
  }

  static func registerKnownImplementations() {
    register { RxDelegateButtonDelegateProxy(delegateButton: $0) }
  }
}

extension Reactive where Base: DelegateButton {
  var delegate: DelegateProxy<DelegateButton, DelegateObject> {
    RxDelegateButtonDelegateProxy.proxy(for: base)
  }

  /// The seed's `SM_trigger`: before the real delegate runs.
  var sentTrigger: Observable<Void> {
    delegate.sentMessage(DelegateButtonDelegate.trigger)
  }

  /// The seed's `MI_trigger`: after the real delegate ran.
  var trigger: Observable<Void> {
    delegate.methodInvoked(DelegateButtonDelegate.trigger)
  }
}
