/* M112. `#if __has_include(<mpio.h>)`: MPICH has that header, vmfc's
 * header directory does not, so vmfc verified the other branch. Questions
 * about headers and the compiler are rejected in #if. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>


#if __has_include(<mpio.h>) //! here
#define ROOT_ONLY_SYNC 1   /* meant for a non-blocking variant, never written */
#else
#define ROOT_ONLY_SYNC 0
#endif

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (!ROOT_ONLY_SYNC || rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
