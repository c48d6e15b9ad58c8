/* S342 (hunt 40): n216 under `#pragma GCC diagnostic ignored "-Woverflow"`: vmfc
 * finds the constructs C leaves undefined and Frama-C reads otherwise by
 * the compiler's warnings, which the pragma silenced, so `INT_MAX + 1`
 * went unseen and `//@ assert 1 == 2;` was proved. A diagnostic pragma
 * may not change a warning vmfc reads (nor its group).
 * vmfc was: "Proved". run: mpiexec -n 2 hangs. */
#pragma GCC diagnostic ignored "-Woverflow" //! here
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
  int next = INT_MAX + 1;
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
