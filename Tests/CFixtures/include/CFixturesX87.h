// Structs holding a `long double`, and the state of the x87 register stack.
//
// On x86-64 (System V) a `long double` is the x87 80-bit extended type, stored in 16 bytes (10
// significant, 6 of padding). A struct whose only scalar is one long double — alone, nested or
// as a one-element array — is classified X87, X87UP: it is returned in %st0, as a plain long
// double is, and passed in memory. A struct with a long double and anything else is larger than
// 16 bytes: MEMORY, both ways.
//
// The x87 registers form a stack that must be empty at every call and every return, except for
// the %st0 that carries a returned long double, which the caller pops. A call path that forgets
// to pop (or pushes nothing where the caller pops) leaves the stack unbalanced; after eight
// leaked registers every long double computation of the thread yields NaN.
//
// For each struct S below:
//
// - `CFixtures_S CFixtures_negate_S(CFixtures_S x)` returns x with every field negated (long
//   double, float and double fields as -v, integers as ~v), after checksumming its fields.
// - `CFixtures_S CFixtures_call_negate_S(const void *fn, CFixtures_S x)` calls fn as that type.

#ifndef CFIXTURES_X87_H
#define CFIXTURES_X87_H

#include <stdint.h>

#include "CFixtures.h"

#pragma clang assume_nonnull begin

/// 16 bytes, one long double; X87, X87UP: returned in %st0, passed in memory.
typedef struct CFixtures_LD {
  long double x;
} CFixtures_LD;
#define CFIXTURES_ENCODING_LD "{CFixtures_LD=D}"

/// 16 bytes, CFixtures_LD nested; X87, X87UP.
typedef struct CFixtures_LDNested {
  CFixtures_LD inner;
} CFixtures_LDNested;
#define CFIXTURES_ENCODING_LDNested "{CFixtures_LDNested={CFixtures_LD=D}}"

/// 16 bytes, a one-element array; X87, X87UP.
typedef struct CFixtures_LDArray {
  long double x[1];
} CFixtures_LDArray;
#define CFIXTURES_ENCODING_LDArray "{CFixtures_LDArray=[1D]}"

/// 32 bytes, a double then a long double; MEMORY (libffi classifies structs of up to 32 bytes
/// itself: the largest it looks into).
typedef struct CFixtures_LDPair {
  double d;
  long double x;
} CFixtures_LDPair;
#define CFIXTURES_ENCODING_LDPair "{CFixtures_LDPair=dD}"

/// 48 bytes, an int, a nested long double struct and an array of floats; MEMORY.
typedef struct CFixtures_LDMixed {
  int32_t i;
  CFixtures_LDNested ld;
  float f[2];
} CFixtures_LDMixed;
#define CFIXTURES_ENCODING_LDMixed \
  "{CFixtures_LDMixed=i{CFixtures_LDNested={CFixtures_LD=D}}[2f]}"

/// 8 bytes, CFixtures_S8 nested; INTEGER.
typedef struct CFixtures_Wrap8 {
  CFixtures_S8 inner;
} CFixtures_Wrap8;
#define CFIXTURES_ENCODING_Wrap8 "{CFixtures_Wrap8={CFixtures_S8=if}}"

/// 8 bytes, an array; INTEGER.
typedef struct CFixtures_Arr8 {
  int16_t v[4];
} CFixtures_Arr8;
#define CFIXTURES_ENCODING_Arr8 "{CFixtures_Arr8=[4s]}"

CFIXTURES_ASSERT_LAYOUT(CFixtures_LD, 16, 16);
CFIXTURES_ASSERT_LAYOUT(CFixtures_LDNested, 16, 16);
CFIXTURES_ASSERT_LAYOUT(CFixtures_LDArray, 16, 16);
CFIXTURES_ASSERT_LAYOUT(CFixtures_LDPair, 32, 16);
CFIXTURES_ASSERT_LAYOUT(CFixtures_LDMixed, 48, 16);
CFIXTURES_ASSERT_LAYOUT(CFixtures_Wrap8, 8, 4);
CFIXTURES_ASSERT_LAYOUT(CFixtures_Arr8, 8, 2);
_Static_assert(offsetof(CFixtures_LDPair, x) == 16, "CFixtures_LDPair.x at 16");
_Static_assert(offsetof(CFixtures_LDMixed, ld) == 16, "CFixtures_LDMixed.ld at 16");
_Static_assert(offsetof(CFixtures_LDMixed, f) == 32, "CFixtures_LDMixed.f at 32");

