/* Private to CShims: the signature layout and the closure allocation seam (closure_alloc.c). */
#ifndef CSHIMS_INTERNAL_H
#define CSHIMS_INTERNAL_H

#include "CShims.h"

#include <ffi.h>

/* A prepared cif and the ffi_type graph it points into (signature.c owns it). */
struct CShims_Signature {
  /*
   * The cif closures and calls use. Its return type is `returnType`, except for a struct whose
   * only scalar is one long double ({LD=D}, {A={B=D}}, {X=[1D]}) on x86-64: the ABI returns it in
   * %st0, as a long double, but libffi 3.4.4 returns it as if in RAX:RDX (ffi_call stores rax and
   * rdx and leaves %st0 on the x87 stack; a closure loads rax and rdx and leaves %st0 empty for
   * the caller to pop). Such a cif returns `ffi_type_longdouble` instead: the same 16 bytes, the
   * 10 of the x87 value then padding, popped from %st0 by ffi_call and pushed by closures.
   */
  ffi_cif cif;
  ffi_type **argumentTypes; /* cif.nargs entries */
  ffi_type *returnType;     /* as described: sizes and alignments are read from it */
  /* Storage the graph points into, freed with the signature. */
  ffi_type *structs;
  ffi_type **elements;
  /*
   * Work-around for libffi < 3.4.7 on x86-64 (libffi PR #848): ffi_call copies a 9-16 byte
   * struct whose first eightbyte is INTEGER and second SSE as a whole into the slot of the 6th
   * integer register, overwriting the first SSE register. When a signature has such an argument
   * in that position, calls go through `callCif`, where the struct is passed as the two scalars
   * (int64, double) the ABI assigns to the same registers. Closures are not affected. It is
   * prepared with `cif.rtype`, the return type calls really have.
   */
  ffi_cif callCif;
  ffi_type **callArgumentTypes; /* NULL when calls use `cif` */
  uint8_t *splitArguments;      /* per argument: 1 when split in callCif */
};

/*
 * Allocates writable closure memory of `size` bytes; `*code` receives its executable address.
 * With the double mapping `size` is at most 56 bytes (sizeof(ffi_closure) on x86-64) and the
 * memory is zeroed; NULL when no memory can be had.
 */
void *CShims_closure_alloc(size_t size, void **code);

/* Frees memory from CShims_closure_alloc. */
void CShims_closure_free(void *closure);

#endif
