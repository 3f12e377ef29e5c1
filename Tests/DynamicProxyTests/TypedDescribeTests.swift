import Testing

@testable import DynamicProxy

/// A struct whose declared encoding is a union: a protocol can not be described from it.
private struct UnionHolder: TypeEncodable {
  var bits: UInt64
  static let typeEncoding: TypeEncoding = .union(name: "Bits", fields: [.longLong, .double])
}

/// `DelegateMethod`'s derived signature: each Swift type's encoding, the protocol it describes, and
/// what describing refuses.
@Suite struct TypedDescribeTests {
  /// A method of one argument of `T`, returning `T` (`Void` returns `v`).
  private func types<T>(_: T.Type) -> String {
    DelegateMethod<T, T>.optional("echo:").methodDescription.types
  }

  @Test func everyScalarDerivesItsCEncoding() {
    #expect(types(Int8.self) == "cc")
    #expect(types(Int16.self) == "ss")
    #expect(types(Int32.self) == "ii")
    #expect(types(Int64.self) == "qq")
    #expect(types(Int.self) == "qq")
    #expect(types(UInt8.self) == "CC")
    #expect(types(UInt16.self) == "SS")
    #expect(types(UInt32.self) == "II")
    #expect(types(UInt64.self) == "QQ")
    #expect(types(UInt.self) == "QQ")
    #expect(types(Float.self) == "ff")
    #expect(types(Double.self) == "dd")
    #expect(types(Bool.self) == "BB")
    #expect(types(Selector.self) == "::")
  }

  @Test func pointersDeriveVoidOrUnknownPointees() {
    #expect(types(UnsafeRawPointer.self) == "^v^v")
    #expect(types(UnsafeMutableRawPointer.self) == "^v^v")
    #expect(types(UnsafeMutableRawPointer?.self) == "^v^v")
    #expect(types(OpaquePointer.self) == "^?^?")
    #expect(types(UnsafePointer<Int32>.self) == "^?^?")
    #expect(types(UnsafeMutablePointer<Point>?.self) == "^?^?")
  }

  @Test func structsDeriveTheirEncodingAndEverythingElseIsAnObject() {
    #expect(types(Point.self) == "{Point=dd}{Point=dd}")
    #expect(types(Segment.self) == "{Segment={Point=dd}{Point=dd}}{Segment={Point=dd}{Point=dd}}")
    #expect(types(Mixed.self) == "{Mixed=idcq}{Mixed=idcq}")
    #expect(types(Tracked.self) == "@@")
    #expect(types(Tracked?.self) == "@@")
    #expect(types(AnyObject.self) == "@@")
    #expect(types(String.self) == "@@")
    #expect(types([String].self) == "@@")
    #expect(types(Note.self) == "@@")
    // An optional of a non-encodable type is not TypeEncodable either: an object, nil allowed.
    #expect(types(Note?.self) == "@@")
  }

  @Test func voidIsTheReturnTypeAndNoArgumentsIsAnEmptyList() {
    let tick = DelegateMethod<Void>.optional("tick")
    #expect(tick.argumentTypes == [])
    #expect(tick.returnType == .void)
    #expect(tick.methodDescription.types == "v")
    let didChange = GadgetDelegate.didChange
    #expect(didChange.argumentTypes == [.object, .longLong])
    #expect(didChange.returnType == .void)
    #expect(didChange.selector == "gadget:didChange:")
    #expect(didChange.description.hasSuffix(" (v@q)"))
    #expect(didChange.description.contains("gadget:didChange:"))
    let shouldBegin = GadgetDelegate.shouldBegin
    #expect(shouldBegin.returnType == .bool)
    #expect(shouldBegin.methodDescription.types == "B@")
  }

  @Test func optionalAndRequiredCarryIntoTheProtocol() throws {
    let optional = DelegateMethod<Int, Void>.optional("optional:")
    let required = DelegateMethod<Int, Void>.required("required:")
    #expect(optional.isOptional && optional.methodDescription.isOptional)
    #expect(!required.isOptional && !required.methodDescription.isOptional)
    let described = try DelegateProtocol("Requirements", optional, required)
    #expect(described.method(for: "optional:")?.isOptional == true)
    #expect(described.method(for: "required:")?.isOptional == false)
  }

