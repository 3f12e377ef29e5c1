// The CShims harness: CShims' C (signatures, closures, calls, the closure allocator, atomic slots)
// tested from C, with no Swift, on the architecture it is built for. run.sh builds it natively
// and for aarch64 (run under qemu-aarch64), so that AAPCS64 — homogeneous float aggregates in
// v0-v7, composites over 16 bytes by reference, the indirect result in x8, IEEE quad long double,
// arguments on the stack — is proven where no arm64 Swift toolchain is at hand.
//
// Suites (all run; the exit status is 1 if any check failed):
//
//   signatures  Every signature of the C matrix (CFixtures.h, CFixturesX87.h), the 520 random
//               signatures the Swift suites use (Generated/random_signatures.c) and the AAPCS64
//               batch (Generated/aapcs64_signatures.c), each called directly from C, then:
//               - through CShims_CallVia on every path the signature has (ffi_call; the
//                 register frame where CShims_SignatureHasRegisterCall; the automatic choice);
//               - from C through a closure (CShims_ClosureCreate) whose handler checks the
//                 arguments it sees and forwards them with CShims_CallVia, once per path.
//               Each time the argument checksum the fixture records, the return value (bit for
//               bit, field by field), the arguments afterwards (left as they were, also inside the
//               handler after its forward), a struct written through a pointer argument, and on
//               x86-64 the x87 register stack (empty) must be what the direct call gives.
//   memory      The closure allocator: W^X (the double mapping chosen, no writable+executable
//               mapping, every code pointer in the read+execute view of the memory file), slots
//               freed in random order and reused by closures of other signatures, closures made
//               and called from several threads, a forked child that frees and makes closures
//               while its parent's keep working, a call through a freed closure traps (under
//               emulation only one never called before it was freed: see runMemory).
//   callbacks   A C library reading a live callback table whose slots are closures forwarding to
//               C functions, switched with CShims_AtomicStorePointer while the library runs.
//
// Usage: harness [-v] [case...]   (-v prints every case; with names, only those signatures).
// DYNAMICPROXY_TRAMPOLINES=libffi runs it all on libffi's allocator (the memory suite then checks
// that fallback instead).

#define _GNU_SOURCE

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "CShims.h"
#include "harness.h"

#if defined(__aarch64__)
#define ARCHITECTURE "aarch64"
#elif defined(__x86_64__)
#define ARCHITECTURE "x86_64"
#else
#define ARCHITECTURE "unknown"
#endif

// The Swift runtime's try-retain, which CShims_TryRetain calls: a C program has no Swift runtime.
// Never called here (CShims_TryRetain needs a Swift object); defined so that atomic.c links.
void *swift_tryRetain(void *object);
void *swift_tryRetain(void *object) {
  (void)object;
  abort();
}

static bool verbose;
/// The cases named on the command line (all when none is).
static char **onlyNames;
static int onlyCount;
static long checks, failures;
/// Signatures that have a register-frame call (x86-64 System V only).
static long registerFrameSignatures;

static void fail(const char *format, ...) __attribute__((format(printf, 1, 2)));
static void fail(const char *format, ...) {
  failures++;
  if (failures > 200) return;
  va_list arguments;
  va_start(arguments, format);
  fputs("FAIL ", stdout);
  vprintf(format, arguments);
  fputc('\n', stdout);
  va_end(arguments);
}

/// Counts a check; reports it when it fails.
#define CHECK(condition, ...)                                                                   \
  do {                                                                                          \
    checks++;                                                                                   \
    if (!(condition)) fail(__VA_ARGS__);                                                        \
  } while (0)

static void *alignedAllocation(size_t size) {
  size = (size + 15) / 16 * 16;
  void *memory = aligned_alloc(16, size ? size : 16);
  if (memory == NULL) {
    perror("aligned_alloc");
    exit(2);
  }
  memset(memory, 0, size ? size : 16);
  return memory;
}

static const char *pathName(int32_t path) {
  switch (path) {
    case CShims_CallPathLibffi: return "ffi_call";
    case CShims_CallPathRegisters: return "register frame";
    default: return "automatic";
  }
}

// MARK: - Signatures

/// What one call path must reproduce: the direct call's results.
typedef struct {
  const HarnessCase *fixture;
  const HarnessSignature *signature;
  CShims_Signature *cSignature;
  void **arguments;          // one buffer per argument, as filled
  void **snapshot;           // copies of the arguments, never passed
  void **pointees;           // per argument: the struct a pointer argument points to, or NULL
  void **initialPointees;    // their values before any call
  void **directPointees;     // their values after the direct call
  void *directReturn;
  uint64_t directChecksum;
  size_t returnBufferSize;
} CaseState;

static void resetPointees(const CaseState *state) {
  for (size_t i = 0; i < state->signature->argumentCount; i++) {
    if (state->pointees[i] == NULL) continue;
    const HarnessType *pointee = state->signature->arguments[i].children;
    memcpy(state->pointees[i], state->initialPointees[i], pointee->size);
  }
}

