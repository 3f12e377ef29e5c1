import DynamicProxyRx
import DynamicProxySupport
import Testing

@testable import DynamicProxy

/// Seed 003: a custom `RxDelegateButton` whose `trigger()` is observed before (`sentMessage`) and
/// after (`methodInvoked`) the real delegate runs, on Linux.
@Suite struct DelegateButtonStoryTests {
  /// An ordered log shared by the real delegate (a `@Sendable` implementation) and the subscribers.
  final class Log: Sendable {
    private let entries = Lock<[String]>([])

    func append(_ entry: String) { entries.withLock { $0.append(entry) } }

    var all: [String] { entries.withLock { $0 } }
  }

  /// The seed's `RxDelegateViewController`: the button's real delegate.
  final class RealDelegate: DelegateObject, @unchecked Sendable {  // adds a Sendable let
    let log: Log

    init(log: Log) {
      self.log = log
      super.init(delegateProtocol: DelegateButtonDelegate.description)
      try! implement(DelegateButtonDelegate.trigger) { [unowned self] in
        self.log.append("delegate")
      }
    }
  }

  @Test func sentMessageFiresBeforeTheRealDelegateAndMethodInvokedAfter() {
    let log = Log()
    let button = DelegateButton()
    let real = RealDelegate(log: log)
    button.delegate = real
    let bag = DisposeBag()
    button.rx.trigger.subscribe(onNext: { log.append("invoked") }).disposed(by: bag)
    button.rx.sentTrigger.subscribe(onNext: { log.append("sent") }).disposed(by: bag)
    #expect(button.delegate === button.rx.delegate)
    #expect(button.rx.delegate.forwardToDelegate() === real)

    button.tap()
    #expect(log.all == ["sent", "delegate", "invoked"])

    button.tap()
    #expect(log.all == ["sent", "delegate", "invoked", "sent", "delegate", "invoked"])
  }

  @Test func zeroArgumentCallsArriveAsEmptyTuples() {
    let button = DelegateButton()
    let bag = DisposeBag()
    var sent = 0
    var invoked = 0
    button.rx.delegate.sentMessage(DelegateButtonDelegate.trigger).subscribe(onNext: { () in sent += 1 })
      .disposed(by: bag)
    button.rx.delegate.methodInvoked(DelegateButtonDelegate.trigger).subscribe(onNext: { () in invoked += 1 })
      .disposed(by: bag)

    button.tap()

    #expect(sent == 1)
    #expect(invoked == 1)
  }

  /// The `[Any]` twin of the test above, in RxCocoa's literal form: the method named by its
  /// selector, each call an `[Any]` (empty here), and a button that sends with `send`.
  @Test func zeroArgumentCallsArriveAsEmptyArrays() throws {
    let button = DelegateButton()
    let bag = DisposeBag()
    var sent: [[Any]] = []
    var invoked: [[Any]] = []
    button.rx.delegate.sentMessage("trigger").subscribe(onNext: { sent.append($0) }).disposed(by: bag)
    button.rx.delegate.methodInvoked("trigger").subscribe(onNext: { invoked.append($0) })
      .disposed(by: bag)

    button.tap()
    try button.delegate?.send("trigger")

    #expect(sent.count == 2)
    #expect(sent.allSatisfy { $0.isEmpty })
    #expect(invoked.count == 2)
    #expect(invoked.allSatisfy { $0.isEmpty })
  }

  @Test func manySubscribersEachGetTheTrigger() {
    let log = Log()
    let button = DelegateButton()
    let real = RealDelegate(log: log)
    button.delegate = real
    let bag = DisposeBag()
    button.rx.trigger.subscribe(onNext: { log.append("first") }).disposed(by: bag)
    button.rx.trigger.subscribe(onNext: { log.append("second") }).disposed(by: bag)
    button.tap()
    #expect(log.all == ["delegate", "first", "second"])
  }

  @Test func disposingStopsEventsButForwardingContinues() {
    let log = Log()
    let button = DelegateButton()
    let real = RealDelegate(log: log)
    button.delegate = real
    let proxy = RxDelegateButtonDelegateProxy.proxy(for: button)
    var invoked = 0
    var sent = 0
    let invokedSubscription = button.rx.trigger.subscribe(onNext: { invoked += 1 })
    let sentSubscription = button.rx.sentTrigger.subscribe(onNext: { sent += 1 })

    button.tap()
    #expect(invoked == 1)
    #expect(sent == 1)
    #expect(log.all == ["delegate"])

    invokedSubscription.dispose()
    sentSubscription.dispose()
    button.tap()
    button.tap()

    #expect(invoked == 1)
    #expect(sent == 1)
    #expect(log.all == ["delegate", "delegate", "delegate"])
    #expect(button.delegate === proxy)
    #expect(proxy.responds(to: "trigger"))
  }

  @Test func withoutARealDelegateTheProxyRespondsOnlyWhileObserved() {
    let button = DelegateButton()
    let proxy = RxDelegateButtonDelegateProxy.proxy(for: button)
    #expect(!proxy.responds(to: "trigger"))
    button.tap()

    var triggers = 0
    let subscription = button.rx.trigger.subscribe(onNext: { triggers += 1 })
    #expect(proxy.responds(to: "trigger"))
    button.tap()
    #expect(triggers == 1)

    subscription.dispose()
    #expect(!proxy.responds(to: "trigger"))
    button.tap()
    #expect(triggers == 1)
  }

  @Test func streamsCompleteAndTheProxyGoesWhenTheButtonGoes() {
    let log = Log()
    let real = RealDelegate(log: log)
    var triggers = 0
    var sentCompleted = false
    var invokedCompleted = false
    let dropped = dropParent(
      {
        let button = DelegateButton()
        button.delegate = real
        return button
      }, proxy: RxDelegateButtonDelegateProxy.self
    ) { button, _ in
      let subscriptions = [
        button.rx.trigger.subscribe(onNext: { triggers += 1 }, onCompleted: { invokedCompleted = true }),
        button.rx.sentTrigger.subscribe(onCompleted: { sentCompleted = true }),
      ]
      button.tap()
      return subscriptions
    }
    #expect(dropped.parentGone)
    #expect(dropped.proxyGone)
    #expect(triggers == 1)
    #expect(invokedCompleted)
    #expect(sentCompleted)
    #expect(log.all == ["delegate"])
    for subscription in dropped.subscriptions { subscription.dispose() }
  }
}
