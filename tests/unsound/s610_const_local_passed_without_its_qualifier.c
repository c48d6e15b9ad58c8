/* S610 (hunts 157, 158). The implicit twin of S609: `&c` (a `const int
 * *`) is passed for the `int *` of a helper that writes it, which GCC
 * only warns of (-Wdiscarded-qualifiers). Wp let the write through and
 * proved `f` to return 2; GCC at -O2 returns 1. An error now in a
 * verified function. (A `const` member of a writable structure, which
 * hunt 151 left trusted, is caught the same way.) */
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

/*@ assigns \nothing;
    ensures \result == 2; */
int f(void) {
  const int c = 1;
  set(&c); //! here
  //@ assert c == 2;
  return c;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int r = f();
  printf("f() = %d\n", r);
  assert(r == 2);
  MPI_Finalize();
  return 0;
}
