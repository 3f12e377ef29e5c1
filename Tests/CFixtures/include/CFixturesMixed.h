// The C matrix's mixed signatures: many arguments of every class, the struct in the last
// register (libffi #848), C strings and pointers, functions that call a callback as a C library
// does, and a method protocol's function called as a C parent calls it. Part of the CFixtures
// module (CFixtures.h includes it).

#ifndef CFIXTURES_MIXED_H
#define CFIXTURES_MIXED_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "CFixturesStructs.h"

#pragma clang assume_nonnull begin

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

#endif
