/* K63. An in-place MPI_Gather whose data definition is false for the
 * root's own part, which MPI leaves where it is: the root's part of the
 * receive buffer is checked against the definition. */
//! expect: coll_data
//! run: 2
#include <mpi.h>
#include <stddef.h>
#include <assert.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, mine = 7, all[64] = {0};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  if (nprocs > 64)
    nprocs = 64;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Gather;
        MPI_Gather#sendcount(i) = 1; MPI_Gather#sendtype(i) = MPI_INT;
        MPI_Gather#root(i) = 0; MPI_Gather#sendbuf(i, k) = 7; */
  if (rank == 0)
    MPI_Gather(MPI_IN_PLACE, 1, MPI_INT, all, 1, MPI_INT, 0, MPI_COMM_WORLD); //! here
  else
    MPI_Gather(&mine, 1, MPI_INT, NULL, 1, MPI_INT, 0, MPI_COMM_WORLD);
  //@ mpi end regions;
  if (rank == 0)
    assert(all[0] == 7);
  MPI_Finalize();
  return 0;
}
