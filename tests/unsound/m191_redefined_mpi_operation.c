/* M191 (hunt 23): an MPI operation constant redefined by a user
 * macro. vmfc picks the result it assumes after MPI_Allreduce from the
 * operation as written (`MPI_MAX`: the result is at least every element);
 * the compiler and Frama-C's preprocessing expand it to MPI_MIN.
 * vmfc: "Proved goals: 30 / 30", EXIT 0.
 * run (mpiexec -n 3): "rank 2: max = 0 (proved >= 2)", "rank 1: max = 0 (proved >= 1)". */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#undef MPI_MAX //! here
#define MPI_MAX MPI_MIN

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, mine, big = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  mine = rank;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 1; MPI_Allreduce#datatype(i) = MPI_INT;
        MPI_Allreduce#op(i) = MPI_MAX;
        MPI_Allreduce#sendbuf(i, k) = k; */
  MPI_Allreduce(&mine, &big, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  //@ mpi end regions;
  //@ assert big >= rank;
  printf("rank %d: max = %d (proved >= %d)\n", rank, big, rank);
  MPI_Finalize();
  return 0;
}
