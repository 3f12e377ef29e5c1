// The C matrix's struct fixtures: the structs of every x86-64 System V classification (their
// layouts checked, their type encodings given), built, echoed, passed late, summed and scaled,
// each with the helper that calls a function pointer as that fixture's type. Part of the
// CFixtures module (CFixtures.h includes it).

#ifndef CFIXTURES_STRUCTS_H
#define CFIXTURES_STRUCTS_H

#include <stddef.h>
#include <stdint.h>

#include "CFixturesScalars.h"

#pragma clang assume_nonnull begin

// MARK: - Structs
//
// Named by size; an `f`/`d`/`i` suffix marks an all-float/double/integer variant. For each
// struct S:
//
// - `CFixtures_S CFixtures_make_S(fields…)` builds S from its fields in declaration order (array
//   elements as separate arguments, nested struct fields flattened).
// - `CFixtures_S CFixtures_echo_S(CFixtures_S x)` returns x.
// - `CFixtures_S CFixtures_late_S(7 × int64_t, 9 × double, CFixtures_S x)` returns x (x on the
//   stack, or, for a MEMORY-class struct, in memory anyway).
// - `double CFixtures_sum_S(CFixtures_S x)` returns the sum of all fields, each converted to
//   double, added in declaration order.
// - `void CFixtures_scale_S(CFixtures_S *p, int32_t k)` multiplies every field by k in place:
//   integers with two's-complement wrap-around (Swift's `&*` after truncating k to the field's
//   width), floats as `field * (float)k`, doubles as `field * (double)k`. Its checksum covers the
//   fields of *p before scaling, then k.
// - `CFixtures_call_…_S(const void *fn, …)` calls fn as that fixture's type.

/// 1 byte; INTEGER.
typedef struct CFixtures_S1 {
  int8_t a;
} CFixtures_S1;
#define CFIXTURES_ENCODING_S1 "{CFixtures_S1=c}"

/// 2 bytes; INTEGER.
typedef struct CFixtures_S2 {
  uint8_t a;
  int8_t b;
} CFixtures_S2;
#define CFIXTURES_ENCODING_S2 "{CFixtures_S2=Cc}"

/// 3 bytes (odd size); INTEGER.
typedef struct CFixtures_S3 {
  int8_t a, b, c;
} CFixtures_S3;
#define CFIXTURES_ENCODING_S3 "{CFixtures_S3=ccc}"

/// 4 bytes; INTEGER.
typedef struct CFixtures_S4 {
  int16_t a;
  int16_t b;
} CFixtures_S4;
#define CFIXTURES_ENCODING_S4 "{CFixtures_S4=ss}"

/// 4 bytes; SSE.
typedef struct CFixtures_S4f {
  float a;
} CFixtures_S4f;
#define CFIXTURES_ENCODING_S4f "{CFixtures_S4f=f}"

/// 8 bytes; INTEGER (an int and a float share the eightbyte).
typedef struct CFixtures_S8 {
  int32_t a;
  float b;
} CFixtures_S8;
#define CFIXTURES_ENCODING_S8 "{CFixtures_S8=if}"

/// 8 bytes; SSE (both floats in one register).
typedef struct CFixtures_S8f {
  float a, b;
} CFixtures_S8f;
#define CFIXTURES_ENCODING_S8f "{CFixtures_S8f=ff}"

/// 12 bytes; INTEGER, INTEGER.
typedef struct CFixtures_S12 {
  int32_t a;
  float b;
  int32_t c;
} CFixtures_S12;
#define CFIXTURES_ENCODING_S12 "{CFixtures_S12=ifi}"

/// 12 bytes; SSE, SSE.
typedef struct CFixtures_S12f {
  float a, b, c;
} CFixtures_S12f;
#define CFIXTURES_ENCODING_S12f "{CFixtures_S12f=fff}"

/// 16 bytes; SSE, INTEGER.
typedef struct CFixtures_S16 {
  double a;
  int64_t b;
} CFixtures_S16;
#define CFIXTURES_ENCODING_S16 "{CFixtures_S16=dq}"

/// 16 bytes; SSE, SSE.
typedef struct CFixtures_S16f {
  float a, b, c, d;
} CFixtures_S16f;
#define CFIXTURES_ENCODING_S16f "{CFixtures_S16f=ffff}"

