// CSQLite3: the system SQLite 3 (libsqlite3-dev), for the tests' C-library proxy stories.
//
// The tests install proxies as SQLite's update hook (sqlite3_update_hook) and authorizer
// (sqlite3_set_authorizer): SQLite copies those callback pointers once, so these stories check
// that a proxy re-installs itself through setCurrentDelegate(_:to:) when its slots change.

#ifndef CSQLITE3_H
#define CSQLITE3_H

#include <sqlite3.h>

#endif
