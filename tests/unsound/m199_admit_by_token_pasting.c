/* M199 (hunt 23): an assumption hidden by token pasting.
 * vmfc finds user assumptions by their keywords (`admit`, `axiom`, ...) in
 * the text and in macro bodies (m156), and rejects them without
 * --allow-assumptions; `CAT(ad, mit)` contains no such word, but Frama-C's
 * annotation preprocessing (-pp-annot) pastes it into `admit rank == 0;`.
 * The assumption is neither rejected, nor reported ("Assumed, not proved"
 * is absent), nor smoke-checked: every process but 0 is assumed away.
 * vmfc: "Proved goals: 13 / 13", EXIT 0 (no --allow-assumptions).
 * run (mpiexec -n 2): "rank 1 (proved 0)".                                       */
//! expect: error
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
  //@ CAT(ad, mit) rank == 0;
  //@ assert rank == 0;
  printf("rank %d (proved 0)\n", rank);
  MPI_Finalize();
  return 0;
}
