// The CShims harness: CShims' C (signatures, closures, calls, the closure allocator, atomic slots)
// tested from C, with no Swift, on the architecture it is built for. run.sh builds it natively
// and for aarch64 (run under qemu-aarch64), so that AAPCS64 — homogeneous float aggregates in
// v0-v7, composites over 16 bytes by reference, the indirect result in x8, IEEE quad long double,
// arguments on the stack — is proven where no arm64 Swift toolchain is at hand.
//
// Suites (all run; the exit status is 1 if any check failed), each in its own file (signatures.c,
// closure_memory.c, callbacks.c), run by main below; the checks they share are in harness.h:
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
//               emulation only one never called before it was freed: see HarnessRunMemory).
//   callbacks   A C library reading a live callback table whose slots are closures forwarding to
//               C functions, switched with CShims_AtomicStorePointer while the library runs.
//
// Usage: harness [-v] [case...]   (-v prints every case; with names, only those signatures).
// DYNAMICPROXY_TRAMPOLINES=libffi runs it all on libffi's allocator (the memory suite then checks
// that fallback instead).

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

bool verbose;
/// The cases named on the command line (all when none is).
char **onlyNames;
int onlyCount;
long checks, failures;

void fail(const char *format, ...) {
  failures++;
  if (failures > 200) return;
  va_list arguments;
  va_start(arguments, format);
  fputs("FAIL ", stdout);
  vprintf(format, arguments);
  fputc('\n', stdout);
  va_end(arguments);
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
  HarnessRunMemory();
  HarnessRunSignatures();
  HarnessRunCallbacks();
  printf("%ld checks, %ld failed\n", checks, failures);
  return failures == 0 ? 0 : 1;
}
