/*
 * The register-frame call: on x86-64 System V, a call whose return value comes back in rax/rdx and
 * xmm0/xmm1, or in memory the caller provides, needs none of ffi_call's generic machinery. The plan
 * made when the signature was built (signature.c) says which bytes of which argument go in which
 * register or stack eightbyte; the call passes all fourteen argument registers through a function
 * type that has exactly those parameters, so the compiler puts each value in its register, then
 * the stack arguments as one struct by value (see StackImage4), and reads the return registers
 * through a two-eightbyte struct return of the matching classes.
 *
 * Why C: Swift can not call a function pointer with a signature known only at run time, and this
 * is the one place that relies on the ABI's register and stack assignment. Proven equal to
 * ffi_call by the C matrix and random-signature suites, which run every signature through both
 * paths (the Swift suites, and the C harness in Tests/CShimsHarness).
 *
 * Other architectures, arm64 (AAPCS64) among them, have no register-frame call: signature.c makes
 * no plan there and every call of a C function goes through ffi_call. A decision, not a gap, made
 * on instruction counts (the DocC article "Life of a call", "On arm64"): on x86-64 the benchmarks'
 * `libffi-generic` column (ffi_call and libffi's closure entry) costs 645 to 985 instructions more
 * per observed call than `libffi` with the register frame, nothing on unobserved calls, which
 * reach the C function without a forward; on arm64 libffi's whole round trip, entry and ffi_call,
 * is 468 instructions (qemu-aarch64, Benchmarks/Scripts/qemu-count.sh) against x86-64's 1,160.
 * Forwards into the package's own trampolines take ffi_call on no architecture: they go straight
 * into the Swift body.
 */
#include "CShims.h"
#include "internal.h"

#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__) && !defined(_WIN64)

typedef struct { uint64_t a, b; } ReturnII;
typedef struct { double a, b; } ReturnSS;
typedef struct { uint64_t a; double b; } ReturnIS;
typedef struct { double a; uint64_t b; } ReturnSI;

#define REGISTER_PARAMETERS                                                                        \
  uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, double, double, double, double,      \
      double, double, double, double
#define REGISTER_ARGUMENTS                                                                         \
  r[0], r[1], r[2], r[3], r[4], r[5], asDouble(r[6]), asDouble(r[7]), asDouble(r[8]),              \
      asDouble(r[9]), asDouble(r[10]), asDouble(r[11]), asDouble(r[12]), asDouble(r[13])

static inline double asDouble(uint64_t bits) {
  double value;
  memcpy(&value, &bits, sizeof value);
  return value;
}

static inline uint64_t asBits(double value) {
  uint64_t bits;
  memcpy(&bits, &value, sizeof bits);
  return bits;
}

static inline uint64_t load(const CShims_RegisterMove *move, const char *argument) {
  const char *bytes = argument + move->offset;
  switch (move->load) {
    case CShims_LoadSInt8: return (uint64_t)(int64_t) * (const int8_t *)bytes;
    case CShims_LoadUInt8: return *(const uint8_t *)bytes;
    case CShims_LoadSInt16: return (uint64_t)(int64_t) * (const int16_t *)bytes;
    case CShims_LoadUInt16: return *(const uint16_t *)bytes;
    case CShims_LoadSInt32: return (uint64_t)(int64_t) * (const int32_t *)bytes;
    case CShims_LoadUInt32: return *(const uint32_t *)bytes;
    case CShims_Load64: {
      uint64_t value;
      memcpy(&value, bytes, 8);
      return value;
    }
    case CShims_LoadFloat: {
      uint32_t value;
      memcpy(&value, bytes, 4);
      return value;
    }
    default: {
      uint64_t value = 0;
      memcpy(&value, bytes, move->size);
      return value;
    }
  }
}

/* Fills the registers `plan` names from the arguments. */
static inline void loadRegisters(const struct CShims_RegisterPlan *plan, void **arguments, uint64_t *r) {
  if (plan->wholeWords) {
    /* The common case (objects, pointers, 64-bit integers, doubles, structs of whole
       eightbytes): one 64-bit load each, no widening to choose. */
    for (uint32_t i = 0; i < plan->moveCount; i++) {
      const CShims_RegisterMove *move = &plan->moves[i];
      memcpy(&r[move->reg], (const char *)arguments[move->argument] + move->offset, 8);
    }
    return;
  }
  for (uint32_t i = 0; i < plan->moveCount; i++) {
    const CShims_RegisterMove *move = &plan->moves[i];
    r[move->reg] = load(move, arguments[move->argument]);
  }
}

/* The common case: integer-class arguments only (pointers, objects, integers, small structs of
   integers) and a void or integer return value; the six integer registers carry everything, so
   the SSE registers are neither filled nor passed. */
