/*
 * The one place closure memory is allocated (closure.c is the only caller).
 *
 * Why this file exists: Debian 12's libffi 3.4.4 is built without static trampolines, so
 * `ffi_closure_alloc` hands out closures on pages mapped writable and executable at once wherever
 * the kernel allows it (a `rwxp` line in /proc/self/maps). Such a page is an attack surface in
 * every process that links us. This allocator never maps a page writable and executable:
 *
 *   - one memory file (memfd_create, close-on-exec) is mapped twice: a PROT_READ|PROT_WRITE view,
 *     where ffi_prep_closure_loc writes the closure, and a PROT_READ|PROT_EXEC view, whose address
 *     is the closure's code location, the C function pointer callers get;
 *   - the file grows by slabs of 64 KiB (ftruncate, then both views of the new slab are mapped),
 *     cut into 64-byte slots: a closure costs a slot, not a page;
 *   - freed slots go on a free list and are reused; a freed slot is filled with a trap
 *     instruction (int3 on x86-64, brk #0 on arm64), so a call through a stale function pointer
 *     traps instead of running someone else's closure;
 *   - one mutex guards the pool: allocation is not the hot path (calls never take it).
 *
 * It relies on libffi internals, checked at compile time (the closure's layout, below) and once
 * per process at the first closure (selfTest, closure_check.c): libffi 3.4.x's dynamic
 * trampolines on x86-64 (unix64) and arm64 (AAPCS64) are position-independent —
 * `lea -0xb(%rip), %r10` and `adr x17, #0` find the closure's data at the address the code runs
 * from, which is the executable view — exactly what libffi's own memfd fallback relies on. Where a check fails or the kernel
 * refuses (memfd_create or an executable shared mapping denied by seccomp or SELinux, another
 * architecture), closures come from `ffi_closure_alloc` for good, and the reason is reported
 * (CShims_ClosureAllocatorFallbackReason, TrampolineMemory in Swift).
 * DYNAMICPROXY_TRAMPOLINES=libffi forces that fallback (ignored in setuid/setgid processes).
 *
 * Instruction cache: x86-64 keeps it coherent with stores; arm64 does not, and libffi cleans it
 * only over the address it wrote (and, for its own allocator, that allocator's code address), so
 * for our slots it never cleans the executable view. Whatever is written through the writable
 * view — a closure (CShims_closure_publish) or a freed slot's trap fill — is therefore followed by
 * __builtin___clear_cache over the same bytes in the executable view: on arm64 it cleans the data
 * cache to the point of unification (data caches behave as physically indexed, so cleaning through
 * either view cleans the bytes written) and invalidates the instruction cache at the addresses
 * code is fetched from; on x86-64 it compiles to nothing.
 *
 * Static trampolines: libffi does not export `ffi_tramp_is_supported` (libffi.map.in ends in
 * `local: *`) nor install the fficonfig.h that defines FFI_EXEC_STATIC_TRAMP, and probing
 * `ffi_closure_alloc` would create the very W+X page this file avoids. None is needed: libffi
 * uses a static trampoline only for closures inside its own allocator's segments
 * (`ffi_tramp_is_present`), so in our slots it writes its dynamic trampoline on every build, and
 * selfTest checks those exact bytes.
 *
 * fork: both views are MAP_SHARED mappings of one file, so without care a forked child would
 * share every closure page with its parent, and a closure created or freed in either process
 * would overwrite the other's (MFD_CLOEXEC only closes the file at exec; it does nothing at fork).
 * A pthread_atfork child handler therefore gives the child its own copy: a new memory file with
 * the same contents, mapped over both views at the same addresses (forkChild). If the copy fails
 * the child stops writing to the shared pages: its new closures come from ffi_closure_alloc and the
 * closures it inherited are never freed or reused there. See the documentation's trampoline-memory
 * article (Sources/DynamicProxyRuntime/DynamicProxyRuntime.docc/WriteXorExecute.md), section
 * `fork`.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* memfd_create, secure_getenv, GNU strerror_r */
#endif

#include "internal.h"

#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

/* valgrind's client requests, where its header is installed: instructions that do nothing outside
   valgrind (see CShims_closure_publish). */