/// Compares what a call left with what the direct call left.
static void checkOutcome(const CaseState *state, const char *via, const void *returned,
                         void *const *arguments) {
  const HarnessCase *fixture = state->fixture;
  const HarnessSignature *signature = state->signature;
  uint64_t checksum = CFixtures_lastChecksum();
  CHECK(checksum == state->directChecksum,
        "%s (%s) via %s: argument checksum %016llx, direct %016llx", fixture->name,
        fixture->encoding, via, (unsigned long long)checksum,
        (unsigned long long)state->directChecksum);
  size_t where = 0;
  if (signature->returnType.code != 'v') {
    bool equal = HarnessEqual(&signature->returnType, returned, state->directReturn, &where);
    char got[256], want[256];
    if (!equal) {
      HarnessFormat(&signature->returnType, returned, got, sizeof got);
      HarnessFormat(&signature->returnType, state->directReturn, want, sizeof want);
    }
    CHECK(equal, "%s (%s) via %s: return value differs at byte %zu: %s, direct %s", fixture->name,
          fixture->encoding, via, where, got, want);
  }
  for (size_t i = 0; i < signature->argumentCount; i++) {
    CHECK(arguments[i] == state->arguments[i], "%s via %s: argument pointer %zu was replaced",
          fixture->name, via, i);
    CHECK(HarnessEqual(&signature->arguments[i], state->arguments[i], state->snapshot[i], &where),
          "%s (%s) via %s: argument %zu changed (byte %zu)", fixture->name, fixture->encoding, via,
          i, where);
    if (state->pointees[i] != NULL) {
      const HarnessType *pointee = signature->arguments[i].children;
      CHECK(HarnessEqual(pointee, state->pointees[i], state->directPointees[i], &where),
            "%s (%s) via %s: the struct argument %zu points to differs (byte %zu)", fixture->name,
            fixture->encoding, via, i, where);
    }
  }
  uint16_t tagWord = CFixtures_x87TagWord();
  CHECK(tagWord == 0xFFFF, "%s via %s: x87 tag word %04x, the x87 stack is not empty",
        fixture->name, via, tagWord);
}

/// A closure's view of the case: its handler checks the arguments and forwards.
typedef struct {
  const CaseState *state;
  int32_t forwardPath;
  int calls;
  long argumentMismatches;
  long argumentsChangedByForward;
  char firstMismatch[256];
} ClosureContext;

/// Counts the arguments that differ from the ones passed; describes the first.
static long countMismatches(ClosureContext *closure, void **arguments, const char *when) {
  const CaseState *state = closure->state;
  long mismatches = 0;
  for (size_t i = 0; i < state->signature->argumentCount; i++) {
    const HarnessType *type = &state->signature->arguments[i];
    if (HarnessEqual(type, arguments[i], state->snapshot[i], NULL)) continue;
    if (mismatches++ == 0 && closure->firstMismatch[0] == '\0') {
      char got[96], want[96];
      HarnessFormat(type, arguments[i], got, sizeof got);
      HarnessFormat(type, state->snapshot[i], want, sizeof want);
      snprintf(closure->firstMismatch, sizeof closure->firstMismatch,
               "%s, argument %zu is %s, passed %s", when, i, got, want);
    }
  }
  return mismatches;
}

static void closureHandler(void *returnValue, void **arguments, void *context) {
  ClosureContext *closure = context;
  const CaseState *state = closure->state;
  closure->calls++;
  closure->argumentMismatches += countMismatches(closure, arguments, "in the handler");
  // A proxy forwards the arguments it was given, then hands them to its observers.
  CShims_CallVia(state->cSignature, state->fixture->function, returnValue, arguments,
                 closure->forwardPath);
  closure->argumentsChangedByForward += countMismatches(closure, arguments, "after the forward");
}

