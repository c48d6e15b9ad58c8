/* S466 (hunt 88, variant). The cast to _Bool of S465 written by a macro
   (`#define ON (_Bool)2`): vmfc reads annotations as written, Frama-C
   expands the macro and folds the cast to 2. A macro whose replacement
   casts to _Bool is an error where an annotation uses it. */
//! expect: error
#include <mpi.h>
#include <stdbool.h>

#define ON (bool)2

/*@ requires 0 <= flag <= 10;
    assigns \nothing;
*/
int f(int flag) {
  //@ assert ON == 2; //! here
  return flag;
}
