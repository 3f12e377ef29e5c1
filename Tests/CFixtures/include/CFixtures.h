// CFixtures: C functions covering the C-ABI type matrix, for the DynamicProxy tests.
//
// Each fixture is called twice by the tests: directly (C or Swift calling C), and through a
// libffi trampoline that forwards to it; both calls must agree on the return value and on the
// argument checksum the fixture records.
//
// - Every fixture folds each of its arguments (by value, struct fields one by one, padding never)
//   into a checksum and stores it in a thread-local slot read by CFixtures_lastChecksum().
// - The CFixtures_call_* helpers take a function pointer as `const void *` (a trampoline, as
//   Swift obtains it) and call it with the fixture's own C type, so that C is the caller.
// - The structs' layouts are checked with _Static_assert; each has its Objective-C type encoding
//   as a CFIXTURES_ENCODING_* string and its x86-64 System V classification in a comment.
//
// The generated random-signature fixtures are in CFixturesRandom.h (written by
// Tests/Scripts/generate_random_signatures.py), the long double structs and x87 helpers in
// CFixturesX87.h, both included at the end (this header is the module's umbrella header).

#ifndef CFIXTURES_H
#define CFIXTURES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#pragma clang assume_nonnull begin

// MARK: - Checksum

/// The checksum of the arguments of the last fixture that returned on the calling thread.
uint64_t CFixtures_lastChecksum(void);

/// Stores `checksum` as the calling thread's CFixtures_lastChecksum() (0 resets it).
void CFixtures_storeChecksum(uint64_t checksum);

// MARK: - Heap

/// The bytes glibc's malloc has handed out and not taken back (mallinfo2: `uordblks` + `hblkhd`):
/// the program's own heap, which an emulator's memory does not blur as the resident set's does.
size_t CFixtures_heapInUse(void);

// MARK: - Scalars
//
// For each scalar type T, named X:
//   int8_t int8, int16_t int16, int32_t int32, int64_t int64, uint8_t uint8, uint16_t uint16,
//   uint32_t uint32, uint64_t uint64, float float, double double, long double longdouble,
//   bool bool, const char * cstring, void * pointer
//
// - `T CFixtures_echo_X(T x)` returns x.
// - `T CFixtures_late_X(7 × int64_t, 9 × double, T x)` returns x; the 16 leading arguments fill
//   every argument register, so x is passed on the stack whatever its class. The checksum
//   covers all 17 arguments.
// - `T CFixtures_negate_X(T x)` (numeric types and bool) returns ~x for integers, -x for floating
//   point, !x for bool: a return value that is just the argument echoed back is caught.
// - `T CFixtures_call_…_X(const void *fn, …)` calls fn as that fixture's type.
//
// cstring arguments are checksummed by content: pass NULL or a NUL-terminated string.

/// The 16 leading parameters of the `late` fixtures: 7 integers and 9 doubles.
#define CFIXTURES_LATE_PARAMS                                                                     \
  int64_t i0, int64_t i1, int64_t i2, int64_t i3, int64_t i4, int64_t i5, int64_t i6, double d0, \
    double d1, double d2, double d3, double d4, double d5, double d6, double d7, double d8

