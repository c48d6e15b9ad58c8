/* N208 (hunt 24): the file includes itself: vmfc rewrites the copy in the
 * branch the preprocessor skips, Frama-C proves the included copy as it
 * stands (no termination check of the loop). An `#include` of the file
 * being verified is now an error.
 * vmfc was: "Proved goals: 11 / 11". run (mpiexec -n 2): rank 0 loops forever. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

#ifndef SELF_ONCE
#define SELF_ONCE
#include "n208_includes_itself.c" //! here
#else
/*@ requires VM_state == VM_Uninitialized; */
int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(NULL, NULL);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  /*@ loop assigns \nothing; */
  while (rank == 0 && size > 1) { }
  printf("rank %d finalizing\n", rank);
  MPI_Finalize();
  return 0;
}
#endif
