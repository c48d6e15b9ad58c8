/* M114 (fifth field hunt, against the evaluation-order rule). `&steps[0]`
 * of a local array stored in a global pointer: the callee writes the
 * array through it, next to a read of `steps[0]`. Taking the address of
 * an element aliases the whole local. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

int *gp;

/*@ requires \valid(gp) && *gp < 1000;
    assigns *gp;
    ensures *gp == \old(*gp) + 1 && \result == 1; */
int one_more_step(void) { *gp = *gp + 1; return 1; }

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  int steps[1];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  steps[0] = 0;
  gp = &steps[0];
  int code = steps[0] * 10 + one_more_step(); //! here
  //@ assert code == 11;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0 || code == 11)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d: code %d\n", rank, code);
  MPI_Finalize();
  return 0;
}