int8_t CFixtures_echo_int8(int8_t x);
int16_t CFixtures_echo_int16(int16_t x);
int32_t CFixtures_echo_int32(int32_t x);
int64_t CFixtures_echo_int64(int64_t x);
uint8_t CFixtures_echo_uint8(uint8_t x);
uint16_t CFixtures_echo_uint16(uint16_t x);
uint32_t CFixtures_echo_uint32(uint32_t x);
uint64_t CFixtures_echo_uint64(uint64_t x);
float CFixtures_echo_float(float x);
double CFixtures_echo_double(double x);
long double CFixtures_echo_longdouble(long double x);
bool CFixtures_echo_bool(bool x);
const char *_Nullable CFixtures_echo_cstring(const char *_Nullable x);
void *_Nullable CFixtures_echo_pointer(void *_Nullable x);
int8_t CFixtures_late_int8(CFIXTURES_LATE_PARAMS, int8_t x);
int16_t CFixtures_late_int16(CFIXTURES_LATE_PARAMS, int16_t x);
int32_t CFixtures_late_int32(CFIXTURES_LATE_PARAMS, int32_t x);
int64_t CFixtures_late_int64(CFIXTURES_LATE_PARAMS, int64_t x);
uint8_t CFixtures_late_uint8(CFIXTURES_LATE_PARAMS, uint8_t x);
uint16_t CFixtures_late_uint16(CFIXTURES_LATE_PARAMS, uint16_t x);
uint32_t CFixtures_late_uint32(CFIXTURES_LATE_PARAMS, uint32_t x);
uint64_t CFixtures_late_uint64(CFIXTURES_LATE_PARAMS, uint64_t x);
float CFixtures_late_float(CFIXTURES_LATE_PARAMS, float x);
double CFixtures_late_double(CFIXTURES_LATE_PARAMS, double x);
long double CFixtures_late_longdouble(CFIXTURES_LATE_PARAMS, long double x);
bool CFixtures_late_bool(CFIXTURES_LATE_PARAMS, bool x);
const char *_Nullable CFixtures_late_cstring(CFIXTURES_LATE_PARAMS, const char *_Nullable x);
void *_Nullable CFixtures_late_pointer(CFIXTURES_LATE_PARAMS, void *_Nullable x);
int8_t CFixtures_negate_int8(int8_t x);
int16_t CFixtures_negate_int16(int16_t x);
int32_t CFixtures_negate_int32(int32_t x);
int64_t CFixtures_negate_int64(int64_t x);
uint8_t CFixtures_negate_uint8(uint8_t x);
uint16_t CFixtures_negate_uint16(uint16_t x);
uint32_t CFixtures_negate_uint32(uint32_t x);
uint64_t CFixtures_negate_uint64(uint64_t x);
float CFixtures_negate_float(float x);
double CFixtures_negate_double(double x);
long double CFixtures_negate_longdouble(long double x);
bool CFixtures_negate_bool(bool x);

int8_t CFixtures_call_echo_int8(const void *_Nonnull fn, int8_t x);
int16_t CFixtures_call_echo_int16(const void *_Nonnull fn, int16_t x);
int32_t CFixtures_call_echo_int32(const void *_Nonnull fn, int32_t x);
int64_t CFixtures_call_echo_int64(const void *_Nonnull fn, int64_t x);
uint8_t CFixtures_call_echo_uint8(const void *_Nonnull fn, uint8_t x);
uint16_t CFixtures_call_echo_uint16(const void *_Nonnull fn, uint16_t x);
uint32_t CFixtures_call_echo_uint32(const void *_Nonnull fn, uint32_t x);
uint64_t CFixtures_call_echo_uint64(const void *_Nonnull fn, uint64_t x);
float CFixtures_call_echo_float(const void *_Nonnull fn, float x);
double CFixtures_call_echo_double(const void *_Nonnull fn, double x);
long double CFixtures_call_echo_longdouble(const void *_Nonnull fn, long double x);
bool CFixtures_call_echo_bool(const void *_Nonnull fn, bool x);
const char *_Nullable CFixtures_call_echo_cstring(const void *_Nonnull fn, const char *_Nullable x);
void *_Nullable CFixtures_call_echo_pointer(const void *_Nonnull fn, void *_Nullable x);
int8_t CFixtures_call_late_int8(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS, int8_t x);
int16_t CFixtures_call_late_int16(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS, int16_t x);
int32_t CFixtures_call_late_int32(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS, int32_t x);
int64_t CFixtures_call_late_int64(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS, int64_t x);
uint8_t CFixtures_call_late_uint8(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS, uint8_t x);
uint16_t CFixtures_call_late_uint16(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS, uint16_t x);
uint32_t CFixtures_call_late_uint32(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS, uint32_t x);
uint64_t CFixtures_call_late_uint64(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS, uint64_t x);
float CFixtures_call_late_float(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS, float x);
double CFixtures_call_late_double(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS, double x);
long double CFixtures_call_late_longdouble(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS,
                                           long double x);
