/* L104. A user macro named like an MPI routine (`MPI_CHECK`) is not an MPI
 * call: MPI_IN_PLACE passed to it is compared with vmfc's value (null),
 * not MPICH's ((void *) -1), so rank 0 skipped the barrier only in the
 * built program. The sentinels are accepted only as arguments of the MPI
 * routines vmfc rewrites. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define MPI_CHECK(p) ((p) == 0)

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, skip;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  skip = !MPI_CHECK(MPI_IN_PLACE) && rank == 0; //! here
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (!skip)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
