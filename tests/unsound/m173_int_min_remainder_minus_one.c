/* M173 (hunt 19). `INT_MIN % -1` is undefined in C (C11 6.5.5p6: the
 * quotient overflows) and x86-64's idiv traps on it (SIGFPE), but Frama-C's
 * run-time checks cover only a zero divisor of `%`. vmfc writes the
 * remainder as a call of the header's `VM_rem_int`, whose precondition is
 * the `remainder` check, proved where the `%` is evaluated. */
//! expect: remainder
//! run: 1
#include <mpi.h>
#include <stdio.h>
#include <assert.h>
#include <limits.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int m = INT_MIN;
  int d = -1 + rank - rank;
  int r = m % d; //! here
  assert(r == 0);
  if (rank == 0) printf("ok\n");
  MPI_Finalize();
  return 0;
}
