// The harness's signatures suite: every case (the C matrix, the harness's own, the 520 random
// signatures, the AAPCS64 batch) called directly from C, through CShims_CallVia on every path, and
// from C through a closure that forwards with CShims_CallVia; see harness.c.

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "CShims.h"
#include "harness.h"

/// Signatures that have a register-frame call (x86-64 System V only).
static long registerFrameSignatures;

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

void HarnessRunSignatures(void) {
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
