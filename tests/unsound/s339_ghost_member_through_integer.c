/* S339 (hunt 39): s311 through `struct T { int \ghost v; }`: Frama-C accepts
 * `((struct T *)a)->v = 5` (the member is ghost memory), and the cast's type
 * showed no `\ghost`. In user ghost code every cast to a pointer type is
 * now checked, whatever it points to.
 * vmfc was: "Proved". */
//! expect: rejected
#include <mpi.h>
//@ ghost struct T { int \ghost v; };
/*@ requires \valid(x);
    terminates \true; exits \false;
    assigns *x;
    ensures *x == 5; */
void set(int *x) {
  *x = 4;
  //@ ghost unsigned long a = (unsigned long)x;
  //@ ghost ((struct T *)a)->v = 5; //! here
}
