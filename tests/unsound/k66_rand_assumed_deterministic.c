/* K66. vmfc's stand-in for rand writes no program memory; that must not
 * make two calls return the same number (Wp gives each call's result a
 * value of its own). */
//! expect: assert
//! run: 1
#include <mpi.h>
#include <assert.h>
#include <stdlib.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int a, b;
  MPI_Init(&argc, &argv);
  srand(1u);
  a = rand();
  b = rand();
  //@ assert a == b; //! here
  assert(a == b);
  MPI_Finalize();
  return 0;
}
