/* libffi, as a system library module: only linked from Swift (CShims' .c files include <ffi.h>). */
#include <ffi.h>
