/* S277 (hunt 31): n205 through `#<comment>include` in a block: the included
 * `MPI_Finalize(); return 0;` (s277_ret.h) returns from `main` on rank 1
 * before `mpi end regions`, unseen. Now a comment between `#` and the directive's name is an error: every
 * rule that reads directives from the text sees the directive's name
 * right after `#`.
 * vmfc was: "Proved goals: 22 / 22". run (mpiexec -n 2): hangs. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 1) {
#/**/include "s277_ret.h" //! here
  }
  MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