  @Test func aMethodProtocolAddsTheReceiverAndSelector() throws {
    let method = try #require(GadgetDelegate.description.method(for: GadgetDelegate.willMove.selector))
    #expect(method.signature.encoding == "v@:@{Point=dd}^?")
    #expect(method.firstArgumentIndex == 2)
    #expect(method.argumentTypes == [.object, Point.typeEncoding, .pointer(.unknown)])
    #expect(GadgetDelegate.description.convention == .method)
    #expect(GadgetDelegate.description.methods.count == 9)
  }

  @Test func aFunctionProtocolTakesEveryArgumentAsIs() throws {
    let described = TypedCallbacks.description
    #expect(described.convention == .function)
    let onValue = try #require(described.method(for: "onValue"))
    #expect(onValue.signature.encoding == "i^vi")
    #expect(onValue.firstArgumentIndex == 0)
    #expect(described.method(for: "onDone")?.signature.encoding == "v^v@")
    #expect(described.method(for: "scale")?.signature.encoding == "d^vd")
    let sink = DelegateMethod<UnsafeMutableRawPointer?, Int32, Void>.optional("sink")
    let functions = try DelegateProtocol("Sink", convention: .function, sink)
    #expect(functions.method(for: "sink")?.signature.encoding == "v^vi")
  }

  @Test func anInheritingProtocolIncludesItsParentsTypedMethods() throws {
    let extra = DelegateMethod<Gadget, Int8, Void>.optional("gadget:extra:")
    let child = try DelegateProtocol("ChildGadgetDelegate", inherits: [GadgetDelegate.description], extra)
    #expect(child.conforms(to: GadgetDelegate.description))
    #expect(child.method(for: "gadget:didChange:") != nil)
    #expect(child.method(for: "gadget:extra:")?.signature.encoding == "v@:@c")
    // The parent's typed method binds to the child protocol too, and is called there.
    try child.check(GadgetDelegate.didChange)
    let delegate = DelegateObject(delegateProtocol: child)
    let log = TypedLog()
    try delegate.implement(GadgetDelegate.didChange) { _, value in log.append("changed \(value)") }
    try delegate.implement(extra) { _, value in log.append("extra \(value)") }
    let gadget = Gadget()
    delegate.call(GadgetDelegate.didChange, gadget, 3)
    delegate.call(extra, gadget, -4)
    #expect(log.entries == ["changed 3", "extra -4"])
  }

  @Test func inheritingAcrossConventionsIsRefused() {
    let sink = DelegateMethod<UnsafeMutableRawPointer?, Void>.optional("sink")
    #expect(
      throws: DelegateProtocolError.conventionMismatch(protocol: "Mixed", inherited: "GadgetDelegate")
    ) {
      try DelegateProtocol("Mixed", convention: .function, inherits: [GadgetDelegate.description], sink)
    }
  }

  @Test func aSelectorDeclaredTwiceIsRefused() {
    let first = DelegateMethod<Int, Void>.optional("twice:")
    let second = DelegateMethod<Double, Void>.optional("twice:")
    #expect(throws: DelegateProtocolError.duplicateSelector("twice:", protocol: "Twice")) {
      try DelegateProtocol("Twice", first, second)
    }
    // The same method twice is a duplicate too.
    #expect(throws: DelegateProtocolError.duplicateSelector("twice:", protocol: "Twice")) {
      try DelegateProtocol("Twice", first, first)
    }
  }

  @Test func aSwiftTypeWhoseEncodingCanNotBeCalledIsRefused() {
    let method = DelegateMethod<UnionHolder, Void>.optional("union:")
    let error = #expect(throws: DelegateProtocolError.self) {
      try DelegateProtocol("Unions", method)
    }
    guard case .invalidSignature(let selector, _)? = error else {
      Issue.record("expected invalidSignature, got \(String(describing: error))")
      return
    }
    #expect(selector == "union:")
  }

  @Test func checkAcceptsTheProtocolsOwnMethods() throws {
    try GadgetDelegate.description.check(GadgetDelegate.didChange)
    try GadgetDelegate.description.check(GadgetDelegate.many)
    try GadgetDelegate.description.check(GadgetDelegate.tick)
    #expect(throws: DelegateError.self) {
      try GadgetDelegate.description.check(DelegateMethod<Void>.optional("notAMethod"))
    }
  }
}
