/* S368 (hunt 42): an implicit conversion, `unsigned long x = f;` of a `float`
 * holding 5e18: Frama-C prints it as a cast, which Wp folds wrongly (the
 * value is 2^62 or more). Found in the printed program, where every
 * conversion is a cast.
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
  float f = 5e18f;
  unsigned long x = f; //! here
  //@ assert x != 4999999990253223936;
  /*@ mpi begin regions: nregions = 0; region(i) = MPI_Barrier; */
  if (x == 4999999990253223936ul && rank == 0) {
    MPI_Barrier(MPI_COMM_WORLD);
  }
  //@ mpi end regions;
  printf("rank %d x %lu\n", rank, x);
  MPI_Finalize();
  return 0;
}
