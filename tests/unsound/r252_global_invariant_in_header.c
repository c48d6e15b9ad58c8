/* R252 (hunt 30): q246 (a false global invariant and a false type
 * invariant, which Frama-C 25's Wp neither proves nor uses, and says
 * nothing of) moved into a user header: the rule read the input file only.
 * Now the headers too. `G == 0`, `v.a == -1`.
 * vmfc was: "Proved goals: 12 / 12". */
//! expect: error r252_inv.h:5
#include <mpi.h>
#include <stdio.h>
#include "r252_inv.h" //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  struct pair v;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  v.a = -1; v.b = 0;
  printf("rank %d done %d %d\n", rank, G, v.a);
  MPI_Finalize();
  return 0;
}
