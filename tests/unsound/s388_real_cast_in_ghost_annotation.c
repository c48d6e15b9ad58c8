/* S388: an assertion nested in ghost code converts a real of 2^62 or more
 * to an integer, which Frama-C 25's Wp folds wrongly (hunt 43's bug): the
 * check of annotations skipped those nested in ghost code.
 * vmfc was: "Proved goals: 6 / 6", `(long)x < 0` of x = 5.0e18 included. */
//! expect: rejected
#include <mpi.h>
#include <stdio.h>
/*@ terminates \true; exits \false; assigns \nothing;
    ensures \result == 1;
*/
int f(void) {
  int r = 0;
  //@ ghost double x = 5.0e18;
  /*@ ghost if (r == 0) { /@ assert (long)x < 0; @/ } */ //! here
  return 1;
}
int main(void) { printf("%d\n", f()); return 0; }
