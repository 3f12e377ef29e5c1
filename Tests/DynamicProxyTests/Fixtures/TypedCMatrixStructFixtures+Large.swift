import CFixtures
import Testing

@testable import DynamicProxy

// The typed round trips of the matrix's structs of more than 8 bytes (S12 to Nested); the smaller
// ones, and the dispatch of CMatrixStructKind.checkTyped, are in TypedCMatrixStructFixtures.swift.

extension CMatrixStructKind {
  /// The typed round trips of S12's fixtures.
  func checkTypedS12() throws {
    typealias S = CFixtures_S12
    return try TypedStructFixtures<S>(
      name: "S12", encoding: CFIXTURES_ENCODING_S12,
      samples: [S(a: 1, b: -2.5, c: .min), S(a: -1, b: .infinity, c: 3)],
      echo: (
        CFixtures_echo_S12, CFixtures_call_echo_S12, cAddress(CFixtures_echo_S12 as @convention(c) (S) -> S)
      ),
      late: (
        CFixtures_late_S12, CFixtures_call_late_S12,
        cAddress(
          CFixtures_late_S12
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
            ) -> S)
      ),
      sum: (
        CFixtures_sum_S12, CFixtures_call_sum_S12,
        cAddress(CFixtures_sum_S12 as @convention(c) (S) -> Double)
      ),
      scale: (
        CFixtures_scale_S12, CFixtures_call_scale_S12,
        cAddress(CFixtures_scale_S12 as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
      ),
      make: { fixtures, x in
        try fixtures.checkMake(
          DelegateMethod<Int32, Float, Int32, S>.optional("make_S12"), CFixtures_make_S12,
          CFixtures_call_make_S12,
          cAddress(CFixtures_make_S12 as @convention(c) (Int32, Float, Int32) -> S), sample: x
        ) { x in (x.a, x.b, x.c) }
      }
    ).check()
  }

  /// The typed round trips of S12f's fixtures.
  func checkTypedS12f() throws {
    typealias S = CFixtures_S12f
    return try TypedStructFixtures<S>(
      name: "S12f", encoding: CFIXTURES_ENCODING_S12f,
      samples: [S(a: 1.5, b: -2.5, c: 3.25), S(a: -0.0, b: 0, c: .ulpOfOne)],
      echo: (
        CFixtures_echo_S12f, CFixtures_call_echo_S12f,
        cAddress(CFixtures_echo_S12f as @convention(c) (S) -> S)
      ),
      late: (
        CFixtures_late_S12f, CFixtures_call_late_S12f,
        cAddress(
          CFixtures_late_S12f
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
            ) -> S)
      ),
      sum: (
        CFixtures_sum_S12f, CFixtures_call_sum_S12f,
        cAddress(CFixtures_sum_S12f as @convention(c) (S) -> Double)
      ),
      scale: (
        CFixtures_scale_S12f, CFixtures_call_scale_S12f,
        cAddress(CFixtures_scale_S12f as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
      ),
      make: { fixtures, x in
        try fixtures.checkMake(
          DelegateMethod<Float, Float, Float, S>.optional("make_S12f"), CFixtures_make_S12f,
          CFixtures_call_make_S12f,
          cAddress(CFixtures_make_S12f as @convention(c) (Float, Float, Float) -> S), sample: x
        ) { x in (x.a, x.b, x.c) }
      }
    ).check()
  }

