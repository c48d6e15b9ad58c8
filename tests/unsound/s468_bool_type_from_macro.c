/* S468 (hunt 90). `#define T _Bool` and `//@ assert (T)5 == 5;`: the
   rule of S465-S467 looked for whole casts, in the annotation or in a
   macro's replacement; Frama-C expands T and folds (_Bool)5 to 5 (5/5).
   An annotation may not name `_Bool`, nor a macro whose replacement
   names it. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#define T _Bool

/*@ requires 0 <= flag <= 10;
    assigns \nothing;
*/
int f(int flag) {
  //@ assert (T)5 == 5; //! here
  return flag;
}

