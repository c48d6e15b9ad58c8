/* S366 (hunt 42): `(long long)5e18`, a conversion C defines (the value fits),
 * which Frama-C 25's Wp folds to a negative value: it evaluates a known
 * floating value of 2^62 or more converted to a 64-bit integer wrongly.
 * A floating constant cast to a 64-bit integer type must now be below
 * 2^62 in magnitude.
 * vmfc was: "Proved"; run: mpiexec -n 2 hangs. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized; */
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  long long x = (long long)5e18; //! here
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
