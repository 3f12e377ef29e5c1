import Testing

@testable import DynamicProxy

@Suite struct InvocationTests {
  final class Receiver {
    let name: String
    init(name: String) { self.name = name }
  }

  @Test func closureImplementationRoundTripsScalars() throws {
    let signature = try MethodSignature("q@:idc")
    let implementation = try Implementation(signature: signature) { invocation in
      let a = try! invocation.argument(at: 2, as: Int32.self)
      let b = try! invocation.argument(at: 3, as: Double.self)
      let c = try! invocation.argument(at: 4, as: Int8.self)
      try! invocation.setReturnValue(Int(a) * 1000 + Int(b * 10) + Int(c))
    }
    let receiver = Receiver(name: "r")
    var invocation = Invocation(signature: signature, selector: "compute:with:and:")
    try invocation.setArgument(receiver, at: 0)
    try invocation.setArgument(7, at: 2)
    try invocation.setArgument(1.5, at: 3)
    try invocation.setArgument(Int8(-3), at: 4)
    try invocation.invoke(implementation)
    #expect(try invocation.returnValue(as: Int.self) == 7012)
    #expect(invocation.returnValue as? Int == 7012)
    let arguments = invocation.arguments
    #expect(arguments[0] as? Receiver === receiver)
    #expect(arguments[1] as? Selector == "compute:with:and:")
    #expect(arguments[2] as? Int32 == 7)
    #expect(arguments[3] as? Double == 1.5)
    #expect(arguments[4] as? Int8 == -3)
  }

  @Test func narrowReturnsAreWidened() throws {
    let signature = try MethodSignature("ci")
    let implementation = try Implementation(signature: signature) { invocation in
      let x = try! invocation.argument(at: 0, as: Int32.self)
      try! invocation.setReturnValue(Int8(truncatingIfNeeded: x))
    }
    var invocation = Invocation(signature: signature)
    try invocation.setArgument(Int32(-5), at: 0)
    try invocation.invoke(implementation)
    #expect(try invocation.returnValue(as: Int8.self) == -5)
    #expect(try invocation.returnValue(as: Int.self) == -5)
    #expect(throws: InvocationError.self) { try invocation.returnValue(as: UInt8.self) }
  }

  @Test func objectsAndValuesCrossAsObjects() throws {
    let signature = try MethodSignature("@@@")
    let implementation = try Implementation(signature: signature) { invocation in
      let values = try! invocation.argument(at: 1, as: [Int].self)
      try! invocation.setReturnValue(values.map { $0 * 2 })
    }
    var invocation = Invocation(signature: signature)
    try invocation.setArgument(Receiver(name: "x"), at: 0)
    try invocation.setArgument([1, 2, 3], at: 1)
    try invocation.invoke(implementation)
    #expect(try invocation.returnValue(as: [Int].self) == [2, 4, 6])
    let copy = invocation.copy()
    #expect(try copy.returnValue(as: [Int].self) == [2, 4, 6])
    #expect(try copy.argument(at: 1, as: [Int].self) == [1, 2, 3])
  }

  @Test func largeStructsSurviveForwarding() throws {
    struct Big: Equatable {
      var a: Double
      var b: Int64
      var c: Double
      var d: Int32
    }
    let signature = try MethodSignature("{Big=dqdi}{Big=dqdi}i")
    let implementation = try Implementation(signature: signature) { invocation in
      var big = try! invocation.argument(at: 0, as: Big.self)
      let k = try! invocation.argument(at: 1, as: Int32.self)
      big.d += k
      try! invocation.setReturnValue(big)
    }
    let forwarder = try Implementation(signature: signature) { invocation in
      try! invocation.invoke(implementation)
      // After ffi_call, the arguments still read back the caller's values.
      #expect(try! invocation.argument(at: 0, as: Big.self).a == 1.5)
    }
    var invocation = Invocation(signature: signature)
    try invocation.setArgument(Big(a: 1.5, b: 2, c: 3.5, d: 4), at: 0)
    try invocation.setArgument(Int32(10), at: 1)
    try invocation.invoke(forwarder)
    #expect(try invocation.returnValue(as: Big.self) == Big(a: 1.5, b: 2, c: 3.5, d: 14))
    let boxed = try #require(invocation.returnValue as? StructValue)
    #expect(boxed.fields.count == 4)
    #expect(boxed.fields[3] as? Int32 == 14)
  }

  @Test func cStringsAndNulls() throws {
    let signature = try MethodSignature("q*^v@")
    let implementation = try Implementation(signature: signature) { invocation in
      let text = try! invocation.argument(at: 0, as: String?.self)
      let pointer = try! invocation.argument(at: 1, as: UnsafeRawPointer?.self)
      #expect(invocation.argument(at: 2) is NullArgument)
      try! invocation.setReturnValue((text?.count ?? -1) + (pointer == nil ? 100 : 0))
    }
    var invocation = Invocation(signature: signature)
    try invocation.setArgument("hello", at: 0)
    try invocation.setArgument(nil as UnsafeRawPointer?, at: 1)
    try invocation.setArgument(nil as AnyObject?, at: 2)
    try invocation.invoke(implementation)
    #expect(try invocation.returnValue(as: Int.self) == 105)
    #expect(invocation.arguments[0] as? String == "hello")
    #expect(invocation.arguments[1] is NullArgument)
  }

  @Test func mismatchedTypesThrow() throws {
    var invocation = Invocation(signature: try MethodSignature("vci"))
    #expect(throws: InvocationError.valueOutOfRange(.argument(0), expected: .char, value: "300")) {
      try invocation.setArgument(300, at: 0)
    }
    #expect(throws: InvocationError.argumentIndexOutOfRange(5, count: 2)) {
      try invocation.setArgument(1, at: 5)
    }
    #expect(throws: InvocationError.self) { try invocation.setArgument("x", at: 1) }
    #expect(throws: InvocationError.voidReturn) { try invocation.setReturnValue(1) }
  }
}

@Suite struct CStringPointerTests {
  @Test func aCStringReadsAsAPointerOrAsText() throws {
    let signature = try MethodSignature("**")
    let echo = try Implementation(signature: signature) { invocation in
      let pointer = try! invocation.argument(at: 0, as: UnsafePointer<CChar>?.self)
      try! invocation.setReturnValue(pointer)
    }
    let text = Array("pointer".utf8CString)
    try text.withUnsafeBufferPointer { buffer in
      var invocation = Invocation(signature: signature)
      try invocation.setArgument(buffer.baseAddress, at: 0)
      try invocation.invoke(echo)
      #expect(try invocation.returnValue(as: UnsafePointer<CChar>?.self) == buffer.baseAddress)
      #expect(try invocation.returnValue(as: UnsafeRawPointer.self) == UnsafeRawPointer(buffer.baseAddress!))
      #expect(try invocation.returnValue(as: String.self) == "pointer")
    }
  }
}
