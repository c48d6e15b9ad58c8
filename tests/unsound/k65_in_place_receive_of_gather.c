/* K65. MPI_IN_PLACE as the receive buffer of MPI_Gather (it belongs in the
 * send buffer): MPI_IN_PLACE is the null pointer in vmfc's header, and
 * accepting it here would leave the result nowhere. */
//! expect: error
#include <mpi.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int mine = 1;
  MPI_Init(&argc, &argv);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Gather;
        MPI_Gather#sendcount(i) = 1; MPI_Gather#sendtype(i) = MPI_INT;
        MPI_Gather#root(i) = 0; */
  MPI_Gather(&mine, 1, MPI_INT, MPI_IN_PLACE, 1, MPI_INT, 0, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
  MPI_Finalize();
  return 0;
}
