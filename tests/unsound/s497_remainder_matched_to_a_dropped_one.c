/* S497 (hunt 112). S496 with a remainder, in the default model: the
   remainder of SLOT was matched to the one written in UNUSED(...), where
   vmfc's check went and was dropped: INT_MIN % -1 on rank 1 was never
   checked (19/19 proved; SIGFPE under MPICH). An error now. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <limits.h>

#define SLOT (total % parts)
#define UNUSED(e) 0

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires parts != 0;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int spread(int total, int parts, int rank, int nprocs) {
  int slot = SLOT + UNUSED(total % parts); //! here
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
  spread(rank == 1 ? INT_MIN : 0, rank == 1 ? -1 : 1, rank, nprocs);
  MPI_Finalize();
  return 0;
}
