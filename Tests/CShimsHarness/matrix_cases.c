// The hand-written C matrix (Tests/CFixtures: CFixtures.h, CFixturesX87.h) as harness cases: each
// fixture with its type encoding and a function that calls a pointer as the fixture's C type
// (through CFixtures' own CFixtures_call_* helpers).

#include "harness.h"

#include <string.h>

/// The i-th argument, as T.
#define A(T, i) (*(T *)args[i])

#define LATE_ENCODING "qqqqqqqddddddddd"
#define LATE_ARGS                                                                               \
  A(int64_t, 0), A(int64_t, 1), A(int64_t, 2), A(int64_t, 3), A(int64_t, 4), A(int64_t, 5),     \
      A(int64_t, 6), A(double, 7), A(double, 8), A(double, 9), A(double, 10), A(double, 11),    \
      A(double, 12), A(double, 13), A(double, 14), A(double, 15)

#define CALLER(name) static void call_##name(const void *fn, void *ret, void *const *args)

// MARK: - Scalars

// X(name, type, encoding)
#define SCALARS(X)                                                                              \
  X(int8, int8_t, "c") X(int16, int16_t, "s") X(int32, int32_t, "i") X(int64, int64_t, "q")     \
  X(uint8, uint8_t, "C") X(uint16, uint16_t, "S") X(uint32, uint32_t, "I")                      \
  X(uint64, uint64_t, "Q") X(float, float, "f") X(double, double, "d")                          \
  X(longdouble, long double, "D") X(bool, bool, "B") X(cstring, const char *, "*")              \
  X(pointer, void *, "^v")
#define NEGATABLE(X)                                                                            \
  X(int8, int8_t, "c") X(int16, int16_t, "s") X(int32, int32_t, "i") X(int64, int64_t, "q")     \
  X(uint8, uint8_t, "C") X(uint16, uint16_t, "S") X(uint32, uint32_t, "I")                      \
  X(uint64, uint64_t, "Q") X(float, float, "f") X(double, double, "d")                          \
  X(longdouble, long double, "D") X(bool, bool, "B")

