import DynamicProxy
import DynamicProxyCombine
import OpenCombine
import Synchronization
import Testing

extension DelegateProtocol {
  static let buttonDelegate = try! DelegateProtocol(
    "ButtonDelegate", methods: [.optional("button:tappedWithCount:", "v@q")])
}

final class Button: HasDelegate, HasDelegateProxyStorage {
  weak var delegate: DelegateObject?
  let delegateProxyStorage = DelegateProxyStorage()

  func tap(_ count: Int) {
    try! delegate?.send("button:tappedWithCount:", self, count)
  }
}

final class ButtonDelegateProxy: DelegateProxy<Button, DelegateObject>, DelegateProxyType,
  @unchecked Sendable
{
  // @unchecked: DelegateProxy is; no state of its own.
  static let delegateProtocol = DelegateProtocol.buttonDelegate

  init(button: Button) {
    super.init(parentObject: button, delegateProxy: ButtonDelegateProxy.self)
  }

  static func registerKnownImplementations() {
    register { ButtonDelegateProxy(button: $0) }
  }
}

@Suite struct ProxyPublisherTests {
  @Test func aProxyStreamIsAPublisher() {
    var button: Button? = Button()
    let counts = Mutex<[Int]>([])
    let finished = Mutex(false)
    // The proxy is not held here: it lives as long as the button.
    let cancellable = ButtonDelegateProxy.proxy(for: button!).methodInvoked("button:tappedWithCount:")
      .publisher
      .map { $0[1] as! Int }
      .sink(
        receiveCompletion: { _ in finished.withLock { $0 = true } },
        receiveValue: { count in counts.withLock { $0.append(count) } })
    button!.tap(1)
    button!.tap(2)
    #expect(counts.withLock { $0 } == [1, 2])
    button = nil
    #expect(finished.withLock { $0 })
    cancellable.cancel()
  }
}
