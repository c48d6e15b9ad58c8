/* P230 (hunt 26): a verified `main` returns before `MPI_Init` when it is
 * given an argument. `main_finalized` asked only that MPI not be active
 * at the return, which a process that never initialized MPI satisfies;
 * but `MPI_Init` and `MPI_Finalize` wait for every process, and MPI does
 * not promise every process the same command line. When `main` calls
 * `MPI_Init`, every path must now end with MPI finalized.
 * vmfc was: "Proved goals: 12 / 12". run (`mpiexec -n 1 ./prog : -n 1
 * ./prog x`): hangs. */
//! expect: main_finalized
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) { //! here
  int rank;
  if (argc > 1) {
    printf("usage: prog\n");
    return 0;
  }
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
