/* S537 (hunt 128). A GNU case range on an `unsigned` switch: GCC
   converts the bounds to `unsigned`, `4294967294 ... 0`, an empty range it
   drops with a warning; Frama-C expands the values as written (-2, -1, 0)
   and converts each, so in the proof rank 0 (u == 0) takes the case and
   enters the barrier, in the build it takes `default` and skips it. GCC's
   `empty range specified` is an error. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, go = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  unsigned u = (unsigned)(rank % 2);
  switch (u) {
  case -2 ... 0: //! here
    go = 1;
    break;
  case 1:
    go = 1;
    break;
  default:
    go = 0;
    break;
  }
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (go)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d passed (go = %d)\n", rank, go);
  MPI_Finalize();
  return 0;
}
