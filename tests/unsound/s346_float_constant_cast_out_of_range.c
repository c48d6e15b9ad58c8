/* S346 (hunt 40): `int big = (int)2147483648.0;` in a function: C leaves the
 * conversion undefined and GCC folds it to INT_MAX; Frama-C folds it to
 * INT_MIN and generates no run-time check for a constant, so `//@ assert
 * big < 0;` was proved and a barrier taken by no process counted as dead.
 * m197 covered static initializers only. A cast of a floating-point
 * constant to an integer type is an error unless vmfc evaluates it and it
 * fits.
 * vmfc was: "Proved". run: mpiexec -n 2 hangs. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  int big = (int)2147483648.0; //! here
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  //@ assert big < 0;
  printf("rank %d: big = %d\n", rank, big);
  /*@ mpi begin regions: nregions = 0; region(i) = MPI_Barrier; */
  if (big > 0 && rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
