/* S371 (hunt 43): a `double` holding 5e18 converted to an enumerated type whose
 * values need 64 bits (`BIG = 0x100000000`): Wp folds it to a negative value,
 * as for `long long` (s367), but the rule of s366-s368 counted no enumerated
 * type. A conversion of what may be floating to an enumerated type is an error.
 * vmfc was: "Proved"; run: mpiexec -n 2 hangs.
 * Since hunt 130 the enumerator itself is an error: its value is not
 * written as an `int` (GCC and Frama-C give it different types). */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
enum E { BIG = 0x100000000, NEG = -1 }; //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized; */
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  double d = 5e18;
  enum E x = d;
  //@ assert x < 0;
  /*@ mpi begin regions: nregions = 0; region(i) = MPI_Barrier; */
  if (x > 0 && rank == 0) {
    MPI_Barrier(MPI_COMM_WORLD);
  }
  //@ mpi end regions;
  printf("rank %d x %ld\n", rank, (long)x);
  MPI_Finalize();
  return 0;
}
