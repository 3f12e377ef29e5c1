import DynamicProxyRx
import Testing

@testable import DynamicProxy

/// The C type of `add:to:`: `long f(id self, SEL _cmd, long a, long b)`.
private typealias ParityAddFunction =
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Int, Int) -> Int

/// `add:to:` as a C function.
private let parityAdd: ParityAddFunction = { _, _, a, b in a + b }

/// `add:to:` as another C function, to replace the first.
private let parityMultiply: ParityAddFunction = { _, _, a, b in a * b }

/// DelegateObject's API: typed closures checked when implemented, C functions, sends, replacing and
/// removing implementations.
@Suite struct DelegateObjectTests {
  // MARK: Typed closures

  @Test func typedClosuresOfTheRightTypesAreCalled() throws {
    let object = DelegateObject(delegateProtocol: .parityCalculator)
    try object.implement("add:to:") { (a: Int, b: Int) -> Int in a + b }
    try object.implement("describe:") { (value: String) -> String in "<\(value)>" }
    try object.implement("scale:by:") { (value: Double, factor: Double) -> Double in value * factor }
    try object.implement("length:") { (vector: ParityVector) -> Double in
      (vector.x * vector.x + vector.y * vector.y).squareRoot()
    }
    #expect(try object.send("add:to:", 2, 40) as? Int == 42)
    #expect(try object.send("describe:", "x") as? String == "<x>")
    #expect(try object.send("scale:by:", 1.5, 4.0) as? Double == 6)
    #expect(try object.send("length:", ParityVector(x: 3, y: 4)) as? Double == 5)
    #expect(object.responds(to: "add:to:"))
    #expect(!object.responds(to: "notify:"))
  }

