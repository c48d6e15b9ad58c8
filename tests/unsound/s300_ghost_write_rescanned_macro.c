/* S300 (hunt 35): `#define Z SET`, `#define SET(x) x = ...`, `//@ ghost Z(VM_state);`: the
 * ghost-state rule never rescanned `SET` with the `(` after it. Frama-C now
 * rejects the write (vmfc's state is C, not ghost).
 * vmfc was: "Proved". run: mpiexec -n 2: MPI_Init called twice, MPI aborts. */
//! expect: rejected
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define SET(x) x = VM_Uninitialized
#define Z SET

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  //@ ghost Z(VM_state); //! here
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  printf("rank %d\n", rank);
  MPI_Finalize();
  return 0;
}
