/* I45. `%n` makes printf write the number of characters printed so far:
 * with vmfc's contract for printf (it writes no program memory) the
 * assertion below would be proved, while x is 3. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

/*@ requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int x = 0;
  MPI_Init(&argc, &argv);
  printf("abc%n\n", &x); //! here
  //@ assert x == 0;
  MPI_Finalize();
  return 0;
}
