/* M196 (hunt 23): trigraphs. In ISO modes the preprocessor
 * replaces the trigraph by a backslash before anything else, so the `//` comment
 * in main continues onto the next line and rank 0's MPI_Barrier disappears.
 * vmfc (and Frama-C) preprocess with GCC's default gnu17, where trigraphs
 * are off, so they see the call; vmfc rejects a backslash ending a `//`
 * comment (l83) and the digraph `%:` (l87), but not the trigraph spelling.
 * (gcc prints no warning for it with -std=c11.)
 * vmfc: "Proved goals: 27 / 27", EXIT 0.
 * run: mpicc -std=c11 -O0 m196_trigraph_continues_comment.c; mpiexec -n 2 -> "rank 0 done",
 * rank 1 waits in the barrier -> hang (timeout 20 s, rc 124).             */
//! expect: error
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0) {
//! here (next line)
    // rank 0 synchronises here too ??/
    MPI_Barrier(MPI_COMM_WORLD);
  } else {
    MPI_Barrier(MPI_COMM_WORLD);
  }
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
