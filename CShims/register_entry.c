/*
 * The register-frame entry: on x86-64 System V, a closure whose signature has a register plan
 * (signature.c: no long double, at most CShims_MaximumStackWords stack eightbytes) is entered
 * without libffi. Its code loads the closure's address into r10 and jumps to one common entry,
 * CShims_RegisterEntry, which saves the six integer and eight SSE argument registers, hands them
 * and the caller's stack arguments to registerEntryHandler, and loads the return registers that
 * the handler filled. The handler points each argument at the register or stack eightbytes that
 * hold it (a struct split over two registers is copied together first), calls the closure's
 * handler as libffi would, and places its return value where the ABI wants it.
 *
 * Why: libffi's closure entry classifies every argument of the signature again at each call
 * (ffi_closure_unix64_inner), some 400 instructions of a void call with three arguments; the
 * plan made once per signature replaces them with a few loads. Why C and assembly: Swift can not
 * be entered with a signature known only at run time. The register assignment is the one the
 * register-frame call (register_call.c) uses, which the C matrix and random-signature suites prove
 * equal to ffi_call; the same suites call every signature's closures through both entries (the C
 * harness in Tests/CShimsHarness, the Swift suites with DYNAMICPROXY_FORWARDING=libffi in CI).
 *
 * Other architectures, arm64 among them, enter through libffi: no plan is made there.
 * DYNAMICPROXY_FORWARDING=libffi (CShims_SetRegisterCallsEnabled(0)) makes closures created
 * afterwards enter through libffi too.
 */
#include "CShims.h"
#include "internal.h"

#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__) && !defined(_WIN64) && defined(__linux__)

/*
 * The entry's frame, as CShims_RegisterEntry lays it out: the 14 argument registers (rdi, rsi,
 * rdx, rcx, r8, r9, then the low eightbytes of xmm0-xmm7), the 4 return registers (rax, rdx,
 * xmm0, xmm1), 16 bytes of padding, the saved rbp and the return address; then the caller's stack
 * arguments. Offsets in bytes from the frame's start.
 */
enum {
  FrameReturnRegisters = 8 * CShims_RegisterWords,
  FrameStackArguments = 176,
};

/* One argument's eightbyte: where the entry finds it and where the argument's pointer points. */
typedef struct {
  uint16_t argument; /* the argument's index */
  uint16_t frame;    /* the eightbyte's offset in the frame */
  uint8_t copy;      /* 1: the eightbyte is copied into the scratch copy of its argument */
  uint8_t offset;    /* the eightbyte's offset in the argument (copies) */
  uint8_t scratch;   /* the argument's offset in the scratch buffer (copies) */
} EntryMove;

struct CShims_EntryPlan {
  uint8_t returnKind;       /* as the register plan's */
  uint8_t returnLoad;       /* for CShims_ReturnInteger */
  uint8_t returnClasses[2]; /* for CShims_ReturnStruct */
  uint32_t moveCount;
  EntryMove moves[];
};

/* The scratch bytes of the arguments split over two registers: at most seven of 16 bytes each. */
enum { ScratchBytes = 128 };

/* Where the entry's frame holds the register or stack eightbyte of `move`. */
static uint16_t frameOffset(const CShims_RegisterMove *move) {
  return move->reg < CShims_RegisterWords
             ? (uint16_t)(8 * move->reg)
             : (uint16_t)(FrameStackArguments + 8 * (move->reg - CShims_RegisterWords));
}

struct CShims_EntryPlan *CShims_MakeEntryPlan(const CShims_Signature *signature) {
  const struct CShims_RegisterPlan *registers = signature->registerPlan;
  if (registers == NULL) return NULL;
  struct CShims_EntryPlan *plan =
      malloc(sizeof(struct CShims_EntryPlan) + registers->moveCount * sizeof(EntryMove));
  if (plan == NULL) return NULL;
  plan->returnKind = registers->returnKind;
  plan->returnLoad = registers->returnLoad;
  plan->returnClasses[0] = registers->returnClasses[0];
  plan->returnClasses[1] = registers->returnClasses[1];
  uint32_t count = 0;
  unsigned scratch = 0;
  for (uint32_t i = 0; i < registers->moveCount;) {
    /* The argument's moves are consecutive, in the order of its eightbytes. */
    const CShims_RegisterMove *first = &registers->moves[i];
    uint32_t end = i + 1;
    while (end < registers->moveCount && registers->moves[end].argument == first->argument) end++;
    int onStack = first->reg >= CShims_RegisterWords;
    if (end - i == 1 || onStack) {
      /* In one register, or in consecutive stack eightbytes: the argument is where it is. */
      plan->moves[count++] = (EntryMove){.argument = first->argument, .frame = frameOffset(first)};
    } else {
      /* A struct in two registers: its eightbytes copied together. */
      for (uint32_t k = i; k < end; k++) {
        plan->moves[count++] = (EntryMove){
            .argument = first->argument,
            .frame = frameOffset(&registers->moves[k]),
            .copy = 1,
            .offset = (uint8_t)registers->moves[k].offset,
            .scratch = (uint8_t)scratch,
        };
      }
      scratch += 16;
      if (scratch > ScratchBytes) {
        free(plan);
        return NULL;
      }
    }
    i = end;
  }
  plan->moveCount = count;
  return plan;
}

