/* L95. `__attribute__((const))` lets the compiler delete a call of a
 * function that has side effects (at -O1 and above `calls` stays 0 and
 * rank 0 skips the barrier); Frama-C ignores it. `const` and `pure` are
 * rejected. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

int calls;

/*@ requires calls < 1000;
    assigns calls;
    ensures calls == \old(calls) + 1 && \result == 0; */
__attribute__((const, noinline)) int tick(void) { calls++; return 0; } //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  calls = 0;
  if (rank == 0)
    tick();
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank != 0 || calls == 1)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d calls %d\n", rank, calls);
  MPI_Finalize();
  return 0;
}