bool CFixtures_call_late_bool(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS, bool x);
const char *_Nullable CFixtures_call_late_cstring(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS,
                                                  const char *_Nullable x);
void *_Nullable CFixtures_call_late_pointer(const void *_Nonnull fn, CFIXTURES_LATE_PARAMS,
                                            void *_Nullable x);
int8_t CFixtures_call_negate_int8(const void *_Nonnull fn, int8_t x);
int16_t CFixtures_call_negate_int16(const void *_Nonnull fn, int16_t x);
int32_t CFixtures_call_negate_int32(const void *_Nonnull fn, int32_t x);
int64_t CFixtures_call_negate_int64(const void *_Nonnull fn, int64_t x);
uint8_t CFixtures_call_negate_uint8(const void *_Nonnull fn, uint8_t x);
uint16_t CFixtures_call_negate_uint16(const void *_Nonnull fn, uint16_t x);
uint32_t CFixtures_call_negate_uint32(const void *_Nonnull fn, uint32_t x);
uint64_t CFixtures_call_negate_uint64(const void *_Nonnull fn, uint64_t x);
float CFixtures_call_negate_float(const void *_Nonnull fn, float x);
double CFixtures_call_negate_double(const void *_Nonnull fn, double x);
long double CFixtures_call_negate_longdouble(const void *_Nonnull fn, long double x);
bool CFixtures_call_negate_bool(const void *_Nonnull fn, bool x);

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

// MARK: - Many arguments

/// Returns the weighted sum of the numeric arguments: `Σ (i + 1) * (double)ai` over the
/// position i of each numeric argument, with `13 * (a12.a + (double)a12.b)` for the struct; the
/// string and the pointer only enter the checksum. x86-64: a10 and a12 on the stack although
/// SSE registers remain (a12 needs an integer register as well), a13…a19 split across
/// registers and stack.
double CFixtures_many(int8_t a0, uint16_t a1, int32_t a2, uint64_t a3, float a4, double a5,
                      int64_t a6, uint8_t a7, double a8, float a9, int16_t a10, double a11,
                      CFixtures_S16 a12, const char *_Nullable a13, double a14, float a15,
                      int32_t a16, double a17, double a18, void *_Nullable a19);

/// Returns a struct built from 12 mixed arguments (in memory, through a hidden pointer that takes
/// the first integer register):
///   a = a0 + 2 * a1 + 3 * a2
///   b = 4 * a3 + 5 * a4 + 6 * (a5.a + 2 * a5.b)
///   c = 7 * a6 + 8 * a7 + 9 * (a8 ? 1 : 0) + 10 * (a9.a + 2 * a9.b + 3 * a9.c)
///   d = 11 * a10 + 12 * (double)a11
/// every operand converted to double first, operations evaluated left to right.
CFixtures_S32 CFixtures_many_ret(int8_t a0, double a1, uint32_t a2, float a3, int64_t a4,
                                 CFixtures_S8 a5, uint16_t a6, double a7, bool a8,
                                 CFixtures_S12f a9, int32_t a10, long double a11);

double CFixtures_call_many(const void *_Nonnull fn, int8_t a0, uint16_t a1, int32_t a2,
                           uint64_t a3, float a4, double a5, int64_t a6, uint8_t a7, double a8,
                           float a9, int16_t a10, double a11, CFixtures_S16 a12,
                           const char *_Nullable a13, double a14, float a15, int32_t a16,
                           double a17, double a18, void *_Nullable a19);
CFixtures_S32 CFixtures_call_many_ret(const void *_Nonnull fn, int8_t a0, double a1, uint32_t a2,
                                      float a3, int64_t a4, CFixtures_S8 a5, uint16_t a6,
                                      double a7, bool a8, CFixtures_S12f a9, int32_t a10,
                                      long double a11);

