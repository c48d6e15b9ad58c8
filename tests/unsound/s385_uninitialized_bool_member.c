/* S385 (hunt 45): s384 through a member: `struct B s;` with a `_Bool` member that
 * nothing wrote was proved to hold 0 or 1 (the build read 64).
 * vmfc was: "Proved". */
//! expect: error
#include <mpi.h>
#include <stdio.h>
struct B { int k; _Bool b; };
/*@ terminates \true; exits \false; assigns \nothing;
    ensures 0 <= \result <= 1; */
int h(void) { struct B s; s.k = 1; return s.b + 0 * s.k; } //! here
void fill(void) { volatile unsigned char a[64]; for (int i = 0; i < 64; i++) a[i] = 7; }
int main(void) { fill(); printf("%d\n", h()); return 0; }
