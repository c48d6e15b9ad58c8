/* R257 (hunt 30): `#define valid_read_string(s) \true` before the
 * includes: the precondition vmfc's header adds to `atoi` (m147) and the
 * contracts of Frama-C's C library read `\true`, and `atoi` on a buffer
 * without its null byte was proved again. Closed by r255's rule (the
 * library's logic names: `src/transform/rules/c_subset/acsl_names.txt`).
 * vmfc was: "Proved goals: 14 / 14". run (AddressSanitizer):
 * stack-buffer-overflow in atoi. */
//! expect: error
#define valid_read_string(s) \true //! here
/* M147. `atoi` on a buffer that is not a string: C requires one, Frama-C's
 * specification asks for one readable byte, and glibc reads on to a null
 * byte (AddressSanitizer: stack-buffer-overflow in atoi on every rank).
 * vmfc's header requires a string of `atoi`, `atol`, `atof`, `strtol` and
 * `strtod`. */
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
  int v = atoi(digit);
  printf("rank %d: v = %d\n", rank, v);
  MPI_Finalize();
  return 0;
}
