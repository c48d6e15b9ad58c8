/* S359 (hunt 41): `{ .q = (struct Q){ { 3, 4 } }, .q.x[1] = 7 }`: GCC drops the
 * whole earlier expression for the later designator (x[0] is 0, and a side
 * effect inside it is lost), Frama-C overrides only `x[1]`. A designator
 * that reaches inside a member an expression initialized before is now an
 * error.
 * vmfc was: "Proved"; the build computes another value. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
struct Q { int x[2]; };
struct R { struct Q q; int z; };
/*@ terminates \true; exits \false; assigns \nothing; ensures \result == 37; */
int h(void) { struct R r = { .q = (struct Q){ { 3, 4 } }, .q.x[1] = 7 }; return r.q.x[0]*10 + r.q.x[1]; } //! here
int main(void) { printf("%d\n", h()); return 0; }
