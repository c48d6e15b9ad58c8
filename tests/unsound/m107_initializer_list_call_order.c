/* M107. Two calls in one initializer list: C leaves their order to the
 * compiler (gcc takes the members' order, Frama-C the order written), so
 * the ids were proved one way and built the other, and only rank 0 went
 * to the barrier. Calls of the program's functions that may change what
 * another unsequenced operand reads are rejected. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

int next_id;

/*@ requires next_id < 1000;
    assigns next_id;
    ensures next_id == \old(next_id) + 1 && \result == \old(next_id); */
int new_id(void) { return next_id++; }

struct phases { int setup; int solve; };

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  next_id = 0;
  struct phases ph = { .solve = new_id(), .setup = new_id() }; //! here
  //@ assert ph.solve == 0 && ph.setup == 1;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0 || ph.solve == 0)   /* every process synchronizes */
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d: setup %d solve %d\n", rank, ph.setup, ph.solve);
  MPI_Finalize();
  return 0;
}
