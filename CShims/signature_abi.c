/*
 * What a signature needs of its ABI, beside the cif that ffi_prep_cif makes (signature.c builds the
 * ffi_type graph and calls these): on x86-64 (System V), the classification of each argument, the
 * ffi_call work-around of libffi 3.4.4, the closure cif of a mid-sized struct, and the register
 * plan of the register-frame call and entry; on arm64 (AAPCS64), the ffi_call work-around of a
 * large struct passed by reference on the stack; elsewhere, nothing. See internal.h.
 */
#include "CShims.h"
#include "internal.h"

#include <ffi.h>
#include <float.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__) && !defined(_WIN64)

/* System V x86-64 classification of one eightbyte, enough for the types CShims builds. */
enum { ClassNone = 0, ClassInteger, ClassSSE, ClassMemory };

static void classifyLeaves(const ffi_type *type, size_t offset, int classes[2]) {
  if (type->type == FFI_TYPE_STRUCT) {
    size_t position = 0;
    for (ffi_type **element = type->elements; *element != NULL; element++) {
      size_t alignment = (*element)->alignment;
      position = (position + alignment - 1) / alignment * alignment;
      classifyLeaves(*element, offset + position, classes);
      position += (*element)->size;
    }
    return;
  }
  size_t index = offset / 8;
  if (index > 1) return;
  int leaf;
  switch (type->type) {
    case FFI_TYPE_FLOAT:
    case FFI_TYPE_DOUBLE: leaf = ClassSSE; break;
    case FFI_TYPE_LONGDOUBLE: leaf = ClassMemory; break;
    default: leaf = ClassInteger; break;
  }
  int current = classes[index];
  if (current == ClassNone || leaf == ClassMemory) {
    classes[index] = leaf;
  } else if (current != ClassMemory && (current == ClassInteger || leaf == ClassInteger)) {
    classes[index] = ClassInteger;
  }
}

/* Registers an argument needs: sets *gpr and *sse, returns 0 when it is passed in memory. */
static int registerNeeds(const ffi_type *type, int classes[2], int *gpr, int *sse) {
  classes[0] = classes[1] = ClassNone;
  *gpr = *sse = 0;
  if (type->type == FFI_TYPE_LONGDOUBLE) return 0;
  if (type->type != FFI_TYPE_STRUCT) {
    classifyLeaves(type, 0, classes);
  } else {
    if (type->size > 16) return 0;
    classifyLeaves(type, 0, classes);
  }
  size_t eightbytes = (type->size + 7) / 8;
  for (size_t i = 0; i < eightbytes && i < 2; i++) {
    switch (classes[i]) {
      case ClassInteger: *gpr += 1; break;
      case ClassSSE: *sse += 1; break;
      case ClassMemory: return 0;
      default: break;
    }
  }
  return 1;
}

int CShims_PrepareCallWorkaround(CShims_Signature *signature) {
  unsigned count = signature->cif.nargs;
  int gpr = 0, sse = 0;
  int returnClasses[2], returnGpr, returnSse;
  /* The return type calls really have: a lone-long-double struct returns in %st0, no pointer. */
  ffi_type *returnType = signature->cif.rtype;
  if (returnType->type == FFI_TYPE_STRUCT &&
      !registerNeeds(returnType, returnClasses, &returnGpr, &returnSse)) {
    gpr = 1; /* the hidden pointer to the return buffer */
  }
  unsigned splits = 0;
  uint8_t *split = calloc(count > 0 ? count : 1, 1);
  if (split == NULL) return 0;
  for (unsigned i = 0; i < count; i++) {
    const ffi_type *type = signature->argumentTypes[i];
    int classes[2], needGpr, needSse;
    if (!registerNeeds(type, classes, &needGpr, &needSse)) continue;
    if (gpr + needGpr > 6 || sse + needSse > 8) continue; /* on the stack */
    if (type->type == FFI_TYPE_STRUCT && type->size > 8 && classes[0] == ClassInteger &&
        classes[1] == ClassSSE && gpr == 5) {
      split[i] = CShims_CallArgumentSplit;
      splits++;
    }
    gpr += needGpr;
    sse += needSse;
  }
  if (splits == 0) {
    free(split);
    return 1;
  }
  ffi_type **types = calloc(count + splits, sizeof(ffi_type *));
  if (types == NULL) {
    free(split);
    return 0;
  }
  unsigned k = 0;
  for (unsigned i = 0; i < count; i++) {
    if (split[i] == CShims_CallArgumentSplit) {
      types[k++] = &ffi_type_sint64;
      types[k++] = &ffi_type_double;
    } else {
      types[k++] = signature->argumentTypes[i];
    }
  }
  if (ffi_prep_cif(&signature->callCif, FFI_DEFAULT_ABI, count + splits, returnType, types) !=
      FFI_OK) {
    free(types);
    free(split);
    return 0;
  }
  signature->callArgumentTypes = types;
  signature->callArgumentForms = split;
  return 1;
}

