/* S433 (hunt 69). `ensures *size == 1` on a prototype of `MPI_Comm_size`
   whose name a macro writes: the proof covered one process, and a barrier
   under `if (rank == 0)` was proved (29/29). A contract on an MPI routine
   is always an error: the header's is vmfc's model of MPI. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
/*@ ensures *size == 1; */
#define CS MPI_Comm_size
int CS(MPI_Comm comm, int *size); //! here
/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
