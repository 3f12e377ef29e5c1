import CFloors
import DynamicProxy

/// A parent with a Swift delegate (the direct, closure-table and swift-protocol approaches): it
/// calls `delegate?.method(self, …)`, holding its delegate weakly as UIKit does.
///
/// Every `fire…` method is `@inline(never)` in every parent, so that each approach pays one call
/// into its parent and a profile attributes the caller's side to it.
final class SwiftParent: HasDelegateProxyStorage,
  @unchecked Sendable  // `delegate` set before calls; results in a Tally
{
  /// The delegate: the real one (direct), a closure-table proxy, or the generated proxy
  /// (``BenchDelegateProxy``, swift-protocol).
  weak var delegate: (any BenchDelegate)?
  /// Owns the parent's proxy (swift-protocol), so that it is not kept in the library's side table.
  let delegateProxyStorage = DelegateProxyStorage()
  /// What the calls returned.
  let results = Tally()
  private let frame: UnsafeMutablePointer<CFloorsS32>

  /// Creates a parent without a delegate.
  init() {
    frame = .allocate(capacity: 1)
    frame.initialize(to: Arguments.frame)
  }

  deinit { frame.deallocate() }

  @inline(never) func fireVoid() { delegate?.benchDidFire(self) }

  @inline(never) func fireMixed() { delegate?.bench(self, didMoveToX: Arguments.x, y: Arguments.y) }

  @inline(never) func fireInt64() { delegate?.bench(self, didCount: Arguments.count) }

  @inline(never) func askInt() {
    results.add(UInt64(bitPattern: Int64(delegate?.numberOfItems(in: self) ?? 0)))
  }

  @inline(never) func askBool() { results.add(delegate?.benchShouldBegin(self) == true ? 1 : 0) }

  @inline(never) func askObject() {
    if let item = delegate?.item(for: self) { results.add(bits(item)) }
  }

  @inline(never) func fireStruct16() { delegate?.bench(self, didChangeOffset: Arguments.offset) }

  @inline(never) func fireStruct24() { delegate?.bench(self, didChangeSize: Arguments.size) }

  @inline(never) func fireStruct32() { delegate?.bench(self, didChangeFrame: Arguments.frame) }

  @inline(never) func fireStructPointer() { delegate?.bench(self, willChangeFrame: frame) }
}

/// How a parent of a described protocol names the method it calls.
protocol TargetKey {
  /// The selector passed as the call's `:` argument.
  var selector: Selector { get }
  /// Calls `body` with the target of the call on `delegate`, which the caller holds
  /// (`withTarget`: the target borrows the delegate, no retain and release of it).
  func withTarget<Result>(on delegate: DelegateObject, _ body: (DelegateTarget) -> Result) -> Result?
}

extension Selector: TargetKey {
  var selector: Selector { self }

  /// The lookup path: `withTarget(for: Selector)` (a dictionary lookup, then the slot).
  @inline(__always)
  func withTarget<Result>(on delegate: DelegateObject, _ body: (DelegateTarget) -> Result) -> Result? {
    delegate.withTarget(for: self, body)
  }
}

extension DelegateProtocol.Method: TargetKey {
  /// The pre-resolved path: `withTarget(for: Method)` (the slot only).
  @inline(__always)
  func withTarget<Result>(on delegate: DelegateObject, _ body: (DelegateTarget) -> Result) -> Result? {
    delegate.withTarget(for: self, body)
  }
}

