// GENERATED FILE, DO NOT EDIT.
// Regenerate with: python3 Tests/Scripts/generate_random_signatures.py (seeds 20261121, 20261124);
// `--check` verifies it, CI runs that.
//
// 520 C functions with random signatures, for comparing direct calls with calls through a
// trampoline. Return types: void, every scalar (long double, bool, char * and void * included)
// or a random struct; 0 to 16 arguments, scalars and random structs (1 to 6 fields:
// integers, float, double, bool, pointers, sometimes a fixed array or a nested struct; 1 to 48
// bytes).
//
// The cases from random_400 on (seed 20261124) put long doubles in structs, as arguments
// and return values: structs whose only scalar is one long double (alone, nested or as a
// one-element array: returned in %st0, passed in memory) and structs of up to 96
// bytes with long doubles among other fields (MEMORY).
//
// Each function checksums its arguments field by field (see CFixtures_lastChecksum) and returns
// a value derived from that checksum, so a wrong argument or a wrong return shows.
//
// Values the caller provides: bool 0 or 1, finite floating point, char * NULL or a
// NUL-terminated string (checksummed by content); pointers are never dereferenced.

#ifndef CFIXTURES_RANDOM_H
#define CFIXTURES_RANDOM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#pragma clang assume_nonnull begin

/// One random-signature fixture.
typedef struct {
  /// "random_17".
  const char *_Nonnull name;
  /// Objective-C type encoding, return type then argument types, without offsets:
  /// c s i q C S I Q f d D B * ^v, `{name=fields}` for structs (names unique), `[nT]` for
  /// arrays. Example: "d{r17_a=dq}ic*".
  const char *_Nonnull encoding;
  /// The fixture, to wrap in a trampoline or to call with ffi_call.
  const void *_Nonnull function;
  /// Calls `function` directly with `*(T *)args[i]` and stores its result to `ret` (nothing for
  /// void). args[i] and ret must be aligned for their types and hold sizeof(T) bytes.
  void (*_Nonnull callDirect)(void *_Nonnull ret, void *_Nonnull const *_Nonnull args);
  /// Like callDirect, calling `fn` (a trampoline) as the fixture's type.
  void (*_Nonnull callThrough)(const void *_Nonnull fn, void *_Nonnull ret,
                               void *_Nonnull const *_Nonnull args);
  /// The checksum of a return value, field by field (padding ignored); 0 for void.
  uint64_t (*_Nonnull checksumReturn)(const void *_Nonnull ret);
} CFixtures_RandomCase;

extern const CFixtures_RandomCase CFixtures_randomCases[];
/// 520.
extern const size_t CFixtures_randomCaseCount;

/// &CFixtures_randomCases[index] (for Swift, which does not import arrays of unknown size).
const CFixtures_RandomCase *_Nonnull CFixtures_randomCase(size_t index);

/// sizeof and _Alignof of a type, as the C compiler lays it out (to check encoding layouts).
typedef struct {
  size_t size;
  size_t alignment;
} CFixtures_TypeLayout;

/// C layouts of a random case's return type ({0, 1} for void) and argument types.
typedef struct {
  size_t argumentCount;
  CFixtures_TypeLayout returnLayout;
  /// argumentCount entries.
  const CFixtures_TypeLayout *_Nonnull argumentLayouts;
} CFixtures_RandomCaseLayout;

/// Parallel to CFixtures_randomCases.
extern const CFixtures_RandomCaseLayout CFixtures_randomCaseLayouts[];

/// &CFixtures_randomCaseLayouts[index].
const CFixtures_RandomCaseLayout *_Nonnull CFixtures_randomCaseLayout(size_t index);

#pragma clang assume_nonnull end

// MARK: - The structs of the cases
//
// Declared here so that Swift imports them (TypedRandomSignatureTests calls the cases with typed
// methods of these types); pointer fields are _Nullable: they may hold any value.

