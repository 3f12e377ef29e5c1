/*
 * The GNUstep peer of proxy-compare: RxCocoa's own technique on Linux, for the same cases.
 *
 * A delegate proxy as RxCocoa's _RXDelegateProxy builds one on the Objective-C runtime:
 * respondsToSelector: answers for the forward delegate's methods and for observed ones; every call
 * of a protocol method reaches forwardInvocation: (the runtime's NSInvocation, GNUstep's libffi
 * based GSFFIInvocation), which boxes the arguments into an NSArray for the sentMessage
 * subscribers, forwards with invokeWithTarget: to the forward delegate, then calls the
 * methodInvoked subscribers. Unlike RxCocoa, methods with a return value are observed too, as the
 * Swift proxies of the comparison observe them; a subscriber is an object whose -on: is called
 * (gcc's Objective-C has no blocks) where RxCocoa calls a closure. The direct baseline: the parent calls its real
 * delegate.
 *
 * The parent, the real delegate's work (one checksum update) and the subscribers' work (an opaque
 * use of the arguments) are those of the Swift approaches. Timing is proxy-compare's: a warm-up,
 * a batch calibrated to --batch-ms, --repeats rounds alternating the two approaches, the median,
 * the calling thread's CPU time. Output: one line per case and approach,
 * "<case>\t<gnustep|gnustep-direct>\t<ns per call>".
 *
 * Build: Benchmarks/GNUstep/build.sh (gcc's Objective-C with GNUstep Base, from Debian's packages).
 */
#define _GNU_SOURCE /* strcasestr: --filter ignores case, as proxy-compare's does */
#import <Foundation/Foundation.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { double a, b; } S16;
typedef struct { double a, b, c; } S24;
typedef struct { double a, b, c, d; } S32;

@protocol BenchDelegate <NSObject>
@optional
- (void)benchDidFire:(id)sender;
- (void)bench:(id)sender didMoveToX:(double)x y:(double)y;
- (void)bench:(id)sender didCount:(int64_t)count;
- (long long)numberOfItemsInBench:(id)sender;
- (BOOL)benchShouldBegin:(id)sender;
- (id)itemForBench:(id)sender;
- (void)bench:(id)sender didChangeOffset:(S16)offset;
- (void)bench:(id)sender didChangeSize:(S24)size;
- (void)bench:(id)sender didChangeFrame:(S32)frame;
- (void)bench:(id)sender willChangeFrame:(S32 *)frame;
@end

static volatile uint64_t tally;
static volatile uint64_t results;
static void *volatile sunk;
static volatile uint64_t deliveries;
static volatile uint64_t deliveredArguments;

/* An opaque use of the arguments a subscriber receives (and a count, for the check). */
__attribute__((noinline)) static void opaqueSink(NSArray *arguments) {
  sunk = (void *)arguments;
  deliveries += 1;
  deliveredArguments += [arguments count];
}

@interface RealDelegate : NSObject <BenchDelegate> {
  id item;
}
@end

@implementation RealDelegate
- (id)init {
  if ((self = [super init])) item = [NSObject new];
  return self;
}
- (void)dealloc {
  [item release];
  [super dealloc];
}
- (void)benchDidFire:(id)sender { tally += (uintptr_t)sender; }
- (void)bench:(id)sender didMoveToX:(double)x y:(double)y {
  double sum = x + y;
  uint64_t bits;
  memcpy(&bits, &sum, 8);
  tally += bits;
}
- (void)bench:(id)sender didCount:(int64_t)count { tally += (uint64_t)count; }
- (long long)numberOfItemsInBench:(id)sender {
  tally += (uintptr_t)sender;
  return 7;
}
- (BOOL)benchShouldBegin:(id)sender {
  tally += (uintptr_t)sender;
  return YES;
}
- (id)itemForBench:(id)sender {
  tally += (uintptr_t)sender;
  return item;
}
- (void)bench:(id)sender didChangeOffset:(S16)offset {
  double sum = offset.a + offset.b;
  uint64_t bits;
  memcpy(&bits, &sum, 8);
  tally += bits;
}
- (void)bench:(id)sender didChangeSize:(S24)size {
  double sum = size.a + size.c;
  uint64_t bits;
  memcpy(&bits, &sum, 8);
  tally += bits;
}
- (void)bench:(id)sender didChangeFrame:(S32)frame {
  double sum = frame.a + frame.d;
  uint64_t bits;
  memcpy(&bits, &sum, 8);
  tally += bits;
}
- (void)bench:(id)sender willChangeFrame:(S32 *)frame {
  double a = frame->a;
  uint64_t bits;
  memcpy(&bits, &a, 8);
  tally += bits;
}
@end

