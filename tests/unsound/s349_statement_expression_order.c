/* S349 (hunt 41): `k * 10 + ({ k++; k; })`: CIL runs the statement expression's statements
 * before the whole expression, GCC reads `k` first, and neither warns.
 * vmfc took the statement expression for a call, which cannot change a
 * local whose address is not taken; it may.
 * vmfc was: "Proved"; the build computes another value. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#include <limits.h>
struct P { int x, y; };
long long g64(void);
/*@ terminates \true; exits \false; assigns \nothing; ensures \result == 22; */
int h(void) { int k = 1; int d = k * 10 + ({ k++; k; }); return d; } //! here
int main(void) { printf("%d\n", (int)h()); return 0; }
