/* S390 (hunt 46): `goto L;` passes over `_Bool b = 1;` into its scope, so
 * `b` holds whatever byte was on the stack (the build printed 7), which Wp
 * takes to be 0 or 1. C leaves the read undefined, so it is not run here.
 * vmfc was: "Proved goals: 5 / 5". */
//! expect: error
#include <stdio.h>
#include <string.h>
/*@ terminates \true; exits \false; assigns \nothing;
    ensures 0 <= \result <= 1; */
int h(void) {
  goto L;
  _Bool b = 1;
L: //! here
  return b;
}
void fill(void) { volatile unsigned char a[64]; memset((void *)a, 7, sizeof a); }
int main(void) { fill(); printf("%d\n", h()); return 0; }
