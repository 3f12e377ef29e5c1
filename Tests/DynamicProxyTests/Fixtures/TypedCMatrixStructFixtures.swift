import CFixtures
import Testing

@testable import DynamicProxy

// MARK: - Structs

/// A struct's make, echo, late, sum and scale fixtures, as typed methods.
struct TypedStructFixtures<S: TypeEncodable> {
  typealias Returning<R> = (
    direct: @Sendable (S) -> R, call: (UnsafeRawPointer, S) -> R, address: UnsafeRawPointer
  )
  let name: String
  let encoding: String
  let samples: [S]
  let echo: Returning<S>
  let late: (direct: LateFunction<S>, call: CallLateFunction<S>, address: UnsafeRawPointer)
  let sum: Returning<Double>
  let scale:
    (
      direct: @Sendable (UnsafeMutablePointer<S>, Int32) -> Void,
      call: (UnsafeRawPointer, UnsafeMutablePointer<S>, Int32) -> Void, address: UnsafeRawPointer
    )
  /// Runs the typed round trips of `make` for a sample.
  let make: (TypedStructFixtures<S>, S) throws -> Void

  /// The checksum C folds the struct's fields into (what `echo` leaves).
  func fingerprint(_ x: S) -> UInt64 {
    let saved = CFixtures_lastChecksum()
    _ = echo.direct(x)
    let checksum = CFixtures_lastChecksum()
    CFixtures_storeChecksum(saved)
    return checksum
  }

  func check() throws {
    let same: (S, S) -> Bool = { fingerprint($0) == fingerprint($1) }
    let echoTrip = try TypedRoundTrip(
      DelegateMethod<S, S>.optional(Selector("echo_\(name)")), encoded: encoding + encoding,
      function: echo.address,
      direct: echo.direct, throughC: echo.call, same: same)
    let lateTrip = try TypedRoundTrip(
      LateMethod<S>.optional(Selector("late_\(name)")), encoded: encoding + lateEncoding + encoding,
      function: late.address, direct: late.direct, throughC: late.call, same: same)
    let sumTrip = try TypedRoundTrip(
      DelegateMethod<S, Double>.optional(Selector("sum_\(name)")), encoded: "d" + encoding,
      function: sum.address,
      direct: sum.direct, throughC: sum.call, same: sameBits)
    let scaleTrip = try TypedRoundTrip(
      DelegateMethod<UnsafeMutablePointer<S>, Int32, Void>.optional(Selector("scale_\(name)")),
      encoded: "v^" + encoding + "i", function: scale.address, direct: scale.direct, throughC: scale.call,
      same: { _, _ in true })
    let scaled = UnsafeMutablePointer<S>.allocate(capacity: 1)
    defer { scaled.deallocate() }
    for x in samples {
      try make(self, x)
      try echoTrip.check("echo_\(name)", arguments: { x })
      try lateTrip.check("late_\(name)", arguments: { lateArguments(x) })
      try sumTrip.check("sum_\(name)", arguments: { x })
      for k: Int32 in [-3, 257] {
        try scaleTrip.check(
          "scale_\(name) by \(k)",
          arguments: {
            scaled.initialize(to: x)
            return (scaled, k)
          }, effect: { fingerprint(scaled.pointee) })
      }
    }
  }

  /// The typed round trips of a `make` fixture, whose arguments are the fields of `sample`.
  func checkMake<each Field>(
    _ method: DelegateMethod<repeat each Field, S>, _ direct: @escaping @Sendable (repeat each Field) -> S,
    _ call: @escaping (UnsafeRawPointer, repeat each Field) -> S, _ address: UnsafeRawPointer, sample: S,
    fields: (S) -> (repeat each Field)
  ) throws {
    let trip = try TypedRoundTrip(
      method, function: address, direct: direct, throughC: call, same: { fingerprint($0) == fingerprint($1) })
    try trip.check("make_\(name)", arguments: { fields(sample) })
  }
}

extension CMatrixStructKind {
  func checkTyped() throws {
    switch self {
    case .S1: try checkTypedS1()
    case .S2: try checkTypedS2()
    case .S3: try checkTypedS3()
    case .S4: try checkTypedS4()
    case .S4f: try checkTypedS4f()
    case .S8: try checkTypedS8()
    case .S8f: try checkTypedS8f()
    case .S12: try checkTypedS12()
    case .S12f: try checkTypedS12f()
    case .S16: try checkTypedS16()
    case .S16f: try checkTypedS16f()
    case .S16a: try checkTypedS16a()
    case .S24: try checkTypedS24()
    case .S24d: try checkTypedS24d()
    case .S32: try checkTypedS32()
    case .S32i: try checkTypedS32i()
    case .Nested: try checkTypedNested()
    }
  }

