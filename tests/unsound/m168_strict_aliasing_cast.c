/* M168 (hunt 18): strict aliasing. `store_both` writes a `long` and a
 * `long long` through two pointers to the same object and returns the
 * first: Frama-C's memory model keeps both in one place (they have the
 * same size) and proved `r == 2`; gcc -O2 assumes that a `long *` and a
 * `long long *` never meet, returns 1, and the C assert fails on every
 * process (`mpicc -O2`, mpiexec -n 1 and 2: "Assertion `r == 2' failed";
 * at -O0 it prints 2, so no `run` here). A cast between pointer types
 * whose targets may not alias is an error in verified code. */
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
  long r = store_both(&x, (long long *)&x); //! here
  assert(r == 2);
  if (rank == 0)
    printf("r = %ld\n", r);
  MPI_Finalize();
  return 0;
}
