/* N211 (hunt 24): a GNU raw string literal `R"(")"` ends where vmfc's lexer
 * sees an unclosed ordinary string: the admit after it on the line is
 * hidden from vmfc (no `--allow-assumptions` needed) and proves the
 * rank-0-only barrier. Raw string literals are now errors.
 * vmfc was: "Proved goals: 25 / 25" (with `assert 1 == 2`). run (mpiexec -n 2): hangs. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#define SHOW(x) puts(#x)

/*@ mpi collective;
    requires VM_state == VM_Uninitialized; */
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  SHOW(R"(")"); //@ admit \false; //! here
  rank = rank + 0;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0) {
    MPI_Barrier(MPI_COMM_WORLD);
  }
  //@ mpi end regions;
  //@ assert 1 == 2;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
