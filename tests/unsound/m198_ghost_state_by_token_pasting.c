/* M198 (hunt 23): vmfc's ghost state written from user ghost code through token
 * pasting. The rule that keeps VM_regionCount, VM_level, VM_sc ... read-only
 * (src/transform/rules/ghost_state.rs ghost_writes) looks for the names in
 * the ghost text and in the bodies of macros applied to them, and the
 * reserved-name rule looks for words starting with `VM_`; neither pastes
 * tokens. `CAT(V, M_regionCount)` has no such word, but Frama-C preprocesses
 * the annotation (-pp-annot) into `VM_regionCount = 1`, so the processes that
 * skipped the barrier count it as run: the end-of-regions count is proved.
 * vmfc: "Proved goals: 21 / 21", EXIT 0.
 * run (mpiexec -n 2): "rank 1 done"; rank 0 alone in MPI_Barrier -> HANG.       */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#define CAT(a, b) a ## b //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  /*@ ghost if (rank != 0) CAT(V, M_regionCount) = 1; */
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
