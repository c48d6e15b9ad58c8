/* M187 (hunt 22). glibc's `%m` takes no argument (it prints
 * strerror(errno)); the scanner gave it one, so it paired `%s` with the
 * literal "unused" while glibc prints `tag`, a char array without its null
 * byte, and reads past its end (AddressSanitizer: stack-buffer-overflow in
 * printf; no crash without it, so no run line). Proved 12/12 before. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  char tag[4] = "rank";
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  printf("%m: %s\n", tag, "unused"); //! here

  MPI_Finalize();
  return 0;
}
