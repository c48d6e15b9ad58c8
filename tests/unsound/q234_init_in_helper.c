/* Q234 (hunt 27): P230 through a helper: `main` returns before calling
 * `setup`, a verified helper that calls `MPI_Init`. `main_finalized` took
 * its strong form (finalized on every path) only when `main`'s own body
 * named `MPI_Init`. Now: when any body of the program names `MPI_Init`
 * (or a function of the file without a body, whose contract may).
 * vmfc was: "Proved goals: 25 / 25". run (`mpiexec -n 1 ./prog : -n 1
 * ./prog x`): hangs. */
//! expect: main_finalized
#include <mpi.h>
#include <stdio.h>

/*@ requires VM_state == VM_Uninitialized;
    assigns VM_state, VM_NP, VM_pid, VM_sc[0 .. INT_MAX - 1], VM_rc[0 .. INT_MAX - 1];
    ensures VM_Init && VM_state == VM_Active;
*/
void setup(void) {
  MPI_Init(NULL, NULL);
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) { //! here
  int rank, nprocs;
  if (argc > 1) {
    printf("usage: prog\n");
    return 0;
  }
  setup();
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
