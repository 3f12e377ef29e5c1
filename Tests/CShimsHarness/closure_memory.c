// The harness's memory suite: the closure allocator (W^X, slot reuse, threads, fork, a call through
// a freed closure); see harness.c.

#define _GNU_SOURCE

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "CShims.h"
#include "harness.h"

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

void HarnessRunMemory(void) {
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

  Signatures signatures = {HarnessMakeSignature("ii"), HarnessMakeSignature("dd"),
                           HarnessMakeSignature("{Float4=[4f]}ff")};
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
