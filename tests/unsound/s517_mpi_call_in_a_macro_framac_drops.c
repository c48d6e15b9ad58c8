/* S517 (hunt 120). As s516 with vmfc's block for an `MPI_Barrier` in the
   argument: Frama-C's `S_ISDOOR(m) 0` dropped the block and its checks
   (`nregions = 0` proved, 10/10); in the build rank 0 calls the barrier
   alone and hangs. */
//! expect: error
//! run: 2
#define S_ISDOOR(m) { m } //! here
#include <mpi.h>
#include <sys/stat.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void f(int rank, int nprocs) {
  /*@ mpi begin regions: nregions = 0; region(i) = MPI_Barrier; */
  if (rank == 0)
    S_ISDOOR(MPI_Barrier(MPI_COMM_WORLD););
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
