/* S284 (hunt 32): a macro MPICH's own mpi.h tests:
 * `MPICH_SUPPRESS_PROTOTYPES` makes MPICH's header leave out every MPI
 * prototype. vmfc's mpi.h does not test it, so the proof had MPI_Wtick's
 * prototype and contract (a double in 0 < t <= 1) while the build called
 * it through an implicit `int MPI_Wtick()` (GCC 12 only warns) and read
 * 0: the proved assertion was false. Now no macro of the user's files or
 * of `-D` may be one that MPICH's headers test (`mpich_tested.txt`,
 * measured by tests/libc.rs).
 * vmfc was: "Proved goals: 14 / 14". run (mpiexec -n 2): tick 0. */
//! expect: error
#define MPICH_SUPPRESS_PROTOTYPES 1 //! here
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char *argv[]) {
  int rank;
  double tick;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  tick = MPI_Wtick();
  //@ assert 0.0 < tick <= 1.0;
  printf("rank %d: tick %g (proved > 0)\n", rank, tick);
  MPI_Finalize();
  return 0;
}
