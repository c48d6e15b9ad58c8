/* S387 (hunt 46): `(__typeof__(n))&b` with `unsigned long n`: an address cast to an
 * integer, which the rule of hunt 19 rejects when the cast writes the type.
 * Frama-C keeps addresses of different objects apart, GCC places `b` right
 * after `a`.
 * vmfc was: "Proved"; the build prints 1. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
int a = 1, b = 2;
/*@ terminates \true; exits \false; assigns \nothing;
    ensures \result == 0; */
int h(void) {
  unsigned long n = 0;
  unsigned long x = (__typeof__(n))(&a + 1); //! here
  unsigned long y = (__typeof__(n))&b;
  unsigned long z = (__typeof__(n))(&b + 1);
  unsigned long w = (__typeof__(n))&a;
  return (x == y) + (z == w) + n;
}
int main(void) { printf("%d\n", h()); return 0; }
