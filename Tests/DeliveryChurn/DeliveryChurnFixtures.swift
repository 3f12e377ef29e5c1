import CFixtures
import DynamicProxy
import DynamicProxyRx

/// A 24-byte struct, passed in memory: the C layout of `CFixtures_S24d`.
public struct ChurnSpan: Equatable, Sendable, TypeEncodable {
  /// The low end.
  public var low: Double
  /// The high end.
  public var high: Double
  /// The step.
  public var step: Double
  /// `{CFixtures_S24d=ddd}`.
  public static let typeEncoding = TypeEncoding.structure(
    name: "CFixtures_S24d", fields: [.double, .double, .double])

  /// The span of the call numbered `sequence`.
  public init(sequence: Int) {
    low = Double(sequence)
    high = -Double(sequence)
    step = Double(sequence) / 2
  }

  var cValue: CFixtures_S24d { CFixtures_S24d(a: low, b: high, c: step) }
}

/// A 16-byte struct, passed in registers: the C layout of `CFixtures_Reading`.
public struct ChurnReading: Equatable, Sendable, TypeEncodable {
  /// The value read.
  public var value: Double
  /// Its error.
  public var error: Double
  /// `{CFixtures_Reading=dd}`.
  public static let typeEncoding = TypeEncoding.structure(
    name: "CFixtures_Reading", fields: [.double, .double])

  /// The reading of the call numbered `sequence`.
  public init(sequence: Int) {
    value = Double(sequence)
    error = Double(sequence) + 0.25
  }

  var cValue: CFixtures_Reading { CFixtures_Reading(value: value, error: error) }
}

/// A parent whose delegate is a delegate object; it owns its proxies.
public final class ChurnParent: HasDelegate, HasDelegateProxyStorage,
  @unchecked Sendable  // `delegate` is set before the parent is shared, then only read
{
  /// The delegate: after `proxy(for:)`, the parent's proxy.
  public weak var delegate: DelegateObject?
  /// The token that owns the parent's proxies.
  public let delegateProxyStorage = DelegateProxyStorage()
  /// Subscriptions that last as long as the parent.
  let bag = DisposeBag()
  /// A parent without a delegate.
  public init() {}
}

/// The protocol, described by `DelegateMethod`s: its struct arguments cross `[Any]` as the Swift
/// structs themselves.
public enum ChurnDelegate {
  /// `parent:didSpan:sequence:`, a `void` method taking a struct in memory.
  public static let didSpan = DelegateMethod<ChurnParent, ChurnSpan, Int, Void>.optional(
    "parent:didSpan:sequence:")
  /// `parent:measure:sequence:`, a method taking a struct in registers and returning a double:
  /// `2 * sequence` from every forward delegate and answer.
  public static let measure = DelegateMethod<ChurnParent, ChurnReading, Int, Double>.optional(
    "parent:measure:sequence:")
  /// The protocol.
  public static let description = try! DelegateProtocol("ChurnDelegate", didSpan, measure)
}

/// The parent's proxy.
public final class ChurnDelegateProxy: DelegateProxy<ChurnParent, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // no state beyond DelegateProxy's
{
  /// The protocol the proxy implements.
  public static let delegateProtocol = ChurnDelegate.description

  /// Registers the proxy's factory for ``ChurnParent``.
  public static func registerKnownImplementations() {
    register { ChurnDelegateProxy(parentObject: $0, delegateProxy: ChurnDelegateProxy.self) }
  }
}

/// The way a call enters the parent's delegate.
public enum ChurnEntry: Int, Sendable, CaseIterable, CustomStringConvertible {
  /// `call(_:_:)` with the Swift values.
  case typedCall
  /// `send(_:_:)` with boxed arguments.
  case send
  /// `target(for:)`, then `DelegateTarget.call(_:)`: an `ffi_call` of the target's function.
  case target
  /// `withTarget(for:_:)`, then `DelegateTarget.call(_:)`.
  case withTarget
  /// `callbackFunction(for:)`, called by a C function with the C arguments.
  case cCaller

  /// The entry's name in a report.
  public var description: String {
    switch self {
    case .typedCall: "typed call"
    case .send: "send"
    case .target: "target(for:)"
    case .withTarget: "withTarget"
    case .cCaller: "C caller"
    }
  }

  /// The entry of the call numbered `sequence` (its low bits).
  init(sequence: Int) { self = ChurnEntry(rawValue: sequence & 7) ?? .typedCall }
}