#if __has_include(<valgrind/valgrind.h>)
#include <valgrind/valgrind.h>
#define CSHIMS_HAS_VALGRIND 1
#else
#define CSHIMS_HAS_VALGRIND 0
#endif

#if (defined(__x86_64__) || defined(__aarch64__)) && defined(__linux__) && !defined(__ILP32__)
#define CSHIMS_DOUBLE_MAPPING 1
#else
#define CSHIMS_DOUBLE_MAPPING 0
#endif

/* A closure slot: a cache line, so that writing one closure never touches another's line. */
enum { SlotSize = 64 };
/* How much the memory file grows at a time: 1024 slots, 16 pages of 4 KiB. */
enum { SlabSize = 64 * 1024, SlotsPerSlab = SlabSize / SlotSize };

#if CSHIMS_DOUBLE_MAPPING
/* The layout libffi 3.4.x writes, which the slots and selfTest depend on. */
#if defined(__x86_64__)
_Static_assert(FFI_TRAMPOLINE_SIZE == 32, "libffi's x86-64 trampoline is 32 bytes");
#else
_Static_assert(FFI_TRAMPOLINE_SIZE == 24, "libffi's arm64 trampoline is 24 bytes");
#endif
_Static_assert(offsetof(ffi_closure, cif) == FFI_TRAMPOLINE_SIZE, "cif follows the trampoline");
_Static_assert(sizeof(ffi_closure) <= SlotSize - sizeof(void *), "an ffi_closure must fit a slot");

/*
 * A slot. While allocated, `closure` holds the ffi_closure libffi wrote; while free, the trap fill
 * and the free-list link. `executable` stays for the slot's whole life, so that neither a free nor
 * a reuse has to find the slot's slab.
 */
typedef struct Slot {
  union {
    unsigned char closure[SlotSize - sizeof(void *)];
    struct {
      unsigned char trap[SlotSize - 2 * sizeof(void *)]; /* trap instructions (fillWithTraps) */
      struct Slot *next;                                 /* the next free slot, writable view */
    } free;
  };
  void *executable; /* this slot's address in the executable view */
} Slot;
_Static_assert(sizeof(Slot) == SlotSize, "a slot is SlotSize bytes");
_Static_assert(offsetof(Slot, executable) == SlotSize - sizeof(void *), "executable ends a slot");

/* Both views of one slab: slab i is bytes [i * SlabSize, (i + 1) * SlabSize) of the file. */
typedef struct {
  unsigned char *writable;   /* PROT_READ | PROT_WRITE */
  unsigned char *executable; /* PROT_READ | PROT_EXEC */
} Slab;

/* The double mapping's pool. Every field is guarded by `lock`. */
static struct {
  pthread_mutex_t lock;
  int fd;               /* the memory file, -1 when none */
  Slab *slabs;          /* in file order */
  size_t slabCount;
  size_t slabCapacity;
  size_t bumpIndex;     /* the next never-used slot of the last slab */
  Slot *freeList;       /* freed slots, most recent first */
  int sharedWithParent; /* a forked child that could not copy the pool: never write to it */
} pool = {.lock = PTHREAD_MUTEX_INITIALIZER, .fd = -1};
#endif

/* The decision: made once, under pthread_once; changed afterwards only in a forked child. */
static pthread_once_t decisionOnce = PTHREAD_ONCE_INIT;
static int32_t allocatorKind = 0;
static char fallbackReason[512];

static void setReason(const char *format, ...) __attribute__((format(printf, 1, 2)));
static void setReason(const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(fallbackReason, sizeof fallbackReason, format, arguments);
  va_end(arguments);
}

#if CSHIMS_DOUBLE_MAPPING

/* strerror without its shared buffer (GNU strerror_r returns the message). */
static const char *errorText(int error, char *buffer, size_t size) {
  return strerror_r(error, buffer, size);
}

#ifndef MFD_EXEC
#define MFD_EXEC 0x0010U /* Linux 6.3: the file may be executable; older kernels reject the flag */
#endif

/* Creates the memory file. The name shows in /proc/self/maps as /memfd:<name> (deleted). */
static int createMemoryFile(void) {
  /* Say MFD_EXEC where the kernel knows it (6.3+ warns when neither EXEC nor NOEXEC is given). */
  int fd = memfd_create("dynamicproxy-trampolines", MFD_CLOEXEC | MFD_EXEC);
  if (fd < 0 && (errno == EINVAL || errno == EACCES || errno == EPERM)) {
    fd = memfd_create("dynamicproxy-trampolines", MFD_CLOEXEC);
  }
  return fd;
}

