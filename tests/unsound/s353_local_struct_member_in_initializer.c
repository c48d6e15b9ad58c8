/* S353 (hunt 41): `{ .y = s.k++, .x = s.k }` with a local structure: the member's write
 * counted as memory, the read as the local `s`. A write to a member of a
 * local now counts against accesses to that local.
 * vmfc was: "Proved"; the build computes another value. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
struct P { int x, y; };
struct S { int k; };
/*@ terminates \true; exits \false; assigns \nothing; ensures \result == 21; */
int h(void) { struct S s = {1}; struct P p = { .y = s.k++, .x = s.k }; return p.x*10+p.y; } //! here
int main(void) { printf("%d\n", h()); return 0; }
