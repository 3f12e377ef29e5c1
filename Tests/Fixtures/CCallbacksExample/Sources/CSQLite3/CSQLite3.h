// SQLite's C API for Swift: the header of the module map.
#include <sqlite3.h>
