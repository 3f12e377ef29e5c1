// Type encodings for the harness: parsed into C layouts, described for CShims, filled with random
// values and compared bit for bit.

#include "harness.h"

#include <float.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "CShims.h"

// MARK: - Parsing

static bool scalarLayout(char code, size_t *size, size_t *alignment) {
  switch (code) {
    case 'c': case 'C': case 'B': *size = *alignment = 1; return true;
    case 's': case 'S': *size = *alignment = 2; return true;
    case 'i': case 'I': case 'f': *size = *alignment = 4; return true;
    case 'q': case 'Q': case 'd': *size = *alignment = 8; return true;
    case '*': case '^': *size = *alignment = sizeof(void *); return true;
    case 'D':
      *size = sizeof(long double);
      *alignment = _Alignof(long double);
      return true;
    default: return false;
  }
}

static void freeType(HarnessType *type);

/// Parses one type at *p (advancing it) into *type.
static bool parseType(const char **p, HarnessType *type, int depth) {
  memset(type, 0, sizeof *type);
  if (depth > 16) return false;
  char code = **p;
  if (code == '\0') return false;
  (*p)++;
  type->code = code;
  if (code == '^') {
    // A pointer: parse what it points to, keep it only when it is a struct.
    HarnessType pointee;
    if (**p == '?') {
      (*p)++;
    } else if (!parseType(p, &pointee, depth + 1)) {
      return false;
    } else if (pointee.code == '{') {
      type->children = malloc(sizeof pointee);
      if (type->children == NULL) return false;
      *type->children = pointee;
    } else {
      freeType(&pointee);
    }
    return scalarLayout('^', &type->size, &type->alignment);
  }
  if (code == '{') {
    while (**p != '=' && **p != '}' && **p != '\0') (*p)++;  // the name
    if (**p != '=') return false;
    (*p)++;
    size_t capacity = 4, offset = 0, alignment = 1;
    type->children = calloc(capacity, sizeof(HarnessType));
    if (type->children == NULL) return false;
    while (**p != '}') {
      if (type->count == capacity) {
        capacity *= 2;
        HarnessType *grown = realloc(type->children, capacity * sizeof(HarnessType));
        if (grown == NULL) return false;
        type->children = grown;
      }
      HarnessType *field = &type->children[type->count];
      if (!parseType(p, field, depth + 1)) return false;
      type->count++;
      offset = (offset + field->alignment - 1) / field->alignment * field->alignment;
      offset += field->size;
      if (field->alignment > alignment) alignment = field->alignment;
    }
    (*p)++;
    if (type->count == 0) return false;
    type->alignment = alignment;
    type->size = (offset + alignment - 1) / alignment * alignment;
    return true;
  }
  if (code == '[') {
    size_t count = 0;
    while (**p >= '0' && **p <= '9') count = count * 10 + (size_t)(*(*p)++ - '0');
    if (count == 0) return false;
    type->count = count;
    type->children = malloc(sizeof(HarnessType));
    if (type->children == NULL || !parseType(p, type->children, depth + 1)) return false;
    if (**p != ']') return false;
    (*p)++;
    type->size = count * type->children->size;
    type->alignment = type->children->alignment;
    return true;
  }
  if (code == 'v') {
    type->size = 0;
    type->alignment = 1;
    return true;
  }
  return scalarLayout(code, &type->size, &type->alignment);
}

static void freeType(HarnessType *type) {
  if (type->children == NULL) return;
  size_t children = type->code == '{' ? type->count : 1;
  for (size_t i = 0; i < children; i++) freeType(&type->children[i]);
  free(type->children);
  type->children = NULL;
}

bool HarnessSignatureParse(const char *encoding, HarnessSignature *signature) {
  memset(signature, 0, sizeof *signature);
  const char *p = encoding;
  if (!parseType(&p, &signature->returnType, 0)) return false;
  size_t capacity = 0;
  while (*p != '\0') {
    if (signature->argumentCount == capacity) {
      capacity = capacity ? capacity * 2 : 8;
      HarnessType *grown = realloc(signature->arguments, capacity * sizeof(HarnessType));
      if (grown == NULL) return false;
      signature->arguments = grown;
    }
    HarnessType *argument = &signature->arguments[signature->argumentCount];
    if (!parseType(&p, argument, 0) || argument->code == 'v' || argument->code == '[') {
      return false;
    }
    signature->argumentCount++;
  }
  return true;
}

