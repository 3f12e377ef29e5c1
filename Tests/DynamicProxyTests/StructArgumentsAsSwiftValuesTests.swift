import DynamicProxyRx
import DynamicProxySupport
import Testing

@testable import DynamicProxy
@testable import DynamicProxyRuntime

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

  /// A typed call checks once whether any subscriber reads calls as frames; an `[Any]` subscriber
  /// that joins after that check (here, from the forward delegate's body, during the forward: on
  /// another thread it is a race) is handed the call as a frame laid out from the Swift values. Its
  /// `[Any]` holds the Swift structs too — in `methodInvoked` and in `methodReturned` — as on
  /// every other path.
  @Test func anArgumentsSubscriberThatJoinsDuringATypedCallGetsTheSwiftStructs() throws {
    let gauge = Gauge()
    let forward = DelegateObject(delegateProtocol: GaugeDelegate.description)
    let proxy = GaugeDelegateProxy.proxy(for: gauge)
    let bag = DisposeBag()
    let invoked = Lock<[[Any]]>([])
    let returned = Lock<[[Any]]>([])
    let joined = Lock(false)
    try forward.implement(GaugeDelegate.didRead) { _, _, _ in
      guard !joined.withLock({ $0 }) else { return }
      joined.withLock { $0 = true }
      proxy.methodInvoked("gauge:didRead:within:")
        .subscribe(onNext: { arguments in invoked.withLock { $0.append(arguments) } }).disposed(by: bag)
      proxy.methodReturned("gauge:didRead:within:")
        .subscribe(onNext: { call in returned.withLock { $0.append(call.arguments) } }).disposed(by: bag)
    }
    proxy.setForwardToDelegate(forward, retainDelegate: true)
    // A typed subscriber only: the call goes in its Swift types, no frame laid out up front.
    var typed: [Span] = []
    proxy.sentMessage(GaugeDelegate.didRead).subscribe(onNext: { typed.append($0.2) }).disposed(by: bag)
    gauge.delegate?.call(GaugeDelegate.didRead, gauge, Self.reading, Self.span)
    #expect(typed == [Self.span])
    for (stream, calls) in [
      ("methodInvoked", invoked.withLock { $0 }), ("methodReturned", returned.withLock { $0 }),
    ] {
      #expect(calls.count == 1, "\(stream)")
      #expect(calls.first?[1] as? Reading == Self.reading, "\(stream): the Swift struct, not a StructValue")
      #expect(calls.first?[2] as? Span == Self.span, "\(stream): the Swift struct, not a StructValue")
    }
  }

  /// The C caller's path boxes into the method's spare array: its first call appends, later calls
  /// box over the placeholders the last one left, and a call made while another holds the array
  /// (here, from inside a subscriber) boxes into an array of its own. Each holds the Swift structs,
  /// with the values of its own call, whatever lies between them.
  @Test func everyCallFromCHoldsItsOwnSwiftStructs() throws {
    let method = DelegateMethod<Gauge, Span, Double, Reading, Void>.optional("gauge:spanned:by:read:")
    final class Proxy: DelegateProxy<Gauge, DelegateObject>, DelegateProxyType,
      @unchecked Sendable  // no state beyond DelegateProxy's
    {
      static let delegateProtocol = try! DelegateProtocol(
        "SpanGaugeDelegate",
        DelegateMethod<Gauge, Span, Double, Reading, Void>.optional("gauge:spanned:by:read:"))
      static func registerKnownImplementations() {
        register { Proxy(parentObject: $0, delegateProxy: Proxy.self) }
      }
    }
    let gauge = Gauge()
    let forward = DelegateObject(delegateProtocol: Proxy.delegateProtocol)
    let forwarded = Lock<[Double]>([])
    try forward.implement(method) { _, _, factor, _ in forwarded.withLock { $0.append(factor) } }
    gauge.delegate = forward
    let proxy = Proxy.proxy(for: gauge)
    var sent: [[Any]] = []
    let bag = DisposeBag()
    proxy.sentMessage("gauge:spanned:by:read:").subscribe(onNext: { arguments in
      sent.append(arguments)
      // Once, from inside the delivery: the spare array is held by the call in flight.
      if arguments[2] as? Double == 2 {
        _ = try? gauge.delegate?.target(for: "gauge:spanned:by:read:")?.call([
          gauge, Span(low: 9, high: 9, step: 9), 9.0, Reading(value: 9, error: 9),
        ])
      }
    }).disposed(by: bag)
    // Resolved once observed: the proxy's trampoline.
    let target = try #require(gauge.delegate?.target(for: "gauge:spanned:by:read:"))
    for factor in [1.0, 2.0, 3.0] {
      let span = Span(low: -factor, high: factor, step: factor / 4)
      _ = try target.call([gauge, span, factor, Reading(value: factor, error: -factor)])
    }
    #expect(forwarded.withLock { $0 } == [1, 9, 2, 3])
    #expect(sent.map { $0[2] as? Double } == [1, 2, 9, 3])
    for arguments in sent {
      let factor = try #require(arguments[2] as? Double)
      let span =
        factor == 9 ? Span(low: 9, high: 9, step: 9) : Span(low: -factor, high: factor, step: factor / 4)
      let reading = factor == 9 ? Reading(value: 9, error: 9) : Reading(value: factor, error: -factor)
      #expect(arguments.count == 4)
      #expect(arguments[0] as? Gauge === gauge)
      #expect(arguments[1] as? Span == span, "the Swift struct of its own call")
      #expect(arguments[3] as? Reading == reading)
    }
  }

  /// The boxing loop tells struct positions by a 64-bit mask; a struct past the 64th declared
  /// argument is boxed again as its Swift type after the loop.
  @Test func aStructPastTheSixtyFourthPositionIsBoxedAsItsSwiftType() {
    var types: [(any TypeEncodable.Type)?] = Array(repeating: nil, count: 66)
    types[1] = Span.self
    types[65] = Reading.self
    let structs = SwiftStructTypes(types)
    #expect(structs.positions == 0b10)
    #expect(structs.holdsType(at: 1) && structs.holdsType(at: 65))
    #expect(!structs.holdsType(at: 0) && !structs.holdsType(at: 64) && !structs.holdsType(at: 66))
    var span = Self.span
    var reading = Self.reading
    var filler = 0.0
    withUnsafeMutablePointer(to: &span) { span in
      withUnsafeMutablePointer(to: &reading) { reading in
        withUnsafeMutablePointer(to: &filler) { filler in
          var pointers = [UnsafeMutableRawPointer?](repeating: UnsafeMutableRawPointer(filler), count: 66)
          pointers[1] = UnsafeMutableRawPointer(span)
          pointers[65] = UnsafeMutableRawPointer(reading)
          var values = [Any](repeating: "boxed by encodings", count: 66)
          values.withUnsafeMutableBufferPointer { values in
            pointers.withUnsafeMutableBufferPointer { pointers in
              structs.rebox(values.baseAddress!, count: 66, from: pointers.baseAddress!, startingAt: 64)
            }
          }
          #expect(values[65] as? Reading == Self.reading)
          // Only past the mask: the loop boxes the others.
          #expect(values[1] as? String == "boxed by encodings")
          #expect(values[64] as? String == "boxed by encodings")
          #expect(structs.box(at: 1, UnsafeRawPointer(span)) as? Span == Self.span)
        }
      }
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
