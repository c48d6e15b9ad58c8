/* S278 (hunt 31): m190 through `#<comment>undef MPI_INT` and `#<comment>define
 * MPI_INT MPI_DOUBLE`: the proved `g[1] == 0` is 99 at run time (8 bytes
 * moved into an `int` buffer). Now a comment between `#` and the directive's name is an error: every
 * rule that reads directives from the text sees the directive's name
 * right after `#`.
 * vmfc was: "Proved goals: 55 / 55". run (mpiexec -n 2): wrong value. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#/**/undef MPI_INT //! here
#/**/define MPI_INT MPI_DOUBLE
#define TAG 5

int g[2];

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, size;
  int s[2] = {42, 99};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = *buf == 42;
        slevel(s, d, k) = 1; */
  if (rank == 0) {
    if (size > 1)
      MPI_Send(s, 1, MPI_INT, 1, TAG, MPI_COMM_WORLD);
  } else if (rank == 1) {
    MPI_Recv(g, 1, MPI_INT, 0, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    //@ assert g[0] == 42 && g[1] == 0;
    printf("rank 1: g[0] = %d, g[1] = %d (proved 42 and 0)\n", g[0], g[1]);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
  MPI_Finalize();
  return 0;
}
