/* L93. The contract of `helper` is on its prototype in a user header, its
 * definition here has none: Frama-C joins the two and trusts the contract
 * at the call, vmfc never proved it. Such a definition is rejected. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include "l93_helper.h"


int helper(int r) { return r + 42; } //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, v;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  v = helper(rank);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (v == 42)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d v %d\n", rank, v);
  MPI_Finalize();
  return 0;
}
