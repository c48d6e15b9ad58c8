/* M132. A header in a subdirectory (`m132/cfg.h`) includes `"iso646.h"`:
 * the build searches m132/, then the C library, and finds the C
 * library's; Frama-C was given the program's directory with `-iquote`,
 * which serves every quoted include, and read the program's `iso646.h`
 * (ROUNDS 2). Only the program's own quoted includes are now looked up
 * beside it (made absolute in the generated file). (Real run: `rounds 1`,
 * rank 0 alone in the barrier.) */
//! expect: end_regions_count
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include "m132/cfg.h"

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ mpi begin regions: nregions = 2; region(i) = MPI_Barrier; */
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank != 0 || ROUNDS == 2)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions; //! here
  printf("rank %d: rounds %d\n", rank, ROUNDS);
  MPI_Finalize();
  return 0;
}
