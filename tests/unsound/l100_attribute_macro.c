/* L100. glibc's __attribute_const__ is __attribute__((const)): at any
 * optimization the compiler deleted a call with a side effect, and rank 0
 * skipped the barrier. The C library's attribute macros are rejected. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

int calls;

/*@ requires calls < 1000;
    assigns calls;
    ensures calls == \old(calls) + 1 && \result == 0; */
int tick(void) __attribute_const__; //! here

int tick(void) { calls++; return 0; }

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
