/* N207 (hunt 24): a function contract directly before `#include`, whose file
 * defines the function: Frama-C attaches the contract to the included
 * definition and trusts it; vmfc saw neither together. An annotation
 * directly before an `#include` is now an error.
 * vmfc was: "Proved goals: 9 / 9". run: `assert(k == 2)` fails. */
//! expect: error
//! run: 1
#include <mpi.h>
#include <stdio.h>
#include <assert.h>

/*@ terminates \true; exits \false; assigns \nothing; ensures \result == 2; */
#include "n207_def.h" //! here

/*@ requires VM_state == VM_Uninitialized; */
int main(int argc, char **argv) {
  int k = two();
  assert(k == 2);
  //@ assert k == 2;
  printf("%d\n", k);
  return 0;
}