/* A subscriber: an object whose -on: receives each call's arguments (gcc's Objective-C has no
   blocks; a message send stands for the closure call of the other approaches). */
@interface Subscriber : NSObject
- (void)on:(NSArray *)arguments;
@end

@implementation Subscriber
- (void)on:(NSArray *)arguments { opaqueSink(arguments); }
@end

/* RxCocoa's _RXDelegateProxy technique. */
@interface RxDelegateProxy : NSObject {
  id forwardDelegate; /* held weakly, as RxCocoa holds it: not retained */
  NSMutableDictionary *sent;    /* selector name -> NSMutableArray of Subscriber */
  NSMutableDictionary *invoked; /* selector name -> NSMutableArray of Subscriber */
}
- (void)setForwardDelegate:(id)delegate;
- (void)subscribe:(Subscriber *)subscriber toSentMessage:(SEL)selector;
- (void)subscribe:(Subscriber *)subscriber toMethodInvoked:(SEL)selector;
@end

/* Boxes the arguments of an invocation after self and _cmd, as RxCocoa's RX_extract_arguments. */
static NSArray *extractArguments(NSInvocation *invocation) {
  NSMethodSignature *signature = [invocation methodSignature];
  NSUInteger count = [signature numberOfArguments];
  id boxed[16];
  NSUInteger n = 0;
  for (NSUInteger index = 2; index < count && n < 16; index++) {
    const char *type = [signature getArgumentTypeAtIndex:index];
    while (*type == 'r' || *type == 'n' || *type == 'N' || *type == 'o' || *type == 'O' ||
           *type == 'R' || *type == 'V') {
      type++;
    }
    NSUInteger size = 0, alignment = 0;
    NSGetSizeAndAlignment(type, &size, &alignment);
    char buffer[size > 16 ? size : 16] __attribute__((aligned(16)));
    [invocation getArgument:buffer atIndex:(NSInteger)index];
    id value;
    switch (type[0]) {
      case '@': {
        id object;
        memcpy(&object, buffer, sizeof object);
        value = object != nil ? [object retain] : [[NSNull null] retain];
        break;
      }
      case 'd': {
        double number;
        memcpy(&number, buffer, 8);
        value = [[NSNumber alloc] initWithDouble:number];
        break;
      }
      case 'q': {
        long long number;
        memcpy(&number, buffer, 8);
        value = [[NSNumber alloc] initWithLongLong:number];
        break;
      }
      case '^': {
        void *pointer;
        memcpy(&pointer, buffer, sizeof pointer);
        value = [[NSValue alloc] initWithBytes:&pointer objCType:@encode(void *)];
        break;
      }
      default:
        value = [[NSValue alloc] initWithBytes:buffer objCType:type];
        break;
    }
    boxed[n++] = value;
  }
  NSArray *arguments = [[NSArray alloc] initWithObjects:boxed count:n];
  for (NSUInteger i = 0; i < n; i++) [boxed[i] release];
  return arguments;
}

