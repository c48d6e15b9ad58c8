/* K64. MPI_Allgather in place on some processes and not on others: MPI
 * requires all or none, and vmfc cannot tell which call each process
 * makes, so a function mixes them not. */
//! expect: error
#include <mpi.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, mine = 1, all[64] = {0};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Allgather;
        MPI_Allgather#sendcount(i) = 1; MPI_Allgather#sendtype(i) = MPI_INT; */
  if (rank == 0)
    MPI_Allgather(MPI_IN_PLACE, 1, MPI_INT, all, 1, MPI_INT, MPI_COMM_WORLD);
  else
    MPI_Allgather(&mine, 1, MPI_INT, all, 1, MPI_INT, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
  MPI_Finalize();
  return 0;
}
