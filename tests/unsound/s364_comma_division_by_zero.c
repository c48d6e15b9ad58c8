/* S364 (hunt 42): `1 / (z = 1, 0)`: CIL moves the assignment out and folds `1 / 0`,
 * which Wp evaluates without a run-time check; GCC does not warn and the
 * division traps at run time. A comma operator whose value is a constant,
 * used, is an error.
 * vmfc was: "Proved"; run: mpiexec -n 2 dies of SIGFPE. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized; */
int main(int argc, char **argv) {
  int rank, z = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int q = 1 / (z = 1, 0); //! here
  printf("rank %d q %d z %d\n", rank, q, z);
  MPI_Finalize();
  return 0;
}
