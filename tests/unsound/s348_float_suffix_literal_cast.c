/* S348 (hunt 41): `(int)2147483600.0f`: vmfc's rule on casts of floating-point constants read the
 * decimal digits, which fit `int`, not the `float` they denote, 2^31, which
 * GCC saturates and Frama-C folds to INT_MIN. A literal is now read at its
 * own type's precision.
 * vmfc was: "Proved"; the build computes another value. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#include <limits.h>
struct P { int x, y; };
long long g64(void);
/*@ terminates \true; exits \false; assigns \nothing; ensures \result < 0; */
int h(void) { int x = (int)2147483600.0f; return x; } //! here
int main(void) { printf("%d\n", (int)h()); return 0; }
