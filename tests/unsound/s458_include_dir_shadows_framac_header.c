/* S458 (hunt 84). Frama-C's C library's <sys/msg.h> includes
   "__fc_define_pid_t.h", which its own directory does not hold, so the
   search goes on through the user's -I directories, which vmfc passes
   before Frama-C's library: the user's file, which only the proof reads,
   defined ROOT_SKIPS_SYNC and the proof took the other branch (26/26; the
   build hangs with 2 processes). A file of a user include directory named
   like a header of Frama-C's C library (`__fc_...`) is an error. */
//! expect: error
//! run: 2
//! here (next line)
//! include: tests/unsound/include/s458
#include <mpi.h>
#include <stdio.h>
#include <sys/msg.h>

#ifndef ROOT_SKIPS_SYNC
#define ROOT_SKIPS_SYNC 1
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
