/* S471 (hunt 92). `//@ assert '\e' != 27;`: GCC reads the escape \e as
   27, Frama-C 25 in annotations as the two characters \ and e (23653), so
   the false assertion was proved (5/5). A character constant with an
   escape C does not define is an error in annotations. */
//! expect: error
#include <mpi.h>

/*@ requires 0 <= flag <= 10;
    assigns \nothing;
*/
int f(int flag) {
  //@ assert '\e' != 27; //! here
  return flag;
}