static void runCase(const HarnessCase *fixture, uint64_t seed, long *signatures) {
  if (onlyCount > 0) {
    bool named = false;
    for (int i = 0; i < onlyCount; i++) named |= strcmp(onlyNames[i], fixture->name) == 0;
    if (!named) return;
  }
  HarnessSignature signature;
  if (!HarnessSignatureParse(fixture->encoding, &signature)) {
    fail("%s: the harness can not parse %s", fixture->name, fixture->encoding);
    HarnessSignatureFree(&signature);
    return;
  }
  static int32_t description[1 << 16];
  size_t capacity = sizeof description / sizeof description[0];
  size_t length = HarnessDescribe(&signature, description, capacity);
  uint32_t count32 = (uint32_t)signature.argumentCount;
  int32_t error = 0;
  CShims_Signature *cSignature =
      length ? CShims_SignatureCreate(description, length, count32, &error) : NULL;
  if (cSignature == NULL) {
    fail("%s (%s): CShims_SignatureCreate failed (%d)", fixture->name, fixture->encoding,
         (int)error);
    HarnessSignatureFree(&signature);
    return;
  }
  (*signatures)++;
  size_t count = signature.argumentCount;

  // Layouts: the harness's, CShims' (libffi's) and, for generated cases, the C compiler's.
  if (signature.returnType.code != 'v') {
    CHECK(CShims_SignatureTypeSize(cSignature, -1) == signature.returnType.size &&
              CShims_SignatureTypeAlignment(cSignature, -1) == signature.returnType.alignment,
          "%s: return layout %zu/%zu, CShims %zu/%zu", fixture->name, signature.returnType.size,
          signature.returnType.alignment, CShims_SignatureTypeSize(cSignature, -1),
          CShims_SignatureTypeAlignment(cSignature, -1));
  }
  for (size_t i = 0; i < count; i++) {
    size_t size = CShims_SignatureTypeSize(cSignature, (int32_t)i);
    size_t alignment = CShims_SignatureTypeAlignment(cSignature, (int32_t)i);
    CHECK(size == signature.arguments[i].size && alignment == signature.arguments[i].alignment,
          "%s: argument %zu layout %zu/%zu, CShims %zu/%zu", fixture->name, i,
          signature.arguments[i].size, signature.arguments[i].alignment, size, alignment);
  }
  if (fixture->layout != NULL) {
    const CFixtures_RandomCaseLayout *layout = fixture->layout;
    CHECK(layout->argumentCount == count, "%s: %zu arguments, C says %zu", fixture->name, count,
          layout->argumentCount);
    if (signature.returnType.code != 'v') {
      CHECK(layout->returnLayout.size == signature.returnType.size &&
                layout->returnLayout.alignment == signature.returnType.alignment,
            "%s: return layout differs from C's", fixture->name);
    }
    for (size_t i = 0; i < count && i < layout->argumentCount; i++) {
      CHECK(layout->argumentLayouts[i].size == signature.arguments[i].size &&
                layout->argumentLayouts[i].alignment == signature.arguments[i].alignment,
            "%s: argument %zu layout differs from C's", fixture->name, i);
    }
  }

  // Arguments: random values, a real struct behind each pointer-to-struct argument.
  CaseState state = {.fixture = fixture, .signature = &signature, .cSignature = cSignature};
  void *buffers[6 * 1024 / sizeof(void *)];
  if (6 * count > sizeof buffers / sizeof buffers[0]) {
    fail("%s: too many arguments for the harness", fixture->name);
    CShims_SignatureDestroy(cSignature);
    HarnessSignatureFree(&signature);
    return;
  }
  state.arguments = buffers;
  state.snapshot = buffers + count;
  state.pointees = buffers + 2 * count;
  state.initialPointees = buffers + 3 * count;
  state.directPointees = buffers + 4 * count;
  HarnessRandom random = {seed};
  for (size_t i = 0; i < count; i++) {
    const HarnessType *type = &signature.arguments[i];
    state.arguments[i] = alignedAllocation(type->size > 16 ? type->size : 16);
    state.snapshot[i] = alignedAllocation(type->size > 16 ? type->size : 16);
    state.pointees[i] = state.initialPointees[i] = state.directPointees[i] = NULL;
    HarnessFill(type, state.arguments[i], &random);
    if (type->code == '^' && type->children != NULL) {
      const HarnessType *pointee = type->children;
      state.pointees[i] = alignedAllocation(pointee->size);
      state.initialPointees[i] = alignedAllocation(pointee->size);
      state.directPointees[i] = alignedAllocation(pointee->size);
      HarnessFill(pointee, state.initialPointees[i], &random);
      memcpy(state.arguments[i], &state.pointees[i], sizeof(void *));
    }
  }
  if (fixture->prepare != NULL) fixture->prepare(state.arguments);
  for (size_t i = 0; i < count; i++) {
    memcpy(state.snapshot[i], state.arguments[i], signature.arguments[i].size);
  }
  void **arguments = alignedAllocation((count ? count : 1) * sizeof(void *));
  memcpy(arguments, state.arguments, count * sizeof(void *));

  size_t returnSize = signature.returnType.size;
  state.returnBufferSize = (returnSize > 32 ? returnSize : 32) + 16;
  state.directReturn = alignedAllocation(state.returnBufferSize);
  void *returned = alignedAllocation(state.returnBufferSize);

  // 1. The direct call.
  resetPointees(&state);
  CFixtures_storeChecksum(0);
  if (fixture->direct != NULL) {
    fixture->direct(state.directReturn, arguments);
  } else {
    fixture->call(fixture->function, state.directReturn, arguments);
  }
  state.directChecksum = CFixtures_lastChecksum();
  CHECK(CFixtures_x87TagWord() == 0xFFFF, "%s: x87 stack not empty after the direct call",
        fixture->name);
  for (size_t i = 0; i < count; i++) {
    if (state.pointees[i] != NULL) {
      memcpy(state.directPointees[i], state.pointees[i], signature.arguments[i].children->size);
    }
  }
  if (verbose) {
    printf("  %s %s%s\n", fixture->name, fixture->encoding,
           CShims_SignatureHasRegisterCall(cSignature) ? " (register frame)" : "");
  }

  // 2. CShims_CallVia on every path.
  int32_t paths[3] = {CShims_CallPathLibffi, CShims_CallPathRegisters, CShims_CallPathAutomatic};
  bool hasRegisterCall = CShims_SignatureHasRegisterCall(cSignature) != 0;
  registerFrameSignatures += hasRegisterCall;
#if !defined(__x86_64__)
  // Elsewhere every call takes ffi_call, by decision (register_call.c).
  CHECK(!hasRegisterCall, "%s: a register-frame call off x86-64", fixture->name);
#endif
  for (int k = 0; k < 3; k++) {
    if (paths[k] == CShims_CallPathRegisters && !hasRegisterCall) continue;
    char via[64];
    snprintf(via, sizeof via, "CShims_CallVia(%s)", pathName(paths[k]));
    resetPointees(&state);
    memset(returned, 0xA5, state.returnBufferSize);
    CFixtures_storeChecksum(0);
    CShims_CallVia(cSignature, fixture->function, returned, arguments, paths[k]);
    checkOutcome(&state, via, returned, arguments);
  }

  // 3. From C through a closure that forwards, once per forward path and closure entry: the
  //    register-frame entry (register_entry.c) where the signature has one, and libffi's.
  int registerCalls = CShims_RegisterCallsEnabled();
  for (int k = 0; k < 4; k++) {
    int forward = k % 2, registerEntry = k < 2;
    if (paths[forward] == CShims_CallPathRegisters && !hasRegisterCall) continue;
    if (registerEntry && !hasRegisterCall) continue;
    char via[128];
    snprintf(via, sizeof via, "a closure entered through %s forwarding with %s",
             registerEntry ? "the register frame" : "libffi", pathName(paths[forward]));
    ClosureContext context = {.state = &state, .forwardPath = paths[forward]};
    const void *code = NULL;
    CShims_SetRegisterCallsEnabled(registerEntry);
    CShims_Closure *closure = CShims_ClosureCreate(cSignature, closureHandler, &context, &code);
    CShims_SetRegisterCallsEnabled(registerCalls);
    if (closure == NULL) {
      fail("%s: CShims_ClosureCreate failed", fixture->name);
      continue;
    }
    CHECK(CShims_ClosureHasRegisterEntry(closure) == registerEntry,
          "%s: the closure's entry is not the one asked for (%s)", fixture->name, via);
    resetPointees(&state);
    memset(returned, 0xA5, state.returnBufferSize);
    CFixtures_storeChecksum(0);
    fixture->call(code, returned, arguments);
    CHECK(context.calls == 1, "%s via %s: the handler ran %d times", fixture->name, via,
          context.calls);
    CHECK(context.argumentMismatches == 0,
          "%s (%s) via %s: the handler saw %ld arguments differ (%s)", fixture->name,
          fixture->encoding, via, context.argumentMismatches, context.firstMismatch);
    CHECK(context.argumentsChangedByForward == 0,
          "%s (%s) via %s: %ld arguments differ after the forward (%s)", fixture->name,
          fixture->encoding, via, context.argumentsChangedByForward, context.firstMismatch);
    checkOutcome(&state, via, returned, arguments);
    CShims_ClosureDestroy(closure);
  }

  for (size_t i = 0; i < count; i++) {
    free(state.arguments[i]);
    free(state.snapshot[i]);
    free(state.pointees[i]);
    free(state.initialPointees[i]);
    free(state.directPointees[i]);
  }
  free(arguments);
  free(state.directReturn);
  free(returned);
  CShims_SignatureDestroy(cSignature);
  HarnessSignatureFree(&signature);
}

