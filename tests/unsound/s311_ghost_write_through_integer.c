/* S311 (after hunt 35): user ghost code writes the program's own memory
 * through a pointer made from an integer: `(int \ghost *)(unsigned long)x`.
 * Frama-C checks that ghost code writes only ghost memory, but accepts
 * this conversion, and Wp then proves that the write changed `*x`: the
 * false `ensures *x == 5` was proved, while the compiled program leaves 4.
 * vmfc now reads the program as Frama-C printed it and rejects a cast to a
 * pointer to ghost memory of anything but 0 in ghost code. */
//! expect: rejected
#include <mpi.h>

/*@ requires \valid(x);
    terminates \true; exits \false;
    assigns *x;
    ensures *x == 5; */
void set(int *x) {
  *x = 4;
  //@ ghost unsigned long a = (unsigned long)x;
  //@ ghost *(int \ghost *)a = 5; //! here
}
