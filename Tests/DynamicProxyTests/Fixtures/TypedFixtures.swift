import DynamicProxySupport
import Synchronization

@testable import DynamicProxy

// Fixtures of the typed API: structs that cross by value, classes that count their deinits, and a
// parent whose protocol is described from `DelegateMethod`s alone.

/// A 16-byte struct of an integer and a double (classified INTEGER + SSE by the x86-64 ABI).
struct IntDouble: Equatable, Sendable, TypeEncodable {
  var count: Int
  var weight: Double
  static let typeEncoding: TypeEncoding = .structure(name: "IntDouble", fields: [.longLong, .double])
}

/// A 32-byte struct of two nested ``Point``s: passed in memory.
struct Segment: Equatable, Sendable, TypeEncodable {
  var from: Point
  var to: Point
  static let typeEncoding: TypeEncoding = .structure(
    name: "Segment", fields: [Point.typeEncoding, Point.typeEncoding])
}

/// A 32-byte struct mixing integer widths and a double, with padding: `{Mixed=idcq}`.
struct Mixed: Equatable, Sendable, TypeEncodable {
  var small: Int32
  var real: Double
  var byte: Int8
  var big: Int64
  static let typeEncoding: TypeEncoding = .structure(
    name: "Mixed", fields: [.int, .double, .char, .longLong])
}

/// A 12-byte struct of an int, a float and an int: `{Triple=ifi}`.
struct Triple: Equatable, Sendable, TypeEncodable {
  var a: Int32
  var b: Float
  var c: Int32
  static let typeEncoding: TypeEncoding = .structure(name: "Triple", fields: [.int, .float, .int])
}

/// A Swift struct without a type encoding: it crosses as a boxed object (`@`).
struct Note: Equatable, Sendable {
  var text: String
  var tags: [String]
}

/// Counts the deinits of ``Tracked`` instances.
final class DeinitCounter: Sendable {
  private let storage = Atomic<Int>(0)
  func increment() { storage.add(1, ordering: .relaxed) }
  var value: Int { storage.load(ordering: .relaxed) }
}

/// A class whose deinit is counted.
class Tracked: @unchecked Sendable {  // non-final; immutable, Sendable lets
  let name: String
  let counter: DeinitCounter
  init(_ name: String, counter: DeinitCounter) {
    self.name = name
    self.counter = counter
  }
  deinit { counter.increment() }
}

/// A subclass, passed where ``Tracked`` is declared.
final class SpecialTracked: Tracked, @unchecked Sendable {  // no state beyond Tracked's
}

/// A parent whose delegate protocol is described from typed methods.
///
/// Its `delegate` is behind a Lock: callers on several threads read it while a proxy re-installs
/// itself (writes it) when a subscription on another thread changes a slot.
final class Gadget: HasDelegate, HasDelegateProxyStorage, Sendable {
  private struct WeakDelegate: Sendable {
    weak var object: DelegateObject?
  }

  private let reference = Lock(WeakDelegate())
  let delegateProxyStorage = DelegateProxyStorage()

  var delegate: DelegateObject? {
    get { reference.withLock { $0.object } }
    set { reference.withLock { $0.object = newValue } }
  }
}

/// The typed methods of ``Gadget``'s delegate.
enum GadgetDelegate {
  static let didChange = DelegateMethod<Gadget, Int, Void>.optional("gadget:didChange:")
  static let shouldBegin = DelegateMethod<Gadget, Bool>.optional("gadgetShouldBegin:")
  static let titleFor = DelegateMethod<Gadget, Int, String>.optional("gadget:titleFor:")
  static let willMove = DelegateMethod<Gadget, Point, UnsafeMutablePointer<Point>, Void>.optional(
    "gadget:willMoveWithVelocity:target:")
  static let progress = DelegateMethod<Double, Void>.optional("progress:")
  static let tick = DelegateMethod<Void>.optional("tick")
  static let weigh = DelegateMethod<Gadget, IntDouble, Double>.optional("gadget:weigh:")
  static let many = DelegateMethod<
    Int8, Int16, Int32, Int64, UInt8, UInt16, UInt32, UInt64, Double, Float, Double, Float, Double, Float,
    Double, Float, Double, Float, Int, Segment, Void
  >.optional("many:")
  static let makeTracked = DelegateMethod<String, Tracked>.optional("makeTracked:")

