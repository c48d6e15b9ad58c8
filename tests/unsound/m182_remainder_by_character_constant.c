/* M182 (review of M173). The rewrite skipped remainders whose divisor is a
 * constant, taking every constant for non-negative; but a character
 * constant may be -1 (`'\xff'` where `char` is signed, as Frama-C and GCC
 * on x86-64 have it), so `INT_MIN % '\xff'` was proved defined. GCC folds
 * this one to 0, so a real run shows nothing: the goal is the evidence.
 * Only integer literals are skipped now. */
//! expect: remainder
#include <mpi.h>
#include <stdio.h>
#include <limits.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int m = INT_MIN + rank - rank;
  int r = m % '\xff'; //! here
  printf("%d\n", r);
  MPI_Finalize();
  return 0;
}
