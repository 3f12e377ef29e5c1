import DynamicProxy
import DynamicProxyRx
import Testing

// A delegate protocol that is not class-bound (as swift-nio-ssh's authentication delegates are):
// its existential is five words, a value conformer is held as it is, an object conformer weakly or
// retained. The proxy below is written by hand in the shape `dynamicproxy-generate` emits, without
// a `makeWeakForwardDelegate()` (a `weak var` of this existential can not be declared).

/// The delegate of a ``Gate``: any conformer, a struct too.
protocol GateDelegate {
  /// Whether `user` may pass.
  func gate(_ gate: Gate, admits user: String) -> Bool
  /// The gate closed (default: nothing).
  func gateDidClose(_ gate: Gate)
}

extension GateDelegate {
  func gateDidClose(_ gate: Gate) {}
}

/// A parent that keeps its delegate strongly, as a value.
final class Gate: @unchecked Sendable {  // used on the test's thread only
  var delegate: (any GateDelegate)?

  func admits(_ user: String) -> Bool? { delegate?.gate(self, admits: user) }
  func close() { delegate?.gateDidClose(self) }
}

/// A value conformer.
struct GuestList: GateDelegate {
  var guests: Set<String>
  func gate(_ gate: Gate, admits user: String) -> Bool { guests.contains(user) }
}

/// An object conformer.
final class Doorkeeper: GateDelegate, @unchecked Sendable {  // used on the test's thread only
  var closings = 0
  func gate(_ gate: Gate, admits user: String) -> Bool { user.hasPrefix("A") }
  func gateDidClose(_ gate: Gate) { closings += 1 }
}

/// The proxy, in the generated shape.
final class GateDelegateProxy: DelegateProxy<Gate, any GateDelegate>, DelegateProxyType,
  @unchecked Sendable  // no state beyond DelegateProxy's
{
  enum Methods {
    static let admits = DelegateMethod<Gate, String, Bool>.required("gate:admits:")
    static let didClose = DelegateMethod<Gate, Void>.optional("gateDidClose:")
  }

  static let delegateProtocol = try! DelegateProtocol("GateDelegate", Methods.admits, Methods.didClose)

  init(parentObject: Gate) {
    super.init(parentObject: parentObject, delegateProxy: GateDelegateProxy.self)
  }

  static func registerKnownImplementations() {
    register { GateDelegateProxy(parentObject: $0) }
  }

  static func currentDelegate(for object: Gate) -> (any GateDelegate)? { object.delegate }

  static func setCurrentDelegate(_ delegate: (any GateDelegate)?, to object: Gate) {
    object.delegate = delegate
  }
}

extension GateDelegateProxy: GateDelegate {
  func gate(_ gate: Gate, admits user: String) -> Bool {
    if let forward = unobservedForwardDelegate(at: 0) { return forward.gate(gate, admits: user) }
    return route(Methods.admits, at: 0, gate, user) {
      $0.gate(gate, admits: user)
    } otherwise: {
      false
    }
  }

  func gateDidClose(_ gate: Gate) {
    if let forward = unobservedForwardDelegate(at: 1) {
      forward.gateDidClose(gate)
      return
    }
    route(Methods.didClose, at: 1, gate) {
      $0.gateDidClose(gate)
    } otherwise: {
    }
  }
}

@Suite struct ValueDelegateProxyTests {
  @Test func aStructForwardDelegateIsHeldAndCalled() {
    let gate = Gate()
    gate.delegate = GuestList(guests: ["ada"])
    let proxy = GateDelegateProxy.proxy(for: gate)
    #expect(gate.delegate as? GateDelegateProxy === proxy)
    #expect(gate.admits("ada") == true)
    #expect(gate.admits("bob") == false)
    var observed: [String] = []
    let subscription = proxy.methodInvoked(GateDelegateProxy.Methods.admits).subscribe(onNext: {
      observed.append($0.1)
    })
    #expect(gate.admits("ada") == true, "observed, still the struct's answer")
    #expect(observed == ["ada"])
    #expect((proxy.forwardToDelegate() as? GuestList)?.guests == ["ada"])
    subscription.dispose()
    proxy.setForwardToDelegate(GuestList(guests: ["bob"]), retainDelegate: false)
    #expect(gate.admits("bob") == true, "a value is held whatever retainDelegate says")
  }

  @Test func aRetainedObjectForwardDelegateIsKeptThenReleasedWhenReplaced() {
    let gate = Gate()
    let proxy = GateDelegateProxy.proxy(for: gate)
    weak var weakKeeper: Doorkeeper?
    do {
      let keeper = Doorkeeper()
      weakKeeper = keeper
      proxy.setForwardToDelegate(keeper, retainDelegate: true)
    }
    #expect(weakKeeper != nil, "retained by the proxy")
    #expect(gate.admits("Ann") == true)
    gate.close()
    #expect(weakKeeper?.closings == 1)
    #expect(proxy.forwardToDelegate() as? Doorkeeper === weakKeeper)
    proxy.setForwardToDelegate(GuestList(guests: []), retainDelegate: true)
    #expect(weakKeeper == nil, "released when replaced")
    #expect(gate.admits("Ann") == false)
  }

  @Test func aWeakObjectForwardDelegateGoesWithItsLastReference() {
    let gate = Gate()
    let proxy = GateDelegateProxy.proxy(for: gate)
    var keeper: Doorkeeper? = Doorkeeper()
    proxy.setForwardToDelegate(keeper, retainDelegate: false)
    var sent = 0
    let subscription = proxy.sentMessage(GateDelegateProxy.Methods.didClose).subscribe(onNext: { _ in
      sent += 1
    })
    gate.close()
    #expect(keeper?.closings == 1)
    #expect(gate.admits("Ann") == true)
    keeper = nil
    #expect(proxy.forwardToDelegate() == nil, "held weakly")
    #expect(gate.admits("Ann") == false, "the default, with no forward delegate")
    gate.close()
    #expect(sent == 2)
    subscription.dispose()
  }
}