  /// The typed round trips of S1's fixtures.
  func checkTypedS1() throws {
    typealias S = CFixtures_S1
    return try TypedStructFixtures<S>(
      name: "S1", encoding: CFIXTURES_ENCODING_S1,
      samples: [S(a: -5), S(a: .min)],
      echo: (
        CFixtures_echo_S1, CFixtures_call_echo_S1, cAddress(CFixtures_echo_S1 as @convention(c) (S) -> S)
      ),
      late: (
        CFixtures_late_S1, CFixtures_call_late_S1,
        cAddress(
          CFixtures_late_S1
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
            ) -> S)
      ),
      sum: (
        CFixtures_sum_S1, CFixtures_call_sum_S1, cAddress(CFixtures_sum_S1 as @convention(c) (S) -> Double)
      ),
      scale: (
        CFixtures_scale_S1, CFixtures_call_scale_S1,
        cAddress(CFixtures_scale_S1 as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
      ),
      make: { fixtures, x in
        try fixtures.checkMake(
          DelegateMethod<Int8, S>.optional("make_S1"), CFixtures_make_S1, CFixtures_call_make_S1,
          cAddress(CFixtures_make_S1 as @convention(c) (Int8) -> S), sample: x
        ) { x in (x.a) }
      }
    ).check()
  }

  /// The typed round trips of S2's fixtures.
  func checkTypedS2() throws {
    typealias S = CFixtures_S2
    return try TypedStructFixtures<S>(
      name: "S2", encoding: CFIXTURES_ENCODING_S2,
      samples: [S(a: 0xFF, b: -1), S(a: 1, b: .min)],
      echo: (
        CFixtures_echo_S2, CFixtures_call_echo_S2, cAddress(CFixtures_echo_S2 as @convention(c) (S) -> S)
      ),
      late: (
        CFixtures_late_S2, CFixtures_call_late_S2,
        cAddress(
          CFixtures_late_S2
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
            ) -> S)
      ),
      sum: (
        CFixtures_sum_S2, CFixtures_call_sum_S2, cAddress(CFixtures_sum_S2 as @convention(c) (S) -> Double)
      ),
      scale: (
        CFixtures_scale_S2, CFixtures_call_scale_S2,
        cAddress(CFixtures_scale_S2 as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
      ),
      make: { fixtures, x in
        try fixtures.checkMake(
          DelegateMethod<UInt8, Int8, S>.optional("make_S2"), CFixtures_make_S2, CFixtures_call_make_S2,
          cAddress(CFixtures_make_S2 as @convention(c) (UInt8, Int8) -> S), sample: x
        ) { x in (x.a, x.b) }
      }
    ).check()
  }

  /// The typed round trips of S3's fixtures.
  func checkTypedS3() throws {
    typealias S = CFixtures_S3
    return try TypedStructFixtures<S>(
      name: "S3", encoding: CFIXTURES_ENCODING_S3,
      samples: [S(a: 1, b: -2, c: .max), S(a: .min, b: 0, c: -1)],
      echo: (
        CFixtures_echo_S3, CFixtures_call_echo_S3, cAddress(CFixtures_echo_S3 as @convention(c) (S) -> S)
      ),
      late: (
        CFixtures_late_S3, CFixtures_call_late_S3,
        cAddress(
          CFixtures_late_S3
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
            ) -> S)
      ),
      sum: (
        CFixtures_sum_S3, CFixtures_call_sum_S3, cAddress(CFixtures_sum_S3 as @convention(c) (S) -> Double)
      ),
      scale: (
        CFixtures_scale_S3, CFixtures_call_scale_S3,
        cAddress(CFixtures_scale_S3 as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
      ),
      make: { fixtures, x in
        try fixtures.checkMake(
          DelegateMethod<Int8, Int8, Int8, S>.optional("make_S3"), CFixtures_make_S3,
          CFixtures_call_make_S3,
          cAddress(CFixtures_make_S3 as @convention(c) (Int8, Int8, Int8) -> S), sample: x
        ) { x in (x.a, x.b, x.c) }
      }
    ).check()
  }

  /// The typed round trips of S4's fixtures.
  func checkTypedS4() throws {
    typealias S = CFixtures_S4
    return try TypedStructFixtures<S>(
      name: "S4", encoding: CFIXTURES_ENCODING_S4,
      samples: [S(a: -300, b: .max), S(a: .min, b: 7)],
      echo: (
        CFixtures_echo_S4, CFixtures_call_echo_S4, cAddress(CFixtures_echo_S4 as @convention(c) (S) -> S)
      ),
      late: (
        CFixtures_late_S4, CFixtures_call_late_S4,
        cAddress(
          CFixtures_late_S4
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
            ) -> S)
      ),
      sum: (
        CFixtures_sum_S4, CFixtures_call_sum_S4, cAddress(CFixtures_sum_S4 as @convention(c) (S) -> Double)
      ),
      scale: (
        CFixtures_scale_S4, CFixtures_call_scale_S4,
        cAddress(CFixtures_scale_S4 as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
      ),
      make: { fixtures, x in
        try fixtures.checkMake(
          DelegateMethod<Int16, Int16, S>.optional("make_S4"), CFixtures_make_S4, CFixtures_call_make_S4,
          cAddress(CFixtures_make_S4 as @convention(c) (Int16, Int16) -> S), sample: x
        ) { x in (x.a, x.b) }
      }
    ).check()
  }

