/* N210 (hunt 24): an `#include` whose name comes from a macro is not pointed
 * at the user's file for Frama-C, which then reads a header of its own C
 * library of the same name (`memory.h`) instead of the user's: the two
 * proofs and the build see different code. Computed includes, `#import` and
 * `#include_next` are now errors.
 * vmfc was: "Proved goals: 15 / 15"; built, `assert(pool == 1)` failed. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#include <assert.h>
#define POOL_HEADER "memory.h"
#include POOL_HEADER //! here
#ifndef POOL_SIZE
#define POOL_SIZE 1
#endif

/*@ mpi collective;
    requires VM_state == VM_Uninitialized; */
int main(int argc, char **argv) {
  int rank, pool = POOL_SIZE;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  assert(pool == 1);
  //@ assert pool == 1;
  printf("rank %d pool %d\n", rank, pool);
  MPI_Finalize();
  return 0;
}