#define DEFINE_SCALAR(N, T, E)                                                                  \
  CALLER(echo_##N) { *(T *)ret = CFixtures_call_echo_##N(fn, A(T, 0)); }                        \
  CALLER(late_##N) { *(T *)ret = CFixtures_call_late_##N(fn, LATE_ARGS, A(T, 16)); }
SCALARS(DEFINE_SCALAR)

#define DEFINE_NEGATE(N, T, E)                                                                  \
  CALLER(negate_##N) { *(T *)ret = CFixtures_call_negate_##N(fn, A(T, 0)); }
NEGATABLE(DEFINE_NEGATE)

// MARK: - Structs

#define STRUCTS(X)                                                                              \
  X(S1) X(S2) X(S3) X(S4) X(S4f) X(S8) X(S8f) X(S12) X(S12f) X(S16) X(S16f) X(S16a) X(S24)      \
  X(S24d) X(S32) X(S32i) X(Nested)

#define DEFINE_STRUCT(S)                                                                        \
  CALLER(echo_##S) { *(CFixtures_##S *)ret = CFixtures_call_echo_##S(fn, A(CFixtures_##S, 0)); } \
  CALLER(late_##S) {                                                                            \
    *(CFixtures_##S *)ret = CFixtures_call_late_##S(fn, LATE_ARGS, A(CFixtures_##S, 16));       \
  }                                                                                             \
  CALLER(sum_##S) { *(double *)ret = CFixtures_call_sum_##S(fn, A(CFixtures_##S, 0)); }         \
  CALLER(scale_##S) {                                                                           \
    (void)ret;                                                                                  \
    CFixtures_call_scale_##S(fn, A(CFixtures_##S *, 0), A(int32_t, 1));                         \
  }
STRUCTS(DEFINE_STRUCT)

#define MAKE(S, ...)                                                                            \
  CALLER(make_##S) { *(CFixtures_##S *)ret = CFixtures_call_make_##S(fn, __VA_ARGS__); }
MAKE(S1, A(int8_t, 0))
MAKE(S2, A(uint8_t, 0), A(int8_t, 1))
MAKE(S3, A(int8_t, 0), A(int8_t, 1), A(int8_t, 2))
MAKE(S4, A(int16_t, 0), A(int16_t, 1))
MAKE(S4f, A(float, 0))
MAKE(S8, A(int32_t, 0), A(float, 1))
MAKE(S8f, A(float, 0), A(float, 1))
MAKE(S12, A(int32_t, 0), A(float, 1), A(int32_t, 2))
MAKE(S12f, A(float, 0), A(float, 1), A(float, 2))
MAKE(S16, A(double, 0), A(int64_t, 1))
MAKE(S16f, A(float, 0), A(float, 1), A(float, 2), A(float, 3))
MAKE(S16a, A(int32_t, 0), A(float, 1), A(float, 2), A(float, 3))
MAKE(S24, A(int64_t, 0), A(double, 1), A(int32_t, 2))
MAKE(S24d, A(double, 0), A(double, 1), A(double, 2))
MAKE(S32, A(double, 0), A(double, 1), A(double, 2), A(double, 3))
MAKE(S32i, A(int64_t, 0), A(int64_t, 1), A(int64_t, 2), A(int64_t, 3))
MAKE(Nested, A(float, 0), A(float, 1), A(double, 2), A(int16_t, 3), A(int16_t, 4))

// MARK: - Many arguments, strings, callbacks

CALLER(many) {
  *(double *)ret = CFixtures_call_many(
      fn, A(int8_t, 0), A(uint16_t, 1), A(int32_t, 2), A(uint64_t, 3), A(float, 4), A(double, 5),
      A(int64_t, 6), A(uint8_t, 7), A(double, 8), A(float, 9), A(int16_t, 10), A(double, 11),
      A(CFixtures_S16, 12), A(const char *, 13), A(double, 14), A(float, 15), A(int32_t, 16),
      A(double, 17), A(double, 18), A(void *, 19));
}

CALLER(many_ret) {
  *(CFixtures_S32 *)ret = CFixtures_call_many_ret(
      fn, A(int8_t, 0), A(double, 1), A(uint32_t, 2), A(float, 3), A(int64_t, 4),
      A(CFixtures_S8, 5), A(uint16_t, 6), A(double, 7), A(bool, 8), A(CFixtures_S12f, 9),
      A(int32_t, 10), A(long double, 11));
}

CALLER(structInLastRegister) {
  *(double *)ret = CFixtures_call_structInLastRegister(
      fn, A(int64_t, 0), A(int64_t, 1), A(int64_t, 2), A(int64_t, 3), A(int64_t, 4),
      A(double, 5), A(CFixtures_S16a, 6));
}

CALLER(strlen) { *(size_t *)ret = CFixtures_call_strlen(fn, A(const char *, 0)); }
CALLER(greeting) { *(const char **)ret = CFixtures_call_greeting(fn, A(int32_t, 0)); }
CALLER(hashString) { *(uint64_t *)ret = CFixtures_call_hashString(fn, A(const char *, 0)); }
CALLER(offsetPointer) {
  *(void **)ret = CFixtures_call_offsetPointer(fn, A(void *, 0), A(int64_t, 1));
}

typedef int32_t (*ApplyFunction)(void *, int32_t);
typedef double (*StructFunction)(CFixtures_S24, int32_t);

CALLER(applyTwice) {
  *(int32_t *)ret = CFixtures_call_applyTwice(fn, A(ApplyFunction, 0), A(void *, 1), A(int32_t, 2));
}

CALLER(callWithStruct) {
  *(double *)ret = CFixtures_call_callWithStruct(fn, A(StructFunction, 0), A(int32_t, 1));
}

/// The callbacks the C "library" functions call: plain C functions of their types.
static int32_t addUserData(void *userData, int32_t x) {
  return x * 3 + (int32_t)(uintptr_t)userData % 1000;
}
static double weighStruct(CFixtures_S24 s, int32_t k) {
  return (double)s.a / 1e9 + s.b * k + (double)s.c;
}

static void prepareApplyTwice(void *const *args) { A(ApplyFunction, 0) = addUserData; }
static void prepareCallWithStruct(void *const *args) { A(StructFunction, 0) = weighStruct; }

// MARK: - Long double structs (CFixturesX87.h)

#define X87_STRUCTS(X) X(LD) X(LDNested) X(LDArray) X(LDPair) X(LDMixed)
#define DEFINE_X87_NEGATE(S)                                                                    \
  CALLER(negate_##S) {                                                                          \
    *(CFixtures_##S *)ret = CFixtures_call_negate_##S(fn, A(CFixtures_##S, 0));                 \
  }
X87_STRUCTS(DEFINE_X87_NEGATE)

CALLER(x87Eight) {
  *(CFixtures_LD *)ret = CFixtures_call_x87Eight(
      fn, A(int64_t, 0), A(CFixtures_Wrap8, 1), A(int32_t, 2), A(CFixtures_Arr8, 3),
      A(int64_t, 4), A(double, 5), A(CFixtures_S16a, 6), A(CFixtures_LDArray, 7));
}

CALLER(x87Arguments) {
  *(long double *)ret = CFixtures_call_x87Arguments(
      fn, A(float, 0), A(CFixtures_LD, 1), A(int32_t, 2), A(CFixtures_LDMixed, 3), A(double, 4),
      A(CFixtures_LDPair, 5));
}

// MARK: - The table

#define CASE(name, encoding, function)                                                          \
  {#name, encoding, (const void *)(function), call_##name, NULL, NULL, NULL}
#define ENC(S) CFIXTURES_ENCODING_##S

#define SCALAR_CASES(N, T, E)                                                                   \
  CASE(echo_##N, E E, CFixtures_echo_##N), CASE(late_##N, E LATE_ENCODING E, CFixtures_late_##N),
#define NEGATE_CASES(N, T, E) CASE(negate_##N, E E, CFixtures_negate_##N),
#define STRUCT_CASES(S)                                                                         \
  CASE(echo_##S, ENC(S) ENC(S), CFixtures_echo_##S),                                            \
      CASE(late_##S, ENC(S) LATE_ENCODING ENC(S), CFixtures_late_##S),                          \
      CASE(sum_##S, "d" ENC(S), CFixtures_sum_##S),                                             \
      CASE(scale_##S, "v^" ENC(S) "i", CFixtures_scale_##S),
#define X87_CASES(S) CASE(negate_##S, ENC(S) ENC(S), CFixtures_negate_##S),

const HarnessCase HarnessMatrixCases[] = {
    SCALARS(SCALAR_CASES) NEGATABLE(NEGATE_CASES) STRUCTS(STRUCT_CASES)
    CASE(make_S1, ENC(S1) "c", CFixtures_make_S1),
    CASE(make_S2, ENC(S2) "Cc", CFixtures_make_S2),
    CASE(make_S3, ENC(S3) "ccc", CFixtures_make_S3),
    CASE(make_S4, ENC(S4) "ss", CFixtures_make_S4),
    CASE(make_S4f, ENC(S4f) "f", CFixtures_make_S4f),
    CASE(make_S8, ENC(S8) "if", CFixtures_make_S8),
    CASE(make_S8f, ENC(S8f) "ff", CFixtures_make_S8f),
    CASE(make_S12, ENC(S12) "ifi", CFixtures_make_S12),
    CASE(make_S12f, ENC(S12f) "fff", CFixtures_make_S12f),
    CASE(make_S16, ENC(S16) "dq", CFixtures_make_S16),
    CASE(make_S16f, ENC(S16f) "ffff", CFixtures_make_S16f),
    CASE(make_S16a, ENC(S16a) "ifff", CFixtures_make_S16a),
    CASE(make_S24, ENC(S24) "qdi", CFixtures_make_S24),
    CASE(make_S24d, ENC(S24d) "ddd", CFixtures_make_S24d),
    CASE(make_S32, ENC(S32) "dddd", CFixtures_make_S32),
    CASE(make_S32i, ENC(S32i) "qqqq", CFixtures_make_S32i),
    CASE(make_Nested, ENC(Nested) "ffdss", CFixtures_make_Nested),
    CASE(many, "dcSiQfdqCdfsd" ENC(S16) "*dfidd^v", CFixtures_many),
    CASE(many_ret, ENC(S32) "cdIfq" ENC(S8) "SdB" ENC(S12f) "iD", CFixtures_many_ret),
    CASE(structInLastRegister, "dqqqqqd" ENC(S16a), CFixtures_structInLastRegister),
    CASE(strlen, "Q*", CFixtures_strlen),
    CASE(greeting, "*i", CFixtures_greeting),
    CASE(hashString, "Q*", CFixtures_hashString),
    CASE(offsetPointer, "^v^vq", CFixtures_offsetPointer),
    {"applyTwice", "i^?^vi", (const void *)CFixtures_applyTwice, call_applyTwice, NULL,
     prepareApplyTwice, NULL},
    {"callWithStruct", "d^?i", (const void *)CFixtures_callWithStruct, call_callWithStruct, NULL,
     prepareCallWithStruct, NULL},
    X87_STRUCTS(X87_CASES)
    CASE(x87Eight, ENC(LD) "q" ENC(Wrap8) "i" ENC(Arr8) "qd" ENC(S16a) ENC(LDArray),
         CFixtures_x87Eight),
    CASE(x87Arguments, "Df" ENC(LD) "i" ENC(LDMixed) "d" ENC(LDPair), CFixtures_x87Arguments),
};

const size_t HarnessMatrixCaseCount = sizeof HarnessMatrixCases / sizeof HarnessMatrixCases[0];
