// A small C "library" with a callback table, of the kind C libraries define, in the three ways C
// libraries hold callbacks:
// - it keeps a pointer to the caller's table and reads each function pointer atomically at every
//   call, so the table can be switched (by a delegate proxy) while the library runs
//   (CFixtures_LibraryCreate);
// - it copies the table once, when it is handed over, as sqlite3_update_hook or
//   XML_SetElementHandler do (CFixtures_LibraryCreateCopying, CFixtures_LibrarySetCallbacks);
// - it takes the table for one call only, as qsort takes its comparator
//   (CFixtures_RunWithCallbacks).

#ifndef CFIXTURES_LIBRARY_H
#define CFIXTURES_LIBRARY_H

#include <stdint.h>

#pragma clang assume_nonnull begin

/// The callback table: function pointers plus the user data passed to each.
typedef struct CFixtures_Callbacks {
  /// Called for each value; the library adds what it returns (the value itself when NULL).
  int32_t (*_Nullable onValue)(void *_Nullable userData, int32_t value);
  /// Called once at the end of a run with a summary.
  void (*_Nullable onDone)(void *_Nullable userData, const char *summary);
  /// Optional, with a return value: scales the final sum (1.0 when NULL).
  double (*_Nullable scale)(void *_Nullable userData, double sum);
  void *_Nullable userData;
} CFixtures_Callbacks;

typedef struct CFixtures_Library CFixtures_Library;

/// Creates a library that reads `table` (not copied: it must outlive the library).
CFixtures_Library *_Nullable CFixtures_LibraryCreate(const CFixtures_Callbacks *table);
void CFixtures_LibraryDestroy(CFixtures_Library *library);

/// Creates a library that copies `table` now and keeps its copy (the caller's table may go).
CFixtures_Library *_Nullable CFixtures_LibraryCreateCopying(const CFixtures_Callbacks *table);
/// Copies `table` into a library made by CFixtures_LibraryCreateCopying, replacing its copy.
void CFixtures_LibrarySetCallbacks(CFixtures_Library *library, const CFixtures_Callbacks *table);
/// The callbacks a library calls now: its copy, or what the caller's table holds.
CFixtures_Callbacks CFixtures_LibraryCallbacks(const CFixtures_Library *library);

/// For i in 0..<count, adds onValue(ud, i) (or i); then calls onDone(ud, "done <count>");
/// returns the sum times scale(ud, sum) (or the sum).
double CFixtures_LibraryRun(CFixtures_Library *library, int32_t count);

/// The same run with callbacks taken for this call only.
double CFixtures_RunWithCallbacks(const CFixtures_Callbacks *table, int32_t count);

/// What the original callbacks record, through their user data.
typedef struct {
  int64_t values;
  int64_t done;
  int64_t scaled;
  int32_t lastValue;
  /// What the second set of original callbacks counted.
  int64_t otherValues;
  int64_t otherDone;
  int64_t otherScaled;
} CFixtures_Counter;

/// The original callbacks: they count into a CFixtures_Counter.
int32_t CFixtures_counterOnValue(void *_Nullable userData, int32_t value);  // returns value * 2
void CFixtures_counterOnDone(void *_Nullable userData, const char *summary);
double CFixtures_counterScale(void *_Nullable userData, double sum);  // returns 0.5

/// A second set of original callbacks, told apart from the first by their results and counts.
int32_t CFixtures_otherCounterOnValue(void *_Nullable userData, int32_t value);  // value * 3
void CFixtures_otherCounterOnDone(void *_Nullable userData, const char *summary);
double CFixtures_otherCounterScale(void *_Nullable userData, double sum);  // returns 0.25

#pragma clang assume_nonnull end

#endif
