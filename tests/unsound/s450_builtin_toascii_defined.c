/* S450 (hunt 81). As S449 with `toascii`, a GNU extension GCC knows as a
   built-in: `toascii(200)` is 72 in the build (GCC folds it), 200 for the
   program's definition and the proof. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
/*@ assigns \nothing; ensures \result == c; */
int toascii(int c) { return c; }  //! here
/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  long k = toascii(200) - 200;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (k == 0 || rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
