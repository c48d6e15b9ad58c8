/* M186 (hunt 22). printf's `%n` with a positional argument, `%1$n`: the
 * format scanner took `$` for the conversion letter and `n` for plain text,
 * so the `%n` check was skipped; proved (15/15, the ACSL assertion among
 * them) while a real run stores 0 in x. Conversions vmfc does not fully
 * read are now refused. */
//! expect: error
//! run: 1
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  int x = 5;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  printf("%1$n", &x); //! here
  //@ assert x == 5;
  printf("x = %d\n", x);
  MPI_Finalize();
  return x == 5 ? 0 : 1;
}
