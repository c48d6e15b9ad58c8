/* M172 (hunt 19): M169's comparison made on the addresses cast to
 * uintptr_t, which Frama-C keeps apart for different objects and C does not.
 * A cast of an address to an integer is an error in verified code. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <assert.h>
#include <stdint.h>

int a = 1;
int b = 2;

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  assert((uintptr_t)(&a + 1) != (uintptr_t)&b);  //! here
  if (rank == 0) printf("ok\n");
  MPI_Finalize();
  return 0;
}
