// CFixtures_heapInUse: the heap glibc's malloc has in use, for the lifetime tests.
#include "CFixtures.h"

#include <malloc.h>

size_t CFixtures_heapInUse(void) {
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
}
