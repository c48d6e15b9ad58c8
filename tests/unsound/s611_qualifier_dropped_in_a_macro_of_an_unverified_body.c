/* S611 (review of S609/S610). GCC reports a conversion written in a
 * macro at the macro's definition: here inside the body of `helper`,
 * which vmfc does not verify, while the macro is used in `f`, which it
 * does. The rule skips conversions in unverified bodies, and so missed
 * this one; a finding in a directive is now always reported. */
//! expect: error
//! run: 1
//! cflags: -O2
#include <mpi.h>
#include <stdio.h>
#include <assert.h>

/*@ requires \valid(p);
    assigns *p;
    ensures *p == 2; */
void set(int *p) { *p = 2; }

void helper(void) {
#define SET_IT(x) \
  set((int *)&(x)) //! here
}

/*@ assigns \nothing;
    ensures \result == 2; */
int f(void) {
  const int c = 1;
  SET_IT(c);
  //@ assert c == 2;
  return c;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  helper();
  int r = f();
  printf("f() = %d\n", r);
  assert(r == 2);
  MPI_Finalize();
  return 0;
}