/* Grows the file by a slab and maps both views of it. Holds `lock`; sets the reason on failure. */
static int addSlab(int recordReason) {
  char buffer[128];
  if (pool.slabCount == pool.slabCapacity) {
    size_t capacity = pool.slabCapacity ? pool.slabCapacity * 2 : 16;
    Slab *slabs = realloc(pool.slabs, capacity * sizeof(Slab));
    if (slabs == NULL) return 0;
    pool.slabs = slabs;
    pool.slabCapacity = capacity;
  }
  off_t offset = (off_t)pool.slabCount * SlabSize;
  if (ftruncate(pool.fd, offset + SlabSize) != 0) {
    if (recordReason) {
      setReason("ftruncate of the closure memory file failed: %s",
                errorText(errno, buffer, sizeof buffer));
    }
    return 0;
  }
  void *writable = mmap(NULL, SlabSize, PROT_READ | PROT_WRITE, MAP_SHARED, pool.fd, offset);
  if (writable == MAP_FAILED) {
    if (recordReason) {
      setReason("mmap of the writable view refused: %s", errorText(errno, buffer, sizeof buffer));
    }
    return 0;
  }
  void *executable = mmap(NULL, SlabSize, PROT_READ | PROT_EXEC, MAP_SHARED, pool.fd, offset);
  if (executable == MAP_FAILED) {
    if (recordReason) {
      setReason("mmap of the read+execute view refused (PROT_EXEC on a shared memory file, "
                "e.g. by SELinux or seccomp): %s",
                errorText(errno, buffer, sizeof buffer));
    }
    munmap(writable, SlabSize);
    return 0;
  }
  pool.slabs[pool.slabCount++] = (Slab){writable, executable};
  pool.bumpIndex = 0;
  return 1;
}

/* Takes a slot: the most recently freed one, else the next unused one, else a new slab's first. */
static void *slotAllocate(void **code, int recordReason) {
  pthread_mutex_lock(&pool.lock);
  Slot *slot = pool.freeList;
  if (slot != NULL) {
    pool.freeList = slot->free.next;
  } else {
    if ((pool.slabCount == 0 || pool.bumpIndex == SlotsPerSlab) && !addSlab(recordReason)) {
      pthread_mutex_unlock(&pool.lock);
      errno = ENOMEM;
      return NULL;
    }
    Slab *slab = &pool.slabs[pool.slabCount - 1];
    size_t offset = pool.bumpIndex++ * SlotSize;
    slot = (Slot *)(slab->writable + offset);
    slot->executable = slab->executable + offset;
  }
  /* Zeroed: no trap fill or link left for libffi to trip on (ffi_closure.ftramp is NULL). */
  memset(slot->closure, 0, sizeof slot->closure);
  pthread_mutex_unlock(&pool.lock);
  *code = slot->executable;
  return slot;
}

/* Fills a freed slot's code bytes with trap instructions, from the code's first byte on. */
static void fillWithTraps(unsigned char *trap, size_t size) {
#if defined(__x86_64__)
  memset(trap, 0xCC, size); /* int3: SIGTRAP */
#else
  static const unsigned char brk[4] = {0x00, 0x00, 0x20, 0xd4}; /* brk #0: SIGTRAP */
  for (size_t i = 0; i + sizeof brk <= size; i += sizeof brk) memcpy(trap + i, brk, sizeof brk);
#endif
}

/* Returns a slot to the free list, filled with traps so that a stale call traps. */
static void slotFree(void *closure) {
  Slot *slot = closure;
  pthread_mutex_lock(&pool.lock);
  fillWithTraps(slot->free.trap, sizeof slot->free.trap);
  /* The traps must be what the executable view runs, not an instruction cache's old closure. */
  char *code = slot->executable;
  __builtin___clear_cache(code, code + sizeof slot->free.trap);
  slot->free.next = pool.freeList;
  pool.freeList = slot;
  pthread_mutex_unlock(&pool.lock);
}