/*
 * The closure cif. libffi's closure entry classifies every argument on every call; a struct of 17
 * to 32 bytes costs a walk over its fields (about 400 instructions for three doubles) to find it
 * MEMORY, which every such struct CShims builds is: the ABI passes one in registers only when it
 * is a vector (SSE then SSEUP eightbytes), and descriptions have no vector types. libffi passes a
 * MEMORY struct by its size and alignment alone, and classifies a struct larger than 32 bytes
 * MEMORY without a look at its fields. So in `closureCif` each such argument is a copy of its type
 * (the same size and alignment: the same stack slot, the same argument pointer) whose only field
 * is a marker of 64 bytes, classified MEMORY at once, and so the copy too. The random-signature
 * and C matrix suites call every closure signature from C and compare the arguments it sees.
 */
static ffi_type *memoryMarkerFields[] = {&ffi_type_uint64, NULL};
static ffi_type memoryMarker = {
    .size = 64, .alignment = 8, .type = FFI_TYPE_STRUCT, .elements = memoryMarkerFields};
static ffi_type *memoryMarkerOnly[] = {&memoryMarker, NULL};

static int isMidSizedStruct(const ffi_type *type) {
  return type->type == FFI_TYPE_STRUCT && type->size > 16 && type->size <= 32;
}

int CShims_PrepareClosureCif(CShims_Signature *signature) {
  unsigned count = signature->cif.nargs;
  unsigned structs = 0;
  for (unsigned i = 0; i < count; i++) structs += isMidSizedStruct(signature->argumentTypes[i]);
  if (structs == 0) return 1;
  ffi_type **types = calloc(count, sizeof(ffi_type *));
  ffi_type *copies = calloc(structs, sizeof(ffi_type));
  if (types == NULL || copies == NULL) {
    free(types);
    free(copies);
    return 0;
  }
  unsigned k = 0;
  for (unsigned i = 0; i < count; i++) {
    ffi_type *type = signature->argumentTypes[i];
    if (isMidSizedStruct(type)) {
      copies[k] = *type;
      copies[k].elements = memoryMarkerOnly;
      types[i] = &copies[k++];
    } else {
      types[i] = type;
    }
  }
  /* The return type closures really have, as in `cif` (a lone long double struct's, internal.h). */
  if (ffi_prep_cif(&signature->closureCif, FFI_DEFAULT_ABI, count, signature->cif.rtype, types) !=
      FFI_OK) {
    free(types);
    free(copies);
    return 0;
  }
  signature->closureArgumentTypes = types;
  signature->closureStructs = copies;
  return 1;
}

/* How a scalar widens into a 64-bit register (or 0 for a type that is not a scalar). */
static uint8_t scalarLoad(const ffi_type *type) {
  switch (type->type) {
    case FFI_TYPE_SINT8: return CShims_LoadSInt8;
    case FFI_TYPE_UINT8: return CShims_LoadUInt8;
    case FFI_TYPE_SINT16: return CShims_LoadSInt16;
    case FFI_TYPE_UINT16: return CShims_LoadUInt16;
    case FFI_TYPE_SINT32: return CShims_LoadSInt32;
    case FFI_TYPE_UINT32: return CShims_LoadUInt32;
    case FFI_TYPE_SINT64:
    case FFI_TYPE_UINT64:
    case FFI_TYPE_POINTER:
    case FFI_TYPE_DOUBLE: return CShims_Load64;
    case FFI_TYPE_FLOAT: return CShims_LoadFloat;
    default: return 0;
  }
}

/*
 * The register-frame plan of a prepared signature, or NULL when the return value does not come
 * back in registers or memory the caller provides (a long double), when the stack arguments take
 * more than CShims_MaximumStackWords eightbytes, or on allocation failure: calls then use ffi_call.
 *
 * Arguments are assigned as the System V ABI assigns them: left to right, each to the registers
 * its classes need while enough of them are left; an argument that does not fit them as a whole
 * (a MEMORY-class struct, a long double, a scalar or small struct after the registers ran out)
 * goes to the next stack eightbyte aligned to its alignment (at least 8), and later arguments
 * may still take registers.
 */
