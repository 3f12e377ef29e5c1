#include "CShims.h"

void CShims_AtomicStorePointer(void **slot, const void *value) {
  __atomic_store_n(slot, (void *)value, __ATOMIC_RELEASE);
}

const void *CShims_AtomicLoadPointer(const void *const *slot) {
  return __atomic_load_n(slot, __ATOMIC_ACQUIRE);
}

/* The Swift runtime's own try-retain (libswiftCore, which every Swift program links): it returns
 * the object when it retained it, NULL when the object is deinitializing. */
extern void *swift_tryRetain(void *object);

_Bool CShims_TryRetain(const void *object) {
  return swift_tryRetain((void *)object) != 0;
}
