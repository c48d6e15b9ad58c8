/* K62. NULL as the send buffer of MPI_Scatter is accepted where MPI ignores
 * it, off the root; the root reads it, so its validity is checked there. */
//! expect: coll_send_valid
//! run: 2
#include <mpi.h>
#include <stddef.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int mine = 0;
  MPI_Init(&argc, &argv);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Scatter;
        MPI_Scatter#sendcount(i) = 1; MPI_Scatter#sendtype(i) = MPI_INT;
        MPI_Scatter#root(i) = 0; */
  MPI_Scatter(NULL, 1, MPI_INT, &mine, 1, MPI_INT, 0, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
  MPI_Finalize();
  return 0;
}
