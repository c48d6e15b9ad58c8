/* L98. vmfc's MPI_Status had 3 ints, MPICH's has 5: the root broadcast
 * sizeof(MPI_Status)/sizeof(int) words, the others expected 3 (MPI aborts:
 * message truncated). MPI_Status now has MPICH's layout, and the count is
 * checked against the definition. */
//! expect: call_universal
//! run: 2
#include <mpi.h>
#include <stdio.h>

/* Rank 0 broadcasts as many words as an MPI_Status holds. */
/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, count;
  long buf[8] = {0};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0)
    count = sizeof(MPI_Status) / sizeof(int);
  else
    count = 3;
  /*@ mpi begin regions:
        nregions = 1;
        region(i) = MPI_Bcast;
        MPI_Bcast#count(i) = 3;
        MPI_Bcast#datatype(i) = MPI_LONG;
        MPI_Bcast#root(i) = 0; */
  MPI_Bcast(buf, count, MPI_LONG, 0, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
  printf("%d ok\n", rank);
  MPI_Finalize();
  return 0;
}
