/* S326 (hunt 37): s311 through a structure member, `(int \ghost *)s.a` with `s.a` an
 * `unsigned long` holding `x`'s address: the check of the printed program
 * read `s.a` as one name, and `2 * s.a` as a pointer's declaration.
 * vmfc was: "Proved". */
//! expect: rejected
#include <mpi.h>

struct S { unsigned long a; };

/*@ requires \valid(x);
    terminates \true; exits \false;
    assigns *x;
    ensures *x == 5; */
void set(int *x) {
  *x = 4;
  //@ ghost struct S s;
  //@ ghost s.a = (unsigned long)x;
  //@ ghost unsigned long z = 2 * s.a;
  //@ ghost *(int \ghost *)s.a = 5; //! here
}

