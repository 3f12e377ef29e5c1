#define _GNU_SOURCE  // dladdr
#include "CRefCounts.h"

#include <dlfcn.h>
#include <execinfo.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>

// The Swift runtime's instrumentation hooks (libswiftCore): swift_retain and friends call through
// these pointers while the flag is set.
extern void *_Nullable (*_Nonnull _swift_retain)(void *_Nullable);
extern void (*_Nonnull _swift_release)(void *_Nullable);
extern void *_Nullable (*_Nonnull _swift_retain_n)(void *_Nullable, uint32_t);
extern void (*_Nonnull _swift_release_n)(void *_Nullable, uint32_t);
extern bool _swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly;

enum { capacity = 1 << 14 };

static CRefCountsEntry table[capacity];
static CRefCountsEntry compacted[capacity];
static size_t used;
static bool overflowed;
static _Thread_local bool recording;
static bool installed;
static const void *_Nullable traced_metadata;
static int traces_left;

static void *_Nullable (*_Nonnull original_retain)(void *_Nullable);
static void (*_Nonnull original_release)(void *_Nullable);
static void *_Nullable (*_Nonnull original_retain_n)(void *_Nullable, uint32_t);
static void (*_Nonnull original_release_n)(void *_Nullable, uint32_t);

// An immortal object (a statically initialized one, the empty array's storage) has its reference
// count's slow-RC bit and low 32 bits set; the runtime leaves its count alone, so a retain of it
// writes nothing.
static bool is_immortal(const void *object) {
  const uint64_t mask = 0x80000000FFFFFFFFull;
  return (((const uint64_t *)object)[1] & mask) == mask;
}

static void trace(const void *object) {
  if (traced_metadata == NULL || traces_left <= 0 || *(const void *const *)object != traced_metadata) return;
  traces_left--;
  void *frames[16];
  int depth = backtrace(frames, 16);
  static const char header[] = "--- a write of the traced type:\n";
  (void)!write(2, header, sizeof header - 1);
  backtrace_symbols_fd(frames, depth, 2);
}

static CRefCountsEntry *_Nullable entry_for(const void *object);

static void note(const void *_Nullable object, uint32_t count) {
  if (!recording || object == NULL || is_immortal(object)) return;
  trace(object);
  CRefCountsEntry *entry = entry_for(object);
  if (entry != NULL) entry->writes += count;
}

// The object's entry, made on its first write or allocation; NULL once the table is half full.
static CRefCountsEntry *_Nullable entry_for(const void *object) {
  uintptr_t hash = ((uintptr_t)object >> 4) * (uintptr_t)0x9E3779B97F4A7C15ull;
  for (size_t probe = 0; probe < capacity; probe++) {
    CRefCountsEntry *entry = &table[(hash + probe) & (capacity - 1)];
    if (entry->object == object) return entry;
    if (entry->object == NULL) {
      if (used >= capacity / 2) {
        overflowed = true;
        return NULL;
      }
      entry->object = object;
      entry->metadata = *(const void *const *)object;
      used++;
      return entry;
    }
  }
  return NULL;
}

static void *_Nullable hook_retain(void *_Nullable object) {
  // The runtime's redirected path hands over a retain of a value that is not an object pointer (a
  // small string's bits, which the direct path skips as a negative value) masked, as if it were
  // one: no heap object lies in the first megabyte.
  if ((uintptr_t)object < 0x100000) return object;
  note(object, 1);
  return original_retain(object);
}

static void hook_release(void *_Nullable object) {
  note(object, 1);  // before the release, which may free it
  original_release(object);
}

static void *_Nullable hook_retain_n(void *_Nullable object, uint32_t n) {
  note(object, n);
  return original_retain_n(object, n);
}

static void hook_release_n(void *_Nullable object, uint32_t n) {
  note(object, n);
  original_release_n(object, n);
}

void CRefCounts_begin(void) {
  if (!installed) {
    // Installed once and never removed: another thread may be inside a hook at any time.
    original_retain = _swift_retain;
    original_release = _swift_release;
    original_retain_n = _swift_retain_n;
    original_release_n = _swift_release_n;
    _swift_retain = hook_retain;
    _swift_release = hook_release;
    _swift_retain_n = hook_retain_n;
    _swift_release_n = hook_release_n;
    installed = true;
  }
  memset(table, 0, sizeof table);
  used = 0;
  overflowed = false;
  recording = true;
  // On only while recording: the runtime's redirected path hands a retain of a value that is not
  // an object pointer (a small string's bits, which the direct path skips) to the hook masked,
  // as if it were one.
  _swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly = true;
}

size_t CRefCounts_end(void) {
  _swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly = false;
  recording = false;
  size_t count = 0;
  for (size_t index = 0; index < capacity; index++) {
    if (table[index].object != NULL) compacted[count++] = table[index];
  }
  return count;
}

CRefCountsEntry CRefCounts_entry(size_t index) { return compacted[index]; }

bool CRefCounts_overflowed(void) { return overflowed; }

void CRefCounts_trace(const void *_Nullable metadata, int count) {
  traced_metadata = metadata;
  traces_left = count;
}

bool CRefCounts_isStatic(const void *object) {
  Dl_info info;
  return dladdr(object, &info) != 0;
}
