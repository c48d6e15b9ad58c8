/* S377 (hunt 43): the ACSL literal `0x1p-1080` is read through a `double`, as 0:
 * `0x1p-1080 > 0.0` was false for the proof. A hexadecimal real literal of an
 * annotation must be a `double` exactly.
 * vmfc was: "Proved"; the build prints 0, the ensures said 1. */
//! expect: rejected
#include <mpi.h>
#include <stdio.h>
/*@ terminates \true; exits \false; assigns \nothing;
    ensures \result == (0x1p-1080 > 0.0 ? 1 : 0); //! here
*/
int h(void) { return 0; }
int main(void) { printf("%d\n", h()); return 0; }
