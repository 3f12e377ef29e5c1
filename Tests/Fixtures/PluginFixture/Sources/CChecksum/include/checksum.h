#ifndef CHECKSUM_H
#define CHECKSUM_H

#include <stddef.h>
#include <stdint.h>

/// Adler-32 of `count` bytes, continuing from `adler` (1 to start).
uint32_t checksum_adler32(uint32_t adler, const uint8_t *bytes, size_t count);

#endif
