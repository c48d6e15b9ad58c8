/* S378 (hunt 43): `0x1.00000000000000001p0`, a hexadecimal real literal with more
 * bits than a `double` holds, read as 1.0 by Frama-C.
 * vmfc was: "Proved"; the build prints 0, the ensures said 1. */
//! expect: rejected
#include <mpi.h>
#include <stdio.h>
/*@ terminates \true; exits \false; assigns \nothing;
    ensures \result == (0x1.00000000000000001p0 > 1.0 ? 1 : 0); //! here
*/
int h(void) { return 0; }
int main(void) { printf("%d\n", h()); return 0; }
