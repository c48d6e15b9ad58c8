/* S301 (hunt 35): `(int \ghost *)&VM_state` in ghost code, written through: the rule read
 * `)&` as a binary `&`. Frama-C rejects a cast of a pointer to C memory to
 * a ghost pointer.
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
  //@ ghost int \ghost *p = (int \ghost *)&VM_state; //! here
  //@ ghost *p = VM_Uninitialized;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  printf("rank %d\n", rank);
  MPI_Finalize();
  return 0;
}
