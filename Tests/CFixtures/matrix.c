// The hand-written C-ABI matrix declared in CFixtures.h. The repetitive fixtures are written
// with X-macros: one list of scalar types, one list of fields per struct.

#include "CFixtures.h"

#include <string.h>

#include "checksum.h"

// MARK: - Checksum

static _Thread_local uint64_t lastChecksum;

uint64_t CFixtures_lastChecksum(void) { return lastChecksum; }

void CFixtures_storeChecksum(uint64_t checksum) { lastChecksum = checksum; }

/// Casts a `const void *` function pointer to the type of the fixture `CFixtures_<name>`.
#define CFX_AS(name, fn) ((__typeof__(&CFixtures_##name))(uintptr_t)(fn))

#define CFX_LATE_ARGS i0, i1, i2, i3, i4, i5, i6, d0, d1, d2, d3, d4, d5, d6, d7, d8

static void hashLate(CFixturesHasher *s, CFIXTURES_LATE_PARAMS) {
  const int64_t ints[] = {i0, i1, i2, i3, i4, i5, i6};
  const double doubles[] = {d0, d1, d2, d3, d4, d5, d6, d7, d8};
  for (size_t i = 0; i < sizeof ints / sizeof ints[0]; ++i) cfx_i64(s, ints[i]);
  for (size_t i = 0; i < sizeof doubles / sizeof doubles[0]; ++i) cfx_f64(s, doubles[i]);
}

// MARK: - Scalars

// X(name, type, hash function)
#define CFX_SCALARS(X)                      \
  X(int8, int8_t, cfx_i64)                  \
  X(int16, int16_t, cfx_i64)                \
  X(int32, int32_t, cfx_i64)                \
  X(int64, int64_t, cfx_i64)                \
  X(uint8, uint8_t, cfx_u64)                \
  X(uint16, uint16_t, cfx_u64)              \
  X(uint32, uint32_t, cfx_u64)              \
  X(uint64, uint64_t, cfx_u64)              \
  X(float, float, cfx_f32)                  \
  X(double, double, cfx_f64)                \
  X(longdouble, long double, cfx_f80)       \
  X(bool, bool, cfx_bool)                   \
  X(cstring, const char *, cfx_cstr)        \
  X(pointer, void *, cfx_ptr)

// X(name, type, hash function, negation of x)
#define CFX_NEGATABLE(X)                               \
  X(int8, int8_t, cfx_i64, (int8_t)~x)                 \
  X(int16, int16_t, cfx_i64, (int16_t)~x)              \
  X(int32, int32_t, cfx_i64, ~x)                       \
  X(int64, int64_t, cfx_i64, ~x)                       \
  X(uint8, uint8_t, cfx_u64, (uint8_t)~x)              \
  X(uint16, uint16_t, cfx_u64, (uint16_t)~x)           \
  X(uint32, uint32_t, cfx_u64, ~x)                     \
  X(uint64, uint64_t, cfx_u64, ~x)                     \
  X(float, float, cfx_f32, -x)                         \
  X(double, double, cfx_f64, -x)                       \
  X(longdouble, long double, cfx_f80, -x)              \
  X(bool, bool, cfx_bool, !x)

#define CFX_DEFINE_SCALAR(N, T, HASH)                                       \
  T CFixtures_echo_##N(T x) {                                               \
    CFixturesHasher s = cfx_begin();                                        \
    HASH(&s, x);                                                            \
    cfx_store(&s);                                                          \
    return x;                                                               \
  }                                                                         \
  T CFixtures_late_##N(CFIXTURES_LATE_PARAMS, T x) {                        \
    CFixturesHasher s = cfx_begin();                                        \
    hashLate(&s, CFX_LATE_ARGS);                                            \
    HASH(&s, x);                                                            \
    cfx_store(&s);                                                          \
    return x;                                                               \
  }                                                                         \
  T CFixtures_call_echo_##N(const void *fn, T x) { return CFX_AS(echo_##N, fn)(x); } \
  T CFixtures_call_late_##N(const void *fn, CFIXTURES_LATE_PARAMS, T x) {   \
    return CFX_AS(late_##N, fn)(CFX_LATE_ARGS, x);                          \
  }
