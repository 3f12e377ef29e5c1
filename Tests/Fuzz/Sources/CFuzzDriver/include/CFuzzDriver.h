// libFuzzer's driver, called from a program's own `main` (libFuzzer's FuzzerInterface.h): parses
// libFuzzer's command line in argc/argv and runs `callback` on each input. The harness links the
// libFuzzer runtime through `-sanitize=fuzzer`; its own `main` (Swift's, from @main) takes the
// place of libFuzzer's.
#ifndef CFUZZDRIVER_H
#define CFUZZDRIVER_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