// A callee that writes its by-value struct parameters, as C allows: on AAPCS64 a composite over
// 16 bytes arrives by reference to a copy the caller made, and a call path that passes its own
// argument memory instead would see it overwritten.
typedef struct {
  int64_t a, b, c;
} Scribble24;
typedef struct {
  double d;
  int32_t i[6];
  int64_t q;
} Scribble40;
typedef struct {
  float f[16];
} Scribble64;

static __attribute__((noinline)) int64_t scribble(Scribble24 x, int32_t k, Scribble40 y,
                                                  Scribble64 z) {
  int64_t sum = x.a + x.b + x.c + k + (int64_t)y.d + y.i[0] + y.i[5] + y.q + (int64_t)z.f[15];
  memset(&x, 0x5a, sizeof x);
  memset(&y, 0x5b, sizeof y);
  memset(&z, 0x5c, sizeof z);
  __asm__ volatile("" : : "r"(&x), "r"(&y), "r"(&z) : "memory");
  CFixtures_storeChecksum((uint64_t)sum);
  return sum;
}

static void callScribble(const void *fn, void *ret, void *const *args) {
  int64_t (*f)(Scribble24, int32_t, Scribble40, Scribble64) =
      (int64_t (*)(Scribble24, int32_t, Scribble40, Scribble64))(uintptr_t)fn;
  *(int64_t *)ret = f(*(Scribble24 *)args[0], *(int32_t *)args[1], *(Scribble40 *)args[2],
                      *(Scribble64 *)args[3]);
}

// Structs AAPCS64 passes by reference with 16-byte alignment (a long double inside), after x0-x7
// are taken: the pointers go on the stack, in 8-byte slots. ffi_call of libffi 3.4.4 aligns such a
// slot to 16 (CShims works around it, see internal.h).
typedef struct {
  long double x;
  int64_t y;
} Aligned32;

static __attribute__((noinline)) int64_t afterEight(int64_t a0, int64_t a1, int64_t a2, int64_t a3,
                                                    int64_t a4, int64_t a5, int64_t a6, int64_t a7,
                                                    int64_t a8, Aligned32 s, int64_t a9,
                                                    Aligned32 t) {
  int64_t sum = a0 + 2 * a1 + 3 * a2 + 4 * a3 + 5 * a4 + 6 * a5 + 7 * a6 + 8 * a7 + 9 * a8 +
                10 * (int64_t)s.x + 11 * s.y + 12 * a9 + 13 * (int64_t)t.x + 14 * t.y;
  CFixtures_storeChecksum((uint64_t)sum);
  return sum;
}

static void callAfterEight(const void *fn, void *ret, void *const *args) {
  int64_t (*f)(int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t,
               Aligned32, int64_t, Aligned32) =
      (int64_t (*)(int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t,
                   int64_t, Aligned32, int64_t, Aligned32))(uintptr_t)fn;
#define I(k) (*(const int64_t *)args[k])
  *(int64_t *)ret = f(I(0), I(1), I(2), I(3), I(4), I(5), I(6), I(7), I(8), *(Aligned32 *)args[9],
                      I(10), *(Aligned32 *)args[11]);
#undef I
}

