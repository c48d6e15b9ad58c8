/* S593 (hunt 141). MPICH 4.0.2 compares unsigned integers as signed ones
   in MPI_MAX and MPI_MIN: the maximum of 4000000000u and 5 is 5 on every
   process. The proof took MPI's definition (the maximum is at least each
   process's value), so the barrier below was proved to be reached by
   every process; rank 0 skips it and rank 1 waits forever. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  unsigned mine, big = 0;

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  mine = rank == 0 ? 4000000000u : 5u;
  /*@ mpi begin regions:
        nregions = 2;
        region(i) = i == 0 ? MPI_Allreduce : MPI_Barrier;
        MPI_Allreduce#count(i) = 1;
        MPI_Allreduce#datatype(i) = MPI_UNSIGNED;
        MPI_Allreduce#op(i) = MPI_MAX;
        MPI_Allreduce#sendbuf(i, k) = k == 0 ? 4000000000 : 5; */
  MPI_Allreduce(&mine, &big, 1, MPI_UNSIGNED, MPI_MAX, MPI_COMM_WORLD); //! here
  if (mine <= big)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("%d: max %u\n", rank, big);
  MPI_Finalize();
  return 0;
}
