/* K75. MPI_Bcast#inv is assumed by the processes that receive the data:
 * the root must have made it true. Here the root clamps the size from
 * below only, so a large argument overruns the other processes' arrays. */
//! expect: coll_inv
//! run: 2
#include <mpi.h>
#include <assert.h>

#define MAXN 16

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char *argv[]) {
  int rank, n = 0, j;
  int part[MAXN];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    n = 1 << 20;
    if (n < 1)
      n = 1;
  }
  /*@ mpi begin regions:
        nregions = 1;
        region(i) = MPI_Bcast;
        MPI_Bcast#count(i) = 1;
        MPI_Bcast#datatype(i) = MPI_INT;
        MPI_Bcast#root(i) = 0;
        MPI_Bcast#inv(i, k, v) = 1 <= v <= MAXN; */
  MPI_Bcast(&n, 1, MPI_INT, 0, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
  if (rank != 0) {
    assert(n <= MAXN);
    /*@ loop invariant 0 <= j <= n;
        loop assigns j, part[0 .. MAXN - 1];
        loop variant n - j; */
    for (j = 0; j < n; j++)
      part[j] = j;
  }
  MPI_Finalize();
  return 0;
}
