import DynamicProxyRx
import SwiftProtocolFixtures
import Synchronization
import Testing

@testable import DynamicProxy

extension Transfer: ReactiveCompatible {}

struct RetryError: Error, Equatable {
  let code: Int
}

/// The app's own TransferDelegate: a plain Swift class, no `@objc`, no DelegateObject. It
/// implements the required methods and some optional ones, and leaves the rest to the protocol's
/// defaults.
final class AppTransferDelegate: TransferDelegate, @unchecked Sendable {  // used on the test's thread only
  var log: [String] = []

  func transferDidStart(_ transfer: Transfer) { log.append("didStart") }
  func transfer(_ transfer: Transfer, didReceive chunk: Chunk) { log.append("chunk \(chunk.bytes)") }
  func transfer(_ transfer: Transfer, priorityFor chunk: Chunk) -> Int { chunk.bytes.count * 10 }
  func transfer(_ transfer: Transfer, titleFor progress: Progress) -> String? {
    progress.done == 0 ? nil : "\(progress.done)/\(progress.total)"
  }
  func transfer(_ transfer: Transfer, shouldContinueAfter chunk: Chunk, completion: @escaping (Bool) -> Void)
  {
    log.append("shouldContinue")
    completion(chunk.bytes.count < 3)
  }
  func transfer(_ transfer: Transfer, willRetryAfter error: any Error) throws -> Int {
    if let error = error as? RetryError, error.code >= 500 { return error.code / 100 }
    throw error
  }
}

/// Transfers keep their proxies in the side table: each test releases those of its transfers when
/// it ends.
@Suite(.serialized) final class TransferDelegateProxyTests {
  deinit { DelegateProxyStorage.releaseProxiesOfDeallocatedParents() }

  @Test func theProxyStandsBetweenTheParentAndTheAppsDelegate() {
    let transfer = Transfer()
    let app = AppTransferDelegate()
    transfer.delegate = app
    let proxy = TransferDelegateProxy.proxy(for: transfer)
    #expect(transfer.delegate === proxy)
    #expect(proxy.forwardToDelegate() === app)

    // Unobserved: every call reaches the app's delegate, or the protocol's default.
    #expect(transfer.start())
    transfer.receive(Chunk(bytes: [1, 2]))
    transfer.report(Progress(done: 1, total: 2))  // the default: nothing
    #expect(transfer.priority(of: Chunk(bytes: [1, 2, 3])) == 30)
    let chunk = Chunk(bytes: [9])
    #expect(transfer.replacement(for: chunk) === chunk, "the default returns the chunk")
    #expect(transfer.title(for: Progress(done: 1, total: 4)) == "1/4")
    #expect(transfer.title(for: Progress(done: 0, total: 4)) == nil)
    transfer.finish()
    #expect(app.log == ["didStart", "chunk [1, 2]"])
  }