/// 16 bytes, an array inside; INTEGER (a, b[0]), SSE (b[1], b[2]).
typedef struct CFixtures_S16a {
  int32_t a;
  float b[3];
} CFixtures_S16a;
#define CFIXTURES_ENCODING_S16a "{CFixtures_S16a=i[3f]}"

/// 24 bytes (4 of them tail padding); MEMORY.
typedef struct CFixtures_S24 {
  int64_t a;
  double b;
  int32_t c;
} CFixtures_S24;
#define CFIXTURES_ENCODING_S24 "{CFixtures_S24=qdi}"

/// 24 bytes; MEMORY.
typedef struct CFixtures_S24d {
  double a, b, c;
} CFixtures_S24d;
#define CFIXTURES_ENCODING_S24d "{CFixtures_S24d=ddd}"

/// 32 bytes; MEMORY.
typedef struct CFixtures_S32 {
  double a, b, c, d;
} CFixtures_S32;
#define CFIXTURES_ENCODING_S32 "{CFixtures_S32=dddd}"

/// 32 bytes; MEMORY.
typedef struct CFixtures_S32i {
  int64_t a, b, c, d;
} CFixtures_S32i;
#define CFIXTURES_ENCODING_S32i "{CFixtures_S32i=qqqq}"

/// 24 bytes (4 of them tail padding), a nested struct and an array; MEMORY.
typedef struct CFixtures_Nested {
  CFixtures_S8f inner;
  double d;
  int16_t s[2];
} CFixtures_Nested;
#define CFIXTURES_ENCODING_Nested "{CFixtures_Nested={CFixtures_S8f=ff}d[2s]}"