typedef struct CFixtures_r0_a {
  float f0;
  float f1;
} CFixtures_r0_a;
typedef struct CFixtures_r0_b {
  uint16_t f0;
} CFixtures_r0_b;
typedef struct CFixtures_r0_c {
  void *_Nullable f0[3];
  double f1;
} CFixtures_r0_c;
typedef struct CFixtures_r2_a {
  uint8_t f0;
  bool f1[1];
} CFixtures_r2_a;
typedef struct CFixtures_r3_a {
  float f0[4];
  double f1;
  uint32_t f2;
} CFixtures_r3_a;
typedef struct CFixtures_r4_a {
  bool f0;
} CFixtures_r4_a;
typedef struct CFixtures_r4_b {
  uint8_t f0[1];
  double f1;
} CFixtures_r4_b;
typedef struct CFixtures_r4_c {
  CFixtures_r4_b f0;
  int64_t f1;
  double f2;
} CFixtures_r4_c;
typedef struct CFixtures_r4_d {
  uint8_t f0;
  double f1;
  float f2;
} CFixtures_r4_d;
typedef struct CFixtures_r4_e {
  float f0[1];
} CFixtures_r4_e;
typedef struct CFixtures_r5_a {
  double f0;
} CFixtures_r5_a;
typedef struct CFixtures_r5_b {
  CFixtures_r5_a f0;
  float f1;
  float f2;
  float f3;
} CFixtures_r5_b;
typedef struct CFixtures_r5_c {
  int16_t f0[3];
  uint8_t f1;
  int32_t f2;
} CFixtures_r5_c;
typedef struct CFixtures_r5_d {
  uint64_t f0;
} CFixtures_r5_d;
typedef struct CFixtures_r5_e {
  CFixtures_r5_c f0;
  CFixtures_r5_d f1;
  uint64_t f2;
} CFixtures_r5_e;
typedef struct CFixtures_r5_f {
  float f0;
  float f1;
} CFixtures_r5_f;
typedef struct CFixtures_r5_g {
  uint16_t f0;
  float f1;
} CFixtures_r5_g;
typedef struct CFixtures_r5_h {
  uint64_t f0;
  int16_t f1;
  CFixtures_r5_g f2;
  uint8_t f3;
  bool f4;
  uint64_t f5;
} CFixtures_r5_h;
typedef struct CFixtures_r5_i {
  uint8_t f0;
  bool f1;
  double f2;
} CFixtures_r5_i;
typedef struct CFixtures_r6_a {
  uint64_t f0;
  float f1;
} CFixtures_r6_a;
typedef struct CFixtures_r6_b {
  double f0[1];
  int64_t f1;
} CFixtures_r6_b;
typedef struct CFixtures_r6_c {
  double f0;
} CFixtures_r6_c;
typedef struct CFixtures_r6_d {
  float f0;
  float f1;
} CFixtures_r6_d;
typedef struct CFixtures_r6_e {
  double f0[1];
} CFixtures_r6_e;
typedef struct CFixtures_r7_a {
  bool f0[1];
} CFixtures_r7_a;
typedef struct CFixtures_r7_b {
  CFixtures_r7_a f0;
} CFixtures_r7_b;
typedef struct CFixtures_r7_c {
  int32_t f0;
  double f1;
} CFixtures_r7_c;
typedef struct CFixtures_r7_d {
  float f0;
  float f1;
  double f2;
} CFixtures_r7_d;
typedef struct CFixtures_r7_e {
  double f0;
  uint64_t f1[1];
} CFixtures_r7_e;
typedef struct CFixtures_r7_f {
  float f0[4];
  double f1;
} CFixtures_r7_f;
typedef struct CFixtures_r7_g {
  CFixtures_r7_f f0;
  float f1;
} CFixtures_r7_g;
typedef struct CFixtures_r7_h {
  float f0;
  double f1;
} CFixtures_r7_h;
typedef struct CFixtures_r8_a {
  float f0;
  void *_Nullable f1;
  double f2;
  bool f3;
  int64_t f4;
  bool f5;
} CFixtures_r8_a;
typedef struct CFixtures_r8_b {
  double f0[1];
  uint8_t f1;
  uint16_t f2;
} CFixtures_r8_b;
typedef struct CFixtures_r8_c {
  double f0;
} CFixtures_r8_c;
typedef struct CFixtures_r8_d {
  uint16_t f0[2];
  int16_t f1;
  int64_t f2[1];
} CFixtures_r8_d;
typedef struct CFixtures_r9_a {
  int16_t f0;
} CFixtures_r9_a;
typedef struct CFixtures_r10_a {
  uint32_t f0;
} CFixtures_r10_a;
typedef struct CFixtures_r11_a {
  int32_t f0;
} CFixtures_r11_a;
typedef struct CFixtures_r11_b {
  float f0;
  uint32_t f1;
} CFixtures_r11_b;
typedef struct CFixtures_r11_c {
  double f0;
  uint32_t f1;
  bool f2;
} CFixtures_r11_c;
typedef struct CFixtures_r12_a {
  double f0;
  double f1;
} CFixtures_r12_a;
typedef struct CFixtures_r13_a {
  float f0;
} CFixtures_r13_a;
typedef struct CFixtures_r14_a {
  double f0;
} CFixtures_r14_a;
typedef struct CFixtures_r14_b {
  int16_t f0;
  CFixtures_r14_a f1;
  float f2;
} CFixtures_r14_b;
typedef struct CFixtures_r14_c {
  float f0[1];
  float f1;
  float f2;
} CFixtures_r14_c;
typedef struct CFixtures_r14_d {
  int16_t f0;
  float f1[2];
} CFixtures_r14_d;
typedef struct CFixtures_r14_e {
  uint8_t f0;
  uint8_t f1;
  uint32_t f2;
} CFixtures_r14_e;
typedef struct CFixtures_r14_f {
  CFixtures_r14_e f0;
  double f1;
} CFixtures_r14_f;
typedef struct CFixtures_r14_g {
  int64_t f0;
  uint8_t f1;
} CFixtures_r14_g;
typedef struct CFixtures_r14_h {
  CFixtures_r14_g f0;
} CFixtures_r14_h;
typedef struct CFixtures_r15_a {
  double f0;
} CFixtures_r15_a;
typedef struct CFixtures_r15_b {
  float f0;
  float f1;
  float f2;
} CFixtures_r15_b;
typedef struct CFixtures_r15_c {
  CFixtures_r15_a f0;
  double f1;
  CFixtures_r15_b f2;
  float f3;
  float f4;
  float f5;
} CFixtures_r15_c;
typedef struct CFixtures_r16_a {
  float f0;
  int16_t f1;
} CFixtures_r16_a;
typedef struct CFixtures_r16_b {
  uint32_t f0;
  float f1;
  CFixtures_r16_a f2;
  uint16_t f3;
  float f4;
} CFixtures_r16_b;
typedef struct CFixtures_r17_a {
  void *_Nullable f0[2];
  double f1;
  int8_t f2;
  float f3[1];
  int8_t f4;
} CFixtures_r17_a;
typedef struct CFixtures_r18_a {
  int8_t f0;
  int8_t f1;
} CFixtures_r18_a;
typedef struct CFixtures_r18_b {
  int64_t f0;
  double f1[1];
} CFixtures_r18_b;
typedef struct CFixtures_r18_c {
  int16_t f0[4];
  CFixtures_r18_a f1;
  CFixtures_r18_b f2;
  float f3;
} CFixtures_r18_c;
typedef struct CFixtures_r19_a {
  double f0;
} CFixtures_r19_a;
typedef struct CFixtures_r19_b {
  float f0;
  float f1;
  double f2;
} CFixtures_r19_b;
typedef struct CFixtures_r19_c {
  float f0;
  CFixtures_r19_b f1;
  double f2;
  double f3;
  double f4;
} CFixtures_r19_c;
typedef struct CFixtures_r20_a {
  void *_Nullable f0;
  double f1;
} CFixtures_r20_a;
typedef struct CFixtures_r21_a {
  uint32_t f0;
  float f1;
} CFixtures_r21_a;
typedef struct CFixtures_r22_a {
  float f0[4];
} CFixtures_r22_a;
typedef struct CFixtures_r23_a {
  float f0;
  double f1;
} CFixtures_r23_a;
typedef struct CFixtures_r23_b {
  CFixtures_r23_a f0;
} CFixtures_r23_b;
typedef struct CFixtures_r24_a {
  int16_t f0;
  uint8_t f1;
  int16_t f2;
  int32_t f3;
  int8_t f4;
} CFixtures_r24_a;
typedef struct CFixtures_r25_a {
  float f0;
  int32_t f1;
} CFixtures_r25_a;
typedef struct CFixtures_r26_a {
  float f0;
  float f1;
  double f2;
} CFixtures_r26_a;
typedef struct CFixtures_r27_a {
  int16_t f0;
  int8_t f1;
} CFixtures_r27_a;
typedef struct CFixtures_r27_b {
  float f0;
  uint8_t f1;
  uint8_t f2;
  void *_Nullable f3[3];
  uint64_t f4;
  uint8_t f5;
} CFixtures_r27_b;
typedef struct CFixtures_r27_c {
  bool f0;
  double f1;
} CFixtures_r27_c;
typedef struct CFixtures_r27_d {
  float f0;
  float f1;
} CFixtures_r27_d;
typedef struct CFixtures_r27_e {
  uint16_t f0;
  uint8_t f1;
} CFixtures_r27_e;
typedef struct CFixtures_r28_a {
  float f0[1];
  double f1;
} CFixtures_r28_a;
typedef struct CFixtures_r28_b {
  float f0;
  float f1[1];
} CFixtures_r28_b;
typedef struct CFixtures_r28_c {
  float f0;
  uint16_t f1;
  CFixtures_r28_b f2;
} CFixtures_r28_c;
typedef struct CFixtures_r28_d {
  float f0;
  float f1;
} CFixtures_r28_d;
typedef struct CFixtures_r28_e {
  int8_t f0;
  float f1[2];
  float f2;
} CFixtures_r28_e;
typedef struct CFixtures_r29_a {
  uint8_t f0[3];
  void *_Nullable f1[1];
  double f2;
} CFixtures_r29_a;
typedef struct CFixtures_r29_b {
  CFixtures_r29_a f0;
  void *_Nullable f1;
  int32_t f2[1];
  uint16_t f3;
  float f4;
} CFixtures_r29_b;
typedef struct CFixtures_r30_a {
  uint32_t f0;
  double f1;
  uint16_t f2;
  int16_t f3;
} CFixtures_r30_a;
typedef struct CFixtures_r30_b {
  uint16_t f0[2];
} CFixtures_r30_b;
typedef struct CFixtures_r30_c {
  double f0;
} CFixtures_r30_c;
typedef struct CFixtures_r30_d {
  double f0[1];
} CFixtures_r30_d;
typedef struct CFixtures_r30_e {
  uint64_t f0;
} CFixtures_r30_e;
typedef struct CFixtures_r31_a {
  uint16_t f0[3];
} CFixtures_r31_a;
typedef struct CFixtures_r35_a {
  float f0;
} CFixtures_r35_a;
typedef struct CFixtures_r36_a {
  float f0;
} CFixtures_r36_a;
typedef struct CFixtures_r36_b {
  uint8_t f0;
  bool f1;
} CFixtures_r36_b;
typedef struct CFixtures_r36_c {
  float f0;
  double f1;
} CFixtures_r36_c;
typedef struct CFixtures_r39_a {
  double f0;
  double f1;
} CFixtures_r39_a;
typedef struct CFixtures_r39_b {
  CFixtures_r39_a f0;
} CFixtures_r39_b;
typedef struct CFixtures_r40_a {
  double f0;
  float f1;
} CFixtures_r40_a;
typedef struct CFixtures_r40_b {
  float f0[3];
} CFixtures_r40_b;
typedef struct CFixtures_r41_a {
  float f0;
} CFixtures_r41_a;
typedef struct CFixtures_r41_b {
  CFixtures_r41_a f0;
  float f1;
} CFixtures_r41_b;
typedef struct CFixtures_r43_a {
  float f0;
  float f1;
  double f2;
} CFixtures_r43_a;
typedef struct CFixtures_r43_b {
  double f0;
  double f1;
} CFixtures_r43_b;
typedef struct CFixtures_r44_a {
  double f0;
  float f1;
} CFixtures_r44_a;
typedef struct CFixtures_r45_a {
  bool f0;
  double f1;
} CFixtures_r45_a;
typedef struct CFixtures_r45_b {
  uint16_t f0;
  void *_Nullable f1;
  bool f2;
  int16_t f3;
} CFixtures_r45_b;
typedef struct CFixtures_r45_c {
  uint16_t f0;
} CFixtures_r45_c;
typedef struct CFixtures_r45_d {
  void *_Nullable f0;
  double f1;
} CFixtures_r45_d;
typedef struct CFixtures_r45_e {
  float f0;
  uint64_t f1;
} CFixtures_r45_e;
typedef struct CFixtures_r45_f {
  float f0;
  float f1;
  uint32_t f2;
  int16_t f3[2];
} CFixtures_r45_f;
typedef struct CFixtures_r45_g {
  float f0;
  double f1;
} CFixtures_r45_g;
typedef struct CFixtures_r46_a {
  int64_t f0;
  bool f1;
  double f2;
  double f3;
  double f4;
} CFixtures_r46_a;
typedef struct CFixtures_r46_b {
  double f0;
} CFixtures_r46_b;
typedef struct CFixtures_r47_a {
  double f0;
} CFixtures_r47_a;
typedef struct CFixtures_r49_a {
  float f0;
} CFixtures_r49_a;
typedef struct CFixtures_r51_a {
  float f0;
  uint64_t f1;
  uint16_t f2;
  int32_t f3;
  double f4;
  double f5;
} CFixtures_r51_a;
typedef struct CFixtures_r51_b {
  uint32_t f0;
  float f1;
  int64_t f2[3];
} CFixtures_r51_b;
typedef struct CFixtures_r51_c {
  double f0;
  float f1;
  bool f2;
} CFixtures_r51_c;
typedef struct CFixtures_r51_d {
  float f0;
} CFixtures_r51_d;
typedef struct CFixtures_r51_e {
  uint32_t f0;
} CFixtures_r51_e;
typedef struct CFixtures_r52_a {
  float f0;
  float f1;
} CFixtures_r52_a;
typedef struct CFixtures_r52_b {
  double f0;
  float f1;
  CFixtures_r52_a f2;
} CFixtures_r52_b;
typedef struct CFixtures_r52_c {
  int8_t f0[3];
  float f1;
  float f2;
} CFixtures_r52_c;
typedef struct CFixtures_r54_a {
  float f0;
  int16_t f1;
  int8_t f2;
} CFixtures_r54_a;
typedef struct CFixtures_r54_b {
  uint16_t f0;
  uint32_t f1;
  bool f2;
  CFixtures_r54_a f3;
  int32_t f4;
} CFixtures_r54_b;
typedef struct CFixtures_r55_a {
  uint16_t f0;
  int32_t f1;
  bool f2;
} CFixtures_r55_a;
typedef struct CFixtures_r55_b {
  CFixtures_r55_a f0;
  uint32_t f1[2];
  double f2;
  float f3;
  double f4;
} CFixtures_r55_b;
typedef struct CFixtures_r55_c {
  float f0;
  float f1;
  float f2;
} CFixtures_r55_c;
typedef struct CFixtures_r55_d {
  void *_Nullable f0;
  double f1;
} CFixtures_r55_d;
typedef struct CFixtures_r56_a {
  double f0;
  double f1;
  double f2[2];
  float f3;
  float f4;
  double f5;
} CFixtures_r56_a;
typedef struct CFixtures_r56_b {
  float f0[4];
} CFixtures_r56_b;
typedef struct CFixtures_r56_c {
  bool f0;
  uint8_t f1;
  uint8_t f2;
  void *_Nullable f3;
  CFixtures_r56_b f4;
  void *_Nullable f5;
} CFixtures_r56_c;
typedef struct CFixtures_r57_a {
  float f0;
  double f1;
  float f2[4];
  void *_Nullable f3;
} CFixtures_r57_a;
typedef struct CFixtures_r59_a {
  float f0;
  float f1;
  double f2;
} CFixtures_r59_a;
typedef struct CFixtures_r59_b {
  bool f0[4];
  int64_t f1;
} CFixtures_r59_b;
typedef struct CFixtures_r59_c {
  int8_t f0;
  CFixtures_r59_b f1;
  float f2;
  float f3;
  uint32_t f4[2];
} CFixtures_r59_c;
typedef struct CFixtures_r59_d {
  double f0;
  bool f1;
} CFixtures_r59_d;
typedef struct CFixtures_r59_e {
  float f0[2];
} CFixtures_r59_e;
typedef struct CFixtures_r60_a {
  bool f0;
  uint16_t f1;
} CFixtures_r60_a;
typedef struct CFixtures_r62_a {
  int16_t f0[1];
} CFixtures_r62_a;
typedef struct CFixtures_r62_b {
  int64_t f0[1];
  uint16_t f1;
  int16_t f2;
  bool f3[2];
  CFixtures_r62_a f4;
} CFixtures_r62_b;
typedef struct CFixtures_r62_c {
  float f0;
  double f1;
} CFixtures_r62_c;
typedef struct CFixtures_r62_d {
  bool f0;
  int8_t f1;
} CFixtures_r62_d;
typedef struct CFixtures_r63_a {
  float f0;
} CFixtures_r63_a;
typedef struct CFixtures_r63_b {
  double f0;
  int16_t f1;
} CFixtures_r63_b;
typedef struct CFixtures_r63_c {
  double f0;
  int8_t f1;
} CFixtures_r63_c;
typedef struct CFixtures_r63_d {
  uint32_t f0;
} CFixtures_r63_d;
typedef struct CFixtures_r63_e {
  CFixtures_r63_d f0;
  int16_t f1;
  uint16_t f2;
  float f3[2];
} CFixtures_r63_e;
typedef struct CFixtures_r64_a {
  float f0;
  float f1;
  float f2;
} CFixtures_r64_a;
typedef struct CFixtures_r64_b {
  float f0;
  float f1[3];
} CFixtures_r64_b;
typedef struct CFixtures_r64_c {
  double f0;
  double f1;
  CFixtures_r64_b f2;
  float f3;
  float f4;
} CFixtures_r64_c;
typedef struct CFixtures_r64_d {
  double f0;
  float f1;
} CFixtures_r64_d;
typedef struct CFixtures_r64_e {
  int16_t f0;
} CFixtures_r64_e;
typedef struct CFixtures_r64_f {
  uint32_t f0;
  double f1;
  int32_t f2;
  int32_t f3;
  int8_t f4[2];
  CFixtures_r64_e f5;
} CFixtures_r64_f;
typedef struct CFixtures_r64_g {
  float f0;
  float f1;
} CFixtures_r64_g;
typedef struct CFixtures_r64_h {
  float f0;
  int16_t f1;
  CFixtures_r64_g f2;
} CFixtures_r64_h;
typedef struct CFixtures_r64_i {
  int64_t f0;
  double f1;
  int32_t f2;
  double f3;
} CFixtures_r64_i;
typedef struct CFixtures_r64_j {
  float f0;
} CFixtures_r64_j;
typedef struct CFixtures_r64_k {
  CFixtures_r64_j f0;
  float f1;
} CFixtures_r64_k;
typedef struct CFixtures_r65_a {
  uint32_t f0;
  double f1;
} CFixtures_r65_a;
typedef struct CFixtures_r67_a {
  float f0;
} CFixtures_r67_a;
typedef struct CFixtures_r68_a {
  float f0;
  uint64_t f1;
} CFixtures_r68_a;
typedef struct CFixtures_r68_b {
  int32_t f0[1];
} CFixtures_r68_b;
typedef struct CFixtures_r69_a {
  float f0;
} CFixtures_r69_a;
typedef struct CFixtures_r71_a {
  double f0;
  float f1;
  float f2;
  double f3;
} CFixtures_r71_a;
typedef struct CFixtures_r72_a {
  double f0;
  uint32_t f1;
  int8_t f2;
} CFixtures_r72_a;
typedef struct CFixtures_r76_a {
  double f0;
  uint64_t f1;
} CFixtures_r76_a;
typedef struct CFixtures_r77_a {
  int64_t f0;
} CFixtures_r77_a;
typedef struct CFixtures_r77_b {
  int16_t f0;
  int8_t f1;
} CFixtures_r77_b;
typedef struct CFixtures_r77_c {
  uint64_t f0;
  bool f1;
  float f2;
  CFixtures_r77_a f3;
  CFixtures_r77_b f4;
  int8_t f5;
} CFixtures_r77_c;
typedef struct CFixtures_r78_a {
  int64_t f0;
  float f1;
} CFixtures_r78_a;
typedef struct CFixtures_r78_b {
  double f0;
} CFixtures_r78_b;
typedef struct CFixtures_r78_c {
  double f0[2];
  double f1;
} CFixtures_r78_c;
typedef struct CFixtures_r78_d {
  double f0;
  double f1;
  float f2;
  float f3;
  double f4;
  float f5[4];
} CFixtures_r78_d;
typedef struct CFixtures_r79_a {
  double f0;
  int64_t f1;
  double f2;
} CFixtures_r79_a;
typedef struct CFixtures_r79_b {
  int8_t f0;
  void *_Nullable f1;
  double f2[3];
  float f3;
} CFixtures_r79_b;
typedef struct CFixtures_r79_c {
  float f0;
  float f1;
  int32_t f2;
  double f3;
  bool f4;
} CFixtures_r79_c;
typedef struct CFixtures_r79_d {
  float f0;
} CFixtures_r79_d;
typedef struct CFixtures_r79_e {
  double f0[2];
  double f1;
  float f2;
  double f3;
} CFixtures_r79_e;
typedef struct CFixtures_r82_a {
  int8_t f0;
  uint16_t f1;
  uint16_t f2;
} CFixtures_r82_a;
typedef struct CFixtures_r82_b {
  uint64_t f0[1];
  int8_t f1;
  CFixtures_r82_a f2;
} CFixtures_r82_b;
typedef struct CFixtures_r83_a {
  double f0;
  double f1;
  double f2;
  float f3;
} CFixtures_r83_a;
typedef struct CFixtures_r83_b {
  double f0;
  int16_t f1;
} CFixtures_r83_b;
typedef struct CFixtures_r83_c {
  uint8_t f0[1];
  CFixtures_r83_b f1;
} CFixtures_r83_c;
typedef struct CFixtures_r83_d {
  double f0;
  double f1[4];
  double f2;
} CFixtures_r83_d;
typedef struct CFixtures_r83_e {
  float f0;
  float f1;
  double f2;
} CFixtures_r83_e;
typedef struct CFixtures_r83_f {
  uint64_t f0;
  int8_t f1;
} CFixtures_r83_f;
typedef struct CFixtures_r83_g {
  float f0;
  float f1;
  int64_t f2;
  void *_Nullable f3;
  CFixtures_r83_f f4;
} CFixtures_r83_g;
typedef struct CFixtures_r84_a {
  bool f0;
} CFixtures_r84_a;
typedef struct CFixtures_r84_b {
  CFixtures_r84_a f0;
  uint16_t f1;
  bool f2;
  int16_t f3[3];
} CFixtures_r84_b;
typedef struct CFixtures_r84_c {
  float f0[3];
  int64_t f1;
  int16_t f2;
  int32_t f3[4];
  int32_t f4;
} CFixtures_r84_c;
typedef struct CFixtures_r86_a {
  float f0[2];
} CFixtures_r86_a;
typedef struct CFixtures_r86_b {
  double f0;
  float f1;
  CFixtures_r86_a f2;
  double f3;
  double f4;
} CFixtures_r86_b;
typedef struct CFixtures_r86_c {
  double f0[1];
  double f1;
  float f2;
  float f3;
  float f4;
} CFixtures_r86_c;
typedef struct CFixtures_r86_d {
  bool f0;
  float f1[2];
  int16_t f2[2];
  int16_t f3;
} CFixtures_r86_d;
typedef struct CFixtures_r87_a {
  double f0;
  float f1[2];
  double f2[4];
} CFixtures_r87_a;
typedef struct CFixtures_r87_b {
  float f0[2];
  double f1;
} CFixtures_r87_b;
typedef struct CFixtures_r87_c {
  float f0;
  CFixtures_r87_b f1;
} CFixtures_r87_c;
typedef struct CFixtures_r87_d {
  int16_t f0;
  uint32_t f1;
} CFixtures_r87_d;
typedef struct CFixtures_r87_e {
  void *_Nullable f0;
  CFixtures_r87_d f1;
  uint32_t f2;
  double f3[1];
  int8_t f4;
} CFixtures_r87_e;
typedef struct CFixtures_r89_a {
  int8_t f0;
  bool f1;
  double f2;
} CFixtures_r89_a;
typedef struct CFixtures_r90_a {
  double f0[3];
} CFixtures_r90_a;
typedef struct CFixtures_r91_a {
  int8_t f0;
  float f1[3];
} CFixtures_r91_a;
typedef struct CFixtures_r91_b {
  int32_t f0;
} CFixtures_r91_b;
typedef struct CFixtures_r91_c {
  void *_Nullable f0[2];
  uint32_t f1;
  double f2;
  CFixtures_r91_b f3;
} CFixtures_r91_c;
typedef struct CFixtures_r92_a {
  uint64_t f0;
  uint32_t f1;
  uint8_t f2;
} CFixtures_r92_a;
typedef struct CFixtures_r92_b {
  double f0[1];
} CFixtures_r92_b;
typedef struct CFixtures_r92_c {
  double f0;
  CFixtures_r92_b f1;
} CFixtures_r92_c;
typedef struct CFixtures_r92_d {
  int8_t f0[1];
  int32_t f1;
} CFixtures_r92_d;
typedef struct CFixtures_r92_e {
  float f0;
  int32_t f1;
  int16_t f2;
  uint64_t f3;
} CFixtures_r92_e;
typedef struct CFixtures_r93_a {
  float f0[2];
} CFixtures_r93_a;
typedef struct CFixtures_r93_b {
  CFixtures_r93_a f0;
  double f1;
  float f2;
  double f3;
  float f4;
} CFixtures_r93_b;
typedef struct CFixtures_r94_a {
  uint16_t f0;
  uint16_t f1;
  double f2;
} CFixtures_r94_a;
typedef struct CFixtures_r94_b {
  uint32_t f0;
  uint8_t f1[3];
  uint32_t f2;
} CFixtures_r94_b;
typedef struct CFixtures_r94_c {
  float f0;
} CFixtures_r94_c;
typedef struct CFixtures_r94_d {
  int32_t f0[2];
  float f1;
  uint64_t f2;
  uint64_t f3;
  float f4;
  CFixtures_r94_c f5;
} CFixtures_r94_d;
typedef struct CFixtures_r94_e {
  int8_t f0;
  double f1;
  bool f2[3];
} CFixtures_r94_e;
typedef struct CFixtures_r94_f {
  int8_t f0[4];
  int8_t f1;
  float f2;
  uint64_t f3;
} CFixtures_r94_f;
typedef struct CFixtures_r94_g {
  uint16_t f0;
} CFixtures_r94_g;
typedef struct CFixtures_r95_a {
  float f0;
  float f1;
  double f2;
  float f3;
  float f4;
} CFixtures_r95_a;
typedef struct CFixtures_r95_b {
  float f0;
} CFixtures_r95_b;
typedef struct CFixtures_r95_c {
  bool f0;
  double f1;
} CFixtures_r95_c;
typedef struct CFixtures_r95_d {
  float f0;
} CFixtures_r95_d;
typedef struct CFixtures_r95_e {
  int16_t f0;
  int32_t f1;
  int8_t f2;
  int32_t f3;
} CFixtures_r95_e;
typedef struct CFixtures_r99_a {
  float f0[1];
  float f1;
  uint32_t f2;
  int32_t f3;
} CFixtures_r99_a;
typedef struct CFixtures_r99_b {
  double f0;
  uint32_t f1;
} CFixtures_r99_b;
typedef struct CFixtures_r99_c {
  uint32_t f0;
  uint8_t f1;
  double f2;
} CFixtures_r99_c;
typedef struct CFixtures_r99_d {
  int64_t f0;
  int16_t f1[1];
  CFixtures_r99_c f2;
} CFixtures_r99_d;
typedef struct CFixtures_r99_e {
  int32_t f0;
  uint8_t f1;
  double f2;
} CFixtures_r99_e;
typedef struct CFixtures_r100_a {
  double f0;
  void *_Nullable f1;
} CFixtures_r100_a;
typedef struct CFixtures_r100_b {
  CFixtures_r100_a f0;
  void *_Nullable f1;
  int64_t f2;
  int32_t f3;
  uint8_t f4;
} CFixtures_r100_b;
typedef struct CFixtures_r100_c {
  double f0[1];
  float f1;
} CFixtures_r100_c;
typedef struct CFixtures_r100_d {
  float f0;
  double f1;
  double f2;
  float f3;
  float f4[3];
} CFixtures_r100_d;
typedef struct CFixtures_r101_a {
  float f0;
} CFixtures_r101_a;
typedef struct CFixtures_r102_a {
  float f0;
} CFixtures_r102_a;
typedef struct CFixtures_r103_a {
  double f0[1];
  float f1;
  float f2;
} CFixtures_r103_a;
typedef struct CFixtures_r103_b {
  float f0[2];
  double f1;
  double f2;
  CFixtures_r103_a f3;
} CFixtures_r103_b;
typedef struct CFixtures_r103_c {
  float f0;
} CFixtures_r103_c;
typedef struct CFixtures_r103_d {
  CFixtures_r103_c f0;
  float f1;
  float f2;
  float f3;
} CFixtures_r103_d;
typedef struct CFixtures_r103_e {
  double f0[3];
} CFixtures_r103_e;
typedef struct CFixtures_r103_f {
  double f0;
  float f1;
  CFixtures_r103_e f2;
} CFixtures_r103_f;
typedef struct CFixtures_r103_g {
  int16_t f0;
  bool f1;
  double f2;
  int8_t f3[3];
} CFixtures_r103_g;
typedef struct CFixtures_r103_h {
  uint64_t f0[2];
  uint8_t f1;
  int8_t f2;
} CFixtures_r103_h;
typedef struct CFixtures_r103_i {
  bool f0[4];
  bool f1;
} CFixtures_r103_i;
typedef struct CFixtures_r103_j {
  CFixtures_r103_i f0;
  uint8_t f1;
} CFixtures_r103_j;
typedef struct CFixtures_r104_a {
  double f0;
  float f1;
} CFixtures_r104_a;
typedef struct CFixtures_r104_b {
  float f0;
  double f1;
  double f2[1];
  CFixtures_r104_a f3;
  double f4;
} CFixtures_r104_b;
typedef struct CFixtures_r104_c {
  uint16_t f0[3];
} CFixtures_r104_c;
typedef struct CFixtures_r104_d {
  int8_t f0;
  uint8_t f1[3];
  int32_t f2;
  CFixtures_r104_c f3;
  uint8_t f4;
  bool f5;
} CFixtures_r104_d;
typedef struct CFixtures_r105_a {
  float f0;
  float f1[3];
} CFixtures_r105_a;
typedef struct CFixtures_r105_b {
  double f0;
  float f1;
  CFixtures_r105_a f2;
  float f3;
  float f4;
  float f5;
} CFixtures_r105_b;
typedef struct CFixtures_r109_a {
  int32_t f0;
  int32_t f1;
  uint64_t f2;
  double f3[1];
} CFixtures_r109_a;
typedef struct CFixtures_r109_b {
  bool f0;
} CFixtures_r109_b;
typedef struct CFixtures_r109_c {
  uint8_t f0;
  CFixtures_r109_b f1;
} CFixtures_r109_c;
typedef struct CFixtures_r109_d {
  double f0;
} CFixtures_r109_d;
typedef struct CFixtures_r109_e {
  float f0;
  bool f1;
  float f2;
  int16_t f3[4];
  float f4;
  uint32_t f5;
} CFixtures_r109_e;
typedef struct CFixtures_r109_f {
  double f0;
  float f1;
  double f2;
  float f3;
  float f4;
} CFixtures_r109_f;
typedef struct CFixtures_r109_g {
  int64_t f0[2];
  uint16_t f1;
} CFixtures_r109_g;
typedef struct CFixtures_r109_h {
  double f0;
  CFixtures_r109_g f1;
} CFixtures_r109_h;
typedef struct CFixtures_r109_i {
  uint16_t f0[1];
  double f1;
} CFixtures_r109_i;
typedef struct CFixtures_r109_j {
  double f0;
  double f1;
} CFixtures_r109_j;
typedef struct CFixtures_r109_k {
  int16_t f0[1];
  uint64_t f1;
} CFixtures_r109_k;
typedef struct CFixtures_r110_a {
  uint16_t f0;
} CFixtures_r110_a;
typedef struct CFixtures_r110_b {
  double f0;
  double f1;
} CFixtures_r110_b;
typedef struct CFixtures_r111_a {
  int64_t f0[2];
  int16_t f1[2];
} CFixtures_r111_a;
typedef struct CFixtures_r111_b {
  CFixtures_r111_a f0;
} CFixtures_r111_b;
typedef struct CFixtures_r111_c {
  double f0;
} CFixtures_r111_c;
typedef struct CFixtures_r112_a {
  float f0;
  double f1;
  float f2;
  float f3[2];
  float f4[1];
  double f5;
} CFixtures_r112_a;
typedef struct CFixtures_r114_a {
  uint8_t f0;
} CFixtures_r114_a;
typedef struct CFixtures_r115_a {
  bool f0;
  double f1[1];
} CFixtures_r115_a;
typedef struct CFixtures_r116_a {
  double f0;
  float f1;
  float f2;
} CFixtures_r116_a;
typedef struct CFixtures_r116_b {
  double f0;
} CFixtures_r116_b;
typedef struct CFixtures_r116_c {
  void *_Nullable f0;
} CFixtures_r116_c;
typedef struct CFixtures_r116_d {
  int8_t f0[1];
} CFixtures_r116_d;
typedef struct CFixtures_r116_e {
  int16_t f0;
  uint8_t f1[2];
  float f2;
} CFixtures_r116_e;
typedef struct CFixtures_r116_f {
  double f0[1];
  CFixtures_r116_e f1;
  int16_t f2;
} CFixtures_r116_f;
typedef struct CFixtures_r117_a {
  double f0;
  float f1;
} CFixtures_r117_a;
typedef struct CFixtures_r117_b {
  uint8_t f0;
  int16_t f1;
} CFixtures_r117_b;
typedef struct CFixtures_r117_c {
  double f0;
  double f1[3];
} CFixtures_r117_c;
typedef struct CFixtures_r117_d {
  uint8_t f0;
  float f1;
  float f2;
} CFixtures_r117_d;
typedef struct CFixtures_r118_a {
  int16_t f0[2];
} CFixtures_r118_a;
typedef struct CFixtures_r118_b {
  int32_t f0;
} CFixtures_r118_b;
typedef struct CFixtures_r118_c {
  CFixtures_r118_b f0;
} CFixtures_r118_c;
typedef struct CFixtures_r118_d {
  uint16_t f0;
  double f1;
} CFixtures_r118_d;
typedef struct CFixtures_r119_a {
  int32_t f0;
  uint64_t f1;
  void *_Nullable f2;
} CFixtures_r119_a;
typedef struct CFixtures_r119_b {
  float f0;
  double f1[3];
} CFixtures_r119_b;
typedef struct CFixtures_r119_c {
  uint8_t f0;
  float f1;
  float f2;
  float f3;
} CFixtures_r119_c;
typedef struct CFixtures_r119_d {
  float f0;
  double f1[3];
  int16_t f2;
  float f3;
  int16_t f4;
} CFixtures_r119_d;
typedef struct CFixtures_r119_e {
  float f0;
  bool f1[2];
} CFixtures_r119_e;
typedef struct CFixtures_r119_f {
  uint32_t f0;
} CFixtures_r119_f;
typedef struct CFixtures_r119_g {
  CFixtures_r119_e f0;
  double f1;
  uint8_t f2;
  double f3[2];
  CFixtures_r119_f f4;
} CFixtures_r119_g;
typedef struct CFixtures_r121_a {
  uint8_t f0;
  float f1[4];
} CFixtures_r121_a;
typedef struct CFixtures_r121_b {
  float f0;
} CFixtures_r121_b;
typedef struct CFixtures_r121_c {
  float f0;
  float f1;
  CFixtures_r121_b f2;
  float f3;
} CFixtures_r121_c;
typedef struct CFixtures_r121_d {
  int16_t f0[1];
  bool f1;
  void *_Nullable f2;
  float f3;
} CFixtures_r121_d;
typedef struct CFixtures_r122_a {
  double f0;
  float f1;
  double f2;
  float f3[4];
  float f4;
} CFixtures_r122_a;
typedef struct CFixtures_r123_a {
  double f0;
  uint32_t f1;
  double f2;
  float f3;
} CFixtures_r123_a;
typedef struct CFixtures_r123_b {
  float f0;
  uint64_t f1;
} CFixtures_r123_b;
typedef struct CFixtures_r124_a {
  float f0;
  int64_t f1;
  uint8_t f2;
  double f3;
  bool f4;
  bool f5[4];
} CFixtures_r124_a;
typedef struct CFixtures_r124_b {
  int16_t f0;
} CFixtures_r124_b;
typedef struct CFixtures_r124_c {
  uint16_t f0;
  uint16_t f1;
  double f2[1];
} CFixtures_r124_c;
typedef struct CFixtures_r124_d {
  CFixtures_r124_c f0;
} CFixtures_r124_d;
typedef struct CFixtures_r124_e {
  int64_t f0;
} CFixtures_r124_e;
typedef struct CFixtures_r124_f {
  double f0;
  float f1;
  CFixtures_r124_e f2;
  uint16_t f3;
} CFixtures_r124_f;
typedef struct CFixtures_r124_g {
  double f0;
} CFixtures_r124_g;
typedef struct CFixtures_r124_h {
  int32_t f0;
  uint64_t f1;
  void *_Nullable f2;
  float f3;
} CFixtures_r124_h;
typedef struct CFixtures_r124_i {
  double f0;
  double f1[1];
} CFixtures_r124_i;
typedef struct CFixtures_r125_a {
  float f0[4];
  float f1;
} CFixtures_r125_a;
typedef struct CFixtures_r125_b {
  uint8_t f0[3];
} CFixtures_r125_b;
typedef struct CFixtures_r125_c {
  double f0[1];
  void *_Nullable f1;
} CFixtures_r125_c;
typedef struct CFixtures_r125_d {
  CFixtures_r125_c f0;
} CFixtures_r125_d;
typedef struct CFixtures_r125_e {
  bool f0;
} CFixtures_r125_e;
typedef struct CFixtures_r125_f {
  uint64_t f0;
  uint16_t f1[3];
  uint16_t f2;
} CFixtures_r125_f;
typedef struct CFixtures_r125_g {
  void *_Nullable f0;
  int8_t f1;
  int64_t f2;
  int8_t f3;
} CFixtures_r125_g;
typedef struct CFixtures_r125_h {
  double f0;
  double f1;
  double f2;
  double f3[1];
} CFixtures_r125_h;
typedef struct CFixtures_r126_a {
  int32_t f0;
} CFixtures_r126_a;
typedef struct CFixtures_r126_b {
  double f0;
} CFixtures_r126_b;
typedef struct CFixtures_r126_c {
  bool f0[2];
  double f1;
} CFixtures_r126_c;
typedef struct CFixtures_r126_d {
  float f0;
  uint64_t f1;
  void *_Nullable f2[2];
  CFixtures_r126_c f3;
} CFixtures_r126_d;
typedef struct CFixtures_r127_a {
  int8_t f0;
  uint32_t f1;
} CFixtures_r127_a;
typedef struct CFixtures_r128_a {
  float f0;
  double f1[1];
} CFixtures_r128_a;
typedef struct CFixtures_r128_b {
  int64_t f0;
} CFixtures_r128_b;
typedef struct CFixtures_r128_c {
  float f0;
} CFixtures_r128_c;
typedef struct CFixtures_r128_d {
  float f0[1];
} CFixtures_r128_d;
typedef struct CFixtures_r128_e {
  CFixtures_r128_d f0;
} CFixtures_r128_e;
typedef struct CFixtures_r129_a {
  int32_t f0[1];
  int16_t f1;
  uint8_t f2[1];
  double f3;
  float f4[3];
  int8_t f5;
} CFixtures_r129_a;
typedef struct CFixtures_r129_b {
  double f0;
} CFixtures_r129_b;
typedef struct CFixtures_r129_c {
  uint16_t f0;
} CFixtures_r129_c;
typedef struct CFixtures_r130_a {
  float f0;
} CFixtures_r130_a;
typedef struct CFixtures_r131_a {
  int16_t f0;
  double f1;
} CFixtures_r131_a;
typedef struct CFixtures_r132_a {
  float f0;
} CFixtures_r132_a;
typedef struct CFixtures_r132_b {
  double f0;
  float f1;
  float f2;
  CFixtures_r132_a f3;
  double f4;
} CFixtures_r132_b;
typedef struct CFixtures_r132_c {
  double f0;
} CFixtures_r132_c;
typedef struct CFixtures_r133_a {
  float f0;
  void *_Nullable f1[1];
} CFixtures_r133_a;
typedef struct CFixtures_r133_b {
  int8_t f0;
  int8_t f1;
  int32_t f2;
} CFixtures_r133_b;
typedef struct CFixtures_r135_a {
  bool f0;
  int32_t f1;
  double f2;
} CFixtures_r135_a;
typedef struct CFixtures_r135_b {
  CFixtures_r135_a f0;
  uint64_t f1[2];
  uint32_t f2[1];
} CFixtures_r135_b;
typedef struct CFixtures_r135_c {
  int64_t f0;
  bool f1;
  int16_t f2;
} CFixtures_r135_c;
typedef struct CFixtures_r135_d {
  double f0;
} CFixtures_r135_d;
typedef struct CFixtures_r135_e {
  void *_Nullable f0;
  CFixtures_r135_d f1;
} CFixtures_r135_e;
typedef struct CFixtures_r135_f {
  int8_t f0;
  int64_t f1[1];
  double f2;
} CFixtures_r135_f;
typedef struct CFixtures_r135_g {
  void *_Nullable f0;
  double f1;
} CFixtures_r135_g;
typedef struct CFixtures_r135_h {
  float f0;
  double f1;
} CFixtures_r135_h;
typedef struct CFixtures_r135_i {
  int8_t f0;
  uint16_t f1;
  CFixtures_r135_g f2;
  CFixtures_r135_h f3;
} CFixtures_r135_i;
typedef struct CFixtures_r136_a {
  uint64_t f0;
} CFixtures_r136_a;
typedef struct CFixtures_r139_a {
  double f0;
  uint16_t f1;
  float f2;
} CFixtures_r139_a;
typedef struct CFixtures_r139_b {
  float f0[3];
  uint64_t f1;
  int64_t f2;
} CFixtures_r139_b;
typedef struct CFixtures_r140_a {
  int64_t f0;
  uint8_t f1;
  double f2[2];
  float f3;
} CFixtures_r140_a;
typedef struct CFixtures_r141_a {
  bool f0;
} CFixtures_r141_a;
typedef struct CFixtures_r141_b {
  uint32_t f0[3];
  double f1;
  float f2;
  float f3[2];
  float f4;
  double f5;
} CFixtures_r141_b;
typedef struct CFixtures_r142_a {
  int64_t f0;
  int64_t f1;
  int8_t f2;
  double f3;
} CFixtures_r142_a;
typedef struct CFixtures_r143_a {
  int16_t f0;
  float f1;
  int32_t f2[2];
  double f3[1];
  float f4;
} CFixtures_r143_a;
typedef struct CFixtures_r144_a {
  double f0;
} CFixtures_r144_a;
typedef struct CFixtures_r144_b {
  float f0[2];
} CFixtures_r144_b;
typedef struct CFixtures_r144_c {
  float f0[2];
  float f1[2];
  float f2;
  double f3;
  float f4[1];
} CFixtures_r144_c;
typedef struct CFixtures_r145_a {
  float f0;
} CFixtures_r145_a;
typedef struct CFixtures_r145_b {
  void *_Nullable f0;
  CFixtures_r145_a f1;
} CFixtures_r145_b;
typedef struct CFixtures_r146_a {
  uint16_t f0;
  int8_t f1[1];
  uint16_t f2;
  bool f3;
  uint32_t f4;
  double f5[2];
} CFixtures_r146_a;
typedef struct CFixtures_r147_a {
  float f0;
  float f1;
  float f2;
  float f3;
} CFixtures_r147_a;
typedef struct CFixtures_r147_b {
  float f0;
  float f1;
  bool f2[3];
} CFixtures_r147_b;
typedef struct CFixtures_r147_c {
  bool f0[4];
} CFixtures_r147_c;
typedef struct CFixtures_r147_d {
  float f0;
  CFixtures_r147_b f1;
  CFixtures_r147_c f2;
} CFixtures_r147_d;
typedef struct CFixtures_r147_e {
  int16_t f0;
  int64_t f1;
  void *_Nullable f2;
  uint64_t f3;
} CFixtures_r147_e;
typedef struct CFixtures_r147_f {
  double f0;
} CFixtures_r147_f;
typedef struct CFixtures_r147_g {
  float f0;
  uint64_t f1[2];
  CFixtures_r147_f f2;
  uint64_t f3;
  double f4;
} CFixtures_r147_g;
typedef struct CFixtures_r147_h {
  double f0;
  float f1;
  double f2;
} CFixtures_r147_h;
typedef struct CFixtures_r147_i {
  double f0;
  int16_t f1[4];
} CFixtures_r147_i;
typedef struct CFixtures_r147_j {
  float f0;
} CFixtures_r147_j;
typedef struct CFixtures_r147_k {
  float f0;
  double f1;
} CFixtures_r147_k;
typedef struct CFixtures_r148_a {
  bool f0[3];
  uint64_t f1;
  uint16_t f2;
  bool f3;
} CFixtures_r148_a;
typedef struct CFixtures_r148_b {
  void *_Nullable f0;
  uint8_t f1;
  uint8_t f2;
  float f3;
  uint64_t f4;
} CFixtures_r148_b;
typedef struct CFixtures_r148_c {
  void *_Nullable f0;
  uint8_t f1;
  uint16_t f2;
} CFixtures_r148_c;
typedef struct CFixtures_r148_d {
  uint32_t f0;
  double f1;
} CFixtures_r148_d;
typedef struct CFixtures_r148_e {
  int16_t f0;
  double f1;
} CFixtures_r148_e;
typedef struct CFixtures_r148_f {
  double f0;
} CFixtures_r148_f;
typedef struct CFixtures_r148_g {
  bool f0;
  uint8_t f1[3];
  double f2;
} CFixtures_r148_g;
typedef struct CFixtures_r148_h {
  bool f0;
  CFixtures_r148_g f1;
} CFixtures_r148_h;
typedef struct CFixtures_r148_i {
  double f0;
  uint64_t f1;
} CFixtures_r148_i;
typedef struct CFixtures_r149_a {
  int32_t f0;
  int16_t f1;
  double f2;
  uint32_t f3;
} CFixtures_r149_a;
typedef struct CFixtures_r150_a {
  uint16_t f0;
  uint64_t f1;
} CFixtures_r150_a;
typedef struct CFixtures_r150_b {
  uint16_t f0;
  double f1;
} CFixtures_r150_b;
typedef struct CFixtures_r150_c {
  double f0;
  uint16_t f1;
  bool f2;
} CFixtures_r150_c;
typedef struct CFixtures_r150_d {
  float f0;
} CFixtures_r150_d;
typedef struct CFixtures_r151_a {
  float f0;
  void *_Nullable f1[1];
  uint16_t f2;
  float f3;
  int32_t f4;
  double f5;
} CFixtures_r151_a;
typedef struct CFixtures_r151_b {
  double f0;
  uint64_t f1;
} CFixtures_r151_b;
typedef struct CFixtures_r151_c {
  CFixtures_r151_b f0;
} CFixtures_r151_c;
typedef struct CFixtures_r152_a {
  double f0;
  float f1;
  double f2;
  float f3[1];
  double f4;
} CFixtures_r152_a;
typedef struct CFixtures_r152_b {
  uint16_t f0[4];
  uint8_t f1;
  int8_t f2;
  int8_t f3;
  int8_t f4;
} CFixtures_r152_b;
typedef struct CFixtures_r152_c {
  int32_t f0;
  int8_t f1;
  uint32_t f2[2];
} CFixtures_r152_c;
typedef struct CFixtures_r153_a {
  int16_t f0;
} CFixtures_r153_a;
typedef struct CFixtures_r156_a {
  float f0;
} CFixtures_r156_a;
typedef struct CFixtures_r156_b {
  float f0;
  float f1;
} CFixtures_r156_b;
typedef struct CFixtures_r156_c {
  uint64_t f0;
  float f1;
} CFixtures_r156_c;
typedef struct CFixtures_r156_d {
  bool f0;
  bool f1;
  int32_t f2;
} CFixtures_r156_d;
typedef struct CFixtures_r157_a {
  int8_t f0;
  uint32_t f1;
  double f2;
} CFixtures_r157_a;
typedef struct CFixtures_r158_a {
  uint64_t f0;
  float f1;
  double f2[2];
  int16_t f3;
} CFixtures_r158_a;
typedef struct CFixtures_r158_b {
  double f0[3];
} CFixtures_r158_b;
typedef struct CFixtures_r158_c {
  double f0;
  CFixtures_r158_b f1;
  float f2;
} CFixtures_r158_c;
typedef struct CFixtures_r158_d {
  uint8_t f0;
} CFixtures_r158_d;
typedef struct CFixtures_r158_e {
  double f0;
  double f1;
  double f2;
  float f3;
} CFixtures_r158_e;
typedef struct CFixtures_r159_a {
  int64_t f0;
} CFixtures_r159_a;
typedef struct CFixtures_r159_b {
  int8_t f0;
  uint32_t f1;
  uint32_t f2;
} CFixtures_r159_b;
typedef struct CFixtures_r159_c {
  bool f0;
} CFixtures_r159_c;
typedef struct CFixtures_r159_d {
  uint32_t f0;
  int16_t f1[1];
  int16_t f2;
} CFixtures_r159_d;
typedef struct CFixtures_r159_e {
  bool f0;
  bool f1;
  float f2;
  CFixtures_r159_d f3;
  bool f4;
} CFixtures_r159_e;
typedef struct CFixtures_r159_f {
  bool f0;
} CFixtures_r159_f;
typedef struct CFixtures_r159_g {
  int64_t f0;
} CFixtures_r159_g;
typedef struct CFixtures_r159_h {
  CFixtures_r159_f f0;
  int16_t f1;
  bool f2;
  int8_t f3;
  CFixtures_r159_g f4;
} CFixtures_r159_h;
typedef struct CFixtures_r160_a {
  float f0;
  uint32_t f1;
  uint16_t f2[3];
  float f3;
  double f4;
} CFixtures_r160_a;
typedef struct CFixtures_r160_b {
  double f0;
} CFixtures_r160_b;
typedef struct CFixtures_r160_c {
  float f0;
  float f1;
  CFixtures_r160_b f2;
} CFixtures_r160_c;
typedef struct CFixtures_r162_a {
  int32_t f0;
  uint32_t f1;
  double f2;
} CFixtures_r162_a;
typedef struct CFixtures_r163_a {
  uint16_t f0;
  float f1;
  double f2;
} CFixtures_r163_a;
typedef struct CFixtures_r163_b {
  double f0;
  uint8_t f1;
  int16_t f2;
  uint16_t f3[1];
} CFixtures_r163_b;
typedef struct CFixtures_r164_a {
  int16_t f0[1];
  uint8_t f1;
  uint16_t f2;
  int32_t f3;
} CFixtures_r164_a;
typedef struct CFixtures_r165_a {
  uint8_t f0[3];
  int8_t f1[1];
} CFixtures_r165_a;
typedef struct CFixtures_r165_b {
  uint16_t f0[3];
  uint8_t f1;
  bool f2;
  CFixtures_r165_a f3;
  int8_t f4;
} CFixtures_r165_b;
typedef struct CFixtures_r166_a {
  float f0[4];
} CFixtures_r166_a;
typedef struct CFixtures_r166_b {
  float f0;
  uint16_t f1;
  CFixtures_r166_a f2;
} CFixtures_r166_b;
typedef struct CFixtures_r166_c {
  double f0;
  float f1;
  uint8_t f2[2];
  int8_t f3[2];
} CFixtures_r166_c;
typedef struct CFixtures_r167_a {
  int16_t f0;
  uint32_t f1;
} CFixtures_r167_a;
typedef struct CFixtures_r167_b {
  int32_t f0;
} CFixtures_r167_b;
typedef struct CFixtures_r167_c {
  CFixtures_r167_a f0;
  int8_t f1;
  CFixtures_r167_b f2;
  int8_t f3;
} CFixtures_r167_c;
typedef struct CFixtures_r168_a {
  float f0[1];
  int8_t f1;
} CFixtures_r168_a;
typedef struct CFixtures_r169_a {
  float f0;
  double f1;
  float f2;
} CFixtures_r169_a;
typedef struct CFixtures_r169_b {
  float f0[2];
  bool f1[4];
  float f2;
} CFixtures_r169_b;
typedef struct CFixtures_r169_c {
  uint64_t f0;
} CFixtures_r169_c;
typedef struct CFixtures_r169_d {
  CFixtures_r169_c f0;
} CFixtures_r169_d;
typedef struct CFixtures_r170_a {
  int16_t f0;
  double f1;
} CFixtures_r170_a;
typedef struct CFixtures_r171_a {
  bool f0;
  uint8_t f1;
  uint16_t f2;
} CFixtures_r171_a;
typedef struct CFixtures_r171_b {
  CFixtures_r171_a f0;
  int16_t f1;
} CFixtures_r171_b;
typedef struct CFixtures_r172_a {
  double f0[1];
} CFixtures_r172_a;
typedef struct CFixtures_r172_b {
  CFixtures_r172_a f0;
  double f1;
  float f2;
  uint16_t f3[2];
} CFixtures_r172_b;
typedef struct CFixtures_r173_a {
  int64_t f0[1];
  int8_t f1;
} CFixtures_r173_a;
typedef struct CFixtures_r173_b {
  double f0;
  float f1;
} CFixtures_r173_b;
typedef struct CFixtures_r173_c {
  double f0;
  void *_Nullable f1;
} CFixtures_r173_c;
typedef struct CFixtures_r174_a {
  int64_t f0[3];
} CFixtures_r174_a;
typedef struct CFixtures_r175_a {
  float f0[2];
  int64_t f1;
  double f2[2];
} CFixtures_r175_a;
typedef struct CFixtures_r175_b {
  bool f0;
  uint8_t f1;
} CFixtures_r175_b;
typedef struct CFixtures_r175_c {
  float f0;
  float f1;
} CFixtures_r175_c;
typedef struct CFixtures_r175_d {
  float f0;
  uint16_t f1;
  double f2;
} CFixtures_r175_d;
typedef struct CFixtures_r175_e {
  float f0[2];
} CFixtures_r175_e;
typedef struct CFixtures_r175_f {
  double f0;
  bool f1[2];
  uint8_t f2;
  uint8_t f3;
  int64_t f4;
  double f5;
} CFixtures_r175_f;
typedef struct CFixtures_r175_g {
  float f0;
  float f1;
  float f2;
} CFixtures_r175_g;
typedef struct CFixtures_r176_a {
  float f0;
  float f1[1];
  float f2;
  int16_t f3;
} CFixtures_r176_a;
typedef struct CFixtures_r179_a {
  double f0;
} CFixtures_r179_a;
typedef struct CFixtures_r179_b {
  CFixtures_r179_a f0;
  bool f1;
} CFixtures_r179_b;
typedef struct CFixtures_r179_c {
  int8_t f0;
} CFixtures_r179_c;
typedef struct CFixtures_r179_d {
  double f0;
  uint32_t f1;
  double f2;
  uint16_t f3;
} CFixtures_r179_d;
typedef struct CFixtures_r181_a {
  double f0;
  void *_Nullable f1;
  uint32_t f2;
} CFixtures_r181_a;
typedef struct CFixtures_r181_b {
  int8_t f0;
  uint16_t f1;
  CFixtures_r181_a f2;
} CFixtures_r181_b;
typedef struct CFixtures_r181_c {
  double f0;
  bool f1;
  int32_t f2;
  uint8_t f3;
  int64_t f4;
} CFixtures_r181_c;
typedef struct CFixtures_r181_d {
  float f0[3];
  double f1;
  double f2;
} CFixtures_r181_d;
typedef struct CFixtures_r182_a {
  bool f0;
  float f1;
  double f2;
} CFixtures_r182_a;
typedef struct CFixtures_r182_b {
  float f0;
  double f1;
  double f2;
} CFixtures_r182_b;
typedef struct CFixtures_r182_c {
  CFixtures_r182_b f0;
} CFixtures_r182_c;
typedef struct CFixtures_r182_d {
  int64_t f0;
  double f1;
} CFixtures_r182_d;
typedef struct CFixtures_r182_e {
  CFixtures_r182_d f0;
} CFixtures_r182_e;
typedef struct CFixtures_r182_f {
  int8_t f0;
} CFixtures_r182_f;
typedef struct CFixtures_r182_g {
  float f0;
  float f1;
  CFixtures_r182_f f2;
} CFixtures_r182_g;
typedef struct CFixtures_r182_h {
  float f0;
} CFixtures_r182_h;
typedef struct CFixtures_r182_i {
  uint64_t f0;
  double f1;
} CFixtures_r182_i;
typedef struct CFixtures_r182_j {
  double f0;
  int32_t f1;
  void *_Nullable f2;
  CFixtures_r182_i f3;
} CFixtures_r182_j;
typedef struct CFixtures_r182_k {
  uint64_t f0;
  void *_Nullable f1[2];
} CFixtures_r182_k;
typedef struct CFixtures_r182_l {
  void *_Nullable f0;
  uint8_t f1;
  void *_Nullable f2;
  CFixtures_r182_k f3;
} CFixtures_r182_l;
typedef struct CFixtures_r183_a {
  double f0;
} CFixtures_r183_a;
typedef struct CFixtures_r183_b {
  double f0;
  float f1;
  bool f2;
} CFixtures_r183_b;
typedef struct CFixtures_r183_c {
  CFixtures_r183_a f0;
  bool f1;
  CFixtures_r183_b f2;
  int8_t f3;
  double f4;
} CFixtures_r183_c;
typedef struct CFixtures_r183_d {
  float f0[1];
} CFixtures_r183_d;
typedef struct CFixtures_r183_e {
  float f0[1];
  float f1;
  CFixtures_r183_d f2;
  float f3;
  float f4;
  float f5;
} CFixtures_r183_e;
typedef struct CFixtures_r184_a {
  int8_t f0;
  float f1;
  double f2;
} CFixtures_r184_a;
typedef struct CFixtures_r185_a {
  uint8_t f0[4];
  double f1;
} CFixtures_r185_a;
typedef struct CFixtures_r185_b {
  int16_t f0;
  float f1;
} CFixtures_r185_b;
typedef struct CFixtures_r185_c {
  float f0;
  float f1;
  CFixtures_r185_b f2;
} CFixtures_r185_c;
typedef struct CFixtures_r187_a {
  int64_t f0;
  float f1[1];
  uint32_t f2;
} CFixtures_r187_a;
typedef struct CFixtures_r187_b {
  bool f0;
  void *_Nullable f1;
  CFixtures_r187_a f2;
  double f3;
  double f4;
} CFixtures_r187_b;
typedef struct CFixtures_r188_a {
  int16_t f0;
} CFixtures_r188_a;
typedef struct CFixtures_r188_b {
  CFixtures_r188_a f0;
  int8_t f1;
  int16_t f2;
  void *_Nullable f3;
} CFixtures_r188_b;
typedef struct CFixtures_r190_a {
  double f0;
  float f1;
} CFixtures_r190_a;
typedef struct CFixtures_r191_a {
  int8_t f0;
  int16_t f1;
} CFixtures_r191_a;
typedef struct CFixtures_r192_a {
  int64_t f0;
  uint8_t f1;
} CFixtures_r192_a;
typedef struct CFixtures_r194_a {
  int32_t f0;
  float f1;
  float f2;
  uint64_t f3;
  float f4;
} CFixtures_r194_a;
typedef struct CFixtures_r195_a {
  float f0;
} CFixtures_r195_a;
typedef struct CFixtures_r195_b {
  uint32_t f0[4];
  CFixtures_r195_a f1;
  float f2;
  void *_Nullable f3;
} CFixtures_r195_b;
typedef struct CFixtures_r195_c {
  int64_t f0[1];
} CFixtures_r195_c;
typedef struct CFixtures_r195_d {
  bool f0;
  uint16_t f1;
} CFixtures_r195_d;
typedef struct CFixtures_r195_e {
  int32_t f0;
  CFixtures_r195_d f1;
  uint32_t f2;
  double f3;
  uint32_t f4;
  float f5;
} CFixtures_r195_e;
typedef struct CFixtures_r196_a {
  float f0;
  float f1;
  double f2;
} CFixtures_r196_a;
typedef struct CFixtures_r196_b {
  float f0;
  int64_t f1;
  float f2;
  int8_t f3;
} CFixtures_r196_b;
typedef struct CFixtures_r198_a {
  uint16_t f0;
  bool f1;
} CFixtures_r198_a;
typedef struct CFixtures_r198_b {
  double f0;
  double f1;
} CFixtures_r198_b;
typedef struct CFixtures_r198_c {
  float f0;
} CFixtures_r198_c;
typedef struct CFixtures_r198_d {
  double f0;
  double f1;
  float f2;
  float f3;
  CFixtures_r198_c f4;
} CFixtures_r198_d;
typedef struct CFixtures_r198_e {
  double f0;
  uint8_t f1;
} CFixtures_r198_e;
typedef struct CFixtures_r198_f {
  float f0;
  double f1;
  float f2;
  double f3;
} CFixtures_r198_f;
typedef struct CFixtures_r198_g {
  float f0;
} CFixtures_r198_g;
typedef struct CFixtures_r198_h {
  double f0;
  double f1;
  CFixtures_r198_g f2;
} CFixtures_r198_h;
typedef struct CFixtures_r198_i {
  int8_t f0;
  float f1;
} CFixtures_r198_i;
typedef struct CFixtures_r199_a {
  void *_Nullable f0[2];
} CFixtures_r199_a;
typedef struct CFixtures_r199_b {
  float f0;
  uint64_t f1;
} CFixtures_r199_b;
typedef struct CFixtures_r200_a {
  float f0;
} CFixtures_r200_a;
typedef struct CFixtures_r201_a {
  float f0;
} CFixtures_r201_a;
typedef struct CFixtures_r204_a {
  bool f0;
  int16_t f1;
} CFixtures_r204_a;
typedef struct CFixtures_r204_b {
  bool f0;
  CFixtures_r204_a f1;
  double f2;
} CFixtures_r204_b;
typedef struct CFixtures_r204_c {
  int16_t f0;
} CFixtures_r204_c;
typedef struct CFixtures_r205_a {
  uint8_t f0[1];
  float f1;
  float f2;
} CFixtures_r205_a;
typedef struct CFixtures_r205_b {
  uint64_t f0;
} CFixtures_r205_b;
typedef struct CFixtures_r205_c {
  uint8_t f0;
  int64_t f1;
  CFixtures_r205_b f2;
  float f3;
  double f4;
  uint64_t f5;
} CFixtures_r205_c;
typedef struct CFixtures_r205_d {
  float f0;
  double f1;
  double f2;
} CFixtures_r205_d;
typedef struct CFixtures_r205_e {
  double f0[1];
} CFixtures_r205_e;
typedef struct CFixtures_r205_f {
  float f0;
  CFixtures_r205_d f1;
  CFixtures_r205_e f2;
} CFixtures_r205_f;
typedef struct CFixtures_r208_a {
  double f0[1];
} CFixtures_r208_a;
typedef struct CFixtures_r208_b {
  int64_t f0;
  uint16_t f1[1];
  void *_Nullable f2;
} CFixtures_r208_b;
typedef struct CFixtures_r209_a {
  int8_t f0;
  uint16_t f1;
} CFixtures_r209_a;
typedef struct CFixtures_r210_a {
  uint32_t f0;
  float f1;
  double f2;
} CFixtures_r210_a;
typedef struct CFixtures_r211_a {
  double f0;
  float f1;
  uint64_t f2[1];
} CFixtures_r211_a;
typedef struct CFixtures_r211_b {
  int64_t f0;
  CFixtures_r211_a f1;
  int16_t f2;
} CFixtures_r211_b;
typedef struct CFixtures_r211_c {
  uint32_t f0;
} CFixtures_r211_c;
typedef struct CFixtures_r211_d {
  void *_Nullable f0;
  double f1;
  CFixtures_r211_c f2;
} CFixtures_r211_d;
typedef struct CFixtures_r212_a {
  double f0;
  void *_Nullable f1;
  uint64_t f2;
} CFixtures_r212_a;
typedef struct CFixtures_r212_b {
  int16_t f0;
  int16_t f1;
  uint8_t f2;
  uint16_t f3;
  uint64_t f4;
  CFixtures_r212_a f5;
} CFixtures_r212_b;
typedef struct CFixtures_r212_c {
  float f0;
  bool f1;
} CFixtures_r212_c;
typedef struct CFixtures_r213_a {
  double f0;
  double f1;
} CFixtures_r213_a;
typedef struct CFixtures_r214_a {
  bool f0[4];
  bool f1;
  bool f2;
} CFixtures_r214_a;
typedef struct CFixtures_r214_b {
  double f0;
  double f1;
} CFixtures_r214_b;
typedef struct CFixtures_r214_c {
  double f0;
  double f1;
} CFixtures_r214_c;
typedef struct CFixtures_r215_a {
  float f0;
  double f1[2];
} CFixtures_r215_a;
typedef struct CFixtures_r215_b {
  double f0;
  double f1;
} CFixtures_r215_b;
typedef struct CFixtures_r216_a {
  float f0;
  float f1;
  float f2;
} CFixtures_r216_a;
typedef struct CFixtures_r216_b {
  double f0;
  uint16_t f1;
  uint8_t f2;
  int32_t f3;
} CFixtures_r216_b;
typedef struct CFixtures_r218_a {
  bool f0;
} CFixtures_r218_a;
typedef struct CFixtures_r218_b {
  int32_t f0;
} CFixtures_r218_b;
typedef struct CFixtures_r218_c {
  uint16_t f0;
  uint8_t f1;
} CFixtures_r218_c;
typedef struct CFixtures_r218_d {
  double f0;
  uint8_t f1;
  CFixtures_r218_a f2;
  CFixtures_r218_b f3;
  uint32_t f4;
  CFixtures_r218_c f5;
} CFixtures_r218_d;
typedef struct CFixtures_r219_a {
  uint16_t f0;
} CFixtures_r219_a;
typedef struct CFixtures_r219_b {
  CFixtures_r219_a f0;
  uint64_t f1;
} CFixtures_r219_b;
typedef struct CFixtures_r220_a {
  double f0;
  float f1[2];
} CFixtures_r220_a;
typedef struct CFixtures_r220_b {
  double f0[2];
} CFixtures_r220_b;
typedef struct CFixtures_r220_c {
  float f0;
  float f1;
  double f2;
} CFixtures_r220_c;
typedef struct CFixtures_r220_d {
  double f0;
  double f1;
  double f2;
  float f3;
  uint32_t f4;
} CFixtures_r220_d;
typedef struct CFixtures_r221_a {
  int8_t f0;
  double f1;
} CFixtures_r221_a;
typedef struct CFixtures_r221_b {
  void *_Nullable f0;
} CFixtures_r221_b;
typedef struct CFixtures_r221_c {
  void *_Nullable f0;
} CFixtures_r221_c;
typedef struct CFixtures_r221_d {
  float f0;
  float f1;
  float f2[2];
  float f3;
} CFixtures_r221_d;
typedef struct CFixtures_r221_e {
  double f0;
  int64_t f1;
} CFixtures_r221_e;
typedef struct CFixtures_r222_a {
  double f0;
} CFixtures_r222_a;
typedef struct CFixtures_r222_b {
  uint64_t f0;
  int8_t f1[4];
  uint16_t f2;
  uint16_t f3;
} CFixtures_r222_b;
typedef struct CFixtures_r222_c {
  double f0;
  float f1;
  float f2;
  float f3[2];
  float f4[4];
  double f5;
} CFixtures_r222_c;
typedef struct CFixtures_r222_d {
  float f0;
} CFixtures_r222_d;
typedef struct CFixtures_r222_e {
  double f0;
  CFixtures_r222_d f1;
} CFixtures_r222_e;
typedef struct CFixtures_r223_a {
  float f0[3];
} CFixtures_r223_a;
typedef struct CFixtures_r223_b {
  CFixtures_r223_a f0;
} CFixtures_r223_b;
typedef struct CFixtures_r223_c {
  double f0;
  double f1;
} CFixtures_r223_c;
typedef struct CFixtures_r224_a {
  int8_t f0[4];
} CFixtures_r224_a;
typedef struct CFixtures_r225_a {
  int16_t f0;
} CFixtures_r225_a;
typedef struct CFixtures_r225_b {
  uint64_t f0;
} CFixtures_r225_b;
typedef struct CFixtures_r225_c {
  CFixtures_r225_b f0;
  uint64_t f1;
  uint32_t f2;
} CFixtures_r225_c;
typedef struct CFixtures_r225_d {
  uint64_t f0;
  bool f1;
  int32_t f2[2];
} CFixtures_r225_d;
typedef struct CFixtures_r227_a {
  double f0;
  int16_t f1;
  uint8_t f2;
} CFixtures_r227_a;
typedef struct CFixtures_r227_b {
  CFixtures_r227_a f0;
} CFixtures_r227_b;
typedef struct CFixtures_r227_c {
  bool f0;
} CFixtures_r227_c;
typedef struct CFixtures_r228_a {
  uint64_t f0;
} CFixtures_r228_a;
typedef struct CFixtures_r228_b {
  double f0;
  uint64_t f1;
  double f2;
  int64_t f3;
} CFixtures_r228_b;
typedef struct CFixtures_r228_c {
  float f0;
  float f1;
} CFixtures_r228_c;
typedef struct CFixtures_r228_d {
  double f0[2];
  float f1[1];
  float f2;
} CFixtures_r228_d;
typedef struct CFixtures_r228_e {
  CFixtures_r228_c f0;
  float f1;
  CFixtures_r228_d f2;
} CFixtures_r228_e;
typedef struct CFixtures_r228_f {
  uint16_t f0;
  uint8_t f1;
} CFixtures_r228_f;
typedef struct CFixtures_r229_a {
  bool f0;
  float f1;
  double f2;
} CFixtures_r229_a;
typedef struct CFixtures_r229_b {
  float f0;
  double f1;
  double f2;
  float f3;
} CFixtures_r229_b;
typedef struct CFixtures_r229_c {
  uint64_t f0;
  double f1;
} CFixtures_r229_c;
typedef struct CFixtures_r229_d {
  bool f0;
  uint64_t f1;
  CFixtures_r229_c f2;
  int32_t f3;
} CFixtures_r229_d;
typedef struct CFixtures_r229_e {
  void *_Nullable f0;
  uint64_t f1;
} CFixtures_r229_e;
typedef struct CFixtures_r229_f {
  int64_t f0;
  int32_t f1;
} CFixtures_r229_f;
typedef struct CFixtures_r229_g {
  double f0;
  uint16_t f1;
} CFixtures_r229_g;
typedef struct CFixtures_r229_h {
  double f0;
  uint64_t f1;
  bool f2;
} CFixtures_r229_h;
typedef struct CFixtures_r229_i {
  float f0;
  double f1;
} CFixtures_r229_i;
typedef struct CFixtures_r229_j {
  CFixtures_r229_i f0;
  bool f1[3];
  uint64_t f2;
} CFixtures_r229_j;
typedef struct CFixtures_r230_a {
  float f0;
  float f1;
  double f2;
  float f3[1];
  float f4;
} CFixtures_r230_a;
typedef struct CFixtures_r231_a {
  int64_t f0;
  uint32_t f1;
  int8_t f2;
  int8_t f3[2];
  uint8_t f4;
} CFixtures_r231_a;
typedef struct CFixtures_r232_a {
  float f0[4];
} CFixtures_r232_a;
typedef struct CFixtures_r235_a {
  int8_t f0;
} CFixtures_r235_a;
typedef struct CFixtures_r236_a {
  float f0[3];
} CFixtures_r236_a;
typedef struct CFixtures_r238_a {
  double f0;
  float f1;
} CFixtures_r238_a;
typedef struct CFixtures_r238_b {
  CFixtures_r238_a f0;
  float f1;
  double f2;
  double f3;
  float f4;
} CFixtures_r238_b;
typedef struct CFixtures_r238_c {
  uint32_t f0;
  uint16_t f1;
  int8_t f2[2];
  uint8_t f3;
} CFixtures_r238_c;
typedef struct CFixtures_r238_d {
  double f0;
  float f1;
} CFixtures_r238_d;
typedef struct CFixtures_r238_e {
  double f0;
  float f1;
  CFixtures_r238_d f2;
  float f3;
  float f4;
  double f5;
} CFixtures_r238_e;
typedef struct CFixtures_r238_f {
  bool f0;
  uint16_t f1;
  double f2;
} CFixtures_r238_f;
typedef struct CFixtures_r239_a {
  int8_t f0;
  bool f1[3];
  int16_t f2;
  double f3;
} CFixtures_r239_a;
typedef struct CFixtures_r239_b {
  void *_Nullable f0;
  uint32_t f1[4];
} CFixtures_r239_b;
typedef struct CFixtures_r239_c {
  int32_t f0;
  int32_t f1;
  double f2;
} CFixtures_r239_c;
typedef struct CFixtures_r239_d {
  double f0;
} CFixtures_r239_d;
typedef struct CFixtures_r239_e {
  uint16_t f0;
  uint16_t f1;
  float f2[1];
  CFixtures_r239_d f3;
  uint8_t f4;
} CFixtures_r239_e;
typedef struct CFixtures_r239_f {
  double f0;
} CFixtures_r239_f;
typedef struct CFixtures_r239_g {
  double f0[1];
  int32_t f1;
  int64_t f2;
  CFixtures_r239_f f3;
  int64_t f4;
} CFixtures_r239_g;
typedef struct CFixtures_r240_a {
  int64_t f0[4];
} CFixtures_r240_a;
typedef struct CFixtures_r240_b {
  float f0;
  void *_Nullable f1;
  int32_t f2;
  uint8_t f3;
} CFixtures_r240_b;
typedef struct CFixtures_r240_c {
  uint8_t f0;
  int8_t f1;
  double f2;
} CFixtures_r240_c;
typedef struct CFixtures_r241_a {
  uint8_t f0;
  uint32_t f1[3];
} CFixtures_r241_a;
typedef struct CFixtures_r241_b {
  int64_t f0;
  double f1;
  CFixtures_r241_a f2;
  uint16_t f3;
  uint16_t f4;
} CFixtures_r241_b;
typedef struct CFixtures_r243_a {
  int64_t f0;
  float f1;
} CFixtures_r243_a;
typedef struct CFixtures_r245_a {
  uint8_t f0;
  int16_t f1;
  int8_t f2;
  uint16_t f3;
  uint32_t f4;
} CFixtures_r245_a;
typedef struct CFixtures_r245_b {
  bool f0;
} CFixtures_r245_b;
typedef struct CFixtures_r246_a {
  uint8_t f0;
  double f1;
  uint64_t f2;
} CFixtures_r246_a;
typedef struct CFixtures_r246_b {
  double f0;
  float f1;
  CFixtures_r246_a f2;
} CFixtures_r246_b;
typedef struct CFixtures_r246_c {
  uint8_t f0;
  float f1;
  double f2;
} CFixtures_r246_c;
typedef struct CFixtures_r246_d {
  double f0;
  uint16_t f1[3];
  int16_t f2;
} CFixtures_r246_d;
typedef struct CFixtures_r246_e {
  uint32_t f0;
  float f1;
  CFixtures_r246_d f2;
  double f3;
} CFixtures_r246_e;
typedef struct CFixtures_r246_f {
  double f0;
  uint16_t f1;
  int32_t f2;
} CFixtures_r246_f;
typedef struct CFixtures_r246_g {
  int64_t f0;
  void *_Nullable f1;
} CFixtures_r246_g;
typedef struct CFixtures_r246_h {
  double f0[1];
  bool f1;
} CFixtures_r246_h;
typedef struct CFixtures_r246_i {
  CFixtures_r246_h f0;
} CFixtures_r246_i;
typedef struct CFixtures_r246_j {
  double f0;
  float f1;
  float f2[4];
  bool f3;
  double f4;
  int8_t f5[4];
} CFixtures_r246_j;
typedef struct CFixtures_r247_a {
  float f0;
} CFixtures_r247_a;
typedef struct CFixtures_r248_a {
  double f0;
  double f1[1];
  float f2;
  double f3;
  double f4;
  float f5;
} CFixtures_r248_a;
typedef struct CFixtures_r248_b {
  double f0;
  int16_t f1[1];
} CFixtures_r248_b;
typedef struct CFixtures_r248_c {
  CFixtures_r248_b f0;
} CFixtures_r248_c;
typedef struct CFixtures_r248_d {
  void *_Nullable f0[2];
} CFixtures_r248_d;
typedef struct CFixtures_r252_a {
  double f0;
  int64_t f1;
} CFixtures_r252_a;
typedef struct CFixtures_r253_a {
  double f0[2];
} CFixtures_r253_a;
typedef struct CFixtures_r254_a {
  int32_t f0[1];
  void *_Nullable f1;
  uint64_t f2;
} CFixtures_r254_a;
typedef struct CFixtures_r254_b {
  double f0;
  float f1;
  CFixtures_r254_a f2;
} CFixtures_r254_b;
typedef struct CFixtures_r255_a {
  double f0;
  double f1;
} CFixtures_r255_a;
typedef struct CFixtures_r255_b {
  float f0;
  int8_t f1[1];
  bool f2;
  CFixtures_r255_a f3;
} CFixtures_r255_b;
typedef struct CFixtures_r255_c {
  uint16_t f0[4];
  float f1;
  float f2;
} CFixtures_r255_c;
typedef struct CFixtures_r255_d {
  CFixtures_r255_c f0;
  bool f1;
  float f2[4];
} CFixtures_r255_d;
typedef struct CFixtures_r256_a {
  float f0;
  int64_t f1;
} CFixtures_r256_a;
typedef struct CFixtures_r260_a {
  double f0;
} CFixtures_r260_a;
typedef struct CFixtures_r261_a {
  int32_t f0[3];
} CFixtures_r261_a;
typedef struct CFixtures_r261_b {
  int64_t f0;
} CFixtures_r261_b;
typedef struct CFixtures_r261_c {
  bool f0;
  CFixtures_r261_a f1;
  CFixtures_r261_b f2;
  bool f3;
  int8_t f4;
} CFixtures_r261_c;
typedef struct CFixtures_r261_d {
  uint8_t f0;
  uint16_t f1;
} CFixtures_r261_d;
typedef struct CFixtures_r261_e {
  double f0[1];
  float f1;
  double f2;
} CFixtures_r261_e;
typedef struct CFixtures_r261_f {
  double f0;
  float f1;
  CFixtures_r261_e f2;
  uint32_t f3;
} CFixtures_r261_f;
typedef struct CFixtures_r261_g {
  int8_t f0;
  bool f1;
  int32_t f2;
} CFixtures_r261_g;
typedef struct CFixtures_r262_a {
  uint16_t f0[4];
  double f1;
  uint64_t f2;
} CFixtures_r262_a;
typedef struct CFixtures_r262_b {
  int64_t f0;
  CFixtures_r262_a f1;
} CFixtures_r262_b;
typedef struct CFixtures_r263_a {
  float f0;
  double f1;
} CFixtures_r263_a;
typedef struct CFixtures_r263_b {
  uint16_t f0;
  float f1[2];
} CFixtures_r263_b;
typedef struct CFixtures_r268_a {
  double f0;
  uint16_t f1;
  double f2;
} CFixtures_r268_a;
typedef struct CFixtures_r268_b {
  uint8_t f0;
  int16_t f1;
  int16_t f2;
} CFixtures_r268_b;
typedef struct CFixtures_r269_a {
  double f0;
  uint16_t f1;
  float f2;
} CFixtures_r269_a;
typedef struct CFixtures_r269_b {
  float f0;
  float f1;
  float f2[2];
} CFixtures_r269_b;
typedef struct CFixtures_r269_c {
  int16_t f0;
  bool f1;
} CFixtures_r269_c;
typedef struct CFixtures_r269_d {
  uint16_t f0;
  CFixtures_r269_c f1;
} CFixtures_r269_d;
typedef struct CFixtures_r269_e {
  uint64_t f0;
} CFixtures_r269_e;
typedef struct CFixtures_r270_a {
  uint16_t f0;
} CFixtures_r270_a;
typedef struct CFixtures_r270_b {
  void *_Nullable f0;
  bool f1;
  uint16_t f2;
} CFixtures_r270_b;
typedef struct CFixtures_r270_c {
  double f0;
  int32_t f1;
  uint16_t f2;
  bool f3;
} CFixtures_r270_c;
typedef struct CFixtures_r271_a {
  double f0;
  double f1;
} CFixtures_r271_a;
typedef struct CFixtures_r271_b {
  double f0;
  double f1;
} CFixtures_r271_b;
typedef struct CFixtures_r271_c {
  CFixtures_r271_a f0;
  CFixtures_r271_b f1;
  float f2;
} CFixtures_r271_c;
typedef struct CFixtures_r271_d {
  double f0;
  float f1;
  double f2;
  int64_t f3;
  uint64_t f4;
  float f5[1];
} CFixtures_r271_d;
typedef struct CFixtures_r271_e {
  int32_t f0;
  uint8_t f1;
  float f2;
  int64_t f3[4];
} CFixtures_r271_e;
typedef struct CFixtures_r271_f {
  uint16_t f0;
  int64_t f1;
} CFixtures_r271_f;
typedef struct CFixtures_r271_g {
  double f0;
  float f1;
} CFixtures_r271_g;
typedef struct CFixtures_r272_a {
  double f0;
} CFixtures_r272_a;
typedef struct CFixtures_r272_b {
  bool f0;
  CFixtures_r272_a f1;
} CFixtures_r272_b;
typedef struct CFixtures_r272_c {
  double f0;
} CFixtures_r272_c;
typedef struct CFixtures_r272_d {
  int32_t f0;
} CFixtures_r272_d;
typedef struct CFixtures_r272_e {
  CFixtures_r272_d f0;
  double f1;
} CFixtures_r272_e;
typedef struct CFixtures_r272_f {
  double f0;
  double f1;
} CFixtures_r272_f;
typedef struct CFixtures_r272_g {
  CFixtures_r272_f f0;
  double f1;
} CFixtures_r272_g;
typedef struct CFixtures_r273_a {
  bool f0[3];
  float f1;
} CFixtures_r273_a;
typedef struct CFixtures_r275_a {
  int64_t f0;
} CFixtures_r275_a;
typedef struct CFixtures_r275_b {
  double f0;
  double f1;
  double f2;
} CFixtures_r275_b;
typedef struct CFixtures_r275_c {
  float f0;
  float f1;
  float f2;
  float f3;
  CFixtures_r275_b f4;
} CFixtures_r275_c;
typedef struct CFixtures_r275_d {
  int32_t f0;
  uint32_t f1;
  int8_t f2;
} CFixtures_r275_d;
typedef struct CFixtures_r275_e {
  double f0;
} CFixtures_r275_e;
typedef struct CFixtures_r275_f {
  int64_t f0;
  bool f1[2];
} CFixtures_r275_f;
typedef struct CFixtures_r275_g {
  uint8_t f0;
} CFixtures_r275_g;
typedef struct CFixtures_r276_a {
  double f0;
  float f1;
  float f2;
} CFixtures_r276_a;
typedef struct CFixtures_r277_a {
  uint16_t f0[4];
  bool f1[4];
  int8_t f2[4];
} CFixtures_r277_a;
typedef struct CFixtures_r277_b {
  double f0;
  CFixtures_r277_a f1;
  bool f2;
} CFixtures_r277_b;
typedef struct CFixtures_r277_c {
  uint8_t f0[2];
} CFixtures_r277_c;
typedef struct CFixtures_r277_d {
  CFixtures_r277_c f0;
  bool f1;
  int8_t f2;
} CFixtures_r277_d;
typedef struct CFixtures_r278_a {
  double f0;
  float f1;
  float f2;
} CFixtures_r278_a;
typedef struct CFixtures_r278_b {
  uint32_t f0;
  uint16_t f1;
  float f2;
} CFixtures_r278_b;
typedef struct CFixtures_r279_a {
  float f0[1];
  float f1;
  double f2;
} CFixtures_r279_a;
typedef struct CFixtures_r279_b {
  float f0[1];
  double f1[1];
} CFixtures_r279_b;
typedef struct CFixtures_r279_c {
  CFixtures_r279_a f0;
  CFixtures_r279_b f1;
} CFixtures_r279_c;
typedef struct CFixtures_r279_d {
  double f0;
  float f1;
  float f2;
} CFixtures_r279_d;
typedef struct CFixtures_r279_e {
  uint16_t f0;
  bool f1[2];
} CFixtures_r279_e;
typedef struct CFixtures_r279_f {
  int8_t f0[3];
  double f1;
  int32_t f2;
  int16_t f3;
} CFixtures_r279_f;
typedef struct CFixtures_r279_g {
  float f0[1];
  float f1;
} CFixtures_r279_g;
typedef struct CFixtures_r280_a {
  double f0;
} CFixtures_r280_a;
typedef struct CFixtures_r280_b {
  double f0;
  CFixtures_r280_a f1;
} CFixtures_r280_b;
typedef struct CFixtures_r280_c {
  double f0;
} CFixtures_r280_c;
typedef struct CFixtures_r280_d {
  void *_Nullable f0;
  void *_Nullable f1[1];
} CFixtures_r280_d;
typedef struct CFixtures_r281_a {
  float f0;
  uint64_t f1;
} CFixtures_r281_a;
typedef struct CFixtures_r281_b {
  int8_t f0;
  uint8_t f1[2];
} CFixtures_r281_b;
typedef struct CFixtures_r281_c {
  uint64_t f0;
  int16_t f1;
  uint16_t f2;
  CFixtures_r281_b f3;
  bool f4;
} CFixtures_r281_c;
typedef struct CFixtures_r281_d {
  float f0[3];
  double f1;
  float f2;
  double f3;
  double f4;
} CFixtures_r281_d;
typedef struct CFixtures_r283_a {
  float f0[4];
  float f1;
  float f2;
} CFixtures_r283_a;
typedef struct CFixtures_r284_a {
  int64_t f0;
  float f1;
  float f2;
} CFixtures_r284_a;
typedef struct CFixtures_r284_b {
  int32_t f0;
  float f1;
  float f2;
} CFixtures_r284_b;
typedef struct CFixtures_r284_c {
  int16_t f0;
  bool f1;
} CFixtures_r284_c;
typedef struct CFixtures_r284_d {
  int16_t f0;
  double f1;
} CFixtures_r284_d;
typedef struct CFixtures_r284_e {
  bool f0;
  double f1;
} CFixtures_r284_e;
typedef struct CFixtures_r284_f {
  uint16_t f0[2];
  uint16_t f1;
} CFixtures_r284_f;
typedef struct CFixtures_r284_g {
  uint8_t f0[3];
  float f1[4];
} CFixtures_r284_g;
typedef struct CFixtures_r284_h {
  int16_t f0;
  int64_t f1[2];
  bool f2;
  CFixtures_r284_g f3;
} CFixtures_r284_h;
typedef struct CFixtures_r285_a {
  double f0;
} CFixtures_r285_a;
typedef struct CFixtures_r285_b {
  CFixtures_r285_a f0;
  int8_t f1[2];
  bool f2;
  uint8_t f3;
} CFixtures_r285_b;
typedef struct CFixtures_r286_a {
  int16_t f0;
  uint32_t f1;
  double f2;
} CFixtures_r286_a;
typedef struct CFixtures_r286_b {
  uint32_t f0;
} CFixtures_r286_b;
typedef struct CFixtures_r286_c {
  double f0;
  CFixtures_r286_b f1;
  uint8_t f2;
} CFixtures_r286_c;
typedef struct CFixtures_r286_d {
  uint16_t f0;
  uint32_t f1;
  int32_t f2;
} CFixtures_r286_d;
typedef struct CFixtures_r287_a {
  uint32_t f0;
  bool f1[4];
  int8_t f2;
} CFixtures_r287_a;
typedef struct CFixtures_r287_b {
  int8_t f0;
  bool f1;
  uint16_t f2;
  int32_t f3[2];
  CFixtures_r287_a f4;
  float f5;
} CFixtures_r287_b;
typedef struct CFixtures_r289_a {
  float f0;
  double f1;
  float f2[3];
} CFixtures_r289_a;
typedef struct CFixtures_r290_a {
  double f0;
} CFixtures_r290_a;
typedef struct CFixtures_r290_b {
  int64_t f0;
  float f1;
  CFixtures_r290_a f2;
  double f3;
  float f4;
} CFixtures_r290_b;
typedef struct CFixtures_r291_a {
  uint16_t f0;
  int16_t f1;
} CFixtures_r291_a;
typedef struct CFixtures_r292_a {
  uint32_t f0[2];
} CFixtures_r292_a;
typedef struct CFixtures_r292_b {
  uint16_t f0;
  uint8_t f1;
  double f2;
} CFixtures_r292_b;
typedef struct CFixtures_r292_c {
  double f0;
  float f1;
} CFixtures_r292_c;
typedef struct CFixtures_r294_a {
  int32_t f0[4];
  float f1[2];
  int16_t f2[4];
} CFixtures_r294_a;
typedef struct CFixtures_r295_a {
  float f0;
  uint16_t f1;
  int16_t f2;
} CFixtures_r295_a;
typedef struct CFixtures_r295_b {
  CFixtures_r295_a f0;
  double f1;
} CFixtures_r295_b;
typedef struct CFixtures_r296_a {
  int64_t f0;
} CFixtures_r296_a;
typedef struct CFixtures_r296_b {
  double f0;
} CFixtures_r296_b;
typedef struct CFixtures_r297_a {
  float f0;
} CFixtures_r297_a;
typedef struct CFixtures_r297_b {
  CFixtures_r297_a f0;
  float f1[3];
  double f2;
} CFixtures_r297_b;
typedef struct CFixtures_r299_a {
  double f0;
  float f1;
  int8_t f2;
} CFixtures_r299_a;
typedef struct CFixtures_r299_b {
  double f0[3];
  float f1;
  float f2;
  float f3[3];
  float f4;
} CFixtures_r299_b;
typedef struct CFixtures_r299_c {
  float f0;
  bool f1;
  uint16_t f2;
} CFixtures_r299_c;
typedef struct CFixtures_r299_d {
  int8_t f0;
  int64_t f1;
  int64_t f2;
  double f3[3];
} CFixtures_r299_d;
typedef struct CFixtures_r299_e {
  int32_t f0[3];
  double f1;
  int64_t f2;
} CFixtures_r299_e;
typedef struct CFixtures_r300_a {
  bool f0;
  uint16_t f1;
} CFixtures_r300_a;
typedef struct CFixtures_r300_b {
  uint16_t f0;
} CFixtures_r300_b;
typedef struct CFixtures_r301_a {
  double f0;
} CFixtures_r301_a;
typedef struct CFixtures_r301_b {
  CFixtures_r301_a f0;
  float f1;
} CFixtures_r301_b;
typedef struct CFixtures_r301_c {
  uint16_t f0[2];
  bool f1[4];
  float f2;
  uint8_t f3;
  float f4;
} CFixtures_r301_c;
typedef struct CFixtures_r301_d {
  int16_t f0;
  uint16_t f1;
  int16_t f2;
  uint32_t f3;
} CFixtures_r301_d;
typedef struct CFixtures_r301_e {
  bool f0;
} CFixtures_r301_e;
typedef struct CFixtures_r301_f {
  uint64_t f0;
  uint16_t f1;
  CFixtures_r301_e f2;
  uint16_t f3;
} CFixtures_r301_f;
typedef struct CFixtures_r301_g {
  uint16_t f0;
  bool f1;
} CFixtures_r301_g;
typedef struct CFixtures_r301_h {
  double f0;
  void *_Nullable f1;
} CFixtures_r301_h;
typedef struct CFixtures_r301_i {
  int64_t f0;
  float f1;
} CFixtures_r301_i;
typedef struct CFixtures_r301_j {
  uint8_t f0;
  CFixtures_r301_i f1;
} CFixtures_r301_j;
typedef struct CFixtures_r302_a {
  int64_t f0;
  float f1;
  float f2;
} CFixtures_r302_a;
typedef struct CFixtures_r302_b {
  float f0;
  bool f1;
} CFixtures_r302_b;
typedef struct CFixtures_r302_c {
  uint8_t f0[3];
  uint64_t f1;
} CFixtures_r302_c;
typedef struct CFixtures_r302_d {
  uint16_t f0[4];
  int8_t f1;
  int64_t f2;
} CFixtures_r302_d;
typedef struct CFixtures_r302_e {
  CFixtures_r302_b f0;
  CFixtures_r302_c f1;
  CFixtures_r302_d f2;
} CFixtures_r302_e;
typedef struct CFixtures_r302_f {
  double f0;
  uint16_t f1;
  int16_t f2;
} CFixtures_r302_f;
typedef struct CFixtures_r302_g {
  float f0;
  float f1;
  float f2;
  float f3[1];
  float f4;
  float f5;
} CFixtures_r302_g;
typedef struct CFixtures_r302_h {
  double f0;
  float f1[2];
  double f2;
  double f3;
} CFixtures_r302_h;
typedef struct CFixtures_r302_i {
  double f0;
} CFixtures_r302_i;
typedef struct CFixtures_r302_j {
  void *_Nullable f0[1];
} CFixtures_r302_j;
typedef struct CFixtures_r302_k {
  CFixtures_r302_j f0;
  uint32_t f1;
  float f2;
  float f3;
} CFixtures_r302_k;
typedef struct CFixtures_r302_l {
  float f0;
  float f1;
  float f2;
} CFixtures_r302_l;
typedef struct CFixtures_r303_a {
  float f0;
  uint16_t f1[2];
  float f2;
} CFixtures_r303_a;
typedef struct CFixtures_r304_a {
  float f0;
} CFixtures_r304_a;
typedef struct CFixtures_r304_b {
  bool f0;
  void *_Nullable f1;
  CFixtures_r304_a f2;
} CFixtures_r304_b;
typedef struct CFixtures_r304_c {
  void *_Nullable f0[1];
} CFixtures_r304_c;
typedef struct CFixtures_r304_d {
  uint16_t f0;
} CFixtures_r304_d;
typedef struct CFixtures_r304_e {
  uint16_t f0[3];
} CFixtures_r304_e;
typedef struct CFixtures_r305_a {
  double f0;
} CFixtures_r305_a;
typedef struct CFixtures_r305_b {
  float f0;
  double f1;
} CFixtures_r305_b;
typedef struct CFixtures_r305_c {
  double f0;
  float f1;
  float f2[3];
  float f3;
  float f4;
  CFixtures_r305_b f5;
} CFixtures_r305_c;
typedef struct CFixtures_r305_d {
  double f0;
  uint32_t f1;
} CFixtures_r305_d;
typedef struct CFixtures_r306_a {
  void *_Nullable f0[1];
  int16_t f1[3];
  double f2;
} CFixtures_r306_a;
typedef struct CFixtures_r306_b {
  CFixtures_r306_a f0;
  int32_t f1;
  bool f2[4];
  uint64_t f3;
  int64_t f4;
} CFixtures_r306_b;
typedef struct CFixtures_r307_a {
  int32_t f0;
  double f1[1];
} CFixtures_r307_a;
typedef struct CFixtures_r308_a {
  double f0[1];
} CFixtures_r308_a;
typedef struct CFixtures_r308_b {
  double f0;
  uint32_t f1;
} CFixtures_r308_b;
typedef struct CFixtures_r308_c {
  uint8_t f0;
  int32_t f1;
} CFixtures_r308_c;
typedef struct CFixtures_r308_d {
  double f0;
} CFixtures_r308_d;
typedef struct CFixtures_r308_e {
  uint8_t f0;
} CFixtures_r308_e;
typedef struct CFixtures_r308_f {
  float f0;
  double f1;
  double f2;
  double f3;
} CFixtures_r308_f;
typedef struct CFixtures_r310_a {
  int8_t f0[1];
  uint8_t f1[1];
  double f2;
} CFixtures_r310_a;
typedef struct CFixtures_r310_b {
  bool f0;
  double f1;
  uint32_t f2[4];
  int32_t f3;
} CFixtures_r310_b;
typedef struct CFixtures_r310_c {
  uint8_t f0;
  uint8_t f1;
} CFixtures_r310_c;
typedef struct CFixtures_r311_a {
  float f0;
  float f1;
} CFixtures_r311_a;
typedef struct CFixtures_r311_b {
  void *_Nullable f0;
  CFixtures_r311_a f1;
  uint32_t f2;
  float f3;
  double f4;
} CFixtures_r311_b;
typedef struct CFixtures_r311_c {
  int16_t f0;
  int8_t f1[2];
} CFixtures_r311_c;
typedef struct CFixtures_r311_d {
  int8_t f0[4];
} CFixtures_r311_d;
typedef struct CFixtures_r311_e {
  float f0;
  void *_Nullable f1;
} CFixtures_r311_e;
typedef struct CFixtures_r311_f {
  uint16_t f0[3];
} CFixtures_r311_f;
typedef struct CFixtures_r311_g {
  bool f0;
  float f1[3];
} CFixtures_r311_g;
typedef struct CFixtures_r315_a {
  float f0;
  float f1;
} CFixtures_r315_a;
typedef struct CFixtures_r315_b {
  int8_t f0;
  int8_t f1;
} CFixtures_r315_b;
typedef struct CFixtures_r315_c {
  float f0;
  CFixtures_r315_b f1;
  int16_t f2;
  double f3[2];
  double f4;
  float f5;
} CFixtures_r315_c;
typedef struct CFixtures_r316_a {
  double f0;
  float f1;
} CFixtures_r316_a;
typedef struct CFixtures_r317_a {
  double f0;
  float f1;
} CFixtures_r317_a;
typedef struct CFixtures_r317_b {
  uint16_t f0[1];
} CFixtures_r317_b;
typedef struct CFixtures_r317_c {
  bool f0;
  int8_t f1[2];
} CFixtures_r317_c;
typedef struct CFixtures_r317_d {
  double f0;
  CFixtures_r317_c f1;
} CFixtures_r317_d;
typedef struct CFixtures_r318_a {
  uint16_t f0[2];
  void *_Nullable f1;
} CFixtures_r318_a;
typedef struct CFixtures_r318_b {
  bool f0;
  uint16_t f1;
} CFixtures_r318_b;
typedef struct CFixtures_r318_c {
  uint64_t f0;
  CFixtures_r318_a f1;
  CFixtures_r318_b f2;
  uint32_t f3;
} CFixtures_r318_c;
typedef struct CFixtures_r319_a {
  bool f0;
} CFixtures_r319_a;
typedef struct CFixtures_r319_b {
  int32_t f0;
  uint8_t f1;
  bool f2;
  bool f3;
  uint32_t f4;
} CFixtures_r319_b;
typedef struct CFixtures_r319_c {
  int64_t f0[3];
  int32_t f1;
} CFixtures_r319_c;
typedef struct CFixtures_r319_d {
  float f0;
  double f1[1];
  float f2;
  double f3;
  float f4;
  double f5;
} CFixtures_r319_d;
typedef struct CFixtures_r320_a {
  uint8_t f0;
} CFixtures_r320_a;
typedef struct CFixtures_r320_b {
  double f0;
  float f1;
  int16_t f2;
  bool f3;
} CFixtures_r320_b;
typedef struct CFixtures_r320_c {
  bool f0;
  int8_t f1;
} CFixtures_r320_c;
typedef struct CFixtures_r320_d {
  int16_t f0;
  uint8_t f1;
} CFixtures_r320_d;
typedef struct CFixtures_r322_a {
  float f0;
} CFixtures_r322_a;
typedef struct CFixtures_r323_a {
  uint64_t f0;
  int64_t f1;
} CFixtures_r323_a;
typedef struct CFixtures_r323_b {
  void *_Nullable f0;
  float f1;
  double f2;
} CFixtures_r323_b;
typedef struct CFixtures_r323_c {
  float f0;
  float f1;
} CFixtures_r323_c;
typedef struct CFixtures_r323_d {
  CFixtures_r323_c f0;
  double f1;
} CFixtures_r323_d;
typedef struct CFixtures_r324_a {
  uint32_t f0;
} CFixtures_r324_a;
typedef struct CFixtures_r325_a {
  uint8_t f0;
} CFixtures_r325_a;
typedef struct CFixtures_r325_b {
  CFixtures_r325_a f0;
} CFixtures_r325_b;
typedef struct CFixtures_r325_c {
  uint16_t f0;
  uint8_t f1[4];
  uint16_t f2;
} CFixtures_r325_c;
typedef struct CFixtures_r325_d {
  double f0;
  int8_t f1;
  float f2;
  CFixtures_r325_c f3;
  int64_t f4;
} CFixtures_r325_d;
typedef struct CFixtures_r325_e {
  uint16_t f0[3];
} CFixtures_r325_e;
typedef struct CFixtures_r325_f {
  double f0;
  uint16_t f1[1];
} CFixtures_r325_f;
typedef struct CFixtures_r326_a {
  int32_t f0;
  int8_t f1;
  double f2;
} CFixtures_r326_a;
typedef struct CFixtures_r326_b {
  float f0;
  float f1;
  float f2;
  double f3[1];
  float f4;
} CFixtures_r326_b;
typedef struct CFixtures_r326_c {
  double f0;
  float f1;
} CFixtures_r326_c;
typedef struct CFixtures_r327_a {
  float f0;
  float f1;
} CFixtures_r327_a;
typedef struct CFixtures_r328_a {
  uint64_t f0;
  uint8_t f1;
  int8_t f2[1];
  uint8_t f3;
  bool f4;
} CFixtures_r328_a;
typedef struct CFixtures_r329_a {
  int64_t f0;
} CFixtures_r329_a;
typedef struct CFixtures_r329_b {
  uint32_t f0;
  double f1;
  CFixtures_r329_a f2;
  float f3;
  void *_Nullable f4;
} CFixtures_r329_b;
typedef struct CFixtures_r331_a {
  uint8_t f0;
  double f1;
  float f2;
} CFixtures_r331_a;
typedef struct CFixtures_r331_b {
  uint8_t f0;
  float f1;
} CFixtures_r331_b;
typedef struct CFixtures_r331_c {
  CFixtures_r331_b f0;
  float f1;
  uint8_t f2[1];
  double f3;
  int32_t f4;
} CFixtures_r331_c;
typedef struct CFixtures_r331_d {
  double f0;
  float f1;
} CFixtures_r331_d;
typedef struct CFixtures_r331_e {
  double f0;
  CFixtures_r331_d f1;
} CFixtures_r331_e;
typedef struct CFixtures_r331_f {
  double f0;
  double f1;
  float f2;
} CFixtures_r331_f;
typedef struct CFixtures_r331_g {
  uint32_t f0;
} CFixtures_r331_g;
typedef struct CFixtures_r331_h {
  double f0;
  double f1[2];
  double f2;
  CFixtures_r331_g f3;
} CFixtures_r331_h;
typedef struct CFixtures_r332_a {
  int16_t f0;
} CFixtures_r332_a;
typedef struct CFixtures_r333_a {
  uint64_t f0[2];
  int8_t f1;
  float f2[4];
  float f3;
} CFixtures_r333_a;
typedef struct CFixtures_r334_a {
  void *_Nullable f0;
  double f1;
} CFixtures_r334_a;
typedef struct CFixtures_r334_b {
  int8_t f0;
  float f1;
  CFixtures_r334_a f2;
  int64_t f3;
} CFixtures_r334_b;
typedef struct CFixtures_r334_c {
  float f0[1];
} CFixtures_r334_c;
typedef struct CFixtures_r334_d {
  double f0;
} CFixtures_r334_d;
typedef struct CFixtures_r334_e {
  uint32_t f0;
  int64_t f1;
  uint64_t f2[2];
  double f3;
  uint8_t f4;
} CFixtures_r334_e;
typedef struct CFixtures_r334_f {
  double f0;
  double f1;
} CFixtures_r334_f;
typedef struct CFixtures_r334_g {
  CFixtures_r334_f f0;
} CFixtures_r334_g;
typedef struct CFixtures_r335_a {
  float f0;
  uint8_t f1;
  void *_Nullable f2;
  float f3;
  uint16_t f4;
  int32_t f5;
} CFixtures_r335_a;
typedef struct CFixtures_r335_b {
  uint64_t f0;
  float f1;
} CFixtures_r335_b;
typedef struct CFixtures_r335_c {
  uint8_t f0;
  double f1;
} CFixtures_r335_c;
typedef struct CFixtures_r335_d {
  uint64_t f0;
} CFixtures_r335_d;
typedef struct CFixtures_r335_e {
  CFixtures_r335_d f0;
  int16_t f1;
  uint64_t f2;
  int32_t f3[1];
  uint8_t f4;
} CFixtures_r335_e;
typedef struct CFixtures_r336_a {
  double f0;
  void *_Nullable f1;
} CFixtures_r336_a;
typedef struct CFixtures_r337_a {
  int32_t f0;
} CFixtures_r337_a;
typedef struct CFixtures_r337_b {
  double f0;
  void *_Nullable f1;
} CFixtures_r337_b;
typedef struct CFixtures_r339_a {
  float f0;
} CFixtures_r339_a;
typedef struct CFixtures_r339_b {
  int32_t f0;
} CFixtures_r339_b;
typedef struct CFixtures_r339_c {
  uint8_t f0;
  uint8_t f1;
  uint64_t f2;
} CFixtures_r339_c;
typedef struct CFixtures_r339_d {
  float f0;
  float f1;
  float f2;
} CFixtures_r339_d;
typedef struct CFixtures_r340_a {
  int8_t f0;
} CFixtures_r340_a;
typedef struct CFixtures_r340_b {
  double f0;
  float f1;
} CFixtures_r340_b;
typedef struct CFixtures_r340_c {
  float f0[2];
  float f1;
  float f2;
  float f3;
} CFixtures_r340_c;
typedef struct CFixtures_r341_a {
  double f0[2];
  float f1;
  uint16_t f2;
  bool f3;
} CFixtures_r341_a;
typedef struct CFixtures_r341_b {
  uint16_t f0;
  uint8_t f1;
} CFixtures_r341_b;
typedef struct CFixtures_r341_c {
  double f0;
  float f1;
  float f2;
  int64_t f3;
  float f4[1];
} CFixtures_r341_c;
typedef struct CFixtures_r341_d {
  int32_t f0;
} CFixtures_r341_d;
typedef struct CFixtures_r342_a {
  int8_t f0[2];
} CFixtures_r342_a;
typedef struct CFixtures_r342_b {
  uint32_t f0;
} CFixtures_r342_b;
typedef struct CFixtures_r344_a {
  double f0;
} CFixtures_r344_a;
typedef struct CFixtures_r344_b {
  double f0;
  CFixtures_r344_a f1;
  double f2;
  double f3;
  double f4;
  double f5;
} CFixtures_r344_b;
typedef struct CFixtures_r348_a {
  int8_t f0;
  float f1;
} CFixtures_r348_a;
typedef struct CFixtures_r349_a {
  int8_t f0;
  double f1;
  bool f2;
  void *_Nullable f3;
  int64_t f4;
} CFixtures_r349_a;
typedef struct CFixtures_r349_b {
  float f0;
  float f1;
  float f2;
} CFixtures_r349_b;
typedef struct CFixtures_r349_c {
  int16_t f0;
  uint16_t f1[4];
} CFixtures_r349_c;
typedef struct CFixtures_r349_d {
  bool f0;
  uint8_t f1[3];
} CFixtures_r349_d;
typedef struct CFixtures_r349_e {
  CFixtures_r349_d f0;
  uint8_t f1[3];
} CFixtures_r349_e;
typedef struct CFixtures_r349_f {
  double f0;
  float f1[1];
} CFixtures_r349_f;
typedef struct CFixtures_r350_a {
  int8_t f0[4];
} CFixtures_r350_a;
typedef struct CFixtures_r350_b {
  int64_t f0;
  uint64_t f1;
  double f2[2];
  float f3;
  float f4;
} CFixtures_r350_b;
typedef struct CFixtures_r350_c {
  int64_t f0;
  double f1;
} CFixtures_r350_c;
typedef struct CFixtures_r350_d {
  double f0;
  double f1;
  float f2;
  double f3;
} CFixtures_r350_d;
typedef struct CFixtures_r350_e {
  bool f0;
} CFixtures_r350_e;
typedef struct CFixtures_r350_f {
  uint8_t f0[3];
} CFixtures_r350_f;
typedef struct CFixtures_r352_a {
  int16_t f0;
} CFixtures_r352_a;
typedef struct CFixtures_r352_b {
  double f0;
} CFixtures_r352_b;
typedef struct CFixtures_r353_a {
  double f0;
} CFixtures_r353_a;
typedef struct CFixtures_r353_b {
  double f0;
  double f1;
} CFixtures_r353_b;
typedef struct CFixtures_r353_c {
  double f0;
  float f1;
  float f2;
} CFixtures_r353_c;
typedef struct CFixtures_r353_d {
  uint16_t f0;
} CFixtures_r353_d;
typedef struct CFixtures_r353_e {
  float f0[4];
  float f1;
  CFixtures_r353_d f2;
  int64_t f3;
} CFixtures_r353_e;
typedef struct CFixtures_r356_a {
  int8_t f0;
} CFixtures_r356_a;
typedef struct CFixtures_r357_a {
  float f0;
} CFixtures_r357_a;
typedef struct CFixtures_r357_b {
  double f0;
} CFixtures_r357_b;
typedef struct CFixtures_r359_a {
  uint16_t f0[3];
  int8_t f1[1];
} CFixtures_r359_a;
typedef struct CFixtures_r359_b {
  void *_Nullable f0;
  float f1;
  float f2;
  uint16_t f3[4];
  uint64_t f4;
  float f5;
} CFixtures_r359_b;
typedef struct CFixtures_r359_c {
  uint8_t f0;
} CFixtures_r359_c;
typedef struct CFixtures_r359_d {
  bool f0;
  CFixtures_r359_c f1;
} CFixtures_r359_d;
typedef struct CFixtures_r359_e {
  float f0;
  int64_t f1;
  uint8_t f2[1];
  uint32_t f3;
} CFixtures_r359_e;
typedef struct CFixtures_r359_f {
  float f0;
} CFixtures_r359_f;
typedef struct CFixtures_r359_g {
  CFixtures_r359_f f0;
  uint64_t f1;
} CFixtures_r359_g;
typedef struct CFixtures_r359_h {
  double f0;
} CFixtures_r359_h;
typedef struct CFixtures_r360_a {
  double f0;
} CFixtures_r360_a;
typedef struct CFixtures_r362_a {
  double f0;
  int32_t f1;
} CFixtures_r362_a;
typedef struct CFixtures_r363_a {
  uint64_t f0;
  void *_Nullable f1[2];
  int64_t f2;
} CFixtures_r363_a;
typedef struct CFixtures_r363_b {
  float f0;
  float f1;
} CFixtures_r363_b;
typedef struct CFixtures_r363_c {
  uint64_t f0;
  int32_t f1;
} CFixtures_r363_c;
typedef struct CFixtures_r363_d {
  void *_Nullable f0;
  uint64_t f1;
} CFixtures_r363_d;
typedef struct CFixtures_r363_e {
  uint32_t f0;
  bool f1;
  CFixtures_r363_d f2;
  double f3;
  double f4;
} CFixtures_r363_e;
typedef struct CFixtures_r364_a {
  double f0;
  float f1[4];
  double f2[1];
  uint16_t f3;
  float f4;
  float f5;
} CFixtures_r364_a;
typedef struct CFixtures_r364_b {
  uint16_t f0;
  double f1;
} CFixtures_r364_b;
typedef struct CFixtures_r364_c {
  int64_t f0;
  float f1;
} CFixtures_r364_c;
typedef struct CFixtures_r364_d {
  double f0;
} CFixtures_r364_d;
typedef struct CFixtures_r364_e {
  uint8_t f0;
  CFixtures_r364_d f1;
} CFixtures_r364_e;
typedef struct CFixtures_r365_a {
  int32_t f0;
} CFixtures_r365_a;
typedef struct CFixtures_r366_a {
  bool f0;
} CFixtures_r366_a;
typedef struct CFixtures_r366_b {
  float f0[1];
  float f1;
  int32_t f2;
} CFixtures_r366_b;
typedef struct CFixtures_r368_a {
  double f0;
} CFixtures_r368_a;
typedef struct CFixtures_r368_b {
  float f0;
  double f1;
} CFixtures_r368_b;
typedef struct CFixtures_r371_a {
  uint32_t f0[3];
  uint16_t f1;
  int16_t f2[3];
} CFixtures_r371_a;
typedef struct CFixtures_r371_b {
  double f0;
  CFixtures_r371_a f1;
  uint32_t f2;
  double f3;
} CFixtures_r371_b;
typedef struct CFixtures_r372_a {
  double f0;
  uint8_t f1[1];
  float f2;
} CFixtures_r372_a;
typedef struct CFixtures_r372_b {
  CFixtures_r372_a f0;
  float f1;
  float f2;
  double f3;
  double f4;
} CFixtures_r372_b;
typedef struct CFixtures_r373_a {
  uint64_t f0;
  bool f1;
  uint8_t f2;
} CFixtures_r373_a;
typedef struct CFixtures_r375_a {
  float f0;
  int32_t f1;
  double f2;
} CFixtures_r375_a;
typedef struct CFixtures_r375_b {
  float f0;
  double f1;
} CFixtures_r375_b;
typedef struct CFixtures_r375_c {
  double f0;
  CFixtures_r375_b f1;
  double f2;
} CFixtures_r375_c;
typedef struct CFixtures_r376_a {
  bool f0;
} CFixtures_r376_a;
typedef struct CFixtures_r376_b {
  uint8_t f0;
} CFixtures_r376_b;
typedef struct CFixtures_r376_c {
  uint16_t f0;
  int64_t f1;
} CFixtures_r376_c;
typedef struct CFixtures_r377_a {
  float f0[1];
  double f1;
} CFixtures_r377_a;
typedef struct CFixtures_r377_b {
  CFixtures_r377_a f0;
} CFixtures_r377_b;
typedef struct CFixtures_r377_c {
  uint64_t f0;
  double f1;
} CFixtures_r377_c;
typedef struct CFixtures_r379_a {
  float f0;
  float f1;
} CFixtures_r379_a;
typedef struct CFixtures_r379_b {
  int64_t f0;
  uint16_t f1;
  float f2;
  int16_t f3;
  bool f4;
  uint32_t f5;
} CFixtures_r379_b;
typedef struct CFixtures_r379_c {
  int8_t f0;
  int32_t f1;
  uint16_t f2[4];
} CFixtures_r379_c;
typedef struct CFixtures_r379_d {
  CFixtures_r379_c f0;
} CFixtures_r379_d;
typedef struct CFixtures_r379_e {
  uint32_t f0[4];
  float f1;
} CFixtures_r379_e;
typedef struct CFixtures_r379_f {
  float f0;
  float f1;
  CFixtures_r379_e f2;
  float f3;
} CFixtures_r379_f;
typedef struct CFixtures_r380_a {
  float f0;
  float f1;
  double f2;
} CFixtures_r380_a;
typedef struct CFixtures_r380_b {
  float f0;
  float f1;
} CFixtures_r380_b;
typedef struct CFixtures_r380_c {
  double f0[1];
  CFixtures_r380_a f1;
  CFixtures_r380_b f2;
  float f3;
} CFixtures_r380_c;
typedef struct CFixtures_r380_d {
  bool f0;
  bool f1;
  int64_t f2;
} CFixtures_r380_d;
typedef struct CFixtures_r381_a {
  bool f0;
} CFixtures_r381_a;
typedef struct CFixtures_r381_b {
  double f0;
} CFixtures_r381_b;
typedef struct CFixtures_r381_c {
  bool f0[3];
  CFixtures_r381_b f1;
  double f2[2];
} CFixtures_r381_c;
typedef struct CFixtures_r381_d {
  void *_Nullable f0;
  float f1;
} CFixtures_r381_d;
typedef struct CFixtures_r381_e {
  float f0;
} CFixtures_r381_e;
typedef struct CFixtures_r381_f {
  double f0;
  float f1;
  CFixtures_r381_e f2;
} CFixtures_r381_f;
typedef struct CFixtures_r382_a {
  double f0;
} CFixtures_r382_a;
typedef struct CFixtures_r382_b {
  uint16_t f0[1];
  uint8_t f1;
  double f2;
} CFixtures_r382_b;
typedef struct CFixtures_r382_c {
  uint32_t f0;
  float f1[2];
  float f2;
} CFixtures_r382_c;
typedef struct CFixtures_r382_d {
  uint8_t f0[3];
  int64_t f1;
} CFixtures_r382_d;
typedef struct CFixtures_r382_e {
  uint16_t f0;
  uint16_t f1;
} CFixtures_r382_e;
typedef struct CFixtures_r382_f {
  double f0;
  int16_t f1;
  bool f2;
} CFixtures_r382_f;
typedef struct CFixtures_r382_g {
  CFixtures_r382_f f0;
} CFixtures_r382_g;
typedef struct CFixtures_r383_a {
  float f0[1];
  float f1;
  bool f2[3];
  int8_t f3;
} CFixtures_r383_a;
typedef struct CFixtures_r385_a {
  int32_t f0;
  int16_t f1;
} CFixtures_r385_a;
typedef struct CFixtures_r385_b {
  void *_Nullable f0;
  CFixtures_r385_a f1;
} CFixtures_r385_b;
typedef struct CFixtures_r386_a {
  uint32_t f0;
  int16_t f1[3];
} CFixtures_r386_a;
typedef struct CFixtures_r388_a {
  int16_t f0;
  uint32_t f1[2];
  uint64_t f2;
  double f3;
  float f4;
  int32_t f5;
} CFixtures_r388_a;
typedef struct CFixtures_r389_a {
  uint32_t f0;
  double f1;
  int64_t f2;
} CFixtures_r389_a;
typedef struct CFixtures_r391_a {
  int8_t f0;
  uint64_t f1;
  double f2;
} CFixtures_r391_a;
typedef struct CFixtures_r391_b {
  double f0;
  CFixtures_r391_a f1;
  double f2;
  int32_t f3;
} CFixtures_r391_b;
typedef struct CFixtures_r392_a {
  int32_t f0[1];
  double f1;
} CFixtures_r392_a;
typedef struct CFixtures_r392_b {
  double f0;
} CFixtures_r392_b;
typedef struct CFixtures_r392_c {
  uint16_t f0;
} CFixtures_r392_c;
typedef struct CFixtures_r393_a {
  float f0[2];
} CFixtures_r393_a;
typedef struct CFixtures_r393_b {
  uint16_t f0;
  uint64_t f1[3];
  CFixtures_r393_a f2;
  float f3;
} CFixtures_r393_b;
typedef struct CFixtures_r393_c {
  uint8_t f0;
  int8_t f1;
} CFixtures_r393_c;
typedef struct CFixtures_r395_a {
  void *_Nullable f0;
  uint64_t f1;
} CFixtures_r395_a;
typedef struct CFixtures_r395_b {
  uint8_t f0;
  uint8_t f1;
} CFixtures_r395_b;
typedef struct CFixtures_r395_c {
  CFixtures_r395_a f0;
  CFixtures_r395_b f1;
  float f2;
  float f3;
} CFixtures_r395_c;
typedef struct CFixtures_r395_d {
  float f0;
  float f1;
  double f2[4];
  float f3[1];
  float f4;
} CFixtures_r395_d;
typedef struct CFixtures_r395_e {
  int16_t f0;
  bool f1;
} CFixtures_r395_e;
typedef struct CFixtures_r395_f {
  CFixtures_r395_e f0;
} CFixtures_r395_f;
typedef struct CFixtures_r397_a {
  double f0;
  uint8_t f1;
} CFixtures_r397_a;
typedef struct CFixtures_r397_b {
  uint8_t f0[3];
} CFixtures_r397_b;
typedef struct CFixtures_r397_c {
  double f0;
  int16_t f1;
  uint32_t f2;
} CFixtures_r397_c;
typedef struct CFixtures_r399_a {
  double f0;
  int8_t f1;
  float f2;
  double f3;
} CFixtures_r399_a;
typedef struct CFixtures_r399_b {
  int64_t f0;
} CFixtures_r399_b;
typedef struct CFixtures_r399_c {
  float f0;
  CFixtures_r399_b f1;
} CFixtures_r399_c;
typedef struct CFixtures_r400_a {
  long double f0[1];
} CFixtures_r400_a;
typedef struct CFixtures_r400_b {
  long double f0[1];
} CFixtures_r400_b;
typedef struct CFixtures_r401_a {
  long double f0;
} CFixtures_r401_a;
typedef struct CFixtures_r401_b {
  CFixtures_r401_a f0;
} CFixtures_r401_b;
typedef struct CFixtures_r401_c {
  CFixtures_r401_b f0;
} CFixtures_r401_c;
typedef struct CFixtures_r401_d {
  float f0[3];
  uint32_t f1;
} CFixtures_r401_d;
typedef struct CFixtures_r401_e {
  int8_t f0[1];
  uint8_t f1;
  bool f2;
  double f3;
  CFixtures_r401_d f4;
} CFixtures_r401_e;
typedef struct CFixtures_r401_f {
  float f0;
  float f1;
  uint32_t f2;
  uint32_t f3[2];
  uint32_t f4;
} CFixtures_r401_f;
typedef struct CFixtures_r401_g {
  uint64_t f0;
  double f1;
} CFixtures_r401_g;
typedef struct CFixtures_r401_h {
  int32_t f0;
  double f1;
} CFixtures_r401_h;
typedef struct CFixtures_r401_i {
  long double f0[1];
} CFixtures_r401_i;
typedef struct CFixtures_r401_j {
  CFixtures_r401_i f0;
} CFixtures_r401_j;
typedef struct CFixtures_r401_k {
  CFixtures_r401_j f0;
} CFixtures_r401_k;
typedef struct CFixtures_r401_l {
  bool f0[4];
  int16_t f1[4];
} CFixtures_r401_l;
typedef struct CFixtures_r401_m {
  CFixtures_r401_l f0;
  long double f1[3];
  bool f2;
} CFixtures_r401_m;
typedef struct CFixtures_r401_n {
  long double f0[1];
} CFixtures_r401_n;
typedef struct CFixtures_r401_o {
  CFixtures_r401_n f0;
} CFixtures_r401_o;
typedef struct CFixtures_r401_p {
  double f0[2];
} CFixtures_r401_p;
typedef struct CFixtures_r401_q {
  CFixtures_r401_p f0;
} CFixtures_r401_q;
typedef struct CFixtures_r402_a {
  long double f0[3];
  long double f1;
  long double f2;
} CFixtures_r402_a;
typedef struct CFixtures_r402_b {
  long double f0;
} CFixtures_r402_b;
typedef struct CFixtures_r402_c {
  CFixtures_r402_b f0;
} CFixtures_r402_c;
typedef struct CFixtures_r403_a {
  long double f0;
} CFixtures_r403_a;
typedef struct CFixtures_r403_b {
  CFixtures_r403_a f0;
} CFixtures_r403_b;
typedef struct CFixtures_r403_c {
  long double f0;
} CFixtures_r403_c;
typedef struct CFixtures_r403_d {
  CFixtures_r403_c f0;
} CFixtures_r403_d;
typedef struct CFixtures_r403_e {
  CFixtures_r403_d f0;
} CFixtures_r403_e;
typedef struct CFixtures_r403_f {
  CFixtures_r403_b f0;
  CFixtures_r403_e f1;
} CFixtures_r403_f;
typedef struct CFixtures_r403_g {
  long double f0[2];
  long double f1;
} CFixtures_r403_g;
typedef struct CFixtures_r403_h {
  float f0[3];
  int8_t f1;
} CFixtures_r403_h;
typedef struct CFixtures_r403_i {
  long double f0;
} CFixtures_r403_i;
typedef struct CFixtures_r403_j {
  CFixtures_r403_i f0;
} CFixtures_r403_j;
typedef struct CFixtures_r403_k {
  CFixtures_r403_j f0;
} CFixtures_r403_k;
typedef struct CFixtures_r403_l {
  CFixtures_r403_k f0;
  uint32_t f1[1];
} CFixtures_r403_l;
typedef struct CFixtures_r403_m {
  long double f0;
} CFixtures_r403_m;
typedef struct CFixtures_r403_n {
  CFixtures_r403_m f0;
} CFixtures_r403_n;
typedef struct CFixtures_r404_a {
  long double f0[1];
} CFixtures_r404_a;
typedef struct CFixtures_r404_b {
  CFixtures_r404_a f0;
} CFixtures_r404_b;
typedef struct CFixtures_r404_c {
  CFixtures_r404_b f0;
} CFixtures_r404_c;
typedef struct CFixtures_r404_d {
  float f0;
  int32_t f1;
} CFixtures_r404_d;
typedef struct CFixtures_r404_e {
  CFixtures_r404_d f0;
  double f1;
} CFixtures_r404_e;
typedef struct CFixtures_r404_f {
  long double f0;
} CFixtures_r404_f;
typedef struct CFixtures_r404_g {
  long double f0[1];
} CFixtures_r404_g;
typedef struct CFixtures_r404_h {
  CFixtures_r404_g f0;
} CFixtures_r404_h;
typedef struct CFixtures_r405_a {
  int16_t f0[3];
  long double f1;
  int32_t f2;
} CFixtures_r405_a;
typedef struct CFixtures_r405_b {
  float f0;
  double f1;
  double f2;
} CFixtures_r405_b;
typedef struct CFixtures_r405_c {
  long double f0[1];
} CFixtures_r405_c;
typedef struct CFixtures_r405_d {
  void *_Nullable f0;
  CFixtures_r405_c f1;
} CFixtures_r405_d;
typedef struct CFixtures_r406_a {
  long double f0[1];
} CFixtures_r406_a;
typedef struct CFixtures_r406_b {
  double f0[1];
} CFixtures_r406_b;
typedef struct CFixtures_r406_c {
  double f0;
} CFixtures_r406_c;
typedef struct CFixtures_r406_d {
  CFixtures_r406_c f0;
  double f1;
} CFixtures_r406_d;
typedef struct CFixtures_r407_a {
  double f0;
  float f1;
} CFixtures_r407_a;
typedef struct CFixtures_r407_b {
  long double f0[1];
} CFixtures_r407_b;
typedef struct CFixtures_r407_c {
  long double f0;
} CFixtures_r407_c;
typedef struct CFixtures_r408_a {
  long double f0[1];
} CFixtures_r408_a;
typedef struct CFixtures_r408_b {
  long double f0;
} CFixtures_r408_b;
typedef struct CFixtures_r408_c {
  CFixtures_r408_b f0;
} CFixtures_r408_c;
typedef struct CFixtures_r408_d {
  CFixtures_r408_c f0;
} CFixtures_r408_d;
typedef struct CFixtures_r408_e {
  CFixtures_r408_a f0;
  CFixtures_r408_d f1;
  uint8_t f2;
} CFixtures_r408_e;
typedef struct CFixtures_r408_f {
  long double f0;
} CFixtures_r408_f;
typedef struct CFixtures_r409_a {
  long double f0;
  int16_t f1;
  long double f2;
  long double f3[2];
} CFixtures_r409_a;
typedef struct CFixtures_r409_b {
  long double f0;
} CFixtures_r409_b;
typedef struct CFixtures_r409_c {
  void *_Nullable f0;
  uint16_t f1;
  CFixtures_r409_b f2;
} CFixtures_r409_c;
typedef struct CFixtures_r409_d {
  double f0;
  uint16_t f1;
} CFixtures_r409_d;
typedef struct CFixtures_r409_e {
  long double f0;
} CFixtures_r409_e;
typedef struct CFixtures_r410_a {
  long double f0[1];
} CFixtures_r410_a;
typedef struct CFixtures_r410_b {
  CFixtures_r410_a f0;
} CFixtures_r410_b;
typedef struct CFixtures_r410_c {
  uint8_t f0[4];
  double f1;
} CFixtures_r410_c;
typedef struct CFixtures_r412_a {
  long double f0;
} CFixtures_r412_a;
typedef struct CFixtures_r412_b {
  CFixtures_r412_a f0;
} CFixtures_r412_b;
typedef struct CFixtures_r412_c {
  CFixtures_r412_b f0;
} CFixtures_r412_c;
typedef struct CFixtures_r412_d {
  long double f0;
} CFixtures_r412_d;
typedef struct CFixtures_r412_e {
  float f0;
} CFixtures_r412_e;
typedef struct CFixtures_r412_f {
  CFixtures_r412_e f0;
  float f1;
  double f2;
} CFixtures_r412_f;
typedef struct CFixtures_r412_g {
  bool f0;
} CFixtures_r412_g;
typedef struct CFixtures_r412_h {
  CFixtures_r412_g f0;
  float f1[1];
  float f2;
  float f3;
} CFixtures_r412_h;
typedef struct CFixtures_r412_i {
  double f0;
  float f1;
  float f2;
} CFixtures_r412_i;
typedef struct CFixtures_r412_j {
  float f0;
  float f1;
} CFixtures_r412_j;
typedef struct CFixtures_r412_k {
  float f0;
  CFixtures_r412_i f1;
  double f2;
  CFixtures_r412_j f3;
} CFixtures_r412_k;
typedef struct CFixtures_r412_l {
  long double f0;
} CFixtures_r412_l;
typedef struct CFixtures_r412_m {
  CFixtures_r412_l f0;
} CFixtures_r412_m;
typedef struct CFixtures_r412_n {
  long double f0[1];
} CFixtures_r412_n;
typedef struct CFixtures_r412_o {
  CFixtures_r412_n f0;
} CFixtures_r412_o;
typedef struct CFixtures_r412_p {
  CFixtures_r412_o f0;
} CFixtures_r412_p;
typedef struct CFixtures_r413_a {
  long double f0;
} CFixtures_r413_a;
typedef struct CFixtures_r413_b {
  CFixtures_r413_a f0;
} CFixtures_r413_b;
typedef struct CFixtures_r413_c {
  CFixtures_r413_b f0;
} CFixtures_r413_c;
typedef struct CFixtures_r413_d {
  long double f0;
} CFixtures_r413_d;
typedef struct CFixtures_r413_e {
  CFixtures_r413_d f0;
} CFixtures_r413_e;
typedef struct CFixtures_r413_f {
  int8_t f0[4];
  uint64_t f1;
  uint64_t f2;
  double f3;
  double f4;
} CFixtures_r413_f;
typedef struct CFixtures_r413_g {
  long double f0[1];
} CFixtures_r413_g;
typedef struct CFixtures_r413_h {
  CFixtures_r413_g f0;
} CFixtures_r413_h;
typedef struct CFixtures_r414_a {
  double f0;
  uint64_t f1;
} CFixtures_r414_a;
typedef struct CFixtures_r414_b {
  CFixtures_r414_a f0;
  long double f1;
} CFixtures_r414_b;
typedef struct CFixtures_r414_c {
  int16_t f0;
  long double f1;
} CFixtures_r414_c;
typedef struct CFixtures_r414_d {
  long double f0[1];
} CFixtures_r414_d;
typedef struct CFixtures_r414_e {
  CFixtures_r414_d f0;
} CFixtures_r414_e;
typedef struct CFixtures_r414_f {
  CFixtures_r414_e f0;
} CFixtures_r414_f;
typedef struct CFixtures_r414_g {
  CFixtures_r414_f f0;
  long double f1;
} CFixtures_r414_g;
typedef struct CFixtures_r414_h {
  long double f0;
} CFixtures_r414_h;
typedef struct CFixtures_r414_i {
  double f0;
  float f1[2];
  bool f2;
  int32_t f3;
  uint16_t f4;
  double f5[2];
} CFixtures_r414_i;
typedef struct CFixtures_r415_a {
  long double f0[1];
} CFixtures_r415_a;
typedef struct CFixtures_r415_b {
  long double f0;
  long double f1;
} CFixtures_r415_b;
typedef struct CFixtures_r415_c {
  long double f0[1];
} CFixtures_r415_c;
typedef struct CFixtures_r415_d {
  CFixtures_r415_c f0;
} CFixtures_r415_d;
typedef struct CFixtures_r415_e {
  CFixtures_r415_d f0;
} CFixtures_r415_e;
typedef struct CFixtures_r415_f {
  long double f0[1];
} CFixtures_r415_f;
typedef struct CFixtures_r415_g {
  CFixtures_r415_f f0;
} CFixtures_r415_g;
typedef struct CFixtures_r415_h {
  CFixtures_r415_g f0;
  uint16_t f1;
} CFixtures_r415_h;
typedef struct CFixtures_r415_i {
  long double f0;
} CFixtures_r415_i;
typedef struct CFixtures_r415_j {
  long double f0[1];
} CFixtures_r415_j;
typedef struct CFixtures_r415_k {
  CFixtures_r415_i f0;
  void *_Nullable f1;
  CFixtures_r415_j f2;
} CFixtures_r415_k;
typedef struct CFixtures_r416_a {
  long double f0;
} CFixtures_r416_a;
typedef struct CFixtures_r416_b {
  double f0;
} CFixtures_r416_b;
typedef struct CFixtures_r416_c {
  uint16_t f0;
  CFixtures_r416_b f1;
} CFixtures_r416_c;
typedef struct CFixtures_r416_d {
  uint16_t f0;
  long double f1;
} CFixtures_r416_d;
typedef struct CFixtures_r417_a {
  long double f0;
} CFixtures_r417_a;
typedef struct CFixtures_r417_b {
  CFixtures_r417_a f0;
} CFixtures_r417_b;
typedef struct CFixtures_r417_c {
  CFixtures_r417_b f0;
} CFixtures_r417_c;
typedef struct CFixtures_r417_d {
  uint32_t f0;
  int16_t f1;
  bool f2;
  int16_t f3;
} CFixtures_r417_d;
typedef struct CFixtures_r417_e {
  bool f0;
  uint64_t f1;
} CFixtures_r417_e;
typedef struct CFixtures_r417_f {
  int16_t f0[1];
} CFixtures_r417_f;
typedef struct CFixtures_r417_g {
  long double f0[1];
} CFixtures_r417_g;
typedef struct CFixtures_r417_h {
  CFixtures_r417_g f0;
} CFixtures_r417_h;
typedef struct CFixtures_r417_i {
  CFixtures_r417_h f0;
} CFixtures_r417_i;
typedef struct CFixtures_r417_j {
  float f0[1];
  CFixtures_r417_f f1;
  long double f2[2];
  CFixtures_r417_i f3;
} CFixtures_r417_j;
typedef struct CFixtures_r417_k {
  long double f0;
} CFixtures_r417_k;
typedef struct CFixtures_r417_l {
  uint64_t f0;
  double f1;
  double f2;
  uint16_t f3;
} CFixtures_r417_l;
typedef struct CFixtures_r418_a {
  long double f0;
} CFixtures_r418_a;
typedef struct CFixtures_r418_b {
  CFixtures_r418_a f0;
} CFixtures_r418_b;
typedef struct CFixtures_r418_c {
  CFixtures_r418_b f0;
} CFixtures_r418_c;
typedef struct CFixtures_r418_d {
  long double f0;
} CFixtures_r418_d;
typedef struct CFixtures_r418_e {
  long double f0;
} CFixtures_r418_e;
typedef struct CFixtures_r418_f {
  float f0[2];
  float f1;
  float f2;
  float f3;
  float f4[1];
} CFixtures_r418_f;
typedef struct CFixtures_r419_a {
  float f0;
  long double f1;
} CFixtures_r419_a;
typedef struct CFixtures_r419_b {
  long double f0;
} CFixtures_r419_b;
typedef struct CFixtures_r419_c {
  CFixtures_r419_b f0;
} CFixtures_r419_c;
typedef struct CFixtures_r419_d {
  long double f0;
} CFixtures_r419_d;
typedef struct CFixtures_r419_e {
  CFixtures_r419_d f0;
} CFixtures_r419_e;
typedef struct CFixtures_r419_f {
  CFixtures_r419_e f0;
} CFixtures_r419_f;
typedef struct CFixtures_r420_a {
  long double f0;
} CFixtures_r420_a;
typedef struct CFixtures_r420_b {
  CFixtures_r420_a f0;
} CFixtures_r420_b;
typedef struct CFixtures_r420_c {
  CFixtures_r420_b f0;
} CFixtures_r420_c;
typedef struct CFixtures_r420_d {
  long double f0;
  CFixtures_r420_c f1;
} CFixtures_r420_d;
typedef struct CFixtures_r421_a {
  long double f0;
  long double f1;
  bool f2;
} CFixtures_r421_a;
typedef struct CFixtures_r421_b {
  long double f0;
} CFixtures_r421_b;
typedef struct CFixtures_r421_c {
  int32_t f0;
  uint64_t f1;
  CFixtures_r421_b f2;
} CFixtures_r421_c;
typedef struct CFixtures_r421_d {
  long double f0[1];
} CFixtures_r421_d;
typedef struct CFixtures_r421_e {
  CFixtures_r421_d f0;
} CFixtures_r421_e;
typedef struct CFixtures_r422_a {
  long double f0;
} CFixtures_r422_a;
typedef struct CFixtures_r422_b {
  CFixtures_r422_a f0;
} CFixtures_r422_b;
typedef struct CFixtures_r422_c {
  bool f0[2];
  double f1;
} CFixtures_r422_c;
typedef struct CFixtures_r424_a {
  long double f0[1];
} CFixtures_r424_a;
typedef struct CFixtures_r424_b {
  CFixtures_r424_a f0;
} CFixtures_r424_b;
typedef struct CFixtures_r424_c {
  CFixtures_r424_b f0;
} CFixtures_r424_c;
typedef struct CFixtures_r424_d {
  long double f0;
} CFixtures_r424_d;
typedef struct CFixtures_r424_e {
  CFixtures_r424_d f0;
} CFixtures_r424_e;
typedef struct CFixtures_r424_f {
  float f0;
  uint32_t f1;
  double f2;
} CFixtures_r424_f;
typedef struct CFixtures_r424_g {
  long double f0;
} CFixtures_r424_g;
typedef struct CFixtures_r424_h {
  CFixtures_r424_g f0;
} CFixtures_r424_h;
typedef struct CFixtures_r424_i {
  CFixtures_r424_f f0;
  CFixtures_r424_h f1;
  long double f2;
  long double f3;
} CFixtures_r424_i;
typedef struct CFixtures_r425_a {
  long double f0;
} CFixtures_r425_a;
typedef struct CFixtures_r425_b {
  long double f0;
} CFixtures_r425_b;
typedef struct CFixtures_r425_c {
  float f0;
  double f1;
  float f2;
  float f3[4];
  float f4;
} CFixtures_r425_c;
typedef struct CFixtures_r425_d {
  long double f0;
} CFixtures_r425_d;
typedef struct CFixtures_r425_e {
  long double f0;
} CFixtures_r425_e;
typedef struct CFixtures_r425_f {
  CFixtures_r425_e f0;
} CFixtures_r425_f;
typedef struct CFixtures_r426_a {
  long double f0[1];
} CFixtures_r426_a;
typedef struct CFixtures_r426_b {
  CFixtures_r426_a f0;
} CFixtures_r426_b;
typedef struct CFixtures_r426_c {
  CFixtures_r426_b f0;
} CFixtures_r426_c;
typedef struct CFixtures_r426_d {
  double f0;
  void *_Nullable f1;
  bool f2[4];
} CFixtures_r426_d;
typedef struct CFixtures_r426_e {
  CFixtures_r426_c f0;
  CFixtures_r426_d f1;
  long double f2;
} CFixtures_r426_e;
typedef struct CFixtures_r427_a {
  uint32_t f0;
  long double f1;
} CFixtures_r427_a;
typedef struct CFixtures_r427_b {
  float f0;
  bool f1[4];
  double f2[2];
} CFixtures_r427_b;
typedef struct CFixtures_r427_c {
  long double f0;
  CFixtures_r427_b f1;
} CFixtures_r427_c;
typedef struct CFixtures_r427_d {
  long double f0;
} CFixtures_r427_d;
typedef struct CFixtures_r427_e {
  CFixtures_r427_d f0;
} CFixtures_r427_e;
typedef struct CFixtures_r427_f {
  float f0;
  int64_t f1;
} CFixtures_r427_f;
typedef struct CFixtures_r427_g {
  double f0[2];
  CFixtures_r427_f f1;
} CFixtures_r427_g;
typedef struct CFixtures_r427_h {
  long double f0;
  long double f1;
  uint64_t f2;
} CFixtures_r427_h;
typedef struct CFixtures_r427_i {
  long double f0[1];
} CFixtures_r427_i;
typedef struct CFixtures_r427_j {
  CFixtures_r427_i f0;
} CFixtures_r427_j;
typedef struct CFixtures_r427_k {
  long double f0[1];
  CFixtures_r427_j f1;
  double f2[1];
} CFixtures_r427_k;
typedef struct CFixtures_r428_a {
  long double f0;
} CFixtures_r428_a;
typedef struct CFixtures_r428_b {
  CFixtures_r428_a f0;
} CFixtures_r428_b;
typedef struct CFixtures_r428_c {
  CFixtures_r428_b f0;
} CFixtures_r428_c;
typedef struct CFixtures_r428_d {
  uint64_t f0;
  float f1;
} CFixtures_r428_d;
typedef struct CFixtures_r428_e {
  float f0;
  float f1[3];
} CFixtures_r428_e;
typedef struct CFixtures_r428_f {
  long double f0[1];
} CFixtures_r428_f;
typedef struct CFixtures_r428_g {
  int32_t f0;
} CFixtures_r428_g;
typedef struct CFixtures_r428_h {
  long double f0[1];
} CFixtures_r428_h;
typedef struct CFixtures_r429_a {
  long double f0[1];
} CFixtures_r429_a;
typedef struct CFixtures_r429_b {
  long double f0[1];
} CFixtures_r429_b;
typedef struct CFixtures_r429_c {
  CFixtures_r429_b f0;
} CFixtures_r429_c;
typedef struct CFixtures_r429_d {
  CFixtures_r429_c f0;
} CFixtures_r429_d;
typedef struct CFixtures_r429_e {
  int32_t f0;
  float f1[3];
  float f2[4];
} CFixtures_r429_e;
typedef struct CFixtures_r429_f {
  long double f0[1];
} CFixtures_r429_f;
typedef struct CFixtures_r429_g {
  CFixtures_r429_f f0;
} CFixtures_r429_g;
typedef struct CFixtures_r429_h {
  CFixtures_r429_g f0;
} CFixtures_r429_h;
typedef struct CFixtures_r430_a {
  long double f0;
} CFixtures_r430_a;
typedef struct CFixtures_r430_b {
  CFixtures_r430_a f0;
} CFixtures_r430_b;
typedef struct CFixtures_r430_c {
  long double f0[1];
} CFixtures_r430_c;
typedef struct CFixtures_r430_d {
  long double f0[1];
} CFixtures_r430_d;
typedef struct CFixtures_r430_e {
  CFixtures_r430_d f0;
} CFixtures_r430_e;
typedef struct CFixtures_r430_f {
  int8_t f0[3];
  long double f1[1];
  CFixtures_r430_e f2;
} CFixtures_r430_f;
typedef struct CFixtures_r430_g {
  long double f0;
} CFixtures_r430_g;
typedef struct CFixtures_r430_h {
  CFixtures_r430_g f0;
} CFixtures_r430_h;
typedef struct CFixtures_r430_i {
  CFixtures_r430_h f0;
} CFixtures_r430_i;
typedef struct CFixtures_r430_j {
  long double f0[1];
} CFixtures_r430_j;
typedef struct CFixtures_r430_k {
  long double f0;
  int32_t f1;
  CFixtures_r430_j f2;
  bool f3;
} CFixtures_r430_k;
typedef struct CFixtures_r431_a {
  double f0;
} CFixtures_r431_a;
typedef struct CFixtures_r431_b {
  long double f0[1];
} CFixtures_r431_b;
typedef struct CFixtures_r431_c {
  long double f0[1];
} CFixtures_r431_c;
typedef struct CFixtures_r431_d {
  long double f0;
} CFixtures_r431_d;
typedef struct CFixtures_r431_e {
  CFixtures_r431_d f0;
} CFixtures_r431_e;
typedef struct CFixtures_r431_f {
  CFixtures_r431_e f0;
} CFixtures_r431_f;
typedef struct CFixtures_r432_a {
  long double f0;
  int64_t f1;
  void *_Nullable f2;
} CFixtures_r432_a;
typedef struct CFixtures_r432_b {
  void *_Nullable f0;
} CFixtures_r432_b;
typedef struct CFixtures_r432_c {
  double f0;
} CFixtures_r432_c;
typedef struct CFixtures_r432_d {
  int32_t f0[4];
  double f1[1];
  CFixtures_r432_c f2;
  float f3;
  int64_t f4;
} CFixtures_r432_d;
typedef struct CFixtures_r433_a {
  double f0;
  float f1;
  int32_t f2;
  uint16_t f3;
} CFixtures_r433_a;
typedef struct CFixtures_r433_b {
  float f0;
  long double f1[3];
  uint64_t f2[1];
} CFixtures_r433_b;
typedef struct CFixtures_r433_c {
  long double f0;
} CFixtures_r433_c;
typedef struct CFixtures_r433_d {
  CFixtures_r433_c f0;
} CFixtures_r433_d;
typedef struct CFixtures_r433_e {
  CFixtures_r433_d f0;
} CFixtures_r433_e;
typedef struct CFixtures_r433_f {
  int64_t f0;
  long double f1;
  long double f2[2];
  bool f3;
} CFixtures_r433_f;
typedef struct CFixtures_r433_g {
  long double f0[1];
} CFixtures_r433_g;
typedef struct CFixtures_r433_h {
  int32_t f0;
  int32_t f1;
  void *_Nullable f2;
  CFixtures_r433_g f3;
} CFixtures_r433_h;
typedef struct CFixtures_r433_i {
  long double f0[1];
} CFixtures_r433_i;
typedef struct CFixtures_r434_a {
  long double f0;
} CFixtures_r434_a;
typedef struct CFixtures_r434_b {
  CFixtures_r434_a f0;
} CFixtures_r434_b;
typedef struct CFixtures_r434_c {
  CFixtures_r434_b f0;
} CFixtures_r434_c;
typedef struct CFixtures_r434_d {
  int16_t f0;
  double f1;
} CFixtures_r434_d;
typedef struct CFixtures_r434_e {
  long double f0;
} CFixtures_r434_e;
typedef struct CFixtures_r435_a {
  long double f0;
} CFixtures_r435_a;
typedef struct CFixtures_r435_b {
  CFixtures_r435_a f0;
} CFixtures_r435_b;
typedef struct CFixtures_r435_c {
  float f0;
} CFixtures_r435_c;
typedef struct CFixtures_r435_d {
  bool f0;
  long double f1[2];
} CFixtures_r435_d;
typedef struct CFixtures_r435_e {
  long double f0;
} CFixtures_r435_e;
typedef struct CFixtures_r435_f {
  CFixtures_r435_e f0;
  long double f1;
  long double f2[1];
} CFixtures_r435_f;
typedef struct CFixtures_r435_g {
  long double f0;
} CFixtures_r435_g;
typedef struct CFixtures_r435_h {
  CFixtures_r435_g f0;
} CFixtures_r435_h;
typedef struct CFixtures_r435_i {
  CFixtures_r435_h f0;
} CFixtures_r435_i;
typedef struct CFixtures_r436_a {
  long double f0;
} CFixtures_r436_a;
typedef struct CFixtures_r437_a {
  long double f0[1];
} CFixtures_r437_a;
typedef struct CFixtures_r437_b {
  CFixtures_r437_a f0;
} CFixtures_r437_b;
typedef struct CFixtures_r437_c {
  long double f0[1];
} CFixtures_r437_c;
typedef struct CFixtures_r437_d {
  CFixtures_r437_c f0;
} CFixtures_r437_d;
typedef struct CFixtures_r437_e {
  CFixtures_r437_d f0;
} CFixtures_r437_e;
typedef struct CFixtures_r437_f {
  float f0[1];
  float f1;
} CFixtures_r437_f;
typedef struct CFixtures_r437_g {
  uint32_t f0;
  CFixtures_r437_f f1;
  double f2;
  int32_t f3;
  uint16_t f4;
} CFixtures_r437_g;
typedef struct CFixtures_r437_h {
  long double f0[1];
} CFixtures_r437_h;
typedef struct CFixtures_r437_i {
  long double f0;
} CFixtures_r437_i;
typedef struct CFixtures_r437_j {
  CFixtures_r437_i f0;
} CFixtures_r437_j;
typedef struct CFixtures_r437_k {
  int8_t f0;
  CFixtures_r437_j f1;
} CFixtures_r437_k;
typedef struct CFixtures_r437_l {
  long double f0;
} CFixtures_r437_l;
typedef struct CFixtures_r437_m {
  CFixtures_r437_l f0;
} CFixtures_r437_m;
typedef struct CFixtures_r437_n {
  CFixtures_r437_m f0;
} CFixtures_r437_n;
typedef struct CFixtures_r437_o {
  int16_t f0;
  CFixtures_r437_n f1;
} CFixtures_r437_o;
typedef struct CFixtures_r438_a {
  long double f0;
} CFixtures_r438_a;
typedef struct CFixtures_r438_b {
  bool f0;
  CFixtures_r438_a f1;
  long double f2;
} CFixtures_r438_b;
typedef struct CFixtures_r438_c {
  double f0;
  int8_t f1;
  void *_Nullable f2;
} CFixtures_r438_c;
typedef struct CFixtures_r438_d {
  long double f0;
} CFixtures_r438_d;
typedef struct CFixtures_r438_e {
  CFixtures_r438_c f0;
  CFixtures_r438_d f1;
  long double f2;
  int64_t f3[3];
} CFixtures_r438_e;
typedef struct CFixtures_r438_f {
  long double f0;
} CFixtures_r438_f;
typedef struct CFixtures_r438_g {
  CFixtures_r438_f f0;
  int8_t f1;
  long double f2;
  float f3;
} CFixtures_r438_g;
typedef struct CFixtures_r438_h {
  long double f0;
} CFixtures_r438_h;
typedef struct CFixtures_r438_i {
  CFixtures_r438_h f0;
  long double f1;
} CFixtures_r438_i;
typedef struct CFixtures_r438_j {
  long double f0;
} CFixtures_r438_j;
typedef struct CFixtures_r438_k {
  CFixtures_r438_j f0;
} CFixtures_r438_k;
typedef struct CFixtures_r438_l {
  void *_Nullable f0;
  bool f1;
  void *_Nullable f2;
  long double f3;
} CFixtures_r438_l;
typedef struct CFixtures_r439_a {
  float f0;
} CFixtures_r439_a;
typedef struct CFixtures_r439_b {
  long double f0;
  CFixtures_r439_a f1;
  void *_Nullable f2[3];
} CFixtures_r439_b;
typedef struct CFixtures_r439_c {
  long double f0[2];
  long double f1;
  uint8_t f2;
} CFixtures_r439_c;
typedef struct CFixtures_r439_d {
  long double f0;
} CFixtures_r439_d;
typedef struct CFixtures_r439_e {
  CFixtures_r439_d f0;
} CFixtures_r439_e;
typedef struct CFixtures_r439_f {
  CFixtures_r439_e f0;
  long double f1;
  int64_t f2;
  long double f3;
} CFixtures_r439_f;
typedef struct CFixtures_r440_a {
  long double f0[1];
} CFixtures_r440_a;
typedef struct CFixtures_r440_b {
  CFixtures_r440_a f0;
} CFixtures_r440_b;
typedef struct CFixtures_r440_c {
  CFixtures_r440_b f0;
} CFixtures_r440_c;
typedef struct CFixtures_r440_d {
  void *_Nullable f0;
  double f1[1];
} CFixtures_r440_d;
typedef struct CFixtures_r440_e {
  double f0;
  int16_t f1;
} CFixtures_r440_e;
typedef struct CFixtures_r440_f {
  double f0;
  uint32_t f1;
} CFixtures_r440_f;
typedef struct CFixtures_r440_g {
  long double f0;
} CFixtures_r440_g;
typedef struct CFixtures_r441_a {
  long double f0[1];
} CFixtures_r441_a;
typedef struct CFixtures_r441_b {
  CFixtures_r441_a f0;
} CFixtures_r441_b;
typedef struct CFixtures_r441_c {
  void *_Nullable f0;
  float f1;
} CFixtures_r441_c;
typedef struct CFixtures_r441_d {
  uint8_t f0;
} CFixtures_r441_d;
typedef struct CFixtures_r441_e {
  double f0;
} CFixtures_r441_e;
typedef struct CFixtures_r441_f {
  long double f0[1];
} CFixtures_r441_f;
typedef struct CFixtures_r441_g {
  CFixtures_r441_f f0;
} CFixtures_r441_g;
typedef struct CFixtures_r441_h {
  long double f0;
} CFixtures_r441_h;
typedef struct CFixtures_r441_i {
  uint8_t f0;
  CFixtures_r441_h f1;
  long double f2;
  long double f3;
} CFixtures_r441_i;
typedef struct CFixtures_r441_j {
  int32_t f0;
} CFixtures_r441_j;
typedef struct CFixtures_r441_k {
  int16_t f0[2];
  int64_t f1[1];
} CFixtures_r441_k;
typedef struct CFixtures_r441_l {
  long double f0;
  long double f1;
  CFixtures_r441_k f2;
} CFixtures_r441_l;
typedef struct CFixtures_r442_a {
  long double f0;
} CFixtures_r442_a;
typedef struct CFixtures_r442_b {
  CFixtures_r442_a f0;
} CFixtures_r442_b;
typedef struct CFixtures_r442_c {
  long double f0;
} CFixtures_r442_c;
typedef struct CFixtures_r442_d {
  CFixtures_r442_c f0;
} CFixtures_r442_d;
typedef struct CFixtures_r442_e {
  CFixtures_r442_d f0;
} CFixtures_r442_e;
typedef struct CFixtures_r442_f {
  long double f0;
} CFixtures_r442_f;
typedef struct CFixtures_r442_g {
  uint64_t f0;
  CFixtures_r442_f f1;
  long double f2[3];
} CFixtures_r442_g;
typedef struct CFixtures_r443_a {
  long double f0;
} CFixtures_r443_a;
typedef struct CFixtures_r443_b {
  long double f0;
} CFixtures_r443_b;
typedef struct CFixtures_r443_c {
  long double f0;
} CFixtures_r443_c;
typedef struct CFixtures_r443_d {
  long double f0[1];
} CFixtures_r443_d;
typedef struct CFixtures_r443_e {
  long double f0[1];
} CFixtures_r443_e;
typedef struct CFixtures_r443_f {
  CFixtures_r443_e f0;
} CFixtures_r443_f;
typedef struct CFixtures_r443_g {
  long double f0;
} CFixtures_r443_g;
typedef struct CFixtures_r444_a {
  double f0[1];
} CFixtures_r444_a;
typedef struct CFixtures_r444_b {
  long double f0[2];
  CFixtures_r444_a f1;
  int32_t f2;
} CFixtures_r444_b;
typedef struct CFixtures_r445_a {
  void *_Nullable f0;
  double f1;
  uint8_t f2;
} CFixtures_r445_a;
typedef struct CFixtures_r445_b {
  long double f0;
} CFixtures_r445_b;
typedef struct CFixtures_r445_c {
  uint16_t f0;
  int16_t f1;
  CFixtures_r445_a f2;
  CFixtures_r445_b f3;
} CFixtures_r445_c;
typedef struct CFixtures_r445_d {
  int8_t f0;
  long double f1;
} CFixtures_r445_d;
typedef struct CFixtures_r445_e {
  long double f0[1];
} CFixtures_r445_e;
typedef struct CFixtures_r445_f {
  long double f0[2];
  CFixtures_r445_e f1;
  int16_t f2;
} CFixtures_r445_f;
typedef struct CFixtures_r445_g {
  long double f0;
  long double f1;
} CFixtures_r445_g;
typedef struct CFixtures_r446_a {
  long double f0;
} CFixtures_r446_a;
typedef struct CFixtures_r446_b {
  int64_t f0;
  float f1;
} CFixtures_r446_b;
typedef struct CFixtures_r446_c {
  long double f0;
  int32_t f1;
} CFixtures_r446_c;
typedef struct CFixtures_r446_d {
  long double f0[1];
} CFixtures_r446_d;
typedef struct CFixtures_r447_a {
  long double f0;
  uint64_t f1;
  uint64_t f2;
} CFixtures_r447_a;
typedef struct CFixtures_r448_a {
  long double f0[1];
} CFixtures_r448_a;
typedef struct CFixtures_r448_b {
  CFixtures_r448_a f0;
} CFixtures_r448_b;
typedef struct CFixtures_r448_c {
  CFixtures_r448_b f0;
} CFixtures_r448_c;
typedef struct CFixtures_r448_d {
  long double f0[1];
} CFixtures_r448_d;
typedef struct CFixtures_r448_e {
  CFixtures_r448_d f0;
} CFixtures_r448_e;
typedef struct CFixtures_r448_f {
  CFixtures_r448_e f0;
} CFixtures_r448_f;
typedef struct CFixtures_r448_g {
  int16_t f0;
  int8_t f1[1];
  uint8_t f2;
} CFixtures_r448_g;
typedef struct CFixtures_r448_h {
  uint32_t f0[2];
  CFixtures_r448_g f1;
  bool f2;
} CFixtures_r448_h;
typedef struct CFixtures_r448_i {
  long double f0;
} CFixtures_r448_i;
typedef struct CFixtures_r448_j {
  CFixtures_r448_i f0;
} CFixtures_r448_j;
typedef struct CFixtures_r448_k {
  CFixtures_r448_j f0;
} CFixtures_r448_k;
typedef struct CFixtures_r449_a {
  long double f0;
} CFixtures_r449_a;
typedef struct CFixtures_r449_b {
  CFixtures_r449_a f0;
} CFixtures_r449_b;
typedef struct CFixtures_r449_c {
  CFixtures_r449_b f0;
} CFixtures_r449_c;
typedef struct CFixtures_r449_d {
  long double f0;
} CFixtures_r449_d;
typedef struct CFixtures_r449_e {
  long double f0;
} CFixtures_r449_e;
typedef struct CFixtures_r449_f {
  long double f0;
} CFixtures_r449_f;
typedef struct CFixtures_r449_g {
  CFixtures_r449_f f0;
} CFixtures_r449_g;
typedef struct CFixtures_r449_h {
  CFixtures_r449_g f0;
} CFixtures_r449_h;
typedef struct CFixtures_r449_i {
  long double f0[2];
  CFixtures_r449_e f1;
  CFixtures_r449_h f2;
} CFixtures_r449_i;
typedef struct CFixtures_r449_j {
  long double f0;
} CFixtures_r449_j;
typedef struct CFixtures_r449_k {
  long double f0;
} CFixtures_r449_k;
typedef struct CFixtures_r449_l {
  uint8_t f0;
} CFixtures_r449_l;
typedef struct CFixtures_r449_m {
  long double f0;
} CFixtures_r449_m;
typedef struct CFixtures_r449_n {
  long double f0;
} CFixtures_r449_n;
typedef struct CFixtures_r449_o {
  CFixtures_r449_n f0;
} CFixtures_r449_o;
typedef struct CFixtures_r449_p {
  CFixtures_r449_o f0;
} CFixtures_r449_p;
typedef struct CFixtures_r449_q {
  uint16_t f0;
  void *_Nullable f1;
  int32_t f2;
  long double f3;
} CFixtures_r449_q;
typedef struct CFixtures_r450_a {
  long double f0[1];
} CFixtures_r450_a;
typedef struct CFixtures_r450_b {
  CFixtures_r450_a f0;
} CFixtures_r450_b;
typedef struct CFixtures_r450_c {
  long double f0;
} CFixtures_r450_c;
typedef struct CFixtures_r450_d {
  CFixtures_r450_b f0;
  long double f1;
  CFixtures_r450_c f2;
  long double f3[3];
} CFixtures_r450_d;
typedef struct CFixtures_r450_e {
  long double f0;
} CFixtures_r450_e;
typedef struct CFixtures_r451_a {
  long double f0;
} CFixtures_r451_a;
typedef struct CFixtures_r451_b {
  long double f0;
} CFixtures_r451_b;
typedef struct CFixtures_r451_c {
  CFixtures_r451_b f0;
} CFixtures_r451_c;
typedef struct CFixtures_r451_d {
  CFixtures_r451_c f0;
} CFixtures_r451_d;
typedef struct CFixtures_r451_e {
  CFixtures_r451_d f0;
  int16_t f1;
} CFixtures_r451_e;
typedef struct CFixtures_r451_f {
  long double f0;
} CFixtures_r451_f;
typedef struct CFixtures_r451_g {
  CFixtures_r451_f f0;
} CFixtures_r451_g;
typedef struct CFixtures_r451_h {
  long double f0;
} CFixtures_r451_h;
typedef struct CFixtures_r451_i {
  long double f0;
  CFixtures_r451_h f1;
  long double f2;
  float f3;
} CFixtures_r451_i;
typedef struct CFixtures_r451_j {
  long double f0;
} CFixtures_r451_j;
typedef struct CFixtures_r451_k {
  CFixtures_r451_j f0;
} CFixtures_r451_k;
typedef struct CFixtures_r451_l {
  CFixtures_r451_k f0;
} CFixtures_r451_l;
typedef struct CFixtures_r451_m {
  CFixtures_r451_l f0;
  long double f1[2];
  long double f2;
  long double f3[2];
} CFixtures_r451_m;
typedef struct CFixtures_r451_n {
  long double f0;
  void *_Nullable f1;
} CFixtures_r451_n;
typedef struct CFixtures_r452_a {
  long double f0;
} CFixtures_r452_a;
typedef struct CFixtures_r452_b {
  int16_t f0;
  uint8_t f1;
  int8_t f2[1];
  int8_t f3;
  double f4;
} CFixtures_r452_b;
typedef struct CFixtures_r452_c {
  long double f0[1];
} CFixtures_r452_c;
typedef struct CFixtures_r452_d {
  CFixtures_r452_c f0;
} CFixtures_r452_d;
typedef struct CFixtures_r452_e {
  CFixtures_r452_d f0;
} CFixtures_r452_e;
typedef struct CFixtures_r452_f {
  uint64_t f0;
  CFixtures_r452_e f1;
  int16_t f2;
  long double f3;
} CFixtures_r452_f;
typedef struct CFixtures_r452_g {
  double f0;
  int16_t f1[2];
  void *_Nullable f2;
} CFixtures_r452_g;
typedef struct CFixtures_r452_h {
  long double f0;
  CFixtures_r452_g f1;
} CFixtures_r452_h;
typedef struct CFixtures_r453_a {
  long double f0;
} CFixtures_r453_a;
typedef struct CFixtures_r453_b {
  CFixtures_r453_a f0;
} CFixtures_r453_b;
typedef struct CFixtures_r453_c {
  CFixtures_r453_b f0;
} CFixtures_r453_c;
typedef struct CFixtures_r453_d {
  long double f0;
} CFixtures_r453_d;
typedef struct CFixtures_r453_e {
  long double f0;
  long double f1;
} CFixtures_r453_e;
typedef struct CFixtures_r453_f {
  long double f0;
} CFixtures_r453_f;
typedef struct CFixtures_r453_g {
  CFixtures_r453_f f0;
} CFixtures_r453_g;
typedef struct CFixtures_r453_h {
  long double f0;
} CFixtures_r453_h;
typedef struct CFixtures_r453_i {
  long double f0;
} CFixtures_r453_i;
typedef struct CFixtures_r453_j {
  CFixtures_r453_i f0;
} CFixtures_r453_j;
typedef struct CFixtures_r453_k {
  CFixtures_r453_j f0;
} CFixtures_r453_k;
typedef struct CFixtures_r453_l {
  float f0;
  float f1;
} CFixtures_r453_l;
typedef struct CFixtures_r453_m {
  float f0;
  float f1[1];
  CFixtures_r453_l f2;
  double f3;
} CFixtures_r453_m;
typedef struct CFixtures_r454_a {
  long double f0;
} CFixtures_r454_a;
typedef struct CFixtures_r454_b {
  long double f0[1];
} CFixtures_r454_b;
typedef struct CFixtures_r454_c {
  CFixtures_r454_b f0;
} CFixtures_r454_c;
typedef struct CFixtures_r454_d {
  CFixtures_r454_c f0;
} CFixtures_r454_d;
typedef struct CFixtures_r454_e {
  long double f0[1];
} CFixtures_r454_e;
typedef struct CFixtures_r454_f {
  CFixtures_r454_e f0;
} CFixtures_r454_f;
typedef struct CFixtures_r454_g {
  CFixtures_r454_d f0;
  CFixtures_r454_f f1;
} CFixtures_r454_g;
typedef struct CFixtures_r455_a {
  float f0[2];
  uint8_t f1;
  float f2;
} CFixtures_r455_a;
typedef struct CFixtures_r455_b {
  long double f0;
} CFixtures_r455_b;
typedef struct CFixtures_r455_c {
  long double f0;
} CFixtures_r455_c;
typedef struct CFixtures_r455_d {
  long double f0;
} CFixtures_r455_d;
typedef struct CFixtures_r455_e {
  CFixtures_r455_d f0;
} CFixtures_r455_e;
typedef struct CFixtures_r456_a {
  long double f0;
} CFixtures_r456_a;
typedef struct CFixtures_r456_b {
  CFixtures_r456_a f0;
} CFixtures_r456_b;
typedef struct CFixtures_r456_c {
  int32_t f0;
} CFixtures_r456_c;
typedef struct CFixtures_r456_d {
  CFixtures_r456_b f0;
  CFixtures_r456_c f1;
  void *_Nullable f2;
} CFixtures_r456_d;
typedef struct CFixtures_r456_e {
  int64_t f0;
} CFixtures_r456_e;
typedef struct CFixtures_r456_f {
  long double f0;
} CFixtures_r456_f;
typedef struct CFixtures_r456_g {
  long double f0;
} CFixtures_r456_g;
typedef struct CFixtures_r456_h {
  long double f0;
} CFixtures_r456_h;
typedef struct CFixtures_r456_i {
  CFixtures_r456_h f0;
} CFixtures_r456_i;
typedef struct CFixtures_r456_j {
  CFixtures_r456_i f0;
} CFixtures_r456_j;
typedef struct CFixtures_r456_k {
  long double f0;
  CFixtures_r456_g f1;
  CFixtures_r456_j f2;
} CFixtures_r456_k;
typedef struct CFixtures_r456_l {
  uint64_t f0;
} CFixtures_r456_l;
typedef struct CFixtures_r456_m {
  long double f0[1];
} CFixtures_r456_m;
typedef struct CFixtures_r456_n {
  CFixtures_r456_l f0;
  CFixtures_r456_m f1;
  long double f2;
} CFixtures_r456_n;
typedef struct CFixtures_r456_o {
  float f0;
} CFixtures_r456_o;
typedef struct CFixtures_r456_p {
  long double f0;
} CFixtures_r456_p;
typedef struct CFixtures_r456_q {
  CFixtures_r456_p f0;
} CFixtures_r456_q;
typedef struct CFixtures_r457_a {
  long double f0;
  long double f1;
} CFixtures_r457_a;
typedef struct CFixtures_r457_b {
  long double f0;
} CFixtures_r457_b;
typedef struct CFixtures_r457_c {
  CFixtures_r457_b f0;
} CFixtures_r457_c;
typedef struct CFixtures_r457_d {
  int16_t f0[4];
  double f1;
} CFixtures_r457_d;
typedef struct CFixtures_r457_e {
  float f0;
  float f1[3];
  uint16_t f2;
  CFixtures_r457_d f3;
  uint16_t f4;
} CFixtures_r457_e;
typedef struct CFixtures_r457_f {
  long double f0;
} CFixtures_r457_f;
typedef struct CFixtures_r457_g {
  int64_t f0;
  uint32_t f1;
  uint32_t f2;
  CFixtures_r457_f f3;
} CFixtures_r457_g;
typedef struct CFixtures_r457_h {
  long double f0;
} CFixtures_r457_h;
typedef struct CFixtures_r457_i {
  CFixtures_r457_h f0;
} CFixtures_r457_i;
typedef struct CFixtures_r457_j {
  double f0;
} CFixtures_r457_j;
typedef struct CFixtures_r457_k {
  CFixtures_r457_j f0;
} CFixtures_r457_k;
typedef struct CFixtures_r457_l {
  uint32_t f0;
  long double f1;
} CFixtures_r457_l;
typedef struct CFixtures_r457_m {
  double f0;
  double f1;
} CFixtures_r457_m;
typedef struct CFixtures_r458_a {
  long double f0[1];
} CFixtures_r458_a;
typedef struct CFixtures_r458_b {
  CFixtures_r458_a f0;
} CFixtures_r458_b;
typedef struct CFixtures_r458_c {
  int8_t f0;
  uint8_t f1[4];
  uint8_t f2;
  double f3;
} CFixtures_r458_c;
typedef struct CFixtures_r458_d {
  long double f0;
} CFixtures_r458_d;
typedef struct CFixtures_r458_e {
  CFixtures_r458_d f0;
} CFixtures_r458_e;
typedef struct CFixtures_r458_f {
  CFixtures_r458_e f0;
} CFixtures_r458_f;
typedef struct CFixtures_r458_g {
  long double f0[1];
} CFixtures_r458_g;
typedef struct CFixtures_r458_h {
  CFixtures_r458_g f0;
} CFixtures_r458_h;
typedef struct CFixtures_r459_a {
  long double f0[1];
} CFixtures_r459_a;
typedef struct CFixtures_r459_b {
  long double f0[1];
} CFixtures_r459_b;
typedef struct CFixtures_r459_c {
  CFixtures_r459_b f0;
} CFixtures_r459_c;
typedef struct CFixtures_r459_d {
  CFixtures_r459_c f0;
} CFixtures_r459_d;
typedef struct CFixtures_r459_e {
  CFixtures_r459_d f0;
  long double f1;
  int8_t f2;
  int16_t f3;
} CFixtures_r459_e;
typedef struct CFixtures_r459_f {
  long double f0;
} CFixtures_r459_f;
typedef struct CFixtures_r459_g {
  long double f0;
} CFixtures_r459_g;
typedef struct CFixtures_r459_h {
  double f0;
  uint64_t f1;
  int8_t f2;
} CFixtures_r459_h;
typedef struct CFixtures_r459_i {
  uint16_t f0[2];
  double f1;
} CFixtures_r459_i;
typedef struct CFixtures_r459_j {
  CFixtures_r459_h f0;
  long double f1;
  CFixtures_r459_i f2;
} CFixtures_r459_j;
typedef struct CFixtures_r459_k {
  long double f0;
} CFixtures_r459_k;
typedef struct CFixtures_r459_l {
  CFixtures_r459_k f0;
} CFixtures_r459_l;
typedef struct CFixtures_r459_m {
  bool f0;
  uint16_t f1;
  int32_t f2;
  long double f3;
} CFixtures_r459_m;
typedef struct CFixtures_r460_a {
  long double f0[1];
} CFixtures_r460_a;
typedef struct CFixtures_r460_b {
  float f0;
  float f1;
  void *_Nullable f2;
  int16_t f3;
  int32_t f4;
  double f5;
} CFixtures_r460_b;
typedef struct CFixtures_r460_c {
  long double f0[1];
} CFixtures_r460_c;
typedef struct CFixtures_r460_d {
  long double f0;
} CFixtures_r460_d;
typedef struct CFixtures_r460_e {
  CFixtures_r460_d f0;
} CFixtures_r460_e;
typedef struct CFixtures_r460_f {
  long double f0;
} CFixtures_r460_f;
typedef struct CFixtures_r460_g {
  CFixtures_r460_f f0;
} CFixtures_r460_g;
typedef struct CFixtures_r460_h {
  CFixtures_r460_g f0;
} CFixtures_r460_h;
typedef struct CFixtures_r460_i {
  float f0;
  CFixtures_r460_e f1;
  int64_t f2;
  CFixtures_r460_h f3;
} CFixtures_r460_i;
typedef struct CFixtures_r461_a {
  long double f0;
} CFixtures_r461_a;
typedef struct CFixtures_r461_b {
  long double f0[1];
} CFixtures_r461_b;
typedef struct CFixtures_r461_c {
  CFixtures_r461_b f0;
} CFixtures_r461_c;
typedef struct CFixtures_r461_d {
  CFixtures_r461_c f0;
} CFixtures_r461_d;
typedef struct CFixtures_r461_e {
  long double f0;
} CFixtures_r461_e;
typedef struct CFixtures_r461_f {
  long double f0;
} CFixtures_r461_f;
typedef struct CFixtures_r461_g {
  CFixtures_r461_f f0;
} CFixtures_r461_g;
typedef struct CFixtures_r461_h {
  CFixtures_r461_g f0;
} CFixtures_r461_h;
typedef struct CFixtures_r461_i {
  float f0;
  CFixtures_r461_h f1;
  uint32_t f2;
} CFixtures_r461_i;
typedef struct CFixtures_r461_j {
  long double f0;
} CFixtures_r461_j;
typedef struct CFixtures_r461_k {
  CFixtures_r461_j f0;
} CFixtures_r461_k;
typedef struct CFixtures_r461_l {
  double f0;
  long double f1;
} CFixtures_r461_l;
typedef struct CFixtures_r462_a {
  long double f0;
} CFixtures_r462_a;
typedef struct CFixtures_r462_b {
  CFixtures_r462_a f0;
} CFixtures_r462_b;
typedef struct CFixtures_r462_c {
  CFixtures_r462_b f0;
} CFixtures_r462_c;
typedef struct CFixtures_r462_d {
  double f0[1];
  double f1;
  CFixtures_r462_c f2;
} CFixtures_r462_d;
typedef struct CFixtures_r462_e {
  long double f0[1];
} CFixtures_r462_e;
typedef struct CFixtures_r462_f {
  CFixtures_r462_e f0;
} CFixtures_r462_f;
typedef struct CFixtures_r462_g {
  long double f0;
} CFixtures_r462_g;
typedef struct CFixtures_r462_h {
  CFixtures_r462_g f0;
} CFixtures_r462_h;
typedef struct CFixtures_r462_i {
  long double f0[1];
} CFixtures_r462_i;
typedef struct CFixtures_r462_j {
  long double f0;
} CFixtures_r462_j;
typedef struct CFixtures_r462_k {
  CFixtures_r462_j f0;
} CFixtures_r462_k;
typedef struct CFixtures_r462_l {
  CFixtures_r462_k f0;
} CFixtures_r462_l;
typedef struct CFixtures_r462_m {
  CFixtures_r462_h f0;
  CFixtures_r462_i f1;
  CFixtures_r462_l f2;
  void *_Nullable f3;
} CFixtures_r462_m;
typedef struct CFixtures_r462_n {
  long double f0;
} CFixtures_r462_n;
typedef struct CFixtures_r462_o {
  long double f0[1];
} CFixtures_r462_o;
typedef struct CFixtures_r462_p {
  CFixtures_r462_o f0;
} CFixtures_r462_p;
typedef struct CFixtures_r463_a {
  long double f0;
} CFixtures_r463_a;
typedef struct CFixtures_r463_b {
  long double f0[1];
} CFixtures_r463_b;
typedef struct CFixtures_r463_c {
  CFixtures_r463_b f0;
} CFixtures_r463_c;
typedef struct CFixtures_r463_d {
  long double f0;
} CFixtures_r463_d;
typedef struct CFixtures_r463_e {
  CFixtures_r463_d f0;
} CFixtures_r463_e;
typedef struct CFixtures_r463_f {
  CFixtures_r463_e f0;
} CFixtures_r463_f;
typedef struct CFixtures_r463_g {
  long double f0;
} CFixtures_r463_g;
typedef struct CFixtures_r463_h {
  CFixtures_r463_g f0;
} CFixtures_r463_h;
typedef struct CFixtures_r463_i {
  int16_t f0;
  long double f1;
  uint16_t f2;
  CFixtures_r463_h f3;
} CFixtures_r463_i;
typedef struct CFixtures_r463_j {
  long double f0;
} CFixtures_r463_j;
typedef struct CFixtures_r463_k {
  uint32_t f0;
} CFixtures_r463_k;
typedef struct CFixtures_r463_l {
  int64_t f0;
  float f1;
} CFixtures_r463_l;
typedef struct CFixtures_r463_m {
  long double f0[1];
} CFixtures_r463_m;
typedef struct CFixtures_r463_n {
  CFixtures_r463_m f0;
} CFixtures_r463_n;
typedef struct CFixtures_r463_o {
  CFixtures_r463_l f0;
  int8_t f1[1];
  CFixtures_r463_n f2;
} CFixtures_r463_o;
typedef struct CFixtures_r464_a {
  long double f0;
} CFixtures_r464_a;
typedef struct CFixtures_r464_b {
  uint32_t f0;
  float f1;
} CFixtures_r464_b;
typedef struct CFixtures_r464_c {
  uint8_t f0;
  int8_t f1;
  CFixtures_r464_b f2;
} CFixtures_r464_c;
typedef struct CFixtures_r464_d {
  long double f0[1];
} CFixtures_r464_d;
typedef struct CFixtures_r465_a {
  int16_t f0;
} CFixtures_r465_a;
typedef struct CFixtures_r465_b {
  uint64_t f0;
  double f1;
} CFixtures_r465_b;
typedef struct CFixtures_r465_c {
  double f0;
} CFixtures_r465_c;
typedef struct CFixtures_r465_d {
  double f0;
} CFixtures_r465_d;
typedef struct CFixtures_r465_e {
  uint8_t f0;
  int8_t f1;
  CFixtures_r465_d f2;
  double f3;
  uint8_t f4;
} CFixtures_r465_e;
typedef struct CFixtures_r465_f {
  int8_t f0;
  long double f1;
  long double f2;
} CFixtures_r465_f;
typedef struct CFixtures_r466_a {
  long double f0;
} CFixtures_r466_a;
typedef struct CFixtures_r466_b {
  CFixtures_r466_a f0;
} CFixtures_r466_b;
typedef struct CFixtures_r466_c {
  CFixtures_r466_b f0;
} CFixtures_r466_c;
typedef struct CFixtures_r466_d {
  long double f0;
  long double f1;
} CFixtures_r466_d;
typedef struct CFixtures_r466_e {
  long double f0[1];
} CFixtures_r466_e;
typedef struct CFixtures_r466_f {
  int64_t f0;
  long double f1;
  CFixtures_r466_e f2;
  float f3;
} CFixtures_r466_f;
typedef struct CFixtures_r466_g {
  float f0;
  int16_t f1[4];
  int64_t f2;
  int16_t f3;
  int8_t f4[4];
  void *_Nullable f5;
} CFixtures_r466_g;
typedef struct CFixtures_r466_h {
  double f0;
  double f1;
  int32_t f2;
  uint64_t f3;
} CFixtures_r466_h;
typedef struct CFixtures_r466_i {
  long double f0;
  int64_t f1;
} CFixtures_r466_i;
typedef struct CFixtures_r467_a {
  long double f0;
} CFixtures_r467_a;
typedef struct CFixtures_r467_b {
  long double f0;
} CFixtures_r467_b;
typedef struct CFixtures_r467_c {
  long double f0[1];
} CFixtures_r467_c;
typedef struct CFixtures_r467_d {
  CFixtures_r467_c f0;
} CFixtures_r467_d;
typedef struct CFixtures_r467_e {
  CFixtures_r467_d f0;
} CFixtures_r467_e;
typedef struct CFixtures_r467_f {
  float f0;
  float f1;
  float f2;
} CFixtures_r467_f;
typedef struct CFixtures_r467_g {
  long double f0[1];
} CFixtures_r467_g;
typedef struct CFixtures_r468_a {
  long double f0[1];
} CFixtures_r468_a;
typedef struct CFixtures_r468_b {
  CFixtures_r468_a f0;
} CFixtures_r468_b;
typedef struct CFixtures_r468_c {
  CFixtures_r468_b f0;
} CFixtures_r468_c;
typedef struct CFixtures_r468_d {
  CFixtures_r468_c f0;
  uint64_t f1;
  long double f2;
  float f3;
} CFixtures_r468_d;
typedef struct CFixtures_r468_e {
  long double f0;
} CFixtures_r468_e;
typedef struct CFixtures_r468_f {
  long double f0;
} CFixtures_r468_f;
typedef struct CFixtures_r468_g {
  CFixtures_r468_f f0;
} CFixtures_r468_g;
typedef struct CFixtures_r469_a {
  long double f0;
} CFixtures_r469_a;
typedef struct CFixtures_r469_b {
  long double f0;
} CFixtures_r469_b;
typedef struct CFixtures_r469_c {
  bool f0[4];
} CFixtures_r469_c;
typedef struct CFixtures_r469_d {
  double f0;
  uint16_t f1[1];
} CFixtures_r469_d;
typedef struct CFixtures_r469_e {
  CFixtures_r469_c f0;
  CFixtures_r469_d f1;
  int16_t f2[3];
} CFixtures_r469_e;
typedef struct CFixtures_r469_f {
  void *_Nullable f0;
  bool f1;
} CFixtures_r469_f;
typedef struct CFixtures_r469_g {
  int16_t f0;
  long double f1;
  CFixtures_r469_f f2;
} CFixtures_r469_g;
typedef struct CFixtures_r469_h {
  long double f0;
  long double f1;
} CFixtures_r469_h;
typedef struct CFixtures_r469_i {
  long double f0[1];
} CFixtures_r469_i;
typedef struct CFixtures_r469_j {
  CFixtures_r469_i f0;
} CFixtures_r469_j;
typedef struct CFixtures_r469_k {
  CFixtures_r469_j f0;
} CFixtures_r469_k;
typedef struct CFixtures_r469_l {
  long double f0;
} CFixtures_r469_l;
typedef struct CFixtures_r469_m {
  long double f0;
} CFixtures_r469_m;
typedef struct CFixtures_r469_n {
  CFixtures_r469_l f0;
  CFixtures_r469_m f1;
} CFixtures_r469_n;
typedef struct CFixtures_r470_a {
  long double f0;
} CFixtures_r470_a;
typedef struct CFixtures_r470_b {
  float f0;
  uint8_t f1;
  float f2;
} CFixtures_r470_b;
typedef struct CFixtures_r470_c {
  float f0;
} CFixtures_r470_c;
typedef struct CFixtures_r471_a {
  float f0[1];
  uint8_t f1;
} CFixtures_r471_a;
typedef struct CFixtures_r471_b {
  long double f0;
} CFixtures_r471_b;
typedef struct CFixtures_r471_c {
  long double f0;
} CFixtures_r471_c;
typedef struct CFixtures_r471_d {
  CFixtures_r471_b f0;
  CFixtures_r471_c f1;
  int16_t f2;
  long double f3;
} CFixtures_r471_d;
typedef struct CFixtures_r471_e {
  double f0;
  float f1;
  float f2;
  float f3[2];
} CFixtures_r471_e;
typedef struct CFixtures_r471_f {
  long double f0[1];
} CFixtures_r471_f;
typedef struct CFixtures_r471_g {
  CFixtures_r471_f f0;
} CFixtures_r471_g;
typedef struct CFixtures_r471_h {
  CFixtures_r471_g f0;
} CFixtures_r471_h;
typedef struct CFixtures_r471_i {
  bool f0;
  long double f1;
} CFixtures_r471_i;
typedef struct CFixtures_r471_j {
  long double f0;
} CFixtures_r471_j;
typedef struct CFixtures_r471_k {
  CFixtures_r471_j f0;
} CFixtures_r471_k;
typedef struct CFixtures_r472_a {
  long double f0[1];
} CFixtures_r472_a;
typedef struct CFixtures_r472_b {
  CFixtures_r472_a f0;
} CFixtures_r472_b;
typedef struct CFixtures_r473_a {
  double f0;
  float f1;
} CFixtures_r473_a;
typedef struct CFixtures_r473_b {
  long double f0[1];
} CFixtures_r473_b;
typedef struct CFixtures_r473_c {
  long double f0[1];
} CFixtures_r473_c;
typedef struct CFixtures_r473_d {
  CFixtures_r473_c f0;
} CFixtures_r473_d;
typedef struct CFixtures_r473_e {
  CFixtures_r473_d f0;
} CFixtures_r473_e;
typedef struct CFixtures_r473_f {
  CFixtures_r473_e f0;
  bool f1;
} CFixtures_r473_f;
typedef struct CFixtures_r473_g {
  long double f0[1];
} CFixtures_r473_g;
typedef struct CFixtures_r474_a {
  long double f0[1];
} CFixtures_r474_a;
typedef struct CFixtures_r474_b {
  CFixtures_r474_a f0;
} CFixtures_r474_b;
typedef struct CFixtures_r474_c {
  void *_Nullable f0;
  int16_t f1;
  CFixtures_r474_b f2;
  long double f3;
} CFixtures_r474_c;
typedef struct CFixtures_r474_d {
  long double f0;
} CFixtures_r474_d;
typedef struct CFixtures_r474_e {
  CFixtures_r474_d f0;
} CFixtures_r474_e;
typedef struct CFixtures_r475_a {
  uint32_t f0;
  long double f1;
} CFixtures_r475_a;
typedef struct CFixtures_r475_b {
  long double f0;
} CFixtures_r475_b;
typedef struct CFixtures_r476_a {
  long double f0[1];
} CFixtures_r476_a;
typedef struct CFixtures_r476_b {
  CFixtures_r476_a f0;
} CFixtures_r476_b;
typedef struct CFixtures_r476_c {
  uint32_t f0;
  float f1;
  float f2;
} CFixtures_r476_c;
typedef struct CFixtures_r477_a {
  int32_t f0;
} CFixtures_r477_a;
typedef struct CFixtures_r477_b {
  uint32_t f0;
  double f1;
} CFixtures_r477_b;
typedef struct CFixtures_r478_a {
  long double f0;
} CFixtures_r478_a;
typedef struct CFixtures_r478_b {
  CFixtures_r478_a f0;
} CFixtures_r478_b;
typedef struct CFixtures_r478_c {
  uint8_t f0;
  int64_t f1;
} CFixtures_r478_c;
typedef struct CFixtures_r479_a {
  long double f0[1];
} CFixtures_r479_a;
typedef struct CFixtures_r479_b {
  double f0[3];
} CFixtures_r479_b;
typedef struct CFixtures_r479_c {
  long double f0[1];
} CFixtures_r479_c;
typedef struct CFixtures_r479_d {
  CFixtures_r479_c f0;
} CFixtures_r479_d;
typedef struct CFixtures_r479_e {
  long double f0;
} CFixtures_r479_e;
typedef struct CFixtures_r479_f {
  CFixtures_r479_e f0;
} CFixtures_r479_f;
typedef struct CFixtures_r479_g {
  CFixtures_r479_f f0;
} CFixtures_r479_g;
typedef struct CFixtures_r479_h {
  long double f0[1];
} CFixtures_r479_h;
typedef struct CFixtures_r479_i {
  long double f0;
} CFixtures_r479_i;
typedef struct CFixtures_r479_j {
  CFixtures_r479_i f0;
} CFixtures_r479_j;
typedef struct CFixtures_r480_a {
  long double f0[1];
} CFixtures_r480_a;
typedef struct CFixtures_r480_b {
  int8_t f0;
  CFixtures_r480_a f1;
} CFixtures_r480_b;
typedef struct CFixtures_r480_c {
  long double f0[1];
} CFixtures_r480_c;
typedef struct CFixtures_r481_a {
  float f0;
  float f1;
  int16_t f2;
} CFixtures_r481_a;
typedef struct CFixtures_r481_b {
  bool f0;
  bool f1;
} CFixtures_r481_b;
typedef struct CFixtures_r481_c {
  long double f0[1];
} CFixtures_r481_c;
typedef struct CFixtures_r481_d {
  long double f0[1];
} CFixtures_r481_d;
typedef struct CFixtures_r481_e {
  CFixtures_r481_b f0;
  CFixtures_r481_c f1;
  int64_t f2[2];
  CFixtures_r481_d f3;
} CFixtures_r481_e;
typedef struct CFixtures_r481_f {
  long double f0[1];
} CFixtures_r481_f;
typedef struct CFixtures_r481_g {
  long double f0;
} CFixtures_r481_g;
typedef struct CFixtures_r481_h {
  CFixtures_r481_g f0;
} CFixtures_r481_h;
typedef struct CFixtures_r481_i {
  long double f0[1];
} CFixtures_r481_i;
typedef struct CFixtures_r481_j {
  CFixtures_r481_i f0;
} CFixtures_r481_j;
typedef struct CFixtures_r481_k {
  CFixtures_r481_h f0;
  long double f1;
  CFixtures_r481_j f2;
} CFixtures_r481_k;
typedef struct CFixtures_r482_a {
  long double f0;
} CFixtures_r482_a;
typedef struct CFixtures_r482_b {
  CFixtures_r482_a f0;
} CFixtures_r482_b;
typedef struct CFixtures_r482_c {
  CFixtures_r482_b f0;
} CFixtures_r482_c;
typedef struct CFixtures_r482_d {
  float f0;
  bool f1;
  double f2;
} CFixtures_r482_d;
typedef struct CFixtures_r482_e {
  long double f0[1];
} CFixtures_r482_e;
typedef struct CFixtures_r482_f {
  CFixtures_r482_e f0;
} CFixtures_r482_f;
typedef struct CFixtures_r482_g {
  CFixtures_r482_f f0;
} CFixtures_r482_g;
typedef struct CFixtures_r482_h {
  uint8_t f0;
  long double f1;
  long double f2;
} CFixtures_r482_h;
typedef struct CFixtures_r483_a {
  long double f0;
} CFixtures_r483_a;
typedef struct CFixtures_r483_b {
  CFixtures_r483_a f0;
} CFixtures_r483_b;
typedef struct CFixtures_r483_c {
  long double f0[1];
} CFixtures_r483_c;
typedef struct CFixtures_r483_d {
  CFixtures_r483_c f0;
} CFixtures_r483_d;
typedef struct CFixtures_r483_e {
  long double f0;
  CFixtures_r483_d f1;
} CFixtures_r483_e;
typedef struct CFixtures_r483_f {
  uint16_t f0;
  uint16_t f1;
} CFixtures_r483_f;
typedef struct CFixtures_r483_g {
  long double f0;
  uint8_t f1;
} CFixtures_r483_g;
typedef struct CFixtures_r484_a {
  long double f0[1];
} CFixtures_r484_a;
typedef struct CFixtures_r484_b {
  long double f0;
} CFixtures_r484_b;
typedef struct CFixtures_r484_c {
  CFixtures_r484_b f0;
} CFixtures_r484_c;
typedef struct CFixtures_r484_d {
  CFixtures_r484_c f0;
  long double f1;
} CFixtures_r484_d;
typedef struct CFixtures_r484_e {
  long double f0;
} CFixtures_r484_e;
typedef struct CFixtures_r484_f {
  CFixtures_r484_e f0;
} CFixtures_r484_f;
typedef struct CFixtures_r484_g {
  CFixtures_r484_f f0;
  long double f1;
} CFixtures_r484_g;
typedef struct CFixtures_r485_a {
  float f0;
  double f1;
} CFixtures_r485_a;
typedef struct CFixtures_r485_b {
  long double f0[1];
} CFixtures_r485_b;
typedef struct CFixtures_r485_c {
  CFixtures_r485_b f0;
} CFixtures_r485_c;
typedef struct CFixtures_r485_d {
  CFixtures_r485_c f0;
} CFixtures_r485_d;
typedef struct CFixtures_r485_e {
  long double f0;
} CFixtures_r485_e;
typedef struct CFixtures_r485_f {
  long double f0[1];
} CFixtures_r485_f;
typedef struct CFixtures_r486_a {
  long double f0[1];
} CFixtures_r486_a;
typedef struct CFixtures_r486_b {
  double f0;
} CFixtures_r486_b;
typedef struct CFixtures_r486_c {
  CFixtures_r486_a f0;
  CFixtures_r486_b f1;
  float f2;
} CFixtures_r486_c;
typedef struct CFixtures_r486_d {
  long double f0;
} CFixtures_r486_d;
typedef struct CFixtures_r486_e {
  CFixtures_r486_d f0;
} CFixtures_r486_e;
typedef struct CFixtures_r486_f {
  int64_t f0;
  CFixtures_r486_e f1;
  int8_t f2;
  long double f3;
} CFixtures_r486_f;
typedef struct CFixtures_r487_a {
  long double f0[1];
} CFixtures_r487_a;
typedef struct CFixtures_r487_b {
  CFixtures_r487_a f0;
} CFixtures_r487_b;
typedef struct CFixtures_r487_c {
  CFixtures_r487_b f0;
} CFixtures_r487_c;
typedef struct CFixtures_r487_d {
  long double f0;
} CFixtures_r487_d;
typedef struct CFixtures_r487_e {
  CFixtures_r487_d f0;
} CFixtures_r487_e;
typedef struct CFixtures_r487_f {
  CFixtures_r487_c f0;
  double f1;
  CFixtures_r487_e f2;
} CFixtures_r487_f;
typedef struct CFixtures_r487_g {
  long double f0[2];
} CFixtures_r487_g;
typedef struct CFixtures_r487_h {
  long double f0;
  long double f1;
} CFixtures_r487_h;
typedef struct CFixtures_r487_i {
  long double f0;
} CFixtures_r487_i;
typedef struct CFixtures_r487_j {
  CFixtures_r487_i f0;
} CFixtures_r487_j;
typedef struct CFixtures_r487_k {
  CFixtures_r487_j f0;
} CFixtures_r487_k;
typedef struct CFixtures_r487_l {
  long double f0;
} CFixtures_r487_l;
typedef struct CFixtures_r487_m {
  CFixtures_r487_k f0;
  CFixtures_r487_l f1;
} CFixtures_r487_m;
typedef struct CFixtures_r488_a {
  long double f0[1];
} CFixtures_r488_a;
typedef struct CFixtures_r488_b {
  CFixtures_r488_a f0;
} CFixtures_r488_b;
typedef struct CFixtures_r488_c {
  CFixtures_r488_b f0;
} CFixtures_r488_c;
typedef struct CFixtures_r488_d {
  bool f0[1];
  uint16_t f1;
  uint16_t f2[2];
  double f3;
} CFixtures_r488_d;
typedef struct CFixtures_r489_a {
  long double f0;
} CFixtures_r489_a;
typedef struct CFixtures_r489_b {
  CFixtures_r489_a f0;
} CFixtures_r489_b;
typedef struct CFixtures_r489_c {
  long double f0;
  CFixtures_r489_b f1;
  long double f2[2];
} CFixtures_r489_c;
typedef struct CFixtures_r489_d {
  uint8_t f0[3];
  double f1;
  float f2;
} CFixtures_r489_d;
typedef struct CFixtures_r489_e {
  long double f0;
  CFixtures_r489_d f1;
  int16_t f2;
} CFixtures_r489_e;
typedef struct CFixtures_r489_f {
  long double f0;
} CFixtures_r489_f;
typedef struct CFixtures_r489_g {
  CFixtures_r489_f f0;
} CFixtures_r489_g;
typedef struct CFixtures_r489_h {
  CFixtures_r489_g f0;
} CFixtures_r489_h;
typedef struct CFixtures_r489_i {
  long double f0;
} CFixtures_r489_i;
typedef struct CFixtures_r489_j {
  CFixtures_r489_i f0;
} CFixtures_r489_j;
typedef struct CFixtures_r489_k {
  long double f0[1];
} CFixtures_r489_k;
typedef struct CFixtures_r490_a {
  long double f0[1];
} CFixtures_r490_a;
typedef struct CFixtures_r490_b {
  long double f0;
} CFixtures_r490_b;
typedef struct CFixtures_r490_c {
  long double f0;
} CFixtures_r490_c;
typedef struct CFixtures_r490_d {
  CFixtures_r490_c f0;
} CFixtures_r490_d;
typedef struct CFixtures_r490_e {
  CFixtures_r490_d f0;
} CFixtures_r490_e;
typedef struct CFixtures_r490_f {
  float f0;
  uint16_t f1;
  bool f2;
} CFixtures_r490_f;
typedef struct CFixtures_r490_g {
  long double f0;
} CFixtures_r490_g;
typedef struct CFixtures_r490_h {
  CFixtures_r490_f f0;
  CFixtures_r490_g f1;
  long double f2;
  long double f3[3];
} CFixtures_r490_h;
typedef struct CFixtures_r490_i {
  uint16_t f0;
} CFixtures_r490_i;
typedef struct CFixtures_r490_j {
  int16_t f0;
} CFixtures_r490_j;
typedef struct CFixtures_r490_k {
  uint32_t f0;
  CFixtures_r490_i f1;
  uint16_t f2;
  uint8_t f3[4];
  bool f4;
  CFixtures_r490_j f5;
} CFixtures_r490_k;
typedef struct CFixtures_r490_l {
  long double f0;
} CFixtures_r490_l;
typedef struct CFixtures_r490_m {
  CFixtures_r490_l f0;
} CFixtures_r490_m;
typedef struct CFixtures_r490_n {
  long double f0;
} CFixtures_r490_n;
typedef struct CFixtures_r490_o {
  CFixtures_r490_n f0;
} CFixtures_r490_o;
typedef struct CFixtures_r490_p {
  long double f0;
  CFixtures_r490_m f1;
  CFixtures_r490_o f2;
} CFixtures_r490_p;
typedef struct CFixtures_r490_q {
  long double f0[1];
} CFixtures_r490_q;
typedef struct CFixtures_r490_r {
  CFixtures_r490_q f0;
} CFixtures_r490_r;
typedef struct CFixtures_r490_s {
  long double f0[1];
} CFixtures_r490_s;
typedef struct CFixtures_r490_t {
  CFixtures_r490_s f0;
  uint32_t f1[1];
  uint64_t f2;
} CFixtures_r490_t;
typedef struct CFixtures_r490_u {
  float f0;
  double f1;
  float f2[1];
} CFixtures_r490_u;
typedef struct CFixtures_r490_v {
  CFixtures_r490_u f0;
  double f1;
  float f2[2];
  double f3;
} CFixtures_r490_v;
typedef struct CFixtures_r491_a {
  long double f0;
} CFixtures_r491_a;
typedef struct CFixtures_r491_b {
  long double f0;
} CFixtures_r491_b;
typedef struct CFixtures_r491_c {
  long double f0;
} CFixtures_r491_c;
typedef struct CFixtures_r491_d {
  CFixtures_r491_c f0;
  long double f1;
  double f2;
} CFixtures_r491_d;
typedef struct CFixtures_r491_e {
  bool f0;
  uint32_t f1;
  float f2;
  float f3[1];
} CFixtures_r491_e;
typedef struct CFixtures_r491_f {
  long double f0;
} CFixtures_r491_f;
typedef struct CFixtures_r491_g {
  CFixtures_r491_f f0;
} CFixtures_r491_g;
typedef struct CFixtures_r491_h {
  CFixtures_r491_g f0;
} CFixtures_r491_h;
typedef struct CFixtures_r492_a {
  long double f0;
  long double f1;
  int16_t f2;
  int8_t f3;
} CFixtures_r492_a;
typedef struct CFixtures_r492_b {
  long double f0;
} CFixtures_r492_b;
typedef struct CFixtures_r492_c {
  CFixtures_r492_b f0;
} CFixtures_r492_c;
typedef struct CFixtures_r492_d {
  int64_t f0;
} CFixtures_r492_d;
typedef struct CFixtures_r492_e {
  CFixtures_r492_c f0;
  CFixtures_r492_d f1;
  long double f2;
} CFixtures_r492_e;
typedef struct CFixtures_r492_f {
  long double f0;
  long double f1;
  uint32_t f2;
} CFixtures_r492_f;
typedef struct CFixtures_r493_a {
  long double f0;
} CFixtures_r493_a;
typedef struct CFixtures_r493_b {
  CFixtures_r493_a f0;
} CFixtures_r493_b;
typedef struct CFixtures_r493_c {
  CFixtures_r493_b f0;
} CFixtures_r493_c;
typedef struct CFixtures_r493_d {
  long double f0;
} CFixtures_r493_d;
typedef struct CFixtures_r493_e {
  CFixtures_r493_d f0;
} CFixtures_r493_e;
typedef struct CFixtures_r493_f {
  CFixtures_r493_e f0;
} CFixtures_r493_f;
typedef struct CFixtures_r493_g {
  long double f0;
  float f1;
  CFixtures_r493_f f2;
  long double f3;
} CFixtures_r493_g;
typedef struct CFixtures_r493_h {
  double f0;
  double f1;
} CFixtures_r493_h;
typedef struct CFixtures_r493_i {
  long double f0;
} CFixtures_r493_i;
typedef struct CFixtures_r493_j {
  CFixtures_r493_i f0;
} CFixtures_r493_j;
typedef struct CFixtures_r494_a {
  long double f0;
} CFixtures_r494_a;
typedef struct CFixtures_r494_b {
  CFixtures_r494_a f0;
} CFixtures_r494_b;
typedef struct CFixtures_r494_c {
  uint8_t f0;
  double f1;
} CFixtures_r494_c;
typedef struct CFixtures_r494_d {
  int64_t f0;
  uint8_t f1;
  float f2;
  double f3;
  uint64_t f4[1];
} CFixtures_r494_d;
typedef struct CFixtures_r494_e {
  long double f0[1];
} CFixtures_r494_e;
typedef struct CFixtures_r494_f {
  CFixtures_r494_e f0;
} CFixtures_r494_f;
typedef struct CFixtures_r494_g {
  CFixtures_r494_f f0;
} CFixtures_r494_g;
typedef struct CFixtures_r495_a {
  long double f0;
} CFixtures_r495_a;
typedef struct CFixtures_r495_b {
  double f0[2];
  double f1;
  uint64_t f2;
  int32_t f3;
  float f4;
  uint16_t f5;
} CFixtures_r495_b;
typedef struct CFixtures_r496_a {
  long double f0[1];
} CFixtures_r496_a;
typedef struct CFixtures_r496_b {
  CFixtures_r496_a f0;
} CFixtures_r496_b;
typedef struct CFixtures_r496_c {
  CFixtures_r496_b f0;
} CFixtures_r496_c;
typedef struct CFixtures_r496_d {
  float f0;
  float f1;
  double f2[3];
} CFixtures_r496_d;
typedef struct CFixtures_r496_e {
  long double f0[1];
} CFixtures_r496_e;
typedef struct CFixtures_r496_f {
  CFixtures_r496_e f0;
} CFixtures_r496_f;
typedef struct CFixtures_r496_g {
  CFixtures_r496_f f0;
} CFixtures_r496_g;
typedef struct CFixtures_r497_a {
  long double f0[1];
} CFixtures_r497_a;
typedef struct CFixtures_r497_b {
  CFixtures_r497_a f0;
} CFixtures_r497_b;
typedef struct CFixtures_r497_c {
  long double f0[1];
} CFixtures_r497_c;
typedef struct CFixtures_r497_d {
  CFixtures_r497_c f0;
} CFixtures_r497_d;
typedef struct CFixtures_r497_e {
  CFixtures_r497_d f0;
} CFixtures_r497_e;
typedef struct CFixtures_r497_f {
  long double f0[1];
} CFixtures_r497_f;
typedef struct CFixtures_r497_g {
  long double f0[1];
} CFixtures_r497_g;
typedef struct CFixtures_r497_h {
  long double f0[1];
} CFixtures_r497_h;
typedef struct CFixtures_r497_i {
  long double f0[1];
} CFixtures_r497_i;
typedef struct CFixtures_r497_j {
  CFixtures_r497_i f0;
} CFixtures_r497_j;
typedef struct CFixtures_r497_k {
  CFixtures_r497_j f0;
} CFixtures_r497_k;
typedef struct CFixtures_r497_l {
  long double f0;
} CFixtures_r497_l;
typedef struct CFixtures_r497_m {
  CFixtures_r497_l f0;
} CFixtures_r497_m;
typedef struct CFixtures_r497_n {
  CFixtures_r497_m f0;
} CFixtures_r497_n;
typedef struct CFixtures_r497_o {
  uint64_t f0;
  uint32_t f1;
  long double f2;
} CFixtures_r497_o;
typedef struct CFixtures_r498_a {
  long double f0;
  uint64_t f1;
} CFixtures_r498_a;
typedef struct CFixtures_r498_b {
  int32_t f0;
} CFixtures_r498_b;
typedef struct CFixtures_r499_a {
  uint64_t f0;
} CFixtures_r499_a;
typedef struct CFixtures_r499_b {
  CFixtures_r499_a f0;
  double f1;
  void *_Nullable f2;
  float f3;
  float f4;
  int16_t f5;
} CFixtures_r499_b;
typedef struct CFixtures_r499_c {
  uint16_t f0[2];
} CFixtures_r499_c;
typedef struct CFixtures_r499_d {
  long double f0;
  long double f1;
  void *_Nullable f2;
  CFixtures_r499_c f3;
} CFixtures_r499_d;
typedef struct CFixtures_r499_e {
  long double f0;
  long double f1;
} CFixtures_r499_e;
typedef struct CFixtures_r499_f {
  long double f0[1];
} CFixtures_r499_f;
typedef struct CFixtures_r499_g {
  CFixtures_r499_f f0;
} CFixtures_r499_g;
typedef struct CFixtures_r499_h {
  CFixtures_r499_g f0;
} CFixtures_r499_h;
typedef struct CFixtures_r499_i {
  CFixtures_r499_h f0;
  long double f1;
  long double f2[1];
} CFixtures_r499_i;
typedef struct CFixtures_r499_j {
  int8_t f0[1];
  uint8_t f1;
} CFixtures_r499_j;
typedef struct CFixtures_r499_k {
  long double f0;
} CFixtures_r499_k;
typedef struct CFixtures_r499_l {
  int16_t f0;
  CFixtures_r499_j f1;
  CFixtures_r499_k f2;
} CFixtures_r499_l;
typedef struct CFixtures_r499_m {
  bool f0;
  long double f1;
} CFixtures_r499_m;
typedef struct CFixtures_r499_n {
  int8_t f0;
  long double f1;
  long double f2;
  int32_t f3;
} CFixtures_r499_n;
typedef struct CFixtures_r500_a {
  long double f0;
} CFixtures_r500_a;
typedef struct CFixtures_r500_b {
  uint32_t f0;
  double f1;
} CFixtures_r500_b;
typedef struct CFixtures_r500_c {
  float f0;
  int64_t f1;
} CFixtures_r500_c;
typedef struct CFixtures_r500_d {
  long double f0;
} CFixtures_r500_d;
typedef struct CFixtures_r500_e {
  CFixtures_r500_d f0;
} CFixtures_r500_e;
typedef struct CFixtures_r500_f {
  long double f0[1];
} CFixtures_r500_f;
typedef struct CFixtures_r500_g {
  CFixtures_r500_f f0;
} CFixtures_r500_g;
typedef struct CFixtures_r500_h {
  CFixtures_r500_g f0;
} CFixtures_r500_h;
typedef struct CFixtures_r501_a {
  long double f0;
} CFixtures_r501_a;
typedef struct CFixtures_r501_b {
  CFixtures_r501_a f0;
} CFixtures_r501_b;
typedef struct CFixtures_r501_c {
  CFixtures_r501_b f0;
} CFixtures_r501_c;
typedef struct CFixtures_r501_d {
  long double f0[1];
} CFixtures_r501_d;
typedef struct CFixtures_r501_e {
  CFixtures_r501_d f0;
} CFixtures_r501_e;
typedef struct CFixtures_r501_f {
  CFixtures_r501_e f0;
} CFixtures_r501_f;
typedef struct CFixtures_r501_g {
  long double f0;
} CFixtures_r501_g;
typedef struct CFixtures_r501_h {
  CFixtures_r501_g f0;
} CFixtures_r501_h;
typedef struct CFixtures_r501_i {
  long double f0;
} CFixtures_r501_i;
typedef struct CFixtures_r501_j {
  float f0;
  uint8_t f1;
  float f2;
  double f3;
} CFixtures_r501_j;
typedef struct CFixtures_r502_a {
  long double f0;
} CFixtures_r502_a;
typedef struct CFixtures_r502_b {
  CFixtures_r502_a f0;
} CFixtures_r502_b;
typedef struct CFixtures_r502_c {
  float f0;
  uint32_t f1;
  void *_Nullable f2;
  double f3;
  float f4;
  uint16_t f5;
} CFixtures_r502_c;
typedef struct CFixtures_r502_d {
  double f0;
  int16_t f1;
  void *_Nullable f2[1];
} CFixtures_r502_d;
typedef struct CFixtures_r502_e {
  uint64_t f0[4];
  int64_t f1;
} CFixtures_r502_e;
typedef struct CFixtures_r502_f {
  long double f0[1];
} CFixtures_r502_f;
typedef struct CFixtures_r502_g {
  long double f0[1];
} CFixtures_r502_g;
typedef struct CFixtures_r502_h {
  CFixtures_r502_g f0;
} CFixtures_r502_h;
typedef struct CFixtures_r502_i {
  CFixtures_r502_h f0;
} CFixtures_r502_i;
typedef struct CFixtures_r503_a {
  long double f0[1];
} CFixtures_r503_a;
typedef struct CFixtures_r503_b {
  long double f0[1];
} CFixtures_r503_b;
typedef struct CFixtures_r503_c {
  CFixtures_r503_b f0;
} CFixtures_r503_c;
typedef struct CFixtures_r503_d {
  long double f0[1];
} CFixtures_r503_d;
typedef struct CFixtures_r503_e {
  CFixtures_r503_d f0;
} CFixtures_r503_e;
typedef struct CFixtures_r504_a {
  long double f0;
} CFixtures_r504_a;
typedef struct CFixtures_r504_b {
  double f0;
  CFixtures_r504_a f1;
  long double f2;
} CFixtures_r504_b;
typedef struct CFixtures_r505_a {
  int8_t f0;
  int16_t f1;
} CFixtures_r505_a;
typedef struct CFixtures_r505_b {
  long double f0[1];
} CFixtures_r505_b;
typedef struct CFixtures_r505_c {
  CFixtures_r505_b f0;
} CFixtures_r505_c;
typedef struct CFixtures_r505_d {
  CFixtures_r505_c f0;
} CFixtures_r505_d;
typedef struct CFixtures_r505_e {
  uint32_t f0;
  CFixtures_r505_a f1;
  long double f2[3];
  CFixtures_r505_d f3;
} CFixtures_r505_e;
typedef struct CFixtures_r505_f {
  int32_t f0;
  int8_t f1;
  int8_t f2;
  long double f3;
} CFixtures_r505_f;
typedef struct CFixtures_r505_g {
  long double f0[1];
} CFixtures_r505_g;
typedef struct CFixtures_r505_h {
  float f0;
  void *_Nullable f1;
  int8_t f2;
} CFixtures_r505_h;
typedef struct CFixtures_r505_i {
  float f0;
  uint64_t f1;
  CFixtures_r505_g f2;
  CFixtures_r505_h f3;
} CFixtures_r505_i;
typedef struct CFixtures_r506_a {
  long double f0;
} CFixtures_r506_a;
typedef struct CFixtures_r506_b {
  void *_Nullable f0;
  float f1;
} CFixtures_r506_b;
typedef struct CFixtures_r507_a {
  long double f0[1];
} CFixtures_r507_a;
typedef struct CFixtures_r507_b {
  long double f0[1];
} CFixtures_r507_b;
typedef struct CFixtures_r507_c {
  CFixtures_r507_b f0;
} CFixtures_r507_c;
typedef struct CFixtures_r507_d {
  CFixtures_r507_c f0;
} CFixtures_r507_d;
typedef struct CFixtures_r507_e {
  double f0;
  int16_t f1;
  bool f2;
} CFixtures_r507_e;
typedef struct CFixtures_r507_f {
  float f0;
  int8_t f1;
} CFixtures_r507_f;
typedef struct CFixtures_r507_g {
  CFixtures_r507_a f0;
  CFixtures_r507_d f1;
  CFixtures_r507_e f2;
  CFixtures_r507_f f3;
} CFixtures_r507_g;
typedef struct CFixtures_r507_h {
  long double f0[1];
} CFixtures_r507_h;
typedef struct CFixtures_r507_i {
  long double f0[1];
} CFixtures_r507_i;
typedef struct CFixtures_r508_a {
  long double f0;
} CFixtures_r508_a;
typedef struct CFixtures_r508_b {
  CFixtures_r508_a f0;
} CFixtures_r508_b;
typedef struct CFixtures_r508_c {
  double f0;
  void *_Nullable f1[1];
} CFixtures_r508_c;
typedef struct CFixtures_r508_d {
  int8_t f0;
  CFixtures_r508_c f1;
} CFixtures_r508_d;
typedef struct CFixtures_r508_e {
  int8_t f0;
  long double f1;
} CFixtures_r508_e;
typedef struct CFixtures_r509_a {
  long double f0;
} CFixtures_r509_a;
typedef struct CFixtures_r509_b {
  CFixtures_r509_a f0;
} CFixtures_r509_b;
typedef struct CFixtures_r509_c {
  CFixtures_r509_b f0;
} CFixtures_r509_c;
typedef struct CFixtures_r509_d {
  long double f0[1];
} CFixtures_r509_d;
typedef struct CFixtures_r509_e {
  long double f0;
} CFixtures_r509_e;
typedef struct CFixtures_r509_f {
  CFixtures_r509_e f0;
} CFixtures_r509_f;
typedef struct CFixtures_r509_g {
  long double f0[1];
} CFixtures_r509_g;
typedef struct CFixtures_r509_h {
  CFixtures_r509_g f0;
} CFixtures_r509_h;
typedef struct CFixtures_r509_i {
  uint8_t f0;
  float f1;
  CFixtures_r509_h f2;
  int16_t f3;
} CFixtures_r509_i;
typedef struct CFixtures_r509_j {
  long double f0;
} CFixtures_r509_j;
typedef struct CFixtures_r509_k {
  long double f0[1];
} CFixtures_r509_k;
typedef struct CFixtures_r509_l {
  CFixtures_r509_k f0;
} CFixtures_r509_l;
typedef struct CFixtures_r509_m {
  CFixtures_r509_l f0;
} CFixtures_r509_m;
typedef struct CFixtures_r510_a {
  uint16_t f0;
  long double f1;
} CFixtures_r510_a;
typedef struct CFixtures_r511_a {
  long double f0[1];
} CFixtures_r511_a;
typedef struct CFixtures_r511_b {
  long double f0;
  long double f1;
  uint64_t f2;
} CFixtures_r511_b;
typedef struct CFixtures_r511_c {
  long double f0;
  uint64_t f1;
} CFixtures_r511_c;
typedef struct CFixtures_r511_d {
  long double f0;
} CFixtures_r511_d;
typedef struct CFixtures_r511_e {
  CFixtures_r511_d f0;
} CFixtures_r511_e;
typedef struct CFixtures_r511_f {
  long double f0;
} CFixtures_r511_f;
typedef struct CFixtures_r511_g {
  CFixtures_r511_f f0;
} CFixtures_r511_g;
typedef struct CFixtures_r511_h {
  long double f0;
  CFixtures_r511_g f1;
  uint32_t f2;
} CFixtures_r511_h;
typedef struct CFixtures_r512_a {
  long double f0;
} CFixtures_r512_a;
typedef struct CFixtures_r512_b {
  CFixtures_r512_a f0;
} CFixtures_r512_b;
typedef struct CFixtures_r512_c {
  CFixtures_r512_b f0;
} CFixtures_r512_c;
typedef struct CFixtures_r512_d {
  uint32_t f0;
  bool f1;
  int8_t f2;
  double f3;
} CFixtures_r512_d;
typedef struct CFixtures_r512_e {
  void *_Nullable f0;
} CFixtures_r512_e;
typedef struct CFixtures_r513_a {
  float f0;
  double f1;
} CFixtures_r513_a;
typedef struct CFixtures_r513_b {
  double f0;
} CFixtures_r513_b;
typedef struct CFixtures_r513_c {
  CFixtures_r513_b f0;
  float f1;
  double f2;
  float f3;
  float f4;
  double f5;
} CFixtures_r513_c;
typedef struct CFixtures_r513_d {
  long double f0[1];
} CFixtures_r513_d;
typedef struct CFixtures_r513_e {
  CFixtures_r513_d f0;
} CFixtures_r513_e;
typedef struct CFixtures_r513_f {
  CFixtures_r513_e f0;
} CFixtures_r513_f;
typedef struct CFixtures_r513_g {
  int64_t f0;
  CFixtures_r513_f f1;
  bool f2;
} CFixtures_r513_g;
typedef struct CFixtures_r513_h {
  uint64_t f0;
  double f1;
} CFixtures_r513_h;
typedef struct CFixtures_r513_i {
  CFixtures_r513_h f0;
} CFixtures_r513_i;
typedef struct CFixtures_r513_j {
  void *_Nullable f0[2];
} CFixtures_r513_j;
typedef struct CFixtures_r513_k {
  long double f0;
} CFixtures_r513_k;
typedef struct CFixtures_r513_l {
  CFixtures_r513_k f0;
} CFixtures_r513_l;
typedef struct CFixtures_r513_m {
  CFixtures_r513_j f0;
  CFixtures_r513_l f1;
  void *_Nullable f2;
} CFixtures_r513_m;
typedef struct CFixtures_r513_n {
  float f0;
  double f1[2];
} CFixtures_r513_n;
typedef struct CFixtures_r513_o {
  long double f0[2];
  CFixtures_r513_n f1;
  long double f2;
  long double f3;
} CFixtures_r513_o;
typedef struct CFixtures_r513_p {
  int32_t f0[3];
  void *_Nullable f1;
  float f2;
  float f3;
} CFixtures_r513_p;
typedef struct CFixtures_r514_a {
  long double f0[1];
} CFixtures_r514_a;
typedef struct CFixtures_r514_b {
  long double f0[1];
} CFixtures_r514_b;
typedef struct CFixtures_r514_c {
  CFixtures_r514_b f0;
} CFixtures_r514_c;
typedef struct CFixtures_r514_d {
  CFixtures_r514_c f0;
} CFixtures_r514_d;
typedef struct CFixtures_r514_e {
  long double f0[2];
  uint8_t f1;
} CFixtures_r514_e;
typedef struct CFixtures_r514_f {
  long double f0[1];
} CFixtures_r514_f;
typedef struct CFixtures_r515_a {
  long double f0[1];
} CFixtures_r515_a;
typedef struct CFixtures_r515_b {
  long double f0[1];
} CFixtures_r515_b;
typedef struct CFixtures_r515_c {
  CFixtures_r515_b f0;
} CFixtures_r515_c;
typedef struct CFixtures_r515_d {
  long double f0[1];
} CFixtures_r515_d;
typedef struct CFixtures_r516_a {
  int64_t f0;
  long double f1[1];
  void *_Nullable f2;
  long double f3;
} CFixtures_r516_a;
typedef struct CFixtures_r516_b {
  long double f0[1];
} CFixtures_r516_b;
typedef struct CFixtures_r517_a {
  double f0;
  float f1;
} CFixtures_r517_a;
typedef struct CFixtures_r517_b {
  long double f0;
  long double f1[1];
  CFixtures_r517_a f2;
} CFixtures_r517_b;
typedef struct CFixtures_r517_c {
  long double f0;
} CFixtures_r517_c;
typedef struct CFixtures_r517_d {
  uint8_t f0;
  long double f1;
  CFixtures_r517_c f2;
} CFixtures_r517_d;
typedef struct CFixtures_r517_e {
  long double f0[1];
} CFixtures_r517_e;
typedef struct CFixtures_r517_f {
  uint64_t f0;
  int16_t f1;
  long double f2[2];
  int8_t f3[3];
} CFixtures_r517_f;
typedef struct CFixtures_r517_g {
  long double f0;
} CFixtures_r517_g;
typedef struct CFixtures_r517_h {
  int64_t f0;
  CFixtures_r517_g f1;
} CFixtures_r517_h;
typedef struct CFixtures_r518_a {
  long double f0[1];
} CFixtures_r518_a;
typedef struct CFixtures_r518_b {
  float f0;
  int8_t f1;
  double f2;
} CFixtures_r518_b;
typedef struct CFixtures_r518_c {
  uint64_t f0[1];
  float f1;
} CFixtures_r518_c;
typedef struct CFixtures_r518_d {
  long double f0[1];
} CFixtures_r518_d;
typedef struct CFixtures_r519_a {
  float f0;
  float f1;
} CFixtures_r519_a;
typedef struct CFixtures_r519_b {
  long double f0[1];
} CFixtures_r519_b;
typedef struct CFixtures_r519_c {
  CFixtures_r519_b f0;
} CFixtures_r519_c;
typedef struct CFixtures_r519_d {
  CFixtures_r519_c f0;
} CFixtures_r519_d;
typedef struct CFixtures_r519_e {
  long double f0[1];
} CFixtures_r519_e;
typedef struct CFixtures_r519_f {
  CFixtures_r519_e f0;
} CFixtures_r519_f;
typedef struct CFixtures_r519_g {
  long double f0[1];
} CFixtures_r519_g;
typedef struct CFixtures_r519_h {
  CFixtures_r519_g f0;
  int8_t f1;
  long double f2[3];
  long double f3;
} CFixtures_r519_h;

#endif