static __attribute__((noinline)) void integerOnlyCall(
    const struct CShims_RegisterPlan *plan, const void *function, void *returnValue,
    void **arguments) {
  uint64_t r[6] = {0};
  loadRegisters(plan, arguments, r);
  typedef uint64_t (*IntegerFunction)(uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t);
  uint64_t rax = ((IntegerFunction)function)(r[0], r[1], r[2], r[3], r[4], r[5]);
  if (plan->returnKind == CShims_ReturnInteger) {
    uint64_t value = CShims_WidenInteger(plan->returnLoad, rax);
    memcpy(returnValue, &value, sizeof value);
  }
}

/*
 * Calls `function` through a function type of `PARAMETERS` (the fourteen register parameters,
 * then the stack image for a call with stack arguments) and stores its return value as `plan`
 * says. A macro, because the call's function type differs with the return registers and the
 * stack image.
 */
#define CALL_AND_STORE_RETURN(plan, function, returnValue, PARAMETERS, ARGUMENTS)                  \
  do {                                                                                             \
    switch ((plan)->returnKind) {                                                                  \
      case CShims_ReturnNone:                                                                      \
      case CShims_ReturnInMemory:                                                                  \
        ((void (*)(PARAMETERS))(function))(ARGUMENTS);                                             \
        return;                                                                                    \
      case CShims_ReturnInteger: {                                                                 \
        ReturnII result = ((ReturnII(*)(PARAMETERS))(function))(ARGUMENTS);                        \
        uint64_t value = CShims_WidenInteger((plan)->returnLoad, result.a);                        \
        memcpy((returnValue), &value, sizeof value);                                               \
        return;                                                                                    \
      }                                                                                            \
      case CShims_ReturnFloat: {                                                                   \
        ReturnSS result = ((ReturnSS(*)(PARAMETERS))(function))(ARGUMENTS);                        \
        uint64_t bits = asBits(result.a);                                                          \
        memcpy((returnValue), &bits, 4);                                                           \
        return;                                                                                    \
      }                                                                                            \
      case CShims_ReturnDouble: {                                                                  \
        ReturnSS result = ((ReturnSS(*)(PARAMETERS))(function))(ARGUMENTS);                        \
        memcpy((returnValue), &result.a, 8);                                                       \
        return;                                                                                    \
      }                                                                                            \
      default: break;                                                                              \
    }                                                                                              \
    /* A struct in up to two eightbytes: integer ones come back in rax then rdx, SSE ones in       \
       xmm0 then xmm1, in the order of the eightbytes. */                                          \
    uint64_t halves[2];                                                                            \
    const uint8_t *classes = (plan)->returnClasses;                                                \
    if (classes[0] == 2 && classes[1] == 2) {                                                      \
      ReturnSS result = ((ReturnSS(*)(PARAMETERS))(function))(ARGUMENTS);                          \
      halves[0] = asBits(result.a);                                                                \
      halves[1] = asBits(result.b);                                                                \
    } else if (classes[0] == 2 && classes[1] == 1) {                                               \
      ReturnSI result = ((ReturnSI(*)(PARAMETERS))(function))(ARGUMENTS);                          \
      halves[0] = asBits(result.a);                                                                \
      halves[1] = result.b;                                                                        \
    } else if (classes[0] == 1 && classes[1] == 2) {                                               \
      ReturnIS result = ((ReturnIS(*)(PARAMETERS))(function))(ARGUMENTS);                          \
      halves[0] = result.a;                                                                        \
      halves[1] = asBits(result.b);                                                                \
    } else if (classes[0] == 2) {                                                                  \
      ReturnSS result = ((ReturnSS(*)(PARAMETERS))(function))(ARGUMENTS);                          \
      halves[0] = asBits(result.a);                                                                \
      halves[1] = 0;                                                                               \
    } else {                                                                                       \
      ReturnII result = ((ReturnII(*)(PARAMETERS))(function))(ARGUMENTS);                          \
      halves[0] = result.a;                                                                        \
      halves[1] = result.b;                                                                        \
    }                                                                                              \
    memcpy((returnValue), halves, (plan)->returnSize);                                             \
  } while (0)

/*
 * Stack arguments travel as one struct of whole eightbytes passed by value after the fourteen
 * register parameters: a struct larger than 16 bytes is MEMORY class, so the caller copies it to
 * the bottom of its outgoing argument area, where the callee looks for its first stack argument
 * (16-byte aligned at the call). The callee reads the eightbytes its own parameters name; any
 * beyond them are unused, as the caller's to clean up. Two sizes keep the copy short.
 */
typedef struct { uint64_t words[4]; } StackImage4;
typedef struct { uint64_t words[CShims_MaximumStackWords]; } StackImageMax;

