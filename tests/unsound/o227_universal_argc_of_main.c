/* O227 (hunt 25): `mpi universal argc;` in main's contract was assumed,
 * never proved (main has no caller), but nothing makes the command line
 * the same everywhere: `mpiexec -n 1 ./prog : -n 1 ./prog extra` runs one
 * barrier on rank 0 and two on rank 1. Rule: main's parameters cannot be
 * universal (broadcast the value instead).
 * vmfc was: "Proved goals: 34 / 34". run (MPMD command line): hangs. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    mpi universal argc; //! here
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, r, n;
  n = argc;
  MPI_Init(NULL, NULL);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ mpi begin regions: nregions = argc; region(i) = MPI_Barrier; */
  /*@ loop invariant 0 <= r <= n && n == argc;
      loop invariant VM_regionCount == r && VM_currentRegion == 0;
      loop invariant VM_state == VM_Active;
      loop assigns r, VM_Vars;
      loop variant n - r; */
  for (r = 0; r < n; r++)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d: %d rounds\n", rank, n);
  MPI_Finalize();
  return 0;
}
