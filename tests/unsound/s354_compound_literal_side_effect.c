/* S354 (hunt 41): `k * 10 + (int){k++}`: GCC does not warn about a side effect in a
 * compound literal; vmfc now compares writes to locals with the other
 * operands itself, in every context C leaves unordered.
 * vmfc was: "Proved"; the build computes another value. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
struct P { int x, y; };
/*@ terminates \true; exits \false; assigns \nothing; ensures \result == 21; */
int h(void) { int k = 1; int d = k * 10 + (int){k++}; return d; } //! here
int main(void) { printf("%d\n", h()); return 0; }
