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
   * Work-arounds for ffi_call of Debian 12's libffi 3.4.4; closures are not affected. When a
   * signature has an argument ffi_call would pass wrongly, calls go through `callCif`, prepared
   * with `cif.rtype` (the return type calls really have), where the argument is passed as the
   * ABI passes it, in a form ffi_call gets right (`callArgumentForms`):
   *   - x86-64, libffi < 3.4.7 (libffi PR #848): ffi_call copies a 9-16 byte struct whose first
   *     eightbyte is INTEGER and second SSE as a whole into the slot of the 6th integer register,
   *     overwriting the first SSE register. Such a struct in that position is passed as the two
   *     scalars (int64, double) the ABI assigns to the same registers.
   *   - arm64: ffi_call passes a struct of more than 16 bytes that is not an HFA by reference,
   *     as AAPCS64 says, but when the pointer goes on the stack (x0-x7 taken) it aligns the stack
   *     slot to the struct's alignment instead of the pointer's: a 16-byte-aligned struct (one
   *     with a long double) can land 8 bytes past where the callee reads it, and every stack
   *     argument after it with it. Such a struct is passed as what the ABI makes of it: a
   *     pointer (ffi_type_pointer) to a copy the call makes.
   */
  ffi_cif callCif;
  ffi_type **callArgumentTypes; /* NULL when calls use `cif` */
  uint8_t *callArgumentForms;   /* per argument: a CShims_CallArgument form */
  size_t callCopyBytes;         /* the copies' bytes, each rounded up to 16 (arm64) */
  /*
   * The cif closures are prepared with: `cif`, or, when an argument is a struct of 17 to 32
   * bytes, a copy whose type for such a struct classifies as MEMORY without a look at its fields
   * (see prepareClosureCif in signature.c). NULL types when closures use `cif`.
   */
  ffi_cif closureCif;
  ffi_type **closureArgumentTypes;
  ffi_type *closureStructs;
  /*
   * A register-frame call (x86-64 System V), used by CShims_Call in place of ffi_call: arguments
   * in the 6 integer and 8 SSE registers and at most CShims_MaximumStackWords stack eightbytes, a
   * return value in registers or in memory the caller provides (no long double). NULL when the
   * signature does not qualify.
   */
  struct CShims_RegisterPlan *registerPlan;
  /*
   * The register-frame entry (x86-64 System V, register_entry.c): where a closure call's
   * arguments are in the registers and stack words its entry saves. Made from `registerPlan`;
   * NULL when there is none. Closures then enter through libffi.
   */
  struct CShims_EntryPlan *entryPlan;
};

/* A closure: its code, and the handler its calls land in (closure.c). */
struct CShims_Closure {
  void *writable; /* from CShims_closure_alloc */
  CShims_ClosureHandler handler;
  void *context;
  /* The register-frame entry's plan (the signature's), or NULL when calls enter through libffi. */
  const struct CShims_EntryPlan *entryPlan;
};

/* How calls pass an argument in `callCif`. */
enum {
  CShims_CallArgumentAsIs = 0,
  CShims_CallArgumentSplit = 1,     /* x86-64: as (int64, double) */
  CShims_CallArgumentByPointer = 2, /* arm64: as a pointer to a copy */
};

/* The words of a register-frame call: 14 argument registers, then the stack arguments. */
enum {
  CShims_RegisterWords = 14,
  CShims_MaximumStackWords = 32, /* 256 bytes of stack arguments; more go through ffi_call */
};

/* One eightbyte moved from an argument into a register or a stack eightbyte. */
typedef struct {
  uint16_t argument; /* the argument's index */
  uint16_t offset;   /* the eightbyte's offset in the argument */
  uint8_t reg;       /* 0-5: rdi, rsi, rdx, rcx, r8, r9; 6-13: xmm0-xmm7; 14 + n: stack word n */
  uint8_t load;      /* a CShims_Load code: how the bytes widen */
  uint8_t size;      /* bytes to copy for CShims_LoadBytes */
} CShims_RegisterMove;

enum {
  CShims_LoadBytes = 0, /* `size` bytes, zero-padded (struct eightbytes) */
  CShims_LoadSInt8,
  CShims_LoadUInt8,
  CShims_LoadSInt16,
  CShims_LoadUInt16,
  CShims_LoadSInt32,
  CShims_LoadUInt32,
  CShims_Load64,
  CShims_LoadFloat,
};

enum {
  CShims_ReturnNone = 0,   /* void */
  CShims_ReturnInteger,    /* rax, widened to ffi_arg as `returnLoad` says */
  CShims_ReturnFloat,      /* xmm0, 4 bytes */
  CShims_ReturnDouble,     /* xmm0, 8 bytes */
  CShims_ReturnStruct,     /* up to two eightbytes in rax/rdx/xmm0/xmm1 as `returnClasses` say */
  CShims_ReturnInMemory,   /* the caller's buffer, passed in rdi */
};