#define CFIXTURES_ASSERT_LAYOUT(T, size, alignment)                                 \
  _Static_assert(sizeof(T) == (size), #T " must be " #size " bytes");             \
  _Static_assert(_Alignof(T) == (alignment), #T " must be aligned to " #alignment)
CFIXTURES_ASSERT_LAYOUT(CFixtures_S1, 1, 1);
CFIXTURES_ASSERT_LAYOUT(CFixtures_S2, 2, 1);
CFIXTURES_ASSERT_LAYOUT(CFixtures_S3, 3, 1);
CFIXTURES_ASSERT_LAYOUT(CFixtures_S4, 4, 2);
CFIXTURES_ASSERT_LAYOUT(CFixtures_S4f, 4, 4);
CFIXTURES_ASSERT_LAYOUT(CFixtures_S8, 8, 4);
CFIXTURES_ASSERT_LAYOUT(CFixtures_S8f, 8, 4);
CFIXTURES_ASSERT_LAYOUT(CFixtures_S12, 12, 4);
CFIXTURES_ASSERT_LAYOUT(CFixtures_S12f, 12, 4);
CFIXTURES_ASSERT_LAYOUT(CFixtures_S16, 16, 8);
CFIXTURES_ASSERT_LAYOUT(CFixtures_S16f, 16, 4);
CFIXTURES_ASSERT_LAYOUT(CFixtures_S16a, 16, 4);
CFIXTURES_ASSERT_LAYOUT(CFixtures_S24, 24, 8);
CFIXTURES_ASSERT_LAYOUT(CFixtures_S24d, 24, 8);
CFIXTURES_ASSERT_LAYOUT(CFixtures_S32, 32, 8);
CFIXTURES_ASSERT_LAYOUT(CFixtures_S32i, 32, 8);
CFIXTURES_ASSERT_LAYOUT(CFixtures_Nested, 24, 8);
_Static_assert(offsetof(CFixtures_Nested, d) == 8, "CFixtures_Nested.d at 8");
_Static_assert(offsetof(CFixtures_Nested, s) == 16, "CFixtures_Nested.s at 16");
_Static_assert(offsetof(CFixtures_S16a, b) == 4, "CFixtures_S16a.b at 4");

CFixtures_S1 CFixtures_make_S1(int8_t a);
CFixtures_S2 CFixtures_make_S2(uint8_t a, int8_t b);
CFixtures_S3 CFixtures_make_S3(int8_t a, int8_t b, int8_t c);
CFixtures_S4 CFixtures_make_S4(int16_t a, int16_t b);
CFixtures_S4f CFixtures_make_S4f(float a);
CFixtures_S8 CFixtures_make_S8(int32_t a, float b);
CFixtures_S8f CFixtures_make_S8f(float a, float b);
CFixtures_S12 CFixtures_make_S12(int32_t a, float b, int32_t c);
CFixtures_S12f CFixtures_make_S12f(float a, float b, float c);
CFixtures_S16 CFixtures_make_S16(double a, int64_t b);
CFixtures_S16f CFixtures_make_S16f(float a, float b, float c, float d);
CFixtures_S16a CFixtures_make_S16a(int32_t a, float b0, float b1, float b2);
CFixtures_S24 CFixtures_make_S24(int64_t a, double b, int32_t c);
CFixtures_S24d CFixtures_make_S24d(double a, double b, double c);
CFixtures_S32 CFixtures_make_S32(double a, double b, double c, double d);
CFixtures_S32i CFixtures_make_S32i(int64_t a, int64_t b, int64_t c, int64_t d);
CFixtures_Nested CFixtures_make_Nested(float innerA, float innerB, double d, int16_t s0,
                                       int16_t s1);

CFixtures_S1 CFixtures_call_make_S1(const void *_Nonnull fn, int8_t a);
CFixtures_S2 CFixtures_call_make_S2(const void *_Nonnull fn, uint8_t a, int8_t b);
CFixtures_S3 CFixtures_call_make_S3(const void *_Nonnull fn, int8_t a, int8_t b, int8_t c);
CFixtures_S4 CFixtures_call_make_S4(const void *_Nonnull fn, int16_t a, int16_t b);
CFixtures_S4f CFixtures_call_make_S4f(const void *_Nonnull fn, float a);
CFixtures_S8 CFixtures_call_make_S8(const void *_Nonnull fn, int32_t a, float b);
CFixtures_S8f CFixtures_call_make_S8f(const void *_Nonnull fn, float a, float b);
CFixtures_S12 CFixtures_call_make_S12(const void *_Nonnull fn, int32_t a, float b, int32_t c);
CFixtures_S12f CFixtures_call_make_S12f(const void *_Nonnull fn, float a, float b, float c);
CFixtures_S16 CFixtures_call_make_S16(const void *_Nonnull fn, double a, int64_t b);
CFixtures_S16f CFixtures_call_make_S16f(const void *_Nonnull fn, float a, float b, float c,
                                        float d);
CFixtures_S16a CFixtures_call_make_S16a(const void *_Nonnull fn, int32_t a, float b0, float b1,
                                        float b2);
CFixtures_S24 CFixtures_call_make_S24(const void *_Nonnull fn, int64_t a, double b, int32_t c);
CFixtures_S24d CFixtures_call_make_S24d(const void *_Nonnull fn, double a, double b, double c);
CFixtures_S32 CFixtures_call_make_S32(const void *_Nonnull fn, double a, double b, double c,
                                      double d);
CFixtures_S32i CFixtures_call_make_S32i(const void *_Nonnull fn, int64_t a, int64_t b, int64_t c,
                                        int64_t d);
CFixtures_Nested CFixtures_call_make_Nested(const void *_Nonnull fn, float innerA, float innerB,
                                            double d, int16_t s0, int16_t s1);

// S1
CFixtures_S1 CFixtures_echo_S1(CFixtures_S1 x);
CFixtures_S1 CFixtures_late_S1(CFIXTURES_LATE_PARAMS, CFixtures_S1 x);
double CFixtures_sum_S1(CFixtures_S1 x);
void CFixtures_scale_S1(CFixtures_S1 *_Nonnull p, int32_t k);
CFixtures_S1 CFixtures_call_echo_S1(const void *_Nonnull fn, CFixtures_S1 x);
CFixtures_S1 CFixtures_call_late_S1(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS, CFixtures_S1 x);
double CFixtures_call_sum_S1(const void *_Nonnull fn, CFixtures_S1 x);
void CFixtures_call_scale_S1(const void *_Nonnull fn, CFixtures_S1 *_Nonnull p, int32_t k);
// S2
CFixtures_S2 CFixtures_echo_S2(CFixtures_S2 x);
CFixtures_S2 CFixtures_late_S2(CFIXTURES_LATE_PARAMS, CFixtures_S2 x);
double CFixtures_sum_S2(CFixtures_S2 x);
void CFixtures_scale_S2(CFixtures_S2 *_Nonnull p, int32_t k);
CFixtures_S2 CFixtures_call_echo_S2(const void *_Nonnull fn, CFixtures_S2 x);
CFixtures_S2 CFixtures_call_late_S2(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS, CFixtures_S2 x);
double CFixtures_call_sum_S2(const void *_Nonnull fn, CFixtures_S2 x);
void CFixtures_call_scale_S2(const void *_Nonnull fn, CFixtures_S2 *_Nonnull p, int32_t k);
// S3
CFixtures_S3 CFixtures_echo_S3(CFixtures_S3 x);
CFixtures_S3 CFixtures_late_S3(CFIXTURES_LATE_PARAMS, CFixtures_S3 x);
double CFixtures_sum_S3(CFixtures_S3 x);
void CFixtures_scale_S3(CFixtures_S3 *_Nonnull p, int32_t k);
CFixtures_S3 CFixtures_call_echo_S3(const void *_Nonnull fn, CFixtures_S3 x);
CFixtures_S3 CFixtures_call_late_S3(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS, CFixtures_S3 x);
double CFixtures_call_sum_S3(const void *_Nonnull fn, CFixtures_S3 x);
void CFixtures_call_scale_S3(const void *_Nonnull fn, CFixtures_S3 *_Nonnull p, int32_t k);
// S4
CFixtures_S4 CFixtures_echo_S4(CFixtures_S4 x);
CFixtures_S4 CFixtures_late_S4(CFIXTURES_LATE_PARAMS, CFixtures_S4 x);
double CFixtures_sum_S4(CFixtures_S4 x);
void CFixtures_scale_S4(CFixtures_S4 *_Nonnull p, int32_t k);
CFixtures_S4 CFixtures_call_echo_S4(const void *_Nonnull fn, CFixtures_S4 x);
CFixtures_S4 CFixtures_call_late_S4(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS, CFixtures_S4 x);
double CFixtures_call_sum_S4(const void *_Nonnull fn, CFixtures_S4 x);
void CFixtures_call_scale_S4(const void *_Nonnull fn, CFixtures_S4 *_Nonnull p, int32_t k);
// S4f
CFixtures_S4f CFixtures_echo_S4f(CFixtures_S4f x);
CFixtures_S4f CFixtures_late_S4f(CFIXTURES_LATE_PARAMS, CFixtures_S4f x);
double CFixtures_sum_S4f(CFixtures_S4f x);
void CFixtures_scale_S4f(CFixtures_S4f *_Nonnull p, int32_t k);
CFixtures_S4f CFixtures_call_echo_S4f(const void *_Nonnull fn, CFixtures_S4f x);
CFixtures_S4f CFixtures_call_late_S4f(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS,
                                      CFixtures_S4f x);
double CFixtures_call_sum_S4f(const void *_Nonnull fn, CFixtures_S4f x);
void CFixtures_call_scale_S4f(const void *_Nonnull fn, CFixtures_S4f *_Nonnull p, int32_t k);
// S8
CFixtures_S8 CFixtures_echo_S8(CFixtures_S8 x);
CFixtures_S8 CFixtures_late_S8(CFIXTURES_LATE_PARAMS, CFixtures_S8 x);
double CFixtures_sum_S8(CFixtures_S8 x);
void CFixtures_scale_S8(CFixtures_S8 *_Nonnull p, int32_t k);
CFixtures_S8 CFixtures_call_echo_S8(const void *_Nonnull fn, CFixtures_S8 x);
CFixtures_S8 CFixtures_call_late_S8(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS, CFixtures_S8 x);
double CFixtures_call_sum_S8(const void *_Nonnull fn, CFixtures_S8 x);
void CFixtures_call_scale_S8(const void *_Nonnull fn, CFixtures_S8 *_Nonnull p, int32_t k);
// S8f
CFixtures_S8f CFixtures_echo_S8f(CFixtures_S8f x);
CFixtures_S8f CFixtures_late_S8f(CFIXTURES_LATE_PARAMS, CFixtures_S8f x);
double CFixtures_sum_S8f(CFixtures_S8f x);
void CFixtures_scale_S8f(CFixtures_S8f *_Nonnull p, int32_t k);
CFixtures_S8f CFixtures_call_echo_S8f(const void *_Nonnull fn, CFixtures_S8f x);
CFixtures_S8f CFixtures_call_late_S8f(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS,
                                      CFixtures_S8f x);
double CFixtures_call_sum_S8f(const void *_Nonnull fn, CFixtures_S8f x);
void CFixtures_call_scale_S8f(const void *_Nonnull fn, CFixtures_S8f *_Nonnull p, int32_t k);
// S12
CFixtures_S12 CFixtures_echo_S12(CFixtures_S12 x);
CFixtures_S12 CFixtures_late_S12(CFIXTURES_LATE_PARAMS, CFixtures_S12 x);
double CFixtures_sum_S12(CFixtures_S12 x);
void CFixtures_scale_S12(CFixtures_S12 *_Nonnull p, int32_t k);
CFixtures_S12 CFixtures_call_echo_S12(const void *_Nonnull fn, CFixtures_S12 x);
CFixtures_S12 CFixtures_call_late_S12(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS,
                                      CFixtures_S12 x);
double CFixtures_call_sum_S12(const void *_Nonnull fn, CFixtures_S12 x);
void CFixtures_call_scale_S12(const void *_Nonnull fn, CFixtures_S12 *_Nonnull p, int32_t k);
// S12f
CFixtures_S12f CFixtures_echo_S12f(CFixtures_S12f x);
CFixtures_S12f CFixtures_late_S12f(CFIXTURES_LATE_PARAMS, CFixtures_S12f x);
double CFixtures_sum_S12f(CFixtures_S12f x);
void CFixtures_scale_S12f(CFixtures_S12f *_Nonnull p, int32_t k);
CFixtures_S12f CFixtures_call_echo_S12f(const void *_Nonnull fn, CFixtures_S12f x);
CFixtures_S12f CFixtures_call_late_S12f(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS,
                                        CFixtures_S12f x);
double CFixtures_call_sum_S12f(const void *_Nonnull fn, CFixtures_S12f x);
void CFixtures_call_scale_S12f(const void *_Nonnull fn, CFixtures_S12f *_Nonnull p, int32_t k);
// S16
CFixtures_S16 CFixtures_echo_S16(CFixtures_S16 x);
CFixtures_S16 CFixtures_late_S16(CFIXTURES_LATE_PARAMS, CFixtures_S16 x);
double CFixtures_sum_S16(CFixtures_S16 x);
void CFixtures_scale_S16(CFixtures_S16 *_Nonnull p, int32_t k);
CFixtures_S16 CFixtures_call_echo_S16(const void *_Nonnull fn, CFixtures_S16 x);
CFixtures_S16 CFixtures_call_late_S16(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS,
                                      CFixtures_S16 x);
double CFixtures_call_sum_S16(const void *_Nonnull fn, CFixtures_S16 x);
void CFixtures_call_scale_S16(const void *_Nonnull fn, CFixtures_S16 *_Nonnull p, int32_t k);
// S16f
CFixtures_S16f CFixtures_echo_S16f(CFixtures_S16f x);
CFixtures_S16f CFixtures_late_S16f(CFIXTURES_LATE_PARAMS, CFixtures_S16f x);
double CFixtures_sum_S16f(CFixtures_S16f x);
void CFixtures_scale_S16f(CFixtures_S16f *_Nonnull p, int32_t k);
CFixtures_S16f CFixtures_call_echo_S16f(const void *_Nonnull fn, CFixtures_S16f x);
CFixtures_S16f CFixtures_call_late_S16f(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS,
                                        CFixtures_S16f x);
double CFixtures_call_sum_S16f(const void *_Nonnull fn, CFixtures_S16f x);
void CFixtures_call_scale_S16f(const void *_Nonnull fn, CFixtures_S16f *_Nonnull p, int32_t k);
// S16a
CFixtures_S16a CFixtures_echo_S16a(CFixtures_S16a x);
CFixtures_S16a CFixtures_late_S16a(CFIXTURES_LATE_PARAMS, CFixtures_S16a x);
double CFixtures_sum_S16a(CFixtures_S16a x);
void CFixtures_scale_S16a(CFixtures_S16a *_Nonnull p, int32_t k);
CFixtures_S16a CFixtures_call_echo_S16a(const void *_Nonnull fn, CFixtures_S16a x);
CFixtures_S16a CFixtures_call_late_S16a(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS,
                                        CFixtures_S16a x);
double CFixtures_call_sum_S16a(const void *_Nonnull fn, CFixtures_S16a x);
void CFixtures_call_scale_S16a(const void *_Nonnull fn, CFixtures_S16a *_Nonnull p, int32_t k);
// S24
CFixtures_S24 CFixtures_echo_S24(CFixtures_S24 x);
CFixtures_S24 CFixtures_late_S24(CFIXTURES_LATE_PARAMS, CFixtures_S24 x);
double CFixtures_sum_S24(CFixtures_S24 x);
void CFixtures_scale_S24(CFixtures_S24 *_Nonnull p, int32_t k);
CFixtures_S24 CFixtures_call_echo_S24(const void *_Nonnull fn, CFixtures_S24 x);
CFixtures_S24 CFixtures_call_late_S24(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS,
                                      CFixtures_S24 x);
double CFixtures_call_sum_S24(const void *_Nonnull fn, CFixtures_S24 x);
void CFixtures_call_scale_S24(const void *_Nonnull fn, CFixtures_S24 *_Nonnull p, int32_t k);
// S24d
CFixtures_S24d CFixtures_echo_S24d(CFixtures_S24d x);
CFixtures_S24d CFixtures_late_S24d(CFIXTURES_LATE_PARAMS, CFixtures_S24d x);
double CFixtures_sum_S24d(CFixtures_S24d x);
void CFixtures_scale_S24d(CFixtures_S24d *_Nonnull p, int32_t k);
CFixtures_S24d CFixtures_call_echo_S24d(const void *_Nonnull fn, CFixtures_S24d x);
CFixtures_S24d CFixtures_call_late_S24d(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS,
                                        CFixtures_S24d x);
double CFixtures_call_sum_S24d(const void *_Nonnull fn, CFixtures_S24d x);
void CFixtures_call_scale_S24d(const void *_Nonnull fn, CFixtures_S24d *_Nonnull p, int32_t k);
// S32
CFixtures_S32 CFixtures_echo_S32(CFixtures_S32 x);
CFixtures_S32 CFixtures_late_S32(CFIXTURES_LATE_PARAMS, CFixtures_S32 x);
double CFixtures_sum_S32(CFixtures_S32 x);
void CFixtures_scale_S32(CFixtures_S32 *_Nonnull p, int32_t k);
CFixtures_S32 CFixtures_call_echo_S32(const void *_Nonnull fn, CFixtures_S32 x);
CFixtures_S32 CFixtures_call_late_S32(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS,
                                      CFixtures_S32 x);
double CFixtures_call_sum_S32(const void *_Nonnull fn, CFixtures_S32 x);
void CFixtures_call_scale_S32(const void *_Nonnull fn, CFixtures_S32 *_Nonnull p, int32_t k);
// S32i
CFixtures_S32i CFixtures_echo_S32i(CFixtures_S32i x);
CFixtures_S32i CFixtures_late_S32i(CFIXTURES_LATE_PARAMS, CFixtures_S32i x);
double CFixtures_sum_S32i(CFixtures_S32i x);
void CFixtures_scale_S32i(CFixtures_S32i *_Nonnull p, int32_t k);
CFixtures_S32i CFixtures_call_echo_S32i(const void *_Nonnull fn, CFixtures_S32i x);
CFixtures_S32i CFixtures_call_late_S32i(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS,
                                        CFixtures_S32i x);
double CFixtures_call_sum_S32i(const void *_Nonnull fn, CFixtures_S32i x);
void CFixtures_call_scale_S32i(const void *_Nonnull fn, CFixtures_S32i *_Nonnull p, int32_t k);
// Nested
CFixtures_Nested CFixtures_echo_Nested(CFixtures_Nested x);
CFixtures_Nested CFixtures_late_Nested(CFIXTURES_LATE_PARAMS, CFixtures_Nested x);
double CFixtures_sum_Nested(CFixtures_Nested x);
void CFixtures_scale_Nested(CFixtures_Nested *_Nonnull p, int32_t k);
CFixtures_Nested CFixtures_call_echo_Nested(const void *_Nonnull fn, CFixtures_Nested x);
CFixtures_Nested CFixtures_call_late_Nested(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS,
                                            CFixtures_Nested x);
double CFixtures_call_sum_Nested(const void *_Nonnull fn, CFixtures_Nested x);
void CFixtures_call_scale_Nested(const void *_Nonnull fn, CFixtures_Nested *_Nonnull p, int32_t k);

#pragma clang assume_nonnull end

#endif
