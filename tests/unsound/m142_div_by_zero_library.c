/* M142. `div(100, rank)` was proved, though rank 0 divides by zero:
 * Frama-C's specification of `div` has no precondition, while `100 / rank`
 * is a run-time check. The user only wrote the true fact that `div`
 * returns (`exits \false`). Verified code may now call only the C library
 * functions whose specifications vmfc reviewed (those its header
 * declares). (Real run: rank 0 gets SIGFPE.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdlib.h>
#include <stdio.h>

/*@ exits \false; */ div_t div(int numer, int denom);

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  div_t q;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  q = div(100, rank); //! here
  printf("rank %d: 100 / rank = %d\n", rank, q.quot);
  MPI_Finalize();
  return 0;
}