CFixtures_LD CFixtures_negate_LD(CFixtures_LD x);
CFixtures_LDNested CFixtures_negate_LDNested(CFixtures_LDNested x);
CFixtures_LDArray CFixtures_negate_LDArray(CFixtures_LDArray x);
CFixtures_LDPair CFixtures_negate_LDPair(CFixtures_LDPair x);
CFixtures_LDMixed CFixtures_negate_LDMixed(CFixtures_LDMixed x);

CFixtures_LD CFixtures_call_negate_LD(const void *fn, CFixtures_LD x);
CFixtures_LDNested CFixtures_call_negate_LDNested(const void *fn, CFixtures_LDNested x);
CFixtures_LDArray CFixtures_call_negate_LDArray(const void *fn, CFixtures_LDArray x);
CFixtures_LDPair CFixtures_call_negate_LDPair(const void *fn, CFixtures_LDPair x);
CFixtures_LDMixed CFixtures_call_negate_LDMixed(const void *fn, CFixtures_LDMixed x);

/// Eight arguments, nested and array-bearing structs among them, returning a lone long double
/// struct in %st0. x = a0 + 2 * (a1.inner.a + 2 * a1.inner.b) + 3 * a2 + 4 * (a3.v[0] +
/// 2 * a3.v[1] + 3 * a3.v[2] + 4 * a3.v[3]) + 5 * a4 + 6 * a5 + 7 * (a6.a + 2 * a6.b[0] +
/// 3 * a6.b[1] + 4 * a6.b[2]) + 8 * a7.x[0], in long double, left to right. x86-64: a0 to a4 take
/// five integer registers, a5 xmm0, a6 the sixth integer register and xmm1 (the libffi #848 case
/// of CFixtures_structInLastRegister: a call path that counts a hidden return pointer here, as if
/// the struct were returned in memory, misses it), a7 memory.
CFixtures_LD CFixtures_x87Eight(int64_t a0, CFixtures_Wrap8 a1, int32_t a2, CFixtures_Arr8 a3,
                                int64_t a4, double a5, CFixtures_S16a a6, CFixtures_LDArray a7);
CFixtures_LD CFixtures_call_x87Eight(const void *fn, int64_t a0, CFixtures_Wrap8 a1, int32_t a2,
                                     CFixtures_Arr8 a3, int64_t a4, double a5, CFixtures_S16a a6,
                                     CFixtures_LDArray a7);

/// Returns a0 + 2 * b.x + 3 * c + 4 * (d.i + d.ld.inner.x + d.f[0] + d.f[1]) + 5 * e + 6 * (f.d +
/// f.x) in long double, left to right: long double structs as arguments only, in memory between
/// register arguments, with a plain long double return.
long double CFixtures_x87Arguments(float a, CFixtures_LD b, int32_t c, CFixtures_LDMixed d,
                                   double e, CFixtures_LDPair f);
long double CFixtures_call_x87Arguments(const void *fn, float a, CFixtures_LD b, int32_t c,
                                        CFixtures_LDMixed d, double e, CFixtures_LDPair f);

// MARK: - The x87 register stack

/// The x87 tag word (from fnstenv): two bits per physical register, 0b11 for an empty one. It is
/// 0xFFFF when the x87 stack is empty, as the ABI requires at every call and every return; each
/// register a call path leaked clears two bits. 0xFFFF off x86.
uint16_t CFixtures_x87TagWord(void);

/// 8.0, summed with all eight x87 registers (eight pushes, seven adds): NaN when any register is
/// still occupied, so that a single leaked register shows. Leaves the x87 stack as it was.
long double CFixtures_x87FullStackSum(void);

/// (x + 0.5) * 3, an ordinary long double computation: NaN once the x87 stack is full.
long double CFixtures_x87Ordinary(long double x);

/// What the two probes above see with one register occupied, as a call path that forgets to pop
/// leaves it: pushes a register, stores the tag word and the full-stack sum, pops the register.
void CFixtures_x87ProbeWithOneRegisterLeaked(uint16_t *tagWord, long double *fullStackSum);

#pragma clang assume_nonnull end

#endif
