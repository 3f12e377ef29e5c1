// With the package's "Combine" trait only: `swift test --traits Combine`.
#if Combine

  import DynamicProxy
  import DynamicProxyRx
  import DynamicProxyCombine
  import OpenCombine
  import Synchronization
  import Testing

  extension DelegateProtocol {
    static let tapButtonDelegate = try! DelegateProtocol(
      "ButtonDelegate", methods: [.optional("button:tappedWithCount:", "v@q")])
  }

  final class TapButton: HasDelegate, HasDelegateProxyStorage {
    weak var delegate: DelegateObject?
    let delegateProxyStorage = DelegateProxyStorage()

    func tap(_ count: Int) {
      try! delegate?.send("button:tappedWithCount:", self, count)
    }
  }

  final class TapButtonDelegateProxy: DelegateProxy<TapButton, DelegateObject>, DelegateProxyType,
    @unchecked Sendable  // no state beyond DelegateProxy's
  {
    static let delegateProtocol = DelegateProtocol.tapButtonDelegate

    init(button: TapButton) {
      super.init(parentObject: button, delegateProxy: TapButtonDelegateProxy.self)
    }

    static func registerKnownImplementations() {
      register { TapButtonDelegateProxy(button: $0) }
    }
  }

  @Suite struct ProxyPublisherTests {
    @Test func aProxyStreamIsAPublisher() {
      var button: TapButton? = TapButton()
      let counts = Mutex<[Int]>([])
      let finished = Mutex(false)
      // The proxy is not held here: it lives as long as the button.
      let cancellable = TapButtonDelegateProxy.proxy(for: button!).methodInvoked("button:tappedWithCount:")
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

#endif
