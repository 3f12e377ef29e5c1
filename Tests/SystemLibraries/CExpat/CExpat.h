// CExpat: the system Expat XML parser (libexpat1-dev), for the tests' C-library proxy stories.
//
// Expat copies its handler pointers into the parser when they are set (XML_SetElementHandler,
// XML_SetCharacterDataHandler): these stories check that a proxy hands it code that lives as long
// as the proxy, and re-installs itself through setCurrentDelegate(_:to:) when its slots change.

#ifndef CEXPAT_H
#define CEXPAT_H

#include <expat.h>

#endif
