/* S331 (hunt 38): s311 through `typedef int \ghost GI;`: the cast `(GI *)a` has no
 * `\ghost` of its own and the typedef no star, so the check of the printed
 * program took it for no pointer to ghost memory, and Wp proved the false
 * `ensures *x == 5`. A typedef involves ghost memory when its type does,
 * at any depth, and a cast to a pointer type that involves it is checked.
 * vmfc was: "Proved". */
//! expect: rejected
#include <mpi.h>

//@ ghost typedef int \ghost GI;

/*@ requires \valid(x);
    terminates \true; exits \false;
    assigns *x;
    ensures *x == 5; */
void set(int *x) {
  *x = 4;
  //@ ghost unsigned long a = (unsigned long)x;
  //@ ghost *(GI *)a = 5; //! here
}
