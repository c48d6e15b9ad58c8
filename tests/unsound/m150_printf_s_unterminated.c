/* M150. `%s` given a `char` array without its null byte: vmfc's header
 * says printf reads nothing of its arguments, and no compiler warning
 * catches `char tag[4] = "rank"`; printf reads past the array
 * (AddressSanitizer: global-buffer-overflow on every rank). In verified
 * code, a `%s` conversion may print only a string literal (`fputs(s,
 * stdout)` requires a string). */
//! expect: error
#include <mpi.h>
#include <stdio.h>

static char tag[4] = "rank";
static char next[8] = "GARBAGE";

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char *argv[]) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  next[0] = 'G';
  printf("%s %d\n", tag, rank); //! here
  MPI_Finalize();
  return 0;
}
