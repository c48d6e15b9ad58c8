/* N214 (hunt 24): `#ifdef MPIIMPL_HAVE_MPI_INFO`, which MPICH's mpi.h defines
 * and vmfc's does not: vmfc verified the empty branch, the build runs a
 * barrier on rank 0 only. MPICH's macro prefixes (`MPIIMPL_`, `MPIU_`,
 * `PMPIO_`, ...) are now outside the user's files; tests/libc.rs checks
 * every macro of the installed MPICH's mpi.h.
 * vmfc was: "Proved goals: 12 / 12". run (mpiexec -n 2): hangs. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

#ifdef MPIIMPL_HAVE_MPI_INFO //! here
#define EXTRA_SYNC(r) do { if ((r) == 0) MPI_Barrier(MPI_COMM_WORLD); } while (0)
#else
#define EXTRA_SYNC(r) do { } while (0)
#endif

/*@ mpi collective;
    requires VM_state == VM_Uninitialized; */
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  EXTRA_SYNC(rank);
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
