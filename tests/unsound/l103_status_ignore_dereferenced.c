/* L103. vmfc's MPI_STATUS_IGNORE is a real object, MPICH's the address 1:
 * read through, it was valid when verified and crashed when run. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  int src;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  src = (MPI_STATUS_IGNORE)->MPI_SOURCE; //! here
  printf("%d ok %d\n", rank, src);
  MPI_Finalize();
  return 0;
}
