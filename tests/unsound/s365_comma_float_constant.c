/* S365 (hunt 42): `(int)(z = 1, 3e9)`: GCC saturates the conversion to INT_MAX,
 * CIL folds `(int)3e9` and Wp wraps it to a negative value; the cast rule
 * of s346 did not see through a comma with an assignment before the
 * constant. A comma operator whose value is a constant, used, is an error.
 * vmfc was: "Proved"; run: mpiexec -n 2 hangs. */
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
  int x = (int)(z = 1, 3e9); //! here
  //@ assert x < 0;
  /*@ mpi begin regions: nregions = 0; region(i) = MPI_Barrier; */
  if (x > 0 && rank == 0) {
    MPI_Barrier(MPI_COMM_WORLD);
  }
  //@ mpi end regions;
  printf("rank %d x %d z %d\n", rank, x, z);
  MPI_Finalize();
  return 0;
}
