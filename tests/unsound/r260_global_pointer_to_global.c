/* R260 (hunt 30): `GP` is a global `int *`; verified `main` sets `GP =
 * &G` itself, and `get` writes `G` and returns `*GP`. Wp keeps `G` out of
 * memory in `get`'s proof (`get` does not take its address) and assumes,
 * with no hypothesis `-wp-check-memory-model` could check, that a pointer
 * read from memory does not point to it: `get` was proved to return 1
 * (q238 closed a callee that assigns the pointer). Now vmfc has Wp keep
 * every global of the user's files in memory (`-wp-alias-vars`).
 * vmfc was: "Proved goals: 29 / 29". run (mpiexec -n 2): hangs. */
//! expect: postcondition
//! run: 2
#include <mpi.h>
#include <stdio.h>

int G = 0;
int *GP;

/*@ requires \valid_read(GP) && *GP == 1;
    terminates \true; exits \false;
    assigns G;
    ensures \result == 1; */ //! here
int get(void) { G = 5; return *GP; }

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, r;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  G = 1;
  GP = &G;
  if (rank == 0) r = get(); else r = 1;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (r == 1)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done r=%d\n", rank, r);
  MPI_Finalize();
  return 0;
}
