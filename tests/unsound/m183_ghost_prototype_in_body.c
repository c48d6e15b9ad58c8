/* M183 (review of M181). M181's prototype declared in the function body:
 * there a ghost statement may end `(...);` as a call does, so the detector
 * wanted a type and a name before `(` and missed `int*(lie)(void);`. A
 * ghost statement that begins with a type keyword is a declaration. */
//! expect: error
//! run: 1
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ ghost
    /@ terminates \true; exits \false; assigns \nothing; ensures \false; @/ //! here
    int*(lie)(void);
    lie();
  */
  printf("rank %d: %d\n", rank, 10 / rank);
  MPI_Finalize();
  return 0;
}
