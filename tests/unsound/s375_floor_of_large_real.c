/* S375 (hunt 43): `\floor(\result) < 0` proved of `return 5e18;` (Wp folds `\floor` of
 * a known real of 2^62 or more wrongly), and with a true postcondition next to it
 * the caller proves `\false`. `\floor` and `\ceil` in annotations are errors.
 * vmfc was: "Proved"; run: mpiexec -n 2 hangs. */
//! expect: rejected
//! run: 2
#include <mpi.h>
#include <stdio.h>
/*@ terminates \true; exits \false; assigns \nothing;
    ensures \result >= 1.0e18;
    ensures \floor(\result) < 0; //! here
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