void HarnessSignatureFree(HarnessSignature *signature) {
  freeType(&signature->returnType);
  for (size_t i = 0; i < signature->argumentCount; i++) freeType(&signature->arguments[i]);
  free(signature->arguments);
  signature->arguments = NULL;
  signature->argumentCount = 0;
}

// MARK: - The flat description

typedef struct {
  int32_t *nodes;
  size_t length;
  size_t capacity;
} Writer;

static bool append(Writer *writer, int32_t node) {
  if (writer->length == writer->capacity) return false;
  writer->nodes[writer->length++] = node;
  return true;
}

static int32_t scalarNode(char code) {
  switch (code) {
    case 'v': return CShims_TypeVoid;
    case 'c': return CShims_TypeSInt8;
    case 's': return CShims_TypeSInt16;
    case 'i': return CShims_TypeSInt32;
    case 'q': return CShims_TypeSInt64;
    case 'C': case 'B': return CShims_TypeUInt8;
    case 'S': return CShims_TypeUInt16;
    case 'I': return CShims_TypeUInt32;
    case 'Q': return CShims_TypeUInt64;
    case 'f': return CShims_TypeFloat;
    case 'd': return CShims_TypeDouble;
    case 'D': return CShims_TypeLongDouble;
    default: return CShims_TypePointer;  // '*', '^'
  }
}

/// A struct field, or a whole struct: an array inside a struct counts as its elements, an array
/// nested in an array is a struct of its elements (libffi has no array type).
static bool describeField(Writer *writer, const HarnessType *type) {
  if (type->code == '{') {
    if (!append(writer, CShims_TypeStruct)) return false;
    size_t countIndex = writer->length;
    if (!append(writer, 0)) return false;
    int32_t count = 0;
    for (size_t i = 0; i < type->count; i++) {
      const HarnessType *field = &type->children[i];
      if (field->code == '[') {
        for (size_t k = 0; k < field->count; k++) {
          if (!describeField(writer, field->children)) return false;
        }
        count += (int32_t)field->count;
      } else {
        if (!describeField(writer, field)) return false;
        count += 1;
      }
    }
    writer->nodes[countIndex] = count;
    return true;
  }
  if (type->code == '[') {
    if (!append(writer, CShims_TypeStruct) || !append(writer, (int32_t)type->count)) return false;
    for (size_t k = 0; k < type->count; k++) {
      if (!describeField(writer, type->children)) return false;
    }
    return true;
  }
  return append(writer, scalarNode(type->code));
}

size_t HarnessDescribe(const HarnessSignature *signature, int32_t *description, size_t capacity) {
  Writer writer = {description, 0, capacity};
  if (!describeField(&writer, &signature->returnType)) return 0;
  for (size_t i = 0; i < signature->argumentCount; i++) {
    if (!describeField(&writer, &signature->arguments[i])) return 0;
  }
  return writer.length;
}

CShims_Signature *HarnessMakeSignature(const char *encoding) {
  HarnessSignature signature;
  int32_t description[64];
  if (!HarnessSignatureParse(encoding, &signature)) abort();
  size_t length = HarnessDescribe(&signature, description, 64);
  int32_t error = 0;
  CShims_Signature *result =
      CShims_SignatureCreate(description, length, (uint32_t)signature.argumentCount, &error);
  HarnessSignatureFree(&signature);
  if (result == NULL) abort();
  return result;
}

// MARK: - Values

uint64_t HarnessRandomNext(HarnessRandom *random) {
  uint64_t z = (random->state += UINT64_C(0x9e3779b97f4a7c15));
  z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
  return z ^ (z >> 31);
}

/// The C strings '*' arguments point at (NULL too).
static const char *const strings[] = {"", "a", "hello", "trampoline", "ünïcödé", NULL};

/// Calls `visit` with the offset and code of every scalar of `type`, in declaration order.
typedef void (*LeafVisitor)(char code, size_t offset, void *context);

