/* R259 (hunt 30): q246's global invariant written through a macro
 * (`#define GLOBAL_INV global invariant`): vmfc read the annotation as
 * written. Rule: a macro may not write a keyword whose clause vmfc reads
 * where it is written (a contract clause, `global invariant`, `type
 * invariant`, a measure `for` a relation).
 * vmfc was: "Proved goals: 12 / 12". */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#define GLOBAL_INV global invariant //! here
int G = 0;
/*@ GLOBAL_INV g_positive: G > 0; */

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
