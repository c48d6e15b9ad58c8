/* S299 (hunt 35): `#define GH ghost`, `//@ GH VM_state = VM_Uninitialized;` between two
 * calls of MPI_Init: vmfc's ghost-state rule reads annotations whose first
 * word is `ghost` as written, and Frama-C expands the macro. vmfc's state is
 * now C, not ghost: Frama-C rejects every write to it from ghost code.
 * vmfc was: "Proved". run: mpiexec -n 2: MPI_Init called twice, MPI aborts. */
//! expect: rejected
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define GH ghost

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  //@ GH VM_state = VM_Uninitialized; //! here
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  printf("rank %d\n", rank);
  MPI_Finalize();
  return 0;
}
