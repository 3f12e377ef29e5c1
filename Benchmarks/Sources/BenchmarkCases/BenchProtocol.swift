import CFloors
import DynamicProxy

/// The method shapes every approach is measured on.
public enum Shape: Int, CaseIterable, Sendable {
  /// `v@`: void, the sender only (the `didScroll:` shape).
  case void
  /// `v@dd`: the sender and two doubles.
  case mixed
  /// `v@q`: the sender and an int64.
  case int64
  /// `q@`: returns an integer.
  case returnsInt
  /// `B@`: returns a Bool.
  case returnsBool
  /// `@@`: returns an object.
  case returnsObject
  /// `v@{S16=dd}`: a 16-byte struct by value.
  case struct16
  /// `v@{S24=ddd}`: a 24-byte struct by value (in memory in C, inline in an `Any`).
  case struct24
  /// `v@{S32=dddd}`: a 32-byte struct by value.
  case struct32
  /// `v@^{S32=dddd}`: a pointer to a struct.
  case structPointer

  /// The short name used in case names.
  public var label: String {
    switch self {
    case .void: "void"
    case .mixed: "mixed(@dd)"
    case .int64: "int64"
    case .returnsInt: "ret int"
    case .returnsBool: "ret Bool"
    case .returnsObject: "ret object"
    case .struct16: "struct16"
    case .struct24: "struct24"
    case .struct32: "struct32"
    case .structPointer: "struct ptr"
    }
  }

  /// The method's selector.
  var selector: Selector { Shape.selectors[rawValue] }

  /// The selector's name: the key of the closure table keyed per call.
  var name: String {
    switch self {
    case .void: "benchDidFire:"
    case .mixed: "bench:didMoveToX:y:"
    case .int64: "bench:didCount:"
    case .returnsInt: "numberOfItemsInBench:"
    case .returnsBool: "benchShouldBegin:"
    case .returnsObject: "itemForBench:"
    case .struct16: "bench:didChangeOffset:"
    case .struct24: "bench:didChangeSize:"
    case .struct32: "bench:didChangeFrame:"
    case .structPointer: "bench:willChangeFrame:"
    }
  }

  /// The type encoding (return type, then the declared arguments).
  var types: String {
    switch self {
    case .void: "v@"
    case .mixed: "v@dd"
    case .int64: "v@q"
    case .returnsInt: "q@"
    case .returnsBool: "B@"
    case .returnsObject: "@@"
    case .struct16: "v@{S16=dd}"
    case .struct24: "v@{S24=ddd}"
    case .struct32: "v@{S32=dddd}"
    case .structPointer: "v@^{S32=dddd}"
    }
  }

  /// The libffi floor shape with the same C signature.
  var floorShape: CFloorsShape {
    switch self {
    case .void: CFloorsShapeVoid
    case .mixed: CFloorsShapeMixed
    case .int64: CFloorsShapeInt64
    case .returnsInt: CFloorsShapeReturnsInt
    case .returnsBool: CFloorsShapeReturnsBool
    case .returnsObject: CFloorsShapeReturnsObject
    case .struct16: CFloorsShapeStruct16
    case .struct24: CFloorsShapeStruct24
    case .struct32: CFloorsShapeStruct32
    case .structPointer: CFloorsShapeStructPointer
    }
  }

  /// The method of ``DelegateProtocol/bench``.
  var method: DelegateProtocol.Method { DelegateProtocol.bench.methods[rawValue] }

  private static let selectors = Shape.allCases.map { Selector($0.name) }
}

extension DelegateProtocol {
  /// The described protocol the libffi approach implements: one method per ``Shape``, in order,
  /// described by type encodings: a C frame's `[Any]` holds a struct argument as a `StructValue`.
  static let bench = try! DelegateProtocol(
    "BenchDelegate", methods: Shape.allCases.map { .optional(Selector($0.name), $0.types) })

  /// The same methods described by their Swift types (``BenchMethods``, the libffi-methods
  /// approach), as the README describes a protocol: a C frame's `[Any]` holds a struct argument as
  /// the Swift struct itself, as the expert table's `[Any]` does.
  static let benchMethods = try! DelegateProtocol(
    "MethodsBenchDelegate", BenchMethods.void, BenchMethods.mixed, BenchMethods.int64,
    BenchMethods.returnsInt,
    BenchMethods.returnsBool, BenchMethods.returnsObject, BenchMethods.struct16, BenchMethods.struct24,
    BenchMethods.struct32, BenchMethods.structPointer)
}

/// The same protocol as a Swift protocol: what the direct approach and the closure-table proxies
/// implement (a Swift delegate without a dynamic runtime).
protocol BenchDelegate: AnyObject, Sendable {
  /// `benchDidFire:`.
  func benchDidFire(_ sender: AnyObject)
  /// `bench:didMoveToX:y:`.
  func bench(_ sender: AnyObject, didMoveToX x: Double, y: Double)
  /// `bench:didCount:`.
  func bench(_ sender: AnyObject, didCount count: Int64)
  /// `numberOfItemsInBench:`.
  func numberOfItems(in sender: AnyObject) -> Int
  /// `benchShouldBegin:`.
  func benchShouldBegin(_ sender: AnyObject) -> Bool
  /// `itemForBench:`.
  func item(for sender: AnyObject) -> AnyObject
  /// `bench:didChangeOffset:`.
  func bench(_ sender: AnyObject, didChangeOffset offset: CFloorsS16)
  /// `bench:didChangeSize:`.
  func bench(_ sender: AnyObject, didChangeSize size: CFloorsS24)
  /// `bench:didChangeFrame:`.
  func bench(_ sender: AnyObject, didChangeFrame frame: CFloorsS32)
  /// `bench:willChangeFrame:`.
  func bench(_ sender: AnyObject, willChangeFrame frame: UnsafeMutablePointer<CFloorsS32>)
}

/// The argument values every approach passes.
enum Arguments {
  static let x = 1.0
  static let y = 2.0
  static let count: Int64 = 42
  static let offset = CFloorsS16(a: 1, b: 2)
  static let size = CFloorsS24(a: 1, b: 2, c: 3)
  static let frame = CFloorsS32(a: 1, b: 2, c: 3, d: 4)
}