CFX_SCALARS(CFX_DEFINE_SCALAR)

#define CFX_DEFINE_NEGATE(N, T, HASH, NEGATION)                                 \
  T CFixtures_negate_##N(T x) {                                                 \
    CFixturesHasher s = cfx_begin();                                            \
    HASH(&s, x);                                                                \
    cfx_store(&s);                                                              \
    return NEGATION;                                                            \
  }                                                                             \
  T CFixtures_call_negate_##N(const void *fn, T x) { return CFX_AS(negate_##N, fn)(x); }
CFX_NEGATABLE(CFX_DEFINE_NEGATE)

// MARK: - Structs

// Each struct's fields in declaration order, flattened: F(path, kind).
#define CFX_FIELDS_S1(F) F(a, I8)
#define CFX_FIELDS_S2(F) F(a, U8) F(b, I8)
#define CFX_FIELDS_S3(F) F(a, I8) F(b, I8) F(c, I8)
#define CFX_FIELDS_S4(F) F(a, I16) F(b, I16)
#define CFX_FIELDS_S4f(F) F(a, F32)
#define CFX_FIELDS_S8(F) F(a, I32) F(b, F32)
#define CFX_FIELDS_S8f(F) F(a, F32) F(b, F32)
#define CFX_FIELDS_S12(F) F(a, I32) F(b, F32) F(c, I32)
#define CFX_FIELDS_S12f(F) F(a, F32) F(b, F32) F(c, F32)
#define CFX_FIELDS_S16(F) F(a, F64) F(b, I64)
#define CFX_FIELDS_S16f(F) F(a, F32) F(b, F32) F(c, F32) F(d, F32)
#define CFX_FIELDS_S16a(F) F(a, I32) F(b[0], F32) F(b[1], F32) F(b[2], F32)
#define CFX_FIELDS_S24(F) F(a, I64) F(b, F64) F(c, I32)
#define CFX_FIELDS_S24d(F) F(a, F64) F(b, F64) F(c, F64)
#define CFX_FIELDS_S32(F) F(a, F64) F(b, F64) F(c, F64) F(d, F64)
#define CFX_FIELDS_S32i(F) F(a, I64) F(b, I64) F(c, I64) F(d, I64)
#define CFX_FIELDS_Nested(F) F(inner.a, F32) F(inner.b, F32) F(d, F64) F(s[0], I16) F(s[1], I16)

#define CFX_STRUCTS(X) \
  X(S1) X(S2) X(S3) X(S4) X(S4f) X(S8) X(S8f) X(S12) X(S12f) X(S16) X(S16f) X(S16a) X(S24) \
  X(S24d) X(S32) X(S32i) X(Nested)

// Per field kind: how to checksum it and how to scale it by k.
#define CFX_HASH_I8(s, v) cfx_i64(s, v)
#define CFX_HASH_I16(s, v) cfx_i64(s, v)
#define CFX_HASH_I32(s, v) cfx_i64(s, v)
#define CFX_HASH_I64(s, v) cfx_i64(s, v)
#define CFX_HASH_U8(s, v) cfx_u64(s, v)
#define CFX_HASH_F32(s, v) cfx_f32(s, v)
#define CFX_HASH_F64(s, v) cfx_f64(s, v)

