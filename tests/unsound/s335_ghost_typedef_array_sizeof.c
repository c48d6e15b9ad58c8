/* S335 (hunt 39): s331 with `typedef int \ghost GA[sizeof(int)];`: the check read
 * the typedef's name as its last word, `int`, so `(GA *)a` was no type
 * involving ghost memory. Every word of a typedef that involves ghost
 * memory now counts.
 * vmfc was: "Proved". */
//! expect: rejected
#include <mpi.h>

//@ ghost typedef int \ghost GA[sizeof(int)];

/*@ requires \valid(x);
    terminates \true; exits \false;
    assigns *x;
    ensures *x == 5; */
void set(int *x) {
  *x = 4;
  //@ ghost unsigned long a = (unsigned long)x;
  //@ ghost (*(GA *)a)[0] = 5; //! here
}
