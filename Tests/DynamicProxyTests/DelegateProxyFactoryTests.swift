import Testing

@testable import DynamicProxy

/// RxCocoa's DelegateProxyFactory semantics: the factory of the most-derived registered parent
/// class wins, one proxy per parent, and a missing or duplicate factory is a programmer error.
/// Serialized: factories are process-wide.
@Suite(.serialized) struct DelegateProxyFactoryTests {
  @Test func theMostDerivedRegisteredParentClassWins() {
    let base = ParityFactoryProxy.createProxy(for: ParityFactoryBase())
    let derived = ParityFactoryProxy.createProxy(for: ParityFactoryDerived())
    #expect(base.madeBy == "base")
    #expect(derived.madeBy == "derived")
  }

  @Test func aSubclassWithoutItsOwnFactoryUsesItsSuperclasssFactory() {
    let parent = ParityFactoryMostDerived()
    let proxy = ParityFactoryProxy.createProxy(for: parent)
    #expect(proxy.madeBy == "derived")
    #expect(parityIdentical(proxy.parentObject, parent))
  }

  @Test func createProxyMakesANewProxyEachTimeWithoutInstallingIt() {
    let parent = ParityFactoryBase()
    let first = ParityFactoryProxy.createProxy(for: parent)
    let second = ParityFactoryProxy.createProxy(for: parent)
    #expect(!parityIdentical(first, second))
    #expect(parent.delegate == nil, "createProxy does not install")
  }

  @Test func proxyForReturnsTheSameProxyOnRepeatedCalls() {
    let parent = ParityFactoryMostDerived()
    let proxy = ParityFactoryProxy.proxy(for: parent)
    #expect(proxy.madeBy == "derived")
    #expect(ParityFactoryProxy.proxy(for: parent) === proxy)
    #expect(ParityFactoryProxy.proxy(for: parent) === proxy)
    #expect(parityIdentical(parent.delegate, proxy))

    let other = ParityFactoryMostDerived()
    #expect(ParityFactoryProxy.proxy(for: other) !== proxy, "one proxy per parent")
  }

  @Test func proxyForDoesNotReinstallAProxyThatIsAlreadyTheDelegate() {
    let parent = ParityFactoryBase()
    let mock = ParityMockDelegate()
    parent.delegate = mock
    let proxy = ParityFactoryProxy.proxy(for: parent)
    #expect(proxy.forwardToDelegate() === mock)
    _ = ParityFactoryProxy.proxy(for: parent)
    #expect(proxy.forwardToDelegate() === mock, "the proxy must not become its own forward delegate")
  }

  @Test func registeringASubclassFactoryLaterChangesWhatCreateProxyReturns() {
    let derived = ParityFactoryDerived()
    #expect(ParityLateFactoryProxy.createProxy(for: derived).madeBy == "base")

    ParityLateFactoryProxy.register { (parent: ParityFactoryDerived) in
      ParityLateFactoryProxy(parent: parent, madeBy: "late derived")
    }

    #expect(ParityLateFactoryProxy.createProxy(for: derived).madeBy == "late derived")
    #expect(ParityLateFactoryProxy.createProxy(for: ParityFactoryMostDerived()).madeBy == "late derived")
    #expect(ParityLateFactoryProxy.createProxy(for: ParityFactoryBase()).madeBy == "base")
  }

  @Test func aMissingFactoryIsAProgrammerError() async {
    await #expect(processExitsWith: .failure) {
      _ = ParityFactoryProxy.createProxy(for: ParityFactoryUnrelated())
    }
  }

  @Test func registeringTheSameParentTwiceIsAProgrammerError() async {
    await #expect(processExitsWith: .failure) {
      _ = ParityDuplicateFactoryProxy.createProxy(for: ParityFactoryBase())
    }
  }

  @Test func registeringAnAlreadyRegisteredParentLaterIsAProgrammerError() async {
    await #expect(processExitsWith: .failure) {
      ParityFactoryProxy.register { (parent: ParityFactoryDerived) in
        ParityFactoryProxy(parent: parent, madeBy: "again")
      }
    }
  }

  @Test func aValidFactoryUseExitsCleanly() async {
    // The control for the exit tests above: the same child-process machinery, no error.
    await #expect(processExitsWith: .success) {
      _ = ParityFactoryProxy.createProxy(for: ParityFactoryMostDerived())
    }
  }
}
