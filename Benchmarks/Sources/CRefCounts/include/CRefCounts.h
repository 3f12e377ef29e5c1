// CRefCounts: counts the reference-count writes one thread makes, object by object.
//
// Why C: the Swift runtime's retain and release entry points can be redirected only through its
// instrumentation hooks (`_swift_retain`, `_swift_release`, their `_n` forms), function pointers
// that Swift code can not declare. The `shared-writes` tool records the writes of N calls through
// one proxy, then through another proxy of the same protocol on another parent: an object written
// by both is memory that every core calling its own parent would fight over.
//
// The redirection is on only between CRefCounts_begin and CRefCounts_end.
//
// Recording is per thread: only the thread between CRefCounts_begin and CRefCounts_end is
// counted, so other threads' retains never enter the table. One recorder at a time.
#ifndef CREFCOUNTS_H
#define CREFCOUNTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#pragma clang assume_nonnull begin

/// One object written during a recording.
typedef struct CRefCountsEntry {
  /// The object's address.
  const void *_Nullable object;
  /// The object's metadata (its first word), read at its first write.
  const void *_Nullable metadata;
  /// Retains and releases counted (a retain or release of n counts n).
  uint64_t writes;
} CRefCountsEntry;

/// Installs the hooks (once) and starts counting (immortal objects, whose counts the runtime never
/// writes, are left out) the calling thread's retains and releases into an
/// empty table.
void CRefCounts_begin(void);

/// Stops counting; returns the number of objects written, readable with CRefCounts_entry.
size_t CRefCounts_end(void);

/// The `index`th object written in the last recording (index < CRefCounts_end()'s result).
CRefCountsEntry CRefCounts_entry(size_t index);

/// Whether the last recording wrote more objects than the table holds (its counts are then
/// incomplete).
bool CRefCounts_overflowed(void);

/// Prints a backtrace to standard error for each of the next `count` writes, while recording, to
/// an object whose metadata is `metadata` (nil stops tracing): where a shared write comes from.
void CRefCounts_trace(const void *_Nullable metadata, int count);

/// Whether `object` lies in a loaded image (an executable's or library's static data) rather than
/// on the heap: an object the compiler initialized statically, such as a constant argument's box.
bool CRefCounts_isStatic(const void *object);

#pragma clang assume_nonnull end

#endif
