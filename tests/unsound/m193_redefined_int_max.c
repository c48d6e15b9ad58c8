/* M193 (hunt 23): a C library macro that vmfc's generated checks rely on, redefined
 * by the program. `begin regions` is emitted (src/transform/emit/regions.rs
 * begin_regions) as
 *     assert VM_begin_regions_nregions: 0 <= (N) <= INT_MAX;
 *     ghost int VM_nregions = VM_ghost_int();  admit VM_nregions == (N);
 * INT_MAX is expanded in the user's file, where the user redefined it, so
 * the range check passes for N = 2^32, and the admit (an int equal to 2^32)
 * is a contradiction: every later goal is vacuous (`assert 1 == 2` is proved,
 * as is the end-of-regions count although only rank 0 enters the barrier).
 * No smoke check follows that admit. Same for VM_LEVEL_MAX (= ULONG_MAX,
 * expanded at the use) in the level checks.
 * vmfc: "Proved goals: 22 / 22", EXIT 0.
 * run (mpiexec -n 2): rank 0 waits in MPI_Barrier alone -> HANG (timeout).   */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <limits.h>
#undef INT_MAX //! here
#define INT_MAX 9223372036854775807L

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ mpi begin regions: nregions = 4294967296; region(i) = MPI_Barrier; */
  if (rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  //@ assert 1 == 2;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