  /// The typed round trips of S16's fixtures.
  func checkTypedS16() throws {
    typealias S = CFixtures_S16
    return try TypedStructFixtures<S>(
      name: "S16", encoding: CFIXTURES_ENCODING_S16,
      samples: [S(a: -0.5, b: 1 << 53), S(a: .pi, b: .min)],
      echo: (
        CFixtures_echo_S16, CFixtures_call_echo_S16, cAddress(CFixtures_echo_S16 as @convention(c) (S) -> S)
      ),
      late: (
        CFixtures_late_S16, CFixtures_call_late_S16,
        cAddress(
          CFixtures_late_S16
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
            ) -> S)
      ),
      sum: (
        CFixtures_sum_S16, CFixtures_call_sum_S16,
        cAddress(CFixtures_sum_S16 as @convention(c) (S) -> Double)
      ),
      scale: (
        CFixtures_scale_S16, CFixtures_call_scale_S16,
        cAddress(CFixtures_scale_S16 as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
      ),
      make: { fixtures, x in
        try fixtures.checkMake(
          DelegateMethod<Double, Int64, S>.optional("make_S16"), CFixtures_make_S16,
          CFixtures_call_make_S16,
          cAddress(CFixtures_make_S16 as @convention(c) (Double, Int64) -> S), sample: x
        ) { x in (x.a, x.b) }
      }
    ).check()
  }

  /// The typed round trips of S16f's fixtures.
  func checkTypedS16f() throws {
    typealias S = CFixtures_S16f
    return try TypedStructFixtures<S>(
      name: "S16f", encoding: CFIXTURES_ENCODING_S16f,
      samples: [S(a: 1, b: -2, c: 3.5, d: -4.25), S(a: -0.0, b: .infinity, c: 0, d: .ulpOfOne)],
      echo: (
        CFixtures_echo_S16f, CFixtures_call_echo_S16f,
        cAddress(CFixtures_echo_S16f as @convention(c) (S) -> S)
      ),
      late: (
        CFixtures_late_S16f, CFixtures_call_late_S16f,
        cAddress(
          CFixtures_late_S16f
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
            ) -> S)
      ),
      sum: (
        CFixtures_sum_S16f, CFixtures_call_sum_S16f,
        cAddress(CFixtures_sum_S16f as @convention(c) (S) -> Double)
      ),
      scale: (
        CFixtures_scale_S16f, CFixtures_call_scale_S16f,
        cAddress(CFixtures_scale_S16f as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
      ),
      make: { fixtures, x in
        try fixtures.checkMake(
          DelegateMethod<Float, Float, Float, Float, S>.optional("make_S16f"), CFixtures_make_S16f,
          CFixtures_call_make_S16f,
          cAddress(CFixtures_make_S16f as @convention(c) (Float, Float, Float, Float) -> S), sample: x
        ) { x in (x.a, x.b, x.c, x.d) }
      }
    ).check()
  }

  /// The typed round trips of S16a's fixtures.
  func checkTypedS16a() throws {
    typealias S = CFixtures_S16a
    return try TypedStructFixtures<S>(
      name: "S16a", encoding: CFIXTURES_ENCODING_S16a,
      samples: [S(a: 7, b: (1.25, -2.5, 4.75)), S(a: .min, b: (-0.0, .infinity, 3))],
      echo: (
        CFixtures_echo_S16a, CFixtures_call_echo_S16a,
        cAddress(CFixtures_echo_S16a as @convention(c) (S) -> S)
      ),
      late: (
        CFixtures_late_S16a, CFixtures_call_late_S16a,
        cAddress(
          CFixtures_late_S16a
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
            ) -> S)
      ),
      sum: (
        CFixtures_sum_S16a, CFixtures_call_sum_S16a,
        cAddress(CFixtures_sum_S16a as @convention(c) (S) -> Double)
      ),
      scale: (
        CFixtures_scale_S16a, CFixtures_call_scale_S16a,
        cAddress(CFixtures_scale_S16a as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
      ),
      make: { fixtures, x in
        try fixtures.checkMake(
          DelegateMethod<Int32, Float, Float, Float, S>.optional("make_S16a"), CFixtures_make_S16a,
          CFixtures_call_make_S16a,
          cAddress(CFixtures_make_S16a as @convention(c) (Int32, Float, Float, Float) -> S), sample: x
        ) { x in (x.a, x.b.0, x.b.1, x.b.2) }
      }
    ).check()
  }

