/* S531 (hunt 126). As S530 with a character constant, in a file whose
   every line ends in CRLF. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  //! here (next line)
  char c = ' \
'; //@ admit rank == 0;
  int pad = 0;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done %c %d\n", rank, c, pad);
  MPI_Finalize();
  return 0;
}
