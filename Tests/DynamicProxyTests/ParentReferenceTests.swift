import Dispatch
import Synchronization
import Testing

@testable import DynamicProxy

/// A proxy's parent reference: nil once the parent deinitializes, as RxCocoa's weak
/// `_parentObject`, without giving the parent a weak reference's side table.
@Suite struct ParentReferenceTests {
  final class Counted: Sendable {
    static let deinits = Atomic<Int>(0)
    deinit { Self.deinits.add(1, ordering: .relaxed) }
  }

  @Test func aProxyThatOutlivesItsParentSeesNil() {
    var view: ParityView? = ParityView()
    let proxy = ParityViewDelegateProxy.proxy(for: view!)
    #expect(parityIdentical(proxy.parentObject, view))
    // The parent's storage releases the proxy when the parent goes; keep it from elsewhere.
    view = nil
    #expect(proxy.parentObject == nil)
    // A slot change re-installs through the parent, which is gone: nothing happens.
    let delegate = ParityMockDelegate()
    proxy.setForwardToDelegate(delegate, retainDelegate: true)
    #expect(proxy.parentObject == nil)
  }

  @Test func theParentDeinitializesAtOnceAndIsNotLeaked() {
    let before = Counted.deinits.load(ordering: .relaxed)
    var object: Counted? = Counted()
    let reference = ParentReference(object!)
    #expect(reference.object === object)
    object = nil
    #expect(Counted.deinits.load(ordering: .relaxed) == before + 1, "the reference must not keep it alive")
    #expect(reference.object == nil)
  }

  @Test func readersRacingTheParentsDeinitGetItOrNil() async {
    // Many rounds: readers on other threads read the reference while the last strong reference
    // goes; each read is the live object or nil, never a crash or a dangling object.
    for _ in 0..<200 {
      // The box holds the only strong reference.
      let box = LockedBox<Counted?>(Counted())
      let reference = ParentReference(box.value!)
      await withTaskGroup(of: Void.self) { group in
        for _ in 0..<3 {
          group.addTask {
            for _ in 0..<200 {
              if let live = reference.object { _ = ObjectIdentifier(live) }
            }
          }
        }
        group.addTask { box.update { $0 = nil } }
      }
      #expect(reference.object == nil)
    }
  }
}
