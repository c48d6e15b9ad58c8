/* N204 (hunt 24): braces that come from `#include` hide the block structure.
 * `if (rank == 0)` is followed by an included `{`, and the matching `}` comes
 * from another include after `mpi end regions`: for the compiler the regions
 * run on rank 0 only, while vmfc read the main file's braces. An `#include`
 * of a user file inside a block is now an error (rules/c_subset/includes.rs).
 * vmfc was: "Proved goals: 21 / 21". run (mpiexec -n 2): hangs. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized; */
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0)
#include "n204_open.h" //! here
  rank = rank + 0;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
#include "n204_close.h"
  MPI_Finalize();
  return 0;
}
