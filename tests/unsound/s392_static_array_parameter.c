/* S392 (hunt 47): `a[static 4]` promises the compiler at least 4 valid
 * elements at every call, so it may drop the function's null test, but
 * Frama-C ignores the promise and proved the call `first(NULL)` (GCC 12
 * keeps the test; other compilers need not). Here a macro writes the
 * `static`, which only the preprocessed text shows.
 * vmfc was: "Proved goals: 15 / 15". */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#define AT_LEAST static
/*@ requires a == \null || \valid_read(a + (0 .. 3));
    terminates \true; exits \false; assigns \nothing;
    ensures a == \null ==> \result == -1; */
int first(const int a[AT_LEAST 4]) { //! here
  if (a == NULL) return -1;
  return a[0];
}
/*@ terminates \true; exits \false; assigns \nothing;
    ensures \result == -1; */
int h(void) { return first(NULL); }
int main(void) { printf("%d\n", h()); return 0; }
