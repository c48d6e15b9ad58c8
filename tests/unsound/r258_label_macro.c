/* R258 (hunt 30): `#define Pre Here`: vmfc's check that universal data is
 * unchanged at a region's boundary, `G == \at(G, Pre)`, read `\at(G,
 * Here)`, always true; rank 0 changed the universal `G` and restored it
 * before the function's end, and the processes disagreed on `nummsg`.
 * Closed by r255's rule (labels are words of ACSL).
 * vmfc was: "Proved goals: 69 / 69". run (mpiexec -n 2): hangs. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#define Pre Here //! here

int G = 0;

/*@ mpi collective;
    mpi universal G;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, v = 7;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  if (rank == 0) G = 1;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1 && VM_NP > 1 && G == 0) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = 3;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1 && G == 0)
    MPI_Send(&v, 1, MPI_INT, 1, 3, MPI_COMM_WORLD);
  if (rank == 1 && G == 0)
    MPI_Recv(&v, 1, MPI_INT, 0, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  //@ mpi end region;
  //@ mpi end regions;
  printf("rank %d done G=%d\n", rank, G);
  G = 0;
  MPI_Finalize();
  return 0;
}