/* A call with a stack image of `Image`: the registers and the image zeroed, then filled. */
#define DEFINE_STACK_CALL(name, Image)                                                             \
  static __attribute__((noinline)) void name(                                                      \
      const struct CShims_RegisterPlan *plan, const void *function, void *returnValue,             \
      void **arguments) {                                                                          \
    union {                                                                                        \
      uint64_t r[CShims_RegisterWords + sizeof(Image) / 8];                                        \
      struct {                                                                                     \
        uint64_t registers[CShims_RegisterWords];                                                  \
        Image stack;                                                                               \
      } parts;                                                                                     \
    } frame;                                                                                       \
    memset(&frame, 0, sizeof frame);                                                               \
    uint64_t *r = frame.r;                                                                         \
    if (plan->returnKind == CShims_ReturnInMemory) r[0] = (uint64_t)(uintptr_t)returnValue;        \
    loadRegisters(plan, arguments, r);                                                             \
    CALL_AND_STORE_RETURN(plan, function, returnValue, STACK_PARAMETERS(Image), STACK_ARGUMENTS);  \
  }

#define STACK_PARAMETERS(Image) REGISTER_PARAMETERS, Image
#define STACK_ARGUMENTS REGISTER_ARGUMENTS, frame.parts.stack

DEFINE_STACK_CALL(stackCall4, StackImage4)
DEFINE_STACK_CALL(stackCallMax, StackImageMax)

/*
 * A call with stack arguments of at most four eightbytes and no argument in an SSE register (a
 * large struct after a receiver and a selector, the usual delegate method that takes one): only
 * the six integer registers and the stack image are filled and passed, where stackCall4 zeroes,
 * loads and passes all fourteen registers (about 13 instructions per call fewer, counted with
 * `callgrind.sh "struct24 1+1 counting" libffi`). The frame keeps stackCall4's layout, so the
 * plan's register numbers index it as they are.
 */
#define INTEGER_STACK_PARAMETERS                                                                   \
  uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, StackImage4
#define INTEGER_STACK_ARGUMENTS r[0], r[1], r[2], r[3], r[4], r[5], frame.parts.stack

static __attribute__((noinline)) void integerStackCall4(
    const struct CShims_RegisterPlan *plan, const void *function, void *returnValue,
    void **arguments) {
  union {
    uint64_t r[CShims_RegisterWords + sizeof(StackImage4) / 8];
    struct {
      uint64_t registers[CShims_RegisterWords];
      StackImage4 stack;
    } parts;
  } frame;
  /* The registers and words the plan does not fill are passed as zeros, as stackCall4 passes
     them; the SSE words between them are neither read nor passed. */
  memset(frame.parts.registers, 0, 6 * sizeof(uint64_t));
  memset(&frame.parts.stack, 0, sizeof frame.parts.stack);
  uint64_t *r = frame.r;
  if (plan->returnKind == CShims_ReturnInMemory) r[0] = (uint64_t)(uintptr_t)returnValue;
  loadRegisters(plan, arguments, r);
  CALL_AND_STORE_RETURN(
      plan, function, returnValue, INTEGER_STACK_PARAMETERS, INTEGER_STACK_ARGUMENTS);
}

/* A call with every argument in registers, integer and SSE: all fourteen registers passed. */
static __attribute__((noinline)) void registerCall(
    const struct CShims_RegisterPlan *plan, const void *function, void *returnValue,
    void **arguments) {
  uint64_t r[CShims_RegisterWords] = {0};
  if (plan->returnKind == CShims_ReturnInMemory) r[0] = (uint64_t)(uintptr_t)returnValue;
  loadRegisters(plan, arguments, r);
  CALL_AND_STORE_RETURN(plan, function, returnValue, REGISTER_PARAMETERS, REGISTER_ARGUMENTS);
}

/* Only a dispatch, every call a tail call: the kinds of call each keep the frame they need (the
   fourteen registers, a stack image), and no kind pays for another's (about 20 instructions per
   call with a stack image, counted with `callgrind.sh "struct24 1+1 counting" libffi`). */
void CShims_RegisterCall(
    const struct CShims_RegisterPlan *plan, const void *function, void *returnValue,
    void **arguments) {
  if (plan->integerOnly) {
    integerOnlyCall(plan, function, returnValue, arguments);
  } else if (plan->stackWords == 0) {
    registerCall(plan, function, returnValue, arguments);
  } else if (plan->integerStack4) {
    integerStackCall4(plan, function, returnValue, arguments);
  } else if (plan->stackWords <= 4) {
    stackCall4(plan, function, returnValue, arguments);
  } else {
    stackCallMax(plan, function, returnValue, arguments);
  }
}

#else

/* No register-frame call here (see the top): no plan is made, so this is never called. */
void CShims_RegisterCall(
    const struct CShims_RegisterPlan *plan, const void *function, void *returnValue,
    void **arguments) {
  (void)plan;
  (void)function;
  (void)returnValue;
  (void)arguments;
  abort(); /* no plan is ever made off x86-64 System V */
}

#endif
