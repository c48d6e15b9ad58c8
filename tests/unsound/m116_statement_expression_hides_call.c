/* M116. The call hidden in a GNU statement expression `({ f(); })`: a
 * statement expression counts as a call that may do anything. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

int steps;

/*@ requires steps < 1000;
    assigns steps;
    ensures steps == \old(steps) + 1 && \result == 1; */
int one_more_step(void) { steps++; return 1; }

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  steps = 0;
  int code = steps * 10 + ({ one_more_step(); }); //! here
  //@ assert code == 11;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0 || code == 11)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d: code %d\n", rank, code);
  MPI_Finalize();
  return 0;
}
