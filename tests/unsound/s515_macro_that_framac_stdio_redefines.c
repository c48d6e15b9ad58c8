/* S515 (hunt 120). `#define S_ISREG(m) (m)` before `<stdio.h>`: glibc's
   stdio.h has no S_ISREG, Frama-C's defines it and replaced the user's
   macro in the proof only (`!S_ISREG(rank != 0)` always true there: every
   process calls the barrier, 18/18 proved; the build: rank 0 alone,
   hangs). vmfc measures the macros Frama-C's library defines for the
   program (`cfront::framac_view`) and rejects a user macro of such a name. */
//! expect: error
//! run: 2
#define S_ISREG(m) (m) //! here
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void f(int rank, int nprocs) {
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (!S_ISREG(rank != 0))
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