@implementation RxDelegateProxy
- (id)init {
  if ((self = [super init])) {
    sent = [NSMutableDictionary new];
    invoked = [NSMutableDictionary new];
  }
  return self;
}
- (void)dealloc {
  [sent release];
  [invoked release];
  [super dealloc];
}
- (void)setForwardDelegate:(id)delegate { forwardDelegate = delegate; }
- (void)add:(Subscriber *)subscriber to:(NSMutableDictionary *)table for:(SEL)selector {
  NSString *key = NSStringFromSelector(selector);
  NSMutableArray *list = [table objectForKey:key];
  if (list == nil) {
    list = [NSMutableArray array];
    [table setObject:list forKey:key];
  }
  [list addObject:subscriber];
}
- (void)subscribe:(Subscriber *)subscriber toSentMessage:(SEL)selector {
  [self add:subscriber to:sent for:selector];
}
- (void)subscribe:(Subscriber *)subscriber toMethodInvoked:(SEL)selector {
  [self add:subscriber to:invoked for:selector];
}
- (BOOL)respondsToSelector:(SEL)selector {
  if ([super respondsToSelector:selector]) return YES;
  if ([forwardDelegate respondsToSelector:selector]) return YES;
  NSString *key = NSStringFromSelector(selector);
  return [[sent objectForKey:key] count] > 0 || [[invoked objectForKey:key] count] > 0;
}
- (NSMethodSignature *)methodSignatureForSelector:(SEL)selector {
  NSMethodSignature *signature = [super methodSignatureForSelector:selector];
  if (signature == nil) signature = [forwardDelegate methodSignatureForSelector:selector];
  return signature;
}
- (void)forwardInvocation:(NSInvocation *)invocation {
  SEL selector = [invocation selector];
  NSString *key = NSStringFromSelector(selector);
  NSArray *sentList = [sent objectForKey:key];
  NSArray *invokedList = [invoked objectForKey:key];
  NSArray *arguments = nil;
  if ([sentList count] > 0) {
    arguments = extractArguments(invocation);
    for (Subscriber *subscriber in sentList) [subscriber on:arguments];
  }
  if ([forwardDelegate respondsToSelector:selector]) [invocation invokeWithTarget:forwardDelegate];
  if ([invokedList count] > 0) {
    if (arguments == nil) arguments = extractArguments(invocation);
    for (Subscriber *subscriber in invokedList) [subscriber on:arguments];
  }
  [arguments release];
}
@end

@interface Parent : NSObject {
 @public
  id<BenchDelegate> delegate; /* weak, as UIKit holds it: not retained */
  S32 frame;
}
@end

@implementation Parent
- (id)init {
  if ((self = [super init])) {
    S32 initial = {1, 2, 3, 4};
    frame = initial;
  }
  return self;
}
@end

enum { ShapeVoid, ShapeMixed, ShapeInt64, ShapeReturnsInt, ShapeReturnsBool, ShapeReturnsObject,
       ShapeStruct16, ShapeStruct24, ShapeStruct32, ShapeStructPointer, ShapeCount };

static const char *shapeLabels[ShapeCount] = {
    "void", "mixed(@dd)", "int64", "ret int", "ret Bool", "ret object", "struct16", "struct24", "struct32",
    "struct ptr"};

static SEL shapeSelector(int shape) {
  switch (shape) {
    case ShapeVoid: return @selector(benchDidFire:);
    case ShapeMixed: return @selector(bench:didMoveToX:y:);
    case ShapeInt64: return @selector(bench:didCount:);
    case ShapeReturnsInt: return @selector(numberOfItemsInBench:);
    case ShapeReturnsBool: return @selector(benchShouldBegin:);
    case ShapeReturnsObject: return @selector(itemForBench:);
    case ShapeStruct16: return @selector(bench:didChangeOffset:);
    case ShapeStruct24: return @selector(bench:didChangeSize:);
    case ShapeStruct32: return @selector(bench:didChangeFrame:);
    default: return @selector(bench:willChangeFrame:);
  }
}

