/* K56. A product that is zero in the end, but MPI may first multiply
 * rank 1's and rank 2's elements, INT_MAX * 2, which overflows: vmfc asks
 * that no element of an exact product be zero. */
//! expect: coll_fold_range
#include <mpi.h>
#include <limits.h>

/*@ logic integer elem(integer k) = k == 0 ? 0 : k == 1 ? INT_MAX : k == 2 ? 2 : 1; */
/*@ logic integer partial(integer n) = n <= 1 ? elem(0) : partial(n - 1) * elem(n - 1); */

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, mine, total = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  mine = rank == 0 ? 0 : rank == 1 ? INT_MAX : rank == 2 ? 2 : 1;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Reduce;
        MPI_Reduce#count(i) = 1; MPI_Reduce#datatype(i) = MPI_INT;
        MPI_Reduce#op(i) = MPI_PROD; MPI_Reduce#root(i) = 0;
        MPI_Reduce#sendbuf(i, k) = elem(k);
        MPI_Reduce#reduced(i, j, n) = partial(n); */
  MPI_Reduce(&mine, &total, 1, MPI_INT, MPI_PROD, 0, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
  MPI_Finalize();
  return 0;
}
