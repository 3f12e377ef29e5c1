import DynamicProxySupport
import Foundation
import Synchronization
import Testing

@testable import DynamicProxy

extension BadInputTests {
  // MARK: - Selectors

  @Test func unknownSelectorsAreTypedErrorsOrNil() throws {
    let delegate = DelegateObject(delegateProtocol: .badInput)
    expectCase(#expect(throws: DelegateError.self) { try delegate.send("nothing:", 1) }) {
      if case .unknownSelector("nothing:", "BadInput") = $0 { true } else { false }
    }
    #expect(try delegate.send("number:", 1) == nil, "known, unimplemented: nobody to call")
    #expect(delegate.target(for: "nothing:") == nil)
    #expect(!delegate.responds(to: "nothing:"))
    #expect(DelegateProtocol.badInput.method(for: "nothing:") == nil)
    delegate.removeImplementation(for: "nothing:")  // no-op
    #expect(throws: DelegateError.self) { try delegate.implement("nothing:") { (_: Int) in } }
    #expect(throws: DelegateError.self) {
      try delegate.implement("nothing:", function: UnsafeRawPointer(bitPattern: 0x1000)!)
    }
    // Any string is a selector: interned for the life of the process (do not build selectors from
    // unbounded data).
    #expect(Selector("") == Selector(""))
    #expect(Selector("never declared anywhere").name == "never declared anywhere")
  }

  @Test func aProxyAnswersAnUnknownSelectorWithAFailedStream() throws {
    let view = StressView()
    let proxy = StressViewProxy.proxy(for: view)
    #expect(proxy.target(for: "nothing:") == nil)
    #expect(!proxy.responds(to: "nothing:"))
    #expect(throws: DelegateError.self) { try proxy.answer("nothing:") { () -> Int32 in 1 } }
    let errors = StressList<String>()
    for stream in [proxy.sentMessage("nothing:"), proxy.methodInvoked("nothing:")] {
      _ = stream.subscribe(onError: { error in errors.append("\(error)") })
    }
    _ = proxy.methodReturned("nothing:").subscribe(onError: { error in errors.append("\(error)") })
    #expect(errors.all == Array(repeating: #""nothing:" is not a method of StressDelegate"#, count: 3))
    // A method with a return value that nobody implements: the proxy can not invent the value.
    let unavailable = StressList<String>()
    _ = proxy.methodInvoked("stress:depth:").subscribe(onError: { error in
      if case DelegateProxyError.returnValueUnavailable(let selector) = error {
        unavailable.append(selector.name)
      }
    })
    #expect(unavailable.all == ["stress:depth:"])
  }

  /// Every error prints a selector in quotes, escaped as encodings are: the empty selector is `""`
  /// (it used to vanish: ` is not a method of …`), a control character shows as its escape.
  @Test func errorsPrintSelectorsQuotedAndEscaped() throws {
    #expect(Selector("").description == #""""#)
    #expect(Selector("a\nb").description == #""a\nb""#)
    #expect(Selector("tableView:didSelectRowAt:").description == #""tableView:didSelectRowAt:""#)
    #expect(Selector("a\nb").name == "a\nb")

    let delegate = DelegateObject(delegateProtocol: .badInput)
    try delegate.implement("number:") { (_: Int) in }
    func message(_ body: () throws -> Void) -> String {
      do {
        try body()
        return "no error"
      } catch { return "\(error)" }
    }
    // DelegateError
    #expect(message { _ = try delegate.send("", 1) } == #""" is not a method of BadInput"#)
    #expect(message { _ = try delegate.send("a\0", 1) } == #""a\0" is not a method of BadInput"#)
    #expect(message { try delegate.implement("\t") { (_: Int) in } } == #""\t" is not a method of BadInput"#)
    #expect(message { _ = try delegate.send("number:") } == #""number:" takes 1 argument, not 0"#)
    #expect(
      message { _ = try delegate.send("number:", "seven") }
        == #""number:": argument 2 is "q"; String does not convert to or from it"#)
    #expect(
      message { try delegate.implement("number:") { (_: String) in } }
        == #""number:": argument 0 is "q"; a closure of String does not match"#)
    let other = try Implementation(signature: try MethodSignature("v@:d")) { _ in }
    #expect(
      message { try delegate.implement("number:", with: other) }
        == #""number:" has signature "v@:q", not "v@:d""#)
    // DelegateProxyError
    let view = StressView()
    let proxy = StressViewProxy.proxy(for: view)
    let errors = StressList<String>()
    _ = proxy.methodInvoked("").subscribe(onError: { error in errors.append("\(error)") })
    _ = proxy.sentMessage("\u{7F}").subscribe(onError: { error in errors.append("\(error)") })
    _ = proxy.methodInvoked("stress:depth:").subscribe(onError: { error in errors.append("\(error)") })
    #expect(
      errors.all == [
        #""" is not a method of StressDelegate"#,
        #""\u{7F}" is not a method of StressDelegate"#,
        #""stress:depth:" returns a value and nobody implements it: the proxy can not invent the value, "#
          + "so it does not respond and the method can not be observed. Set a forward delegate that "
          + "implements it, or install an answer with answer(_:_:).",
      ])
    withExtendedLifetime(view) {}
    // DelegateProtocolError
    #expect(
      message { _ = try DelegateProtocol("Twice", methods: [.optional("", "v"), .optional("", "i")]) }
        == #"Twice declares "" twice"#)
    #expect(
      message { _ = try DelegateProtocol("E", methods: [.optional("", "")]) }
        == #"method "": malformed type encoding "" at offset 0: the encoding is empty"#)
    let first = try DelegateProtocol("First", methods: [.optional("\n", "vq")])
    let second = try DelegateProtocol("Second", methods: [.optional("\n", "vd")])
    #expect(
      message { _ = try DelegateProtocol("Both", inherits: [first, second], methods: []) }
        == #"Both inherits "\n" twice with different signatures"#)
  }

  @Test func aSelectorArgumentThatNamesNoSelectorBoxesAsItsPointer() throws {
    typealias TakesSelector = @convention(c) (UnsafeRawPointer?) -> Void
    let seen = StressList<String>()
    let implementation = try Implementation(signature: try MethodSignature("v:")) { invocation in
      let boxed = invocation.argument(at: 0)
      let typed = (try? invocation.argument(at: 0, as: Selector.self)).map { "\($0)" } ?? "refused"
      seen.append("\(type(of: boxed)) \(typed)")
    }
    let function = unsafeBitCast(implementation.functionPointer, to: TakesSelector.self)
    withExtendedLifetime(implementation) {
      function(UnsafeRawPointer(bitPattern: 0x1234))  // not an interned selector: checked
      function(Selector("number:").cPointer)
      function(nil)
    }
    #expect(seen.all == ["UnsafeRawPointer refused", #"Selector "number:""#, "NullArgument refused"])
  }

  // MARK: - Arguments in send and setArgument

  @Test func sendChecksTheArgumentCountAndTypes() throws {
    let delegate = DelegateObject(delegateProtocol: .badInput)
    try delegate.implement("number:") { (_: Int) in }
    try delegate.implement("small:") { (_: Int32) in }
    try delegate.implement("flag:") { (_: Bool) in }
    // Positions count the C arguments: for a *method* protocol the receiver and the selector are
    // arguments 0 and 1, so the first declared argument is argument 2.
    expectCase(#expect(throws: DelegateError.self) { try delegate.send("number:") }) {
      if case .argumentCountMismatch("number:", 1, 0) = $0 { true } else { false }
    }
    expectCase(#expect(throws: DelegateError.self) { try delegate.send("number:", 1, 2) }) {
      if case .argumentCountMismatch("number:", 1, 2) = $0 { true } else { false }
    }
    expectCase(#expect(throws: DelegateError.self) { try delegate.send("number:", "seven") }) {
      if case .invocation("number:", .typeMismatch(.argument(2), .longLong, "String")) = $0 {
        true
      } else {
        false
      }
    }
    expectCase(#expect(throws: DelegateError.self) { try delegate.send("small:", Int.max) }) {
      if case .invocation("small:", .valueOutOfRange(.argument(2), .int, "\(Int.max)")) = $0 {
        true
      } else {
        false
      }
    }
    expectCase(#expect(throws: DelegateError.self) { try delegate.send("flag:", 1) }) {
      if case .invocation("flag:", .typeMismatch(.argument(2), .bool, "Int")) = $0 { true } else { false }
    }
    expectCase(#expect(throws: DelegateError.self) { try delegate.send("number:", nil as Int? as Any) }) {
      if case .invocation("number:", .typeMismatch(.argument(2), .longLong, "nil")) = $0 {
        true
      } else {
        false
      }
    }
  }

  @Test func setArgumentAndTypedReadsCheckIndexTypeAndRange() throws {
    let signature = try MethodSignature("i^vif*")
    var invocation = Invocation(signature: signature)
    #expect(throws: InvocationError.argumentIndexOutOfRange(4, count: 4)) {
      try invocation.setArgument(1, at: 4)
    }
    #expect(throws: InvocationError.argumentIndexOutOfRange(-1, count: 4)) {
      try invocation.setArgument(1, at: -1)
    }
    #expect(
      InvocationError.argumentIndexOutOfRange(1, count: 1).description
        == "argument index 1 is out of range: the signature has 1 argument")
    #expect(throws: InvocationError.typeMismatch(.argument(1), expected: .int, actual: "String")) {
      try invocation.setArgument("1", at: 1)
    }
    #expect(throws: InvocationError.valueOutOfRange(.argument(1), expected: .int, value: "4294967296")) {
      try invocation.setArgument(Int64(1) << 32, at: 1)
    }
    #expect(throws: InvocationError.typeMismatch(.argument(0), expected: .pointer(.void), actual: "Int")) {
      try invocation.setArgument(0x1000, at: 0)
    }
    // A Double for a float argument is rounded, not refused; reading it back as Float is exact.
    try invocation.setArgument(Double.pi, at: 2)
    #expect(try invocation.argument(at: 2, as: Float.self) == Float(Double.pi))

    try invocation.setArgument(Int32(-1), at: 1)
    #expect(throws: InvocationError.argumentIndexOutOfRange(9, count: 4)) {
      try invocation.argument(at: 9, as: Int32.self)
    }
    #expect(throws: InvocationError.valueOutOfRange(.argument(1), expected: .int, value: "-1")) {
      try invocation.argument(at: 1, as: UInt8.self)
    }
    #expect(throws: InvocationError.typeMismatch(.argument(1), expected: .int, actual: "String")) {
      try invocation.argument(at: 1, as: String.self)
    }
    // Null pointers: nil for an Optional, a type mismatch otherwise.
    #expect(try invocation.argument(at: 0, as: UnsafeRawPointer?.self) == nil)
    #expect(throws: InvocationError.self) { try invocation.argument(at: 0, as: UnsafeRawPointer.self) }
    #expect(try invocation.argument(at: 3, as: String?.self) == nil)

    // Return values.
    #expect(throws: InvocationError.typeMismatch(.returnValue, expected: .int, actual: "Double")) {
      try invocation.setReturnValue(1.5)
    }
    var void = Invocation(signature: try MethodSignature("v"))
    #expect(throws: InvocationError.voidReturn) { try void.setReturnValue(1) }
    #expect(throws: InvocationError.voidReturn) { try void.returnValue(as: Int.self) }
    var text = Invocation(signature: try MethodSignature("*"))
    #expect(throws: InvocationError.self) { try text.setReturnValue("no owner") }
  }

  @Test func anUntypedArgumentReadOutOfRangeIsAProgrammerError() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let invocation = Invocation(signature: try MethodSignature("vi"))
      _ = invocation.argument(at: 1)
    }
    #expect(standardError(result).contains(#"argument index 1 out of range: "vi" has 1 argument"#))
  }

  @Test func invokingAnImplementationOfAnotherSignatureThrows() throws {
    var invocation = Invocation(signature: try MethodSignature("vi"))
    let other = try Implementation(signature: try MethodSignature("vq")) { _ in }
    expectCase(#expect(throws: InvocationError.self) { try invocation.invoke(other) }) {
      if case .signatureMismatch = $0 { true } else { false }
    }
    // A result read as a type it does not convert to.
    let answer = try Implementation(signature: try MethodSignature("i@:")) { invocation in
      try? invocation.setReturnValue(Int32(7))
    }
    let target = DelegateTarget(
      receiver: BadInputObject(), function: answer.functionPointer,
      method: DelegateProtocol.badInput.method(for: "answer")!)
    withExtendedLifetime(answer) {
      #expect((try? target.call([], returning: Int8.self)) == 7)
      expectCase(#expect(throws: DelegateError.self) { try target.call([], returning: String.self) }) {
        if case .invocation("answer", .typeMismatch(.returnValue, .int, "String")) = $0 {
          true
        } else {
          false
        }
      }
    }
  }
}
