/* S372 (hunt 43): `enum E x = d;` with `d` 3e9, out of the range of the enumeration's
 * `int`: Frama-C adds no run-time check of a floating value converted to an
 * enumerated type (it does for `int`), and Wp wraps it to -1294967296 (GCC's
 * build gives INT_MIN; C leaves it undefined, so no real run).
 * vmfc was: "Proved". */
//! expect: rejected
#include <mpi.h>
#include <stdio.h>
enum E { A = -1 };

/*@ mpi collective;
    requires VM_state == VM_Uninitialized; */
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  double d = 3e9;
  enum E x = d; //! here
  //@ assert x == -1294967296;
  /*@ mpi begin regions: nregions = 0; region(i) = MPI_Barrier; */
  if (x != -1294967296 && rank == 0) {
    MPI_Barrier(MPI_COMM_WORLD);
  }
  //@ mpi end regions;
  printf("rank %d x %ld\n", rank, (long)x);
  MPI_Finalize();
  return 0;
}
