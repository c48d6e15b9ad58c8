/* S374 (hunt 43): `(long)\result < 0` proved of `return 5e18;`: Wp folds a logic cast
 * of a known real of 2^62 or more the way it folds C's (s366). From the two
 * postconditions the caller proves `\false`, and the barrier that only rank 0
 * calls counts as dead. Integer casts in annotations must read integers.
 * vmfc was: "Proved" (the `assert \false` too); run: mpiexec -n 2 hangs. */
//! expect: rejected
//! run: 2
#include <mpi.h>
#include <stdio.h>
/*@ terminates \true; exits \false; assigns \nothing;
    ensures 1.0e18 <= \result <= 5.0e18;
    ensures (long)\result < 0; //! here
*/
double h(void) { return 5e18; }

/*@ mpi collective;
    requires VM_state == VM_Uninitialized; */
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  double t = h();
  //@ assert \false;
  /*@ mpi begin regions: nregions = 0; region(i) = MPI_Barrier; */
  if (rank == 0) {
    MPI_Barrier(MPI_COMM_WORLD);
  }
  //@ mpi end regions;
  printf("rank %d t %f\n", rank, t);
  MPI_Finalize();
  return 0;
}