static void visitLeaves(const HarnessType *type, size_t offset, LeafVisitor visit, void *context) {
  if (type->code == '{') {
    size_t position = 0;
    for (size_t i = 0; i < type->count; i++) {
      const HarnessType *field = &type->children[i];
      position = (position + field->alignment - 1) / field->alignment * field->alignment;
      visitLeaves(field, offset + position, visit, context);
      position += field->size;
    }
  } else if (type->code == '[') {
    for (size_t k = 0; k < type->count; k++) {
      visitLeaves(type->children, offset + k * type->children->size, visit, context);
    }
  } else if (type->code != 'v') {
    visit(type->code, offset, context);
  }
}

typedef struct {
  unsigned char *base;
  HarnessRandom *random;
} FillContext;

static void fillLeaf(char code, size_t offset, void *context) {
  FillContext *fill = context;
  unsigned char *value = fill->base + offset;
  uint64_t bits = HarnessRandomNext(fill->random);
  // Finite, with fractions, of either sign.
  double finite = (double)((int32_t)bits % 1000000) / 64.0;
  switch (code) {
    case 'f': {
      float x = (float)finite;
      memcpy(value, &x, sizeof x);
      break;
    }
    case 'd': memcpy(value, &finite, sizeof finite); break;
    case 'D': {
      long double x = (long double)finite / 3.0L;
      memset(value, 0, sizeof x);
      memcpy(value, &x, sizeof x);
      break;
    }
    case 'B': *value = (unsigned char)(bits & 1); break;
    case '*': {
      const char *string = strings[bits % (sizeof strings / sizeof strings[0])];
      memcpy(value, &string, sizeof string);
      break;
    }
    case '^': {
      uintptr_t pointer = (uintptr_t)(bits >> 4);
      memcpy(value, &pointer, sizeof pointer);
      break;
    }
    default: {
      size_t size = 0, alignment = 0;
      scalarLayout(code, &size, &alignment);
      memcpy(value, &bits, size);  // little-endian: the low bytes
      break;
    }
  }
}

void HarnessFill(const HarnessType *type, void *value, HarnessRandom *random) {
  memset(value, 0, type->size);
  FillContext context = {value, random};
  visitLeaves(type, 0, fillLeaf, &context);
}

/// The bytes of a scalar that carry its value.
static size_t significantBytes(char code) {
#if LDBL_MANT_DIG == 64
  if (code == 'D') return 10;  // x87 extended precision: the rest is padding
#endif
  size_t size = 0, alignment = 0;
  scalarLayout(code, &size, &alignment);
  return size;
}

typedef struct {
  const unsigned char *a;
  const unsigned char *b;
  bool equal;
  size_t where;
} CompareContext;

static void compareLeaf(char code, size_t offset, void *context) {
  CompareContext *compare = context;
  if (!compare->equal) return;
  if (memcmp(compare->a + offset, compare->b + offset, significantBytes(code)) != 0) {
    compare->equal = false;
    compare->where = offset;
  }
}

bool HarnessEqual(const HarnessType *type, const void *a, const void *b, size_t *where) {
  CompareContext context = {a, b, true, 0};
  visitLeaves(type, 0, compareLeaf, &context);
  if (!context.equal && where != NULL) *where = context.where;
  return context.equal;
}

typedef struct {
  const unsigned char *base;
  char *buffer;
  size_t size;
  size_t used;
} FormatContext;

static void formatLeaf(char code, size_t offset, void *context) {
  FormatContext *format = context;
  if (format->used + 1 >= format->size) return;
  uint64_t bits = 0;
  size_t size = significantBytes(code);
  memcpy(&bits, format->base + offset, size < 8 ? size : 8);
  int written = snprintf(format->buffer + format->used, format->size - format->used, "%s%c:%llx",
                         format->used ? " " : "", code, (unsigned long long)bits);
  if (written > 0) format->used += (size_t)written;
  if (format->used >= format->size) format->used = format->size - 1;
}

void HarnessFormat(const HarnessType *type, const void *value, char *buffer, size_t size) {
  if (size == 0) return;
  buffer[0] = '\0';
  FormatContext context = {value, buffer, size, 0};
  visitLeaves(type, 0, formatLeaf, &context);
}
