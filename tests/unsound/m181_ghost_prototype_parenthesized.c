/* M181 (hunt 21). M175 written `int*(lie)(void);`: the detector wanted a
 * type and a name before `(`. At file scope every ghost declaration with a
 * contract that ends `(...);` is a prototype. */
//! expect: error
//! run: 1
#include <mpi.h>
#include <stdio.h>

/*@ ghost
  /@ terminates \true; exits \false; assigns \nothing; ensures \false; @/ //! here
  int*(lie)(void);
*/

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  //@ ghost lie();
  printf("rank %d: %d\n", rank, 10 / rank);
  MPI_Finalize();
  return 0;
}
