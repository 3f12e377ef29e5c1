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

  /// A parent's storage keeps its first proxy without a dictionary and the others in one: each
  /// protocol's proxy is found, replaced and removed on its own, in any order.
  @Test func aParentsStorageKeepsOneProxyPerProtocol() {
    final class Token {}
    let storage = DelegateProxyStorage()
    let ids = [
      ObjectIdentifier(DelegateProtocol.listDataSource), ObjectIdentifier(DelegateProtocol.stressDelegate),
      ObjectIdentifier(GadgetDelegate.description),
    ]
    let tokens = [Token(), Token(), Token(), Token()]
    storage.withProxies { proxies in
      #expect(ids.allSatisfy { proxies[$0] == nil })
      for (id, token) in zip(ids, tokens) { proxies[id] = token }
    }
    storage.withProxies { proxies in
      for (id, token) in zip(ids, tokens) { #expect(proxies[id] === token) }
      // The first one goes; the others stay, and a new first one takes its place.
      proxies[ids[0]] = nil
      #expect(proxies[ids[0]] == nil)
      #expect(proxies[ids[1]] === tokens[1] && proxies[ids[2]] === tokens[2])
      proxies[ids[0]] = tokens[3]
      proxies[ids[2]] = nil
    }
    storage.withProxies { proxies in
      #expect(proxies[ids[0]] === tokens[3])
      #expect(proxies[ids[1]] === tokens[1])
      #expect(proxies[ids[2]] == nil)
      // With the first place empty, a proxy kept in the dictionary is replaced and removed there.
      proxies[ids[0]] = nil
      proxies[ids[1]] = tokens[2]
      #expect(proxies[ids[1]] === tokens[2])
      proxies[ids[1]] = nil
      #expect(ids.allSatisfy { proxies[$0] == nil })
    }
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
