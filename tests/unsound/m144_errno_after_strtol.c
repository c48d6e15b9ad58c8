/* M144. `errno` after `strtol`: Frama-C's specification of `strtol` does
 * not assign `errno`, so `errno == 0` after a conversion that overflows
 * was proved; glibc sets ERANGE. `errno` is a call of the C library's
 * `__errno_location`, which vmfc has not reviewed: verified code may not
 * read it. (Real run: the C assert fails on every process.) */
//! expect: error
//! run: 1
#include <mpi.h>
#include <stdlib.h>
#include <stdio.h>
#include <errno.h>
#include <assert.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  long v;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  errno = 0; //! here
  v = strtol("99999999999999999999999", NULL, 10);
  assert(errno == 0);
  printf("rank %d: %ld\n", rank, v);
  MPI_Finalize();
  return 0;
}
