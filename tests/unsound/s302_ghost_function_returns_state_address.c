/* S302 (hunt 35): a ghost function returning `&VM_state` (its contract names the address
 * through a logic constant), written through by the caller. Frama-C
 * rejects the cast to a ghost pointer.
 * vmfc was: "Proved". run: mpiexec -n 2: MPI_Init called twice, MPI aborts. */
//! expect: rejected
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ logic int *state_addr = &VM_state; */

/*@ ghost
  /@ terminates \true; exits \false; assigns \nothing;
     ensures \result == state_addr; @/
  int \ghost *st(void) { return &VM_state; } //! here
*/

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  //@ ghost int \ghost *p = st();
  //@ ghost *p = VM_Uninitialized;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  printf("rank %d\n", rank);
  MPI_Finalize();
  return 0;
}