/* Called by CShims_RegisterEntry with the closure (from r10) and its frame (see above). */
__attribute__((visibility("hidden"))) void CShims_RegisterEntryHandler(
    const struct CShims_Closure *closure, unsigned char *frame) {
  const struct CShims_EntryPlan *plan = closure->entryPlan;
  void *arguments[CShims_RegisterWords + CShims_MaximumStackWords];
  _Alignas(16) unsigned char scratch[ScratchBytes];
  _Alignas(16) uint64_t returned[2];
  for (uint32_t i = 0; i < plan->moveCount; i++) {
    const EntryMove *move = &plan->moves[i];
    if (__builtin_expect(move->copy, 0)) {
      unsigned char *copy = scratch + move->scratch;
      memcpy(copy + move->offset, frame + move->frame, 8);
      arguments[move->argument] = copy;
    } else {
      arguments[move->argument] = frame + move->frame;
    }
  }
  uint64_t *returnRegisters = (uint64_t *)(frame + FrameReturnRegisters);
  if (plan->returnKind == CShims_ReturnInMemory) {
    /* The caller's buffer, whose address comes back in rax. */
    uint64_t buffer;
    memcpy(&buffer, frame, 8);
    closure->handler((void *)(uintptr_t)buffer, arguments, closure->context);
    returnRegisters[0] = buffer;
    return;
  }
  closure->handler(returned, arguments, closure->context);
  switch (plan->returnKind) {
    case CShims_ReturnInteger:
      returnRegisters[0] = CShims_WidenInteger(plan->returnLoad, returned[0]);
      break;
    case CShims_ReturnFloat:
    case CShims_ReturnDouble: returnRegisters[2] = returned[0]; break;
    case CShims_ReturnStruct: {
      /* Integer eightbytes come back in rax then rdx, SSE ones in xmm0 then xmm1. */
      int integer = 0, sse = 2;
      for (int e = 0; e < 2; e++) {
        if (plan->returnClasses[e] == 1) returnRegisters[integer++] = returned[e];
        if (plan->returnClasses[e] == 2) returnRegisters[sse++] = returned[e];
      }
      break;
    }
    default: break;
  }
}

/* The common entry. r10 holds the closure; the frame is at %rsp (FrameStackArguments: 160 bytes
   of frame, the saved rbp, the return address). */
__asm__(
    "  .text\n"
    "  .p2align 4\n"
    "  .type CShims_RegisterEntry, @function\n"
    "CShims_RegisterEntry:\n"
    "  .cfi_startproc\n"
    "  endbr64\n"
    "  pushq %rbp\n"
    "  .cfi_def_cfa_offset 16\n"
    "  .cfi_offset %rbp, -16\n"
    "  movq %rsp, %rbp\n"
    "  .cfi_def_cfa_register %rbp\n"
    "  subq $160, %rsp\n"
    "  movq %rdi, 0(%rsp)\n"
    "  movq %rsi, 8(%rsp)\n"
    "  movq %rdx, 16(%rsp)\n"
    "  movq %rcx, 24(%rsp)\n"
    "  movq %r8, 32(%rsp)\n"
    "  movq %r9, 40(%rsp)\n"
    "  movq %xmm0, 48(%rsp)\n"
    "  movq %xmm1, 56(%rsp)\n"
    "  movq %xmm2, 64(%rsp)\n"
    "  movq %xmm3, 72(%rsp)\n"
    "  movq %xmm4, 80(%rsp)\n"
    "  movq %xmm5, 88(%rsp)\n"
    "  movq %xmm6, 96(%rsp)\n"
    "  movq %xmm7, 104(%rsp)\n"
    "  movq %r10, %rdi\n"
    "  movq %rsp, %rsi\n"
    "  call CShims_RegisterEntryHandler\n"
    "  movq 112(%rsp), %rax\n"
    "  movq 120(%rsp), %rdx\n"
    "  movq 128(%rsp), %xmm0\n"
    "  movq 136(%rsp), %xmm1\n"
    "  leave\n"
    "  .cfi_def_cfa %rsp, 8\n"
    "  ret\n"
    "  .cfi_endproc\n"
    "  .size CShims_RegisterEntry, .-CShims_RegisterEntry\n");

void CShims_RegisterEntry(void);

int CShims_WriteRegisterEntry(void *writable, const struct CShims_Closure *closure) {
  /*
   * The same code for every closure, its two addresses as data after it, as libffi's trampolines
   * do: a tool that translates code and caches it by address (valgrind) may keep the translation
   * of a freed closure's code for the next closure at that address, and the code of every closure
   * is the same.
   *    0: mov 9(%rip), %r10     (the closure, at 16)
   *    7: jmp *11(%rip)         (the entry, at 24)
   *   13: ud2; nop
   */
  static const unsigned char code[16] = {
      0x4C, 0x8B, 0x15, 0x09, 0x00, 0x00, 0x00, /* mov 9(%rip), %r10 */
      0xFF, 0x25, 0x0B, 0x00, 0x00, 0x00,       /* jmp *11(%rip) */
      0x0F, 0x0B, 0x90,                         /* ud2; nop */
  };
  uint64_t addresses[2] = {
      (uint64_t)(uintptr_t)closure,
      (uint64_t)(uintptr_t)&CShims_RegisterEntry,
  };
  memcpy(writable, code, sizeof code);
  memcpy((unsigned char *)writable + sizeof code, addresses, sizeof addresses);
  return 1;
}

#else

struct CShims_EntryPlan *CShims_MakeEntryPlan(const CShims_Signature *signature) {
  (void)signature;
  return NULL;
}

int CShims_WriteRegisterEntry(void *writable, const struct CShims_Closure *closure) {
  (void)writable;
  (void)closure;
  return 0;
}

#endif
