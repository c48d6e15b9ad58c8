/* K55. A sum whose total fits and whose partial sums in rank order fit
 * (INT_MAX, then -1, then +1), but MPI may add rank 0's and rank 2's
 * elements first, which overflows: vmfc asks for elements of one sign. */
//! expect: coll_fold_range
#include <mpi.h>
#include <limits.h>

/*@ logic integer elem(integer k) = k == 0 ? INT_MAX : k == 1 ? -1 : k == 2 ? 1 : 0; */
/*@ logic integer partial(integer n) = n <= 0 ? 0 : partial(n - 1) + elem(n - 1); */

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, mine, total = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  mine = rank == 0 ? INT_MAX : rank == 1 ? -1 : rank == 2 ? 1 : 0;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 1; MPI_Allreduce#datatype(i) = MPI_INT;
        MPI_Allreduce#op(i) = MPI_SUM; MPI_Allreduce#sendbuf(i, k) = elem(k);
        MPI_Allreduce#reduced(i, j, n) = partial(n); */
  MPI_Allreduce(&mine, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
  MPI_Finalize();
  return 0;
}