// Integers multiply modulo 2^64 and truncate: wrap-around without signed overflow.
#define CFX_SCALE_INT(T, v, k) ((v) = (T)((uint64_t)(int64_t)(v) * (uint64_t)(int64_t)(k)))
#define CFX_SCALE_I8(v, k) CFX_SCALE_INT(int8_t, v, k)
#define CFX_SCALE_I16(v, k) CFX_SCALE_INT(int16_t, v, k)
#define CFX_SCALE_I32(v, k) CFX_SCALE_INT(int32_t, v, k)
#define CFX_SCALE_I64(v, k) CFX_SCALE_INT(int64_t, v, k)
#define CFX_SCALE_U8(v, k) CFX_SCALE_INT(uint8_t, v, k)
#define CFX_SCALE_F32(v, k) ((v) *= (float)(k))
#define CFX_SCALE_F64(v, k) ((v) *= (double)(k))

#define CFX_HASH_FIELD(path, KIND) CFX_HASH_##KIND(s, x->path);
#define CFX_SUM_FIELD(path, KIND) sum += (double)x.path;
#define CFX_SCALE_FIELD(path, KIND) CFX_SCALE_##KIND(p->path, k);

#define CFX_DEFINE_STRUCT(S)                                                               \
  static void hash_##S(CFixturesHasher *s, const CFixtures_##S *x) {                      \
    CFX_FIELDS_##S(CFX_HASH_FIELD)                                                         \
  }                                                                                        \
  static CFixtures_##S stored_##S(CFixtures_##S x) {                                       \
    CFixturesHasher s = cfx_begin();                                                       \
    hash_##S(&s, &x);                                                                      \
    cfx_store(&s);                                                                         \
    return x;                                                                              \
  }                                                                                        \
  CFixtures_##S CFixtures_echo_##S(CFixtures_##S x) { return stored_##S(x); }             \
  CFixtures_##S CFixtures_late_##S(CFIXTURES_LATE_PARAMS, CFixtures_##S x) {              \
    CFixturesHasher s = cfx_begin();                                                       \
    hashLate(&s, CFX_LATE_ARGS);                                                           \
    hash_##S(&s, &x);                                                                      \
    cfx_store(&s);                                                                         \
    return x;                                                                              \
  }                                                                                        \
  double CFixtures_sum_##S(CFixtures_##S x) {                                              \
    stored_##S(x);                                                                         \
    double sum = 0;                                                                        \
    CFX_FIELDS_##S(CFX_SUM_FIELD) return sum;                                              \
  }                                                                                        \
  void CFixtures_scale_##S(CFixtures_##S *p, int32_t k) {                                  \
    CFixturesHasher s = cfx_begin();                                                       \
    hash_##S(&s, p);                                                                       \
    cfx_i64(&s, k);                                                                        \
    cfx_store(&s);                                                                         \
    CFX_FIELDS_##S(CFX_SCALE_FIELD)                                                        \
  }                                                                                        \
  CFixtures_##S CFixtures_call_echo_##S(const void *fn, CFixtures_##S x) {                \
    return CFX_AS(echo_##S, fn)(x);                                                        \
  }                                                                                        \
  CFixtures_##S CFixtures_call_late_##S(const void *fn, CFIXTURES_LATE_PARAMS,            \
                                        CFixtures_##S x) {                                 \
    return CFX_AS(late_##S, fn)(CFX_LATE_ARGS, x);                                         \
  }                                                                                        \
  double CFixtures_call_sum_##S(const void *fn, CFixtures_##S x) {                         \
    return CFX_AS(sum_##S, fn)(x);                                                         \
  }                                                                                        \
  void CFixtures_call_scale_##S(const void *fn, CFixtures_##S *p, int32_t k) {             \
    CFX_AS(scale_##S, fn)(p, k);                                                           \
  }
CFX_STRUCTS(CFX_DEFINE_STRUCT)

// make_S: the parameter lists differ per struct, the bodies do not.
#define CFX_DEFINE_MAKE(S, PARAMS, ARGS, ...)                                           \
  CFixtures_##S CFixtures_make_##S PARAMS {                                             \
    CFixtures_##S x;                                                                    \
    memset(&x, 0, sizeof x);                                                            \
    __VA_ARGS__;                                                                        \
    return stored_##S(x);                                                               \
  }                                                                                     \
  CFixtures_##S CFixtures_call_make_##S(const void *fn, CFX_UNPAREN PARAMS) {           \
    return CFX_AS(make_##S, fn) ARGS;                                                   \
  }
