import Synchronization
import Testing

@testable import DynamicProxy

@Suite struct DelegateProtocolTests {
  static let scrollViewDelegate = try! DelegateProtocol(
    "ScrollViewDelegate", methods: [.optional("scrollViewDidScroll:", "v@")])

  @Test func inheritedMethodsComeFirstAndKeepTheirSignatures() throws {
    let tableViewDelegate = try DelegateProtocol(
      "TableViewDelegate", inherits: [Self.scrollViewDelegate],
      methods: [
        .optional("tableView:didSelectRowAt:", "v@q"),
        .required("tableView:heightForRowAt:", "d@q"),
      ])
    #expect(
      tableViewDelegate.methods.map(\.selector) == [
        "scrollViewDidScroll:", "tableView:didSelectRowAt:", "tableView:heightForRowAt:",
      ])
    #expect(tableViewDelegate.methods.map(\.index) == [0, 1, 2])
    #expect(tableViewDelegate.conforms(to: Self.scrollViewDelegate))
    #expect(!Self.scrollViewDelegate.conforms(to: tableViewDelegate))
    let height = try #require(tableViewDelegate.method(for: "tableView:heightForRowAt:"))
    #expect(!height.isOptional)
    #expect(height.signature.encoding == "d@:@q")
    #expect(height.argumentTypes == [.object, .longLong])
    #expect(height.firstArgumentIndex == 2)
    #expect(height.returnsValue)
    #expect(tableViewDelegate.method(for: "nothing") == nil)
  }

  @Test func aDelegateOfTheChildProtocolImplementsInheritedMethods() throws {
    let child = try DelegateProtocol(
      "Child", inherits: [Self.scrollViewDelegate], methods: [.optional("extra", "i")])
    let delegate = DelegateObject(delegateProtocol: child)
    try delegate.implement("scrollViewDidScroll:") { (_: AnyObject) in }
    try delegate.implement("extra") { () -> Int32 in 7 }
    #expect(delegate.responds(to: "scrollViewDidScroll:"))
    #expect(try delegate.send("extra") as? Int32 == 7)
  }

  @Test func functionProtocolsPassEveryArgument() throws {
    let callbacks = try DelegateProtocol(
      "Callbacks", convention: .function, methods: [.optional("compare", "i^v^v")])
    let compare = try #require(callbacks.method(for: "compare"))
    #expect(compare.signature.encoding == "i^v^v")
    #expect(compare.firstArgumentIndex == 0)
  }

  /// Bug: a full Objective-C method encoding (`method_getTypeEncoding`'s `v32@0:8@16q24`) had the
  /// receiver and selector prepended a second time, so the method took four arguments and every
  /// call with the declared two failed with a count mismatch.
  @Test func aFullObjectiveCMethodEncodingIsTakenAsItIs() throws {
    let full = try DelegateProtocol(
      "FullTableViewDelegate",
      methods: [
        .optional("tableView:didSelectRowAt:", "v32@0:8@16q24"),
        .required("numberOfSections", "q16@0:8"),
        .optional("tableView:heightForRowAt:", "d32@0:8@16q24"),
      ])
    let short = try DelegateProtocol(
      "ShortTableViewDelegate",
      methods: [
        .optional("tableView:didSelectRowAt:", "v@q"),
        .required("numberOfSections", "q"),
        .optional("tableView:heightForRowAt:", "d@q"),
      ])
    #expect(full.methods.map(\.signature) == short.methods.map(\.signature))
    #expect(full.methods.map(\.signature.encoding) == ["v@:@q", "q@:", "d@:@q"])
    #expect(full.methods[0].argumentTypes == [.object, .longLong])

    let delegate = DelegateObject(delegateProtocol: full)
    let selected = Mutex<[Int]>([])
    try delegate.implement("tableView:didSelectRowAt:") { (_: AnyObject, row: Int) in
      selected.withLock { $0.append(row) }
    }
    try delegate.implement("numberOfSections") { () -> Int in 3 }
    try delegate.implement("tableView:heightForRowAt:") { (_: AnyObject, row: Int) -> Double in
      Double(row) * 1.5
    }
    _ = try delegate.send("tableView:didSelectRowAt:", delegate, 7)
    let rows = selected.withLock { $0 }
    #expect(rows == [7])
    #expect(try delegate.send("numberOfSections") as? Int == 3)
    #expect(try delegate.send("tableView:heightForRowAt:", delegate, 4) as? Double == 6)

    // A function protocol has no receiver or selector: its offsets are only dropped.
    let callbacks = try DelegateProtocol(
      "FullCallbacks", convention: .function, methods: [.optional("compare", "i24^v0^v8")])
    #expect(callbacks.methods[0].signature.encoding == "i^v^v")
  }

  @Test func anEncodingWithFrameOffsetsButNoReceiverOrSelectorIsRefused() {
    func expectRefused(
      _ types: String, _ type: TypeEncoding, at index: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      #expect(sourceLocation: sourceLocation) {
        try DelegateProtocol("Offsets", methods: [.optional("m:", types)])
      } throws: { error in
        guard
          case DelegateProtocolError.invalidSignature(
            "m:", .unsupported(type, .argument(index), let reason)) =
            error
        else { return false }
        return reason.contains("full Objective-C method encoding") && "\(error)".contains("\"v@\"")
      }
    }
    expectRefused("v16@0@8", .object, at: 1)
    expectRefused("v16q0:8", .longLong, at: 0)
    expectRefused("v8@0", .void, at: 1)
    expectRefused("v0", .void, at: 0)
  }

  @Test func badDescriptionsAreTypedErrors() {
    #expect(throws: DelegateProtocolError.duplicateSelector("a", protocol: "Twice")) {
      try DelegateProtocol("Twice", methods: [.optional("a", "v"), .optional("a", "v")])
    }
    #expect {
      try DelegateProtocol("Bad", methods: [.optional("a", "v{")])
    } throws: { error in
      guard case DelegateProtocolError.invalidSignature(let selector, .malformed) = error else {
        return false
      }
      return selector == "a"
    }
    #expect {
      try DelegateProtocol("Union", methods: [.optional("u", "v(U=if)")])
    } throws: { error in
      guard case DelegateProtocolError.invalidSignature(_, .unsupported) = error else { return false }
      return true
    }
    let function = try! DelegateProtocol("F", convention: .function, methods: [])
    #expect(throws: DelegateProtocolError.conventionMismatch(protocol: "M", inherited: "F")) {
      try DelegateProtocol("M", inherits: [function], methods: [])
    }
  }
}