/* One call of `shape` by the parent, as a parent written in Objective-C makes it. */
static void call(Parent *parent, int shape) {
  id<BenchDelegate> delegate = parent->delegate;
  switch (shape) {
    case ShapeVoid: [delegate benchDidFire:parent]; break;
    case ShapeMixed: [delegate bench:parent didMoveToX:1.0 y:2.0]; break;
    case ShapeInt64: [delegate bench:parent didCount:42]; break;
    case ShapeReturnsInt: results += (uint64_t)[delegate numberOfItemsInBench:parent]; break;
    case ShapeReturnsBool: results += [delegate benchShouldBegin:parent] ? 1 : 0; break;
    case ShapeReturnsObject: results += (uintptr_t)[delegate itemForBench:parent]; break;
    case ShapeStruct16: {
      S16 offset = {1, 2};
      [delegate bench:parent didChangeOffset:offset];
      break;
    }
    case ShapeStruct24: {
      S24 size = {1, 2, 3};
      [delegate bench:parent didChangeSize:size];
      break;
    }
    case ShapeStruct32: [delegate bench:parent didChangeFrame:parent->frame]; break;
    default: [delegate bench:parent willChangeFrame:&parent->frame]; break;
  }
}

typedef struct {
  Parent *parent;
  int shape;
} Fixture;

static uint64_t doubleBits(double value) {
  uint64_t bits;
  memcpy(&bits, &value, 8);
  return bits;
}

/* What the real delegate adds to the tally for one call, and the declared arguments a subscriber
   gets: the same as proxy-compare's check of the Swift approaches. */
static uint64_t expectedTally(int shape, Parent *parent) {
  switch (shape) {
    case ShapeMixed: return doubleBits(1.0 + 2.0);
    case ShapeInt64: return 42;
    case ShapeStruct16: return doubleBits(1.0 + 2.0);
    case ShapeStruct24: return doubleBits(1.0 + 3.0);
    case ShapeStruct32: return doubleBits(1.0 + 4.0);
    case ShapeStructPointer: return doubleBits(1.0);
    default: return (uintptr_t)parent;
  }
}

static uint64_t declaredArguments(int shape) {
  switch (shape) {
    case ShapeMixed: return 3;
    case ShapeInt64:
    case ShapeStruct16:
    case ShapeStruct24:
    case ShapeStruct32:
    case ShapeStructPointer: return 2;
    default: return 1;
  }
}

/* Ten calls: the real delegate runs each time with the right arguments, each subscriber gets each
   call's declared arguments. Exits on a difference: the timings would not compare the same work. */
static void check(const char *name, const char *approach, Parent *parent, int shape, int subscribers) {
  uint64_t tallyBefore = tally, deliveriesBefore = deliveries, argumentsBefore = deliveredArguments;
  for (int i = 0; i < 10; i++) call(parent, shape);
  uint64_t expectedDeliveries = 10 * 2 * (uint64_t)subscribers;
  if (tally - tallyBefore != 10 * expectedTally(shape, parent) ||
      deliveries - deliveriesBefore != expectedDeliveries ||
      deliveredArguments - argumentsBefore != expectedDeliveries * declaredArguments(shape)) {
    fprintf(stderr, "gnustep-peer: %s [%s] does not do the same work as the other approaches\n", name,
            approach);
    exit(1);
  }
}

static uint64_t cpuNanoseconds(void) {
  struct timespec now;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
}

static uint64_t timedBatch(Fixture *fixture, long count) {
  uint64_t start = cpuNanoseconds();
  for (long i = 0; i < count; i++) call(fixture->parent, fixture->shape);
  return cpuNanoseconds() - start;
}

static long calibrate(Fixture *fixture, uint64_t target) {
  long count = 8;
  while (count < 10000000) {
    uint64_t elapsed = timedBatch(fixture, count);
    if (elapsed >= target / 2) {
      double scaled = (double)count * (double)target / (double)(elapsed > 0 ? elapsed : 1);
      return scaled < 1 ? 1 : (long)scaled;
    }
    count *= 4;
  }
  return count;
}

static int compareDoubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static double median(double *values, int count) {
  qsort(values, (size_t)count, sizeof *values, compareDoubles);
  return count % 2 ? values[count / 2] : (values[count / 2 - 1] + values[count / 2]) / 2;
}

