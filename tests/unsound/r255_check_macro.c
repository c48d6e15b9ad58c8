/* R255 (hunt 30): `#define check assert`. Frama-C expands the user's
 * macros inside every annotation, vmfc's generated ones included: its
 * smoke check at the entry of each verified function, `check
 * VM_requires_smoke_..: \false;`, became `assert \false;`, not proved (a
 * smoke check that is not proved passes) and a hypothesis of every later
 * goal: a barrier rank 0 alone enters, and `assert 1 == 2`, were proved.
 * Rule: no macro of the user's files (or `-D`) is named like a word of
 * ACSL, a logic name of Frama-C's C library, or a name of vmfc.
 * vmfc was: "Proved goals: 22 / 22". run (mpiexec -n 2): hangs. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#define check assert //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  //@ assert 1 == 2;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
