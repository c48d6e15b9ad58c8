/* M200 (hunt 23): `__LINE__` made by token pasting. vmfc rejects
 * __LINE__, __FILE__, __COUNTER__ ... outside printf arguments
 * (src/transform/rules/c_subset.rs BUILD_POSITION, a check of the words as
 * written); `CAT(__LI, NE__)` pastes into __LINE__, which is then expanded:
 * Frama-C proves the generated file, which has lines added, so it sees
 * another number than the build.
 * vmfc: "Proved goals: 13 / 13", EXIT 0.
 * run (mpiexec -n 1): "rank 0: line = 12 (proved != 20)".                       */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#define CAT(a, b) a ## b //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, line;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  line = CAT(__LI, NE__);
  //@ assert line != 20;
  printf("rank %d: line = %d (proved != 20)\n", rank, line);
  MPI_Finalize();
  return 0;
}
