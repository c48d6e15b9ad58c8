/* R253: q246's global invariant written after a logic declaration in the
 * same comment: the rule read only a comment's first words. Now every
 * `global invariant` and `type invariant` of a comment.
 * vmfc was: "Proved goals: 12 / 12" (as q246). */
//! expect: error
#include <mpi.h>
#include <stdio.h>

int G = 0;
/*@ logic integer zero = 0;
    global invariant g_positive: G > zero; */ //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  printf("rank %d done %d\n", rank, G);
  MPI_Finalize();
  return 0;
}
