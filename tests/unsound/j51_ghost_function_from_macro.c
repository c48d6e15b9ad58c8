/* J51. A ghost function made by a macro at file scope of ghost code, with
 * a false contract: vmfc's reader of ghost code cannot see the function
 * (its name is pasted by the preprocessor), so it was never verified, and
 * Frama-C trusted its contract at the call: `x == 2` was "proved" though
 * the function returns 1. A macro at file scope of ghost code is an error. */
//! expect: error
#include <mpi.h>
#define MK(name) int name##o(void) { return 1; }
/*@ ghost
  /@ terminates \true; exits \false; assigns \nothing; ensures \result == 2; @/
  MK(tw) //! here
*/

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  //@ ghost int x = two();
  //@ assert x == 2;
  MPI_Finalize();
  return 0;
}
