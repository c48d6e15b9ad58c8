/* M174 (hunt 20). MPI_Init's contract said that afterwards `*argv` is an
 * argument vector of `*argc` strings, whatever was passed. MPI builds none:
 * it may only remove its own arguments from main's vector. With a local
 * pair (`ac = 2`, `av = NULL`) vmfc proved `atoi(av[1])`, which crashes. The
 * contract now requires the pair to be an argument vector already. */
//! expect: precondition
//! run: 1
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  int ac = 2;
  char **av = NULL;
  int n = 0;
  MPI_Init(&ac, &av); //! here
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (ac > 1)
    n = atoi(av[1]);
  printf("rank %d: n=%d\n", rank, n);
  MPI_Finalize();
  return 0;
}
