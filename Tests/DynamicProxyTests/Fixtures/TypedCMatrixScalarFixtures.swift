import CFixtures
import Testing

@testable import DynamicProxy

// MARK: - Scalars

typealias I64 = Int64
typealias F64 = Double

/// A `late` fixture, as Swift calls it.
typealias LateFunction<T> =
  @Sendable (
    I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, T
  ) -> T
/// A `call_late` helper.
typealias CallLateFunction<T> = (
  UnsafeRawPointer, I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, T
) -> T
typealias LateMethod<T> = DelegateMethod<
  I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, T, T
>

/// The 16 leading arguments of a `late` fixture (they fill every argument register), then `x`.
func lateArguments<T>(
  _ x: T
) -> (
  I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, T
) {
  (
    1, -2, .max, .min, 0x8000_0000, -1, 7, 0.5, -1.25, .greatestFiniteMagnitude, -0.0, .leastNonzeroMagnitude,
    1e-300, 3, .pi, -9, x
  )
}

let lateEncoding = "qqqqqqqddddddddd"

func floatingPointValues<T: BinaryFloatingPoint>() -> [T] {
  [
    0, -0.0, 1, -1.5, .greatestFiniteMagnitude, .leastNonzeroMagnitude, .infinity, -.infinity,
    // A negative quiet NaN with a payload.
    T(
      sign: .minus, exponentBitPattern: (1 << T.RawExponent(T.exponentBitCount)) - 1,
      significandBitPattern: 1 << T.RawSignificand(T.significandBitCount - 1) | 0x15),
  ]
}

/// A scalar type's echo, late and negate fixtures, as typed methods of that Swift type.
struct TypedScalarFixtures<T> {
  typealias Unary = (direct: @Sendable (T) -> T, call: (UnsafeRawPointer, T) -> T, address: UnsafeRawPointer)
  let name: String
  let code: String
  let values: [T]
  let echo: Unary
  let late: (direct: LateFunction<T>, call: CallLateFunction<T>, address: UnsafeRawPointer)
  let negate: Unary?
  let keepAlive: AnyObject

  func check() throws {
    let echoTrip = try TypedRoundTrip(
      DelegateMethod<T, T>.optional(Selector("echo_\(name)")), encoded: code + code, function: echo.address,
      direct: echo.direct, throughC: echo.call, same: sameBits)
    let lateTrip = try TypedRoundTrip(
      LateMethod<T>.optional(Selector("late_\(name)")), encoded: code + lateEncoding + code,
      function: late.address,
      direct: late.direct, throughC: late.call, same: sameBits)
    let negateTrip = try negate.map {
      try TypedRoundTrip(
        DelegateMethod<T, T>.optional(Selector("negate_\(name)")), encoded: code + code, function: $0.address,
        direct: $0.direct, throughC: $0.call, same: sameBits)
    }
    for x in values {
      try echoTrip.check("echo_\(name)(\(x))", arguments: { x })
      try lateTrip.check("late_\(name)(…, \(x))", arguments: { lateArguments(x) })
      try negateTrip?.check("negate_\(name)(\(x))", arguments: { x })
    }
    withExtendedLifetime(keepAlive) {}
  }
}

extension CMatrixScalar {
  func checkTyped() throws {
    let strings = TestStrings()
    switch self {
    case .int8:
      return try TypedScalarFixtures<Int8>(
        name: "int8", code: "c", values: [0, 1, -1, .min, .max, 0x55],
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
        ),
        keepAlive: strings
      ).check()
    case .int16:
      return try TypedScalarFixtures<Int16>(
        name: "int16", code: "s", values: [0, -1, .min, .max, 0x7F80],
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
        ),
        keepAlive: strings
      ).check()
    case .int32:
      return try TypedScalarFixtures<Int32>(
        name: "int32", code: "i", values: [0, -1, .min, .max, 300],
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
        ),
        keepAlive: strings
      ).check()
    case .int64:
      return try TypedScalarFixtures<Int64>(
        name: "int64", code: "q", values: [0, -1, .min, .max, 0x1_0000_0000],
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
        ),
        keepAlive: strings
      ).check()
    case .uint8:
      return try TypedScalarFixtures<UInt8>(
        name: "uint8", code: "C", values: [0, 0x7F, 0x80, 0xFF],
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
        ),
        keepAlive: strings
      ).check()
    case .uint16:
      return try TypedScalarFixtures<UInt16>(
        name: "uint16", code: "S", values: [0, 0x8000, 0xFFFF],
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
        ),
        keepAlive: strings
      ).check()
    case .uint32:
      return try TypedScalarFixtures<UInt32>(
        name: "uint32", code: "I", values: [0, 0x8000_0000, .max],
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
        ),
        keepAlive: strings
      ).check()
    case .uint64:
      return try TypedScalarFixtures<UInt64>(
        name: "uint64", code: "Q", values: [0, 1 << 63, .max],
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
        ),
        keepAlive: strings
      ).check()
    case .float:
      return try TypedScalarFixtures<Float>(
        name: "float", code: "f", values: floatingPointValues(),
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
        ),
        keepAlive: strings
      ).check()
    case .double:
      return try TypedScalarFixtures<Double>(
        name: "double", code: "d", values: floatingPointValues(),
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
        ),
        keepAlive: strings
      ).check()
    case .longdouble:
      #if arch(x86_64)
        return try TypedScalarFixtures<Float80>(
          name: "longdouble", code: "D", values: floatingPointValues(),
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
          ),
          keepAlive: strings
        ).check()
      #else
        // No Swift type to write the typed method with; the encoded ones are refused
        // (LongDoubleRefusal.swift).
        expectLongDoubleRefused("DD")
        expectLongDoubleRefused("DqqqqqqqdddddddddD")
      #endif
    case .bool:
      return try TypedScalarFixtures<Bool>(
        name: "bool", code: "B", values: [false, true],
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
          CFixtures_negate_bool, CFixtures_call_negate_bool,
          cAddress(CFixtures_negate_bool as @convention(c) (Bool) -> Bool)
        ),
        keepAlive: strings
      ).check()
    case .cstring:
      return try TypedScalarFixtures<UnsafePointer<CChar>?>(
        name: "cstring", code: "*", values: strings.pointers.map { UnsafePointer($0) } + [nil],
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
        negate: nil,
        keepAlive: strings
      ).check()
    case .pointer:
      return try TypedScalarFixtures<UnsafeMutableRawPointer?>(
        name: "pointer", code: "^v",
        values: [
          nil, .init(bitPattern: 1), .init(bitPattern: 0x7FFF_FFFF_F000), .init(bitPattern: UInt.max),
        ],
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
        negate: nil,
        keepAlive: strings
      ).check()
    }
  }
}
