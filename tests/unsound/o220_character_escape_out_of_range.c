/* O220 (hunt 25): the character constant '\777' is 511 for Frama-C and -1
 * for GCC (it truncates an octal escape past \377 to char, with only a
 * warning); the tag checked against msgtag = 511 is -1 in the build. The
 * compiler's "escape sequence out of range" finding is now an error.
 * vmfc was: "Proved goals: 53 / 53". run (mpiexec -n 2): MPI_Send aborts,
 * "Invalid tag, value is -1". */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define TAG 511

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, x = 0;
  int tag = '\777';   /* 511 */ //! here
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = s == 0 && d == 1 ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1) {
    x = 42;
    MPI_Send(&x, 1, MPI_INT, 1, tag, MPI_COMM_WORLD);
  } else if (rank == 1) {
    MPI_Recv(&x, 1, MPI_INT, 0, tag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
  printf("rank %d: x = %d\n", rank, x);
  MPI_Finalize();
  return 0;
}