  @Test func aClosureWithAWrongArgumentTypeIsRefusedWhenImplemented() {
    let object = DelegateObject(delegateProtocol: .parityCalculator)
    let error = #expect(throws: DelegateError.self) {
      try object.implement("add:to:") { (a: Int, b: String) -> Int in a + b.count }
    }
    if case .closureTypeMismatch(let selector, let position, let expected, let actual)? = error {
      #expect(selector == "add:to:")
      #expect(position == .argument(1))
      #expect(expected == .longLong)
      #expect(actual == "String")
    } else {
      Issue.record("expected closureTypeMismatch, got \(String(describing: error))")
    }
    #expect(!object.responds(to: "add:to:"))
  }

  @Test func aScalarWhereAnObjectIsDeclaredIsRefused() {
    let object = DelegateObject(delegateProtocol: .parityCalculator)
    let error = #expect(throws: DelegateError.self) {
      try object.implement("notify:") { (_: Int32) in }
    }
    guard case .closureTypeMismatch(_, .argument(0), .object, _)? = error else {
      Issue.record("expected closureTypeMismatch at argument 0, got \(String(describing: error))")
      return
    }
  }

  @Test func aClosureWithAWrongReturnTypeIsRefusedWhenImplemented() {
    let object = DelegateObject(delegateProtocol: .parityCalculator)
    let wrongResult = #expect(throws: DelegateError.self) {
      try object.implement("scale:by:") { (a: Double, b: Double) -> Int in Int(a * b) }
    }
    guard case .closureTypeMismatch(_, .returnValue, .double, "Int")? = wrongResult else {
      Issue.record("expected closureTypeMismatch of the return value, got \(String(describing: wrongResult))")
      return
    }
    let resultForVoid = #expect(throws: DelegateError.self) {
      try object.implement("notify:") { (_: AnyObject) -> Int in 1 }
    }
    guard case .closureTypeMismatch(_, .returnValue, .void, _)? = resultForVoid else {
      Issue.record("expected closureTypeMismatch of a void method, got \(String(describing: resultForVoid))")
      return
    }
  }

  @Test func aClosureWithTheWrongArityIsRefusedWhenImplemented() {
    let object = DelegateObject(delegateProtocol: .parityCalculator)
    let tooFew = #expect(throws: DelegateError.self) {
      try object.implement("add:to:") { (a: Int) -> Int in a }
    }
    guard case .argumentCountMismatch("add:to:", expected: 2, actual: 1)? = tooFew else {
      Issue.record("expected argumentCountMismatch 2/1, got \(String(describing: tooFew))")
      return
    }
    let tooMany = #expect(throws: DelegateError.self) {
      try object.implement("notify:") { (_: AnyObject, _: AnyObject) in }
    }
    guard case .argumentCountMismatch("notify:", expected: 1, actual: 2)? = tooMany else {
      Issue.record("expected argumentCountMismatch 1/2, got \(String(describing: tooMany))")
      return
    }
  }

  @Test func aTypedClosureForASelectorOutsideTheProtocolIsRefused() {
    let object = DelegateObject(delegateProtocol: .parityCalculator)
    let error = #expect(throws: DelegateError.self) {
      try object.implement("subtract:from:") { (a: Int, b: Int) -> Int in b - a }
    }
    guard case .unknownSelector("subtract:from:", protocol: "ParityCalculator")? = error else {
      Issue.record("expected unknownSelector, got \(String(describing: error))")
      return
    }
  }

  // MARK: C functions and implementations

  @Test func aConventionCFunctionImplementsAMethod() throws {
    let object = DelegateObject(delegateProtocol: .parityCalculator)
    let function = unsafeBitCast(parityAdd, to: UnsafeRawPointer.self)
    try object.implement("add:to:", function: function)

    let target = try #require(object.target(for: "add:to:"))
    #expect(target.function == function)
    #expect(ObjectIdentifier(target.receiver) == ObjectIdentifier(object))
    #expect(try object.send("add:to:", 20, 22) as? Int == 42)
    #expect(try target.call([1, 2], returning: Int.self) == 3)
    // The fast path: call the C function directly, as a C parent would.
    let direct = unsafeBitCast(target.function, to: ParityAddFunction.self)
    let sum = withExtendedLifetime(target) {
      direct(target.receiverPointer, Selector("add:to:").cPointer, 5, 6)
    }
    #expect(sum == 11)
  }

  @Test func aCFunctionForASelectorOutsideTheProtocolIsRefused() {
    let object = DelegateObject(delegateProtocol: .parityCalculator)
    let error = #expect(throws: DelegateError.self) {
      try object.implement("subtract:from:", function: unsafeBitCast(parityAdd, to: UnsafeRawPointer.self))
    }
    guard case .unknownSelector? = error else {
      Issue.record("expected unknownSelector, got \(String(describing: error))")
      return
    }
  }

  @Test func anImplementationOfAnotherSignatureIsRefused() throws {
    let object = DelegateObject(delegateProtocol: .parityCalculator)
    let wrong = try Implementation(signature: MethodSignature("d@:dd")) { _ in }
    let error = #expect(throws: DelegateError.self) { try object.implement("add:to:", with: wrong) }
    guard case .signatureMismatch("add:to:", let expected, let actual)? = error else {
      Issue.record("expected signatureMismatch, got \(String(describing: error))")
      return
    }
    #expect(expected == (try MethodSignature("q@:qq")))
    #expect(actual == (try MethodSignature("d@:dd")))
  }

  @Test func anImplementationFromASwiftBodyImplementsAMethod() throws {
    let object = DelegateObject(delegateProtocol: .parityCalculator)
    let signature = try MethodSignature("q@:qq")
    try object.implement(
      "add:to:",
      with: Implementation(signature: signature, selector: "add:to:") { invocation in
        let a = try! invocation.argument(at: 2, as: Int.self)
        let b = try! invocation.argument(at: 3, as: Int.self)
        try! invocation.setReturnValue(a - b)
      })
    #expect(try object.send("add:to:", 10, 4) as? Int == 6)
  }

  // MARK: send

  @Test func sendWithAWrongArgumentCountThrows() throws {
    let object = DelegateObject(delegateProtocol: .parityCalculator)
    try object.implement("add:to:") { (a: Int, b: Int) -> Int in a + b }
    let tooFew = #expect(throws: DelegateError.self) { try object.send("add:to:", 1) }
    guard case .argumentCountMismatch("add:to:", expected: 2, actual: 1)? = tooFew else {
      Issue.record("expected argumentCountMismatch, got \(String(describing: tooFew))")
      return
    }
    let tooMany = #expect(throws: DelegateError.self) { try object.send("add:to:", 1, 2, 3) }
    guard case .argumentCountMismatch("add:to:", expected: 2, actual: 3)? = tooMany else {
      Issue.record("expected argumentCountMismatch, got \(String(describing: tooMany))")
      return
    }
  }

  @Test func sendWithAWrongArgumentTypeThrows() throws {
    let object = DelegateObject(delegateProtocol: .parityCalculator)
    try object.implement("add:to:") { (a: Int, b: Int) -> Int in a + b }
    let error = #expect(throws: DelegateError.self) { try object.send("add:to:", 1, "two") }
    guard case .invocation("add:to:", let invocationError)? = error else {
      Issue.record("expected DelegateError.invocation, got \(String(describing: error))")
      return
    }
    guard case .typeMismatch(.argument(3), _, _) = invocationError else {
      Issue.record("expected a type mismatch of argument 3, got \(invocationError)")
      return
    }
  }

  @Test func sendOfASelectorOutsideTheProtocolThrowsAndOfAnUnimplementedMethodReturnsNil() throws {
    let object = DelegateObject(delegateProtocol: .parityCalculator)
    let error = #expect(throws: DelegateError.self) { try object.send("subtract:from:", 1, 2) }
    guard case .unknownSelector("subtract:from:", protocol: "ParityCalculator")? = error else {
      Issue.record("expected unknownSelector, got \(String(describing: error))")
      return
    }
    #expect(try object.send("add:to:", 1, 2) == nil)
  }

  /// `send` reads an argument where its `Any` holds it, by the type the existential stores; values
  /// stored otherwise — optionals, a nested existential, an object typed `AnyObject` — take the
  /// general conversions and arrive the same.
  @Test func sendConvertsArgumentsHoweverTheirAnyHoldsThem() throws {
    let object = DelegateObject(delegateProtocol: .parityCalculator)
    try object.implement("add:to:") { (a: Int, b: Int) -> Int in a + b }
    try object.implement("scale:by:") { (value: Double, factor: Double) -> Double in value * factor }
    let described = LockedBox<[ObjectIdentifier]>([])
    try object.implement("notify:") { (value: ParityTarget) in
      described.update { $0.append(ObjectIdentifier(value)) }
    }
    /// `value` in an `Any` as a value of type `T`, not opened.
    func erased<T>(_ value: T, as _: T.Type) -> Any { value }

    #expect(try object.send("add:to:", 2, 40) as? Int == 42)
    #expect(try object.send("add:to:", Int?.some(2) as Any, 40) as? Int == 42)
    #expect(try object.send("add:to:", erased(2, as: (any BinaryInteger).self), Int32(40)) as? Int == 42)
    #expect(
      try object.send("scale:by:", 1.5, erased(4.0, as: (any BinaryFloatingPoint).self)) as? Double == 6)
    #expect(try object.send("scale:by:", Float(1.5), Double?.some(4) as Any) as? Double == 6)
    let target = ParityTarget()
    _ = try object.send("notify:", target)
    _ = try object.send("notify:", target as AnyObject)
    _ = try object.send("notify:", erased(target, as: AnyObject.self))
    _ = try object.send("notify:", ParityTarget?.some(target) as Any)
    #expect(described.value == Array(repeating: ObjectIdentifier(target), count: 4))
    let error = #expect(throws: DelegateError.self) {
      try object.send("add:to:", erased(2.5, as: Any.self), 1)
    }
    guard case .invocation("add:to:", .typeMismatch(.argument(2), _, _))? = error else {
      Issue.record("expected a type mismatch of argument 2, got \(String(describing: error))")
      return
    }
  }

  @Test func aVoidMethodReturnsTheEmptyTuple() throws {
    let object = DelegateObject(delegateProtocol: .parityCalculator)
    let notified = LockedBox<[String]>([])
    try object.implement("notify:") { (name: String) in notified.update { $0.append(name) } }
    let result = try object.send("notify:", "hello")
    #expect(result is Void)
    #expect(notified.value == ["hello"])
  }

  // MARK: Replacing and removing

  @Test func replacingAnImplementationTakesEffectAndKeepsResolvedTargetsCallable() throws {
    let object = DelegateObject(delegateProtocol: .parityCalculator)
    try object.implement("add:to:") { (a: Int, b: Int) -> Int in a + b }
    let old = try #require(object.target(for: "add:to:"))

    try object.implement("add:to:") { (a: Int, b: Int) -> Int in a * b }
    #expect(try object.send("add:to:", 6, 7) as? Int == 42)
    #expect(try old.call([6, 7], returning: Int.self) == 13, "a resolved target never calls freed code")

    let multiply = unsafeBitCast(parityMultiply, to: UnsafeRawPointer.self)
    try object.implement("add:to:", function: multiply)
    #expect(try object.send("add:to:", 3, 5) as? Int == 15)
    #expect(object.target(for: "add:to:")?.function == multiply)
  }

  @Test func removeImplementationMakesTheObjectStopResponding() throws {
    let object = DelegateObject(delegateProtocol: .parityCalculator)
    try object.implement("add:to:") { (a: Int, b: Int) -> Int in a + b }
    let old = try #require(object.target(for: "add:to:"))
    #expect(object.responds(to: "add:to:"))

    object.removeImplementation(for: "add:to:")

    #expect(!object.responds(to: "add:to:"))
    #expect(object.target(for: "add:to:") == nil)
    #expect(try object.send("add:to:", 1, 2) == nil)
    #expect(try old.call([1, 2], returning: Int.self) == 3, "a resolved target stays callable")

    try object.implement("add:to:") { (a: Int, b: Int) -> Int in a - b }
    #expect(try object.send("add:to:", 5, 2) as? Int == 3)
  }

  @Test func extraMethodsOutsideTheProtocolCanBeImplementedAndRemoved() throws {
    let object = DelegateObject(delegateProtocol: .parityCalculator)
    let selector: Selector = "negate:"
    try object.implement(
      selector,
      with: Implementation(signature: MethodSignature("q@:q"), selector: selector) { invocation in
        try! invocation.setReturnValue(-(try! invocation.argument(at: 2, as: Int.self)))
      })
    #expect(object.responds(to: selector))
    #expect(try object.send(selector, 9) as? Int == -9)

    object.removeImplementation(for: selector)
    #expect(!object.responds(to: selector))
    let error = #expect(throws: DelegateError.self) { try object.send(selector, 9) }
    guard case .unknownSelector? = error else {
      Issue.record("expected unknownSelector, got \(String(describing: error))")
      return
    }
  }

  @Test func aTargetOfAnExtraMethodStaysCallableAfterItIsReimplementedOrRemoved() throws {
    let object = DelegateObject(delegateProtocol: .parityCalculator)
    let selector: Selector = "negate:"
    func implement(_ factor: Int) throws {
      try object.implement(
        selector,
        with: Implementation(signature: MethodSignature("q@:q"), selector: selector) { invocation in
          try! invocation.setReturnValue(factor * (try! invocation.argument(at: 2, as: Int.self)))
        })
    }
    try implement(-1)
    let first = try #require(object.target(for: selector))
    try implement(10)
    let second = try #require(object.target(for: selector))
    object.removeImplementation(for: selector)
    #expect(object.target(for: selector) == nil)
    // Each target keeps the method and implementation it was resolved with (its slot outlives the
    // replacement and the removal; AddressSanitizer checks the memory in CI's sanitizer runs).
    #expect(try first.call([9], returning: Int.self) == -9)
    #expect(try second.call([9], returning: Int.self) == 90)
    #expect(try first.method.selector == selector && second.method.signature == MethodSignature("q@:q"))
  }

  // MARK: The .rx namespace

  @Test func aDelegateObjectsRxNamespaceCanBeExtended() throws {
    let object = DelegateObject(delegateProtocol: .parityCalculator)
    try object.implement("add:to:") { (a: Int, b: Int) -> Int in a + b }
    #expect(object.rx.sum(2, 40) == 42)
    #expect(object.rx.base === object)
  }
}

/// An extension of a delegate object's `.rx` namespace, as a user would write one.
extension Reactive where Base: DelegateObject {
  fileprivate func sum(_ a: Int, _ b: Int) -> Int? {
    try? base.send("add:to:", a, b) as? Int
  }
}

/// An object argument of `notify:`.
private final class ParityTarget: Sendable {}
