import DynamicProxySupport
import Synchronization
import Testing

@testable import DynamicProxy

// RxCocoa keeps one factory table per proxy family (its `identifier`): a subclass proxy type's
// registration extends the family its base type uses, `registerKnownImplementations()` runs once
// for the family, and whichever type of the family asks, a parent gets the proxy of its most
// derived registered class. Each test uses a family of its own (a `FamilyTag`), since families are
// process-wide.

/// Names a fresh family: its protocol, and how often its known implementations were registered.
protocol FamilyTag {
  static var delegateProtocol: DelegateProtocol { get }
  static var registrations: Atomic<Int> { get }
}

/// A protocol of one method, new for each family.
func makeFamilyProtocol(_ name: String) -> DelegateProtocol {
  try! DelegateProtocol(name, methods: [.optional("view:didTap:", "v@q")])
}

/// A parent with a `delegate` and a `dataSource`, each behind its own lock.
class FamilyView: HasDelegate, HasDataSource, HasDelegateProxyStorage,
  @unchecked Sendable  // non-final; references behind Locks, else lets
{
  private let delegateReference = Lock(FamilyWeak())
  private let dataSourceReference = Lock(FamilyWeak())
  let delegateProxyStorage = DelegateProxyStorage()
  /// How many times `delegate` was written.
  let delegateWrites = Atomic<Int>(0)

  var delegate: DelegateObject? {
    get { delegateReference.withLock { $0.object } }
    set {
      delegateWrites.add(1, ordering: .relaxed)
      delegateReference.withLock { $0.object = newValue }
    }
  }

  var dataSource: DelegateObject? {
    get { dataSourceReference.withLock { $0.object } }
    set { dataSourceReference.withLock { $0.object = newValue } }
  }
}

struct FamilyWeak {
  weak var object: DelegateObject?
}

class SpecialFamilyView: FamilyView, @unchecked Sendable {}  // no state beyond FamilyView's
final class MostSpecialFamilyView: SpecialFamilyView, @unchecked Sendable {}  // no state beyond FamilyView's

/// The base proxy type of a family: its known implementation is `FamilyView`'s.
class FamilyViewProxy<Tag: FamilyTag>: DelegateProxy<FamilyView, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // no state beyond DelegateProxy's
{
  static var delegateProtocol: DelegateProtocol { Tag.delegateProtocol }

  required init(view: FamilyView) {
    super.init(parentObject: view, delegateProxy: FamilyViewProxy<Tag>.self)
  }

  static func registerKnownImplementations() {
    Tag.registrations.add(1, ordering: .relaxed)
    register { FamilyViewProxy<Tag>(view: $0) }
  }

  // The parent has a delegate and a data source: say which this family uses.
  static func currentDelegate(for object: FamilyView) -> DelegateObject? { object.delegate }
  static func setCurrentDelegate(_ delegate: DelegateObject?, to object: FamilyView) {
    object.delegate = delegate
  }
}

/// The proxy type made for `SpecialFamilyView`, a subclass of the base proxy type.
final class SpecialFamilyViewProxy<Tag: FamilyTag>: FamilyViewProxy<Tag>,
  @unchecked Sendable  // no state beyond DelegateProxy's
{}

/// A data-source family on the same parents.
class FamilyDataSourceProxy<Tag: FamilyTag>: DelegateProxy<FamilyView, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // no state beyond DelegateProxy's
{
  static var delegateProtocol: DelegateProtocol { Tag.delegateProtocol }

  required init(view: FamilyView) {
    super.init(parentObject: view, delegateProxy: FamilyDataSourceProxy<Tag>.self)
  }

  static func registerKnownImplementations() {
    Tag.registrations.add(1, ordering: .relaxed)
    register { FamilyDataSourceProxy<Tag>(view: $0) }
  }

  static func currentDelegate(for object: FamilyView) -> DelegateObject? { object.dataSource }
  static func setCurrentDelegate(_ delegate: DelegateObject?, to object: FamilyView) {
    object.dataSource = delegate
  }
}

final class SpecialFamilyDataSourceProxy<Tag: FamilyTag>: FamilyDataSourceProxy<Tag>,
  @unchecked Sendable  // no state beyond DelegateProxy's
{}

