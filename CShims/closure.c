#include "CShims.h"
#include "internal.h"

#include <ffi.h>
#include <stdlib.h>

static int64_t liveClosures = 0;

/* The generic entry of closures that enter through libffi: libffi calls it for every call. */
static void entry(ffi_cif *cif, void *returnValue, void **arguments, void *userData) {
  (void)cif;
  CShims_Closure *closure = userData;
  closure->handler(returnValue, arguments, closure->context);
}

CShims_Closure *CShims_ClosureCreate(
    const CShims_Signature *signature, CShims_ClosureHandler handler, void *context,
    const void **code) {
  CShims_Closure *closure = malloc(sizeof(CShims_Closure));
  if (closure == NULL) return NULL;
  void *executable = NULL;
  closure->writable = CShims_closure_alloc(sizeof(ffi_closure), &executable);
  if (closure->writable == NULL) {
    free(closure);
    return NULL;
  }
  closure->handler = handler;
  closure->context = context;
  closure->entryPlan = NULL;
  /* The register-frame entry where the signature has one (register_entry.c), else libffi's. */
  if (signature->entryPlan != NULL && CShims_RegisterCallsEnabled() &&
      CShims_WriteRegisterEntry(closure->writable, closure)) {
    closure->entryPlan = signature->entryPlan;
    CShims_closure_publish(executable, sizeof(ffi_closure));
    __atomic_add_fetch(&liveClosures, 1, __ATOMIC_RELAXED);
    *code = executable;
    return closure;
  }
  /* ffi_prep_closure_loc takes a non-const cif; it only stores the pointer. */
  ffi_cif *cif = (ffi_cif *)(signature->closureArgumentTypes != NULL ? &signature->closureCif
                                                                     : &signature->cif);
  if (ffi_prep_closure_loc((ffi_closure *)closure->writable, cif, entry, closure, executable) !=
      FFI_OK) {
    CShims_closure_free(closure->writable);
    free(closure);
    return NULL;
  }
  CShims_closure_publish(executable, sizeof(ffi_closure));
  __atomic_add_fetch(&liveClosures, 1, __ATOMIC_RELAXED);
  *code = executable;
  return closure;
}

void CShims_ClosureSetContext(CShims_Closure *closure, void *context) {
  closure->context = context;
}

void CShims_ClosureDestroy(CShims_Closure *closure) {
  CShims_closure_free(closure->writable);
  free(closure);
  __atomic_sub_fetch(&liveClosures, 1, __ATOMIC_RELAXED);
}

int CShims_ClosureHasRegisterEntry(const CShims_Closure *closure) {
  return closure->entryPlan != NULL;
}

int64_t CShims_LiveClosureCount(void) {
  return __atomic_load_n(&liveClosures, __ATOMIC_RELAXED);
}
