import CFixtures
import Testing

@testable import DynamicProxy

// The structs of the matrix of up to 16 bytes (S1 to S16a) as CMatrixStruct: their encodings,
// samples and fields, and the calls of their fixtures.

extension CFixtures_S1: CMatrixStruct {
  static var encoding: String { CFIXTURES_ENCODING_S1 }
  static var makeCodes: String { "c" }
  static var samples: [Self] {
    [Self(a: -5), Self(a: .min), Self(a: .max)]
  }
  var fieldBits: [UInt64] { [word(a)] }
  var makeArguments: [Any] { [a] }
  static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S1($0.a) }, { CFixtures_call_make_S1($0, $1.a) },
        cAddress(CFixtures_make_S1 as @convention(c) (Int8) -> Self)
      ),
      echo: (
        CFixtures_echo_S1, CFixtures_call_echo_S1,
        cAddress(CFixtures_echo_S1 as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S1, CFixtures_call_late_S1,
        cAddress(
          CFixtures_late_S1
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S1, CFixtures_call_sum_S1,
        cAddress(CFixtures_sum_S1 as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S1, CFixtures_call_scale_S1,
        cAddress(CFixtures_scale_S1 as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_S2: CMatrixStruct {
  static var encoding: String { CFIXTURES_ENCODING_S2 }
  static var makeCodes: String { "Cc" }
  static var samples: [Self] {
    [Self(a: 0x80, b: -1), Self(a: 0xFF, b: .min)]
  }
  var fieldBits: [UInt64] { [word(a), word(b)] }
  var makeArguments: [Any] { [a, b] }
  static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S2($0.a, $0.b) }, { CFixtures_call_make_S2($0, $1.a, $1.b) },
        cAddress(CFixtures_make_S2 as @convention(c) (UInt8, Int8) -> Self)
      ),
      echo: (
        CFixtures_echo_S2, CFixtures_call_echo_S2,
        cAddress(CFixtures_echo_S2 as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S2, CFixtures_call_late_S2,
        cAddress(
          CFixtures_late_S2
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S2, CFixtures_call_sum_S2,
        cAddress(CFixtures_sum_S2 as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S2, CFixtures_call_scale_S2,
        cAddress(CFixtures_scale_S2 as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_S3: CMatrixStruct {
  static var encoding: String { CFIXTURES_ENCODING_S3 }
  static var makeCodes: String { "ccc" }
  static var samples: [Self] {
    [Self(a: 1, b: -2, c: 3), Self(a: .min, b: .max, c: -1)]
  }
  var fieldBits: [UInt64] { [word(a), word(b), word(c)] }
  var makeArguments: [Any] { [a, b, c] }
  static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S3($0.a, $0.b, $0.c) }, { CFixtures_call_make_S3($0, $1.a, $1.b, $1.c) },
        cAddress(CFixtures_make_S3 as @convention(c) (Int8, Int8, Int8) -> Self)
      ),
      echo: (
        CFixtures_echo_S3, CFixtures_call_echo_S3,
        cAddress(CFixtures_echo_S3 as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S3, CFixtures_call_late_S3,
        cAddress(
          CFixtures_late_S3
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S3, CFixtures_call_sum_S3,
        cAddress(CFixtures_sum_S3 as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S3, CFixtures_call_scale_S3,
        cAddress(CFixtures_scale_S3 as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_S4: CMatrixStruct {
  static var encoding: String { CFIXTURES_ENCODING_S4 }
  static var makeCodes: String { "ss" }
  static var samples: [Self] {
    [Self(a: -300, b: .max), Self(a: .min, b: -1)]
  }
  var fieldBits: [UInt64] { [word(a), word(b)] }
  var makeArguments: [Any] { [a, b] }
  static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S4($0.a, $0.b) }, { CFixtures_call_make_S4($0, $1.a, $1.b) },
        cAddress(CFixtures_make_S4 as @convention(c) (Int16, Int16) -> Self)
      ),
      echo: (
        CFixtures_echo_S4, CFixtures_call_echo_S4,
        cAddress(CFixtures_echo_S4 as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S4, CFixtures_call_late_S4,
        cAddress(
          CFixtures_late_S4
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S4, CFixtures_call_sum_S4,
        cAddress(CFixtures_sum_S4 as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S4, CFixtures_call_scale_S4,
        cAddress(CFixtures_scale_S4 as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_S4f: CMatrixStruct {
  static var encoding: String { CFIXTURES_ENCODING_S4f }
  static var makeCodes: String { "f" }
  static var samples: [Self] {
    [Self(a: 1.5), Self(a: -.leastNonzeroMagnitude), Self(a: .nan)]
  }
  var fieldBits: [UInt64] { [word(a)] }
  var makeArguments: [Any] { [a] }
  static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S4f($0.a) }, { CFixtures_call_make_S4f($0, $1.a) },
        cAddress(CFixtures_make_S4f as @convention(c) (Float) -> Self)
      ),
      echo: (
        CFixtures_echo_S4f, CFixtures_call_echo_S4f,
        cAddress(CFixtures_echo_S4f as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S4f, CFixtures_call_late_S4f,
        cAddress(
          CFixtures_late_S4f
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S4f, CFixtures_call_sum_S4f,
        cAddress(CFixtures_sum_S4f as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S4f, CFixtures_call_scale_S4f,
        cAddress(CFixtures_scale_S4f as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_S8: CMatrixStruct {
  static var encoding: String { CFIXTURES_ENCODING_S8 }
  static var makeCodes: String { "if" }
  static var samples: [Self] {
    [Self(a: -7, b: 2.25), Self(a: .min, b: .greatestFiniteMagnitude)]
  }
  var fieldBits: [UInt64] { [word(a), word(b)] }
  var makeArguments: [Any] { [a, b] }
  static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S8($0.a, $0.b) }, { CFixtures_call_make_S8($0, $1.a, $1.b) },
        cAddress(CFixtures_make_S8 as @convention(c) (Int32, Float) -> Self)
      ),
      echo: (
        CFixtures_echo_S8, CFixtures_call_echo_S8,
        cAddress(CFixtures_echo_S8 as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S8, CFixtures_call_late_S8,
        cAddress(
          CFixtures_late_S8
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S8, CFixtures_call_sum_S8,
        cAddress(CFixtures_sum_S8 as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S8, CFixtures_call_scale_S8,
        cAddress(CFixtures_scale_S8 as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_S8f: CMatrixStruct {
  static var encoding: String { CFIXTURES_ENCODING_S8f }
  static var makeCodes: String { "ff" }
  static var samples: [Self] {
    [Self(a: 1.5, b: -2.5), Self(a: .leastNonzeroMagnitude, b: -.infinity)]
  }
  var fieldBits: [UInt64] { [word(a), word(b)] }
  var makeArguments: [Any] { [a, b] }
  static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S8f($0.a, $0.b) }, { CFixtures_call_make_S8f($0, $1.a, $1.b) },
        cAddress(CFixtures_make_S8f as @convention(c) (Float, Float) -> Self)
      ),
      echo: (
        CFixtures_echo_S8f, CFixtures_call_echo_S8f,
        cAddress(CFixtures_echo_S8f as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S8f, CFixtures_call_late_S8f,
        cAddress(
          CFixtures_late_S8f
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S8f, CFixtures_call_sum_S8f,
        cAddress(CFixtures_sum_S8f as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S8f, CFixtures_call_scale_S8f,
        cAddress(CFixtures_scale_S8f as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_S12: CMatrixStruct {
  static var encoding: String { CFIXTURES_ENCODING_S12 }
  static var makeCodes: String { "ifi" }
  static var samples: [Self] {
    [Self(a: 1, b: 0.5, c: -3), Self(a: .max, b: -0.0, c: .min), Self(a: -1, b: .nan, c: 0x80)]
  }
  var fieldBits: [UInt64] { [word(a), word(b), word(c)] }
  var makeArguments: [Any] { [a, b, c] }
  static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S12($0.a, $0.b, $0.c) }, { CFixtures_call_make_S12($0, $1.a, $1.b, $1.c) },
        cAddress(CFixtures_make_S12 as @convention(c) (Int32, Float, Int32) -> Self)
      ),
      echo: (
        CFixtures_echo_S12, CFixtures_call_echo_S12,
        cAddress(CFixtures_echo_S12 as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S12, CFixtures_call_late_S12,
        cAddress(
          CFixtures_late_S12
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S12, CFixtures_call_sum_S12,
        cAddress(CFixtures_sum_S12 as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S12, CFixtures_call_scale_S12,
        cAddress(CFixtures_scale_S12 as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_S12f: CMatrixStruct {
  static var encoding: String { CFIXTURES_ENCODING_S12f }
  static var makeCodes: String { "fff" }
  static var samples: [Self] {
    [Self(a: 1, b: -0.0, c: 3.5), Self(a: .greatestFiniteMagnitude, b: .leastNormalMagnitude, c: .nan)]
  }
  var fieldBits: [UInt64] { [word(a), word(b), word(c)] }
  var makeArguments: [Any] { [a, b, c] }
  static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S12f($0.a, $0.b, $0.c) }, { CFixtures_call_make_S12f($0, $1.a, $1.b, $1.c) },
        cAddress(CFixtures_make_S12f as @convention(c) (Float, Float, Float) -> Self)
      ),
      echo: (
        CFixtures_echo_S12f, CFixtures_call_echo_S12f,
        cAddress(CFixtures_echo_S12f as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S12f, CFixtures_call_late_S12f,
        cAddress(
          CFixtures_late_S12f
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S12f, CFixtures_call_sum_S12f,
        cAddress(CFixtures_sum_S12f as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S12f, CFixtures_call_scale_S12f,
        cAddress(CFixtures_scale_S12f as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_S16: CMatrixStruct {
  static var encoding: String { CFIXTURES_ENCODING_S16 }
  static var makeCodes: String { "dq" }
  static var samples: [Self] {
    [Self(a: -0.5, b: 1 << 53), Self(a: .leastNonzeroMagnitude, b: .min)]
  }
  var fieldBits: [UInt64] { [word(a), word(b)] }
  var makeArguments: [Any] { [a, Int(b)] }
  static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S16($0.a, $0.b) }, { CFixtures_call_make_S16($0, $1.a, $1.b) },
        cAddress(CFixtures_make_S16 as @convention(c) (Double, Int64) -> Self)
      ),
      echo: (
        CFixtures_echo_S16, CFixtures_call_echo_S16,
        cAddress(CFixtures_echo_S16 as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S16, CFixtures_call_late_S16,
        cAddress(
          CFixtures_late_S16
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S16, CFixtures_call_sum_S16,
        cAddress(CFixtures_sum_S16 as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S16, CFixtures_call_scale_S16,
        cAddress(CFixtures_scale_S16 as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_S16f: CMatrixStruct {
  static var encoding: String { CFIXTURES_ENCODING_S16f }
  static var makeCodes: String { "ffff" }
  static var samples: [Self] {
    [Self(a: 1, b: 2, c: 3, d: 4), Self(a: -0.0, b: .infinity, c: .leastNonzeroMagnitude, d: -1e30)]
  }
  var fieldBits: [UInt64] { [word(a), word(b), word(c), word(d)] }
  var makeArguments: [Any] { [a, b, c, d] }
  static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S16f($0.a, $0.b, $0.c, $0.d) },
        { CFixtures_call_make_S16f($0, $1.a, $1.b, $1.c, $1.d) },
        cAddress(CFixtures_make_S16f as @convention(c) (Float, Float, Float, Float) -> Self)
      ),
      echo: (
        CFixtures_echo_S16f, CFixtures_call_echo_S16f,
        cAddress(CFixtures_echo_S16f as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S16f, CFixtures_call_late_S16f,
        cAddress(
          CFixtures_late_S16f
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S16f, CFixtures_call_sum_S16f,
        cAddress(CFixtures_sum_S16f as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S16f, CFixtures_call_scale_S16f,
        cAddress(CFixtures_scale_S16f as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}

extension CFixtures_S16a: CMatrixStruct {
  static var encoding: String { CFIXTURES_ENCODING_S16a }
  static var makeCodes: String { "ifff" }
  static var samples: [Self] {
    [
      Self(a: 7, b: (1.25, -2.5, 4.75)),
      Self(a: .min, b: (-0.0, .greatestFiniteMagnitude, .leastNonzeroMagnitude)),
    ]
  }
  var fieldBits: [UInt64] { [word(a), word(b.0), word(b.1), word(b.2)] }
  var makeArguments: [Any] { [a, b.0, b.1, b.2] }
  static var fixtures: StructFixtures<Self> {
    StructFixtures(
      make: (
        { CFixtures_make_S16a($0.a, $0.b.0, $0.b.1, $0.b.2) },
        { CFixtures_call_make_S16a($0, $1.a, $1.b.0, $1.b.1, $1.b.2) },
        cAddress(CFixtures_make_S16a as @convention(c) (Int32, Float, Float, Float) -> Self)
      ),
      echo: (
        CFixtures_echo_S16a, CFixtures_call_echo_S16a,
        cAddress(CFixtures_echo_S16a as @convention(c) (Self) -> Self)
      ),
      late: (
        CFixtures_late_S16a, CFixtures_call_late_S16a,
        cAddress(
          CFixtures_late_S16a
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, Self
            ) -> Self)
      ),
      sum: (
        CFixtures_sum_S16a, CFixtures_call_sum_S16a,
        cAddress(CFixtures_sum_S16a as @convention(c) (Self) -> Double)
      ),
      scale: (
        CFixtures_scale_S16a, CFixtures_call_scale_S16a,
        cAddress(CFixtures_scale_S16a as @convention(c) (UnsafeMutablePointer<Self>, Int32) -> Void)
      ))
  }
}
