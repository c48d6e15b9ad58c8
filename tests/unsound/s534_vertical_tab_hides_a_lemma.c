/* S534 (hunt 127). A vertical tab after `lemma`: GCC and Frama-C read
   it as a blank, vmfc's readers of annotations as a character of its
   own, so the lemma was never proved while Wp used it as a hypothesis. A
   control character in an annotation is an error. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <assert.h>

/*@ lemma bad{L}: \forall int *p; \valid(p) ==> *p == 1; */ //! here

/*@ requires VM_state == VM_Uninitialized; */
int main(int argc, char **argv) {
  int k = 2;
  int *q = &k;
  //@ assert *q == 1;
  assert(k == 1);
  printf("%d\n", *q);
  return 0;
}
