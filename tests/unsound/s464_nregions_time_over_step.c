/* S464 (hunt 87). `nregions = T / DT` (1.0 / 0.4), the way a time-step
   count is written: a real, inlined into an admit no int satisfies
   (39/39); rank 1 makes 2 barriers, the others 3 (hangs with 3
   processes). */
//! expect: rejected
//! run: 3
#include <mpi.h>
#include <stdio.h>

#define T 1.0
#define DT 0.4

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, it;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  /*@ mpi begin regions: nregions = T / DT; region(i) = MPI_Barrier; */ //! here
  /*@ loop invariant 0 <= it <= 3;
      loop invariant VM_regionCount == it && VM_currentRegion == 0;
      loop invariant VM_state == VM_Active;
      loop assigns it, VM_Vars;
      loop variant 3 - it; */
  for (it = 0; it < 3; it++) {
    if (rank != 1 || it < 2)
      MPI_Barrier(MPI_COMM_WORLD);
  }
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
