#include "CShims.h"
#include "internal.h"

#include <ffi.h>
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
  if (status != FFI_OK) {
    *error = status == FFI_BAD_ABI ? CShims_SignatureBadABI : CShims_SignatureBadType;
    CShims_SignatureDestroy(signature);
    return NULL;
  }
  *error = CShims_SignatureOK;
  return signature;
}

void CShims_SignatureDestroy(CShims_Signature *signature) {
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
  /* ffi_call takes a non-const cif; with a prepared cif it only reads it. */
  ffi_call((ffi_cif *)&signature->cif, (void (*)(void))function, returnValue, arguments);
}
