/* N212 (hunt 24): a lone carriage return ends a `//` comment for the compiler
 * (and for Frama-C), not for vmfc: an admitted contract after it on the last
 * line was merged into `one`'s contract and trusted. A carriage return not
 * followed by a line feed is now an error.
 * vmfc was: "Proved goals: 14 / 14". run: `assert(k == 1)` fails. */
//! expect: error
//! run: 1
#include <mpi.h>
#include <stdio.h>
#include <assert.h>

/*@ assigns \nothing;
    ensures \result >= 0; */
static int one(void) { return 2; }

/*@ requires VM_state == VM_Uninitialized; */
int main(int argc, char **argv) {
  int k = one();
  assert(k == 1);
  //@ assert k == 1;
  printf("%d\n", k);
  return 0;
}
// end of file/*@ admit ensures \result == 1; */ static int one(void); //! here
