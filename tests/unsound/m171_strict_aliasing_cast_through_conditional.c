/* M171 (hunt 19): M168's cast written (long long *)(0 ? 0 : &x), which the
 * front end typed as a cast from int (fails at -O2 only, so no run). */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#include <assert.h>

long x;

/*@ requires \valid(a) && \valid(b);
    assigns *a, *b;
    ensures a == (long *)b ==> \result == 2; */
long store_both(long *a, long long *b) {
  *a = 1;
  *b = 2;
  return *a;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  long r = store_both(&x, (long long *)(0 ? 0 : &x));  //! here
  assert(r == 2);
  if (rank == 0)
    printf("r = %ld\n", r);
  MPI_Finalize();
  return 0;
}
