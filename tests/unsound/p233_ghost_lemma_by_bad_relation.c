/* P233 (hunt 26): P232 as a ghost "lemma function": `decreases n for
 * Smaller` with `Smaller(a, b) = a <= b` (not well founded) proved
 * `ensures \false`; ghost code never runs, so every goal after the call
 * held, and a barrier on rank 0 only was proved.
 * vmfc was: "Proved goals: 29 / 29". run (mpiexec -n 2): hangs. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ predicate Smaller(integer a, integer b) = a <= b; */

/*@ ghost
  /@ decreases n for Smaller; //! here
     assigns \nothing;
     ensures \false; @/
  void everything(int n) {
    everything(n);
  }
*/

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, t = 1;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  //@ ghost everything(0);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
