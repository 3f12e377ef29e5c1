import CFixtures
import Testing

@testable import DynamicProxy

// MARK: - Scalar fixtures

/// The checks every scalar type runs.
protocol ScalarChecks {
  func checkEchoThroughTrampoline() throws
  func checkLateThroughTrampoline() throws
  func checkNegateThroughTrampoline() throws
  func checkFFICalls() throws
}

/// A scalar type's fixtures and interesting values.
struct ScalarFixtures<T> {
  typealias Unary = (direct: (T) -> T, call: (UnsafeRawPointer, T) -> T, address: UnsafeRawPointer)
  typealias Late = (direct: LateFixture<T>, call: CallLateFixture<T>, address: UnsafeRawPointer)

  /// The type's encoding.
  let code: String
  let values: [T]
  /// Exact equality: integers by value, floating point by bit pattern, pointers by address.
  let same: (T, T) -> Bool
  /// Whether a boxed value is `x`, with the Swift type the boxing table promises.
  let boxes: (_ boxed: Any, _ x: T) -> Bool
  /// Reads a return value with the typed accessor.
  let readReturn: (borrowing Invocation) throws -> T
  let echo: Unary
  let late: Late
  let negate: (fixture: Unary, expected: (T) -> T)?
  /// What the values point at.
  let keepAlive: AnyObject?

  init(
    code: String, values: [T], same: @escaping (T, T) -> Bool, boxes: @escaping (Any, T) -> Bool,
    readReturn: @escaping (borrowing Invocation) throws -> T = { try $0.returnValue(as: T.self) },
    echo: Unary, late: Late, negate: (fixture: Unary, expected: (T) -> T)?, keepAlive: AnyObject? = nil
  ) {
    self.code = code
    self.values = values
    self.same = same
    self.boxes = boxes
    self.readReturn = readReturn
    self.echo = echo
    self.late = late
    self.negate = negate
    self.keepAlive = keepAlive
  }
}

extension ScalarFixtures where T: FixedWidthInteger {
  /// An integer type, boxed as `Boxed` (`q` as `Int`, `Q` as `UInt`), negated with `~`.
  init<Boxed: FixedWidthInteger>(
    integers code: String, _ values: [T], boxedAs _: Boxed.Type, echo: Unary, late: Late, negate: Unary
  ) {
    self.init(
      code: code, values: values, same: { $0 == $1 },
      boxes: { boxed, x in (boxed as? Boxed).map { $0 == x } ?? false },
      echo: echo, late: late, negate: (negate, { ~$0 }))
  }
}

extension ScalarFixtures where T: BinaryFloatingPoint {
  /// A floating-point type, compared bit for bit, negated with `-`.
  init(floatingPoint code: String, echo: Unary, late: Late, negate: Unary) {
    let values: [T] = [
      0, -0.0, 1, -1.5, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNormalMagnitude,
      .leastNonzeroMagnitude, -.leastNormalMagnitude / 4, .ulpOfOne, .infinity, -.infinity,
      // A negative quiet NaN with a payload.
      T(
        sign: .minus, exponentBitPattern: (1 << T.RawExponent(T.exponentBitCount)) - 1,
        significandBitPattern: 1 << T.RawSignificand(T.significandBitCount - 1) | 0x15),
    ]
    let same: (T, T) -> Bool = {
      $0.sign == $1.sign && $0.exponentBitPattern == $1.exponentBitPattern
        && $0.significandBitPattern == $1.significandBitPattern
    }
    self.init(
      code: code, values: values, same: same,
      boxes: { boxed, x in (boxed as? T).map { same($0, x) } ?? false },
      echo: echo, late: late, negate: (negate, { -$0 }))
  }
}

