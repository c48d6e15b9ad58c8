/* S358 (hunt 41): `(enum E)4294967296.0`: the cast rule looked at integer types, not at
 * enumerated ones, which hold at least `int`'s values.
 * vmfc was: "Proved"; the build computes another value. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
enum E { A = 1 };
/*@ terminates \true; exits \false; assigns \nothing; ensures \result == 1; */
int h(void) { enum E e = (enum E)4294967296.0; return e == 0; } //! here
int main(void) { printf("%d\n", h()); return 0; }