enum SubclassRegistersFamily: FamilyTag {
  static let delegateProtocol = makeFamilyProtocol("SubclassRegisters")
  static let registrations = Atomic<Int>(0)
}
enum BaseRegistersFamily: FamilyTag {
  static let delegateProtocol = makeFamilyProtocol("BaseRegisters")
  static let registrations = Atomic<Int>(0)
}
enum SubclassAsksFirstFamily: FamilyTag {
  static let delegateProtocol = makeFamilyProtocol("SubclassAsksFirst")
  static let registrations = Atomic<Int>(0)
}
enum BaseAsksFirstFamily: FamilyTag {
  static let delegateProtocol = makeFamilyProtocol("BaseAsksFirst")
  static let registrations = Atomic<Int>(0)
}
enum DataSourceFamily: FamilyTag {
  static let delegateProtocol = makeFamilyProtocol("DataSourceFamily")
  static let registrations = Atomic<Int>(0)
}
enum DelegateBesideDataSourceFamily: FamilyTag {
  static let delegateProtocol = makeFamilyProtocol("DelegateBesideDataSource")
  static let registrations = Atomic<Int>(0)
}
enum TrapFamily: FamilyTag {
  static let delegateProtocol = makeFamilyProtocol("Trap")
  static let registrations = Atomic<Int>(0)
}

@Suite(.serialized) struct DelegateProxyFamilyTests {
  @Test func aSubclassProxyTypesRegistrationExtendsTheFamilyTheBaseTypeUses() {
    typealias Tag = SubclassRegistersFamily
    SpecialFamilyViewProxy<Tag>.register { (view: SpecialFamilyView) in
      SpecialFamilyViewProxy<Tag>(view: view)
    }
    let special = SpecialFamilyView()
    let proxy = FamilyViewProxy<Tag>.proxy(for: special)
    #expect(proxy is SpecialFamilyViewProxy<Tag>, "the most derived registered parent class's factory")
    #expect(special.delegate === proxy)
    #expect(type(of: FamilyViewProxy<Tag>.proxy(for: FamilyView())) == FamilyViewProxy<Tag>.self)
    #expect(FamilyViewProxy<Tag>.proxy(for: MostSpecialFamilyView()) is SpecialFamilyViewProxy<Tag>)
    #expect(Tag.registrations.load(ordering: .relaxed) == 1, "registerKnownImplementations once per family")
  }

  @Test func registeringASubclassFactoryThroughTheBaseTypeServesTheSubclassType() {
    typealias Tag = BaseRegistersFamily
    // RxCocoa's documented form: the base type's register, a factory of the subclass proxy.
    FamilyViewProxy<Tag>.register { (view: SpecialFamilyView) in SpecialFamilyViewProxy<Tag>(view: view) }
    let special = SpecialFamilyView()
    let asked = SpecialFamilyViewProxy<Tag>.proxy(for: special)
    #expect(FamilyViewProxy<Tag>.proxy(for: special) === asked)
    #expect(special.delegate === asked)
  }

  @Test(arguments: [true, false])
  func whicheverTypeAsksFirstAParentGetsOneProxyOfItsMostDerivedClass(_ subclassFirst: Bool) {
    func check<Tag: FamilyTag>(_: Tag.Type) {
      SpecialFamilyViewProxy<Tag>.register { (view: SpecialFamilyView) in
        SpecialFamilyViewProxy<Tag>(view: view)
      }
      let special = SpecialFamilyView()
      let first: FamilyViewProxy<Tag> =
        subclassFirst
        ? SpecialFamilyViewProxy<Tag>.proxy(for: special) : FamilyViewProxy<Tag>.proxy(for: special)
      let second: FamilyViewProxy<Tag> =
        subclassFirst
        ? FamilyViewProxy<Tag>.proxy(for: special) : SpecialFamilyViewProxy<Tag>.proxy(for: special)
      #expect(first === second)
      #expect(first is SpecialFamilyViewProxy<Tag>)
      #expect(special.delegateWrites.load(ordering: .relaxed) == 1, "installed once")
      #expect(Tag.registrations.load(ordering: .relaxed) == 1)
    }
    if subclassFirst { check(SubclassAsksFirstFamily.self) } else { check(BaseAsksFirstFamily.self) }
  }

  @Test func aDataSourceFamilyWorksTheSameWay() {
    typealias Tag = DataSourceFamily
    SpecialFamilyDataSourceProxy<Tag>.register { (view: SpecialFamilyView) in
      SpecialFamilyDataSourceProxy<Tag>(view: view)
    }
    let special = SpecialFamilyView()
    let existing = DelegateObject(delegateProtocol: Tag.delegateProtocol)
    special.dataSource = existing
    let proxy = FamilyDataSourceProxy<Tag>.proxy(for: special)
    #expect(proxy is SpecialFamilyDataSourceProxy<Tag>)
    #expect(special.dataSource === proxy)
    #expect(special.delegate == nil, "the data source family does not touch the delegate")
    #expect(proxy.forwardToDelegate() === existing)
    #expect(SpecialFamilyDataSourceProxy<Tag>.proxy(for: special) === proxy)
    withExtendedLifetime(existing) {}
  }

