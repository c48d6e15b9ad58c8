/* S381 (hunt 44): Frama-C 25 computes `sizeof(L"ab")` as 8, GCC as 12 (three
 * 4-byte `wchar_t`). Wide and prefixed literals are errors.
 * vmfc was: "Proved"; the build prints 12. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
/*@ terminates \true; exits \false; assigns \nothing;
    ensures \result == 8;
*/
int h(void) { return sizeof(L"ab"); } //! here
int main(void) { printf("%d\n", h()); return 0; }
