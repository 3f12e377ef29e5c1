// GENERATED FILE, DO NOT EDIT.
// Regenerate with: python3 Tests/Scripts/generate_random_signatures.py (seeds 20261121, 20261124)
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

#endif