  @Test func twoFamiliesOnOneParentKeepTheirOwnProxies() {
    let view = SpecialFamilyView()
    let delegateProxy = FamilyViewProxy<DelegateBesideDataSourceFamily>.proxy(for: view)
    let dataSourceProxy = FamilyDataSourceProxy<DataSourceFamily>.proxy(for: view)
    #expect(view.delegate === delegateProxy)
    #expect(view.dataSource === dataSourceProxy)
    #expect(FamilyViewProxy<DelegateBesideDataSourceFamily>.proxy(for: view) === delegateProxy)
    #expect(FamilyDataSourceProxy<DataSourceFamily>.proxy(for: view) === dataSourceProxy)
  }

  @Test func aTypeAskingForAProxyItCanNotBeTrapsNamingBothTypes() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      // A plain FamilyView's proxy is the base type's: the subclass type can not be it.
      _ = SpecialFamilyViewProxy<TrapFamily>.proxy(for: FamilyView())
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("SpecialFamilyViewProxy<TrapFamily> asked for a proxy of a FamilyView"))
    #expect(message.contains("makes a FamilyViewProxy<TrapFamily>"))
  }

  @Test func aTypeFindingAnotherTypesProxyOnTheParentTrapsNamingBoth() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let view = FamilyView()
      _ = FamilyViewProxy<TrapFamily>.proxy(for: view)
      _ = SpecialFamilyViewProxy<TrapFamily>.proxy(for: view)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains("is a FamilyViewProxy<TrapFamily>, which is not a SpecialFamilyViewProxy<TrapFamily>"))
  }
}

/// A parent with a data source only: its proxies get `currentDelegate(for:)` and
/// `setCurrentDelegate(_:to:)` from `HasDataSource`.
class DataSourceOnlyView: HasDataSource, HasDelegateProxyStorage,
  @unchecked Sendable  // non-final; the reference behind a Lock
{
  private let reference = Lock(FamilyWeak())
  let delegateProxyStorage = DelegateProxyStorage()

  var dataSource: DelegateObject? {
    get { reference.withLock { $0.object } }
    set { reference.withLock { $0.object = newValue } }
  }
}

final class SpecialDataSourceOnlyView: DataSourceOnlyView,
  @unchecked Sendable  // no state beyond DataSourceOnlyView's
{}

enum DataSourceOnlyFamily: FamilyTag {
  static let delegateProtocol = makeFamilyProtocol("DataSourceOnly")
  static let registrations = Atomic<Int>(0)
}

class DataSourceOnlyProxy: DelegateProxy<DataSourceOnlyView, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // no state beyond DelegateProxy's
{
  static var delegateProtocol: DelegateProtocol { DataSourceOnlyFamily.delegateProtocol }

  required init(view: DataSourceOnlyView) {
    super.init(parentObject: view, delegateProxy: DataSourceOnlyProxy.self)
  }

  static func registerKnownImplementations() {
    DataSourceOnlyFamily.registrations.add(1, ordering: .relaxed)
    register { DataSourceOnlyProxy(view: $0) }
  }
}

final class SpecialDataSourceOnlyProxy: DataSourceOnlyProxy,
  @unchecked Sendable  // no state beyond DelegateProxy's
{}

@Suite(.serialized) struct HasDataSourceFamilyTests {
  @Test func aHasDataSourceFamilyUsesTheMostDerivedFactoryWhicheverTypeAsks() {
    SpecialDataSourceOnlyProxy.register { (view: SpecialDataSourceOnlyView) in
      SpecialDataSourceOnlyProxy(view: view)
    }
    let existing = DelegateObject(delegateProtocol: DataSourceOnlyFamily.delegateProtocol)
    let special = SpecialDataSourceOnlyView()
    special.dataSource = existing
    let asked = DataSourceOnlyProxy.proxy(for: special)
    #expect(asked is SpecialDataSourceOnlyProxy)
    #expect(SpecialDataSourceOnlyProxy.proxy(for: special) === asked)
    #expect(special.dataSource === asked, "installed through HasDataSource's setCurrentDelegate")
    #expect(asked.forwardToDelegate() === existing)
    let plain = DataSourceOnlyView()
    #expect(type(of: SpecialDataSourceOnlyProxy.createProxy(for: special)) == SpecialDataSourceOnlyProxy.self)
    #expect(type(of: DataSourceOnlyProxy.proxy(for: plain)) == DataSourceOnlyProxy.self)
    #expect(DataSourceOnlyFamily.registrations.load(ordering: .relaxed) == 1)
    withExtendedLifetime(existing) {}
  }
}