struct CShims_RegisterPlan *CShims_MakeRegisterPlan(const CShims_Signature *signature) {
  unsigned count = signature->cif.nargs;
  const ffi_type *returnType = signature->returnType;
  struct CShims_RegisterPlan header = {0};
  int gpr = 0, sse = 0;
  if (returnType->type == FFI_TYPE_VOID) {
    header.returnKind = CShims_ReturnNone;
  } else if (returnType->type == FFI_TYPE_LONGDOUBLE || CShims_IsLoneLongDoubleStruct(returnType)) {
    return NULL;
  } else if (returnType->type == FFI_TYPE_STRUCT) {
    int classes[2], needGpr, needSse;
    header.returnSize = (uint32_t)returnType->size;
    if (registerNeeds(returnType, classes, &needGpr, &needSse)) {
      header.returnKind = CShims_ReturnStruct;
      for (int i = 0; i < 2; i++) {
        header.returnClasses[i] = classes[i] == ClassInteger ? 1 : classes[i] == ClassSSE ? 2 : 0;
      }
    } else {
      header.returnKind = CShims_ReturnInMemory;
      gpr = 1;
    }
  } else if (returnType->type == FFI_TYPE_FLOAT) {
    header.returnKind = CShims_ReturnFloat;
  } else if (returnType->type == FFI_TYPE_DOUBLE) {
    header.returnKind = CShims_ReturnDouble;
  } else {
    header.returnKind = CShims_ReturnInteger;
    header.returnLoad = scalarLoad(returnType);
    if (header.returnLoad == 0) return NULL;
  }
  CShims_RegisterMove moves[CShims_RegisterWords + CShims_MaximumStackWords];
  unsigned moveCount = 0;
  size_t stackWords = 0;
  for (unsigned i = 0; i < count; i++) {
    const ffi_type *type = signature->argumentTypes[i];
    int classes[2], needGpr, needSse;
    if (!registerNeeds(type, classes, &needGpr, &needSse) || gpr + needGpr > 6 ||
        sse + needSse > 8) {
      /* On the stack: whole eightbytes, a scalar widened as in a register. */
      size_t alignmentWords = type->alignment > 8 ? type->alignment / 8 : 1;
      size_t first = (stackWords + alignmentWords - 1) / alignmentWords * alignmentWords;
      size_t words = (type->size + 7) / 8;
      if (first + words > CShims_MaximumStackWords) return NULL;
      uint8_t load = type->type == FFI_TYPE_STRUCT || type->type == FFI_TYPE_LONGDOUBLE
                         ? CShims_Load64 : scalarLoad(type);
      if (load == 0) return NULL;
      for (size_t e = 0; e < words; e++) {
        size_t remaining = type->size - e * 8;
        CShims_RegisterMove move = {
            .argument = (uint16_t)i,
            .offset = (uint16_t)(e * 8),
            .reg = (uint8_t)(CShims_RegisterWords + first + e),
            .load = load == CShims_Load64 && remaining < 8 ? CShims_LoadBytes : load,
            .size = (uint8_t)(remaining < 8 ? remaining : 8),
        };
        moves[moveCount++] = move;
      }
      stackWords = first + words;
      continue;
    }
    if (type->type == FFI_TYPE_STRUCT) {
      size_t eightbytes = (type->size + 7) / 8;
      for (size_t e = 0; e < eightbytes; e++) {
        size_t remaining = type->size - e * 8;
        if (classes[e] != ClassSSE && classes[e] != ClassInteger) return NULL;
        CShims_RegisterMove move = {
            .argument = (uint16_t)i,
            .offset = (uint16_t)(e * 8),
            .reg = (uint8_t)(classes[e] == ClassSSE ? 6 + sse++ : gpr++),
            /* A whole eightbyte is a plain 64-bit load. */
            .load = remaining < 8 ? CShims_LoadBytes : CShims_Load64,
            .size = (uint8_t)(remaining < 8 ? remaining : 8),
        };
        moves[moveCount++] = move;
      }
    } else {
      uint8_t load = scalarLoad(type);
      if (load == 0) return NULL;
      int isSSE = type->type == FFI_TYPE_FLOAT || type->type == FFI_TYPE_DOUBLE;
      CShims_RegisterMove move = {
          .argument = (uint16_t)i,
          .offset = 0,
          .reg = (uint8_t)(isSSE ? 6 + sse++ : gpr++),
          .load = load,
          .size = (uint8_t)type->size,
      };
      moves[moveCount++] = move;
    }
  }
  struct CShims_RegisterPlan *plan =
      malloc(sizeof(struct CShims_RegisterPlan) + moveCount * sizeof(CShims_RegisterMove));
  if (plan == NULL) return NULL;
  *plan = header;
  plan->moveCount = moveCount;
  plan->stackWords = (uint8_t)stackWords;
  plan->integerOnly =
      sse == 0 && stackWords == 0 &&
      (header.returnKind == CShims_ReturnNone || header.returnKind == CShims_ReturnInteger);
  plan->integerStack4 = sse == 0 && stackWords > 0 && stackWords <= 4;
  plan->wholeWords = 1;
  for (unsigned i = 0; i < moveCount; i++) {
    if (moves[i].load != CShims_Load64) plan->wholeWords = 0;
  }
  memcpy(plan->moves, moves, moveCount * sizeof(CShims_RegisterMove));
  return plan;
}

