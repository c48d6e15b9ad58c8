/* S538 (hunt 128). As S537 with no `unsigned` written: GCC gives an
   enum of non-negative constants the type `unsigned int`, so `case -1 ...
   RED:` is empty for it and not for Frama-C. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
enum color { RED, GREEN };
/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  enum color c = rank % 2 == 0 ? RED : GREEN;
  int v = 0;
  switch (c) {
  case -1 ... RED: //! here
    v = 1;
    break;
  case GREEN:
    v = 1;
    break;
  default:
    v = 2;
    break;
  }
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (v == 1)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d v %d\n", rank, v);
  MPI_Finalize();
  return 0;
}
