import Dispatch
import DynamicProxyRx
import Testing

@testable import DynamicProxy

/// An observed method boxes each call's arguments into an array it keeps between calls (for its
/// storage): whatever a subscriber keeps stays as it was delivered, a call never sees another's
/// arguments, and nothing a call passed stays alive after it.
@Suite struct BoxedArgumentsTests {
  /// An object passed as an argument, to watch its lifetime.
  final class Token: Sendable {
    let number: Int
    init(_ number: Int) { self.number = number }
  }

  @Test func arraysASubscriberKeepsStayAsTheyWereDelivered() throws {
    let view = ParityView()
    let mock = ParityMockDelegate()
    view.delegate = mock
    let proxy = ParityViewDelegateProxy.proxy(for: view)
    let sent = ParityArgumentLog()
    let invoked = ParityArgumentLog()
    let bag = DisposeBag()
    proxy.sentMessage("threeDView:feedMe:").subscribe(onNext: { sent.append($0) }).disposed(by: bag)
    proxy.methodInvoked("threeDView:feedMe:").subscribe(onNext: { invoked.append($0) }).disposed(by: bag)

    for value in 1...20 { try view.call("threeDView:feedMe:", value) }

    #expect(sent.all.map { $0[1] as? Int } == (1...20).map { $0 })
    #expect(invoked.all.map { $0[1] as? Int } == (1...20).map { $0 })
    #expect(sent.all.allSatisfy { $0.count == 2 && parityIdentical($0[0] as AnyObject, view) })
    #expect(mock.fed.value == Array(1...20), "every call was forwarded")
  }

  @Test func aSubscriberThatKeepsSomeCallsKeepsThoseAndOnlyThose() throws {
    let view = ParityView()
    let proxy = ParityViewDelegateProxy.proxy(for: view)
    let kept = ParityArgumentLog()
    let seen = LockedBox<[Int]>([])
    let subscription = proxy.methodInvoked("threeDView:didFallAsleep:").subscribe(onNext: { arguments in
      let value = arguments[1] as? Int ?? -1
      seen.update { $0.append(value) }
      // Every third call's array is kept; the others are dropped at once.
      if value % 3 == 0 { kept.append(arguments) }
    })
    defer { subscription.dispose() }

    for value in 1...30 { try view.call("threeDView:didFallAsleep:", value) }

    #expect(seen.value == Array(1...30))
    #expect(kept.all.map { $0[1] as? Int } == Array(stride(from: 3, through: 30, by: 3)))
  }

  @Test func aCallsObjectArgumentsAreReleasedWhenItReturns() throws {
    let view = ParityView()
    let proxy = ParityViewDelegateProxy.proxy(for: view)
    let numbers = LockedBox<[Int]>([])
    let bag = DisposeBag()
    for stream in [proxy.sentMessage, proxy.methodInvoked] {
      stream("threeDView:didLearnSomething:").subscribe(onNext: { arguments in
        numbers.update { $0.append((arguments[1] as? Token)?.number ?? -1) }
      }).disposed(by: bag)
    }

    weak var first: Token?
    weak var second: Token?
    do {
      let token = Token(1)
      first = token
      try view.call("threeDView:didLearnSomething:", token)
    }
    #expect(first == nil, "the boxed arguments of a finished call keep nothing alive")
    do {
      let token = Token(2)
      second = token
      try view.call("threeDView:didLearnSomething:", token)
    }
    #expect(second == nil)
    #expect(numbers.value == [1, 1, 2, 2])
  }

  @Test func theParentPassedAsAnArgumentDiesWithItsProxy() throws {
    weak var weakView: ParityView?
    weak var weakProxy: ParityViewDelegateProxy?
    let delivered = LockedBox(0)
    do {
      let view = ParityView()
      weakView = view
      let proxy = ParityViewDelegateProxy.proxy(for: view)
      weakProxy = proxy
      let subscription = proxy.methodInvoked("threeDView:feedMe:").subscribe(onNext: { arguments in
        if parityIdentical(arguments[0] as AnyObject, view) { delivered.update { $0 += 1 } }
      })
      try view.call("threeDView:feedMe:", 1)
      try view.call("threeDView:feedMe:", 2)
      subscription.dispose()
    }
    #expect(delivered.value == 2)
    #expect(weakView == nil, "the method's kept array does not hold the parent it was called with")
    #expect(weakProxy == nil)
  }