extension ScalarFixtures: ScalarChecks {
  func checkEchoThroughTrampoline() throws {
    for x in values {
      let direct = callMeasured { echo.direct(x) }
      #expect(same(direct.result, x), "\(code): echo(\(x)) returned \(direct.result)")
      let through = try throughTrampoline(code + code, forwardingTo: echo.address) { echo.call($0, x) }
      #expect(
        same(through.result, direct.result), "\(code): echo(\(x)) through a trampoline: \(through.result)")
      #expect(through.checksum == direct.checksum, "\(code): echo(\(x)): argument checksum")
      #expect(
        through.arguments.count == 1 && boxes(through.arguments[0], x),
        "\(code): echo(\(x)) captured \(through.arguments)")
    }
  }

  func checkLateThroughTrampoline() throws {
    let encoding = code + LateArguments.encoding + code
    for x in values {
      let direct = callMeasured { applyLate(late.direct, x) }
      #expect(same(direct.result, x), "\(code): late(…, \(x)) returned \(direct.result)")
      let through = try throughTrampoline(encoding, forwardingTo: late.address) {
        applyLate(late.call, $0, x)
      }
      #expect(
        same(through.result, direct.result), "\(code): late(…, \(x)) through a trampoline: \(through.result)")
      #expect(through.checksum == direct.checksum, "\(code): late(…, \(x)): argument checksum")
      expectBoxed(through.arguments.prefix(16), LateArguments.boxed, "\(code): late(…, \(x))")
      #expect(
        through.arguments.count == 17 && boxes(through.arguments[16], x),
        "\(code): late(…, \(x)) captured \(through.arguments.last ?? "nothing") last")
    }
  }

  func checkNegateThroughTrampoline() throws {
    let negate = try #require(negate)
    for x in values {
      let direct = callMeasured { negate.fixture.direct(x) }
      #expect(same(direct.result, negate.expected(x)), "\(code): negate(\(x)) returned \(direct.result)")
      let through = try throughTrampoline(code + code, forwardingTo: negate.fixture.address) {
        negate.fixture.call($0, x)
      }
      #expect(
        same(through.result, direct.result), "\(code): negate(\(x)) through a trampoline: \(through.result)")
      #expect(through.checksum == direct.checksum, "\(code): negate(\(x)): argument checksum")
      #expect(
        through.arguments.count == 1 && boxes(through.arguments[0], x),
        "\(code): negate(\(x)) captured \(through.arguments)")
    }
  }

  func checkFFICalls() throws {
    var unary = [("echo", echo)]
    if let negate { unary.append(("negate", negate.fixture)) }
    for x in values {
      for (name, fixture) in unary {
        let direct = callMeasured { fixture.direct(x) }
        let called = try throughFFICall(code + code, calling: fixture.address, read: readReturn) {
          try $0.setArgument(x, at: 0)
        }
        #expect(
          same(called.result, direct.result), "\(code): ffi_call \(name)(\(x)) returned \(called.result)")
        #expect(
          called.boxedReturn.map { boxes($0, direct.result) } == true,
          "\(code): ffi_call \(name)(\(x)) boxed return \(called.boxedReturn ?? "nothing")")
        #expect(called.checksum == direct.checksum, "\(code): ffi_call \(name)(\(x)): argument checksum")
        #expect(called.arguments.count == 1 && boxes(called.arguments[0], x))
      }

      let direct = callMeasured { applyLate(late.direct, x) }
      let called = try throughFFICall(
        code + LateArguments.encoding + code, calling: late.address, read: readReturn
      ) {
        try LateArguments.set(in: &$0)
        try $0.setArgument(x, at: 16)
      }
      #expect(same(called.result, direct.result), "\(code): ffi_call late(…, \(x)) returned \(called.result)")
      #expect(called.checksum == direct.checksum, "\(code): ffi_call late(…, \(x)): argument checksum")
    }
    withExtendedLifetime(keepAlive) {}
  }
}

