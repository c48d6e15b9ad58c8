/* S367 (hunt 42): `double d = 5e18; (long long)d`: Wp folds the known value of
 * `d` converted to `long long` to a negative one (its run-time check of
 * the conversion is proved too). A conversion of what may be a floating
 * value to a type that may be a 64-bit integer, in the program as
 * Frama-C printed it, is now an error.
 * vmfc was: "Proved"; run: mpiexec -n 2 hangs. */
//! expect: rejected
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized; */
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  double d = 5e18;
  long long x = (long long)d; //! here
  //@ assert x < 0;
  /*@ mpi begin regions: nregions = 0; region(i) = MPI_Barrier; */
  if (x > 0 && rank == 0) {
    MPI_Barrier(MPI_COMM_WORLD);
  }
  //@ mpi end regions;
  printf("rank %d x %lld\n", rank, x);
  MPI_Finalize();
  return 0;
}
