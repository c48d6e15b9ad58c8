/* S591 (hunt 139). An unverified `main` passes `&errno` to a verified
   function, which reads `*e` after `printf` to a full device set it. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#include <errno.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \valid(e) && *e == 0;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void step(int rank, int nprocs, int *e) {
  if (rank == 0) {
    printf("rank 0 reporting\n");
    fflush(stdout);
  }
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (*e == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  /*@ mpi end regions; */
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  if (rank == 0)
    freopen("/dev/full", "w", stdout); /* output fails: ENOSPC */ //! here
  errno = 0;
  step(rank, nprocs, &errno);
  MPI_Finalize();
  return 0;
}
