/* S453 (hunt 79). `-D 'COND=__builtin_constant_p(argc-argc)==0'`: 1 for
   Frama-C (it does not fold `argc - argc`), 0 for GCC; proved 26/26 and
   ranks other than 0 skip the barrier. */
//! expect: error
//! run: 2
//! here (next line)
//! define: COND=__builtin_constant_p(argc-argc)==0
#include <mpi.h>
#include <stdio.h>
#include <limits.h>
#include <signal.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  int n = (int)(COND);
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0 || n)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d: n = %d\n", rank, n);
  MPI_Finalize();
  return 0;
}
