/* M122. A header of the program named like one of Frama-C's C library
 * (`trace.h`): Frama-C searched its library before the program's
 * directory, so it read its own `trace.h`, and proved the program without
 * the shortcut that the build (which reads this one) takes. The program's
 * directory is now searched first for quoted includes, and vmfc's
 * working directory never (Frama-C's default `-I.`). (Real run: rank 0
 * skips the barrier, rank 1 waits in it.) */
//! expect: end_regions_count
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include "trace.h"

#ifndef TRACE_ROOT_SKIPS_SYNC
#define TRACE_ROOT_SKIPS_SYNC 0
#endif

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (!(TRACE_ROOT_SKIPS_SYNC && rank == 0))
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions; //! here
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
