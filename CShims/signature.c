#include "CShims.h"
#include "internal.h"

#include <ffi.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

_Static_assert(sizeof(ffi_arg) == 8 || sizeof(ffi_arg) == 4, "unexpected ffi_arg size");

typedef struct {
  const int32_t *description;
  size_t length;
  size_t position;
  /* counting pass */
  size_t structCount;
  size_t elementSlots;
  /* building pass */
  ffi_type *structs;
  size_t structsUsed;
  ffi_type **elements;
  size_t elementsUsed;
} Reader;

static ffi_type *scalarType(int32_t code) {
  switch (code) {
    case CShims_TypeVoid: return &ffi_type_void;
    case CShims_TypeUInt8: return &ffi_type_uint8;
    case CShims_TypeSInt8: return &ffi_type_sint8;
    case CShims_TypeUInt16: return &ffi_type_uint16;
    case CShims_TypeSInt16: return &ffi_type_sint16;
    case CShims_TypeUInt32: return &ffi_type_uint32;
    case CShims_TypeSInt32: return &ffi_type_sint32;
    case CShims_TypeUInt64: return &ffi_type_uint64;
    case CShims_TypeSInt64: return &ffi_type_sint64;
    case CShims_TypeFloat: return &ffi_type_float;
    case CShims_TypeDouble: return &ffi_type_double;
    case CShims_TypeLongDouble: return &ffi_type_longdouble;
    case CShims_TypePointer: return &ffi_type_pointer;
    default: return NULL;
  }
}

/* Pass 1: validate one node and count the storage it needs. Returns 0 on malformed input. */
static int countNode(Reader *r, int depth, int isField) {
  if (depth > CShims_MaximumNestingDepth || r->position >= r->length) return 0;
  int32_t code = r->description[r->position++];
  if (code != CShims_TypeStruct) {
    if (scalarType(code) == NULL) return 0;
    if (isField && code == CShims_TypeVoid) return 0;
    return 1;
  }
  if (r->position >= r->length) return 0;
  int32_t fieldCount = r->description[r->position++];
  if (fieldCount <= 0 || (size_t)fieldCount > r->length) return 0;
  r->structCount += 1;
  r->elementSlots += (size_t)fieldCount + 1;
  for (int32_t i = 0; i < fieldCount; i++) {
    if (!countNode(r, depth + 1, 1)) return 0;
  }
  return 1;
}

/* Pass 2: build one node from validated input. */
static ffi_type *buildNode(Reader *r) {
  int32_t code = r->description[r->position++];
  if (code != CShims_TypeStruct) return scalarType(code);
  int32_t fieldCount = r->description[r->position++];
  ffi_type *type = &r->structs[r->structsUsed++];
  ffi_type **fields = &r->elements[r->elementsUsed];
  r->elementsUsed += (size_t)fieldCount + 1;
  type->size = 0;
  type->alignment = 0;
  type->type = FFI_TYPE_STRUCT;
  type->elements = fields;
  for (int32_t i = 0; i < fieldCount; i++) fields[i] = buildNode(r);
  fields[fieldCount] = NULL;
  return type;
}

CShims_Signature *CShims_SignatureCreate(
    const int32_t *description, size_t descriptionLength, uint32_t argumentCount,
    int32_t *error) {
  *error = CShims_SignatureMalformedDescription;
  if (descriptionLength == 0 || descriptionLength > CShims_MaximumDescriptionLength ||
      argumentCount > CShims_MaximumArgumentCount) {
    return NULL;
  }
  Reader r = {.description = description, .length = descriptionLength};
  for (uint32_t i = 0; i <= argumentCount; i++) {
    size_t start = r.position;
    if (!countNode(&r, 0, 0)) return NULL;
    /* Only the return type may be void. */
    if (i > 0 && description[start] == CShims_TypeVoid) return NULL;
  }
  if (r.position != descriptionLength) return NULL;

  *error = CShims_SignatureOutOfMemory;
  CShims_Signature *signature = calloc(1, sizeof(CShims_Signature));
  if (signature == NULL) return NULL;
  signature->argumentTypes = calloc(argumentCount > 0 ? argumentCount : 1, sizeof(ffi_type *));
  signature->structs = calloc(r.structCount > 0 ? r.structCount : 1, sizeof(ffi_type));
  signature->elements = calloc(r.elementSlots > 0 ? r.elementSlots : 1, sizeof(ffi_type *));
  if (signature->argumentTypes == NULL || signature->structs == NULL ||
      signature->elements == NULL) {
    CShims_SignatureDestroy(signature);
    return NULL;
  }
  r.position = 0;
  r.structs = signature->structs;
  r.elements = signature->elements;
  signature->returnType = buildNode(&r);
  for (uint32_t i = 0; i < argumentCount; i++) signature->argumentTypes[i] = buildNode(&r);

  ffi_status status = ffi_prep_cif(&signature->cif, FFI_DEFAULT_ABI, argumentCount,
                                   signature->returnType, signature->argumentTypes);
  /* The first preparation laid the struct out; return it as the long double it is (internal.h). */
  if (status == FFI_OK && CShims_IsLoneLongDoubleStruct(signature->returnType)) {
    status = ffi_prep_cif(&signature->cif, FFI_DEFAULT_ABI, argumentCount, &ffi_type_longdouble,
                          signature->argumentTypes);
  }
  if (status != FFI_OK) {
    *error = status == FFI_BAD_ABI ? CShims_SignatureBadABI : CShims_SignatureBadType;
    CShims_SignatureDestroy(signature);
    return NULL;
  }
  if (!CShims_PrepareCallWorkaround(signature) || !CShims_PrepareClosureCif(signature)) {
    *error = CShims_SignatureOutOfMemory;
    CShims_SignatureDestroy(signature);
    return NULL;
  }
  signature->registerPlan = CShims_MakeRegisterPlan(signature);
  signature->entryPlan = CShims_MakeEntryPlan(signature);
  *error = CShims_SignatureOK;
  return signature;
}

