/* M111. `#define HAVE_MPI3 (MPI_VERSION >= 3)` then `#if HAVE_MPI3`: the
 * test of MPI_VERSION hid behind a user macro (vmfc's mpi.h and MPICH's
 * disagree), so one branch was verified and another built. A user macro
 * whose definition names a macro from outside the user's files is treated
 * like that macro in #if. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define HAVE_MPI3 (MPI_VERSION >= 3)
#if HAVE_MPI3 //! here
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
