/* M148. `__builtin_memcpy`, declared by the user with only the true facts
 * that it terminates and returns: no system header declares it, so the
 * rule on unreviewed C library functions (m142) did not see it, and
 * Frama-C's contract made from the prototype has no precondition; a copy
 * of 64 bytes into `char s[4]` was proved. A reserved name (`__x`, `_X`)
 * is the C implementation's, whatever declares it. (Real run: SIGSEGV.) */
//! expect: error
//! run: 1
#include <mpi.h>
#include <stdio.h>

/*@ terminates \true; exits \false; */
void *__builtin_memcpy(void *dest, const void *src, unsigned long n);

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  char s[4] = "abc";
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  __builtin_memcpy(s, "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcde", 64); //! here
  printf("rank %d\n", rank);
  MPI_Finalize();
  return 0;
}
