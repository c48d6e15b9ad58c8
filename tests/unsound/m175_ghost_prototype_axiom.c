/* M175 (hunt 20). A ghost function declared without a body: ghost code is
 * never compiled, so nothing defines it, and Frama-C trusts its contract at
 * every call. `ensures \false` made the division by rank 0 "proved". Its
 * contract is an assumption: an error unless --allow-assumptions. */
//! expect: error
//! run: 1
#include <mpi.h>
#include <stdio.h>

/*@ ghost
  /@ terminates \true; exits \false; assigns \nothing; ensures \false; @/ //! here
  void lie(void);
*/

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  //@ ghost lie();
  printf("rank %d: %d\n", rank, 10 / rank);
  MPI_Finalize();
  return 0;
}
