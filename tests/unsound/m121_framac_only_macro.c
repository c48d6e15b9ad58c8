/* M121. Frama-C's C library defines macros that glibc does not
 * (`__STDC_NO_COMPLEX__` here, 555 of them, measured by tests/libc.rs):
 * vmfc took this one for the user's, so `#ifdef` on it was accepted, and
 * Frama-C proved the branch glibc does not build. Every macro of either
 * library is now outside the user's own. (Real run: rank 0 skips the
 * barrier, rank 1 waits in it.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/* Rank 0 takes a shortcut only when complex arithmetic is available. */
#ifdef __STDC_NO_COMPLEX__ //! here
#define ROOT_SKIPS 0
#else
#define ROOT_SKIPS 1
#endif

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (!(ROOT_SKIPS && rank == 0))
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
