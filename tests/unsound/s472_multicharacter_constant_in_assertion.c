/* S472 (hunt 92). `//@ assert 'abcde' != 1650680933;`: GCC keeps the
   last four bytes of a constant of more characters, Frama-C 25 all five
   (418262508645), so the false assertion was proved (5/5). A character
   constant of several characters is an error in annotations. */
//! expect: error
#include <mpi.h>

/*@ requires 0 <= flag <= 10;
    assigns \nothing;
*/
int f(int flag) {
  //@ assert 'abcde' != 1650680933; //! here
  return flag;
}