  /// The typed round trips of S4f's fixtures.
  func checkTypedS4f() throws {
    typealias S = CFixtures_S4f
    return try TypedStructFixtures<S>(
      name: "S4f", encoding: CFIXTURES_ENCODING_S4f,
      samples: [S(a: 1.5), S(a: -.infinity)],
      echo: (
        CFixtures_echo_S4f, CFixtures_call_echo_S4f, cAddress(CFixtures_echo_S4f as @convention(c) (S) -> S)
      ),
      late: (
        CFixtures_late_S4f, CFixtures_call_late_S4f,
        cAddress(
          CFixtures_late_S4f
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
            ) -> S)
      ),
      sum: (
        CFixtures_sum_S4f, CFixtures_call_sum_S4f,
        cAddress(CFixtures_sum_S4f as @convention(c) (S) -> Double)
      ),
      scale: (
        CFixtures_scale_S4f, CFixtures_call_scale_S4f,
        cAddress(CFixtures_scale_S4f as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
      ),
      make: { fixtures, x in
        try fixtures.checkMake(
          DelegateMethod<Float, S>.optional("make_S4f"), CFixtures_make_S4f, CFixtures_call_make_S4f,
          cAddress(CFixtures_make_S4f as @convention(c) (Float) -> S), sample: x
        ) { x in (x.a) }
      }
    ).check()
  }

  /// The typed round trips of S8's fixtures.
  func checkTypedS8() throws {
    typealias S = CFixtures_S8
    return try TypedStructFixtures<S>(
      name: "S8", encoding: CFIXTURES_ENCODING_S8,
      samples: [S(a: -9, b: 0.25), S(a: .max, b: -.leastNonzeroMagnitude)],
      echo: (
        CFixtures_echo_S8, CFixtures_call_echo_S8, cAddress(CFixtures_echo_S8 as @convention(c) (S) -> S)
      ),
      late: (
        CFixtures_late_S8, CFixtures_call_late_S8,
        cAddress(
          CFixtures_late_S8
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
            ) -> S)
      ),
      sum: (
        CFixtures_sum_S8, CFixtures_call_sum_S8, cAddress(CFixtures_sum_S8 as @convention(c) (S) -> Double)
      ),
      scale: (
        CFixtures_scale_S8, CFixtures_call_scale_S8,
        cAddress(CFixtures_scale_S8 as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
      ),
      make: { fixtures, x in
        try fixtures.checkMake(
          DelegateMethod<Int32, Float, S>.optional("make_S8"), CFixtures_make_S8, CFixtures_call_make_S8,
          cAddress(CFixtures_make_S8 as @convention(c) (Int32, Float) -> S), sample: x
        ) { x in (x.a, x.b) }
      }
    ).check()
  }

  /// The typed round trips of S8f's fixtures.
  func checkTypedS8f() throws {
    typealias S = CFixtures_S8f
    return try TypedStructFixtures<S>(
      name: "S8f", encoding: CFIXTURES_ENCODING_S8f,
      samples: [S(a: 1.5, b: -2), S(a: -0.0, b: .greatestFiniteMagnitude)],
      echo: (
        CFixtures_echo_S8f, CFixtures_call_echo_S8f, cAddress(CFixtures_echo_S8f as @convention(c) (S) -> S)
      ),
      late: (
        CFixtures_late_S8f, CFixtures_call_late_S8f,
        cAddress(
          CFixtures_late_S8f
            as @convention(c) (
              I64, I64, I64, I64, I64, I64, I64, F64, F64, F64, F64, F64, F64, F64, F64, F64, S
            ) -> S)
      ),
      sum: (
        CFixtures_sum_S8f, CFixtures_call_sum_S8f,
        cAddress(CFixtures_sum_S8f as @convention(c) (S) -> Double)
      ),
      scale: (
        CFixtures_scale_S8f, CFixtures_call_scale_S8f,
        cAddress(CFixtures_scale_S8f as @convention(c) (UnsafeMutablePointer<S>, Int32) -> Void)
      ),
      make: { fixtures, x in
        try fixtures.checkMake(
          DelegateMethod<Float, Float, S>.optional("make_S8f"), CFixtures_make_S8f, CFixtures_call_make_S8f,
          cAddress(CFixtures_make_S8f as @convention(c) (Float, Float) -> S), sample: x
        ) { x in (x.a, x.b) }
      }
    ).check()
  }
}
