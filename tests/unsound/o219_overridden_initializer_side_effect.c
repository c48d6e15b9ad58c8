/* O219 (hunt 25): `{ [0] = prepare(), [1] = 4, [0] = 0 }`: a designator
 * overrides an initializer that calls a function. GCC drops the call with
 * the initializer; CIL keeps it, so Wp proved `ready == 1`. The compiler's
 * -Woverride-init-side-effects finding is now an error.
 * vmfc was: "Proved goals: 21 / 21". run (mpiexec -n 2): `assert(ready == 1)`
 * fails. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <assert.h>
#include <stdio.h>

int ready = 0;

/*@ assigns ready;
    ensures ready == 1 && \result == 0; */
int prepare(void) {
  ready = 1;
  return 0;
}

/* defaults first, then the caller's overrides */
#define DEFAULTS [0] = prepare(), [1] = 4

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int opts[2] = { DEFAULTS, [0] = 0 }; //! here
  //@ assert ready == 1;
  assert(ready == 1);
  printf("rank %d: ready = %d, opts = %d %d\n", rank, ready, opts[0], opts[1]);
  MPI_Finalize();
  return 0;
}