  static let description = try! DelegateProtocol(
    "GadgetDelegate", didChange, shouldBegin, titleFor, willMove, progress, tick, weigh, many, makeTracked)
}

/// The proxy of a ``Gadget``.
final class GadgetDelegateProxy: DelegateProxy<Gadget, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // no state beyond DelegateProxy's
{
  static let delegateProtocol = GadgetDelegate.description

  init(gadget: Gadget) {
    super.init(parentObject: gadget, delegateProxy: GadgetDelegateProxy.self)
  }

  static func registerKnownImplementations() {
    register { GadgetDelegateProxy(gadget: $0) }
  }
}

/// A protocol described with encodings, for typed methods to meet.
extension DelegateProtocol {
  static let encodedWidgetDelegate = try! DelegateProtocol(
    "EncodedWidgetDelegate",
    methods: [
      .optional("widget:changed:", "v@q"),
      .optional("widgetCount:", "q@"),
      .optional("widget:label:", "v@*"),
      .optional("widget:short:", "v@s"),
    ])
}

/// A parent of the encoded protocol.
final class Widget: HasDelegate, HasDelegateProxyStorage,
  @unchecked Sendable  // used on the test's thread only
{
  weak var delegate: DelegateObject?
  let delegateProxyStorage = DelegateProxyStorage()
}

/// Typed methods for ``DelegateProtocol/encodedWidgetDelegate``: matching ones and mismatches.
enum WidgetMethods {
  static let changed = DelegateMethod<Widget, Int, Void>.optional("widget:changed:")
  static let count = DelegateMethod<Widget, Int>.optional("widgetCount:")
  static let label = DelegateMethod<Widget, String, Void>.optional("widget:label:")
  static let labelPointer = DelegateMethod<Widget, UnsafePointer<CChar>, Void>.optional("widget:label:")
  static let changedAsAnyObject = DelegateMethod<AnyObject, Int, Void>.optional("widget:changed:")
  /// `q` declared, `Int32` given.
  static let changedWrongType = DelegateMethod<Widget, Int32, Void>.optional("widget:changed:")
  /// Two arguments declared, one given.
  static let changedWrongCount = DelegateMethod<Widget, Void>.optional("widget:changed:")
  /// `q` returned, `Bool` expected.
  static let countWrongResult = DelegateMethod<Widget, Bool>.optional("widgetCount:")
  /// `q` returned, `Int?` expected: a C scalar has no nil.
  static let countOptionalResult = DelegateMethod<Widget, Int?>.optional("widgetCount:")
  /// `void` returned, `Int` expected.
  static let changedWithResult = DelegateMethod<Widget, Int, Int>.optional("widget:changed:")
  static let unknown = DelegateMethod<Widget, Void>.optional("widgetVanished:")
}

/// The proxy of a ``Widget``.
final class WidgetDelegateProxy: DelegateProxy<Widget, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // no state beyond DelegateProxy's
{
  static let delegateProtocol = DelegateProtocol.encodedWidgetDelegate

  init(widget: Widget) {
    super.init(parentObject: widget, delegateProxy: WidgetDelegateProxy.self)
  }

  static func registerKnownImplementations() {
    register { WidgetDelegateProxy(widget: $0) }
  }
}

/// The fixture C library's callbacks as typed methods (`CFixturesLibrary.h`).
enum TypedCallbacks {
  static let onValue = DelegateMethod<UnsafeMutableRawPointer?, Int32, Int32>.optional("onValue")
  static let onDone = DelegateMethod<UnsafeMutableRawPointer?, String, Void>.optional("onDone")
  static let scale = DelegateMethod<UnsafeMutableRawPointer?, Double, Double>.optional("scale")
  /// The same protocol described from the typed methods: `onDone`'s `String` derives `@`, so this
  /// description differs from the C one in that method only.
  static let description = try! DelegateProtocol(
    "TypedCallbacks", convention: .function, onValue, onDone, scale)
}

/// A thread-safe log of strings.
final class TypedLog: Sendable {
  private let storage = Mutex<[String]>([])
  func append(_ entry: String) { storage.withLock { $0.append(entry) } }
  var entries: [String] { storage.withLock { $0 } }
}
