// The CShims harness: CShims' C, tested from C on the architecture it is built for (run.sh builds
// it natively and for aarch64, where it runs under qemu-aarch64). Shared by its files.

#ifndef CSHIMS_HARNESS_H
#define CSHIMS_HARNESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "CFixtures.h"
#include "CShims.h"

#pragma clang assume_nonnull begin

// MARK: - Types, from Objective-C type encodings

/// A C type parsed from its type encoding, laid out as C lays it out (LP64).
typedef struct HarnessType {
  /// c s i q C S I Q B f d D: the scalar of that code; '*' a C string; '^' any pointer ('^v',
  /// '^{…}', '^?'); '{' a struct; '[' an array (inside a struct).
  char code;
  size_t size;
  size_t alignment;
  /// A struct's field count or an array's element count.
  size_t count;
  /// A struct's `count` fields; an array's element; a pointer's pointee (NULL when it is not a
  /// struct, or for '^v').
  struct HarnessType *_Nullable children;
} HarnessType;

/// A signature: the return type (code 'v' for void) and the argument types.
typedef struct {
  HarnessType returnType;
  size_t argumentCount;
  HarnessType *_Nullable arguments;
} HarnessSignature;

/// Parses `encoding` (return type, then argument types, no offsets); false if it is malformed.
bool HarnessSignatureParse(const char *encoding, HarnessSignature *signature);
void HarnessSignatureFree(HarnessSignature *signature);

/// The flat description CShims_SignatureCreate takes, as DynamicProxyRuntime's SignatureStorage
/// writes it (an array inside a struct as its elements). Returns its length; `description` holds
/// `capacity` entries. 0 if it does not fit.
size_t HarnessDescribe(const HarnessSignature *signature, int32_t *description, size_t capacity);

/// The CShims signature of `encoding` (its types as HarnessDescribe describes them); aborts if the
/// encoding is malformed or CShims_SignatureCreate refuses it.
CShims_Signature *HarnessMakeSignature(const char *encoding);

/// A deterministic random source (splitmix64).
typedef struct {
  uint64_t state;
} HarnessRandom;
uint64_t HarnessRandomNext(HarnessRandom *random);

/// Writes a random valid value of `type` at `value`: bool 0 or 1, finite floating point, a C
/// string the fixtures can read (or NULL), any pointer bits (fixtures never dereference them).
void HarnessFill(const HarnessType *type, void *value, HarnessRandom *random);

/// Whether two values of `type` are equal bit for bit, field by field (padding excluded; an x87
/// long double by its 10 significant bytes). On a difference, `*where` (if not NULL) receives the
/// byte offset of the first field that differs.
bool HarnessEqual(const HarnessType *type, const void *a, const void *b,
                  size_t *_Nullable where);

/// A short description of a value of `type`, for failure messages.
void HarnessFormat(const HarnessType *type, const void *value, char *buffer, size_t size);

// MARK: - Cases

/// A C function the harness calls directly and through CShims, and compares.
typedef struct {
  const char *name;
  const char *encoding;
  const void *function;
  /// Calls `fn` as the function's C type with `*(T *)args[i]`, storing the result to `ret`: with
  /// a closure's code pointer, the call through it; with `function`, the direct call when `direct`
  /// is NULL.
  void (*call)(const void *fn, void *ret, void *_Nonnull const *_Nonnull args);
  /// Calls `function` by its name, if the case has such a call (the generated cases do).
  void (*_Nullable direct)(void *ret, void *_Nonnull const *_Nonnull args);
  /// Called after the arguments are filled with random values: sets the ones that must be real
  /// (function pointers the fixture calls). NULL when none must.
  void (*_Nullable prepare)(void *_Nonnull const *_Nonnull args);
  /// The C layouts of the arguments and the return value, to check CShims' (NULL: unknown).
  const CFixtures_RandomCaseLayout *_Nullable layout;
} HarnessCase;

/// The hand-written C matrix of CFixtures.h and CFixturesX87.h, as cases (matrix_cases.c).
extern const HarnessCase HarnessMatrixCases[];
extern const size_t HarnessMatrixCaseCount;

/// The AAPCS64 batch of random signatures (Generated/aapcs64_signatures.c).
extern const CFixtures_RandomCase CFixtures_aapcs64Cases[];
extern const size_t CFixtures_aapcs64CaseCount;
extern const CFixtures_RandomCaseLayout CFixtures_aapcs64CaseLayouts[];

// MARK: - Suites and checks

/// The suites (signatures.c, closure_memory.c, callbacks.c), run by main (harness.c).
void HarnessRunSignatures(void);
void HarnessRunMemory(void);
void HarnessRunCallbacks(void);

/// -v: print every case.
extern bool verbose;
/// The cases named on the command line (all when none is).
extern char *_Nonnull *_Nonnull onlyNames;
extern int onlyCount;
/// The checks made and the ones that failed, over all suites.
extern long checks, failures;

/// Counts a failure and prints it (the first 200 of them).
void fail(const char *format, ...) __attribute__((format(printf, 1, 2)));

/// Counts a check; reports it when it fails.
#define CHECK(condition, ...)                                                                   \
  do {                                                                                          \
    checks++;                                                                                   \
    if (!(condition)) fail(__VA_ARGS__);                                                        \
  } while (0)

#pragma clang assume_nonnull end

#endif