static const HarnessCase harnessCases[] = {
    {"scribble", "q{Scribble24=qqq}i{Scribble40=d[6i]q}{Scribble64=[16f]}",
     (const void *)scribble, callScribble, NULL, NULL, NULL},
    {"afterEight", "qqqqqqqqqq{Aligned32=Dq}q{Aligned32=Dq}", (const void *)afterEight,
     callAfterEight, NULL, NULL, NULL},
};

static void runSignatures(void) {
  long before = failures, signatures = 0;
  for (size_t i = 0; i < HarnessMatrixCaseCount; i++) {
    runCase(&HarnessMatrixCases[i], 0x3A7121 + i, &signatures);
  }
  long matrix = signatures;
  for (size_t i = 0; i < sizeof harnessCases / sizeof harnessCases[0]; i++) {
    runCase(&harnessCases[i], 0x5C21BB1E + i, &signatures);
  }
  long own = signatures - matrix;
  for (size_t i = 0; i < CFixtures_randomCaseCount; i++) {
    const CFixtures_RandomCase *random = CFixtures_randomCase(i);
    HarnessCase fixture = {random->name,   random->encoding, random->function,
                           random->callThrough, random->callDirect, NULL,
                           CFixtures_randomCaseLayout(i)};
    runCase(&fixture, 0x5EED0000 + i, &signatures);
  }
  long randoms = signatures - matrix - own;
  for (size_t i = 0; i < CFixtures_aapcs64CaseCount; i++) {
    const CFixtures_RandomCase *random = &CFixtures_aapcs64Cases[i];
    HarnessCase fixture = {random->name,   random->encoding, random->function,
                           random->callThrough, random->callDirect, NULL,
                           &CFixtures_aapcs64CaseLayouts[i]};
    runCase(&fixture, 0xA64C0000 + i, &signatures);
  }
  long aapcs64 = signatures - matrix - own - randoms;
  printf("signatures: %ld (C matrix %ld, harness %ld, random %ld, AAPCS64 batch %ld), %ld with a "
         "register-frame call: %s\n",
         signatures, matrix, own, randoms, aapcs64, registerFrameSignatures,
         failures == before ? "ok" : "FAILED");
}

// MARK: - Closure memory

static void incrementHandler(void *returnValue, void **arguments, void *context) {
  int32_t x = *(const int32_t *)arguments[0];
  *(int64_t *)returnValue = (int64_t)x + (int32_t)(intptr_t)context;  // a whole ffi_arg
}

static void scaleHandler(void *returnValue, void **arguments, void *context) {
  double x = *(const double *)arguments[0];
  *(double *)returnValue = x * (double)(intptr_t)context;
}

/// {float, float, float, float} (float a, float b): an HFA returned in s0-s3 on arm64.
typedef struct {
  float v[4];
} Float4;

static void spreadHandler(void *returnValue, void **arguments, void *context) {
  float a = *(const float *)arguments[0], b = *(const float *)arguments[1];
  float k = (float)(intptr_t)context;
  Float4 result = {{a, b, a * k, b + k}};
  memcpy(returnValue, &result, sizeof result);
}

static CShims_Signature *makeSignature(const char *encoding) {
  HarnessSignature signature;
  int32_t description[64];
  if (!HarnessSignatureParse(encoding, &signature)) abort();
  size_t length = HarnessDescribe(&signature, description, 64);
  int32_t error = 0;
  CShims_Signature *result =
      CShims_SignatureCreate(description, length, (uint32_t)signature.argumentCount, &error);
  HarnessSignatureFree(&signature);
  if (result == NULL) abort();
  return result;
}

/// Three kinds of closure: integer arguments (libffi's ffi_closure_SYSV on arm64), vector
/// register arguments (ffi_closure_SYSV_V) and an HFA return.
typedef struct {
  CShims_Signature *increment, *scale, *spread;
} Signatures;

typedef struct {
  CShims_Closure *closure;
  const void *code;
  int kind;
  intptr_t k;
} Made;

static void makeClosure(const Signatures *signatures, Made *made, int kind, intptr_t k) {
  static const CShims_ClosureHandler handlers[3] = {incrementHandler, scaleHandler, spreadHandler};
  const CShims_Signature *signature =
      kind == 0 ? signatures->increment : kind == 1 ? signatures->scale : signatures->spread;
  made->closure = CShims_ClosureCreate(signature, handlers[kind], (void *)k, &made->code);
  made->kind = kind;
  made->k = k;
  if (made->closure == NULL) {
    fprintf(stderr, "CShims_ClosureCreate failed\n");
    exit(2);
  }
}

/// Calls a closure as C does and checks what it returns.
static bool callClosure(const Made *made, int32_t x) {
  switch (made->kind) {
    case 0: {
      int32_t (*f)(int32_t) = (int32_t (*)(int32_t))(uintptr_t)made->code;
      return f(x) == x + (int32_t)made->k;
    }
    case 1: {
      double (*f)(double) = (double (*)(double))(uintptr_t)made->code;
      return f(x * 0.5) == x * 0.5 * (double)made->k;
    }
    default: {
      Float4 (*f)(float, float) = (Float4 (*)(float, float))(uintptr_t)made->code;
      float a = (float)x, b = (float)x * 0.25f, k = (float)made->k;
      Float4 r = f(a, b);
      return r.v[0] == a && r.v[1] == b && r.v[2] == a * k && r.v[3] == b + k;
    }
  }
}

