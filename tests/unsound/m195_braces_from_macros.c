/* M195 (hunt 23): braces written by macros hide a branch from vmfc's region
 * structure. `mpi begin regions`/`mpi end regions` must be statements of the
 * function body itself; vmfc decides it in src/transform/structure.rs
 * blocks(), which finds the innermost enclosing block by scanning the
 * ORIGINAL tokens for the texts "{" and "}". With `#define OPEN {` the
 * `if (rank == 0) OPEN ... CLOSE` block has no brace token, so both
 * annotations count as top-level statements, while for Frama-C and the
 * compiler they are inside `if (rank == 0)`: only rank 0 runs the regions
 * (and all their checks); the other processes skip them, proved trivially.
 * vmfc: "Proved goals: 21 / 21", EXIT 0.
 * run (mpiexec -n 2): "rank 1 done"; rank 0 waits in MPI_Barrier alone -> HANG.  */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#define OPEN { //! here
#define CLOSE }

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) OPEN rank = 0;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  CLOSE
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
