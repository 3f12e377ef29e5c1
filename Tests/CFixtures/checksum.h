// Private to the CFixtures target: the argument checksum shared by matrix.c and the generated
// Generated/random_signatures.c.
//
// A checksum folds values one at a time, in argument order, struct fields in declaration order
// (nested structs and array elements included, padding never). Each fold mixes in the value and
// its running position, so a swapped pair of arguments changes the result:
//
//   position += 1; h = (h ^ value) * FNV_PRIME; h = (h ^ position) * FNV_PRIME; h ^= h >> 32
//
// and a splitmix64 finalizer spreads the result over all 64 bits. Values fold as 64-bit words:
// signed integers sign-extended, unsigned ones zero-extended, bool as 0/1, float and double by
// bit pattern, long double by its significant bytes (10 of them for x87 extended precision, as
// two words), pointers by address, C strings by content (FNV-1a of the bytes; NULL as all ones).

#ifndef CFIXTURES_CHECKSUM_H
#define CFIXTURES_CHECKSUM_H

#include <float.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "CFixtures.h"

typedef struct {
  uint64_t h;
  uint64_t position;
} CFixturesHasher;

#define CFX_FNV_OFFSET UINT64_C(0xcbf29ce484222325)
#define CFX_FNV_PRIME UINT64_C(0x100000001b3)

static inline CFixturesHasher cfx_begin(void) {
  CFixturesHasher s = {CFX_FNV_OFFSET, 0};
  return s;
}

static inline void cfx_u64(CFixturesHasher *s, uint64_t value) {
  s->position += 1;
  uint64_t h = s->h;
  h = (h ^ value) * CFX_FNV_PRIME;
  h = (h ^ s->position) * CFX_FNV_PRIME;
  h ^= h >> 32;
  s->h = h;
}

/// splitmix64's finalizer.
static inline uint64_t cfx_avalanche(uint64_t z) {
  z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
  return z ^ (z >> 31);
}

static inline uint64_t cfx_finish(const CFixturesHasher *s) {
  return cfx_avalanche(s->h ^ (s->position * UINT64_C(0x9e3779b97f4a7c15)));
}

/// Derives the k-th independent word from a checksum (to fill struct fields).
static inline uint64_t cfx_remix(uint64_t h, uint64_t k) {
  return cfx_avalanche(h + (k + 1) * UINT64_C(0x9e3779b97f4a7c15));
}

/// Finishes the checksum and stores it as this thread's CFixtures_lastChecksum().
static inline uint64_t cfx_store(const CFixturesHasher *s) {
  uint64_t h = cfx_finish(s);
  CFixtures_storeChecksum(h);
  return h;
}

static inline uint64_t cfx_fnv1a(const char *string) {
  uint64_t h = CFX_FNV_OFFSET;
  for (const unsigned char *p = (const unsigned char *)string; *p != 0; ++p) {
    h = (h ^ *p) * CFX_FNV_PRIME;
  }
  return h;
}

static inline void cfx_i64(CFixturesHasher *s, int64_t value) { cfx_u64(s, (uint64_t)value); }

static inline void cfx_bool(CFixturesHasher *s, bool value) { cfx_u64(s, value ? 1u : 0u); }

static inline void cfx_f32(CFixturesHasher *s, float value) {
  uint32_t bits;
  memcpy(&bits, &value, sizeof bits);
  cfx_u64(s, bits);
}

static inline void cfx_f64(CFixturesHasher *s, double value) {
  uint64_t bits;
  memcpy(&bits, &value, sizeof bits);
  cfx_u64(s, bits);
}

static inline void cfx_f80(CFixturesHasher *s, long double value) {
#if LDBL_MANT_DIG == 64
  // x87 extended precision: 8 bytes of significand, 2 of sign and exponent, then padding.
  unsigned char bytes[sizeof(long double)];
  memcpy(bytes, &value, sizeof bytes);
  uint64_t significand;
  uint16_t signAndExponent;
  memcpy(&significand, bytes, sizeof significand);
  memcpy(&signAndExponent, bytes + 8, sizeof signAndExponent);
  cfx_u64(s, significand);
  cfx_u64(s, signAndExponent);
#elif LDBL_MANT_DIG == 53
  cfx_f64(s, (double)value);
#else
  uint64_t words[sizeof(long double) / 8];
  memcpy(words, &value, sizeof words);
  for (size_t i = 0; i < sizeof words / sizeof words[0]; ++i) cfx_u64(s, words[i]);
#endif
}

static inline void cfx_ptr(CFixturesHasher *s, const void *pointer) {
  cfx_u64(s, (uint64_t)(uintptr_t)pointer);
}

static inline void cfx_cstr(CFixturesHasher *s, const char *string) {
  cfx_u64(s, string == NULL ? UINT64_MAX : cfx_fnv1a(string));
}

// Values derived from a checksum (the generated fixtures' return values).

static inline double cfx_to_double(uint64_t h) { return (double)(h % 100003u) / 7.0; }
static inline float cfx_to_float(uint64_t h) { return (float)(h % 100003u) / 7.0f; }
static inline long double cfx_to_longdouble(uint64_t h) {
  return (long double)(h % 100003u) / 7.0L;
}
static inline bool cfx_to_bool(uint64_t h) { return (h & 1u) != 0; }
static inline void *cfx_to_pointer(uint64_t h) { return (void *)(uintptr_t)h; }
static inline const char *cfx_to_cstring(uint64_t h) {
  static const char *const strings[] = {
    "alpha", "beta", "", "grüß dich", "a slightly longer string, with punctuation!", NULL,
  };
  return strings[h % (sizeof strings / sizeof strings[0])];
}

#endif
