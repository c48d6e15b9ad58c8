/* A project's own `assert.h` next to m123: `#include <assert.h>` does not
 * find it in the build (the program's directory is searched for quoted
 * includes only), so it must not be found when vmfc verifies either. */
#define assert(cond) ((void)0)
