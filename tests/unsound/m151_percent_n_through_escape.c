/* M151. `%n` spelled `\x25n`: vmfc looked for `%n` in the format as
 * written, and `"\x25n"` is `"%n"`; printf then wrote 0 into `x`, which
 * vmfc's header says it never does, and `x == 5` was proved. A format
 * with an escape sequence that could spell `%` is rejected in verified
 * code. (Real run: the C assert fails.) */
//! expect: error
//! run: 1
#include <mpi.h>
#include <stdio.h>
#include <assert.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int x = 5;
  MPI_Init(&argc, &argv);
  printf("\x25n", &x); //! here
  assert(x == 5);
  MPI_Finalize();
  return 0;
}
