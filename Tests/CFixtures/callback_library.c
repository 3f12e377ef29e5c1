#include "CFixturesLibrary.h"

#include <stdio.h>
#include <stdlib.h>

struct CFixtures_Library {
  /// The table read at each call: the caller's, or `copy`.
  const CFixtures_Callbacks *table;
  /// The library's own copy, for a library that copies its callbacks.
  CFixtures_Callbacks copy;
};

CFixtures_Library *CFixtures_LibraryCreate(const CFixtures_Callbacks *table) {
  CFixtures_Library *library = malloc(sizeof(CFixtures_Library));
  if (library != NULL) library->table = table;
  return library;
}

CFixtures_Library *CFixtures_LibraryCreateCopying(const CFixtures_Callbacks *table) {
  CFixtures_Library *library = malloc(sizeof(CFixtures_Library));
  if (library != NULL) {
    library->copy = *table;
    library->table = &library->copy;
  }
  return library;
}

void CFixtures_LibrarySetCallbacks(CFixtures_Library *library, const CFixtures_Callbacks *table) {
  library->copy = *table;
}

CFixtures_Callbacks CFixtures_LibraryCallbacks(const CFixtures_Library *library) {
  const CFixtures_Callbacks *table = library->table;
  CFixtures_Callbacks result = {
      .onValue = __atomic_load_n(&table->onValue, __ATOMIC_ACQUIRE),
      .onDone = __atomic_load_n(&table->onDone, __ATOMIC_ACQUIRE),
      .scale = __atomic_load_n(&table->scale, __ATOMIC_ACQUIRE),
      .userData = __atomic_load_n(&table->userData, __ATOMIC_ACQUIRE),
  };
  return result;
}

void CFixtures_LibraryDestroy(CFixtures_Library *library) { free(library); }

double CFixtures_LibraryRun(CFixtures_Library *library, int32_t count) {
  return CFixtures_RunWithCallbacks(library->table, count);
}

double CFixtures_RunWithCallbacks(const CFixtures_Callbacks *table, int32_t count) {
  double sum = 0;
  for (int32_t i = 0; i < count; i++) {
    int32_t (*onValue)(void *, int32_t) = __atomic_load_n(&table->onValue, __ATOMIC_ACQUIRE);
    void *userData = __atomic_load_n(&table->userData, __ATOMIC_ACQUIRE);
    sum += onValue != NULL ? onValue(userData, i) : i;
  }
  void (*onDone)(void *, const char *) = __atomic_load_n(&table->onDone, __ATOMIC_ACQUIRE);
  double (*scale)(void *, double) = __atomic_load_n(&table->scale, __ATOMIC_ACQUIRE);
  void *userData = __atomic_load_n(&table->userData, __ATOMIC_ACQUIRE);
  if (onDone != NULL) {
    char summary[32];
    snprintf(summary, sizeof summary, "done %d", (int)count);
    onDone(userData, summary);
  }
  return scale != NULL ? sum * scale(userData, sum) : sum;
}

int32_t CFixtures_counterOnValue(void *userData, int32_t value) {
  CFixtures_Counter *counter = userData;
  __atomic_add_fetch(&counter->values, 1, __ATOMIC_RELAXED);
  __atomic_store_n(&counter->lastValue, value, __ATOMIC_RELAXED);
  return value * 2;
}

void CFixtures_counterOnDone(void *userData, const char *summary) {
  (void)summary;
  CFixtures_Counter *counter = userData;
  __atomic_add_fetch(&counter->done, 1, __ATOMIC_RELAXED);
}

double CFixtures_counterScale(void *userData, double sum) {
  (void)sum;
  CFixtures_Counter *counter = userData;
  __atomic_add_fetch(&counter->scaled, 1, __ATOMIC_RELAXED);
  return 0.5;
}

int32_t CFixtures_otherCounterOnValue(void *userData, int32_t value) {
  CFixtures_Counter *counter = userData;
  __atomic_add_fetch(&counter->otherValues, 1, __ATOMIC_RELAXED);
  return value * 3;
}

void CFixtures_otherCounterOnDone(void *userData, const char *summary) {
  (void)summary;
  CFixtures_Counter *counter = userData;
  __atomic_add_fetch(&counter->otherDone, 1, __ATOMIC_RELAXED);
}

double CFixtures_otherCounterScale(void *userData, double sum) {
  (void)sum;
  CFixtures_Counter *counter = userData;
  __atomic_add_fetch(&counter->otherScaled, 1, __ATOMIC_RELAXED);
  return 0.25;
}
