/* S376 (hunt 43): `(integer)\result < 0` proved of a function returning 5e18:
 * Frama-C prints the cast as `\truncate`, which Wp folds wrongly from 2^62 on.
 * vmfc was: "Proved"; the build prints 5000000000000000000.0. */
//! expect: rejected
#include <mpi.h>
#include <stdio.h>
/*@ terminates \true; exits \false; assigns \nothing;
    ensures (integer)\result < 0; //! here
*/
double h(void) { double d = 5e18; return d; }
int main(void) { printf("%.1f\n", h()); return 0; }
