/* S355 (hunt 41): s347 through `typedef float F;`: the rule on conversions to
 * `float` looked for `(float)`, and Frama-C prints `(F)n`. Typedefs of
 * `float` are now `float`.
 * vmfc was: "Proved"; the build computes another value. */
//! expect: rejected
#include <mpi.h>
#include <stdio.h>
typedef float F;
/*@ terminates \true; exits \false; assigns \nothing; ensures \result == 1; */
int h(void) { long long n = 1152921573326323713LL; F f = (F)n; return f == 0x1p60f; } //! here
int main(void) { printf("%d\n", h()); return 0; }
