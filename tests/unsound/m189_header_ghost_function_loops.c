/* M189 (hunt 22). C functions defined in a header may not have contracts;
 * ghost functions may (no process runs them), but their contracts must say
 * `terminates \true;` and `exits \false;`: Wp proves partial correctness,
 * and `spin` (which loops) would prove its `ensures 1 == 2`, then anything
 * after a call of it. */
//! expect: error m189_ghost.h:4
#include <mpi.h>
#include <stdio.h>
#include "m189_ghost.h" //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  //@ ghost spin();
  //@ assert 1 == 2;
  printf("%d\n", 10 / rank);
  MPI_Finalize();
  return 0;
}
