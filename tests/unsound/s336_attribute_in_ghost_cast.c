/* S336 (hunt 39): s311 with an attribute in the cast's type,
 * `(int \ghost __attribute__((deprecated("m"))) *)a` (or `aligned(2+2)`):
 * the check took a parenthesized group for a type only if it held words,
 * numbers, stars and brackets, and a string or a `+` made it none. A type
 * now is a group that begins with a word that is no variable.
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
  //@ ghost *(int \ghost __attribute__((deprecated("m"))) *)a = 5; //! here
}
