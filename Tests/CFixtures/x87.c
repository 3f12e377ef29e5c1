// The long double struct fixtures and x87 helpers declared in CFixturesX87.h.

#include "CFixturesX87.h"

#include "checksum.h"

/// Casts a `const void *` function pointer to the type of the fixture `CFixtures_<name>`.
#define CFX_AS(name, fn) ((__typeof__(&CFixtures_##name))(uintptr_t)(fn))

// MARK: - Checksums of the structs, field by field

static void hash_LD(CFixturesHasher *s, const CFixtures_LD *x) { cfx_f80(s, x->x); }

static void hash_LDNested(CFixturesHasher *s, const CFixtures_LDNested *x) {
  hash_LD(s, &x->inner);
}

static void hash_LDArray(CFixturesHasher *s, const CFixtures_LDArray *x) { cfx_f80(s, x->x[0]); }

static void hash_LDPair(CFixturesHasher *s, const CFixtures_LDPair *x) {
  cfx_f64(s, x->d);
  cfx_f80(s, x->x);
}

static void hash_LDMixed(CFixturesHasher *s, const CFixtures_LDMixed *x) {
  cfx_i64(s, x->i);
  hash_LDNested(s, &x->ld);
  cfx_f32(s, x->f[0]);
  cfx_f32(s, x->f[1]);
}

static void hash_Wrap8(CFixturesHasher *s, const CFixtures_Wrap8 *x) {
  cfx_i64(s, x->inner.a);
  cfx_f32(s, x->inner.b);
}

static void hash_Arr8(CFixturesHasher *s, const CFixtures_Arr8 *x) {
  for (int k = 0; k < 4; ++k) cfx_i64(s, x->v[k]);
}

static void hash_S16a(CFixturesHasher *s, const CFixtures_S16a *x) {
  cfx_i64(s, x->a);
  for (int k = 0; k < 3; ++k) cfx_f32(s, x->b[k]);
}

// MARK: - negate

#define CFX_DEFINE_NEGATE(S, ...)                                           \
  CFixtures_##S CFixtures_negate_##S(CFixtures_##S x) {                     \
    CFixturesHasher s = cfx_begin();                                        \
    hash_##S(&s, &x);                                                       \
    cfx_store(&s);                                                          \
    __VA_ARGS__;                                                            \
    return x;                                                               \
  }                                                                         \
  CFixtures_##S CFixtures_call_negate_##S(const void *fn, CFixtures_##S x) { \
    return CFX_AS(negate_##S, fn)(x);                                       \
  }

CFX_DEFINE_NEGATE(LD, x.x = -x.x)
CFX_DEFINE_NEGATE(LDNested, x.inner.x = -x.inner.x)
CFX_DEFINE_NEGATE(LDArray, x.x[0] = -x.x[0])
CFX_DEFINE_NEGATE(LDPair, x.d = -x.d; x.x = -x.x)
CFX_DEFINE_NEGATE(LDMixed, x.i = ~x.i; x.ld.inner.x = -x.ld.inner.x; x.f[0] = -x.f[0];
                  x.f[1] = -x.f[1])

// MARK: - Mixed signatures

CFixtures_LD CFixtures_x87Eight(int64_t a0, CFixtures_Wrap8 a1, int32_t a2, CFixtures_Arr8 a3,
                                int64_t a4, double a5, CFixtures_S16a a6, CFixtures_LDArray a7) {
  CFixturesHasher s = cfx_begin();
  cfx_i64(&s, a0);
  hash_Wrap8(&s, &a1);
  cfx_i64(&s, a2);
  hash_Arr8(&s, &a3);
  cfx_i64(&s, a4);
  cfx_f64(&s, a5);
  hash_S16a(&s, &a6);
  hash_LDArray(&s, &a7);
  cfx_store(&s);
  CFixtures_LD r;
  memset(&r, 0, sizeof r);
  r.x = (long double)a0 + 2.0L * ((long double)a1.inner.a + 2.0L * (long double)a1.inner.b)
    + 3.0L * (long double)a2
    + 4.0L * ((long double)a3.v[0] + 2.0L * (long double)a3.v[1] + 3.0L * (long double)a3.v[2]
              + 4.0L * (long double)a3.v[3])
    + 5.0L * (long double)a4 + 6.0L * (long double)a5
    + 7.0L * ((long double)a6.a + 2.0L * (long double)a6.b[0] + 3.0L * (long double)a6.b[1]
              + 4.0L * (long double)a6.b[2])
    + 8.0L * a7.x[0];
  return r;
}

