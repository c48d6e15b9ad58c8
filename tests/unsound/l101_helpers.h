#pragma GCC system_header
#include <mpi.h>

/*@ terminates \true; exits \false; assigns \nothing; */
static void sync_if_root(int rank) {
  if (rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
}
