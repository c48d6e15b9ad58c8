/* S548 (hunt 133). `sizeof(0, "...")`: C converts the comma's string
   operand to a pointer (8 bytes); Frama-C's CIL keeps the literal's array
   type (17): the assertion `n == 17` was proved, the build aborts. */
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
  int n = sizeof(0, "abcdefghijklmnop"); //! here
  //@ assert n == 17;
  assert(n == 17);
  printf("rank %d: n = %d\n", rank, n);
  MPI_Finalize();
  return 0;
}