/* Unmaps the pool after a failed start check; the fallback then owns every closure. */
static void destroyPool(void) {
  pthread_mutex_lock(&pool.lock);
  for (size_t i = 0; i < pool.slabCount; i++) {
    munmap(pool.slabs[i].writable, SlabSize);
    munmap(pool.slabs[i].executable, SlabSize);
  }
  free(pool.slabs);
  pool.slabs = NULL;
  pool.slabCount = pool.slabCapacity = pool.bumpIndex = 0;
  pool.freeList = NULL;
  if (pool.fd >= 0) close(pool.fd);
  pool.fd = -1;
  pthread_mutex_unlock(&pool.lock);
}

/*
 * Makes one closure in the double mapping and checks it (CShims_CheckLibffiClosure: what libffi
 * wrote against what this file assumes, and a call through the executable view). Sets the reason
 * and returns 0 on failure.
 */
static int selfTest(void) {
  void *code = NULL;
  unsigned char *slot = slotAllocate(&code, 1);
  if (slot == NULL) return 0; /* addSlab said why */
  char reason[256];
  int ok = CShims_CheckLibffiClosure(slot, code, offsetof(Slot, executable), reason, sizeof reason);
  if (ok && ((Slot *)slot)->executable != code) {
    snprintf(reason, sizeof reason,
             "start check: libffi wrote past sizeof(ffi_closure) (%zu bytes)", sizeof(ffi_closure));
    ok = 0;
  }
  if (!ok) setReason("%s", reason);
  slotFree(slot);
  return ok;
}

/* Holding the lock across fork keeps the pool consistent in the child. */
static void forkPrepare(void) { pthread_mutex_lock(&pool.lock); }
static void forkParent(void) { pthread_mutex_unlock(&pool.lock); }

/*
 * In a forked child: give it a private copy of the pool, so that parent and child no longer share
 * closure pages. A new memory file gets the old contents, then is mapped over both views of every
 * slab at the same addresses (so every function pointer and closure address stays valid); the
 * executable view always shows a complete copy. Only system calls and memcpy: the child of a
 * multithreaded parent may run little else before exec.
 */
