/* S516 (hunt 120). `#define S_ISDOOR(m) (m)` before `<sys/stat.h>`:
   Frama-C's header defines `S_ISDOOR(m) 0`, which replaced the user's in
   the proof, and vmfc's checked remainder in its argument never became a
   goal (18/18); the build computes `INT_MIN % -1` (SIGFPE). */
//! expect: error
//! run: 2
#define S_ISDOOR(m) (m) //! here
#include <mpi.h>
#include <sys/stat.h>
#include <limits.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int spread(int total, int parts, int rank, int nprocs) {
  int slot = S_ISDOOR(total % parts);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  MPI_Barrier(MPI_COMM_WORLD);
  /*@ mpi end regions; */
  return slot;
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int s = spread(rank == 1 ? INT_MIN : 0, rank == 1 ? -1 : 1, rank, nprocs);
  printf("rank %d slot %d\n", rank, s);
  MPI_Finalize();
  return 0;
}
