/* S305 (hunt 35): `__VA_OPT__(= VM_Uninitialized)` in a macro used in ghost code: not
 * expanded by the ghost-state rule. Frama-C rejects the write.
 * vmfc was: "Proved". run: mpiexec -n 2: MPI_Init called twice, MPI aborts. */
//! expect: rejected
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define SETV(x, ...) x __VA_OPT__(= VM_Uninitialized)


/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  //@ ghost SETV(VM_state, 1); //! here
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  printf("rank %d\n", rank);
  MPI_Finalize();
  return 0;
}
