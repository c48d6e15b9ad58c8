/* L88. MPI requires every process that called MPI_Init to call MPI_Finalize
 * before it ends; here rank 0 returns without it (MPICH's process manager
 * then kills the job, not every time). A verified `main` must return with
 * MPI finalized or never initialized. */
//! expect: main_finalized
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) { //! here
  int rank, nprocs, x = 1, y = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 1; MPI_Allreduce#datatype(i) = MPI_INT;
        MPI_Allreduce#op(i) = MPI_MAX; */
  MPI_Allreduce(&x, &y, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d: %d\n", rank, y);
  if (rank != 0)
    MPI_Finalize();
  return 0;
}