/// A parent with a described delegate (the libffi approach), written as the library's parents
/// are: borrow the target (`withTarget(for:)`: the parent holds its delegate for the call), call
/// its C function directly.
final class FFIParent: HasDelegate, HasDelegateProxyStorage,
  @unchecked Sendable  // `delegate` set before calls; re-installs store the same proxy
{
  /// The delegate: the real one, or the proxy. A computed property over private storage: a stored
  /// property that satisfies `HasDelegate`'s `{ get set }` requirement directly gets a `modify`
  /// witness, a long access the compiler can not rule out, so every read of it would pay a dynamic
  /// exclusivity check (`swift_beginAccess`, about 76 instructions).
  var delegate: DelegateObject? {
    get { storedDelegate }
    set { storedDelegate = newValue }
  }
  private weak var storedDelegate: DelegateObject?
  /// Owns the parent's proxies.
  let delegateProxyStorage = DelegateProxyStorage()
  /// What the calls returned.
  let results = Tally()
  private let frame: UnsafeMutablePointer<CFloorsS32>

  /// Creates a parent without a delegate.
  init() {
    frame = .allocate(capacity: 1)
    frame.initialize(to: Arguments.frame)
  }

  deinit { frame.deallocate() }

  /// The struct the pointer shape passes.
  var framePointer: UnsafeMutablePointer<CFloorsS32> { frame }

  private var sender: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  @inline(never) func fireVoid<Key: TargetKey>(_ key: Key) {
    guard let delegate else { return }
    _ = key.withTarget(on: delegate) { target in
      let function = unsafeBitCast(target.function, to: IMPs.Void0.self)
      function(target.receiverPointer, key.selector.cPointer, sender)
    }
  }

  @inline(never) func fireMixed<Key: TargetKey>(_ key: Key) {
    guard let delegate else { return }
    _ = key.withTarget(on: delegate) { target in
      let function = unsafeBitCast(target.function, to: IMPs.Mixed.self)
      function(target.receiverPointer, key.selector.cPointer, sender, Arguments.x, Arguments.y)
    }
  }

  @inline(never) func fireInt64<Key: TargetKey>(_ key: Key) {
    guard let delegate else { return }
    _ = key.withTarget(on: delegate) { target in
      let function = unsafeBitCast(target.function, to: IMPs.Int64Arg.self)
      function(target.receiverPointer, key.selector.cPointer, sender, Arguments.count)
    }
  }

  @inline(never) func askInt<Key: TargetKey>(_ key: Key) {
    guard let delegate else {
      results.add(0)
      return
    }
    let value = key.withTarget(on: delegate) { target in
      let function = unsafeBitCast(target.function, to: IMPs.ReturnsInt.self)
      return function(target.receiverPointer, key.selector.cPointer, sender)
    }
    results.add(UInt64(bitPattern: Int64(value ?? 0)))
  }

  @inline(never) func askBool<Key: TargetKey>(_ key: Key) {
    guard let delegate else {
      results.add(0)
      return
    }
    let value = key.withTarget(on: delegate) { target in
      let function = unsafeBitCast(target.function, to: IMPs.ReturnsBool.self)
      return function(target.receiverPointer, key.selector.cPointer, sender)
    }
    results.add(value == true ? 1 : 0)
  }

  @inline(never) func askObject<Key: TargetKey>(_ key: Key) {
    guard let delegate,
      let raw = key.withTarget(
        on: delegate,
        { target in
          let function = unsafeBitCast(target.function, to: IMPs.ReturnsObject.self)
          return function(target.receiverPointer, key.selector.cPointer, sender)
        })
    else { return }
    // The returned object is +1: take it.
    let item = Unmanaged<AnyObject>.fromOpaque(raw).takeRetainedValue()
    results.add(bits(item))
  }

  @inline(never) func fireStruct16<Key: TargetKey>(_ key: Key) {
    guard let delegate else { return }
    _ = key.withTarget(on: delegate) { target in
      let function = unsafeBitCast(target.function, to: IMPs.Struct16.self)
      function(target.receiverPointer, key.selector.cPointer, sender, Arguments.offset)
    }
  }

  @inline(never) func fireStruct24<Key: TargetKey>(_ key: Key) {
    guard let delegate else { return }
    _ = key.withTarget(on: delegate) { target in
      let function = unsafeBitCast(target.function, to: IMPs.Struct24.self)
      function(target.receiverPointer, key.selector.cPointer, sender, Arguments.size)
    }
  }

  @inline(never) func fireStruct32<Key: TargetKey>(_ key: Key) {
    guard let delegate else { return }
    _ = key.withTarget(on: delegate) { target in
      let function = unsafeBitCast(target.function, to: IMPs.Struct32.self)
      function(target.receiverPointer, key.selector.cPointer, sender, Arguments.frame)
    }
  }

  @inline(never) func fireStructPointer<Key: TargetKey>(_ key: Key) {
    guard let delegate else { return }
    _ = key.withTarget(on: delegate) { target in
      let function = unsafeBitCast(target.function, to: IMPs.StructPointer.self)
      function(target.receiverPointer, key.selector.cPointer, sender, frame)
    }
  }
}

extension FFIParent {
  // The convenient path: `send` with Swift values, the selector a stored `Selector`.

  @inline(never) func sendVoid() { _ = try! delegate?.send(Shape.void.selector, self) }

  @inline(never) func sendMixed() {
    _ = try! delegate?.send(Shape.mixed.selector, self, Arguments.x, Arguments.y)
  }

  @inline(never) func sendInt64() { _ = try! delegate?.send(Shape.int64.selector, self, Arguments.count) }

  @inline(never) func sendAskInt() {
    let value = (try! delegate?.send(Shape.returnsInt.selector, self)) as? Int ?? 0
    results.add(UInt64(bitPattern: Int64(value)))
  }

  @inline(never) func sendAskBool() {
    let value = (try! delegate?.send(Shape.returnsBool.selector, self)) as? Bool ?? false
    results.add(value ? 1 : 0)
  }

  @inline(never) func sendAskObject() {
    if let item = (try! delegate?.send(Shape.returnsObject.selector, self)) as? AnyObject {
      results.add(bits(item))
    }
  }

  // A struct by value goes to `send` as the parent's Swift struct, which declares its C struct
  // (`TypeEncodable`, TypedFixtures.swift): its bytes are copied into the call's frame.

  @inline(never) func sendStruct16() {
    _ = try! delegate?.send(Shape.struct16.selector, self, Arguments.offset)
  }

  @inline(never) func sendStruct24() {
    _ = try! delegate?.send(Shape.struct24.selector, self, Arguments.size)
  }

  @inline(never) func sendStruct32() {
    _ = try! delegate?.send(Shape.struct32.selector, self, Arguments.frame)
  }

  @inline(never) func sendStructPointer() {
    _ = try! delegate?.send(Shape.structPointer.selector, self, UnsafeRawPointer(framePointer))
  }
}

/// A parent that calls a C function pointer it holds, with a receiver it holds: "a direct call
/// through a function pointer", the reference of the unobserved-call target (what a C library
/// with a callback table does). No weak load, no resolution.
final class FunctionPointerParent: Sendable {
  private let receiver: FFIRealDelegate
  private let function: IMPs.Void0
  private let selector: Selector

  /// Creates a parent calling `receiver`'s implementation of `benchDidFire:` directly.
  ///
  /// - Parameter receiver: The real delegate.
  init(receiver: FFIRealDelegate) {
    self.receiver = receiver
    self.function = IMPs.void0
    self.selector = Shape.void.selector
  }

  private var sender: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  @inline(never) func fireVoid() {
    function(Unmanaged.passUnretained(receiver).toOpaque(), selector.cPointer, sender)
  }
}
