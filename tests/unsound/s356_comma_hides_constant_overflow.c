/* S356 (hunt 41): `(0, INT_MAX) + 1`: the comma hides the constant from GCC's warnings,
 * which vmfc reads, and CIL folds it to INT_MIN without a run-time check.
 * An operand of a comma operator that does nothing is now an error.
 * vmfc was: "Proved"; run: mpiexec -n 2 hangs. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <limits.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized; */
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int next = (0, INT_MAX) + 1; //! here
  //@ assert next > 0;
  /*@ mpi begin regions: nregions = 0; region(i) = MPI_Barrier; */
  if (next < 0 && rank == 0) {
    MPI_Barrier(MPI_COMM_WORLD);
  }
  //@ mpi end regions;
  printf("rank %d next %d\n", rank, next);
  MPI_Finalize();
  return 0;
}
