/*
 * The one place closure memory is allocated. Today: libffi's own allocator. Keeping it behind
 * these two functions lets the allocator change (a W^X double mapping) without touching callers.
 */
#include "internal.h"

void *CShims_closure_alloc(size_t size, void **code) {
  return ffi_closure_alloc(size, code);
}

void CShims_closure_free(void *closure) {
  ffi_closure_free(closure);
}
