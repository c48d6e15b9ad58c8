/* S343 (hunt 40): o218 under `_Pragma("GCC diagnostic ignored \"-Wsequence-point\"")`:
 * the compiler's warning about `k * 10 + k++`, which vmfc reads, was
 * silenced. The pragma operator is read as `#pragma` is.
 * vmfc was: "Proved". run: mpiexec -n 2, MPI_Send aborts. */
_Pragma("GCC diagnostic ignored \"-Wsequence-point\"") //! here
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int k = 1;
  int dest = k * 10 + k++ - 20;   /* 1 */
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = s == 0 && d == 1 ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = 0;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1) {
    x = 42;
    MPI_Send(&x, 1, MPI_INT, dest, 0, MPI_COMM_WORLD);
  } else if (rank == 1) {
    MPI_Recv(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
  printf("rank %d: x = %d\n", rank, x);
  MPI_Finalize();
  return 0;
}
