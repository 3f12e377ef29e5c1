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
// The hand-written fixtures are declared in CFixturesScalars.h (scalars), CFixturesStructs.h
// (structs) and CFixturesMixed.h (many arguments, C strings and pointers, callback consumers,
// method functions); the generated random-signature fixtures in CFixturesRandom.h (written by
// Tests/Scripts/generate_random_signatures.py), the callback library in CFixturesLibrary.h, the
// long double structs and x87 helpers in CFixturesX87.h. This header is the module's umbrella
// header: it declares the checksum and heap functions and includes all of them at the end.

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

#pragma clang assume_nonnull end

#include "CFixturesScalars.h"  // IWYU pragma: export
#include "CFixturesStructs.h"  // IWYU pragma: export
#include "CFixturesMixed.h"  // IWYU pragma: export
#include "CFixturesRandom.h"  // IWYU pragma: export
#include "CFixturesLibrary.h"  // IWYU pragma: export
#include "CFixturesX87.h"  // IWYU pragma: export

#endif
