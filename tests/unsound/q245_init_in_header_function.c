/* Q245 (hunt 29): q234 with `setup` declared in a user header and defined
 * in another file: `main_finalized` took its strong form only for a
 * bodiless function of the input file. Now of the user's files.
 * vmfc was: "Proved goals: 12 / 12". run (`mpiexec -n 1 ./prog : -n 1
 * ./prog x`, with setup.c calling MPI_Init): hangs. */
//! expect: main_finalized
//! allow: assumptions
#include <mpi.h>
#include <stdio.h>
#include "q245_setup.h"

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) { //! here
  int rank, nprocs;
  if (argc > 1) {
    printf("usage: prog\n");
    return 0;
  }
  setup();
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
