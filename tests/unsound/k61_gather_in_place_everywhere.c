/* K61. MPI_IN_PLACE passed to MPI_Gather by every process: MPI allows it at
 * the root only (elsewhere there would be nothing to send). */
//! expect: coll_in_place
//! run: 2
#include <mpi.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int all[64] = {0};
  MPI_Init(&argc, &argv);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Gather;
        MPI_Gather#sendcount(i) = 1; MPI_Gather#sendtype(i) = MPI_INT;
        MPI_Gather#root(i) = 0; */
  MPI_Gather(MPI_IN_PLACE, 1, MPI_INT, all, 1, MPI_INT, 0, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
  MPI_Finalize();
  return 0;
}
