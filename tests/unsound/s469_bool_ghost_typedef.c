/* S469 (hunt 90). `//@ ghost typedef _Bool GB;` then `(GB)5 == 5`
   proved (5/5): vmfc knew the C typedefs only. The ghost typedef names
   `_Bool` in an annotation: an error. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
//@ ghost typedef _Bool GB; //! here

/*@ requires 0 <= flag <= 10;
    assigns \nothing;
*/
int f(int flag) {
  //@ assert (GB)5 == 5;
  return flag;
}

