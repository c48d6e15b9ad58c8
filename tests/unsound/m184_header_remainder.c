/* M184 (hunt 22). A verified function defined in a user header escaped the
 * checks vmfc makes on the source text of the file it is given: the signed
 * remainder of m184_rem.h was not rewritten to VM_rem_int, so
 * `rem(INT_MIN, -1)` was "proved" (23/23) and traps (SIGFPE) in a real
 * run. A C function defined in a header may not have a contract. */
//! expect: error m184_rem.h:1
//! run: 1
#include <mpi.h>
#include <stdio.h>
#include <limits.h>
#include "m184_rem.h" //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int m = INT_MIN + rank - rank;
  int d = -1 + rank - rank;
  int r = rem(m, d);
  printf("r = %d\n", r);
  MPI_Finalize();
  return 0;
}
