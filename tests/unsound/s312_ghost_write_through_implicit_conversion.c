/* S312 (after hunt 35): s311 without a cast in the text, `int \ghost *q =
 * a;` with `a` an integer (C's implicit conversion, which Frama-C accepts
 * and prints as a cast): still a ghost write to the program's own memory,
 * rejected as s311. */
//! expect: rejected
#include <mpi.h>

/*@ requires \valid(x);
    terminates \true; exits \false;
    assigns *x;
    ensures *x == 5; */
void set(int *x) {
  *x = 4;
  //@ ghost unsigned long a = (unsigned long)x;
  //@ ghost int \ghost *q = a; //! here
  //@ ghost *q = 5;
}
