/* S397 (hunt 48): an array member used as a pointer (`int *q = t.a;`) and
 * written one past its end: Frama-C's memory model proved `q + 1` valid (the
 * cell of the `char` member after it) and kept that member 0, while the
 * build wrote the `int` over it. C leaves the write undefined, so it is not
 * run here. An array member may be indexed where it is (`t.a[i]`, whose
 * bound is checked), not used as a pointer.
 * vmfc was: "Proved goals: 7 / 7". */
//! expect: error
#include <mpi.h>
#include <stdio.h>
struct T { int a[1]; char c; };
/*@ terminates \true; exits \false; assigns \nothing;
    ensures \result == 1; */
int h(void) {
  struct T t = {{0}, 0};
  int *q = t.a; //! here
  q[1] = 0x01010101;
  return t.c == 0;
}
int main(void) { printf("%d\n", h()); return 0; }
