/* O225 (hunt 25): M168's cast between `long *` and `long long *` moved to
 * the initializer of a global, where the strict-aliasing rule did not look.
 * Rule: no such cast in any file-scope initializer. (The bug shows at -O2:
 * `assert(r == 2)` fails; the test harness builds at -O0.)
 * vmfc was: "Proved goals: 25 / 25". */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#include <assert.h>

long x;
long long *wide = (long long *)&x;   /* the same object, seen as a long long */ //! here

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
  long r = store_both(&x, wide);
  assert(r == 2);
  if (rank == 0)
    printf("r = %ld\n", r);
  MPI_Finalize();
  return 0;
}
