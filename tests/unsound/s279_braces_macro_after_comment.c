/* S279 (hunt 31): m195 through `#<comment>define OPEN {`: the regions run on
 * rank 0 only. Now a comment between `#` and the directive's name is an error: every
 * rule that reads directives from the text sees the directive's name
 * right after `#`.
 * vmfc was: "Proved goals: 21 / 21". run (mpiexec -n 2): hangs. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#/**/define OPEN { //! here
#/**/define CLOSE }

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) OPEN rank = 0;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  CLOSE
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