#if !arch(x86_64)
  /// `long double` off x86-64: each check states that the signatures the others call are refused
  /// (LongDoubleRefusal.swift).
  private struct LongDoubleRefused: ScalarChecks {
    func checkEchoThroughTrampoline() throws { expectLongDoubleRefused("DD") }
    func checkLateThroughTrampoline() throws { expectLongDoubleRefused("D" + LateArguments.encoding + "D") }
    func checkNegateThroughTrampoline() throws { expectLongDoubleRefused("DD") }
    func checkFFICalls() throws {
      expectLongDoubleRefused("DD")
      expectLongDoubleRefused("D" + LateArguments.encoding + "D")
    }
  }
#endif

extension CMatrixScalar {
  private typealias I64 = Int64
  private typealias F64 = Double

  /// The fixtures of this type.
  var fixtures: any ScalarChecks {
    switch self {
    case .int8:
      return ScalarFixtures<Int8>(
        integers: "c", [0, 1, -1, .min, .max, 0x55, -0x56], boxedAs: Int8.self,
        echo: (
          CFixtures_echo_int8, CFixtures_call_echo_int8,
          cAddress(CFixtures_echo_int8 as @convention(c) (Int8) -> Int8)
        ),
        late: (
          CFixtures_late_int8, CFixtures_call_late_int8,
          cAddress(
            CFixtures_late_int8
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Int8
              ) -> Int8)
        ),
        negate: (
          CFixtures_negate_int8, CFixtures_call_negate_int8,
          cAddress(CFixtures_negate_int8 as @convention(c) (Int8) -> Int8)
        ))
    case .int16:
      return ScalarFixtures<Int16>(
        integers: "s", [0, 1, -1, .min, .max, 0x80, -0x81, 0x7F80], boxedAs: Int16.self,
        echo: (
          CFixtures_echo_int16, CFixtures_call_echo_int16,
          cAddress(CFixtures_echo_int16 as @convention(c) (Int16) -> Int16)
        ),
        late: (
          CFixtures_late_int16, CFixtures_call_late_int16,
          cAddress(
            CFixtures_late_int16
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Int16
              ) -> Int16)
        ),
        negate: (
          CFixtures_negate_int16, CFixtures_call_negate_int16,
          cAddress(CFixtures_negate_int16 as @convention(c) (Int16) -> Int16)
        ))
    case .int32:
      return ScalarFixtures<Int32>(
        integers: "i", [0, 1, -1, .min, .max, 0x80, 0x8000, -0x8001, 300], boxedAs: Int32.self,
        echo: (
          CFixtures_echo_int32, CFixtures_call_echo_int32,
          cAddress(CFixtures_echo_int32 as @convention(c) (Int32) -> Int32)
        ),
        late: (
          CFixtures_late_int32, CFixtures_call_late_int32,
          cAddress(
            CFixtures_late_int32
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Int32
              ) -> Int32)
        ),
        negate: (
          CFixtures_negate_int32, CFixtures_call_negate_int32,
          cAddress(CFixtures_negate_int32 as @convention(c) (Int32) -> Int32)
        ))
    case .int64:
      return ScalarFixtures<Int64>(
        integers: "q", [0, 1, -1, .min, .max, 0x8000_0000, -0x8000_0001, 0x1_0000_0000], boxedAs: Int.self,
        echo: (
          CFixtures_echo_int64, CFixtures_call_echo_int64,
          cAddress(CFixtures_echo_int64 as @convention(c) (Int64) -> Int64)
        ),
        late: (
          CFixtures_late_int64, CFixtures_call_late_int64,
          cAddress(
            CFixtures_late_int64
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Int64
              ) -> Int64)
        ),
        negate: (
          CFixtures_negate_int64, CFixtures_call_negate_int64,
          cAddress(CFixtures_negate_int64 as @convention(c) (Int64) -> Int64)
        ))
    case .uint8:
      return ScalarFixtures<UInt8>(
        integers: "C", [0, 1, 0x7F, 0x80, 0xFE, 0xFF], boxedAs: UInt8.self,
        echo: (
          CFixtures_echo_uint8, CFixtures_call_echo_uint8,
          cAddress(CFixtures_echo_uint8 as @convention(c) (UInt8) -> UInt8)
        ),
        late: (
          CFixtures_late_uint8, CFixtures_call_late_uint8,
          cAddress(
            CFixtures_late_uint8
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, UInt8
              ) -> UInt8)
        ),
        negate: (
          CFixtures_negate_uint8, CFixtures_call_negate_uint8,
          cAddress(CFixtures_negate_uint8 as @convention(c) (UInt8) -> UInt8)
        ))
    case .uint16:
      return ScalarFixtures<UInt16>(
        integers: "S", [0, 1, 0x80, 0xFF, 0x7FFF, 0x8000, 0xFFFF], boxedAs: UInt16.self,
        echo: (
          CFixtures_echo_uint16, CFixtures_call_echo_uint16,
          cAddress(CFixtures_echo_uint16 as @convention(c) (UInt16) -> UInt16)
        ),
        late: (
          CFixtures_late_uint16, CFixtures_call_late_uint16,
          cAddress(
            CFixtures_late_uint16
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, UInt16
              ) -> UInt16)
        ),
        negate: (
          CFixtures_negate_uint16, CFixtures_call_negate_uint16,
          cAddress(CFixtures_negate_uint16 as @convention(c) (UInt16) -> UInt16)
        ))
    case .uint32:
      return ScalarFixtures<UInt32>(
        integers: "I", [0, 1, 0x80, 0xFFFF, 0x8000_0000, .max], boxedAs: UInt32.self,
        echo: (
          CFixtures_echo_uint32, CFixtures_call_echo_uint32,
          cAddress(CFixtures_echo_uint32 as @convention(c) (UInt32) -> UInt32)
        ),
        late: (
          CFixtures_late_uint32, CFixtures_call_late_uint32,
          cAddress(
            CFixtures_late_uint32
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, UInt32
              ) -> UInt32)
        ),
        negate: (
          CFixtures_negate_uint32, CFixtures_call_negate_uint32,
          cAddress(CFixtures_negate_uint32 as @convention(c) (UInt32) -> UInt32)
        ))
    case .uint64:
      return ScalarFixtures<UInt64>(
        integers: "Q", [0, 1, 0x8000_0000, 0xFFFF_FFFF, 1 << 63, .max], boxedAs: UInt.self,
        echo: (
          CFixtures_echo_uint64, CFixtures_call_echo_uint64,
          cAddress(CFixtures_echo_uint64 as @convention(c) (UInt64) -> UInt64)
        ),
        late: (
          CFixtures_late_uint64, CFixtures_call_late_uint64,
          cAddress(
            CFixtures_late_uint64
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, UInt64
              ) -> UInt64)
        ),
        negate: (
          CFixtures_negate_uint64, CFixtures_call_negate_uint64,
          cAddress(CFixtures_negate_uint64 as @convention(c) (UInt64) -> UInt64)
        ))
    case .float:
      return ScalarFixtures<Float>(
        floatingPoint: "f",
        echo: (
          CFixtures_echo_float, CFixtures_call_echo_float,
          cAddress(CFixtures_echo_float as @convention(c) (Float) -> Float)
        ),
        late: (
          CFixtures_late_float, CFixtures_call_late_float,
          cAddress(
            CFixtures_late_float
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Float
              ) -> Float)
        ),
        negate: (
          CFixtures_negate_float, CFixtures_call_negate_float,
          cAddress(CFixtures_negate_float as @convention(c) (Float) -> Float)
        ))
    case .double:
      return ScalarFixtures<Double>(
        floatingPoint: "d",
        echo: (
          CFixtures_echo_double, CFixtures_call_echo_double,
          cAddress(CFixtures_echo_double as @convention(c) (Double) -> Double)
        ),
        late: (
          CFixtures_late_double, CFixtures_call_late_double,
          cAddress(
            CFixtures_late_double
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Double
              ) -> Double)
        ),
        negate: (
          CFixtures_negate_double, CFixtures_call_negate_double,
          cAddress(CFixtures_negate_double as @convention(c) (Double) -> Double)
        ))
    case .longdouble:
      #if arch(x86_64)
        return ScalarFixtures<Float80>(
          floatingPoint: "D",
          echo: (
            CFixtures_echo_longdouble, CFixtures_call_echo_longdouble,
            cAddress(CFixtures_echo_longdouble as @convention(c) (Float80) -> Float80)
          ),
          late: (
            CFixtures_late_longdouble, CFixtures_call_late_longdouble,
            cAddress(
              CFixtures_late_longdouble
                as @convention(c) (
                  I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Float80
                ) -> Float80)
          ),
          negate: (
            CFixtures_negate_longdouble, CFixtures_call_negate_longdouble,
            cAddress(CFixtures_negate_longdouble as @convention(c) (Float80) -> Float80)
          ))
      #else
        return LongDoubleRefused()
      #endif
    case .bool:
      return ScalarFixtures<Bool>(
        code: "B", values: [false, true], same: { $0 == $1 }, boxes: { ($0 as? Bool) == $1 },
        echo: (
          CFixtures_echo_bool, CFixtures_call_echo_bool,
          cAddress(CFixtures_echo_bool as @convention(c) (Bool) -> Bool)
        ),
        late: (
          CFixtures_late_bool, CFixtures_call_late_bool,
          cAddress(
            CFixtures_late_bool
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Bool
              ) -> Bool)
        ),
        negate: (
          (
            CFixtures_negate_bool, CFixtures_call_negate_bool,
            cAddress(CFixtures_negate_bool as @convention(c) (Bool) -> Bool)
          ), { !$0 }
        ))
    case .cstring:
      let strings = TestStrings()
      return ScalarFixtures<UnsafePointer<CChar>?>(
        code: "*", values: strings.pointers.map { UnsafePointer($0) } + [nil], same: { $0 == $1 },
        boxes: { boxed, x in
          guard let x else { return boxed is NullArgument }
          return (boxed as? String) == String(cString: x)
        },
        readReturn: { invocation in
          // A `*` return value reads as a String; its pointer is the return buffer's first word.
          let text = try invocation.returnValue(as: String?.self)
          let pointer = invocation.returnBuffer.load(as: UnsafePointer<CChar>?.self)
          #expect(text == pointer.map { String(cString: $0) })
          return pointer
        },
        echo: (
          CFixtures_echo_cstring, CFixtures_call_echo_cstring,
          cAddress(CFixtures_echo_cstring as @convention(c) (UnsafePointer<CChar>?) -> UnsafePointer<CChar>?)
        ),
        late: (
          CFixtures_late_cstring, CFixtures_call_late_cstring,
          cAddress(
            CFixtures_late_cstring
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64,
                UnsafePointer<CChar>?
              ) -> UnsafePointer<CChar>?)
        ),
        negate: nil, keepAlive: strings)
    case .pointer:
      return ScalarFixtures<UnsafeMutableRawPointer?>(
        code: "^v",
        values: [
          nil, .init(bitPattern: 1), .init(bitPattern: 0x7FFF_FFFF_F000), .init(bitPattern: UInt.max),
        ],
        same: { $0 == $1 },
        boxes: { boxed, x in
          guard let x else { return boxed is NullArgument }
          return (boxed as? UnsafeRawPointer) == UnsafeRawPointer(x)
        },
        echo: (
          CFixtures_echo_pointer, CFixtures_call_echo_pointer,
          cAddress(
            CFixtures_echo_pointer as @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?)
        ),
        late: (
          CFixtures_late_pointer, CFixtures_call_late_pointer,
          cAddress(
            CFixtures_late_pointer
              as @convention(c) (
                I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64,
                UnsafeMutableRawPointer?
              ) -> UnsafeMutableRawPointer?)
        ),
        negate: nil)
    }
  }
}
