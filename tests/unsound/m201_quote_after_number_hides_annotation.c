/* M201 (hunt 23): vmfc's lexer reads a character literal where the C preprocessor
 * reads an annotation. src/cfront/lexer.rs number_end() continues a number
 * over `'` (C23's digit separator), which GCC's default gnu17 does not:
 * in `DROP(1'+');` GCC reads `1` and the literal '+', vmfc reads the number
 * `1'` and then a character literal that opens at the second quote and runs
 * to the end of the line (quoted_end stops at a newline). The ghost
 * annotation after it is therefore invisible to vmfc (no ghost-state rule,
 * no reserved-name rule), while Frama-C runs it: it sets VM_regionCount on
 * the processes that skipped the barrier. The same hides an `admit` or any
 * other annotation from vmfc's rules.
 * vmfc: "Proved goals: 21 / 21", EXIT 0.
 * run (mpiexec -n 2): "rank 1 done"; rank 0 alone in MPI_Barrier -> HANG.       */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#define DROP(x)

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
  DROP(1'+'); /*@ ghost if (rank != 0) VM_regionCount = 1; */ //! here
  rank = rank + 0;
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