struct CShims_RegisterPlan {
  uint8_t returnKind;
  uint8_t returnLoad;       /* for CShims_ReturnInteger: a CShims_Load code */
  uint8_t returnClasses[2]; /* for CShims_ReturnStruct: 1 integer, 2 SSE, 0 none, per eightbyte */
  uint8_t integerOnly;      /* no SSE register and a void or integer return: six registers do */
  uint8_t integerStack4;    /* no SSE register, 1 to 4 stack eightbytes: see integerStackCall4 */
  uint8_t wholeWords;       /* every move is a CShims_Load64: a plain copy of eightbytes */
  uint8_t stackWords;       /* eightbytes of stack arguments, at most CShims_MaximumStackWords */
  uint32_t returnSize;
  uint32_t moveCount;
  CShims_RegisterMove moves[];
};

/* Widens an integer in a register to a whole eightbyte by the type's signedness (a CShims_Load
   code), as libffi widens integer return values: the register-frame call's return value and the
   register-frame entry's. */
static inline uint64_t CShims_WidenInteger(uint8_t loadCode, uint64_t value) {
  switch (loadCode) {
    case CShims_LoadSInt8: return (uint64_t)(int64_t)(int8_t)value;
    case CShims_LoadUInt8: return (uint8_t)value;
    case CShims_LoadSInt16: return (uint64_t)(int64_t)(int16_t)value;
    case CShims_LoadUInt16: return (uint16_t)value;
    case CShims_LoadSInt32: return (uint64_t)(int64_t)(int32_t)value;
    case CShims_LoadUInt32: return (uint32_t)value;
    default: return value;
  }
}

/* Makes the entry plan of a signature that has a register plan; NULL on allocation failure
   (register_entry.c). */
struct CShims_EntryPlan *CShims_MakeEntryPlan(const CShims_Signature *signature);

/*
 * Writes the register-frame entry's code for `closure` into `writable` (at most 56 bytes, the
 * executable copy at `code`): it loads the closure's address and jumps to the common entry, which
 * saves the argument registers and calls the handler. Returns 0 where there is no such entry.
 */
int CShims_WriteRegisterEntry(void *writable, const struct CShims_Closure *closure);

/*
 * The ABI's part of a signature (signature_abi.c), called by CShims_SignatureCreate once the cif is
 * prepared: each returns 0 when memory could not be had.
 *   - CShims_PrepareCallWorkaround: the ffi_call work-around of libffi 3.4.4 (`callCif`, above);
 *   - CShims_PrepareClosureCif: the cif closures use, where it differs (`closureCif`);
 *   - CShims_MakeRegisterPlan: the register-frame call's plan, NULL where there is none;
 *   - CShims_IsLoneLongDoubleStruct: whether a laid-out type is a struct whose only scalar is one
 *     x87 long double (returned in %st0, see `cif` above); 0 off x86-64.
 */
int CShims_PrepareCallWorkaround(CShims_Signature *signature);
int CShims_PrepareClosureCif(CShims_Signature *signature);
struct CShims_RegisterPlan *CShims_MakeRegisterPlan(const CShims_Signature *signature);
int CShims_IsLoneLongDoubleStruct(const ffi_type *type);

/* Calls `function` as `plan` says: every argument in a register (register_call.c). */
void CShims_RegisterCall(
    const struct CShims_RegisterPlan *plan, const void *function, void *returnValue,
    void **arguments);

/*
 * Allocates writable closure memory of `size` bytes; `*code` receives its executable address.
 * With the double mapping `size` is at most 56 bytes (sizeof(ffi_closure) is 56 on x86-64, 48 on
 * arm64) and the memory is zeroed; NULL when no memory can be had.
 */
void *CShims_closure_alloc(size_t size, void **code);

/*
 * Makes the closure libffi wrote into memory from CShims_closure_alloc fetchable at `code`, its
 * executable address: cleans the data cache and invalidates the instruction cache over `size`
 * bytes there (arm64; nothing on x86-64). Call after ffi_prep_closure_loc, before `code` is
 * handed out.
 */
void CShims_closure_publish(void *code, size_t size);

/* Frees memory from CShims_closure_alloc. */
void CShims_closure_free(void *closure);

/*
 * The double mapping's start check (closure_check.c): writes a closure into `slot` (writable, its
 * first `usable` bytes zeroed) for `code` (the same memory's executable address), checks that
 * libffi wrote the trampoline and the ffi_closure layout this package expects and nothing past
 * sizeof(ffi_closure), that `code` shows what `slot` holds, and calls the closure through `code`.
 * Returns 1, or 0 with the reason written into `reason` (of `reasonSize` bytes).
 */
int CShims_CheckLibffiClosure(unsigned char *slot, void *code, size_t usable, char *reason,
                              size_t reasonSize);

#endif
