/* M115. No call: `*p + (*q = 5.0)` with p and q pointing to one object
 * (undefined in C). Frama-C stores first and proved 10, gcc reads first
 * and computes 6. A write inside an expression may not stand next to an
 * unsequenced access to memory. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  double cell = 1.0;
  double *p = &cell, *q = &cell;
  double code = *p + (*q = 5.0); //! here
  //@ assert code == 10.0;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0 || code == 10.0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d: code %g\n", rank, code);
  MPI_Finalize();
  return 0;
}
