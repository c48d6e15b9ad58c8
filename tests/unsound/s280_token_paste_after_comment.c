/* S280 (hunt 31): m199 through `#<comment>define CAT(a, b) a ## b`: `CAT(ad,
 * mit)` wrote an `admit` nobody saw. Now a comment between `#` and the directive's name is an error: every
 * rule that reads directives from the text sees the directive's name
 * right after `#`.
 * vmfc was: every goal proved (exit 0). run (mpiexec -n 2): hangs. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#/**/define CAT(a, b) a ## b //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  //@ CAT(ad, mit) rank == 0;
  //@ assert rank == 0;
  printf("rank %d (proved 0)\n", rank);
  MPI_Finalize();
  return 0;
}
