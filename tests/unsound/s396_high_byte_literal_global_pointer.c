/* S396 (hunt 49): the literal with a byte of 0x80 or more initializes a
 * file-scope `const` pointer, which Wp reads in every function: `P[0] ==
 * 255` was proved, the build reads -1. An array's initializer is read
 * right (`const char P[] = "\xff";`); a pointer's is an error.
 * vmfc was: "Proved". */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#include <string.h>
const char *const P = "\xff"; //! here
/*@ terminates \true; exits \false; assigns \nothing; ensures \result == 1; */
int h(void) {
  int c = P[0]; return c == 255;
}
int main(void) { printf("%d\n", h()); return 0; }
