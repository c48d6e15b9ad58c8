/* S303 (hunt 35): `//@ ghost VM_state /c/ = ...;` (a block comment inside): vmfc's
 * annotation lexer did not skip it. Frama-C rejects the write.
 * vmfc was: "Proved". run: mpiexec -n 2: MPI_Init called twice, MPI aborts. */
//! expect: rejected
//! run: 2
#include <mpi.h>
#include <stdio.h>


/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  //@ ghost VM_state /* c */ = VM_Uninitialized; //! here
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  printf("rank %d\n", rank);
  MPI_Finalize();
  return 0;
}
