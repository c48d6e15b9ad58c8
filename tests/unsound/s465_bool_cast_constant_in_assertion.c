/* S465 (hunt 88). `//@ assert (_Bool)5 == 5;`: Frama-C 25's typer folds
   a cast to _Bool of a constant into the constant, so the false
   assertion was proved (40/40; C and ACSL give (_Bool)5 == 1). A cast to
   _Bool in an annotation is an error. */
//! expect: error
#include <mpi.h>

/*@ requires 0 <= flag <= 10;
    assigns \nothing;
*/
int f(int flag) {
  //@ assert (_Bool)5 == 5; //! here
  return flag;
}
