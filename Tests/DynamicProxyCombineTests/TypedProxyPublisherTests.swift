// With the package's "Combine" trait only: `swift test --traits Combine`.
#if Combine

  import DynamicProxy
  import DynamicProxyRx
  import DynamicProxyCombine
  import OpenCombine
  import Synchronization
  import Testing

  /// The typed methods of ``DelegateProtocol/tapButtonDelegate`` (described with encodings, `v@q`).
  private enum TapButtonMethods {
    static let tapped = DelegateMethod<TapButton, Int, Void>.optional("button:tappedWithCount:")
    /// `q` declared, `Double` given.
    static let tappedWrongType = DelegateMethod<TapButton, Double, Void>.optional("button:tappedWithCount:")
  }

  /// Typed proxy streams as OpenCombine publishers.
  @Suite struct TypedProxyPublisherTests {
    @Test func aTypedStreamIsAPublisherOfItsSwiftTypes() {
      var button: TapButton? = TapButton()
      let counts = Mutex<[Int]>([])
      let returned = Mutex<[Int]>([])
      let finished = Mutex<[String]>([])
      // The proxy is not held here: it lives as long as the button.
      let invoked = TapButtonDelegateProxy.proxy(for: button!).methodInvoked(TapButtonMethods.tapped)
        .publisher
        .filter { tapped, _ in tapped === button }
        .map { _, count in count * 10 }
        .sink(
          receiveCompletion: { completion in finished.withLock { $0.append("invoked \(completion)") } },
          receiveValue: { count in counts.withLock { $0.append(count) } })
      let calls = TapButtonDelegateProxy.proxy(for: button!).methodReturned(TapButtonMethods.tapped)
        .publisher
        .sink(
          receiveCompletion: { completion in finished.withLock { $0.append("returned \(completion)") } },
          receiveValue: { call in returned.withLock { $0.append(call.arguments.1) } })
      button!.tap(1)  // an [Any] parent
      button!.delegate?.call(TapButtonMethods.tapped, button!, 2)  // a typed parent
      #expect(counts.withLock { $0 } == [10, 20])
      #expect(returned.withLock { $0 } == [1, 2])
      #expect(finished.withLock { $0 } == [])
      button = nil  // the proxy goes with its parent: both publishers finish
      #expect(finished.withLock { $0 }.sorted() == ["invoked finished", "returned finished"])
      invoked.cancel()
      calls.cancel()
    }

    @Test func cancellingStopsDelivery() {
      let button = TapButton()
      let counts = Mutex<[Int]>([])
      let cancellable = TapButtonDelegateProxy.proxy(for: button).sentMessage(TapButtonMethods.tapped)
        .publisher
        .sink(receiveCompletion: { _ in }, receiveValue: { _, count in counts.withLock { $0.append(count) } })
      button.tap(1)
      cancellable.cancel()
      button.tap(2)
      #expect(counts.withLock { $0 } == [1])
      #expect(button.delegate?.responds(to: "button:tappedWithCount:") == false)
    }

    @Test func aMismatchFailsThePublisherWithTheTypedError() {
      let button = TapButton()
      let failures = Mutex<[String]>([])
      let cancellable = TapButtonDelegateProxy.proxy(for: button).methodInvoked(
        TapButtonMethods.tappedWrongType
      )
      .publisher
      .sink(
        receiveCompletion: { completion in
          guard case .failure(let error) = completion,
            case .typeMismatch(let selector, .argument(1), .longLong, "Double")? = error as? DelegateError
          else {
            failures.withLock { $0.append("unexpected \(completion)") }
            return
          }
          failures.withLock { $0.append("\(selector)") }
        },
        receiveValue: { _ in failures.withLock { $0.append("value") } })
      button.tap(1)
      #expect(failures.withLock { $0 } == ["\(Selector("button:tappedWithCount:"))"])
      cancellable.cancel()
    }
  }

#endif
