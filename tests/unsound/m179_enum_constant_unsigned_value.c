/* M179 (hunt 21). `BIG = 0x80000000` has type `unsigned int` under GCC:
 * `BIG % 3` is 2. Typed `int`, the rewrite made it `INT_MIN % 3` = -2 and
 * proved the false `assert(r == -2)`. Same rule as M178. */
//! expect: error
//! run: 1
#include <mpi.h>
#include <stdio.h>
#include <assert.h>

enum { BIG = 0x80000000 };

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int d = 3;
  int r = BIG % d; //! here
  assert(r == -2);
  printf("r=%d\n", r);
  MPI_Finalize();
  return 0;
}
