/* S373 (hunt 43): `enum E e = 5e18;`, a floating constant converted without a
 * cast to a 64-bit enumerated type: the constant-cast rule of s346 sees only
 * written casts; the printed program shows the conversion.
 * vmfc was: "Proved"; the build prints 0.
 * Since hunt 130 the enumerator itself is an error: its value is not
 * written as an `int` (GCC and Frama-C give it different types). */
//! expect: error
#include <mpi.h>
#include <stdio.h>
enum E { BIG = 0x100000000, NEG = -1 }; //! here
/*@ terminates \true; exits \false; assigns \nothing;
    ensures \result == 1; */
int h(void) { enum E e = 5e18; return e < 0; }
int main(void) { printf("%d\n", h()); return 0; }
