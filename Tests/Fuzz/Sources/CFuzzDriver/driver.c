// CFuzzDriver declares only libFuzzer's driver (include/CFuzzDriver.h); SwiftPM wants a source file.
#include "CFuzzDriver.h"
