/* S405 (hunt 56): P233 with the measure written `\let y = 0; n + y for Smaller`:
 * vmfc's rule (custom_measures) stops reading the measure at the `;` of the
 * `\let`, so it never sees `for`. Frama-C reads `decreases (\let y = 0; n + y)
 * for Smaller` and trusts `Smaller` (a <= b) to be well founded: the ghost
 * function `ensures \false` is proved, and a barrier on rank 0 only too. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ predicate Smaller(integer a, integer b) = a <= b; */

/*@ ghost
//! here (next line)
  /@ decreases \let y = 0; n + y for Smaller;
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
