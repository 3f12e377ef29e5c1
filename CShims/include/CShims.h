/*
 * CShims: the small part of DynamicProxy that Swift cannot do itself.
 *
 * Why each piece exists:
 *   - Signatures: libffi describes a C signature with a graph of `ffi_type`s that a `ffi_cif` points
 *     into, and `ffi_prep_cif` lays structs out by mutating them. Swift hands over a flat,
 *     prefix-ordered description; this shim builds the graph in storage it owns, prepares it once,
 *     and from then on the signature is read-only and shareable between threads.
 *   - Closures: a libffi closure is a real C function pointer of any signature whose calls land in
 *     one generic entry. The entry is C because libffi calls it with an `ffi_cif *`, a type Swift
 *     never sees; it hands the Swift handler the return buffer and the `void **` argument array.
 *     On x86-64 a closure whose signature has a register-frame call enters without libffi
 *     (register_entry.c): its code jumps to an assembly entry that saves the argument registers,
 *     and the signature's plan points the handler's arguments at them.
 *     Closure memory comes from one allocation seam (closure_alloc.c): a W^X double mapping of
 *     one memory file, with libffi's own allocator as the checked fallback.
 *   - Calls: `ffi_call` needs the `ffi_cif`, which only this shim knows.
 *   - Try-retain: a proxy holds its parent without a weak reference (a weak reference moves every
 *     reference count of the parent into a side table, the slow path of each retain and release);
 *     it asks the Swift runtime's `swift_tryRetain` — what a weak load does — whether the parent
 *     is still alive, which Swift has no API for.
 *   - Atomic slots: a C library reads a callback table while a proxy switches its function
 *     pointers; the stores and loads must be atomic in C memory that Swift does not own.
 *
 * Conventions: every symbol is prefixed `CShims_`; <ffi.h> is included by the .c files only; Swift
 * sees opaque handles.
 */
#ifndef CSHIMS_H
#define CSHIMS_H

#include <stddef.h>
#include <stdint.h>

#pragma clang assume_nonnull begin

/* Type codes of the flat description handed to CShims_SignatureCreate. */
enum {
  CShims_TypeVoid = 0,
  CShims_TypeUInt8 = 1,
  CShims_TypeSInt8 = 2,
  CShims_TypeUInt16 = 3,
  CShims_TypeSInt16 = 4,
  CShims_TypeUInt32 = 5,
  CShims_TypeSInt32 = 6,
  CShims_TypeUInt64 = 7,
  CShims_TypeSInt64 = 8,
  CShims_TypeFloat = 9,
  CShims_TypeDouble = 10,
  CShims_TypeLongDouble = 11,
  CShims_TypePointer = 12,
  /* A struct node is followed by its field count, then by that many field nodes. */
  CShims_TypeStruct = 13,
};

/* Errors reported by CShims_SignatureCreate. */
enum {
  CShims_SignatureOK = 0,
  CShims_SignatureMalformedDescription = 1,
  CShims_SignatureOutOfMemory = 2,
  CShims_SignatureBadType = 3,
  CShims_SignatureBadABI = 4,
};

/* Limits the shim enforces on a description (Swift checks them first, with better messages). */
enum {
  CShims_MaximumDescriptionLength = 1 << 16,
  CShims_MaximumNestingDepth = 64,
  CShims_MaximumArgumentCount = 1024,
};

/* A prepared `ffi_cif` with the `ffi_type` storage it points into. Immutable once created. */
typedef struct CShims_Signature CShims_Signature;

/*
 * Builds and prepares a signature from a prefix-ordered description: the return type's node
 * first, then `argumentCount` argument nodes. Returns NULL and sets `*error` on failure.
 */
CShims_Signature *_Nullable CShims_SignatureCreate(
    const int32_t *description, size_t descriptionLength, uint32_t argumentCount,
    int32_t *error);

/* Frees a signature. No closure or call may still use it. */
void CShims_SignatureDestroy(CShims_Signature *signature);

/* Size and alignment libffi computed for the return type (index -1) or an argument. */
size_t CShims_SignatureTypeSize(const CShims_Signature *signature, int32_t index);
size_t CShims_SignatureTypeAlignment(const CShims_Signature *signature, int32_t index);

/* The byte size of libffi's `ffi_arg`: integer return buffers hold at least this much. */
size_t CShims_ReturnSlotSize(void);

/*
 * The handler every closure call lands in: `returnValue` is where the return value goes (at
 * least CShims_ReturnSlotSize bytes, or the struct's size), `arguments` points at each argument.
 * Both are valid only during the call.
 */
typedef void (*CShims_ClosureHandler)(
    void *returnValue, void *_Nullable *_Nonnull arguments, void *_Nullable context);

