/* S533 (hunt 127). A raw byte 0xFF in a character constant: the build
   reads the plain char -1, vmfc decoded the file as UTF-8 and wrote
   U+FFFD (three bytes) into the program it proves, where the constant is
   not -1: rank 0 skips the barrier in the build only. A byte that is not
   UTF-8 is an error. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, c = 'ÿ'; //! here
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank != 0 || c != -1)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
