/* S382 (hunt 44): Frama-C 25 reads `L'é'` through its UTF-8 bytes, as 169; GCC
 * gives 233.
 * vmfc was: "Proved"; the build prints 233. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
/*@ terminates \true; exits \false; assigns \nothing;
    ensures \result == 169;
*/
int h(void) { return L'é'; } //! here
int main(void) { printf("%d\n", h()); return 0; }
