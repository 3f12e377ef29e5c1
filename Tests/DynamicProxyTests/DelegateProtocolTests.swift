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
