import CFixtures
import Testing

@testable import DynamicProxy

// The structs of the matrix of more than 16 bytes (S24 to Nested) as CMatrixStruct: their
// encodings, samples and fields, and the calls of their fixtures.

extension CFixtures_S24: CMatrixStruct {
  static var encoding: String { CFIXTURES_ENCODING_S24 }
  static var makeCodes: String { "qdi" }
  static var samples: [Self] {
    [Self(a: 0x0123_4567_89AB_CDEF, b: -2.5, c: 42), Self(a: .min, b: .greatestFiniteMagnitude, c: -1)]
  }
  var fieldBits: [UInt64] { [word(a), word(b), word(c)] }
  var makeArguments: [Any] { [Int(a), b, c] }
  static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S24($0.a, $0.b, $0.c) }, { CFixtures_call_make_S24($0, $1.a, $1.b, $1.c) },
        cAddress(CFixtures_make_S24 as @convention(c) (Int64, Double, Int32) -> Self)
      ),
      echo: (
        CFixtures_echo_S24, CFixtures_call_echo_S24,
        cAddress(CFixtures_echo_S24 as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S24, CFixtures_call_late_S24,
        cAddress(
          CFixtures_late_S24
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S24, CFixtures_call_sum_S24,
        cAddress(CFixtures_sum_S24 as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S24, CFixtures_call_scale_S24,
        cAddress(CFixtures_scale_S24 as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_S24d: CMatrixStruct {
  static var encoding: String { CFIXTURES_ENCODING_S24d }
  static var makeCodes: String { "ddd" }
  static var samples: [Self] {
    [Self(a: 1, b: -0.0, c: .leastNormalMagnitude / 16), Self(a: .pi, b: -.infinity, c: .nan)]
  }
  var fieldBits: [UInt64] { [word(a), word(b), word(c)] }
  var makeArguments: [Any] { [a, b, c] }
  static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S24d($0.a, $0.b, $0.c) }, { CFixtures_call_make_S24d($0, $1.a, $1.b, $1.c) },
        cAddress(CFixtures_make_S24d as @convention(c) (Double, Double, Double) -> Self)
      ),
      echo: (
        CFixtures_echo_S24d, CFixtures_call_echo_S24d,
        cAddress(CFixtures_echo_S24d as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S24d, CFixtures_call_late_S24d,
        cAddress(
          CFixtures_late_S24d
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S24d, CFixtures_call_sum_S24d,
        cAddress(CFixtures_sum_S24d as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S24d, CFixtures_call_scale_S24d,
        cAddress(CFixtures_scale_S24d as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_S32: CMatrixStruct {
  static var encoding: String { CFIXTURES_ENCODING_S32 }
  static var makeCodes: String { "dddd" }
  static var samples: [Self] {
    [
      Self(a: 1, b: 2, c: 3, d: 4),
      Self(a: -0.0, b: .leastNonzeroMagnitude, c: .greatestFiniteMagnitude, d: -1e-300),
    ]
  }
  var fieldBits: [UInt64] { [word(a), word(b), word(c), word(d)] }
  var makeArguments: [Any] { [a, b, c, d] }
  static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S32($0.a, $0.b, $0.c, $0.d) },
        { CFixtures_call_make_S32($0, $1.a, $1.b, $1.c, $1.d) },
        cAddress(CFixtures_make_S32 as @convention(c) (Double, Double, Double, Double) -> Self)
      ),
      echo: (
        CFixtures_echo_S32, CFixtures_call_echo_S32,
        cAddress(CFixtures_echo_S32 as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S32, CFixtures_call_late_S32,
        cAddress(
          CFixtures_late_S32
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S32, CFixtures_call_sum_S32,
        cAddress(CFixtures_sum_S32 as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S32, CFixtures_call_scale_S32,
        cAddress(CFixtures_scale_S32 as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_S32i: CMatrixStruct {
  static var encoding: String { CFIXTURES_ENCODING_S32i }
  static var makeCodes: String { "qqqq" }
  static var samples: [Self] {
    [Self(a: 1, b: -2, c: .max, d: .min), Self(a: 0x8000_0000, b: -0x8000_0001, c: 0, d: -1)]
  }
  var fieldBits: [UInt64] { [word(a), word(b), word(c), word(d)] }
  var makeArguments: [Any] { [Int(a), Int(b), Int(c), Int(d)] }
  static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S32i($0.a, $0.b, $0.c, $0.d) },
        { CFixtures_call_make_S32i($0, $1.a, $1.b, $1.c, $1.d) },
        cAddress(CFixtures_make_S32i as @convention(c) (Int64, Int64, Int64, Int64) -> Self)
      ),
      echo: (
        CFixtures_echo_S32i, CFixtures_call_echo_S32i,
        cAddress(CFixtures_echo_S32i as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S32i, CFixtures_call_late_S32i,
        cAddress(
          CFixtures_late_S32i
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S32i, CFixtures_call_sum_S32i,
        cAddress(CFixtures_sum_S32i as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S32i, CFixtures_call_scale_S32i,
        cAddress(CFixtures_scale_S32i as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_Nested: CMatrixStruct {
  static var encoding: String { CFIXTURES_ENCODING_Nested }
  static var makeCodes: String { "ffdss" }
  static var samples: [Self] {
    [
      Self(inner: CFixtures_S8f(a: 1.5, b: -2), d: 0.25, s: (-3, 0x7FFF)),
      Self(inner: CFixtures_S8f(a: -0.0, b: .infinity), d: -.greatestFiniteMagnitude, s: (.min, -1)),
    ]
  }
  var fieldBits: [UInt64] { [word(inner.a), word(inner.b), word(d), word(s.0), word(s.1)] }
  var makeArguments: [Any] { [inner.a, inner.b, d, s.0, s.1] }
  static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_Nested($0.inner.a, $0.inner.b, $0.d, $0.s.0, $0.s.1) },
        { CFixtures_call_make_Nested($0, $1.inner.a, $1.inner.b, $1.d, $1.s.0, $1.s.1) },
        cAddress(CFixtures_make_Nested as @convention(c) (Float, Float, Double, Int16, Int16) -> Self)
      ),
      echo: (
        CFixtures_echo_Nested, CFixtures_call_echo_Nested,
        cAddress(CFixtures_echo_Nested as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_Nested, CFixtures_call_late_Nested,
        cAddress(
          CFixtures_late_Nested
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_Nested, CFixtures_call_sum_Nested,
        cAddress(CFixtures_sum_Nested as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_Nested, CFixtures_call_scale_Nested,
        cAddress(CFixtures_scale_Nested as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}
