/* L97. vmfc's MPI_IN_PLACE is null, MPICH's is (void *) -1: compared
 * outside an MPI call, it meant one thing when verified and another when
 * built. It may be written only as an argument of an MPI call. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <assert.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  void *p = MPI_IN_PLACE; //! here
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  assert(p == NULL);
  printf("%d ok\n", rank);
  MPI_Finalize();
  return 0;
}