  @Test func typedAndAnySubscribersSeeEveryCallAroundTheForward() throws {
    let transfer = Transfer()
    let app = AppTransferDelegate()
    transfer.delegate = app
    let proxy = TransferDelegateProxy.proxy(for: transfer)
    var events: [String] = []
    let bag = DisposeBag()
    proxy.sentMessage(TransferDelegateProxy.Methods.didReceiveChunk)
      .subscribe(onNext: { _, chunk in events.append("sent \(chunk.bytes) (app has \(app.log.count))") })
      .disposed(by: bag)
    proxy.methodInvoked("transfer:didReceiveChunk:")
      .subscribe(onNext: { arguments in
        events.append("invoked [Any] \((arguments[1] as! Chunk).bytes) (app has \(app.log.count))")
        #expect(arguments[0] as AnyObject === transfer)
      })
      .disposed(by: bag)
    transfer.rx.didReceiveChunk.subscribe(onNext: { events.append("rx \($0.bytes)") }).disposed(by: bag)
    proxy.methodReturned(TransferDelegateProxy.Methods.priorityFor)
      .subscribe(onNext: { call in events.append("priority \(call.returnValue)") })
      .disposed(by: bag)
    proxy.methodReturned("transfer:titleFor:")
      .subscribe(onNext: { call in events.append("title [Any] \(call.returnValue)") })
      .disposed(by: bag)
    transfer.rx.didReceiveProgress.subscribe(onNext: { events.append("progress \($0.done)") }).disposed(
      by: bag)

    transfer.receive(Chunk(bytes: [7]))
    #expect(transfer.priority(of: Chunk(bytes: [1, 2])) == 20)
    #expect(transfer.title(for: Progress(done: 2, total: 3)) == "2/3")
    transfer.report(Progress(done: 5, total: 6))
    #expect(
      events == [
        "sent [7] (app has 0)", "invoked [Any] [7] (app has 1)", "rx [7]", "priority 20", "title [Any] 2/3",
        "progress 5",
      ])
    #expect(app.log == ["chunk [7]"])
  }

  /// Two proxy kinds, one core: a generated proxy's observed methods allocate no libffi
  /// trampoline (its methods are the trampolines); the core keeps their observers.
  @Test func observedMethodsOfAGeneratedProxyMakeNoTrampoline() {
    let transfer = Transfer()
    let app = AppTransferDelegate()
    transfer.delegate = app
    let proxy = TransferDelegateProxy.proxy(for: transfer)
    var calls = 0
    let bag = DisposeBag()
    proxy.sentMessage(TransferDelegateProxy.Methods.didReceiveChunk)
      .subscribe(onNext: { _, _ in calls += 1 })
      .disposed(by: bag)
    proxy.methodInvoked("transfer:didReceiveChunk:").subscribe(onNext: { _ in calls += 1 }).disposed(by: bag)
    proxy.methodReturned(TransferDelegateProxy.Methods.priorityFor)
      .subscribe(onNext: { _ in calls += 1 })
      .disposed(by: bag)

    transfer.receive(Chunk(bytes: [7]))
    #expect(transfer.priority(of: Chunk(bytes: [1, 2])) == 20)
    #expect(calls == 3)
    let core: DelegateProxyCore = proxy
    let observed = [
      TransferDelegateProxy.Methods.didReceiveChunk.selector,
      TransferDelegateProxy.Methods.priorityFor.selector,
    ].compactMap { core.delegateProtocol.methodIndex(for: $0) }
    #expect(observed.count == 2)
    for index in core.slots.indices {
      let (trampoline, observers) = core.proxyState.withLock { _ in
        (
          core.methodStates.locked(at: index).pointee.trampoline,
          core.methodStates.locked(at: index).pointee.observers
        )
      }
      #expect(trampoline == nil, "slot \(index) holds a trampoline")
      #expect(core.slots[index].function.load(ordering: .acquiring) == 0, "slot \(index) holds a function")
      #expect((observers != nil) == observed.contains(index))
    }
  }

  /// A struct without a C encoding and an error box as themselves, from the Swift values
  /// (`methodInvoked`) as from a frame (`methodReturned`).
  @Test func anyArgumentsBoxAlikeFromSwiftValuesAndFromAFrame() throws {
    let transfer = Transfer()
    let app = AppTransferDelegate()
    transfer.delegate = app
    let proxy = TransferDelegateProxy.proxy(for: transfer)
    var direct: [String] = []
    var framed: [String] = []
    let bag = DisposeBag()
    for selector: Selector in ["transfer:didReceiveProgress:", "transfer:willRetryAfter:"] {
      proxy.methodInvoked(selector).subscribe(onNext: { direct.append("\($0.dropFirst())") }).disposed(
        by: bag)
      proxy.methodReturned(selector).subscribe(onNext: { framed.append("\($0.arguments.dropFirst())") })
        .disposed(by: bag)
    }
    transfer.report(Progress(done: 3, total: 4))
    #expect(try transfer.retryDelay(after: RetryError(code: 500)) == 5)
    #expect(direct.count == 2)
    #expect(direct == framed)
    #expect(direct.first?.contains("done: 3") == true)
  }

  @Test func aClosureArgumentPassesThroughIntact() {
    let transfer = Transfer()
    let app = AppTransferDelegate()
    transfer.delegate = app
    var observed: [Int] = []
    let subscription = transfer.rx.shouldContinueAfter.subscribe(onNext: { call in
      observed.append(call.chunk.bytes.count)
    })
    var answers: [Bool] = []
    transfer.shouldContinue(after: Chunk(bytes: [1])) { answers.append($0) }
    transfer.shouldContinue(after: Chunk(bytes: [1, 2, 3])) { answers.append($0) }
    #expect(answers == [true, false], "the app's delegate called the parent's completion")
    #expect(observed == [1, 3])
    subscription.dispose()
    // Without a forward delegate the default calls it with `true`.
    TransferDelegateProxy.proxy(for: transfer).setForwardToDelegate(nil, retainDelegate: false)
    transfer.shouldContinue(after: Chunk(bytes: [1, 2, 3])) { answers.append($0) }
    #expect(answers == [true, false, true])
  }

  @Test func aThrowingMethodsErrorReachesTheParentAndMethodInvokedIsNotSent() throws {
    let transfer = Transfer()
    let app = AppTransferDelegate()
    transfer.delegate = app
    let proxy = TransferDelegateProxy.proxy(for: transfer)
    var sent = 0
    var invoked = 0
    let bag = DisposeBag()
    proxy.sentMessage(TransferDelegateProxy.Methods.willRetryAfter).subscribe(onNext: { _ in sent += 1 })
      .disposed(by: bag)
    transfer.rx.willRetryAfter.subscribe(onNext: { _ in invoked += 1 }).disposed(by: bag)
    #expect(try transfer.retryDelay(after: RetryError(code: 503)) == 5)
    #expect(throws: RetryError(code: 404)) { try transfer.retryDelay(after: RetryError(code: 404)) }
    #expect(sent == 2)
    #expect(invoked == 1, "not sent for the call that threw")
  }

  @Test func withoutAForwardDelegateTheDefaultsOrAnAnswerReply() throws {
    let transfer = Transfer()
    let proxy = TransferDelegateProxy.proxy(for: transfer)
    #expect(proxy.forwardToDelegate() == nil)
    var started = 0
    let subscription = transfer.rx.shouldStart.subscribe(onNext: { started += 1 })
    #expect(transfer.start(), "the default: true")
    #expect(started == 1, "a method with a result is observed: the default produces it")
    #expect(transfer.title(for: Progress(done: 1, total: 2)) == nil, "a required optional-result method: nil")
    #expect(throws: RetryError(code: 1)) { try transfer.retryDelay(after: RetryError(code: 1)) }
    try proxy.answer(TransferDelegateProxy.Methods.priorityFor) { _, chunk in chunk.bytes.count + 100 }
    #expect(transfer.priority(of: Chunk(bytes: [1])) == 101)
    subscription.dispose()
  }

  @Test func aRequiredMethodWithAResultAndNobodyToAnswerItStopsWithTheFix() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let transfer = Transfer()
      _ = TransferDelegateProxy.proxy(for: transfer)
      _ = transfer.priority(of: Chunk(bytes: [1]))
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("no forward delegate implements it"))
    #expect(message.contains("installForwardDelegate(_:retainDelegate:onProxyForObject:)"))
    #expect(message.contains("answer(_:_:)"))
  }

  @Test func twoSwiftProtocolProxiesForwardingToEachOtherStopWithTheFix() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let first = TransferDelegateProxy.proxy(for: Transfer())
      let second = TransferDelegateProxy.proxy(for: Transfer())
      first.setForwardToDelegate(second, retainDelegate: false)
      second.setForwardToDelegate(first, retainDelegate: false)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("(TransferDelegateProxy → TransferDelegateProxy → TransferDelegateProxy)"))
  }

  @Test func aSwiftProtocolProxyMayForwardToAnotherThatForwardsToTheApp() {
    let outer = Transfer()
    let inner = Transfer()
    let app = AppTransferDelegate()
    let outerProxy = TransferDelegateProxy.proxy(for: outer)
    let innerProxy = TransferDelegateProxy.proxy(for: inner)
    innerProxy.setForwardToDelegate(app, retainDelegate: false)
    outerProxy.setForwardToDelegate(innerProxy, retainDelegate: false)
    #expect(outerProxy.forwardToDelegate() as AnyObject? === innerProxy)
    #expect(innerProxy.forwardToDelegate() as AnyObject? === app)
    var seen: [Int] = []
    let subscription = innerProxy.rx.didReceiveChunk.subscribe(onNext: { seen.append($0.bytes.count) })
    outer.start()
    outer.receive(Chunk(bytes: [1, 2]))
    #expect(app.log == ["didStart", "chunk [1, 2]"], "through both proxies to the app's delegate")
    #expect(seen == [2], "the inner proxy observes what the outer one forwards")
    subscription.dispose()
  }

  @Test func theForwardDelegateIsHeldWeaklyOrRetained() {
    let transfer = Transfer()
    weak var weakApp: AppTransferDelegate?
    do {
      let app = AppTransferDelegate()
      weakApp = app
      _ = TransferDelegateProxy.installForwardDelegate(app, retainDelegate: true, onProxyForObject: transfer)
    }
    #expect(weakApp != nil, "retained by the proxy")
    transfer.receive(Chunk(bytes: [4]))
    #expect(weakApp?.log == ["chunk [4]"])

    let proxy = TransferDelegateProxy.proxy(for: transfer)
    do {
      let app = AppTransferDelegate()
      weakApp = app
      proxy.setForwardToDelegate(app, retainDelegate: false)
    }
    #expect(weakApp == nil, "held weakly: gone with the app's last reference")
    #expect(proxy.forwardToDelegate() == nil)
    #expect(transfer.start(), "the defaults answer once it is gone")
  }

  @Test func theProxyGoesWithItsParentAndItsStreamsComplete() {
    weak var weakProxy: TransferDelegateProxy?
    var completed = 0
    var subscriptions: [any Disposable] = []
    do {
      let transfer = Transfer()
      let proxy = TransferDelegateProxy.proxy(for: transfer)
      weakProxy = proxy
      subscriptions.append(transfer.rx.didReceiveChunk.subscribe(onCompleted: { completed += 1 }))
      subscriptions.append(
        proxy.methodInvoked("transferDidFinish:").subscribe(onCompleted: { completed += 1 }))
    }
    #expect(weakProxy != nil, "kept by the side table until its sweep")
    DelegateProxyStorage.releaseProxiesOfDeallocatedParents()
    #expect(weakProxy == nil)
    #expect(completed == 2)
    for subscription in subscriptions { subscription.dispose() }
  }

  @Test func aNewParentAtAReleasedParentsAddressGetsANewProxy() {
    // Addresses are reused from one transfer to the next (not under AddressSanitizer, whose
    // quarantine holds them): each new transfer at an old one's address gets its own proxy.
    for _ in 0..<200 {
      let transfer = Transfer()
      let proxy = TransferDelegateProxy.proxy(for: transfer)
      #expect(proxy.parentObject === transfer)
    }
  }

  @Test func theSideTableSweepsItselfAsItGrows() {
    // A table of its own: the shared one is used by tests running in parallel, whose live parents
    // raise its sweep threshold (twice the live entries) and whose released ones it holds until
    // then.
    let table = SideTable()
    for _ in 0..<1_000 {
      let transfer = Transfer()
      let storage = table.storage(for: transfer)
      #expect(table.storage(for: transfer) === storage, "one storage per live parent")
    }
    #expect(table.count < 64, "released parents' entries do not pile up")
    let kept = (0..<100).map { _ in Transfer() }
    let keptStorages = kept.map { table.storage(for: $0) }
    for _ in 0..<1_000 { _ = table.storage(for: Transfer()) }
    #expect(table.count <= 2 * kept.count + 1, "with live parents, at most twice their count before a sweep")
    #expect(zip(kept, keptStorages).allSatisfy { table.storage(for: $0) === $1 }, "live parents keep theirs")
  }
}
