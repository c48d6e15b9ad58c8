/* S298 (hunt 34): b5 through an empty macro argument: `#define SND(a, b)
 * b`, `//@ ghost SND(, VM_level = 0);`: the ghost-state rule dropped the
 * empty argument, so the write shifted to `a` and `b` got nothing. Now
 * arguments are split as the preprocessor splits them.
 * vmfc was: "Proved goals: 58 / 58". run: mpicc -DMPI_Send=MPI_Ssend,
 * mpiexec -n 2: hangs. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

#define TAG 5
#define SND(a, b) b

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int x = rank, y = 0;
  int right = (rank + 1) % nprocs, left = rank == 0 ? nprocs - 1 : rank - 1;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (VM_NP > 1 && d == (s + 1) % VM_NP) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (nprocs > 1) {
    MPI_Send(&x, 1, MPI_INT, right, TAG, MPI_COMM_WORLD);
    //@ ghost SND(, VM_level = 0); //! here
    MPI_Recv(&y, 1, MPI_INT, left, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
  printf("rank %d received %d\n", rank, y);
  MPI_Finalize();
  return 0;
}
