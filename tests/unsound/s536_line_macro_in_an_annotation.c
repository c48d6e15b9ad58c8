/* S536 (hunt 127). `__LINE__` in an annotation: Frama-C expands it in
   the program vmfc generated, where the line has moved, so `k ==
   __LINE__` was proved on a line where it is false as written (no run
   shows it: the proof and the build agree on the code). The macros of
   the position in the file and the compiler's built-ins are errors in an
   annotation. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

/*@ requires VM_state == VM_Uninitialized; */
int main(int argc, char **argv) {
  int k = 11;
  printf("k = %d, __LINE__ = %d\n", k, __LINE__); //@ assert k == __LINE__; //! here
  return 0;
}