  /// The typed round trips of S24's fixtures.
  func checkTypedS24() throws {
    typealias S = CFixtures_S24
    return try TypedStructFixtures<S>(
      name: "S24", encoding: CFIXTURES_ENCODING_S24,
      samples: [S(a: 0x0123_4567_89AB_CDEF, b: -2.5, c: 42), S(a: .min, b: -0.0, c: .max)],
      echo: (
        CFixtures_echo_S24, CFixtures_call_echo_S24, cAddress(CFixtures_echo_S24 as @convention(c) (S) -> S)
      ),
      late: (
        CFixtures_late_S24, CFixtures_call_late_S24,
        cAddress(
          CFixtures_late_S24
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
            ) -> S)
      ),
      sum: (
        CFixtures_sum_S24, CFixtures_call_sum_S24,
        cAddress(CFixtures_sum_S24 as @convention(c) (S) -> Double)
      ),
      scale: (
        CFixtures_scale_S24, CFixtures_call_scale_S24,
        cAddress(CFixtures_scale_S24 as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
      ),
      make: { fixtures, x in
        try fixtures.checkMake(
          DelegateMethod<Int64, Double, Int32, S>.optional("make_S24"), CFixtures_make_S24,
          CFixtures_call_make_S24,
          cAddress(CFixtures_make_S24 as @convention(c) (Int64, Double, Int32) -> S), sample: x
        ) { x in (x.a, x.b, x.c) }
      }
    ).check()
  }

  /// The typed round trips of S24d's fixtures.
  func checkTypedS24d() throws {
    typealias S = CFixtures_S24d
    return try TypedStructFixtures<S>(
      name: "S24d", encoding: CFIXTURES_ENCODING_S24d,
      samples: [S(a: 1, b: -2, c: .pi), S(a: -0.0, b: .infinity, c: 1e-300)],
      echo: (
        CFixtures_echo_S24d, CFixtures_call_echo_S24d,
        cAddress(CFixtures_echo_S24d as @convention(c) (S) -> S)
      ),
      late: (
        CFixtures_late_S24d, CFixtures_call_late_S24d,
        cAddress(
          CFixtures_late_S24d
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
            ) -> S)
      ),
      sum: (
        CFixtures_sum_S24d, CFixtures_call_sum_S24d,
        cAddress(CFixtures_sum_S24d as @convention(c) (S) -> Double)
      ),
      scale: (
        CFixtures_scale_S24d, CFixtures_call_scale_S24d,
        cAddress(CFixtures_scale_S24d as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
      ),
      make: { fixtures, x in
        try fixtures.checkMake(
          DelegateMethod<Double, Double, Double, S>.optional("make_S24d"), CFixtures_make_S24d,
          CFixtures_call_make_S24d,
          cAddress(CFixtures_make_S24d as @convention(c) (Double, Double, Double) -> S), sample: x
        ) { x in (x.a, x.b, x.c) }
      }
    ).check()
  }

  /// The typed round trips of S32's fixtures.
  func checkTypedS32() throws {
    typealias S = CFixtures_S32
    return try TypedStructFixtures<S>(
      name: "S32", encoding: CFIXTURES_ENCODING_S32,
      samples: [S(a: 1, b: -2, c: 3, d: -4.5), S(a: -0.0, b: .infinity, c: 1e300, d: .ulpOfOne)],
      echo: (
        CFixtures_echo_S32, CFixtures_call_echo_S32, cAddress(CFixtures_echo_S32 as @convention(c) (S) -> S)
      ),
      late: (
        CFixtures_late_S32, CFixtures_call_late_S32,
        cAddress(
          CFixtures_late_S32
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
            ) -> S)
      ),
      sum: (
        CFixtures_sum_S32, CFixtures_call_sum_S32,
        cAddress(CFixtures_sum_S32 as @convention(c) (S) -> Double)
      ),
      scale: (
        CFixtures_scale_S32, CFixtures_call_scale_S32,
        cAddress(CFixtures_scale_S32 as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
      ),
      make: { fixtures, x in
        try fixtures.checkMake(
          DelegateMethod<Double, Double, Double, Double, S>.optional("make_S32"), CFixtures_make_S32,
          CFixtures_call_make_S32,
          cAddress(CFixtures_make_S32 as @convention(c) (Double, Double, Double, Double) -> S), sample: x
        ) { x in (x.a, x.b, x.c, x.d) }
      }
    ).check()
  }

