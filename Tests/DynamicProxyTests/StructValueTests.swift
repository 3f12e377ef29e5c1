import Testing

@testable import DynamicProxy

/// `StructValue` keeps up to 16 bytes inline and larger structs in an array; both behave the same:
/// bytes, encoding, conversion, fields, equality, hashing, and the round trip through a call.
@Suite struct StructValueTests {
  struct One: Equatable { var a: Int8 }
  struct Twelve: Equatable {
    var a: Int32
    var b: Float
    var c: Int32
  }
  struct Sixteen: Equatable {
    var x: Double
    var y: Double
  }
  struct Seventeen: Equatable {
    var a: Int64
    var b: Int64
    var c: Int8
  }
  struct ThirtyTwo: Equatable {
    var a: Double
    var b: Double
    var c: Double
    var d: Double
  }

  /// Encodings, sizes and values of each case: (value, encoding, size).
  static func samples() throws -> [(StructValue, Any, Int)] {
    [
      (try StructValue(One(a: -7), encoding: TypeEncoding("{One=c}")), One(a: -7), 1),
      (
        try StructValue(Twelve(a: 1, b: 2.5, c: -3), encoding: TypeEncoding("{Twelve=ifi}")),
        Twelve(a: 1, b: 2.5, c: -3), 12
      ),
      (
        try StructValue(Sixteen(x: 1.5, y: -2), encoding: TypeEncoding("{Sixteen=dd}")),
        Sixteen(x: 1.5, y: -2), 16
      ),
      (
        try StructValue(Seventeen(a: .max, b: .min, c: 9), encoding: TypeEncoding("{Seventeen=qqc}")),
        Seventeen(a: .max, b: .min, c: 9), 24
      ),
      (
        try StructValue(ThirtyTwo(a: 1, b: 2, c: 3, d: 4), encoding: TypeEncoding("{ThirtyTwo=dddd}")),
        ThirtyTwo(a: 1, b: 2, c: 3, d: 4), 32
      ),
    ]
  }

  @Test func aStructValueFitsAnExistentialsInlineBuffer() {
    // Three words: a struct argument of up to 16 bytes boxes as an `Any` without an allocation.
    #expect(MemoryLayout<StructValue>.size <= 3 * MemoryLayout<Int>.size)
  }

  @Test func bytesAndEncodingReadBackAsStoredForEverySize() throws {
    for (value, _, size) in try Self.samples() {
      #expect(value.bytes.count == size, "\(value.encoding)")
      let copy = try StructValue(bytes: value.bytes, encoding: value.encoding)
      #expect(copy == value)
      #expect(copy.bytes == value.bytes)
      #expect(copy.hashValue == value.hashValue)
    }
  }

  @Test func loadAndFieldsWorkInlineAndInAnArray() throws {
    let samples = try Self.samples()
    #expect(try samples[0].0.load(as: One.self) == One(a: -7))
    #expect(try samples[1].0.load(as: Twelve.self) == Twelve(a: 1, b: 2.5, c: -3))
    #expect(try samples[2].0.load(as: Sixteen.self) == Sixteen(x: 1.5, y: -2))
    #expect(try samples[3].0.load(as: Seventeen.self) == Seventeen(a: .max, b: .min, c: 9))
    #expect(try samples[4].0.load(as: ThirtyTwo.self) == ThirtyTwo(a: 1, b: 2, c: 3, d: 4))
    #expect(samples[1].0.fields.map { "\($0)" } == ["1", "2.5", "-3"])
    #expect(samples[2].0.description == "{Sixteen=dd}(1.5, -2.0)")
    #expect(samples[4].0.fields.compactMap { $0 as? Double } == [1, 2, 3, 4])
  }

  @Test func valuesOfDifferentBytesOrEncodingsDiffer() throws {
    let a = try StructValue(Sixteen(x: 1, y: 2), encoding: TypeEncoding("{Sixteen=dd}"))
    let b = try StructValue(Sixteen(x: 1, y: 3), encoding: TypeEncoding("{Sixteen=dd}"))
    let c = try StructValue(Sixteen(x: 1, y: 2), encoding: TypeEncoding("{Other=dd}"))
    #expect(a != b)
    #expect(a != c)
    #expect(Set([a, b, c, a]).count == 3)
  }

  @Test func paddingIsNotCompared() throws {
    // {cq}: one byte, seven of padding, eight: equal whatever the padding holds.
    let encoding = try TypeEncoding("{Padded=cq}")
    var first = [UInt8](repeating: 0, count: 16)
    var second = [UInt8](repeating: 0xAB, count: 16)
    first[0] = 5
    second[0] = 5
    for index in 8..<16 {
      first[index] = UInt8(index)
      second[index] = UInt8(index)
    }
    #expect(
      try StructValue(bytes: first, encoding: encoding) == StructValue(bytes: second, encoding: encoding))
  }

  @Test func structsOfEverySizeRoundTripThroughACall() throws {
    for (value, _, _) in try Self.samples() {
      let signature = try MethodSignature("\(value.encoding.encoding)\(value.encoding.encoding)")
      var invocation = Invocation(signature: signature)
      try invocation.setArgument(value, at: 0)
      #expect(invocation.argument(at: 0) as? StructValue == value, "\(value.encoding)")
      try invocation.setReturnValue(value)
      #expect(invocation.returnValue as? StructValue == value)
    }
  }
}
