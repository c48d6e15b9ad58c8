/* S340 (hunt 39): s331 with a `$` in the typedef's name, `G$I`, which GCC and
 * Frama-C accept: vmfc read `G`, `$`, `I`, and the cast `(G$I *)a` was
 * none. A `$` in a name is now an error.
 * vmfc was: "Proved". */
//! expect: error
#include <mpi.h>

//@ ghost typedef int \ghost G$I; //! here

/*@ requires \valid(x);
    terminates \true; exits \false;
    assigns *x;
    ensures *x == 5; */
void set(int *x) {
  *x = 4;
  //@ ghost unsigned long a = (unsigned long)x;
  //@ ghost *(G$I *)a = 5;
}