#define CFX_UNPAREN(...) __VA_ARGS__

CFX_DEFINE_MAKE(S1, (int8_t a), (a), x.a = a)
CFX_DEFINE_MAKE(S2, (uint8_t a, int8_t b), (a, b), x.a = a, x.b = b)
CFX_DEFINE_MAKE(S3, (int8_t a, int8_t b, int8_t c), (a, b, c), x.a = a, x.b = b, x.c = c)
CFX_DEFINE_MAKE(S4, (int16_t a, int16_t b), (a, b), x.a = a, x.b = b)
CFX_DEFINE_MAKE(S4f, (float a), (a), x.a = a)
CFX_DEFINE_MAKE(S8, (int32_t a, float b), (a, b), x.a = a, x.b = b)
CFX_DEFINE_MAKE(S8f, (float a, float b), (a, b), x.a = a, x.b = b)
CFX_DEFINE_MAKE(S12, (int32_t a, float b, int32_t c), (a, b, c), x.a = a, x.b = b, x.c = c)
CFX_DEFINE_MAKE(S12f, (float a, float b, float c), (a, b, c), x.a = a, x.b = b, x.c = c)
CFX_DEFINE_MAKE(S16, (double a, int64_t b), (a, b), x.a = a, x.b = b)
CFX_DEFINE_MAKE(S16f, (float a, float b, float c, float d), (a, b, c, d), x.a = a, x.b = b,
                x.c = c, x.d = d)
CFX_DEFINE_MAKE(S16a, (int32_t a, float b0, float b1, float b2), (a, b0, b1, b2), x.a = a,
                x.b[0] = b0, x.b[1] = b1, x.b[2] = b2)
CFX_DEFINE_MAKE(S24, (int64_t a, double b, int32_t c), (a, b, c), x.a = a, x.b = b, x.c = c)
CFX_DEFINE_MAKE(S24d, (double a, double b, double c), (a, b, c), x.a = a, x.b = b, x.c = c)
CFX_DEFINE_MAKE(S32, (double a, double b, double c, double d), (a, b, c, d), x.a = a, x.b = b,
                x.c = c, x.d = d)
CFX_DEFINE_MAKE(S32i, (int64_t a, int64_t b, int64_t c, int64_t d), (a, b, c, d), x.a = a,
                x.b = b, x.c = c, x.d = d)
CFX_DEFINE_MAKE(Nested, (float innerA, float innerB, double d, int16_t s0, int16_t s1),
                (innerA, innerB, d, s0, s1), x.inner.a = innerA, x.inner.b = innerB, x.d = d,
                x.s[0] = s0, x.s[1] = s1)

// MARK: - Many arguments

#define CFX_MANY_PARAMS                                                                       \
  int8_t a0, uint16_t a1, int32_t a2, uint64_t a3, float a4, double a5, int64_t a6,          \
    uint8_t a7, double a8, float a9, int16_t a10, double a11, CFixtures_S16 a12,             \
    const char *a13, double a14, float a15, int32_t a16, double a17, double a18, void *a19
#define CFX_MANY_ARGS \
  a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19

