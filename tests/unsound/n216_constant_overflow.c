/* N216 (hunt 24): `INT_MAX + 1` in a verified function: Frama-C folds the
 * constant, and the run-time check it generates about it was proved, while
 * the state after it was contradictory (`assert 1 == 2` proved). vmfc now
 * asks the compiler (`-Woverflow`, `-Wshift-overflow=2`, `-Wdiv-by-zero`,
 * ...) and rejects every such constant expression.
 * vmfc was: "Proved goals: 22 / 22". run (mpiexec -n 2): hangs. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <limits.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized; */
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int next = INT_MAX + 1; //! here
  //@ assert 1 == 2;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0) {
    MPI_Barrier(MPI_COMM_WORLD);
  }
  //@ mpi end regions;
  printf("rank %d next %d\n", rank, next);
  MPI_Finalize();
  return 0;
}
