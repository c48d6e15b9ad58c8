/* S467 (hunt 88, variant). The cast to _Bool of S465 given with `-D
   Q=(_Bool)3`: Frama-C expands Q in the annotation and folds the cast to
   3. A `-D` macro whose value casts to _Bool is an error where an
   annotation uses it. */
//! expect: error
//! define: Q=(_Bool)3
#include <mpi.h>

/*@ requires 0 <= flag <= 10;
    assigns \nothing;
*/
int f(int flag) {
  //@ assert Q == 3; //! here
  return flag;
}