static void forkChild(void) {
  if (__atomic_load_n(&allocatorKind, __ATOMIC_ACQUIRE) != CShims_ClosureAllocatorDoubleMapping ||
      pool.slabCount == 0) {
    pthread_mutex_unlock(&pool.lock);
    return;
  }
  size_t total = pool.slabCount * (size_t)SlabSize;
  int error = 0;
  const char *step = "memfd_create";
  int fd = createMemoryFile();
  unsigned char *copy = MAP_FAILED;
  if (fd < 0) goto failed;
  step = "ftruncate";
  if (ftruncate(fd, (off_t)total) != 0) goto failed;
  step = "mmap";
  copy = mmap(NULL, total, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  if (copy == MAP_FAILED) goto failed;
  for (size_t i = 0; i < pool.slabCount; i++) {
    memcpy(copy + i * SlabSize, pool.slabs[i].writable, SlabSize);
  }
  for (size_t i = 0; i < pool.slabCount; i++) {
    off_t offset = (off_t)i * SlabSize;
    if (mmap(pool.slabs[i].executable, SlabSize, PROT_READ | PROT_EXEC, MAP_SHARED | MAP_FIXED,
             fd, offset) == MAP_FAILED ||
        mmap(pool.slabs[i].writable, SlabSize, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED,
             fd, offset) == MAP_FAILED) {
      step = "mmap over a view";
      goto failed;
    }
  }
  munmap(copy, total);
  close(pool.fd);
  pool.fd = fd;
  pthread_mutex_unlock(&pool.lock);
  return;
failed:
  error = errno;
  if (copy != MAP_FAILED) munmap(copy, total);
  if (fd >= 0) close(fd);
  /* Never write to pages the parent may still use: libffi allocates from now on. */
  pool.sharedWithParent = 1;
  char buffer[128];
  setReason("after fork, the child could not copy its closure memory (%s: %s); its new closures "
            "come from ffi_closure_alloc and the ones it inherited are never freed in it",
            step, errorText(error, buffer, sizeof buffer));
  __atomic_store_n(&allocatorKind, CShims_ClosureAllocatorLibffi, __ATOMIC_RELEASE);
  pthread_mutex_unlock(&pool.lock);
}

/* Whether `pointer` is a slot of the pool. */
static int inPool(const void *pointer) {
  for (size_t i = 0; i < pool.slabCount; i++) {
    const unsigned char *base = pool.slabs[i].writable, *byte = pointer;
    if (byte >= base && byte < base + SlabSize) return 1;
  }
  return 0;
}

#endif /* CSHIMS_DOUBLE_MAPPING */

/* Decides the allocator, once per process. */
static void decide(void) {
  __atomic_store_n(&allocatorKind, CShims_ClosureAllocatorLibffi, __ATOMIC_RELEASE);
  /* secure_getenv: a setuid program's environment must not be able to turn W^X off. */
#ifdef __GLIBC__
  const char *forced = secure_getenv("DYNAMICPROXY_TRAMPOLINES");
#else
  const char *forced = getenv("DYNAMICPROXY_TRAMPOLINES");
#endif
  if (forced != NULL && strcmp(forced, "libffi") == 0) {
    setReason("forced by DYNAMICPROXY_TRAMPOLINES=libffi");
    return;
  }
#if CSHIMS_DOUBLE_MAPPING
  long pageSize = sysconf(_SC_PAGESIZE);
  if (pageSize <= 0 || SlabSize % pageSize != 0) {
    setReason("the page size (%ld) does not divide a 64 KiB slab", pageSize);
    return;
  }
  pool.fd = createMemoryFile();
  if (pool.fd < 0) {
    char buffer[128];
    setReason("memfd_create refused: %s", errorText(errno, buffer, sizeof buffer));
    return;
  }
  if (!selfTest()) {
    destroyPool();
    return;
  }
  int error = pthread_atfork(forkPrepare, forkParent, forkChild);
  if (error != 0) {
    char buffer[128];
    setReason("pthread_atfork failed (a forked child could not get its own closure memory): %s",
              errorText(error, buffer, sizeof buffer));
    destroyPool();
    return;
  }
  fallbackReason[0] = '\0';
  __atomic_store_n(&allocatorKind, CShims_ClosureAllocatorDoubleMapping, __ATOMIC_RELEASE);
#else
  setReason("no double mapping for this architecture: CShims knows libffi's trampoline layout "
            "only on x86-64 and arm64 Linux");
#endif
}

static int32_t currentKind(void) {
  pthread_once(&decisionOnce, decide);
  return __atomic_load_n(&allocatorKind, __ATOMIC_ACQUIRE);
}

void *CShims_closure_alloc(size_t size, void **code) {
#if CSHIMS_DOUBLE_MAPPING
  if (currentKind() == CShims_ClosureAllocatorDoubleMapping) {
    if (size > sizeof ((Slot *)0)->closure) {
      errno = EINVAL;
      return NULL;
    }
    return slotAllocate(code, 0);
  }
#else
  (void)currentKind();
#endif
  return ffi_closure_alloc(size, code);
}

void CShims_closure_free(void *closure) {
#if CSHIMS_DOUBLE_MAPPING
  if (currentKind() == CShims_ClosureAllocatorDoubleMapping) {
    slotFree(closure);
    return;
  }
  /* A forked child that could not copy the pool leaves the slots it inherited alone. */
  pthread_mutex_lock(&pool.lock);
  int inherited = pool.sharedWithParent && inPool(closure);
  pthread_mutex_unlock(&pool.lock);
  if (inherited) return;
#endif
  ffi_closure_free(closure);
}

void CShims_closure_publish(void *code, size_t size) {
  /* See "Instruction cache" at the top. Also for libffi's allocator, which cleaned its own code
     address already: a second clean of a few bytes costs less than a branch on the allocator. */
  __builtin___clear_cache((char *)code, (char *)code + size);
#if CSHIMS_HAS_VALGRIND
  /* Under valgrind, which translates code and caches the translation by address: the memory may
     have held another closure's code, which the writes through the other mapping did not
     invalidate (libffi's trampolines and the register-frame entry's differ). Nothing natively. */
  VALGRIND_DISCARD_TRANSLATIONS(code, size);
#endif
}

int32_t CShims_ClosureAllocatorKind(void) { return currentKind(); }

const char *CShims_ClosureAllocatorFallbackReason(void) {
  return currentKind() == CShims_ClosureAllocatorDoubleMapping ? NULL : fallbackReason;
}
