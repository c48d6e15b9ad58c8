/* S380 (hunt 44): a bit-field in a structure whose keyword a macro writes
 * (`#define STRUCT struct`): the rule looked for `struct {` as written.
 * vmfc was: "Proved"; the build prints 1. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#define STRUCT struct
STRUCT S { unsigned u : 3; }; //! here
/*@ terminates \true; exits \false; assigns \nothing;
    ensures \result == 9;
*/
int h(void) { struct S v; int x = 9; v.u = x; return v.u; }
int main(void) { printf("%d\n", h()); return 0; }
