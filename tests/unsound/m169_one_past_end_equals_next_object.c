/* M169 (hunt 18): equality of pointers to different objects. In
 * Frama-C's model two addresses in different objects are never equal, so
 * `&a + 1 != &b` was proved; C lets the address just past `a` equal `b`'s
 * when `b` follows `a`, as gcc -O0 lays these globals out: the C assert
 * fails on every process. `==` and `!=` between two pointers (neither a
 * null pointer constant) are errors in verified code. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <assert.h>

int a = 1;
int b = 2;

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int *end_of_a = &a + 1;
  assert(end_of_a != &b); //! here
  if (rank == 0)
    printf("a and b are not adjacent\n");
  MPI_Finalize();
  return 0;
}
