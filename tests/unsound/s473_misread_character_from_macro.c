/* S473 (hunt 92). The escape of S471 through a macro (`#define ESC
   '\e'`): vmfc reads the annotation as written, Frama-C expands the macro
   (and likewise `-D "Q='abcde'"`). A macro whose replacement holds such a
   constant is an error where an annotation uses it. */
//! expect: error
#include <mpi.h>
#define ESC '\e'

/*@ requires 0 <= flag <= 10;
    assigns \nothing;
*/
int f(int flag) {
  //@ assert ESC != 27; //! here
  return flag;
}
