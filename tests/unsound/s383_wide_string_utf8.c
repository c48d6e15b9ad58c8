/* S383 (hunt 44): `int w[] = L"é";` is `{195, 169, 0}` for Frama-C 25 (the UTF-8
 * bytes) and `{233, 0}` for GCC, so Wp also took `w[2]` to be in bounds.
 * vmfc was: "Proved"; the build prints 0. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
/*@ terminates \true; exits \false; assigns \nothing;
    ensures \result == 169;
*/
int h(void) { int w[] = L"é"; return w[1]; } //! here
int main(void) { printf("%d\n", h()); return 0; }
