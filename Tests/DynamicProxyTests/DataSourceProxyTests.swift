import DynamicProxyRx
import DynamicProxySupport
import Testing

@testable import DynamicProxy

extension DelegateProtocol {
  static let listDataSource = try! DelegateProtocol(
    "ListDataSource",
    methods: [
      .required("numberOfRowsInList:", "q@"),
      .optional("list:titleForRow:", "@@q"),
    ])
}

/// A parent with a data source (RxCocoa's `HasDataSource`), held weakly as UIKit does.
final class List: HasDataSource, HasDelegateProxyStorage {
  weak var dataSource: DelegateObject?
  let delegateProxyStorage = DelegateProxyStorage()

  func rowCount() -> Int {
    (try? dataSource?.target(for: "numberOfRowsInList:")?.call([self], returning: Int.self)) ?? 0
  }

  func title(forRow row: Int) -> String? {
    try? dataSource?.target(for: "list:titleForRow:")?.call([self, row], returning: String.self)
  }
}

/// A data-source proxy whose subclass overrides `forwardInvocation(_:)` (RxCocoa keeps it open):
/// it logs every forwarded call and doubles the row count after the real data source answered.
final class ListDataSourceProxy: DelegateProxy<List, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // adds `forwarded`, a Lock
{
  static let delegateProtocol = DelegateProtocol.listDataSource
  let forwarded = Lock<[Selector]>([])

  init(list: List) {
    super.init(parentObject: list, delegateProxy: ListDataSourceProxy.self)
  }

  static func registerKnownImplementations() {
    register { ListDataSourceProxy(list: $0) }
  }

  // It overrides forwardInvocation(_:), so typed calls must reach it too.
  override class var interceptsForwarding: Bool { true }

  override func forwardInvocation(_ invocation: inout Invocation) {
    forwarded.withLock { $0.append(invocation.selector!) }
    super.forwardInvocation(&invocation)
    if invocation.selector == "numberOfRowsInList:" {
      let rows = try! invocation.returnValue(as: Int.self)
      try! invocation.setReturnValue(rows * 2)
    }
  }
}

final class Rows: DelegateObject, @unchecked Sendable {  // no state beyond DelegateObject's
  init(_ titles: [String]) {
    super.init(delegateProtocol: .listDataSource)
    try! implement("numberOfRowsInList:") { (_: List) -> Int in titles.count }
    try! implement("list:titleForRow:") { (_: List, row: Int) -> String in titles[row] }
  }
}

@Suite struct DataSourceProxyTests {
  @Test func hasDataSourceParentsGetTheDefaultAccessors() {
    let list = List()
    let rows = Rows(["a", "b", "c"])
    list.dataSource = rows
    let proxy = ListDataSourceProxy.proxy(for: list)
    #expect(list.dataSource === proxy)
    #expect(proxy.forwardToDelegate() === rows)
    #expect(ListDataSourceProxy.currentDelegate(for: list) === proxy)
    // Unobserved: the list reaches the real data source directly (forward-only slot).
    #expect(list.rowCount() == 3)
    #expect(list.title(forRow: 1) == "b")
    #expect(proxy.forwarded.withLock { $0 }.isEmpty)
  }

  @Test func anOverriddenForwardInvocationSeesAndChangesObservedCalls() {
    let list = List()
    let rows = Rows(["a", "b", "c"])
    list.dataSource = rows
    let proxy = ListDataSourceProxy.proxy(for: list)
    let returned = Lock<[Int]>([])
    let subscription = proxy.methodReturned("numberOfRowsInList:").subscribe(onNext: { call in
      returned.withLock { $0.append(call.returnValue as! Int) }
    })
    #expect(list.rowCount() == 6)
    #expect(returned.withLock { $0 } == [6])
    #expect(proxy.forwarded.withLock { $0 } == ["numberOfRowsInList:"])
    subscription.dispose()
    #expect(list.rowCount() == 3)
  }

  /// `send` and `DelegateTarget.call` of an observed method go straight to the proxy's observing
  /// call, not through its trampoline: still through the overridden `forwardInvocation(_:)`, with
  /// the subscribers' events and the arguments checked.
  @Test func sendToAnObservedMethodGoesThroughTheOverriddenForwardInvocation() throws {
    let list = List()
    let rows = Rows(["a", "b", "c"])
    list.dataSource = rows
    let proxy = ListDataSourceProxy.proxy(for: list)
    let sent = Lock<[[Any]]>([])
    let returned = Lock<[Int]>([])
    let bag = DisposeBag()
    proxy.sentMessage("numberOfRowsInList:").subscribe(onNext: { arguments in
      sent.withLock { $0.append(arguments) }
    }).disposed(by: bag)
    proxy.methodReturned("numberOfRowsInList:").subscribe(onNext: { call in
      returned.withLock { $0.append(call.returnValue as! Int) }
    }).disposed(by: bag)
    #expect(try proxy.send("numberOfRowsInList:", list) as? Int == 6)
    let target = try #require(proxy.target(for: "numberOfRowsInList:"))
    #expect(try target.call([list], returning: Int.self) == 6)
    #expect(try target.call([list]) as? Int == 6)
    #expect(returned.withLock { $0 } == [6, 6, 6])
    #expect(sent.withLock { $0.map { $0.first as AnyObject? === list } } == [true, true, true])
    #expect(proxy.forwarded.withLock { $0 }.count == 3)
    #expect(throws: DelegateError.self) { try proxy.send("numberOfRowsInList:") }
    #expect(proxy.forwarded.withLock { $0 }.count == 3)
    withExtendedLifetime(rows) {}
  }

  /// A proxy class that intercepts forwarding sees typed calls and typed subscribers see what its
  /// override returned; a proxy class that does not, the default, takes typed calls past it.
  @Test func aProxyThatInterceptsForwardingSeesTypedCallsToo() {
    #expect(ListDataSourceProxy.interceptsForwarding)
    #expect(!GadgetDelegateProxy.interceptsForwarding)
    let numberOfRows = DelegateMethod<List, Int>.required("numberOfRowsInList:")
    let list = List()
    let rows = Rows(["a", "b", "c"])
    list.dataSource = rows
    let proxy = ListDataSourceProxy.proxy(for: list)
    let seen = Lock<[String]>([])
    let bag = DisposeBag()
    proxy.sentMessage(numberOfRows)
      .subscribe(onNext: { sender in seen.withLock { $0.append("sent \(sender === list)") } }).disposed(
        by: bag)
    proxy.methodReturned(numberOfRows)
      .subscribe(onNext: { call in seen.withLock { $0.append("returned \(call.returnValue)") } })
      .disposed(by: bag)
    #expect(list.dataSource?.call(numberOfRows, list) == 6)
    #expect(proxy.forwarded.withLock { $0 } == ["numberOfRowsInList:"])
    #expect(seen.withLock { $0 } == ["sent true", "returned 6"])
  }
}
