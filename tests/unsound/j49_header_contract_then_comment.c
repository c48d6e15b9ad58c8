/* J49. A C function defined in a user header may not have a contract (it
 * would be verified without the checks vmfc makes on the source of the file
 * it is given; until hunt 22 it had only to say `terminates \true;` and
 * `exits \false;`). The rule must find the contract wherever Frama-C does:
 * here a plain comment stands between the contract and the definition,
 * which an earlier, separate scan of the header missed. `spin` never
 * returns; its `ensures 1 == 2` would hold vacuously. (Wp's own goals at
 * the call still fail; the rule makes the cause an error at the contract.) */
//! expect: error j49_spin.h:4
#include <mpi.h>
#include "j49_spin.h" //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  spin();
  //@ assert 1 == 2;
  MPI_Finalize();
  return 0;
}
