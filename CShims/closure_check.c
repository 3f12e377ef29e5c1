/*
 * The start check of the double mapping (closure_alloc.c): this package writes closures into
 * memory of its own, which is sound only while libffi writes the closure this file expects — libffi
 * 3.4.x's position-independent dynamic trampoline, at the start of an ffi_closure laid out as
 * <ffi.h> says — and the executable view shows what the writable view holds. Checked once per
 * process, at the first closure, on one closure that is then called.
 */
#include "internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#if (defined(__x86_64__) || defined(__aarch64__)) && defined(__linux__) && !defined(__ILP32__)

#if defined(__x86_64__)
/* The bytes libffi 3.4.x writes at the start of an x86-64 unix64 closure (ffi64.c). */
static const unsigned char expectedTrampoline[24] = {
    0xf3, 0x0f, 0x1e, 0xfa,                   /* endbr64 */
    0x4c, 0x8d, 0x15, 0xf5, 0xff, 0xff, 0xff, /* lea -0xb(%rip), %r10: the code address */
    0xff, 0x25, 0x07, 0x00, 0x00, 0x00,       /* jmp *0x7(%rip): the entry stored at +24 */
    0x0f, 0x1f, 0x80, 0x00, 0x00, 0x00, 0x00, /* nopl 0(%rax) */
};
#define TRAMPOLINE_KIND "x86-64"
#else
/* The bytes libffi 3.4.x writes at the start of an arm64 closure (aarch64/ffi.c); the entry
   (ffi_closure_SYSV, or ffi_closure_SYSV_V when arguments travel in vector registers) follows at
   +16, then the ffi_closure's cif at +24, which ffi_closure_SYSV loads from x17 + 24. */
static const unsigned char expectedTrampoline[16] = {
    0x90, 0x00, 0x00, 0x58, /* ldr x16, #16: the entry stored at +16 */
    0xf1, 0xff, 0xff, 0x10, /* adr x17, #0: the code address */
    0x00, 0x02, 0x1f, 0xd6, /* br x16 */
    0x00, 0x00, 0x00, 0x00, /* (unused) */
};
#define TRAMPOLINE_KIND "arm64"
#endif

static int selfTestContext;

/* The check's closure: int32_t f(int32_t x) { return x + 1; } (0 if the context is wrong). */
static void selfTestHandler(ffi_cif *cif, void *returnValue, void **arguments, void *context) {
  (void)cif;
  int32_t x = *(const int32_t *)arguments[0];
  *(ffi_sarg *)returnValue = context == &selfTestContext ? (ffi_sarg)x + 1 : 0;
}

/* Writes the reason into `reason` (of `size` bytes) and returns 0. */
static int fail(char *reason, size_t size, const char *format, ...)
    __attribute__((format(printf, 3, 4)));
static int fail(char *reason, size_t size, const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(reason, size, format, arguments);
  va_end(arguments);
  return 0;
}

int CShims_CheckLibffiClosure(unsigned char *slot, void *code, size_t usable, char *reason,
                              size_t reasonSize) {
  ffi_cif cif;
  ffi_type *argumentTypes[1] = {&ffi_type_sint32};
  if (ffi_prep_cif(&cif, FFI_DEFAULT_ABI, 1, &ffi_type_sint32, argumentTypes) != FFI_OK) {
    return fail(reason, reasonSize, "start check: ffi_prep_cif refused int32_t (*)(int32_t)");
  }
  ffi_closure *closure = (ffi_closure *)slot;
  if (ffi_prep_closure_loc(closure, &cif, selfTestHandler, &selfTestContext, code) != FFI_OK) {
    return fail(reason, reasonSize,
                "start check: ffi_prep_closure_loc failed in the double mapping");
  }
  if (memcmp(slot, expectedTrampoline, sizeof expectedTrampoline) != 0) {
    return fail(reason, reasonSize,
                "start check: libffi wrote a trampoline this build does not know (not libffi "
                "3.4.x's position-independent " TRAMPOLINE_KIND " one)");
  }
  void *entry;
  memcpy(&entry, slot + sizeof expectedTrampoline, sizeof entry);
  if (entry == NULL || closure->cif != &cif || closure->fun != selfTestHandler ||
      closure->user_data != &selfTestContext) {
    return fail(reason, reasonSize,
                "start check: the closure libffi wrote does not have the layout of <ffi.h>");
  }
  /* libffi must write nothing past sizeof(ffi_closure): the rest of the slot is still ours. */
  int pastEnd = 0;
  for (size_t i = sizeof(ffi_closure); i < usable; i++) pastEnd |= slot[i];
  if (pastEnd) {
    return fail(reason, reasonSize,
                "start check: libffi wrote past sizeof(ffi_closure) (%zu bytes)",
                sizeof(ffi_closure));
  }
  if (memcmp(slot, code, usable) != 0 || (void *)slot == code) {
    return fail(reason, reasonSize,
                "start check: the executable view does not show what the writable view holds");
  }
  CShims_closure_publish(code, sizeof(ffi_closure));
  int32_t (*function)(int32_t);
  memcpy(&function, &code, sizeof function);
  int32_t first = function(41), second = function(-8);
  if (first != 42 || second != -7) {
    return fail(reason, reasonSize,
                "start check: a closure called through the executable view returned %d and %d "
                "instead of 42 and -7",
                (int)first, (int)second);
  }
  return 1;
}

#endif
