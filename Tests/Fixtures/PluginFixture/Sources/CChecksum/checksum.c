#include "checksum.h"

uint32_t checksum_adler32(uint32_t adler, const uint8_t *bytes, size_t count) {
  uint32_t a = adler & 0xffff, b = adler >> 16;
  for (size_t i = 0; i < count; i++) {
    a = (a + bytes[i]) % 65521;
    b = (b + a) % 65521;
  }
  return (b << 16) | a;
}
