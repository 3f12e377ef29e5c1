#include "CFloors.h"

#include <ffi.h>
#include <stdlib.h>
#include <string.h>

static uint64_t checksum;

// Relaxed atomics: plain loads and stores on x86-64 that the compiler may not drop or merge.
static inline void accumulate(uint64_t value) {
  __atomic_store_n(&checksum, __atomic_load_n(&checksum, __ATOMIC_RELAXED) + value, __ATOMIC_RELAXED);
}

uint64_t CFloors_Checksum(void) { return __atomic_load_n(&checksum, __ATOMIC_RELAXED); }

void CFloors_Consume(const void *_Nullable value) { __asm__ volatile("" : : "r"(value) : "memory"); }

// The callees: the same work as the benchmarks' real delegates (one checksum update).
static void callee_void(void *self, void *sel, void *sender) {
  (void)self, (void)sel;
  accumulate((uintptr_t)sender);
}
static void callee_mixed(void *self, void *sel, void *sender, double x, double y) {
  (void)self, (void)sel, (void)sender;
  accumulate((uint64_t)(x + y));
}
static void callee_int64(void *self, void *sel, void *sender, int64_t n) {
  (void)self, (void)sel, (void)sender;
  accumulate((uint64_t)n);
}
static int64_t callee_returns_int(void *self, void *sel, void *sender) {
  (void)self, (void)sel;
  accumulate((uintptr_t)sender);
  return 7;
}
static bool callee_returns_bool(void *self, void *sel, void *sender) {
  (void)self, (void)sel;
  accumulate((uintptr_t)sender);
  return true;
}
static void *callee_returns_object(void *self, void *sel, void *sender) {
  (void)sel;
  accumulate((uintptr_t)sender);
  return self;
}
static void callee_struct16(void *self, void *sel, void *sender, CFloorsS16 s) {
  (void)self, (void)sel, (void)sender;
  accumulate((uint64_t)(s.a + s.b));
}
static void callee_struct24(void *self, void *sel, void *sender, CFloorsS24 s) {
  (void)self, (void)sel, (void)sender;
  accumulate((uint64_t)(s.a + s.c));
}
static void callee_struct32(void *self, void *sel, void *sender, CFloorsS32 s) {
  (void)self, (void)sel, (void)sender;
  accumulate((uint64_t)(s.a + s.d));
}
static void callee_struct_pointer(void *self, void *sel, void *sender, CFloorsS32 *p) {
  (void)self, (void)sel, (void)sender;
  accumulate((uint64_t)p->a);
}

struct CFloorsFloor {
  CFloorsShape shape;
  CFloorsMode mode;
  ffi_cif cif;
  ffi_type *arguments[5];
  ffi_type s16_type, s24_type, s32_type;
  ffi_type *s16_elements[3], *s24_elements[4], *s32_elements[5];
  void (*callee)(void);
  ffi_closure *closure;
  void *code;
};

// Fixed argument values.
static char receiver_storage, selector_storage, sender_storage;
static CFloorsS16 s16_value = {1, 2};
static CFloorsS24 s24_value = {1, 2, 3};
static CFloorsS32 s32_value = {1, 2, 3, 4};

static void noop_handler(ffi_cif *cif, void *ret, void **args, void *user) {
  (void)cif, (void)ret, (void)args, (void)user;
}

static void forward_handler(ffi_cif *cif, void *ret, void **args, void *user) {
  CFloorsFloor *floor = user;
  void *copy[5];
  memcpy(copy, args, sizeof(void *) * cif->nargs);  // libffi may rewrite avalue entries
  ffi_call(cif, floor->callee, ret, copy);
}

CFloorsFloor *CFloors_Create(CFloorsShape shape, CFloorsMode mode) {
  CFloorsFloor *floor = calloc(1, sizeof(CFloorsFloor));
  if (!floor) return NULL;
  floor->shape = shape;
  floor->mode = mode;
  floor->s16_elements[0] = floor->s16_elements[1] = &ffi_type_double;
  floor->s16_type.type = FFI_TYPE_STRUCT;
  floor->s16_type.elements = floor->s16_elements;
  for (int i = 0; i < 3; i++) floor->s24_elements[i] = &ffi_type_double;
  floor->s24_type.type = FFI_TYPE_STRUCT;
  floor->s24_type.elements = floor->s24_elements;
  for (int i = 0; i < 4; i++) floor->s32_elements[i] = &ffi_type_double;
  floor->s32_type.type = FFI_TYPE_STRUCT;
  floor->s32_type.elements = floor->s32_elements;

  ffi_type *ret = &ffi_type_void;
  unsigned count = 3;
  floor->arguments[0] = floor->arguments[1] = floor->arguments[2] = &ffi_type_pointer;
  switch (shape) {
  case CFloorsShapeVoid: floor->callee = (void (*)(void))callee_void; break;
  case CFloorsShapeMixed:
    floor->callee = (void (*)(void))callee_mixed;
    floor->arguments[3] = floor->arguments[4] = &ffi_type_double;
    count = 5;
    break;
  case CFloorsShapeInt64:
    floor->callee = (void (*)(void))callee_int64;
    floor->arguments[3] = &ffi_type_sint64;
    count = 4;
    break;
  case CFloorsShapeReturnsInt:
    floor->callee = (void (*)(void))callee_returns_int;
    ret = &ffi_type_sint64;
    break;
  case CFloorsShapeReturnsBool:
    floor->callee = (void (*)(void))callee_returns_bool;
    ret = &ffi_type_uint8;
    break;
  case CFloorsShapeReturnsObject:
    floor->callee = (void (*)(void))callee_returns_object;
    ret = &ffi_type_pointer;
    break;
  case CFloorsShapeStruct16:
    floor->callee = (void (*)(void))callee_struct16;
    floor->arguments[3] = &floor->s16_type;
    count = 4;
    break;
  case CFloorsShapeStruct24:
    floor->callee = (void (*)(void))callee_struct24;
    floor->arguments[3] = &floor->s24_type;
    count = 4;
    break;
  case CFloorsShapeStruct32:
    floor->callee = (void (*)(void))callee_struct32;
    floor->arguments[3] = &floor->s32_type;
    count = 4;
    break;
  case CFloorsShapeStructPointer:
    floor->callee = (void (*)(void))callee_struct_pointer;
    floor->arguments[3] = &ffi_type_pointer;
    count = 4;
    break;
  default: free(floor); return NULL;
  }
  if (ffi_prep_cif(&floor->cif, FFI_DEFAULT_ABI, count, ret, floor->arguments) != FFI_OK) {
    free(floor);
    return NULL;
  }
  if (mode == CFloorsModeClosureEntry || mode == CFloorsModeClosureForward) {
    floor->closure = ffi_closure_alloc(sizeof(ffi_closure), &floor->code);
    if (!floor->closure ||
        ffi_prep_closure_loc(floor->closure, &floor->cif,
                             mode == CFloorsModeClosureEntry ? noop_handler : forward_handler, floor,
                             floor->code) != FFI_OK) {
      CFloors_Destroy(floor);
      return NULL;
    }
  }
  return floor;
}

