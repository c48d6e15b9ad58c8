/* S518 (hunt 120). `#ifndef EINVAL` with only `<stdio.h>` included:
   Frama-C's stdio.h defines EINVAL (through its errno.h), glibc's does
   not, so the proof took the `#else` branch (every process calls the
   barrier, 18/18) and the build the other (rank 0 alone: hangs). The
   measured list of Frama-C-only macros was per library, not per header;
   vmfc now measures Frama-C's macros for the program's own includes. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

#ifndef EINVAL //! here
#define SKIP (rank != 0)
#else
#define SKIP 0
#endif

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void f(int rank, int nprocs) {
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (!SKIP)
    MPI_Barrier(MPI_COMM_WORLD);
  /*@ mpi end regions; */
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  f(rank, nprocs);
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