  /// The typed round trips of S32i's fixtures.
  func checkTypedS32i() throws {
    typealias S = CFixtures_S32i
    return try TypedStructFixtures<S>(
      name: "S32i", encoding: CFIXTURES_ENCODING_S32i,
      samples: [S(a: 1, b: -2, c: .max, d: .min), S(a: 0, b: -1, c: 1 << 40, d: 7)],
      echo: (
        CFixtures_echo_S32i, CFixtures_call_echo_S32i,
        cAddress(CFixtures_echo_S32i as @convention(c) (S) -> S)
      ),
      late: (
        CFixtures_late_S32i, CFixtures_call_late_S32i,
        cAddress(
          CFixtures_late_S32i
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
            ) -> S)
      ),
      sum: (
        CFixtures_sum_S32i, CFixtures_call_sum_S32i,
        cAddress(CFixtures_sum_S32i as @convention(c) (S) -> Double)
      ),
      scale: (
        CFixtures_scale_S32i, CFixtures_call_scale_S32i,
        cAddress(CFixtures_scale_S32i as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
      ),
      make: { fixtures, x in
        try fixtures.checkMake(
          DelegateMethod<Int64, Int64, Int64, Int64, S>.optional("make_S32i"), CFixtures_make_S32i,
          CFixtures_call_make_S32i,
          cAddress(CFixtures_make_S32i as @convention(c) (Int64, Int64, Int64, Int64) -> S), sample: x
        ) { x in (x.a, x.b, x.c, x.d) }
      }
    ).check()
  }

  /// The typed round trips of Nested's fixtures.
  func checkTypedNested() throws {
    typealias S = CFixtures_Nested
    return try TypedStructFixtures<S>(
      name: "Nested", encoding: CFIXTURES_ENCODING_Nested,
      samples: [
        S(inner: CFixtures_S8f(a: 1.5, b: -2), d: 0.25, s: (-3, 0x7FFF)),
        S(inner: CFixtures_S8f(a: -0.0, b: .infinity), d: -1e300, s: (.min, -1)),
      ],
      echo: (
        CFixtures_echo_Nested, CFixtures_call_echo_Nested,
        cAddress(CFixtures_echo_Nested as @convention(c) (S) -> S)
      ),
      late: (
        CFixtures_late_Nested, CFixtures_call_late_Nested,
        cAddress(
          CFixtures_late_Nested
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
            ) -> S)
      ),
      sum: (
        CFixtures_sum_Nested, CFixtures_call_sum_Nested,
        cAddress(CFixtures_sum_Nested as @convention(c) (S) -> Double)
      ),
      scale: (
        CFixtures_scale_Nested, CFixtures_call_scale_Nested,
        cAddress(CFixtures_scale_Nested as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
      ),
      make: { fixtures, x in
        try fixtures.checkMake(
          DelegateMethod<Float, Float, Double, Int16, Int16, S>.optional("make_Nested"),
          CFixtures_make_Nested, CFixtures_call_make_Nested,
          cAddress(CFixtures_make_Nested as @convention(c) (Float, Float, Double, Int16, Int16) -> S),
          sample: x
        ) { x in (x.inner.a, x.inner.b, x.d, x.s.0, x.s.1) }
      }
    ).check()
  }
}
