/* S334 (hunt 39): s311 inside a ghost block between `sizeof("/@")` and
 * `sizeof("@/")`: the check of the printed program dropped what looked like
 * an annotation inside ghost code (`/@ ... @/`) without reading the
 * literals, and with it the cast. Annotations inside ghost code now end
 * outside literals, and one that does not end hides nothing.
 * vmfc was: "Proved". */
//! expect: rejected
#include <mpi.h>

/*@ requires \valid(x);
    terminates \true; exits \false;
    assigns *x;
    ensures *x == 5; */
void set(int *x) {
  *x = 4;
  /*@ ghost {
    unsigned long a = (unsigned long)x;
    unsigned long n = sizeof("/@");
    *(int \ghost *)a = 5; //! here
    n = sizeof("@/");
  } */
}
