/* Private to CShims: the signature layout and the closure allocation seam (closure_alloc.c). */
#ifndef CSHIMS_INTERNAL_H
#define CSHIMS_INTERNAL_H

#include "CShims.h"

#include <ffi.h>

/* A prepared cif and the ffi_type graph it points into (signature.c owns it). */
struct CShims_Signature {
  ffi_cif cif;
  ffi_type **argumentTypes; /* cif.nargs entries */
  ffi_type *returnType;
  /* Storage the graph points into, freed with the signature. */
  ffi_type *structs;
  ffi_type **elements;
};

/* Allocates writable closure memory of `size` bytes; `*code` receives its executable address. */
void *CShims_closure_alloc(size_t size, void **code);

/* Frees memory from CShims_closure_alloc. */
void CShims_closure_free(void *closure);

#endif
