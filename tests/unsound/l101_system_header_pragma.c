/* L101. `#pragma GCC system_header` made a user header a system header, so
 * none of vmfc's rules ran on it: its function, which makes rank 0 alone
 * enter a barrier, was trusted. A header found beside the program or in a
 * -I directory is the user's whatever it says. */
//! expect: error l101_helpers.h:1
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include "l101_helpers.h" //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  sync_if_root(rank);
  printf("%d done\n", rank);
  MPI_Finalize();
  return 0;
}
