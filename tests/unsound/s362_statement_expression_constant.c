/* S362 (hunt 42): `({ z = 1; INT_MAX; }) + 1`, a statement expression whose value is the constant: GCC
 * does not warn (the whole is no constant expression in C), CIL moves the side
 * effect to a statement of its own and folds `INT_MAX + 1` to INT_MIN without
 * a run-time check. s356's rule covered only a left operand that does
 * nothing; a comma operator or statement expression whose value is a
 * constant, used, is now an error whatever comes before it.
 * vmfc was: "Proved"; run: mpiexec -n 2 hangs. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <limits.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized; */
int main(int argc, char **argv) {
  int rank, z = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int next = ({ z = 1; INT_MAX; }) + 1; //! here
  //@ assert next > 0;
  /*@ mpi begin regions: nregions = 0; region(i) = MPI_Barrier; */
  if (next < 0 && rank == 0) {
    MPI_Barrier(MPI_COMM_WORLD);
  }
  //@ mpi end regions;
  printf("rank %d next %d z %d\n", rank, next, z);
  MPI_Finalize();
  return 0;
}
