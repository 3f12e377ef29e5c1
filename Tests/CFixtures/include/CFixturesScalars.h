// The C matrix's scalar fixtures: every scalar type echoed, passed after the argument registers
// are full, and negated, each with the helper that calls a function pointer as that fixture's
// type. Part of the CFixtures module (CFixtures.h includes it).

#ifndef CFIXTURES_SCALARS_H
#define CFIXTURES_SCALARS_H

#include <stdbool.h>
#include <stdint.h>

#pragma clang assume_nonnull begin

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

#pragma clang assume_nonnull end

#endif
