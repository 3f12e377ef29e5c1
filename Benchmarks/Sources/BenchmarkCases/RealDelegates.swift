import CFloors
import DynamicProxy

/// An object a delegate method returns.
final class Item: Sendable {
  /// Creates an item.
  init() {}
}

/// The real delegate of the direct and closure-table approaches: a Swift class conforming to the
/// Swift protocol. Each method does the same work as ``FFIRealDelegate``'s C functions.
final class SwiftRealDelegate: BenchDelegate, Sendable {
  /// What the calls accumulated.
  let tally = Tally()
  private let item = Item()

  /// Creates the delegate.
  init() {}

  func benchDidFire(_ sender: AnyObject) { tally.add(bits(sender)) }

  func bench(_ sender: AnyObject, didMoveToX x: Double, y: Double) { tally.add((x + y).bitPattern) }

  func bench(_ sender: AnyObject, didCount count: Int64) { tally.add(UInt64(bitPattern: count)) }

  func numberOfItems(in sender: AnyObject) -> Int {
    tally.add(bits(sender))
    return 7
  }

  func benchShouldBegin(_ sender: AnyObject) -> Bool {
    tally.add(bits(sender))
    return true
  }

  func item(for sender: AnyObject) -> AnyObject {
    tally.add(bits(sender))
    return item
  }

  func bench(_ sender: AnyObject, didChangeOffset offset: CFloorsS16) {
    tally.add((offset.a + offset.b).bitPattern)
  }

  func bench(_ sender: AnyObject, didChangeSize size: CFloorsS24) { tally.add((size.a + size.c).bitPattern) }

  func bench(_ sender: AnyObject, didChangeFrame frame: CFloorsS32) {
    tally.add((frame.a + frame.d).bitPattern)
  }

  func bench(_ sender: AnyObject, willChangeFrame frame: UnsafeMutablePointer<CFloorsS32>) {
    tally.add(frame.pointee.a.bitPattern)
  }
}

/// The real delegate of the libffi approach: a ``DelegateObject`` whose slots hold C functions
/// (`@convention(c)`), each doing the same work as ``SwiftRealDelegate``'s method.
///
/// For ``DelegateProtocol/bench`` (or its form by Swift types) it implements every ``Shape``; for another protocol (the scaling
/// protocols, all `v@`) it implements every method with the `void` function.
final class FFIRealDelegate: DelegateObject, @unchecked Sendable {  // adds Sendable lets
  /// What the calls accumulated.
  let tally = Tally()
  fileprivate let item = Item()

  /// Creates the delegate and implements the protocol's methods.
  ///
  /// - Parameter delegateProtocol: ``DelegateProtocol/bench``, ``DelegateProtocol/benchMethods``
  ///   or a protocol of `v@` methods.
  init(_ delegateProtocol: DelegateProtocol = .bench) {
    super.init(delegateProtocol: delegateProtocol)
    if delegateProtocol === DelegateProtocol.bench || delegateProtocol === DelegateProtocol.benchMethods {
      for shape in Shape.allCases {
        try! implement(shape.selector, function: IMPs.function(for: shape))
      }
    } else {
      for method in delegateProtocol.methods {
        try! implement(method.selector, function: IMPs.function(for: .void))
      }
    }
  }
}

/// The C function types of the shapes (method convention: receiver, selector, sender, arguments).
enum IMPs {
  typealias Void0 =
    @convention(c) (
      UnsafeMutableRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer
    ) -> Void
  typealias Mixed =
    @convention(c) (
      UnsafeMutableRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer, Double, Double
    ) -> Void
  typealias Int64Arg =
    @convention(c) (
      UnsafeMutableRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer, Int64
    ) -> Void
  typealias ReturnsInt =
    @convention(c) (
      UnsafeMutableRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer
    ) -> Int
  typealias ReturnsBool =
    @convention(c) (
      UnsafeMutableRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer
    ) -> Bool
  typealias ReturnsObject =
    @convention(c) (
      UnsafeMutableRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer
    ) -> UnsafeMutableRawPointer
  typealias Struct16 =
    @convention(c) (
      UnsafeMutableRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer, CFloorsS16
    ) -> Void
  typealias Struct24 =
    @convention(c) (
      UnsafeMutableRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer, CFloorsS24
    ) -> Void
  typealias Struct32 =
    @convention(c) (
      UnsafeMutableRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer, CFloorsS32
    ) -> Void
  typealias StructPointer =
    @convention(c) (
      UnsafeMutableRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer,
      UnsafeMutablePointer<CFloorsS32>
    ) -> Void

  @inline(__always)
  static func tally(_ receiver: UnsafeMutableRawPointer, _ value: UInt64) {
    Unmanaged<FFIRealDelegate>.fromOpaque(receiver)._withUnsafeGuaranteedRef { $0.tally.add(value) }
  }

  static let void0: Void0 = { receiver, _, sender in tally(receiver, bits(sender)) }
  static let mixed: Mixed = { receiver, _, _, x, y in tally(receiver, (x + y).bitPattern) }
  static let int64: Int64Arg = { receiver, _, _, count in tally(receiver, UInt64(bitPattern: count)) }
  static let returnsInt: ReturnsInt = { receiver, _, sender in
    tally(receiver, bits(sender))
    return 7
  }
  static let returnsBool: ReturnsBool = { receiver, _, sender in
    tally(receiver, bits(sender))
    return true
  }
  static let returnsObject: ReturnsObject = { receiver, _, sender in
    tally(receiver, bits(sender))
    // A `@` return value is +1, handed to the caller.
    return Unmanaged<FFIRealDelegate>.fromOpaque(receiver)._withUnsafeGuaranteedRef {
      Unmanaged.passRetained($0.item).toOpaque()
    }
  }
  static let struct16: Struct16 = { receiver, _, _, offset in
    tally(receiver, (offset.a + offset.b).bitPattern)
  }
  static let struct24: Struct24 = { receiver, _, _, size in tally(receiver, (size.a + size.c).bitPattern) }
  static let struct32: Struct32 = { receiver, _, _, frame in tally(receiver, (frame.a + frame.d).bitPattern) }
  static let structPointer: StructPointer = { receiver, _, _, frame in
    tally(receiver, frame.pointee.a.bitPattern)
  }

  /// The C function implementing `shape`, as the raw pointer `implement(_:function:)` takes.
  static func function(for shape: Shape) -> UnsafeRawPointer {
    switch shape {
    case .void: unsafeBitCast(void0, to: UnsafeRawPointer.self)
    case .mixed: unsafeBitCast(mixed, to: UnsafeRawPointer.self)
    case .int64: unsafeBitCast(int64, to: UnsafeRawPointer.self)
    case .returnsInt: unsafeBitCast(returnsInt, to: UnsafeRawPointer.self)
    case .returnsBool: unsafeBitCast(returnsBool, to: UnsafeRawPointer.self)
    case .returnsObject: unsafeBitCast(returnsObject, to: UnsafeRawPointer.self)
    case .struct16: unsafeBitCast(struct16, to: UnsafeRawPointer.self)
    case .struct24: unsafeBitCast(struct24, to: UnsafeRawPointer.self)
    case .struct32: unsafeBitCast(struct32, to: UnsafeRawPointer.self)
    case .structPointer: unsafeBitCast(structPointer, to: UnsafeRawPointer.self)
    }
  }
}