double CFixtures_many(CFX_MANY_PARAMS) {
  CFixturesHasher s = cfx_begin();
  cfx_i64(&s, a0);
  cfx_u64(&s, a1);
  cfx_i64(&s, a2);
  cfx_u64(&s, a3);
  cfx_f32(&s, a4);
  cfx_f64(&s, a5);
  cfx_i64(&s, a6);
  cfx_u64(&s, a7);
  cfx_f64(&s, a8);
  cfx_f32(&s, a9);
  cfx_i64(&s, a10);
  cfx_f64(&s, a11);
  hash_S16(&s, &a12);
  cfx_cstr(&s, a13);
  cfx_f64(&s, a14);
  cfx_f32(&s, a15);
  cfx_i64(&s, a16);
  cfx_f64(&s, a17);
  cfx_f64(&s, a18);
  cfx_ptr(&s, a19);
  cfx_store(&s);
  return 1.0 * (double)a0 + 2.0 * (double)a1 + 3.0 * (double)a2 + 4.0 * (double)a3
    + 5.0 * (double)a4 + 6.0 * a5 + 7.0 * (double)a6 + 8.0 * (double)a7 + 9.0 * a8
    + 10.0 * (double)a9 + 11.0 * (double)a10 + 12.0 * a11 + 13.0 * (a12.a + (double)a12.b)
    + 15.0 * a14 + 16.0 * (double)a15 + 17.0 * (double)a16 + 18.0 * a17 + 19.0 * a18;
}

double CFixtures_call_many(const void *fn, CFX_MANY_PARAMS) {
  return CFX_AS(many, fn)(CFX_MANY_ARGS);
}

#define CFX_MANY_RET_PARAMS                                                               \
  int8_t a0, double a1, uint32_t a2, float a3, int64_t a4, CFixtures_S8 a5, uint16_t a6, \
    double a7, bool a8, CFixtures_S12f a9, int32_t a10, long double a11
#define CFX_MANY_RET_ARGS a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11

CFixtures_S32 CFixtures_many_ret(CFX_MANY_RET_PARAMS) {
  CFixturesHasher s = cfx_begin();
  cfx_i64(&s, a0);
  cfx_f64(&s, a1);
  cfx_u64(&s, a2);
  cfx_f32(&s, a3);
  cfx_i64(&s, a4);
  hash_S8(&s, &a5);
  cfx_u64(&s, a6);
  cfx_f64(&s, a7);
  cfx_bool(&s, a8);
  hash_S12f(&s, &a9);
  cfx_i64(&s, a10);
  cfx_f80(&s, a11);
  cfx_store(&s);
  CFixtures_S32 r;
  r.a = (double)a0 + 2.0 * a1 + 3.0 * (double)a2;
  r.b = 4.0 * (double)a3 + 5.0 * (double)a4 + 6.0 * ((double)a5.a + 2.0 * (double)a5.b);
  r.c = 7.0 * (double)a6 + 8.0 * a7 + 9.0 * (a8 ? 1.0 : 0.0)
    + 10.0 * ((double)a9.a + 2.0 * (double)a9.b + 3.0 * (double)a9.c);
  r.d = 11.0 * (double)a10 + 12.0 * (double)a11;
  return r;
}

CFixtures_S32 CFixtures_call_many_ret(const void *fn, CFX_MANY_RET_PARAMS) {
  return CFX_AS(many_ret, fn)(CFX_MANY_RET_ARGS);
}

double CFixtures_structInLastRegister(int64_t a0, int64_t a1, int64_t a2, int64_t a3, int64_t a4,
                                      double d, CFixtures_S16a s) {
  CFixturesHasher h = cfx_begin();
  cfx_i64(&h, a0);
  cfx_i64(&h, a1);
  cfx_i64(&h, a2);
  cfx_i64(&h, a3);
  cfx_i64(&h, a4);
  cfx_f64(&h, d);
  hash_S16a(&h, &s);
  cfx_store(&h);
  return (double)a0 + 2.0 * (double)a1 + 3.0 * (double)a2 + 4.0 * (double)a3 + 5.0 * (double)a4
    + 6.0 * d
    + 7.0 * ((double)s.a + 2.0 * (double)s.b[0] + 3.0 * (double)s.b[1] + 4.0 * (double)s.b[2]);
}

double CFixtures_call_structInLastRegister(const void *fn, int64_t a0, int64_t a1, int64_t a2,
                                           int64_t a3, int64_t a4, double d, CFixtures_S16a s) {
  return CFX_AS(structInLastRegister, fn)(a0, a1, a2, a3, a4, d, s);
}

