/* S352 (hunt 41): `*a` next to `a[j]++` on a local array: the element write was compared
 * with reads of the array by name only; `*a` reads it through its address.
 * vmfc was: "Proved"; the build computes another value. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
struct P { int x, y; };
struct S { int k; };
/*@ terminates \true; exits \false; assigns \nothing; ensures \result == 21; */
int h(void) { int j = 0; int a[1] = {1}; int d = *a * 10 + a[j]++; return d; } //! here
int main(void) { printf("%d\n", h()); return 0; }