/// The mappings of /proc/self/maps: whether one is writable and executable, and which the memory
/// file's views are.
typedef struct {
  int writableExecutable;
  int fileViews;
  uintptr_t executableStart[4096], executableEnd[4096];
  size_t executableCount;
} Maps;

static void readMaps(Maps *maps) {
  memset(maps, 0, sizeof *maps);
  FILE *file = fopen("/proc/self/maps", "r");
  if (file == NULL) return;
  char line[512];
  while (fgets(line, sizeof line, file)) {
    unsigned long start = 0, end = 0;
    char permissions[8] = "";
    if (sscanf(line, "%lx-%lx %7s", &start, &end, permissions) != 3) continue;
    int writable = permissions[1] == 'w', executable = permissions[2] == 'x';
    if (writable && executable) maps->writableExecutable++;
    if (strstr(line, "dynamicproxy-trampolines") != NULL) {
      maps->fileViews++;
      if (executable && !writable && maps->executableCount < 4096) {
        maps->executableStart[maps->executableCount] = start;
        maps->executableEnd[maps->executableCount++] = end;
      }
    }
  }
  fclose(file);
}

static bool inExecutableView(const Maps *maps, const void *code) {
  uintptr_t address = (uintptr_t)code;
  for (size_t i = 0; i < maps->executableCount; i++) {
    if (address >= maps->executableStart[i] && address < maps->executableEnd[i]) return true;
  }
  return false;
}

typedef struct {
  const Signatures *signatures;
  int thread;
  long wrong;
} ThreadWork;

static void *churn(void *argument) {
  ThreadWork *work = argument;
  for (int i = 0; i < 400; i++) {
    Made made;
    makeClosure(work->signatures, &made, (i + work->thread) % 3, work->thread * 1000 + i);
    for (int call = 0; call < 3; call++) work->wrong += !callClosure(&made, i - call);
    CShims_ClosureDestroy(made.closure);
  }
  return NULL;
}

/// Runs `body` in a forked child; returns its wait status.
static int inChild(int (*body)(void *), void *argument) {
  fflush(stdout);
  pid_t child = fork();
  if (child < 0) {
    perror("fork");
    exit(2);
  }
  if (child == 0) _exit(body(argument));
  int status = 0;
  while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
  }
  return status;
}

typedef struct {
  const Signatures *signatures;
  Made *inherited;
} ForkWork;

/// In a forked child: free the parent's closure, make others (reusing its slot), call them.
static int childMakesAndFrees(void *argument) {
  ForkWork *work = argument;
  CShims_ClosureDestroy(work->inherited->closure);
  int wrong = 0;
  for (int i = 0; i < 64; i++) {
    Made made;
    makeClosure(work->signatures, &made, (i + 1) % 3, 7000 + i);
    wrong += !callClosure(&made, i);
    if (i % 2) CShims_ClosureDestroy(made.closure);
  }
  return wrong ? 1 : 0;
}

/// In a forked child: call a closure after it was freed (must not return).
static int childCallsFreed(void *argument) {
  Made *made = argument;
  // The trap is expected: no core file, and no word from an emulator about it.
  struct rlimit noCore = {0, 0};
  setrlimit(RLIMIT_CORE, &noCore);
  int null = open("/dev/null", O_WRONLY);
  if (null >= 0) dup2(null, STDERR_FILENO);
  bool calledBefore = made->k != 0;
  if (calledBefore) (void)callClosure(made, 1);
  CShims_ClosureDestroy(made->closure);
  (void)callClosure(made, 2);
  return 3;
}

