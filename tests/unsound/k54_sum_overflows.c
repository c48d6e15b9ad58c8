/* K54. An exact sum that overflows `int` with two processes: MPI computes
 * it in the buffer's type, so vmfc asks that no partial sum can overflow
 * (here the total does not fit). */
//! expect: coll_fold_range
//! run: 2
#include <mpi.h>
#include <assert.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, mine, total = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  mine = 1073741824;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 1; MPI_Allreduce#datatype(i) = MPI_INT;
        MPI_Allreduce#op(i) = MPI_SUM; MPI_Allreduce#sendbuf(i, k) = 1073741824;
        MPI_Allreduce#reduced(i, j, n) = n * 1073741824; */
  MPI_Allreduce(&mine, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
  assert(total > 0);
  MPI_Finalize();
  return 0;
}
