/* O222 (hunt 25): `case (int)3e9:` GCC folds the out-of-range conversion
 * to INT_MAX without a warning; Frama-C folds it otherwise, and no goal
 * checks a constant, so `classify(INT_MAX) == 0` was proved. Rule: no
 * floating-point value in a case label or an enumerator.
 * vmfc was: "Proved goals: 22 / 22". run (mpiexec -n 2): `assert(r == 0)`
 * fails. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <assert.h>
#include <limits.h>
#include <stdio.h>

#define LIMIT 3e9   /* above any int */

/*@ assigns \nothing;
    ensures x == INT_MAX ==> \result == 0; */
int classify(int x) {
  switch (x) {
  case (int)LIMIT: //! here
    return 1;
  default:
    return 0;
  }
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int r = classify(INT_MAX);
  //@ assert r == 0;
  assert(r == 0);
  printf("rank %d: r = %d\n", rank, r);
  MPI_Finalize();
  return 0;
}
