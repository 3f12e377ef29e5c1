// The libffi floors of the benchmarks, and the C structs their struct cases pass by value.
//
// Why C: Swift may not include <ffi.h> (only the library's CShims does), and a floor must be libffi
// alone — a prepared cif called with ffi_call, a closure entered from C — without any layer of
// DynamicProxy, so that the runner can show how much of a call's cost is libffi's and how much is
// ours. Every symbol is prefixed CFloors_.
#ifndef CFLOORS_H
#define CFLOORS_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A 16-byte struct passed by value (encoding "{S16=dd}"): two SSE registers on x86-64.
typedef struct CFloorsS16 {
  double a;
  double b;
} CFloorsS16;

/// A 24-byte struct passed by value (encoding "{S24=ddd}"): in memory on x86-64 (over 16 bytes),
/// but small enough for an existential's inline buffer (three words) in Swift.
typedef struct CFloorsS24 {
  double a;
  double b;
  double c;
} CFloorsS24;

/// A 32-byte struct passed by value (encoding "{S32=dddd}"): in memory on x86-64.
typedef struct CFloorsS32 {
  double a;
  double b;
  double c;
  double d;
} CFloorsS32;

_Static_assert(sizeof(CFloorsS16) == 16, "S16 is 16 bytes");
_Static_assert(sizeof(CFloorsS24) == 24, "S24 is 24 bytes");
_Static_assert(sizeof(CFloorsS32) == 32, "S32 is 32 bytes");

/// The method shapes the benchmarks call, as C functions `R f(receiver, selector, sender, args…)`.
typedef enum CFloorsShape {
  CFloorsShapeVoid = 0,     // void (id, SEL, id)
  CFloorsShapeMixed,        // void (id, SEL, id, double, double)
  CFloorsShapeInt64,        // void (id, SEL, id, int64_t)
  CFloorsShapeReturnsInt,   // int64_t (id, SEL, id)
  CFloorsShapeReturnsBool,  // bool (id, SEL, id)
  CFloorsShapeReturnsObject,  // void * (id, SEL, id)
  CFloorsShapeStruct16,     // void (id, SEL, id, S16)
  CFloorsShapeStruct32,     // void (id, SEL, id, S32)
  CFloorsShapeStructPointer,  // void (id, SEL, id, S32 *)
  CFloorsShapeStruct24,     // void (id, SEL, id, S24)
  CFloorsShapeCount
} CFloorsShape;

/// How a floor calls the shape's C callee.
typedef enum CFloorsMode {
  /// The callee through a function pointer the compiler can not see through: the reference.
  CFloorsModeDirect = 0,
  /// `ffi_call` with a prepared cif (a fresh argument-pointer array per call, as libffi 3.4 needs).
  CFloorsModeFfiCall,
  /// A libffi closure of the shape entered directly; its handler does nothing.
  CFloorsModeClosureEntry,
  /// A libffi closure whose handler forwards the call to the callee with `ffi_call`: libffi's own
  /// part of an observed call, without capture, boxing or events.
  CFloorsModeClosureForward,
} CFloorsMode;

/// A prepared floor: a cif, and a closure for the closure modes. Opaque.
typedef struct CFloorsFloor CFloorsFloor;

/// Prepares a floor; NULL when libffi refuses (no closure memory).
CFloorsFloor *_Nullable CFloors_Create(CFloorsShape shape, CFloorsMode mode);

/// Calls the floor `iterations` times with fixed arguments.
void CFloors_Run(CFloorsFloor *_Nonnull floor, long iterations);

/// Frees a floor.
void CFloors_Destroy(CFloorsFloor *_Nullable floor);

/// What the C callees accumulate (read it to check that calls happened).
uint64_t CFloors_Checksum(void);

/// Does nothing, opaquely: the compiler must assume it reads `value`.
void CFloors_Consume(const void *_Nullable value);

#ifdef __cplusplus
}
#endif

#endif
