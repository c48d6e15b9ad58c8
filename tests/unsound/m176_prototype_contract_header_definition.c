/* M176 (hunt 20), the mirror of L93. The contract is on a prototype here,
 * the definition in a user header has none: Frama-C joins the contract to
 * the definition and trusts it at the call, and vmfc verified only the
 * functions whose definitions have a contract. `ensures \false` made the
 * division by rank 0 "proved". */
//! expect: error
//! run: 1
#include <mpi.h>
#include <stdio.h>

/*@ terminates \true; exits \false; assigns \nothing; ensures \false; */
static void lie(void); //! here

#include "m176_lie.h"

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  lie();
  printf("rank %d: %d\n", rank, 10 / rank);
  MPI_Finalize();
  return 0;
}
