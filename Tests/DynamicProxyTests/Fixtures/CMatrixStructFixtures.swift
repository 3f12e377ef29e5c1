import CFixtures
import Testing

@testable import DynamicProxy

// MARK: - Struct fixtures

/// A C struct of the matrix, with its fixtures.
protocol CMatrixStruct {
  /// The struct's Objective-C encoding (CFIXTURES_ENCODING_…).
  static var encoding: String { get }
  /// The encodings of the `make` fixture's parameters.
  static var makeCodes: String { get }
  static var samples: [Self] { get }
  static var fixtures: StructFixtures<Self> { get }
  /// Each field as the C checksum folds it, in declaration order: integers sign- or zero-extended,
  /// floating point by bit pattern.
  var fieldBits: [UInt64] { get }
  /// The `make` fixture's arguments, as a trampoline boxes them.
  var makeArguments: [Any] { get }
}

extension CMatrixStruct {
  typealias I64 = Int64
  typealias F64 = Double

  /// Whether `boxed` is this struct as a trampoline boxes it: a `StructValue` of the struct's
  /// encoding that loads back to the same fields.
  func isBoxed(in boxed: Any) -> Bool {
    guard let value = boxed as? StructValue, let loaded = try? value.load(as: Self.self) else { return false }
    return value.encoding == (try? TypeEncoding(Self.encoding)) && loaded.fieldBits == fieldBits
  }
}

func word<I: FixedWidthInteger>(_ value: I) -> UInt64 { UInt64(truncatingIfNeeded: value) }
func word(_ value: Float) -> UInt64 { UInt64(value.bitPattern) }
func word(_ value: Double) -> UInt64 { value.bitPattern }

/// The checks every struct runs.
protocol StructChecks {
  func checkThroughTrampolines() throws
  func checkFFICalls() throws
}

/// A struct's `make`, `echo`, `late`, `sum` and `scale` fixtures.
struct StructFixtures<S: CMatrixStruct> {
  typealias Returning<R> = (direct: (S) -> R, call: (UnsafeRawPointer, S) -> R, address: UnsafeRawPointer)
  typealias Scaling = (
    direct: (UnsafeMutablePointer<S>, Int32) -> Void,
    call: (UnsafeRawPointer, UnsafeMutablePointer<S>, Int32) -> Void, address: UnsafeRawPointer
  )

  /// `make` takes a sample and passes its fields.
  let make: Returning<S>
  let echo: Returning<S>
  let late: (direct: LateFixture<S>, call: CallLateFixture<S>, address: UnsafeRawPointer)
  let sum: Returning<Double>
  let scale: Scaling

  static var scaleFactors: [Int32] { [-3, 257] }
}

