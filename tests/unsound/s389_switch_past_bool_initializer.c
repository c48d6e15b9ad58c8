/* S389 (hunt 46): a `switch` enters the block after `_Bool b = 1;`, so `b`
 * holds whatever byte was on the stack (the build printed 7), which Wp
 * takes to be 0 or 1. C leaves the read undefined, so it is not run here.
 * A label that a jump reaches past a `_Bool`'s initializer is an error.
 * vmfc was: "Proved goals: 7 / 7". */
//! expect: error
#include <stdio.h>
#include <string.h>
/*@ terminates \true; exits \false; assigns \nothing;
    ensures 0 <= \result <= 1; */
int h(void) {
  int x = 0;
  switch (x) {
    _Bool b = 1;
  case 0: //! here
    return b;
  }
  return 0;
}
void fill(void) { volatile unsigned char a[64]; memset((void *)a, 7, sizeof a); }
int main(void) { fill(); printf("%d\n", h()); return 0; }
