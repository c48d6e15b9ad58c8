/* M202 (hunt 23): a function of the program that no verified code calls, but the
 * libraries do (ELF symbol interposition). `getenv` is defined here without
 * a contract: vmfc neither verifies it nor reports it (no warning, no
 * "Assumed, not proved"), since nothing in the verified code calls it. The
 * executable's definition interposes the C library's for every shared
 * library, so MPICH (UCX, during MPI_Init) calls it, gets (char *)1 and
 * crashes. Any libc function MPI uses internally (getenv, read, write,
 * poll, malloc ...) can be replaced this way by unverified code.
 * vmfc: "Proved goals: 12 / 12", EXIT 0, no warning.
 * run (mpiexec -n 2): every process dies in MPI_Init (SIGSEGV in strlen called
 * from libucs ucs_vsnprintf_safe on getenv's result); mpiexec reports
 * "process manager error", RC 255.                                        */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

char *getenv(const char *name) { return (char *)1; } //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
