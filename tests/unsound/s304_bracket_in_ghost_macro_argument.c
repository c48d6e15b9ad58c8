/* S304 (hunt 35): `SECOND(rank[, 0); VM_state = ...;`: the rule matched the macro's
 * parenthesis counting brackets too and read nothing after it. Frama-C
 * rejects the write.
 * vmfc was: "Proved". run: mpiexec -n 2: MPI_Init called twice, MPI aborts. */
//! expect: rejected
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define SECOND(a, b) b


/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  //@ ghost SECOND(rank[, 0); VM_state = VM_Uninitialized; //! here
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  printf("rank %d\n", rank);
  MPI_Finalize();
  return 0;
}
