/* S550 (hunt 133). `sizeof &"..."`: a pointer to an array in C (8), the
   array itself for CIL, which drops the `&` (17). */
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
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int n = sizeof &"abcdefghijklmnop"; //! here
  //@ assert n == 17;
  printf("rank %d: n = %d\n", rank, n);
  assert(n == 17);
  MPI_Finalize();
  return 0;
}