// MARK: - C strings and pointers

size_t CFixtures_strlen(const char *s) {
  CFixturesHasher h = cfx_begin();
  cfx_cstr(&h, s);
  cfx_store(&h);
  return s == NULL ? 0 : strlen(s);
}

const char *CFixtures_greeting(int32_t i) {
  static const char *const greetings[] = {
    "hello", "bonjour", "", "grüß dich", "こんにちは", "hello, world, and a longer greeting",
  };
  CFixturesHasher h = cfx_begin();
  cfx_i64(&h, i);
  cfx_store(&h);
  if (i < 0) return NULL;
  return greetings[(uint32_t)i % (sizeof greetings / sizeof greetings[0])];
}

uint64_t CFixtures_hashString(const char *s) {
  CFixturesHasher h = cfx_begin();
  cfx_cstr(&h, s);
  cfx_store(&h);
  return s == NULL ? 0 : cfx_fnv1a(s);
}

void *CFixtures_offsetPointer(void *p, int64_t by) {
  CFixturesHasher h = cfx_begin();
  cfx_ptr(&h, p);
  cfx_i64(&h, by);
  cfx_store(&h);
  if (p == NULL) return NULL;
  return (void *)((uintptr_t)p + (uintptr_t)by);
}

size_t CFixtures_call_strlen(const void *fn, const char *s) { return CFX_AS(strlen, fn)(s); }

const char *CFixtures_call_greeting(const void *fn, int32_t i) {
  return CFX_AS(greeting, fn)(i);
}

uint64_t CFixtures_call_hashString(const void *fn, const char *s) {
  return CFX_AS(hashString, fn)(s);
}

void *CFixtures_call_offsetPointer(const void *fn, void *p, int64_t by) {
  return CFX_AS(offsetPointer, fn)(p, by);
}

// MARK: - Callback consumers

int32_t CFixtures_applyTwice(int32_t (*f)(void *ud, int32_t x), void *ud, int32_t x) {
  int32_t result = f(ud, f(ud, x));
  CFixturesHasher h = cfx_begin();
  cfx_ptr(&h, ud);
  cfx_i64(&h, x);
  cfx_store(&h);
  return result;
}

CFixtures_S24 CFixtures_fixedS24(void) {
  CFixtures_S24 s;
  memset(&s, 0, sizeof s);
  s.a = INT64_C(0x0123456789abcdef);
  s.b = -2.5;
  s.c = 42;
  return s;
}

double CFixtures_callWithStruct(double (*f)(CFixtures_S24 s, int32_t k), int32_t k) {
  double result = f(CFixtures_fixedS24(), k);
  CFixturesHasher h = cfx_begin();
  cfx_i64(&h, k);
  cfx_store(&h);
  return result;
}

int32_t CFixtures_call_applyTwice(const void *fn, int32_t (*f)(void *ud, int32_t x), void *ud,
                                  int32_t x) {
  return CFX_AS(applyTwice, fn)(f, ud, x);
}

double CFixtures_call_callWithStruct(const void *fn, double (*f)(CFixtures_S24 s, int32_t k),
                                     int32_t k) {
  return CFX_AS(callWithStruct, fn)(f, k);
}

void CFixtures_callSpanMethod(const void *fn, void *receiver, const void *selector, void *parent,
                              CFixtures_S24d span, int64_t sequence) {
  typedef void (*SpanMethod)(void *, const void *, void *, CFixtures_S24d, int64_t);
  ((SpanMethod)(uintptr_t)fn)(receiver, selector, parent, span, sequence);
}

double CFixtures_callReadingMethod(const void *fn, void *receiver, const void *selector,
                                   void *parent, CFixtures_Reading reading, int64_t sequence) {
  typedef double (*ReadingMethod)(void *, const void *, void *, CFixtures_Reading, int64_t);
  return ((ReadingMethod)(uintptr_t)fn)(receiver, selector, parent, reading, sequence);
}
