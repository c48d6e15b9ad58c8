/* M147. `atoi` on a buffer that is not a string: C requires one, Frama-C's
 * specification asks for one readable byte, and glibc reads on to a null
 * byte (AddressSanitizer: stack-buffer-overflow in atoi on every rank).
 * vmfc's header requires a string of `atoi`, `atol`, `atof`, `strtol` and
 * `strtod`. */
//! expect: precondition
#include <mpi.h>
#include <stdlib.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  char digit[1] = {'7'};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int v = atoi(digit); //! here
  printf("rank %d: v = %d\n", rank, v);
  MPI_Finalize();
  return 0;
}