/// Returns a0 + 2 * a1 + 3 * a2 + 4 * a3 + 5 * a4 + 6 * d + 7 * (s.a + 2 * s.b[0] + 3 * s.b[1]
/// + 4 * s.b[2]), in doubles, left to right. x86-64: the first eightbyte of s (INTEGER) goes in
/// the sixth general-purpose register, its second (SSE) in xmm1, after d in xmm0. ffi_call of
/// libffi < 3.4.7 (Debian 12 ships 3.4.4) overwrites d with s.b[1] and s.b[2] here:
/// https://github.com/libffi/libffi/pull/848.
double CFixtures_structInLastRegister(int64_t a0, int64_t a1, int64_t a2, int64_t a3, int64_t a4,
                                      double d, CFixtures_S16a s);

double CFixtures_call_structInLastRegister(const void *_Nonnull fn, int64_t a0, int64_t a1,
                                           int64_t a2, int64_t a3, int64_t a4, double d,
                                           CFixtures_S16a s);

// MARK: - C strings and pointers

/// The length of s, 0 for NULL.
size_t CFixtures_strlen(const char *_Nullable s);

/// A static string chosen by i (some of them empty or non-ASCII UTF-8), NULL for i < 0.
const char *_Nullable CFixtures_greeting(int32_t i);

/// FNV-1a (64-bit) of the bytes of s, 0 for NULL.
uint64_t CFixtures_hashString(const char *_Nullable s);

/// p advanced by `by` bytes (address arithmetic only, never dereferenced); NULL for NULL.
void *_Nullable CFixtures_offsetPointer(void *_Nullable p, int64_t by);

size_t CFixtures_call_strlen(const void *_Nonnull fn, const char *_Nullable s);
const char *_Nullable CFixtures_call_greeting(const void *_Nonnull fn, int32_t i);
uint64_t CFixtures_call_hashString(const void *_Nonnull fn, const char *_Nullable s);
void *_Nullable CFixtures_call_offsetPointer(const void *_Nonnull fn, void *_Nullable p,
                                             int64_t by);

// MARK: - Callback consumers, as a C library calls its callbacks

/// Returns f(ud, f(ud, x)). The checksum (ud, x) is stored after both calls.
int32_t CFixtures_applyTwice(int32_t (*_Nonnull f)(void *_Nullable ud, int32_t x),
                             void *_Nullable ud, int32_t x);

/// The S24 that CFixtures_callWithStruct passes: {a = 0x0123456789abcdef, b = -2.5, c = 42}.
CFixtures_S24 CFixtures_fixedS24(void);

/// Returns f(CFixtures_fixedS24(), k). The checksum (k) is stored after the call.
double CFixtures_callWithStruct(double (*_Nonnull f)(CFixtures_S24 s, int32_t k), int32_t k);

int32_t CFixtures_call_applyTwice(const void *_Nonnull fn,
                                  int32_t (*_Nonnull f)(void *_Nullable ud, int32_t x),
                                  void *_Nullable ud, int32_t x);
double CFixtures_call_callWithStruct(const void *_Nonnull fn,
                                     double (*_Nonnull f)(CFixtures_S24 s, int32_t k), int32_t k);

// MARK: - A method protocol's function, called as a C parent calls it

/// 16 bytes of two doubles; SSE.
typedef struct CFixtures_Reading {
  double value, error;
} CFixtures_Reading;
#define CFIXTURES_ENCODING_Reading "{CFixtures_Reading=dd}"

/// Calls fn(receiver, selector, parent, span, sequence): a *method* protocol's function taking a
/// struct in memory, as a C parent that read it from its delegate calls it.
void CFixtures_callSpanMethod(const void *fn, void *receiver, const void *selector,
                              void *_Nullable parent, CFixtures_S24d span, int64_t sequence);

/// Returns fn(receiver, selector, parent, reading, sequence): a *method* protocol's function
/// taking a struct in registers and returning a double.
double CFixtures_callReadingMethod(const void *fn, void *receiver, const void *selector,
                                   void *_Nullable parent, CFixtures_Reading reading,
                                   int64_t sequence);

#pragma clang assume_nonnull end

#include "CFixturesRandom.h"  // IWYU pragma: export
#include "CFixturesLibrary.h"  // IWYU pragma: export
#include "CFixturesX87.h"  // IWYU pragma: export

#endif