static void runMemory(void) {
  long before = failures;
  const char *forced = getenv("DYNAMICPROXY_TRAMPOLINES");
  bool fallbackForced = forced != NULL && strcmp(forced, "libffi") == 0;
  int32_t kind = CShims_ClosureAllocatorKind();
  const char *reason = CShims_ClosureAllocatorFallbackReason();
  bool doubleMapping = kind == CShims_ClosureAllocatorDoubleMapping;
  if (fallbackForced) {
    CHECK(!doubleMapping && reason != NULL &&
              strcmp(reason, "forced by DYNAMICPROXY_TRAMPOLINES=libffi") == 0,
          "memory: DYNAMICPROXY_TRAMPOLINES=libffi did not force the fallback (%s)",
          reason ? reason : "no reason");
  } else {
    CHECK(doubleMapping, "memory: closures come from libffi's allocator: %s",
          reason ? reason : "no reason");
  }

  Signatures signatures = {makeSignature("ii"), makeSignature("dd"),
                           makeSignature("{Float4=[4f]}ff")};
  enum { Live = 3000 };
  static Made made[Live];
  HarnessRandom random = {0xC105E};
  for (int i = 0; i < Live; i++) makeClosure(&signatures, &made[i], i % 3, i % 97 + 1);
  long wrong = 0;
  for (int i = 0; i < Live; i++) wrong += !callClosure(&made[i], i);
  CHECK(wrong == 0, "memory: %ld of %d fresh closures returned a wrong value", wrong, Live);

  // Free half in random order, then make closures of the next kind: reused slots now hold a
  // closure of another signature (on arm64, another libffi entry behind the same code).
  int order[Live];
  for (int i = 0; i < Live; i++) order[i] = i;
  for (int i = Live - 1; i > 0; i--) {
    int j = (int)(HarnessRandomNext(&random) % (uint64_t)(i + 1));
    int t = order[i];
    order[i] = order[j];
    order[j] = t;
  }
  for (int i = 0; i < Live / 2; i++) CShims_ClosureDestroy(made[order[i]].closure);
  for (int i = 0; i < Live / 2; i++) {
    Made *slot = &made[order[i]];
    makeClosure(&signatures, slot, (slot->kind + 1) % 3, (intptr_t)(i % 89) + 2);
  }
  wrong = 0;
  for (int i = 0; i < Live; i++) wrong += !callClosure(&made[i], Live - i);
  CHECK(wrong == 0, "memory: %ld of %d closures returned a wrong value after slot reuse", wrong,
        Live);

  static Maps maps;
  readMaps(&maps);
  if (doubleMapping) {
    CHECK(maps.writableExecutable == 0, "memory: %d mappings are writable and executable",
          maps.writableExecutable);
    long outside = 0;
    for (int i = 0; i < Live; i++) outside += !inExecutableView(&maps, made[i].code);
    CHECK(outside == 0, "memory: %ld code pointers outside the memory file's r-x view", outside);
    CHECK(maps.fileViews >= 2, "memory: %d views of the memory file in /proc/self/maps",
          maps.fileViews);
  }

  // Threads making, calling and freeing closures while the live ones are called here.
  pthread_t threads[4];
  ThreadWork work[4];
  for (int t = 0; t < 4; t++) {
    work[t] = (ThreadWork){&signatures, t + 1, 0};
    pthread_create(&threads[t], NULL, churn, &work[t]);
  }
  wrong = 0;
  for (int round = 0; round < 3; round++) {
    for (int i = 0; i < Live; i++) wrong += !callClosure(&made[i], i + round);
  }
  for (int t = 0; t < 4; t++) {
    pthread_join(threads[t], NULL);
    wrong += work[t].wrong;
  }
  CHECK(wrong == 0, "memory: %ld wrong results with 4 threads making and freeing closures", wrong);

  // fork: the child frees one of the parent's closures and makes others in its slot.
  ForkWork forkWork = {&signatures, &made[1]};
  int status = inChild(childMakesAndFrees, &forkWork);
  CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0,
        "memory: the forked child's closures failed (status %#x)", (unsigned)status);
  wrong = 0;
  for (int i = 0; i < Live; i++) wrong += !callClosure(&made[i], i);
  CHECK(wrong == 0, "memory: %ld of the parent's closures broke after its child freed one", wrong);

  // A call through a freed closure traps (the slot is filled with trap instructions), whether or
  // not it was called before it was freed. (libffi's allocator makes no such promise.) Under
  // qemu-user only when it was not: qemu keeps the code it translated from the executable view
  // and does not see a write through the other view (it models no instruction cache, and takes
  // the cache maintenance that makes real hardware see the traps for a no-op), so the old
  // trampoline runs, into freed data.
  const char *emulated = getenv("CSHIMS_HARNESS_EMULATED");
  int variants = emulated != NULL && strcmp(emulated, "1") == 0 ? 1 : 2;
  if (variants == 1) {
    printf("memory: a call through a closure freed after it ran: not checked under emulation\n");
  }
  if (doubleMapping) {
    for (int calledBefore = 0; calledBefore < variants; calledBefore++) {
      Made stale;
      makeClosure(&signatures, &stale, 0, calledBefore);
      status = inChild(childCallsFreed, &stale);
      CHECK(WIFSIGNALED(status) && WTERMSIG(status) == SIGTRAP,
            "memory: a call through a freed closure (%s) did not trap (status %#x)",
            calledBefore ? "called before" : "never called", (unsigned)status);
      CShims_ClosureDestroy(stale.closure);
    }
  }

  for (int i = 0; i < Live; i++) CShims_ClosureDestroy(made[i].closure);
  CHECK(CShims_LiveClosureCount() == 0, "memory: %lld closures still live",
        (long long)CShims_LiveClosureCount());
  CShims_SignatureDestroy(signatures.increment);
  CShims_SignatureDestroy(signatures.scale);
  CShims_SignatureDestroy(signatures.spread);
  printf("memory: %s (%s): %s\n", doubleMapping ? "double mapping" : "libffi's allocator",
         doubleMapping ? "W^X" : reason, failures == before ? "ok" : "FAILED");
}

// MARK: - Callbacks

/// A slot's closure: forwards to a C function, as a proxy forwards to its forward delegate.
typedef struct {
  CShims_Signature *signature;
  const void *forward;
  long calls;
} Forwarder;

static void forwardingHandler(void *returnValue, void **arguments, void *context) {
  Forwarder *forwarder = context;
  __atomic_add_fetch(&forwarder->calls, 1, __ATOMIC_RELAXED);
  CShims_Call(forwarder->signature, forwarder->forward, returnValue, arguments);
}

typedef struct {
  CFixtures_Callbacks *table;
  const void *values[2];
  int stop;
  long switches;
} Switcher;

