/* M178 (hunt 21). GCC gives an enumerator that `int` cannot hold the type
 * `long` (`LOW = LONG_MIN`); vmfc typed every enumerator `int`, rewrote
 * `LOW % d` as `VM_rem_int(LOW, d)`, whose argument became 0, and
 * `LONG_MIN % -1` trapped. An enumerator is an `int` only when vmfc knows
 * its value fits. */
//! expect: error
//! run: 1
#include <mpi.h>
#include <stdio.h>
#include <limits.h>

enum { LOW = LONG_MIN }; /* GCC: an enumerator that int cannot hold has type long */

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int d = -1 - rank;
  long r = LOW % d; //! here
  printf("r=%ld\n", r);
  MPI_Finalize();
  return 0;
}