CFixtures_LD CFixtures_call_x87Eight(const void *fn, int64_t a0, CFixtures_Wrap8 a1, int32_t a2,
                                     CFixtures_Arr8 a3, int64_t a4, double a5, CFixtures_S16a a6,
                                     CFixtures_LDArray a7) {
  return CFX_AS(x87Eight, fn)(a0, a1, a2, a3, a4, a5, a6, a7);
}

long double CFixtures_x87Arguments(float a, CFixtures_LD b, int32_t c, CFixtures_LDMixed d,
                                   double e, CFixtures_LDPair f) {
  CFixturesHasher s = cfx_begin();
  cfx_f32(&s, a);
  hash_LD(&s, &b);
  cfx_i64(&s, c);
  hash_LDMixed(&s, &d);
  cfx_f64(&s, e);
  hash_LDPair(&s, &f);
  cfx_store(&s);
  return (long double)a + 2.0L * b.x + 3.0L * (long double)c
    + 4.0L * ((long double)d.i + d.ld.inner.x + (long double)d.f[0] + (long double)d.f[1])
    + 5.0L * (long double)e + 6.0L * ((long double)f.d + f.x);
}

long double CFixtures_call_x87Arguments(const void *fn, float a, CFixtures_LD b, int32_t c,
                                        CFixtures_LDMixed d, double e, CFixtures_LDPair f) {
  return CFX_AS(x87Arguments, fn)(a, b, c, d, e, f);
}

// MARK: - The x87 register stack

uint16_t CFixtures_x87TagWord(void) {
#if defined(__x86_64__) || defined(__i386__)
  // The 28-byte protected-mode environment: control, status and tag words at 0, 4 and 8.
  // fnstenv masks every x87 exception as a side effect; fldenv puts the environment back.
  uint16_t environment[14];
  __asm__ volatile("fnstenv %0\n\tfldenv %0" : "+m"(environment));
  return environment[4];
#else
  return 0xFFFF;
#endif
}

#if defined(__x86_64__) || defined(__i386__)
// Eight pushes and seven adds leave the sum in %st0; fstpt pops it: the stack is as it was.
#define CFX_FULL_STACK_SUM                                                  \
  "fld1\n\tfld1\n\tfld1\n\tfld1\n\tfld1\n\tfld1\n\tfld1\n\tfld1\n\t"          \
  "faddp\n\tfaddp\n\tfaddp\n\tfaddp\n\tfaddp\n\tfaddp\n\tfaddp\n\t"
#define CFX_X87_CLOBBERS "st", "st(1)", "st(2)", "st(3)", "st(4)", "st(5)", "st(6)", "st(7)"
#endif

long double CFixtures_x87FullStackSum(void) {
#if defined(__x86_64__) || defined(__i386__)
  long double sum;
  __asm__ volatile(CFX_FULL_STACK_SUM "fstpt %0" : "=m"(sum) : : CFX_X87_CLOBBERS);
  return sum;
#else
  return 8.0L;
#endif
}

void CFixtures_x87ProbeWithOneRegisterLeaked(uint16_t *tagWord, long double *fullStackSum) {
#if defined(__x86_64__) || defined(__i386__)
  uint16_t environment[14];
  long double sum;
  // One asm statement, so that no compiled code runs while the register is occupied.
  __asm__ volatile("fldz\n\t"
                   "fnstenv %0\n\tfldenv %0\n\t" CFX_FULL_STACK_SUM "fstpt %1\n\t"
                   "fstp %%st(0)"
                   : "+m"(environment), "=m"(sum)
                   :
                   : CFX_X87_CLOBBERS);
  *tagWord = environment[4];
  *fullStackSum = sum;
#else
  *tagWord = 0x3FFF;
  *fullStackSum = __builtin_nanl("");
#endif
}

long double CFixtures_x87Ordinary(long double x) { return (x + 0.5L) * 3.0L; }
