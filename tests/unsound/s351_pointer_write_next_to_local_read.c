/* S351 (hunt 41): `c * 10 + (*q)++` with `q = &c`: undefined, GCC reads `c` first, CIL
 * performs the increment first; GCC does not warn (other spellings), and
 * vmfc took `c` for a plain local although its address is taken.
 * vmfc was: "Proved"; the build computes another value. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#include <limits.h>
struct P { int x, y; };
/*@ terminates \true; exits \false; assigns \nothing; ensures \result == 21; */
int h(void) { int c = 1; int *q = &c; int d = c*10 + (*q)++; return d; } //! here
int main(void) { printf("%d\n", (int)h()); return 0; }