int main(int argc, const char **argv) {
  int repeats = 15;
  double batchMilliseconds = 4;
  const char *filter = NULL;
  const char *profileCase = NULL, *profileApproach = NULL;
  long profileCalls = 0;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--profile") == 0 && i + 3 < argc) {
      profileCase = argv[++i];
      profileApproach = argv[++i];
      profileCalls = atol(argv[++i]);
    } else if (strcmp(argv[i], "--quick") == 0) {
      repeats = 5;
      batchMilliseconds = 1;
    } else if (strcmp(argv[i], "--repeats") == 0 && i + 1 < argc) {
      repeats = atoi(argv[++i]);
    } else if (strcmp(argv[i], "--batch-ms") == 0 && i + 1 < argc) {
      batchMilliseconds = atof(argv[++i]);
    } else if (strcmp(argv[i], "--filter") == 0 && i + 1 < argc) {
      filter = argv[++i];
    } else {
      fprintf(stderr,
              "usage: gnustep-peer [--quick] [--repeats N] [--batch-ms MS] [--filter TEXT]\n"
              "       gnustep-peer --profile <case> <gnustep|gnustep-direct> <calls>\n");
      return 2;
    }
  }
  if (repeats < 1) repeats = 1;
  NSAutoreleasePool *pool = [NSAutoreleasePool new];
  const char *configurations[3] = {"0+fwd", "1+1", "4+4"};
  const int subscriberCounts[3] = {0, 1, 4};
  uint64_t target = (uint64_t)(batchMilliseconds * 1e6);
  for (int shape = 0; shape < ShapeCount; shape++) {
    for (int configuration = 0; configuration < 3; configuration++) {
      char name[64];
      snprintf(name, sizeof name, "%s %s", shapeLabels[shape], configurations[configuration]);
      if (filter != NULL && strcasestr(name, filter) == NULL) continue;
      if (profileCase != NULL && strcmp(name, profileCase) != 0) continue;
      RealDelegate *real = [RealDelegate new];
      Parent *directParent = [Parent new];
      directParent->delegate = real;
      Parent *proxiedParent = [Parent new];
      RxDelegateProxy *proxy = [RxDelegateProxy new];
      [proxy setForwardDelegate:real];
      proxiedParent->delegate = (id<BenchDelegate>)proxy;
      SEL selector = shapeSelector(shape);
      for (int s = 0; s < subscriberCounts[configuration]; s++) {
        Subscriber *first = [Subscriber new];
        Subscriber *second = [Subscriber new];
        [proxy subscribe:first toSentMessage:selector];
        [proxy subscribe:second toMethodInvoked:selector];
        [first release];
        [second release];
      }
      check(name, "gnustep-direct", directParent, shape, 0);
      check(name, "gnustep", proxiedParent, shape, subscriberCounts[configuration]);
      Fixture fixtures[2] = {{directParent, shape}, {proxiedParent, shape}};
      const char *approaches[2] = {"gnustep-direct", "gnustep"};
      if (profileCase != NULL) {
        /* Only the calls, for callgrind (Benchmarks/GNUstep/callgrind.sh): a warm-up of 100, then
           the given number. */
        int f = strcmp(profileApproach, "gnustep") == 0 ? 1 : 0;
        timedBatch(&fixtures[f], 100);
        timedBatch(&fixtures[f], profileCalls);
        [pool drain];
        return 0;
      }
      long counts[2];
      double samples[2][repeats];
      for (int f = 0; f < 2; f++) {
        timedBatch(&fixtures[f], 2000);
        counts[f] = calibrate(&fixtures[f], target);
      }
      for (int round = 0; round < repeats; round++) {
        for (int offset = 0; offset < 2; offset++) {
          int f = (round + offset) % 2;
          samples[f][round] = (double)timedBatch(&fixtures[f], counts[f]) / (double)counts[f];
        }
      }
      for (int f = 0; f < 2; f++) {
        printf("%s\t%s\t%.2f\n", name, approaches[f], median(samples[f], repeats));
      }
      fflush(stdout);
      [proxy release];
      [proxiedParent release];
      [directParent release];
      [real release];
    }
  }
  [pool drain];
  return 0;
}
