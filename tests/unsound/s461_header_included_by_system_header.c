/* S461 (hunt 84). With -D__ILP32__, glibc's <gnu/stubs.h> includes
   <gnu/stubs-x32.h>, which no system directory holds: the build and vmfc's
   preprocessing found the user's copy in a -I directory (it defined
   ROOT_SKIPS_SYNC), Frama-C's C library never reads it (26/26; the build
   hangs with 2 processes). A user header that a system header includes is
   an error. */
//! expect: error
//! run: 2
//! define: __ILP32__
//! here (next line)
//! include: tests/unsound/include/s461
#include <mpi.h>
#include <stdio.h>
#include <sys/msg.h>

#ifndef ROOT_SKIPS_SYNC
#define ROOT_SKIPS_SYNC 0
#endif

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (!(ROOT_SKIPS_SYNC && rank == 0))
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
