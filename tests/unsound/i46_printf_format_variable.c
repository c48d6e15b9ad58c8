/* I46. A format that is not a literal may hold `%n` (here it does): vmfc
 * cannot see it, so it rejects the call in a verified function. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

/*@ requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int x = 0;
  const char *fmt = "abc%n\n";
  MPI_Init(&argc, &argv);
  printf(fmt, &x); //! here
  //@ assert x == 0;
  MPI_Finalize();
  return 0;
}
