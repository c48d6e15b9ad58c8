/* R256 (hunt 30): `#define terminates ensures`: vmfc's `terminates
 * \true;` on every verified function became `ensures \true;`, so Wp proved
 * partial correctness only, and rank 0's `while (1) { }` without a loop
 * variant was accepted. Closed by r255's rule.
 * vmfc was: "Proved goals: 12 / 12". run (mpiexec -n 2): never ends. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#define terminates ensures //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0)
    while (1) { }
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
