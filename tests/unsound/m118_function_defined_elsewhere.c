/* M118. A function of the program declared here (with a true contract)
 * and defined in another file (`one_more_step` increments `steps`) was
 * taken for a library function. A function declared in the user's files
 * is the program's, defined here or not. (Real run, with the other file:
 * `code 1` printed where 11 was proved, rank 0 alone in the barrier.) */
//! expect: error
//! allow: assumptions
#include <mpi.h>
#include <stdio.h>

int steps;

/*@ requires steps < 1000;
    terminates \true;
    exits \false;
    assigns steps;
    ensures steps == \old(steps) + 1 && \result == 1; */
int one_more_step(void);

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  steps = 0;
  int code = steps * 10 + one_more_step(); //! here
  //@ assert code == 11;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0 || code == 11)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d: code %d\n", rank, code);
  MPI_Finalize();
  return 0;
}
