/* M188 (hunt 22). glibc's length modifier `Z` (an old synonym of `z`),
 * `%Zn`: the scanner took `Z` for the conversion letter, so the `%n` check
 * was skipped; proved 15/15 while a real run stores 0 in x. glibc's flag
 * `I` (`%In`) went the same way. */
//! expect: error
//! run: 1
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  long x = 5;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  printf("%Zn", &x); //! here
  //@ assert x == 5;
  printf("x = %ld\n", x);
  MPI_Finalize();
  return x == 5 ? 0 : 1;
}
