/* S369 (hunt 42): Frama-C 25 reads the ACSL literal `1e3` as 1.3 (an exponent
 * without a `.`), so `ensures \result != 1e3;` was proved of `return 1000;`.
 * Such literals in annotations are now an error (write `1.0e3`); the
 * bespoke header's `MPI_Wtime` contract had one (s370).
 * vmfc was: "Proved". */
//! expect: rejected
#include <mpi.h>

/*@ terminates \true;
    exits \false;
    assigns \nothing;
    ensures \result != 1e3; //! here
*/
int thousand(void) {
  return 1000;
}
