// The harness's callbacks suite: a C library reading a live callback table of closures that forward
// to C functions, its slots switched while it runs; see harness.c.

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "CShims.h"
#include "harness.h"

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

void HarnessRunCallbacks(void) {
  long before = failures;
  CShims_Signature *onValue = HarnessMakeSignature("i^vi");
  CShims_Signature *onDone = HarnessMakeSignature("v^v*");
  CShims_Signature *scale = HarnessMakeSignature("d^vd");
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
