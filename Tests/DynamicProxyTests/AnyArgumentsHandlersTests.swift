import DynamicProxyRx
import Synchronization
import Testing

@testable import DynamicProxy

/// `subscribe(onNext:onError:onCompleted:onDisposed:)` of an `[Any]` sequence, the overload a
/// proxy's `sentMessage` and `methodInvoked` take their handlers through, behaves as the generic
/// form for every source: a proxy's streams, subjects, and the factories.
@Suite struct AnyArgumentsHandlersTests {
  /// The generic form, reached from generic code: what the overload must match.
  private func subscribeGenerically<Source: ObservableType>(
    _ source: Source, _ log: LockedBox<[String]>
  ) -> any Disposable {
    source.subscribe(
      onNext: { element in log.update { $0.append("next \((element as? [Any])?.count ?? -1)") } },
      onError: { _ in log.update { $0.append("error") } },
      onCompleted: { log.update { $0.append("completed") } },
      onDisposed: { log.update { $0.append("disposed") } })
  }

  private func subscribeArguments(_ source: Observable<[Any]>, _ log: LockedBox<[String]>) -> any Disposable {
    source.subscribe(
      onNext: { arguments in log.update { $0.append("next \(arguments.count)") } },
      onError: { _ in log.update { $0.append("error") } },
      onCompleted: { log.update { $0.append("completed") } },
      onDisposed: { log.update { $0.append("disposed") } })
  }

  @Test func aProxysStreamsDeliverCompleteAndDisposeAsTheGenericForm() throws {
    let direct = LockedBox<[String]>([])
    let generic = LockedBox<[String]>([])
    let arguments = LockedBox<[String]>([])
    do {
      let view = ParityView()
      let mock = ParityMockDelegate()
      view.delegate = mock
      let proxy = ParityViewDelegateProxy.proxy(for: view)
      let sent = proxy.sentMessage("threeDView:listenToMeee:")
      _ = subscribeArguments(sent, direct)
      _ = subscribeGenerically(sent, generic)
      let invoked = proxy.methodInvoked("threeDView:listenToMeee:")
        .subscribe(onNext: { values in
          let sender = values.first as? ParityView === view ? "view" : "other"
          arguments.update { $0.append("\(sender) \(values.last as? Int ?? -1) of \(values.count)") }
        })
      try view.call("threeDView:listenToMeee:", 7)
      invoked.dispose()
      try view.call("threeDView:listenToMeee:", 8)
      #expect(arguments.value == ["view 7 of 2"])
    }
    #expect(direct.value == ["next 2", "next 2", "completed", "disposed"])
    #expect(generic.value == direct.value)
  }

  @Test func aDisposedSubscriptionOfAProxyStreamRunsOnlyOnDisposed() throws {
    let log = LockedBox<[String]>([])
    let view = ParityView()
    let proxy = ParityViewDelegateProxy.proxy(for: view)
    let subscription = subscribeArguments(proxy.methodInvoked("threeDView:listenToMeee:"), log)
    try view.call("threeDView:listenToMeee:", 1)
    subscription.dispose()
    subscription.dispose()
    try view.call("threeDView:listenToMeee:", 2)
    #expect(log.value == ["next 2", "disposed"])
  }

  @Test func anUnknownSelectorFailsThroughOnError() {
    let log = LockedBox<[String]>([])
    let proxy = ParityViewDelegateProxy.proxy(for: ParityView())
    _ = subscribeArguments(proxy.methodInvoked("noSuchMethod:"), log)
    #expect(log.value == ["error", "disposed"])
  }

  @Test func subjectsAndFactoriesTakeTheSameHandlers() {
    let subject = PublishSubject<[Any]>()
    let fromSubject = LockedBox<[String]>([])
    let genericSubject = LockedBox<[String]>([])
    _ = subscribeArguments(subject.asObservable(), fromSubject)
    _ = subscribeGenerically(subject, genericSubject)
    subject.onNext([1, "two"])
    subject.onError(TestError(code: 1))
    #expect(fromSubject.value == ["next 2", "error", "disposed"])
    #expect(genericSubject.value == fromSubject.value)

    let just = LockedBox<[String]>([])
    _ = subscribeArguments(.just([1, 2, 3]), just)
    #expect(just.value == ["next 3", "completed", "disposed"])

    let mapped = LockedBox<[String]>([])
    _ = subscribeArguments(Observable.just(4).map { [$0, $0] }, mapped)
    #expect(mapped.value == ["next 2", "completed", "disposed"])
  }
}
