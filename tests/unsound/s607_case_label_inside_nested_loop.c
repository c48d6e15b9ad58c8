/* S607 (hunt 153). A `case` label inside a loop nested in another, both
 * inside the `switch`: `f(1)` enters the inner loop's body in the middle.
 * Wp read the paths from that label as if they had started at the loops'
 * heads, proved the false postcondition `\result == 0` and the outer
 * invariant `z == 0`, and left only the inner loop's variant unproved: a
 * verdict that rested on one goal being hard. A `case` or `default` label
 * inside a loop of its switch is now an error. The build returns 10. */
//! expect: error
//! run: 1
#include <mpi.h>
#include <stdio.h>
#include <assert.h>

/*@ requires n == 0 || n == 1;
    assigns \nothing;
    ensures \result == 0;
*/
int f(int n) {
  int z = 0;
  int i = 0;
  int j = 0;
  switch (n) {
  case 0:
    /*@ loop invariant 0 <= i <= 2 && z == 0;
        loop assigns i, j, z;
        loop variant 2 - i; */
    while (i < 2) {
      j = 0;
      /*@ loop invariant 0 <= j <= 2 && (n == 0 ==> z == 0);
          loop assigns j, z;
          loop variant 2 - j; */
      while (j < 2) {
  case 1: //! here
        z = z + n * 5;
        j = 2;
      }
      i++;
    }
  }
  return z;
}

/*@ requires VM_state == VM_Uninitialized;
*/
int main(void) {
  int r = f(1);
  printf("%d\n", r);
  assert(r == 0);
  return 0;
}
