/* N213 (hunt 24): `#ifdef __STRICT_ANSI__`, which the compiler defines under
 * `-std=c11` (as `__FAST_MATH__` under `-ffast-math`, `__AVX__` under
 * `-mavx`, ...): vmfc verified one branch, a build with another option
 * runs the other. A test of any reserved name (`__x`, `_X`) that the user's
 * files do not define is now an error, but the compiler's own fixed ones.
 * vmfc was: "Proved goals: 15 / 15"; built with `-std=c11`, the assertion fails. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#include <assert.h>

#ifdef __STRICT_ANSI__ //! here
#define ROUNDS 2
#else
#define ROUNDS 1
#endif

/*@ mpi collective;
    requires VM_state == VM_Uninitialized; */
int main(int argc, char **argv) {
  int rank, rounds = ROUNDS;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  assert(rounds == 1);
  //@ assert rounds == 1;
  printf("rank %d rounds %d\n", rank, rounds);
  MPI_Finalize();
  return 0;
}
