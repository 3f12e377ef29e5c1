#include "CShims.h"

void CShims_AtomicStorePointer(void **slot, const void *value) {
  __atomic_store_n(slot, (void *)value, __ATOMIC_RELEASE);
}

const void *CShims_AtomicLoadPointer(const void *const *slot) {
  return __atomic_load_n(slot, __ATOMIC_ACQUIRE);
}