  @Test func aCallMadeFromASubscriberBoxesItsOwnArguments() throws {
    let view = ParityView()
    let proxy = ParityViewDelegateProxy.proxy(for: view)
    let log = LockedBox<[String]>([])
    let bag = DisposeBag()
    proxy.sentMessage("threeDView:didGetXXX:").subscribe(onNext: { arguments in
      let value = arguments[1] as? Int ?? -1
      log.update { $0.append("sent \(value)") }
      if value < 3 { _ = try? view.call("threeDView:didGetXXX:", value + 1) }
      // The nested call boxed its arguments elsewhere: this call's array is unchanged.
      log.update { $0.append("sent \(value) after \(arguments[1] as? Int ?? -1)") }
    }).disposed(by: bag)
    proxy.methodInvoked("threeDView:didGetXXX:").subscribe(onNext: { arguments in
      log.update { $0.append("invoked \(arguments[1] as? Int ?? -1)") }
    }).disposed(by: bag)

    try view.call("threeDView:didGetXXX:", 1)

    #expect(
      log.value == [
        "sent 1", "sent 2", "sent 3", "sent 3 after 3", "invoked 3", "sent 2 after 2", "invoked 2",
        "sent 1 after 1", "invoked 1",
      ])
  }

  @Test func callsFromManyThreadsEachDeliverTheirOwnArguments() async throws {
    let view = ParityView()
    let mock = ParityMockDelegate()
    view.delegate = mock
    let proxy = ParityViewDelegateProxy.proxy(for: view)
    let callers = 4
    let callsPerCaller = 2_000
    let sent = LockedBox<[Int]>([])
    let mismatches = LockedBox(0)
    let bag = DisposeBag()
    proxy.sentMessage("threeDView:feedMe:").subscribe(onNext: { arguments in
      let value = arguments[1] as? Int ?? -1
      sent.update { $0.append(value) }
      // Read again after others may have run: the array is this call's alone.
      for _ in 0..<10 where arguments[1] as? Int != value { mismatches.update { $0 += 1 } }
    }).disposed(by: bag)
    let invoked = LockedBox<[Int]>([])
    proxy.methodInvoked("threeDView:feedMe:").subscribe(onNext: { arguments in
      invoked.update { $0.append(arguments[1] as? Int ?? -1) }
    }).disposed(by: bag)

    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let group = DispatchGroup()
      for caller in 0..<callers {
        DispatchQueue(label: "boxed-arguments.\(caller)").async(group: group) {
          for call in 0..<callsPerCaller {
            _ = try? view.call("threeDView:feedMe:", caller * callsPerCaller + call)
          }
        }
      }
      group.notify(queue: .global()) { continuation.resume() }
    }

    let expected = Array(0..<callers * callsPerCaller)
    #expect(sent.value.sorted() == expected, "each call delivered its own arguments, once")
    #expect(invoked.value.sorted() == expected)
    #expect(mismatches.value == 0)
    #expect(mock.fed.value.sorted() == expected)
  }

  @Test func aStructArgumentKeptBySubscribersKeepsItsBytes() {
    let scrollView = ScrollView()
    let kept = ParityArgumentLog()
    let bag = DisposeBag()
    scrollView.rx.delegate.sentMessage("scrollViewWillEndDragging:withVelocity:targetContentOffset:")
      .subscribe(onNext: { arguments in kept.append(arguments) })
      .disposed(by: bag)

    for step in 1...5 {
      let value = Double(step)
      scrollView.endDragging(velocity: Point(x: value, y: -value), projectedOffset: Point(x: 0, y: value))
    }

    // The method is described by a DelegateMethod: the struct itself (issue 31's decision).
    let velocities = kept.all.map { arguments in arguments[1] as? Point }
    #expect(velocities == (1...5).map { Point(x: Double($0), y: -Double($0)) })
  }
}
