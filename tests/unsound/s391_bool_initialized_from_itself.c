/* S391 (hunt 46): `_Bool b = b;` reads `b` before anything wrote it (the
 * build printed 7), which Wp takes to be 0 or 1. C leaves the read
 * undefined, so it is not run here. A `_Bool` whose initializer names it
 * is an error, like one without an initializer.
 * vmfc was: "Proved goals: 5 / 5". */
//! expect: error
#include <stdio.h>
#include <string.h>
/*@ terminates \true; exits \false; assigns \nothing;
    ensures 0 <= \result <= 1; */
int h(void) {
  _Bool b = b; //! here
  return b;
}
void fill(void) { volatile unsigned char a[64]; memset((void *)a, 7, sizeof a); }
int main(void) { fill(); printf("%d\n", h()); return 0; }