/* A libffi closure bound to a signature and a (handler, context) pair. */
typedef struct CShims_Closure CShims_Closure;

/*
 * Allocates and prepares a closure; `*code` receives the C function pointer that callers call.
 * The signature must outlive the closure. Returns NULL when memory or preparation fails.
 */
CShims_Closure *_Nullable CShims_ClosureCreate(
    const CShims_Signature *signature, CShims_ClosureHandler handler, void *_Nullable context,
    const void *_Nullable *_Nonnull code);

/* Sets the context the closure's calls pass to the handler; only before its code is handed out
 * (the owner of the context may not exist yet when the closure is created). */
void CShims_ClosureSetContext(CShims_Closure *closure, void *_Nullable context);

/* Frees a closure: its code pointer must not be called again. */
void CShims_ClosureDestroy(CShims_Closure *closure);

/*
 * Whether the closure's calls enter through the register-frame entry (register_entry.c: x86-64
 * System V, a signature with a register-frame call, CShims_RegisterCallsEnabled() when the closure
 * was made) rather than through libffi's closure entry.
 */
int CShims_ClosureHasRegisterEntry(const CShims_Closure *closure);

/* The number of closures currently allocated (for leak tests). */
int64_t CShims_LiveClosureCount(void);

/*
 * Where closure memory comes from (closure_alloc.c), decided once per process at the first closure
 * or the first call below. By default a W^X double mapping: one memory file (memfd) mapped twice,
 * writable where libffi writes a closure and read+execute where it is called, so that no page is
 * ever writable and executable at once. The fallback is libffi's `ffi_closure_alloc`, whose pages
 * Debian's libffi 3.4.4 maps writable and executable wherever the kernel allows it: used when the
 * kernel refuses the double mapping, when the start check of libffi's closure layout fails, on
 * another architecture than x86-64 and arm64 Linux, or when DYNAMICPROXY_TRAMPOLINES=libffi.
 */
enum {
  CShims_ClosureAllocatorDoubleMapping = 1,
  CShims_ClosureAllocatorLibffi = 2,
};

/* The allocator closures come from: one of the values above. */
int32_t CShims_ClosureAllocatorKind(void);

/* Why closures come from libffi's allocator (a sentence in static storage); NULL if they do not. */
const char *_Nullable CShims_ClosureAllocatorFallbackReason(void);

/*
 * Calls `function` with `arguments` (one pointer per argument, to a value of its type) and writes
 * the return value to `returnValue` (at least CShims_ReturnSlotSize bytes, or the struct's size).
 * `arguments` is left as it was: ffi_call, which repoints large structs' entries at copies of its
 * own (libffi 3.4.x), is given a copy of it.
 */
void CShims_Call(
    const CShims_Signature *signature, const void *function, void *returnValue,
    void *_Nullable *_Nonnull arguments);

/*
 * Whether CShims_Call may use its register-frame call for signatures that qualify (see
 * CShims_SignatureHasRegisterCall) instead of ffi_call. On by default; off when the environment
 * variable DYNAMICPROXY_FORWARDING is "libffi" at the first call. Exists so that the two paths can
 * be compared (benchmarks) and proven equal (tests).
 */
void CShims_SetRegisterCallsEnabled(int enabled);
int CShims_RegisterCallsEnabled(void);

/* Whether calls of `signature` may take the register-frame path (x86-64 System V only). */
int CShims_SignatureHasRegisterCall(const CShims_Signature *signature);

/* The ways CShims_CallVia can call: as CShims_Call decides, always ffi_call, or the register frame
   (ffi_call when the signature does not qualify). */
enum {
  CShims_CallPathAutomatic = 0,
  CShims_CallPathLibffi = 1,
  CShims_CallPathRegisters = 2,
};

/* CShims_Call through a chosen path: for the tests that prove both paths equal. */
void CShims_CallVia(
    const CShims_Signature *signature, const void *function, void *returnValue,
    void *_Nullable *_Nonnull arguments, int32_t path);

/*
 * Atomic access to a function-pointer slot in C memory (a callback table a C library reads while
 * a proxy switches it). Release store / acquire load, as __atomic_store_n / __atomic_load_n.
 */
void CShims_AtomicStorePointer(void *_Nullable *_Nonnull slot, const void *_Nullable value);
const void *_Nullable CShims_AtomicLoadPointer(const void *_Nullable const *_Nonnull slot);

/* Retains a Swift object unless it is deinitializing (the Swift runtime's swift_tryRetain): true
 * when it was retained. The object's memory must still be allocated (an unowned reference keeps
 * it). */
_Bool CShims_TryRetain(const void *object);

#pragma clang assume_nonnull end

#endif
