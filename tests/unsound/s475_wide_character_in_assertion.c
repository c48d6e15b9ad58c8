/* S475 (hunt 94). `//@ assert L'a' != 97;`-like: a prefixed character
   constant in an annotation (`L'é'`, GCC's 233), which Frama-C 25 reads
   otherwise: the false assertion was proved (5/5). A prefixed character
   constant (L, u, U, u8) is an error in annotations, as in C code. */
//! expect: error
#include <mpi.h>

/*@ requires 0 <= flag <= 10;
    assigns \nothing;
*/
int f(int flag) {
  //@ assert L'a' != 97 || L'é' != 233; //! here
  return flag;
}