void CShims_SignatureDestroy(CShims_Signature *signature) {
  free(signature->registerPlan);
  free(signature->entryPlan);
  free(signature->callArgumentTypes);
  free(signature->closureArgumentTypes);
  free(signature->closureStructs);
  free(signature->callArgumentForms);
  free(signature->argumentTypes);
  free(signature->structs);
  free(signature->elements);
  free(signature);
}

static const ffi_type *typeAt(const CShims_Signature *signature, int32_t index) {
  if (index < 0) return signature->returnType;
  if ((unsigned)index >= signature->cif.nargs) return NULL;
  return signature->argumentTypes[index];
}

size_t CShims_SignatureTypeSize(const CShims_Signature *signature, int32_t index) {
  const ffi_type *type = typeAt(signature, index);
  return type ? type->size : 0;
}

size_t CShims_SignatureTypeAlignment(const CShims_Signature *signature, int32_t index) {
  const ffi_type *type = typeAt(signature, index);
  return type ? type->alignment : 0;
}

size_t CShims_ReturnSlotSize(void) { return sizeof(ffi_arg); }

void CShims_Call(
    const CShims_Signature *signature, const void *function, void *returnValue,
    void **arguments) {
  CShims_CallVia(signature, function, returnValue, arguments, CShims_CallPathAutomatic);
}

/* The register-call switch: -1 until the environment was read, then 0 or 1. */
static atomic_int registerCallsState = -1;

void CShims_SetRegisterCallsEnabled(int enabled) {
  atomic_store_explicit(&registerCallsState, enabled ? 1 : 0, memory_order_relaxed);
}

/* Reads the switch from the environment, once; out of line, so that the common case, a load, needs
   no stack frame. */
static __attribute__((noinline)) int readRegisterCallsSwitch(void) {
  const char *value = getenv("DYNAMICPROXY_FORWARDING");
  int enabled = value != NULL && strcmp(value, "libffi") == 0 ? 0 : 1;
  int expected = -1;
  atomic_compare_exchange_strong(&registerCallsState, &expected, enabled);
  return atomic_load_explicit(&registerCallsState, memory_order_relaxed);
}

/* The switch: a load once the environment was read (inlined into CShims_CallVia). */
static inline int registerCallsEnabled(void) {
  int enabled = atomic_load_explicit(&registerCallsState, memory_order_relaxed);
  return enabled >= 0 ? enabled : readRegisterCallsSwitch();
}

int CShims_RegisterCallsEnabled(void) { return registerCallsEnabled(); }

/* The ffi_call path of CShims_CallVia, out of its line: its variable-length arrays would give the
   register-frame path a stack frame (and a stack protector) it does not need. */
static __attribute__((noinline)) void callWithLibffi(
    const CShims_Signature *signature, const void *function, void *returnValue,
    void **arguments);

void CShims_CallVia(
    const CShims_Signature *signature, const void *function, void *returnValue,
    void **arguments, int32_t path) {
  if (signature->registerPlan != NULL && path != CShims_CallPathLibffi &&
      (path == CShims_CallPathRegisters || registerCallsEnabled())) {
    CShims_RegisterCall(signature->registerPlan, function, returnValue, arguments);
    return;
  }
  callWithLibffi(signature, function, returnValue, arguments);
}

static void callWithLibffi(
    const CShims_Signature *signature, const void *function, void *returnValue,
    void **arguments) {
  /* ffi_call takes a non-const cif; with a prepared cif it only reads it. It repoints the entries
     of large structs at copies of its own: it gets a copy of the array, which callers reuse. */
  unsigned count = signature->cif.nargs;
  if (signature->callArgumentTypes == NULL) {
    void *copy[count > 0 ? count : 1];
    memcpy(copy, arguments, count * sizeof(void *));
    ffi_call((ffi_cif *)&signature->cif, (void (*)(void))function, returnValue, copy);
    return;
  }
  /* The work-arounds (internal.h): a split struct as its two eightbytes (x86-64, libffi #848),
     a struct by reference as a pointer to a copy of it (arm64). */
  void *split[signature->callCif.nargs];
  uint64_t secondHalves[count];
  void *copies[count];
  size_t copyWords = (signature->callCopyBytes + sizeof(max_align_t) - 1) / sizeof(max_align_t);
  max_align_t copyStorage[copyWords + 1];
  unsigned char *nextCopy = (unsigned char *)copyStorage;
  unsigned k = 0;
  for (unsigned i = 0; i < count; i++) {
    size_t size = signature->argumentTypes[i]->size;
    switch (signature->callArgumentForms[i]) {
      case CShims_CallArgumentSplit:
        secondHalves[i] = 0;
        memcpy(&secondHalves[i], (const char *)arguments[i] + 8, size - 8);
        split[k++] = arguments[i];
        split[k++] = &secondHalves[i];
        break;
      case CShims_CallArgumentByPointer:
        /* The callee may write to its copy, as to any argument it got by value. */
        copies[i] = memcpy(nextCopy, arguments[i], size);
        nextCopy += (size + 15) / 16 * 16;
        split[k++] = &copies[i];
        break;
      default: split[k++] = arguments[i]; break;
    }
  }
  ffi_call((ffi_cif *)&signature->callCif, (void (*)(void))function, returnValue, split);
}

int CShims_SignatureHasRegisterCall(const CShims_Signature *signature) {
  return signature->registerPlan != NULL;
}