static void *switchSlots(void *argument) {
  Switcher *switcher = argument;
  while (!__atomic_load_n(&switcher->stop, __ATOMIC_ACQUIRE)) {
    long switches = __atomic_add_fetch(&switcher->switches, 1, __ATOMIC_RELAXED);
    const void *next = switcher->values[switches % 2];
    CShims_AtomicStorePointer((void **)&switcher->table->onValue, next);
  }
  return NULL;
}

static void runCallbacks(void) {
  long before = failures;
  CShims_Signature *onValue = makeSignature("i^vi");
  CShims_Signature *onDone = makeSignature("v^v*");
  CShims_Signature *scale = makeSignature("d^vd");
  Forwarder forwarders[4] = {
      {onValue, (const void *)CFixtures_counterOnValue, 0},
      {onDone, (const void *)CFixtures_counterOnDone, 0},
      {scale, (const void *)CFixtures_counterScale, 0},
      {onValue, (const void *)CFixtures_otherCounterOnValue, 0},
  };
  CShims_Closure *closures[4];
  const void *code[4];
  for (int i = 0; i < 4; i++) {
    closures[i] = CShims_ClosureCreate(forwarders[i].signature, forwardingHandler, &forwarders[i],
                                       &code[i]);
    if (closures[i] == NULL) abort();
  }
  CFixtures_Counter counter = {0};
  CFixtures_Callbacks originals = {CFixtures_counterOnValue, CFixtures_counterOnDone,
                                   CFixtures_counterScale, &counter};
  double expected = CFixtures_RunWithCallbacks(&originals, 100);
  memset(&counter, 0, sizeof counter);

  CFixtures_Callbacks table = {0};
  CShims_AtomicStorePointer((void **)&table.onValue, code[0]);
  CShims_AtomicStorePointer((void **)&table.onDone, code[1]);
  CShims_AtomicStorePointer((void **)&table.scale, code[2]);
  CShims_AtomicStorePointer(&table.userData, &counter);
  CHECK(CShims_AtomicLoadPointer((const void *const *)&table.onValue) == code[0],
        "callbacks: CShims_AtomicLoadPointer does not read what was stored");
  CFixtures_Library *library = CFixtures_LibraryCreate(&table);
  double got = CFixtures_LibraryRun(library, 100);
  CHECK(got == expected && counter.values == 100 && counter.done == 1 && counter.scaled == 1 &&
            forwarders[0].calls == 100,
        "callbacks: a run through closures gave %g (%lld values), directly %g", got,
        (long long)counter.values, expected);

  // Switch the value slot between two closures between runs: each run calls the one it holds.
  for (int run = 0; run < 10; run++) {
    Forwarder *next = &forwarders[run % 2 ? 0 : 3];
    long before = next->calls;
    CShims_AtomicStorePointer((void **)&table.onValue, code[run % 2 ? 0 : 3]);
    (void)CFixtures_LibraryRun(library, 100);
    CHECK(next->calls == before + 100, "callbacks: run %d called the slot's closure %ld times",
          run, next->calls - before);
  }

  // Switch it while the library runs: every value goes to one of the two, once.
  long forwardedBefore = forwarders[0].calls + forwarders[3].calls;
  int64_t countedBefore = counter.values + counter.otherValues;
  Switcher switcher = {&table, {code[3], code[0]}, 0, 0};
  pthread_t thread;
  pthread_create(&thread, NULL, switchSlots, &switcher);
  // At least 50 runs, and until the slot was switched a thousand times (or 20,000 runs).
  long runs = 0;
  while (runs < 50 ||
         (__atomic_load_n(&switcher.switches, __ATOMIC_RELAXED) < 1000 && runs < 20000)) {
    (void)CFixtures_LibraryRun(library, 200);
    runs++;
  }
  __atomic_store_n(&switcher.stop, 1, __ATOMIC_RELEASE);
  pthread_join(thread, NULL);
  long forwarded = forwarders[0].calls + forwarders[3].calls - forwardedBefore;
  int64_t counted = counter.values + counter.otherValues - countedBefore;
  CHECK(forwarded == runs * 200 && counted == runs * 200,
        "callbacks: %ld values forwarded and %lld counted while the slot switched, expected %ld",
        forwarded, (long long)counted, runs * 200);
  CFixtures_LibraryDestroy(library);
  for (int i = 0; i < 4; i++) CShims_ClosureDestroy(closures[i]);
  CShims_SignatureDestroy(onValue);
  CShims_SignatureDestroy(onDone);
  CShims_SignatureDestroy(scale);
  printf("callbacks: %ld slot switches during %ld runs: %s\n", switcher.switches, runs,
         failures == before ? "ok" : "FAILED");
}

int main(int argc, char **argv) {
  verbose = argc > 1 && strcmp(argv[1], "-v") == 0;
  onlyNames = argv + 1 + verbose;
  onlyCount = argc - 1 - verbose;
  setvbuf(stdout, NULL, _IOLBF, 0);
#if defined(__x86_64__)
  printf("CShims harness on %s: register-frame calls %s\n", ARCHITECTURE,
         CShims_RegisterCallsEnabled() ? "on" : "off (DYNAMICPROXY_FORWARDING=libffi)");
#else
  printf("CShims harness on %s: no register-frame call here, every call takes ffi_call\n",
         ARCHITECTURE);
#endif
  runMemory();
  runSignatures();
  runCallbacks();
  printf("%ld checks, %ld failed\n", checks, failures);
  return failures == 0 ? 0 : 1;
}