extension StructFixtures: StructChecks {
  func checkThroughTrampolines() throws {
    let name = S.encoding
    for x in S.samples {
      let made = callMeasured { make.direct(x) }
      #expect(made.result.fieldBits == x.fieldBits, "make \(name)")
      let madeThrough = try throughTrampoline(S.encoding + S.makeCodes, forwardingTo: make.address) {
        make.call($0, x)
      }
      #expect(madeThrough.result.fieldBits == made.result.fieldBits, "make \(name) through a trampoline")
      #expect(madeThrough.checksum == made.checksum, "make \(name): argument checksum")
      expectBoxed(madeThrough.arguments, x.makeArguments, "make \(name)")

      let echoed = callMeasured { echo.direct(x) }
      #expect(echoed.result.fieldBits == x.fieldBits, "echo \(name)")
      let echoedThrough = try throughTrampoline(S.encoding + S.encoding, forwardingTo: echo.address) {
        echo.call($0, x)
      }
      #expect(echoedThrough.result.fieldBits == echoed.result.fieldBits, "echo \(name) through a trampoline")
      #expect(echoedThrough.checksum == echoed.checksum, "echo \(name): argument checksum")
      expectBoxed(echoedThrough.arguments, [x], "echo \(name)")

      let lateEncoding = S.encoding + LateArguments.encoding + S.encoding
      let lateDirect = callMeasured { applyLate(late.direct, x) }
      #expect(lateDirect.result.fieldBits == x.fieldBits, "late \(name)")
      let lateThrough = try throughTrampoline(lateEncoding, forwardingTo: late.address) {
        applyLate(late.call, $0, x)
      }
      #expect(
        lateThrough.result.fieldBits == lateDirect.result.fieldBits, "late \(name) through a trampoline")
      #expect(lateThrough.checksum == lateDirect.checksum, "late \(name): argument checksum")
      expectBoxed(lateThrough.arguments, LateArguments.boxed + [x], "late \(name)")

      let summed = callMeasured { sum.direct(x) }
      let summedThrough = try throughTrampoline("d" + S.encoding, forwardingTo: sum.address) {
        sum.call($0, x)
      }
      #expect(summedThrough.result.bitPattern == summed.result.bitPattern, "sum \(name) through a trampoline")
      #expect(summedThrough.checksum == summed.checksum, "sum \(name): argument checksum")
      expectBoxed(summedThrough.arguments, [x], "sum \(name)")

      for k in Self.scaleFactors {
        var scaled = x
        let scaledDirect = callMeasured { scale.direct(&scaled, k) }
        var scaledThrough = x
        let forwarded = try withUnsafeMutablePointer(to: &scaledThrough) { pointer in
          let forwarded = try throughTrampoline("v^" + S.encoding + "i", forwardingTo: scale.address) {
            scale.call($0, pointer, k)
          }
          expectBoxed(forwarded.arguments, [UnsafeRawPointer(pointer), k], "scale \(name)")
          return forwarded
        }
        #expect(scaledThrough.fieldBits == scaled.fieldBits, "scale \(name) by \(k) through a trampoline")
        #expect(forwarded.checksum == scaledDirect.checksum, "scale \(name) by \(k): argument checksum")
      }
    }
  }

  func checkFFICalls() throws {
    let name = S.encoding
    let structType = try TypeEncoding(S.encoding)
    let readStruct: (borrowing Invocation) throws -> S = { try $0.returnValue(as: S.self) }
    for x in S.samples {
      let made = callMeasured { make.direct(x) }
      let madeCalled = try throughFFICall(S.encoding + S.makeCodes, calling: make.address, read: readStruct) {
        for (index, argument) in x.makeArguments.enumerated() { try $0.setArgument(argument, at: index) }
      }
      #expect(madeCalled.result.fieldBits == made.result.fieldBits, "ffi_call make \(name)")
      #expect(madeCalled.checksum == made.checksum, "ffi_call make \(name): argument checksum")
      #expect(made.result.isBoxed(in: madeCalled.boxedReturn as Any), "ffi_call make \(name): boxed return")
      expectBoxed(madeCalled.arguments, x.makeArguments, "ffi_call make \(name)")

      // echo, with the argument set as the Swift struct and as a StructValue.
      let echoed = callMeasured { echo.direct(x) }
      for argument: Any in [x, try StructValue(x, encoding: structType)] {
        let echoedCalled = try throughFFICall(
          S.encoding + S.encoding, calling: echo.address, read: readStruct
        ) {
          try $0.setArgument(argument, at: 0)
        }
        #expect(echoedCalled.result.fieldBits == echoed.result.fieldBits, "ffi_call echo \(name)")
        #expect(echoedCalled.checksum == echoed.checksum, "ffi_call echo \(name): argument checksum")
        #expect(echoed.result.isBoxed(in: echoedCalled.boxedReturn as Any), "ffi_call echo \(name): boxed")
      }

      let lateDirect = callMeasured { applyLate(late.direct, x) }
      let lateCalled = try throughFFICall(
        S.encoding + LateArguments.encoding + S.encoding, calling: late.address, read: readStruct
      ) {
        try LateArguments.set(in: &$0)
        try $0.setArgument(x, at: 16)
      }
      #expect(lateCalled.result.fieldBits == lateDirect.result.fieldBits, "ffi_call late \(name)")
      #expect(lateCalled.checksum == lateDirect.checksum, "ffi_call late \(name): argument checksum")

      let summed = callMeasured { sum.direct(x) }
      let summedCalled = try throughFFICall(
        "d" + S.encoding, calling: sum.address, read: { try $0.returnValue(as: Double.self) }
      ) {
        try $0.setArgument(x, at: 0)
      }
      #expect(summedCalled.result.bitPattern == summed.result.bitPattern, "ffi_call sum \(name)")
      #expect(summedCalled.checksum == summed.checksum, "ffi_call sum \(name): argument checksum")

      for k in Self.scaleFactors {
        var scaled = x
        let scaledDirect = callMeasured { scale.direct(&scaled, k) }
        var scaledCalled = x
        let called = try withUnsafeMutablePointer(to: &scaledCalled) { pointer in
          try throughFFICall("v^" + S.encoding + "i", calling: scale.address, read: { _ in () }) {
            try $0.setArgument(pointer, at: 0)
            try $0.setArgument(k, at: 1)
          }
        }
        #expect(scaledCalled.fieldBits == scaled.fieldBits, "ffi_call scale \(name) by \(k)")
        #expect(called.checksum == scaledDirect.checksum, "ffi_call scale \(name) by \(k): argument checksum")
      }
    }
  }
}
