/* S470 (hunt 90). `//@ type B = _Bool;` then `(B)5 == 5` proved (5/5).
   The alias names `_Bool` in an annotation: an error. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
//@ type B = _Bool; //! here

/*@ requires 0 <= flag <= 10;
    assigns \nothing;
*/
int f(int flag) {
  //@ assert (B)5 == 5;
  return flag;
}

