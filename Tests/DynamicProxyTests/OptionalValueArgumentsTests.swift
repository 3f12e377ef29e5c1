import DynamicProxyRx
import DynamicProxySupport
import Foundation
import Testing

@testable import DynamicProxy

/// An optional number or struct (`Int?`, `Double?`, a `TypeEncodable` struct's optional) has no C
/// form with room for nil: such an argument or result crosses a call's C frame as an object (`@`),
/// nil as a null pointer. A Swift delegate protocol may have them (a generated proxy's methods are
/// typed methods): every path of a call, the C frame included, must carry nil and values intact.
@Suite struct OptionalValueArgumentsTests {
  struct Pair: TypeEncodable, Equatable {
    var a: Int32
    var b: Int32
    static let typeEncoding = TypeEncoding.structure(name: "Pair", fields: [.int, .int])
  }

  final class Parent: HasDelegate, HasDelegateProxyStorage,
    @unchecked Sendable  // used on the test's thread only
  {
    weak var delegate: DelegateObject?
    let delegateProxyStorage = DelegateProxyStorage()
  }

  enum Methods {
    static let moved = DelegateMethod<Parent, Int?, Pair?, Void>.optional("parent:movedBy:pair:")
    static let scaled = DelegateMethod<Double?, Int?>.optional("scaled:")
    static let description = try! DelegateProtocol("OptionalValuesDelegate", moved, scaled)
  }

  final class Proxy: DelegateProxy<Parent, DelegateObject>, DelegateProxyType,
    @unchecked Sendable  // no state beyond DelegateProxy's
  {
    static let delegateProtocol = Methods.description

    static func registerKnownImplementations() {
      register { Proxy(parentObject: $0, delegateProxy: Proxy.self) }
    }
  }

  @Test func optionalNumbersAndStructsCrossAsObjects() {
    #expect(Methods.moved.argumentTypes == [.object, .object, .object])
    #expect(Methods.scaled.argumentTypes == [.object])
    #expect(Methods.scaled.returnType == .object)
    #expect(TypeEncoding.of(UnsafeRawPointer?.self) == .pointer(.void), "a pointer's nil is null")
    #expect(TypeEncoding.of(Int.self) == .longLong)
  }

  @Test func everyPathCarriesNilAndValues() throws {
    let parent = Parent()
    let forward = DelegateObject(delegateProtocol: Methods.description)
    let received = Lock<[String]>([])
    try forward.implement(Methods.moved) { _, by, pair in
      received.withLock { $0.append("forward \(String(describing: by)) \(String(describing: pair))") }
    }
    try forward.implement(Methods.scaled) { value in value.map { Int($0 * 2) } }
    parent.delegate = forward
    let proxy = Proxy.proxy(for: parent)
    let bag = DisposeBag()
    // `[Any]` subscribers read the call from its C frame; typed ones get the Swift values.
    proxy.sentMessage("parent:movedBy:pair:").subscribe(onNext: { arguments in
      received.withLock { $0.append("any \(arguments.dropFirst().map { "\($0)" })") }
    }).disposed(by: bag)
    proxy.methodInvoked(Methods.moved).subscribe(onNext: { _, by, pair in
      received.withLock { $0.append("typed \(String(describing: by)) \(String(describing: pair))") }
    }).disposed(by: bag)
    proxy.methodReturned("scaled:").subscribe(onNext: { call in
      received.withLock { $0.append("returned \(call.arguments) \(call.returnValue)") }
    }).disposed(by: bag)

    parent.delegate?.call(Methods.moved, parent, nil, nil)
    parent.delegate?.call(Methods.moved, parent, 3, Pair(a: 1, b: 2))
    #expect(parent.delegate?.call(Methods.scaled, nil) == .some(nil))
    #expect(parent.delegate?.call(Methods.scaled, 2.5) == .some(5))
    // RxCocoa's form, through the same frame.
    #expect(try parent.delegate?.send("scaled:", 4.0) as? Int == 8)

    let pair = "Pair(a: 1, b: 2)"
    // Type names as printed without their module and suite.
    let log = received.withLock { $0 }.map {
      $0.replacingOccurrences(of: "DynamicProxyTests.OptionalValueArgumentsTests.", with: "")
    }
    #expect(
      log == [
        "any [\"nil\", \"nil\"]", "forward nil nil", "typed nil nil",
        "any [\"3\", \"\(pair)\"]", "forward Optional(3) Optional(\(pair))",
        "typed Optional(3) Optional(\(pair))",
        "returned [nil] nil", "returned [2.5] 5", "returned [4.0] 8",
      ])
    withExtendedLifetime(forward) {}
  }
}
