/* S288 (hunt 34): l96 through a macro: `#define DO(x) _Pragma(x)` and
 * `DO("redefine_extname putchar exit")`: the pragma rule read `_Pragma`
 * followed by a string literal only, so `putchar('\n')` was `exit(10)` in
 * the build and rank 0 never reached the barrier. Now `_Pragma` must have
 * its string written in place.
 * vmfc was: "Proved goals: 24 / 24". run (mpiexec -n 2): exit 10. */
//! expect: error
#define DO(x) _Pragma(x) //! here
DO("redefine_extname putchar exit")
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  if (rank == 0)
    putchar('\n');
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d passed the barrier\n", rank);
  MPI_Finalize();
  return 0;
}
