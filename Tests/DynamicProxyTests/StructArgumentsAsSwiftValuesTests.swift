import DynamicProxyRx
import DynamicProxySupport
import Testing

@testable import DynamicProxy

/// Issue 31's decision: a C frame's `[Any]` holds the Swift struct itself when a ``DelegateMethod``
/// describes the method (RxCocoa code does `castOrThrow(CGPoint.self, a[1])`); a method described
/// only by type encodings keeps ``StructValue``. Checked on every way a call reaches a C-ABI proxy
/// and is captured as a frame: a C caller through the trampoline, a typed call whose subscribers
/// read `[Any]`, and `send`.
@Suite struct StructArgumentsAsSwiftValuesTests {
  /// 16 bytes: passed in registers.
  struct Reading: Equatable, TypeEncodable {
    var value: Double
    var error: Double
    static let typeEncoding = TypeEncoding.structure(name: "Reading", fields: [.double, .double])
  }

  /// 24 bytes: passed in memory.
  struct Span: Equatable, TypeEncodable {
    var low: Double
    var high: Double
    var step: Double
    static let typeEncoding = TypeEncoding.structure(name: "Span", fields: [.double, .double, .double])
  }

  final class Gauge: HasDelegate, HasDelegateProxyStorage,
    @unchecked Sendable  // used on the test's thread only
  {
    weak var delegate: DelegateObject?
    let delegateProxyStorage = DelegateProxyStorage()
  }

  enum GaugeDelegate {
    static let didRead = DelegateMethod<Gauge, Reading, Span, Void>.optional("gauge:didRead:within:")
    static let description = try! DelegateProtocol("GaugeDelegate", didRead)
    /// The same method, described by its encodings only.
    static let encoded = try! DelegateProtocol(
      "EncodedGaugeDelegate", methods: [.optional("gauge:didRead:within:", "v@{Reading=dd}{Span=ddd}")])
  }

  final class GaugeDelegateProxy: DelegateProxy<Gauge, DelegateObject>, DelegateProxyType,
    @unchecked Sendable  // no state beyond DelegateProxy's
  {
    static let delegateProtocol = GaugeDelegate.description

    static func registerKnownImplementations() {
      register { GaugeDelegateProxy(parentObject: $0, delegateProxy: GaugeDelegateProxy.self) }
    }
  }

  enum Entry: String, Sendable, CaseIterable {
    /// A C caller (`DelegateTarget.call`, an `ffi_call` of the proxy's trampoline).
    case cCaller
    /// `call(_:_:)` with Swift values, its `[Any]` subscribers served a frame.
    case typedCall
    /// `send(_:_:)` with boxed arguments.
    case send
  }

  static let reading = Reading(value: 1.5, error: 0.25)
  static let span = Span(low: -3, high: 3, step: 0.5)

  @Test(arguments: Entry.allCases)
  func aStructOfADelegateMethodIsItselfInTheArguments(entry: Entry) throws {
    let gauge = Gauge()
    let forward = DelegateObject(delegateProtocol: GaugeDelegate.description)
    let forwarded = Lock<[Reading]>([])
    try forward.implement(GaugeDelegate.didRead) { _, reading, _ in forwarded.withLock { $0.append(reading) }
    }
    gauge.delegate = forward
    let proxy = GaugeDelegateProxy.proxy(for: gauge)
    var sent: [[Any]] = []
    var invoked: [[Any]] = []
    let bag = DisposeBag()
    proxy.sentMessage("gauge:didRead:within:").subscribe(onNext: { sent.append($0) }).disposed(by: bag)
    proxy.methodInvoked("gauge:didRead:within:").subscribe(onNext: { invoked.append($0) }).disposed(by: bag)
    switch entry {
    case .cCaller:
      let target = try #require(gauge.delegate?.target(for: "gauge:didRead:within:"))
      _ = try target.call([gauge, Self.reading, Self.span])
    case .typedCall:
      gauge.delegate?.call(GaugeDelegate.didRead, gauge, Self.reading, Self.span)
    case .send:
      _ = try gauge.delegate?.send("gauge:didRead:within:", gauge, Self.reading, Self.span)
    }
    #expect(forwarded.withLock { $0 } == [Self.reading])
    for arguments in [sent, invoked] {
      #expect(arguments.count == 1)
      #expect(arguments.first?[0] as? Gauge === gauge)
      #expect(arguments.first?[1] as? Reading == Self.reading, "the Swift struct, as RxCocoa's casts expect")
      #expect(arguments.first?[2] as? Span == Self.span)
    }
  }

  @Test func aStructOfAMethodDescribedByEncodingsIsAStructValue() throws {
    let delegate = DelegateObject(delegateProtocol: GaugeDelegate.encoded)
    try delegate.implement("gauge:didRead:within:", { (_: AnyObject, _: Reading, _: Span) in })
    final class EncodedProxy: DelegateProxy<Gauge, DelegateObject>, DelegateProxyType,
      @unchecked Sendable  // no state beyond DelegateProxy's
    {
      static let delegateProtocol = GaugeDelegate.encoded
      static func registerKnownImplementations() {
        register { EncodedProxy(parentObject: $0, delegateProxy: EncodedProxy.self) }
      }
    }
    let gauge = Gauge()
    gauge.delegate = delegate
    let proxy = EncodedProxy.proxy(for: gauge)
    var sent: [[Any]] = []
    let subscription = proxy.sentMessage("gauge:didRead:within:").subscribe(onNext: { sent.append($0) })
    _ = try gauge.delegate?.send("gauge:didRead:within:", gauge, Self.reading, Self.span)
    let value = try #require(sent.first?[1] as? StructValue)
    #expect(try value.load(as: Reading.self) == Self.reading)
    #expect(sent.first?[2] is StructValue)
    subscription.dispose()
  }
}
