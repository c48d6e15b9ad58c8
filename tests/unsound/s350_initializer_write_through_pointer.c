/* S350 (hunt 41): `{ .y = (*q)++, .x = c }` with `q = &c`: the rule on initializer lists
 * compared names; a write through a pointer now meets the locals whose
 * address the body takes.
 * vmfc was: "Proved"; the build computes another value. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#include <limits.h>
struct P { int x, y; };
long long g64(void);
/*@ terminates \true; exits \false; assigns \nothing; ensures \result == 21; */
int h(void) { int c = 1; int *q = &c; struct P p = { .y = (*q)++, .x = c }; return p.x*10+p.y; } //! here
int main(void) { printf("%d\n", (int)h()); return 0; }
