/* S379 (hunt 44): a bit-field whose `:` a macro writes (`#define W(n) : n`): the
 * bit-field rule read the text as written. Wp treats `u` as a whole `unsigned`,
 * so `v.u = 9` proved `\result == 9`; the build stores 1. The constructs Wp does
 * not model are now looked for in the preprocessed text too.
 * vmfc was: "Proved"; the build prints 1. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#define W(n) : n
struct S { unsigned u W(3); }; //! here
/*@ terminates \true; exits \false; assigns \nothing;
    ensures \result == 9;
*/
int h(void) { struct S v; int x = 9; v.u = x; return v.u; }
int main(void) { printf("%d\n", h()); return 0; }