void CFloors_Destroy(CFloorsFloor *floor) {
  if (!floor) return;
  if (floor->closure) ffi_closure_free(floor->closure);
  free(floor);
}

// The function a direct or closure call goes through, hidden from the optimizer.
static void *opaque(void *pointer) {
  __asm__ volatile("" : "+r"(pointer));
  return pointer;
}

static void call_direct(CFloorsShape shape, void *function, long iterations) {
  void *self = &receiver_storage, *sel = &selector_storage, *sender = &sender_storage;
  for (long i = 0; i < iterations; i++) {
    void *f = opaque(function);
    switch (shape) {
    case CFloorsShapeVoid: ((void (*)(void *, void *, void *))f)(self, sel, sender); break;
    case CFloorsShapeMixed: ((void (*)(void *, void *, void *, double, double))f)(self, sel, sender, 1.0, 2.0); break;
    case CFloorsShapeInt64: ((void (*)(void *, void *, void *, int64_t))f)(self, sel, sender, 42); break;
    case CFloorsShapeReturnsInt: CFloors_Consume((void *)(intptr_t)((int64_t (*)(void *, void *, void *))f)(self, sel, sender)); break;
    case CFloorsShapeReturnsBool: CFloors_Consume((void *)(intptr_t)((bool (*)(void *, void *, void *))f)(self, sel, sender)); break;
    case CFloorsShapeReturnsObject: CFloors_Consume(((void *(*)(void *, void *, void *))f)(self, sel, sender)); break;
    case CFloorsShapeStruct16: ((void (*)(void *, void *, void *, CFloorsS16))f)(self, sel, sender, s16_value); break;
    case CFloorsShapeStruct24: ((void (*)(void *, void *, void *, CFloorsS24))f)(self, sel, sender, s24_value); break;
    case CFloorsShapeStruct32: ((void (*)(void *, void *, void *, CFloorsS32))f)(self, sel, sender, s32_value); break;
    case CFloorsShapeStructPointer: ((void (*)(void *, void *, void *, CFloorsS32 *))f)(self, sel, sender, &s32_value); break;
    default: return;
    }
  }
}

static void call_ffi(CFloorsFloor *floor, long iterations) {
  void *self = &receiver_storage, *sel = &selector_storage, *sender = &sender_storage;
  double x = 1.0, y = 2.0;
  int64_t n = 42;
  CFloorsS16 s16 = s16_value;
  CFloorsS24 s24 = s24_value;
  CFloorsS32 s32 = s32_value;
  CFloorsS32 *pointer = &s32_value;
  void *fourth;
  switch (floor->shape) {
  case CFloorsShapeMixed: fourth = &x; break;
  case CFloorsShapeInt64: fourth = &n; break;
  case CFloorsShapeStruct16: fourth = &s16; break;
  case CFloorsShapeStruct24: fourth = &s24; break;
  case CFloorsShapeStruct32: fourth = &s32; break;
  case CFloorsShapeStructPointer: fourth = &pointer; break;
  default: fourth = NULL; break;
  }
  uint64_t result[2];
  for (long i = 0; i < iterations; i++) {
    void *values[5] = {&self, &sel, &sender, fourth, &y};  // fresh each call: libffi may rewrite it
    ffi_call(&floor->cif, floor->callee, result, values);
    CFloors_Consume((void *)(uintptr_t)result[0]);
  }
}

void CFloors_Run(CFloorsFloor *floor, long iterations) {
  switch (floor->mode) {
  case CFloorsModeDirect: call_direct(floor->shape, (void *)floor->callee, iterations); break;
  case CFloorsModeFfiCall: call_ffi(floor, iterations); break;
  case CFloorsModeClosureEntry:
  case CFloorsModeClosureForward: call_direct(floor->shape, floor->code, iterations); break;
  }
}
