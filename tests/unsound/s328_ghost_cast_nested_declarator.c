/* S328 (hunt 37): s311 with a cast to a pointer to an array, `(*(int \ghost (*)[1])a)[0]
 * = 5`: the check read only casts written as a flat list of words.
 * vmfc was: "Proved". */
//! expect: rejected
#include <mpi.h>

/*@ requires \valid(x);
    terminates \true; exits \false;
    assigns *x;
    ensures *x == 5; */
void set(int *x) {
  *x = 4;
  //@ ghost unsigned long a = (unsigned long)x;
  //@ ghost (*(int \ghost (*)[1])a)[0] = 5; //! here
}
