/* M180 (hunt 21). A K&R definition: vmfc's front end did not read the
 * parameters' declarations and typed `m` and `b` by the globals `unsigned
 * m, b`, so `m % b` was left unchecked (`INT_MIN % -1`, SIGFPE). K&R
 * parameter lists are errors. */
//! expect: error
//! run: 1
#include <mpi.h>
#include <stdio.h>
#include <limits.h>

unsigned m, b;

/*@ requires b != 0;
    terminates \true; assigns \nothing; */
int rem(m, b) //! here
  int m;
  int b;
{
  return m % b;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int r = rem(INT_MIN, -1 - rank);
  printf("r=%d\n", r);
  MPI_Finalize();
  return 0;
}
