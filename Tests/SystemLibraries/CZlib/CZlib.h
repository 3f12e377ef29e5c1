// CZlib: the system zlib (zlib1g-dev), for the tests' C-library proxy stories.
//
// The tests make a proxy the custom allocator of a z_stream (its zalloc, zfree and opaque
// fields), which zlib reads from the stream at every allocation and free.

#ifndef CZLIB_H
#define CZLIB_H

#include <zlib.h>

#endif
