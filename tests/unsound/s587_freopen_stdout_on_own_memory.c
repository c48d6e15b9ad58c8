/* S587 (hunt 139). stdout reopened on `/proc/self/mem` at a global's
   address (`freopen`, `fseek`): `printf` overwrote the global. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

char buf[64];

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires buf[0] == 0;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void step(int rank, int nprocs) {
  if (rank == 0) {
    printf("rank 0 reporting\n");
    fflush(stdout);
  }
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (buf[0] == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  /*@ mpi end regions; */
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  if (rank == 0) {
    fflush(stdout);
    freopen("/proc/self/mem", "r+", stdout); //! here
    fseek(stdout, (long)buf, SEEK_SET);
  }
  step(rank, nprocs);
  MPI_Finalize();
  return 0;
}
