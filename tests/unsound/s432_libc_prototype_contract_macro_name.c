/* S432 (hunt 69). S431 with the prototype's name written by a macro
   (`#define L strlen`): not even the report's "assumed" line said it. The
   declarations are read from the C parser; one whose name a macro writes
   is an error, since its contract cannot be placed. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <string.h>
#define L strlen
/*@ ensures \result == 0; */
size_t L(const char *s); //! here
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