/*
 * Whether a laid-out type is a struct whose only scalar is one x87 long double, however nested:
 * {LD=D}, {A={B=D}}, {X=[1D]} (an array in a struct arrives as its elements). The System V ABI
 * classifies it X87, X87UP and returns it in %st0; libffi 3.4.4 does not (see internal.h). Such a
 * struct is 16 bytes with one field at every level: anything beside the long double would make it
 * larger, and MEMORY, which libffi handles.
 */
int CShims_IsLoneLongDoubleStruct(const ffi_type *type) {
#if LDBL_MANT_DIG == 64
  if (type->type != FFI_TYPE_STRUCT) return 0;
  while (type->type == FFI_TYPE_STRUCT) {
    if (type->size != 16 || type->elements[0] == NULL || type->elements[1] != NULL) return 0;
    type = type->elements[0];
  }
  return type->type == FFI_TYPE_LONGDOUBLE;
#else
  (void)type;
  return 0;
#endif
}
#elif defined(__aarch64__) && defined(__linux__)
/*
 * Whether AAPCS64 passes `type` in vector registers: a float, double or long double, or a
 * homogeneous aggregate of one to four of one of them (nested structs and arrays flattened),
 * as libffi's is_vfp_type decides it.
 */
static int isHomogeneousFloatAggregate(const ffi_type *type, int *base, int *count) {
  if (type->type != FFI_TYPE_STRUCT) {
    if (type->type != FFI_TYPE_FLOAT && type->type != FFI_TYPE_DOUBLE &&
        type->type != FFI_TYPE_LONGDOUBLE) {
      return 0;
    }
    if (*base != 0 && *base != type->type) return 0;
    *base = type->type;
    return ++*count <= 4;
  }
  for (ffi_type **element = type->elements; *element != NULL; element++) {
    if (!isHomogeneousFloatAggregate(*element, base, count)) return 0;
  }
  return 1;
}

/* An argument ffi_call would misplace on the stack (internal.h): a struct AAPCS64 passes by
   reference whose alignment is more than a pointer's. */
static int passedByMisalignedReference(const ffi_type *type) {
  int base = 0, count = 0;
  return type->type == FFI_TYPE_STRUCT && type->size > 16 && type->alignment > sizeof(void *) &&
         !isHomogeneousFloatAggregate(type, &base, &count);
}

int CShims_PrepareCallWorkaround(CShims_Signature *signature) {
  unsigned count = signature->cif.nargs;
  size_t copyBytes = 0;
  for (unsigned i = 0; i < count; i++) {
    const ffi_type *type = signature->argumentTypes[i];
    if (passedByMisalignedReference(type)) copyBytes += (type->size + 15) / 16 * 16;
  }
  if (copyBytes == 0) return 1;
  ffi_type **types = calloc(count, sizeof(ffi_type *));
  uint8_t *forms = calloc(count, 1);
  if (types == NULL || forms == NULL) {
    free(types);
    free(forms);
    return 0;
  }
  for (unsigned i = 0; i < count; i++) {
    int byPointer = passedByMisalignedReference(signature->argumentTypes[i]);
    forms[i] = byPointer ? CShims_CallArgumentByPointer : CShims_CallArgumentAsIs;
    types[i] = byPointer ? &ffi_type_pointer : signature->argumentTypes[i];
  }
  if (ffi_prep_cif(&signature->callCif, FFI_DEFAULT_ABI, count, signature->cif.rtype, types) !=
      FFI_OK) {
    free(types);
    free(forms);
    return 0;
  }
  signature->callArgumentTypes = types;
  signature->callArgumentForms = forms;
  signature->callCopyBytes = copyBytes;
  return 1;
}

int CShims_PrepareClosureCif(CShims_Signature *signature) {
  (void)signature;
  return 1;
}

struct CShims_RegisterPlan *CShims_MakeRegisterPlan(const CShims_Signature *signature) {
  (void)signature;
  return NULL;
}

int CShims_IsLoneLongDoubleStruct(const ffi_type *type) {
  (void)type;
  return 0;
}
#else
int CShims_PrepareCallWorkaround(CShims_Signature *signature) {
  (void)signature;
  return 1;
}

int CShims_PrepareClosureCif(CShims_Signature *signature) {
  (void)signature;
  return 1;
}

struct CShims_RegisterPlan *CShims_MakeRegisterPlan(const CShims_Signature *signature) {
  (void)signature;
  return NULL;
}

int CShims_IsLoneLongDoubleStruct(const ffi_type *type) {
  (void)type;
  return 0;
}
#endif
