/* K52. An exact sum whose definition `reduced` is off by one: it is checked
 * against the data (process 0's element, then one process at a time), so
 * the total it promises is never assumed. */
//! expect: coll_fold
//! run: 2
#include <mpi.h>
#include <assert.h>

/*@ logic integer twice(integer n) = 2 * n; */

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  long mine, total = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  mine = 2;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 1; MPI_Allreduce#datatype(i) = MPI_LONG;
        MPI_Allreduce#op(i) = MPI_SUM; MPI_Allreduce#sendbuf(i, k) = 2;
        MPI_Allreduce#reduced(i, j, n) = twice(n) + 1; */
  MPI_Allreduce(&mine, &total, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
  assert(total == 2L * nprocs + 1);
  MPI_Finalize();
  return 0;
}
