/* Beside M132, named like a C library header: `#include "iso646.h"` in
 * m132/cfg.h must not find it (the build searches m132/, then the C
 * library), only the program's own quoted includes are searched here. */
#define ROUNDS 2
