/* O226 (hunt 25): a file-scope `char **environ;` (old code's way to read the
 * environment) replaces the C library's variable for the MPI stack, which
 * reads it in MPI_Init: a null pointer. The interposition rule covered
 * functions only; it covers variables now (rules/linkage.rs).
 * vmfc was: "Proved goals: 12 / 12". run (mpiexec -n 2): SIGSEGV in MPI_Init. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

char **environ; //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  printf("rank %d\n", rank);
  MPI_Finalize();
  return 0;
}
