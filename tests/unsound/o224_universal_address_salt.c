/* O224 (hunt 25): `const unsigned long SALT = (unsigned long)&anchor;` is
 * declared universal in main's contract (every process starts from the
 * same initializers), but each process loads the executable at its own
 * address (PIE, ASLR): the number of barriers differs between processes.
 * Closed by O223's rule.
 * vmfc was: "Proved goals: 41 / 41". run (mpiexec -n 4): hangs when the
 * processes' addresses differ in bit 12 — only under ASLR, and then not
 * always, so the real run is not part of the suite (a machine without
 * address randomisation runs it to the end). */
//! expect: error
#include <mpi.h>
#include <stdio.h>

static int anchor;
const unsigned long SALT = (unsigned long)&anchor;   /* a fixed per-build salt */ //! here

/*@ mpi collective;
    mpi universal SALT;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, r;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int rounds = 1 + (int)((SALT >> 12) % 2);
  /*@ mpi begin regions: nregions = 1 + (SALT >> 12) % 2; region(i) = MPI_Barrier; */
  /*@ loop invariant 0 <= r <= rounds;
      loop invariant VM_regionCount == r && VM_currentRegion == 0;
      loop invariant VM_state == VM_Active;
      loop assigns r, VM_Vars;
      loop variant rounds - r; */
  for (r = 0; r < rounds; r++)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d: %d rounds\n", rank, rounds);
  MPI_Finalize();
  return 0;
}
