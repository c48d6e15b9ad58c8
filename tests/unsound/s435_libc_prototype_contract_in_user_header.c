/* S435 (hunt 69). S431 with the prototype and its contract in a user
   header: the declarations of the user's headers are read too. */
//! expect: error s435_strlen.h:2
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <string.h>
#include "s435_strlen.h" //! here
/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  size_t k = strlen("abc");
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (k == 0 || rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
