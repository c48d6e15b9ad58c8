/* S357 (hunt 41): `(int)(1 ? 3e9 : y)`: the compilers fold the conditional on a
 * constant, and the cast rule took the operand for no constant. Both
 * branches of such a conditional are now checked.
 * vmfc was: "Proved"; the build computes another value. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
enum E { A = 1 };
/*@ terminates \true; exits \false; assigns \nothing; ensures \result == 1; */
int h(void) { int y = 0; int x = (int)(1 ? 3e9 : y); return x < 0; } //! here
int main(void) { printf("%d\n", h()); return 0; }
